import type { OperationFacts } from '../../../../test/operations/types';
import { rl, creditTarget } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => creditTarget(sb, 'minimal'),
		minimal: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId) }),
		full: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId), returnAll: true }),
	},
};
