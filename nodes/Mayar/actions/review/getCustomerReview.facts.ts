import type { OperationFacts } from '../../../../test/operations/types';
import { rl, reviews } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => reviews(sb)[0],
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId), customerId: rl(c.customerId) }),
		full: (c) => ({ paymentLinkId: rl(c.paymentLinkId), customerId: rl(c.customerId) }),
	},
	output: {
		found: 'Whether the customer has reviewed this product: branch on it with an IF node',
	},
};
