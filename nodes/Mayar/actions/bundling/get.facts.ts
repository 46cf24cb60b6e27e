import type { OperationFacts } from '../../../../test/operations/types';
import { rl, products } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: products(sb).find((p) => p.type === 'bundling')?.id }),
		minimal: (c) => ({ bundleId: rl(c.id) }),
		full: (c) => ({ bundleId: rl(c.id) }),
	},
};
