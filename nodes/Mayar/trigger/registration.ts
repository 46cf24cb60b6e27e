import type { IDataObject, IHookFunctions, IWebhookFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { getEnvironment, mayarApiRequest } from '../transport';
import { type AccountUrl, readAccountUrl, sameAddress, shownUrl } from './account';
import {
	deriveToken,
	MIN_TOKEN_LENGTH,
	madeAfter,
	publishToken,
	tokensMatch,
	withToken,
} from './token';

/**
 * What the trigger keeps in the node's static data (saved with the workflow by n8n):
 * - registration: 'automatic' or 'manual', the mode that was published;
 * - webhookUrl: this node's webhook URL when published, without the token;
 * - token: the secret Automatic mode generated and registered with Mayar (Manual mode keeps its token in the
 *   Secret Token parameter instead);
 * - environment: the credential's environment when Automatic mode registered;
 * - registeredAt: ISO time of the registration;
 * - unpublishedAt: ISO time of the last unpublish (kept by it): a token made before it is refused.
 */
export interface Registration {
	registration?: 'automatic' | 'manual';
	webhookUrl?: string;
	token?: string;
	environment?: string;
	registeredAt?: string;
	unpublishedAt?: string;
}

const KEYS: Array<keyof Registration> = [
	'registration',
	'webhookUrl',
	'token',
	'environment',
	'registeredAt',
	'unpublishedAt',
];

type Ctx = IHookFunctions | IWebhookFunctions;

/** What an Automatic token is made from besides the credential's API key: this trigger's webhook. */
const publishLabel = (ctx: Ctx) => `publish ${ctx.getNode().webhookId ?? ctx.getNode().id}`;

/** The secret the trigger's tokens are derived under: the credential's API key (never shown). */
async function signingKey(ctx: Ctx): Promise<string> {
	return String((await ctx.getCredentials('mayarHeadlessApi')).apiKey ?? '');
}

/**
 * Whether `received` is the token of this trigger's latest Automatic registration: the one static data holds, or
 * one made here later than that registration and than the last unpublish. Mayar sends with a new token at once,
 * while n8n saves the publish's static data only once the whole publish is done (after the Polling Trigger's first
 * poll), a poll can write back an older copy it loaded before, and a webhook process reads what n8n saved.
 */
export async function isRegisteredToken(
	ctx: IWebhookFunctions,
	received: unknown,
): Promise<boolean> {
	const data = staticDataOf(ctx);
	const stored = data.registration === 'automatic' ? data.token : undefined;
	if (typeof stored === 'string' && stored !== '' && tokensMatch(received, stored)) return true;
	const since = [data.registeredAt, data.unpublishedAt];
	return madeAfter(await signingKey(ctx), publishLabel(ctx), received, since);
}

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

/** Manual registration without a Secret Token starts nothing unless the merchant chose it by name. */
export function acceptsUnauthenticated(ctx: Ctx): boolean {
	const options = ctx.getNodeParameter('options', {}) as IDataObject;
	return options.acceptUnauthenticated === true;
}

/** Whether this is the editor's test listen (Execute step or Execute workflow), not the published workflow. */
export function isTestListen(ctx: Ctx): boolean {
	return ctx.getMode() === 'manual';
}

export const NO_TOKEN_MESSAGE =
	'Mayar Trigger: Manual registration needs a Secret Token, so that forged deliveries start nothing; set a Secret Token';
export const NO_TOKEN_DESCRIPTION =
	'Mayar signs nothing it sends, and only payment events can be confirmed with Mayar: without a Secret Token anyone who learns the URL could start this workflow with a made-up membership or shipping event, so nothing was registered. Set the Secret Token, add ?token=<it> to the URL saved in the Mayar dashboard, then publish or run Execute step again. Automatic registration needs no token of yours; Options > Accept Deliveries Without Token (Unsafe) lets deliveries in without one.';

const LOCAL_HOST =
	/^https?:\/\/(localhost|127\.|0\.0\.0\.0|\[::1\]|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/i;

/**
 * The token of a test listen in Automatic mode. A test listen never takes the account's URL, so nothing is
 * registered and nothing needs storing: n8n registers the test webhook before create() runs, and Mayar's test
 * delivery may arrive before n8n keeps create()'s static data. Derived from the API key and the node's webhook
 * ID, it is the same at create() and at the delivery, and unknown to anyone without the key.
 */
export async function testListenToken(ctx: Ctx): Promise<string> {
	return deriveToken(
		await signingKey(ctx),
		`test listen ${ctx.getNode().webhookId ?? ctx.getNode().id}`,
	);
}

/**
 * Automatic: true only when static data holds a registration for this very URL, with a token, made with a
 * credential of the same environment. Mayar has no call that reads the account's webhook URL (only
 * GET /customers/detail shows user.urlHook, and it needs the email of an existing customer), so a URL changed
 * in the Mayar dashboard afterwards cannot be noticed here: unpublishing and publishing the workflow sets it
 * again. Manual: true once the publish was recorded (there is nothing to create at Mayar). A test listen always
 * runs create(), which asks Mayar for a fresh test delivery.
 */
export async function checkExists(ctx: IHookFunctions): Promise<boolean> {
	if (isTestListen(ctx)) return false;
	const data = staticDataOf(ctx);
	const url = webhookUrlOf(ctx);
	if (registrationMode(ctx) === 'manual') {
		return data.registration === 'manual' && data.webhookUrl === url;
	}
	if (data.registration !== 'automatic' || data.webhookUrl !== url) return false;
	if (typeof data.token !== 'string' || data.token.length < 32) return false;
	return data.environment === (await getEnvironment(ctx));
}

/** The Secret Token of Manual mode, or nothing when it may be left out; throws when it may not. */
function manualToken(ctx: IHookFunctions, url: string): string | undefined {
	const token = String(ctx.getNodeParameter('secretToken', '') ?? '');
	if (token === '') {
		if (!acceptsUnauthenticated(ctx)) {
			throw new NodeOperationError(ctx.getNode(), NO_TOKEN_MESSAGE, {
				description: NO_TOKEN_DESCRIPTION,
			});
		}
		ctx.logger.warn(
			`Mayar Trigger: no Secret Token is set, so any POST to ${url} is accepted as a Mayar delivery. Set a Secret Token and add ?token=<it> to the URL saved in Mayar.`,
		);
		return undefined;
	}
	if (token.length < MIN_TOKEN_LENGTH) {
		ctx.logger.warn(
			`Mayar Trigger: the Secret Token is shorter than ${MIN_TOKEN_LENGTH} characters and easy to guess.`,
		);
	}
	return token;
}

/**
 * Mayar cannot post to a local address: registering one would only cut off whatever receives now (publish) or
 * leave the listen waiting (Execute step). The local sandbox (Environment Custom) is on this machine, so it can.
 */
function refuseLocal(ctx: IHookFunctions, url: string, environment: string): void {
	if (environment !== 'custom' && LOCAL_HOST.test(url)) {
		throw new NodeOperationError(
			ctx.getNode(),
			`Mayar Trigger: n8n's webhook URL ${url} is a local address that Mayar cannot reach, so nothing was registered at Mayar`,
			{
				description:
					"Set WEBHOOK_URL on the n8n instance to its public address (https://…), restart n8n, then publish or run Execute step again. The account's webhook URL was not changed.",
			},
		);
	}
}

/**
 * The editor's test listen, in either mode: Mayar is asked to send its test delivery to this node's test URL
 * (POST /hl/v2/webhooks/test), which starts the test execution. The account's one webhook URL is left as it
 * is, so a test never cuts off a published workflow, and nothing is stored.
 */
async function startTestListen(ctx: IHookFunctions, url: string): Promise<boolean> {
	const token =
		registrationMode(ctx) === 'manual' ? manualToken(ctx, url) : await testListenToken(ctx);
	refuseLocal(ctx, url, await getEnvironment(ctx));
	try {
		await mayarApiRequest(ctx, {
			method: 'POST',
			path: '/hl/v2/webhooks/test',
			body: { urlHook: token === undefined ? url : withToken(url, token) },
		});
	} catch (error) {
		// Mayar's refusal, with the transport's hint for it (a key of the other environment, a Read Only key, ...)
		const hint = (error as { description?: unknown }).description;
		throw new NodeOperationError(
			ctx.getNode(),
			`Mayar Trigger: Mayar did not send its test delivery: ${(error as Error).message}`,
			{
				description: `${typeof hint === 'string' && hint !== '' ? `${hint} ` : ''}Execute step asks Mayar (with the credential's API key, which needs Read & Write) to send its test delivery to this node's test URL; the account's webhook URL was not changed.`,
			},
		);
	}
	ctx.logger.info(
		"Mayar Trigger: listening for a test event; Mayar was asked to send its test delivery here (the account's webhook URL is unchanged). If nothing arrives, Mayar cannot reach this URL: WEBHOOK_URL must be n8n's public address.",
	);
	return true;
}

/**
 * Publish. Automatic: generates a token and points the account's webhook URL at this workflow
 * (POST /hl/v2/webhooks/update {urlHook}), which replaces whatever URL the account had. Errors propagate, so
 * publishing fails visibly and nothing is stored. Manual: records the publish; no request.
 * Test listen: see startTestListen.
 */
export async function create(ctx: IHookFunctions): Promise<boolean> {
	const url = webhookUrlOf(ctx);
	if (isTestListen(ctx)) return await startTestListen(ctx, url);
	const data = staticDataOf(ctx);
	if (registrationMode(ctx) === 'manual') {
		clear(data);
		manualToken(ctx, url);
		Object.assign(data, {
			registration: 'manual',
			webhookUrl: url,
			registeredAt: new Date().toISOString(),
		});
		return true;
	}

	const environment = await getEnvironment(ctx);
	refuseLocal(ctx, url, environment);
	const before = await readAccountUrl(ctx);
	const now = Date.now();
	const token = publishToken(await signingKey(ctx), publishLabel(ctx), now);
	const registeredAt = new Date(now).toISOString();
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
		registeredAt,
	});
	ctx.logger.info(
		`Mayar Trigger: the Mayar account (${environment}) now sends its webhooks to ${url} (with a secret token).`,
	);
	reportTakeover(ctx, before, url, environment);
	return true;
}

/**
 * A Mayar account has one webhook URL, so publishing takes it from whatever had it: another workflow, another
 * n8n instance (staging and production on one account), the merchant's own server. Said in the log, the only
 * place a publish can speak without failing.
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
		`Mayar Trigger: publishing took the Mayar account's (${environment}) webhook URL from ${shownUrl(before.url)}: whatever listens there (another workflow, another n8n instance, a server of yours) receives nothing from Mayar any more. One Mayar Trigger receives per Mayar account: to start several workflows, let one call the others (Execute Workflow).`,
	);
}

/**
 * Mayar has no call that removes a webhook URL, and webhooks/update only accepts a valid URL, so the account
 * keeps pointing at this workflow's URL. The stored token is forgotten: from now on n8n answers that URL with
 * 404 (the webhook is gone), and if the workflow is published again a new token is registered. The log says
 * so, so that the merchant can set another URL in Mayar.
 */
export async function remove(ctx: IHookFunctions): Promise<boolean> {
	if (isTestListen(ctx)) return true;
	const data = staticDataOf(ctx);
	const was = data.registration;
	const url = data.webhookUrl;
	clear(data);
	data.unpublishedAt = new Date().toISOString();
	if (was === 'automatic') {
		ctx.logger.info(
			`Mayar Trigger: stopped listening. Mayar cannot remove a webhook URL: unless another workflow or server has taken the account's URL since, Mayar still sends its webhooks to ${url ?? 'this workflow'}, and they fail until the workflow is published again or another URL is set in Mayar (Integration > Webhook).`,
		);
	}
	return true;
}
