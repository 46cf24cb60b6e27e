import type { OperationFacts } from '../../../../test/operations/types';
import { rl, reviewedProduct } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ paymentLinkId: reviewedProduct(sb) }),
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId) }),
		full: (c) => ({
			paymentLinkId: rl(c.paymentLinkId),
			returnAll: true,
			filters: { prioritizeMessage: true, rating: 5 },
		}),
	},
};
