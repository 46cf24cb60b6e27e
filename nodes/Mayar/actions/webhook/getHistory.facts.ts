import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, deliverOnce, webhookRows } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: async (env) => {
			if (!webhookRows(env.sb).some((h) => h.type === 'payment.received')) await deliverOnce(env);
			return { hookUrl: env.hookUrl };
		},
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			filters: {
				startAt: inDays(-30),
				endAt: inDays(1),
				type: 'payment.received',
				status: 'SUCCESS',
				urlDestination: c.hookUrl,
			},
			options: { parsePayload: false },
		}),
	},
	// its parameters are optional: the live check runs it with its defaults
	liveCheck: {},
	output: {
		createdAt: 'When the delivery was made, epoch milliseconds',
		id: 'The delivery record ID: use it with Retry Delivery (Retry By: History ID)',
		paymentLinkId: 'ID of the product the delivery was about, or null (membership events)',
		paymentLinkTransactionId:
			'ID of the transaction the delivery was about, or null (membership events)',
		status: 'Result of the delivery: SUCCESS or FAILED',
		type: 'The event name, e.g. payment.received',
	},
	claims: [
		[
			'- Get History [`GET /hl/v2/webhooks/history`]: Required fields: none (Return All or Limit).',
			'label',
		],
		[
			'Only deliveries of this event.',
			"test test/integration/webhook.test.ts :: Parse Payload off keeps Mayar's JSON text; filters go on the wire",
		],
	],
	notes:
		"[`GET /hl/v2/webhooks/history`]: Required fields: none (Return All or Limit). Output: One item per delivery attempt: `id`, `type` (the event), `status` (`SUCCESS`/`FAILED`), `urlDestination`, `payload`, `responsePayload`, `paymentLinkId`, `paymentLinkTransactionId`, `source`, `createdAt` (epoch ms). Filters: Event (the seven documented events; another name such as the test ping's `testing` can be given by expression), Status, URL Destination, Created After / Before. **Parse Payload** (on by default) turns Mayar's JSON text into an object.",
};
