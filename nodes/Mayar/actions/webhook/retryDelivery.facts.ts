import type { IDataObject } from 'n8n-workflow';

import type { OperationFacts } from '../../../../test/operations/types';
import {
	type Rec,
	transactions,
	webhookPayload,
	deliverOnce,
	webhookRows,
} from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: async (env) => {
			if (!webhookRows(env.sb).length) await deliverOnce(env);
			(env.sb.store.account as IDataObject).urlHook = env.hookUrl; // Mayar retries to the account's URL
			const tx = transactions(env.sb).find((t) => t.status === 'paid') as Rec;
			return {
				paymentLinkId: tx.paymentLinkId,
				transactionId: tx.id,
				historyId: webhookRows(env.sb)[0].id,
			};
		},
		minimal: (c) => ({ type: 'payment.received', payload: webhookPayload(c.transactionId) }),
		full: (c) => ({
			retryBy: 'fields',
			type: 'payment.received',
			payload: webhookPayload(c.transactionId),
			paymentLinkId: c.paymentLinkId,
			paymentLinkTransactionId: c.transactionId,
		}),
		also: { historyId: (c) => ({ retryBy: 'historyId', webhookHistoryId: c.historyId }) },
	},
	output: {
		payload: 'The payload sent again: event name and data',
		paymentLinkId: 'ID of the product the delivery was about, or null (membership events)',
		paymentLinkTransactionId:
			'ID of the transaction the delivery was about, or null (membership events)',
		type: 'The event name, e.g. payment.received',
		retried: 'True when Mayar accepted the retry: it posts the payload to the current webhook URL',
		webhookHistoryId: 'The delivery history row retried (its id from Get History)',
	},
	claims: [
		[
			'- Webhook > Retry Delivery (V2 fields) always sends the four keys',
			"test test/integration/webhook.test.ts :: Delivery Fields (the spec's V2 body)",
		],
		[
			'Only the ID of a row of Webhook > Get History',
			"test test/integration/webhook.test.ts :: History ID (the public docs' body): the stored delivery goes out again",
		],
	],
	notes:
		"[`POST /hl/v2/webhooks/retry`]: Required fields: **Retry By: Delivery Fields** (default): Event, Payload, optional Payment Link ID and Transaction ID, mapped from a Get History row's `type`, `payload`, `paymentLinkId` and `paymentLinkTransactionId`; sent as the spec's V2 body `{paymentLinkId, type, payload, paymentLinkTransactionId}` (empty IDs as `null`). **Retry By: History ID**: the row's `id`, sent as `{webhookHistoryId}` (Mayar's public docs and CLI). Output: The body sent plus `retried: true`. Mayar posts the payload again to the account's **current** URL. No URL on the account, or an unknown history row, fails with Mayar's message and a hint.",
	apiNotes:
		"(V2 fields) always sends the four keys of the spec's body; the payment link and the transaction are `null` when empty, as for membership events.",
};
