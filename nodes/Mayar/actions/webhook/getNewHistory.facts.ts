import type { OperationFacts } from '../../../../test/operations/types';
import { deliverOnce, webhookRows } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		// Its own delivery to list, whatever ran before it.
		prepare: async (env) => {
			if (!webhookRows(env.sb).length) await deliverOnce(env);
			return {};
		},
		minimal: () => ({}),
		full: () => ({ returnAll: true, options: { parsePayload: false } }),
	},
	// its parameters are optional: the live check runs it with its defaults
	liveCheck: {},
	output: {
		createdAt: 'When the delivery was made, ISO 8601 date-time',
		paymentLinkId: 'ID of the product the delivery was about, or null (membership events)',
		paymentLinkTransactionId:
			'ID of the transaction the delivery was about, or null (membership events)',
		updatedAt: 'When the delivery record last changed, ISO 8601 date-time',
	},
	notes:
		"[`GET /hl/v2/webhooks/new-history`]: Required fields: none (Return All or Limit). Output: Mayar's newer history store: the same rows with ISO 8601 dates and `Webhooktype`; membership events have no `paymentLinkId`. Parse Payload as above.",
	claims: [
		[
			'- Get New History [`GET /hl/v2/webhooks/new-history`]: Required fields: none (Return All',
			'label',
		],
	],
};
