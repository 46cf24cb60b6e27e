import type { OperationFacts } from '../../../../test/operations/types';
import { customers } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ email: customers(sb)[0].email }),
		minimal: (c) => ({ email: c.email }),
		full: (c) => ({ email: c.email }),
	},
};
