import type { OperationFacts } from '../../../../test/operations/types';
import { rl, memberships } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ productId: memberships(sb).mainProductId }),
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({ productId: rl(c.productId), returnAll: true }),
	},
};
