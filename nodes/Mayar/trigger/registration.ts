import type { IDataObject, IHookFunctions, IWebhookFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { getEnvironment, mayarApiRequest } from '../transport';
import { type AccountUrl, judgeTestListen, readAccountUrl, sameAddress, shownUrl } from './account';
import { generateToken, MIN_TOKEN_LENGTH, withToken } from './token';

/**
 * What the trigger keeps in the node's static data (saved with the workflow by n8n):
 * - registration: 'automatic' or 'manual', the mode that was activated;
 * - webhookUrl: this node's webhook URL at activation, without the token;
 * - token: the secret Automatic mode generated and registered with Mayar (Manual mode keeps its token in the
 *   Secret Token parameter instead);
 * - environment: the credential's environment when Automatic mode registered;
 * - registeredAt: ISO time of the registration.
 * Nothing is kept in process memory.
 */
export interface Registration {
	registration?: 'automatic' | 'manual';
	webhookUrl?: string;
	token?: string;
	environment?: string;
	registeredAt?: string;
}

const KEYS: Array<keyof Registration> = [
	'registration',
	'webhookUrl',
	'token',
	'environment',
	'registeredAt',
];

type Ctx = IHookFunctions | IWebhookFunctions;

export function staticDataOf(ctx: Ctx): IDataObject & Registration {
	return ctx.getWorkflowStaticData('node') as IDataObject & Registration;
}

function clear(data: IDataObject): void {
	for (const key of KEYS) delete data[key];
}

export function registrationMode(ctx: Ctx): 'automatic' | 'manual' {
	return ctx.getNodeParameter('registration', 'manual') === 'automatic' ? 'automatic' : 'manual';
}

function webhookUrlOf(ctx: IHookFunctions): string {
	const url = ctx.getNodeWebhookUrl('default');
	if (!url)
		throw new NodeOperationError(
			ctx.getNode(),
			'n8n did not provide a webhook URL for this trigger',
		);
	return url;
}

/** From version 1.1 on, Manual registration without a Secret Token starts nothing unless the merchant says so. */
export function acceptsUnauthenticated(ctx: Ctx): boolean {
	if (ctx.getNode().typeVersion < 1.1) return true;
	const options = ctx.getNodeParameter('options', {}) as IDataObject;
	return options.acceptUnauthenticated === true;
}

export const NO_TOKEN_MESSAGE =
	'Mayar Trigger: set a Secret Token, so that forged deliveries start nothing';
export const NO_TOKEN_DESCRIPTION =
	'Mayar signs nothing it sends, and only payment events can be confirmed with Mayar: without a Secret Token anyone who learns the URL can start this workflow with a made-up membership or shipping event. Set the Secret Token, add ?token=<it> to the URL saved in the Mayar dashboard, then activate again (or turn on Options > Accept Deliveries Without Token (Unsafe)).';

const LOCAL_HOST =
	/^https?:\/\/(localhost|127\.|0\.0\.0\.0|\[::1\]|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/i;

/**
 * Automatic: true only when static data holds a registration for this very URL, with a token, made with a
 * credential of the same environment. Mayar has no call that reads the account's webhook URL (only
 * GET /customers/detail shows user.urlHook, and it needs the email of an existing customer), so a URL changed
 * in the Mayar dashboard afterwards cannot be noticed here: deactivating and activating the workflow sets it
 * again. Manual: true once the activation was recorded (there is nothing to create at Mayar).
 */
export async function checkExists(ctx: IHookFunctions): Promise<boolean> {
	const data = staticDataOf(ctx);
	const url = webhookUrlOf(ctx);
	if (registrationMode(ctx) === 'manual') {
		return data.registration === 'manual' && data.webhookUrl === url;
	}
	if (data.registration !== 'automatic' || data.webhookUrl !== url) return false;
	if (typeof data.token !== 'string' || data.token.length < 32) return false;
	return data.environment === (await getEnvironment(ctx));
}

/**
 * Automatic: generates a token and points the account's webhook URL at this workflow
 * (POST /hl/v2/webhooks/update {urlHook}), which replaces whatever URL the account had. Errors propagate, so
 * the activation fails visibly and nothing is stored. Manual: records the activation; no request.
 */
export async function create(ctx: IHookFunctions): Promise<boolean> {
	const data = staticDataOf(ctx);
	const url = webhookUrlOf(ctx);
	if (registrationMode(ctx) === 'manual') {
		clear(data);
		Object.assign(data, {
			registration: 'manual',
			webhookUrl: url,
			registeredAt: new Date().toISOString(),
		});
		const token = String(ctx.getNodeParameter('secretToken', '') ?? '');
		if (token === '') {
			if (!acceptsUnauthenticated(ctx)) {
				clear(data);
				throw new NodeOperationError(ctx.getNode(), NO_TOKEN_MESSAGE, {
					description: NO_TOKEN_DESCRIPTION,
				});
			}
			ctx.logger.warn(
				`Mayar Trigger: no Secret Token is set, so any POST to ${url} is accepted as a Mayar delivery. Set a Secret Token and add ?token=<it> to the URL saved in Mayar.`,
			);
		} else if (token.length < MIN_TOKEN_LENGTH) {
			ctx.logger.warn(
				`Mayar Trigger: the Secret Token is shorter than ${MIN_TOKEN_LENGTH} characters and easy to guess.`,
			);
		}
		return true;
	}

	if (LOCAL_HOST.test(url)) {
		ctx.logger.warn(
			`Mayar Trigger: the webhook URL ${url} is a local address that Mayar cannot reach. Set WEBHOOK_URL on the n8n instance to its public address.`,
		);
	}
	const environment = await getEnvironment(ctx);
	const before = await readAccountUrl(ctx);
	if (ctx.getMode() === 'manual') {
		const verdict = judgeTestListen(before, url, environment);
		if (!verdict.allowed) {
			// The editor shows only the message: it says where the account points and what to do instead.
			throw new NodeOperationError(
				ctx.getNode(),
				`Mayar Trigger: not listening for a test event, since ${verdict.fact}. Test with pinned data, the Mayar dashboard's test delivery or a Sandbox account instead`,
				{
					description: `Listening would point the account's one webhook URL at the test URL, where it would stay after the listen (Mayar cannot be pointed back on every path, such as n8n restarting), so whatever receives at the current URL would get nothing until its workflow is activated again. ${TEST_INSTEAD}`,
				},
			);
		}
		ctx.logger.info(`Mayar Trigger: listening for a test event: ${verdict.note}.`);
	}
	const token = generateToken();
	await mayarApiRequest(ctx, {
		method: 'POST',
		path: '/hl/v2/webhooks/update',
		body: { urlHook: withToken(url, token) },
	});
	clear(data);
	Object.assign(data, {
		registration: 'automatic',
		webhookUrl: url,
		token,
		environment,
		registeredAt: new Date().toISOString(),
	});
	ctx.logger.info(
		`Mayar Trigger: the Mayar account (${environment}) now sends its webhooks to ${url} (with a secret token).`,
	);
	reportTakeover(ctx, before, url, environment);
	return true;
}

/** What a merchant can do instead of a test listen that would take the account's URL. */
const TEST_INSTEAD =
	'To test this workflow: pin data on this trigger (a delivery from an earlier execution), or send a test from the Mayar dashboard (Integration > Webhook) to the Production URL and open the execution, or use a copy of the workflow with a credential of a Mayar Sandbox account, whose webhook URL is its own. One Automatic Mayar Trigger per Mayar account.';

/**
 * A Mayar account has one webhook URL, so activating takes it from whatever had it: another workflow, another
 * n8n instance (staging and production on one account), the merchant's own server. Said in the log, the only
 * place an activation can speak without failing.
 */
function reportTakeover(ctx: IHookFunctions, before: AccountUrl, url: string, environment: string) {
	if (!before.known) {
		ctx.logger.info(
			`Mayar Trigger: could not tell which URL the account (${environment}) had before (${before.detail}).`,
		);
		return;
	}
	if (before.url === null || sameAddress(before.url, url)) return;
	ctx.logger.warn(
		`Mayar Trigger: this activation took the Mayar account's (${environment}) webhook URL from ${shownUrl(before.url)}: whatever listens there (another workflow, another n8n instance, a server of yours) receives nothing from Mayar any more. One Automatic Mayar Trigger per Mayar account; use Manual registration for the others.`,
	);
}

/**
 * Mayar has no call that removes a webhook URL, and webhooks/update only accepts a valid URL, so the account
 * keeps pointing at this workflow's URL. The stored token is forgotten: from now on n8n answers that URL with
 * 404 (the webhook is gone), and if the workflow is activated again a new token is registered. The log says
 * so, so that the merchant can set another URL in Mayar.
 */
export async function remove(ctx: IHookFunctions): Promise<boolean> {
	const data = staticDataOf(ctx);
	const was = data.registration;
	const url = data.webhookUrl;
	clear(data);
	if (was === 'automatic') {
		ctx.logger.info(
			`Mayar Trigger: stopped listening. Mayar cannot remove a webhook URL, so the account still sends its webhooks to ${url ?? 'this workflow'}; they fail until the workflow is activated again or another URL is set in Mayar (Integration > Webhook).`,
		);
	}
	return true;
}
