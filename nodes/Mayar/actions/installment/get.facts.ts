import type { OperationFacts } from '../../../../test/operations/types';
import { rl, list } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: list(sb, 'installments')[0].id }),
		minimal: (c) => ({ installmentId: rl(c.id) }),
		full: (c) => ({ installmentId: rl(c.id) }),
	},
};
