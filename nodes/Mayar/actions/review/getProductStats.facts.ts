import type { OperationFacts } from '../../../../test/operations/types';
import { rl, reviewedProduct } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ paymentLinkId: reviewedProduct(sb) }),
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId) }),
		full: (c) => ({ paymentLinkId: rl(c.paymentLinkId) }),
	},
	output: {
		paymentLinkId: 'ID of the reviewed product',
		statsComputed:
			"True when Mayar's stats endpoint failed (HTTP 500) and the node computed these stats from the active reviews themselves, as Mayar counts them",
	},
};
