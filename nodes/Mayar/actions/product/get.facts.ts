import type { OperationFacts } from '../../../../test/operations/types';
import { rl, products } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: products(sb)[0].id }),
		minimal: (c) => ({ productId: rl(c.id) }),
		full: (c) => ({ productId: rl(c.id), simplify: false }),
	},
};
