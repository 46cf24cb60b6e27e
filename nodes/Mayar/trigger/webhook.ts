import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { confirmPayment } from './confirm';
import { parseDelivery } from './delivery';
import { isSelected, PAYMENT_EVENTS, TEST_EVENT } from './events';
import { eventItem } from './item';
import {
	acceptsUnauthenticated,
	isTestListen,
	isRegisteredToken,
	registrationMode,
	staticDataOf,
	testListenToken,
} from './registration';
import { TOKEN_PARAMETER, tokensMatch } from './token';

type Expected =
	| { check: false }
	| { check: true; token: string }
	| { check: 'registered' }
	| { check: 'no token' };

/**
 * Automatic: the token of the latest registration (isRegisteredToken; a test listen: the token derived for it).
 * Manual: the Secret Token parameter; empty means no check only where the merchant chose it (Accept Deliveries
 * Without Token on), otherwise nothing is accepted.
 */
async function expectedToken(ctx: IWebhookFunctions): Promise<Expected> {
	if (registrationMode(ctx) === 'automatic') {
		if (isTestListen(ctx)) return { check: true, token: await testListenToken(ctx) };
		return { check: 'registered' };
	}
	const token = String(ctx.getNodeParameter('secretToken', '') ?? '');
	if (token !== '') return { check: true, token };
	return acceptsUnauthenticated(ctx) ? { check: false } : { check: 'no token' };
}

/** Answers the request directly with a status other than the webhook's 200, and starts nothing. */
function refuse(ctx: IWebhookFunctions, status: number, message: string): IWebhookResponseData {
	const res = ctx.getResponseObject();
	res.status(status).json({ message });
	return { noWebhookResponse: true };
}

/** Answered 200 (so Mayar does not deliver it again) and starts nothing. */
function ignore(reason: string): IWebhookResponseData {
	return { webhookResponse: { received: true, started: false, reason } };
}

function rawTextOf(rawBody: unknown, body: unknown): string {
	if (rawBody instanceof Uint8Array) return Buffer.from(rawBody).toString('utf8');
	if (typeof rawBody === 'string') return rawBody;
	return typeof body === 'string' ? body : (JSON.stringify(body) ?? '');
}

/**
 * One delivery, in this order: token (401), body shape (400), test ping, event filter (200, nothing started; a
 * test listen starts on any event),
 * confirmation of payment events with Mayar (200 and nothing started when Mayar refutes it; 503 when Mayar
 * cannot be asked, so that the delivery can be sent again), then one output item.
 */
export async function handleDelivery(ctx: IWebhookFunctions): Promise<IWebhookResponseData> {
	const req = ctx.getRequestObject() as unknown as { body?: unknown; rawBody?: unknown };
	const nodeName = ctx.getNode().name;

	const expected = await expectedToken(ctx);
	if (expected.check === 'no token') {
		ctx.logger.warn(
			`Mayar Trigger "${nodeName}": refused a delivery (401) because no Secret Token is set, so nothing tells Mayar's deliveries from forged ones. Set a Secret Token and add ?token=<it> to the URL saved in Mayar.`,
		);
		return refuse(ctx, 401, 'Unauthorized');
	}
	const received = (ctx.getQueryData() as IDataObject)[TOKEN_PARAMETER];
	const accepted =
		expected.check === 'registered'
			? await isRegisteredToken(ctx, received)
			: !expected.check || tokensMatch(received, expected.token);
	if (!accepted) {
		if (expected.check === 'registered' && staticDataOf(ctx).registration !== 'automatic')
			ctx.logger.warn(
				`Mayar Trigger "${nodeName}": refused a delivery (401): no Automatic registration is stored yet, and its token is not one this trigger registered since it was last unpublished. If the workflow is published and this goes on, unpublish and publish it to register again.`,
			);
		else
			ctx.logger.warn(
				`Mayar Trigger "${nodeName}": refused a delivery with ${received === undefined ? 'no' : 'a wrong'} token (401). Nothing was started.`,
			);
		return refuse(ctx, 401, 'Unauthorized');
	}

	const parsed = parseDelivery(req.body, req.rawBody);
	if (!parsed.ok) {
		ctx.logger.warn(
			`Mayar Trigger "${nodeName}": refused a malformed delivery (400): ${parsed.problem}.`,
		);
		return refuse(ctx, 400, `Not a Mayar webhook delivery: ${parsed.problem}`);
	}
	const { event, data } = parsed.delivery;
	const options = ctx.getNodeParameter('options', {}) as IDataObject;

	if (event === TEST_EVENT) {
		ctx.logger.info(`Mayar Trigger "${nodeName}": received Mayar's test delivery.`);
		// The editor's test listen asked Mayar for this very delivery; a published workflow starts on it only when chosen.
		if (!isTestListen(ctx) && options.includeTestEvent !== true) return ignore('test event');
	} else if (!isSelected(ctx.getNodeParameter('events', []) as string[], event)) {
		// A test listen shows whatever Mayar sends (its test delivery's event name is documented nowhere).
		if (!isTestListen(ctx)) {
			ctx.logger.debug(`Mayar Trigger "${nodeName}": ignored event ${event} (not selected).`);
			return ignore('event not selected');
		}
	}

	let transaction: IDataObject | undefined;
	if (PAYMENT_EVENTS.has(event) && ctx.getNodeParameter('confirmPayments', true) !== false) {
		const confirmation = await confirmPayment(ctx, event, data);
		if (confirmation.outcome !== 'confirmed' && isTestListen(ctx)) {
			// Execute step shows what Mayar sent, confirmed or not (confirmed: false); a published workflow would not start.
			ctx.logger.info(
				`Mayar Trigger "${nodeName}": the test listen shows ${event} unconfirmed (${confirmation.reason}); a published workflow would not start on it.`,
			);
		} else if (confirmation.outcome === 'refuted') {
			ctx.logger.warn(
				`Mayar Trigger "${nodeName}": did not start the workflow for ${event}: ${confirmation.reason}. Answered 200 so that the delivery is not sent again.`,
			);
			return ignore('not confirmed by Mayar');
		}
		if (confirmation.outcome === 'unavailable') {
			ctx.logger.error(
				`Mayar Trigger "${nodeName}": did not start the workflow for ${event}: ${confirmation.reason}. Answered 503 so that the delivery can be sent again (Mayar dashboard, webhook history).`,
			);
			return refuse(
				ctx,
				503,
				'Could not confirm this delivery with Mayar; nothing was started. Send it again later.',
			);
		}
		if (confirmation.outcome === 'confirmed') transaction = confirmation.transaction;
	}

	const item = eventItem(event, data, { transaction });
	if (event === TEST_EVENT) item.test = true;
	if (options.includeHeaders === true) item.headers = ctx.getHeaderData() as IDataObject;
	if (options.includeRawBody === true) item.raw = rawTextOf(req.rawBody, req.body);

	return { workflowData: [[{ json: item }]] };
}
