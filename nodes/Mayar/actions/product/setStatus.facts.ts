import type { OperationFacts } from '../../../../test/operations/types';
import { rl, product } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: product(sb, 'course').id }),
		minimal: (c) => ({ productId: rl(c.id) }),
		full: (c) => ({ productId: rl(c.id), status: 'unlisted' }),
	},
};
