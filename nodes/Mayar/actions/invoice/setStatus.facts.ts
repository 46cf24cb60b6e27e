import type { OperationFacts } from '../../../../test/operations/types';
import { rl, openLink } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: openLink(sb, 'invoices').id }),
		minimal: (c) => ({ invoiceId: rl(c.id) }),
		full: (c) => ({ invoiceId: rl(c.id), status: 'unlisted' }),
	},
	output: {
		id: 'The invoice ID: use it to read, edit or close the invoice',
		status: 'The status just set: active, closed or unlisted',
	},
};
