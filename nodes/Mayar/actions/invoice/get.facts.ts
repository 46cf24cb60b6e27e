import type { OperationFacts } from '../../../../test/operations/types';
import { rl, list } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: list(sb, 'invoices')[0].id }),
		minimal: (c) => ({ invoiceId: rl(c.id) }),
		full: (c) => ({ invoiceId: rl(c.id), simplify: false }),
	},
};
