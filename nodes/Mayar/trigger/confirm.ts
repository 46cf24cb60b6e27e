import type { IDataObject, IWebhookFunctions } from 'n8n-workflow';

import { isUuid } from '../helpers/values';
import { configureTransport, dataOf, mayarApiRequest } from '../transport';
import { transactionIdOf } from './delivery';
import { CONFIRMING_STATUSES } from './events';

export type Confirmation =
	/** Mayar knows the transaction and its status matches the event. */
	| { outcome: 'confirmed'; transaction: IDataObject }
	/** Mayar says the delivery is not true: no such transaction, or not in the status the event claims. */
	| { outcome: 'refuted'; reason: string }
	/** Mayar could not be asked (network, rate limit, server error, credential): the answer is unknown. */
	| { outcome: 'unavailable'; reason: string; error: Error };

/**
 * Kept short: Mayar waits for the webhook's answer while this runs. One retry, 10 s per attempt, and at most
 * 3 s of waiting for a turn of the account's rate budget (or a Retry-After); past that the delivery is answered
 * 503 and the polling safety net, or Mayar's redelivery, covers it.
 */
const CONFIRM_RETRY = { retries: 1, baseDelayMs: 300, timeoutMs: 10_000 };
const CONFIRM_MAX_WAIT_MS = 3_000;

/** Asks Mayar (GET /hl/v2/transactions/{id}) whether a payment delivery is true. */
export async function confirmPayment(
	ctx: IWebhookFunctions,
	event: string,
	data: IDataObject,
): Promise<Confirmation> {
	const id = transactionIdOf(data);
	if (id === undefined) {
		return {
			outcome: 'refuted',
			reason: 'the delivery names no transaction (data.transactionId or data.id)',
		};
	}
	// Real transaction IDs are UUIDs; anything else is not sent to Mayar (it would land in the URL path).
	if (!isUuid(id)) return { outcome: 'refuted', reason: 'the transaction ID is not a UUID' };

	configureTransport(ctx, { maxWaitMs: CONFIRM_MAX_WAIT_MS, retry: CONFIRM_RETRY });
	let transaction: IDataObject;
	try {
		transaction = dataOf(
			await mayarApiRequest(ctx, { method: 'GET', path: `/hl/v2/transactions/${id}` }),
		);
	} catch (error) {
		const status = Number((error as { httpCode?: unknown }).httpCode);
		if (status === 404 || status === 400) {
			return { outcome: 'refuted', reason: `Mayar has no transaction ${id} (HTTP ${status})` };
		}
		return {
			outcome: 'unavailable',
			reason: `could not ask Mayar about transaction ${id}: ${(error as Error).message}`,
			error: error as Error,
		};
	}

	const returnedId = typeof transaction.id === 'string' ? transaction.id : undefined;
	if (returnedId === undefined || returnedId.toLowerCase() !== id.toLowerCase()) {
		return { outcome: 'refuted', reason: `Mayar did not return transaction ${id}` };
	}
	const status = typeof transaction.status === 'string' ? transaction.status.toLowerCase() : '';
	const wanted = CONFIRMING_STATUSES[event] ?? [];
	if (!wanted.includes(status)) {
		return {
			outcome: 'refuted',
			reason: `transaction ${id} is "${status || 'without status'}" in Mayar, not ${wanted.map((s) => `"${s}"`).join(' or ')} as ${event} claims`,
		};
	}
	return { outcome: 'confirmed', transaction };
}
