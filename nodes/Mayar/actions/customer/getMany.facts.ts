import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, transactions } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({
			paymentLinkId: transactions(sb).find((t) => t.customerId)?.paymentLinkId,
		}),
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			filters: { startAt: inDays(-400), endAt: inDays(0), paymentLinkId: c.paymentLinkId },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	liveCheck: { keeps: 'customers' },
};
