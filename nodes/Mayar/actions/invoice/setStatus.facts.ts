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
	notes:
		'[`POST /hl/v2/products/{id}/{action}`, or `/hl/v2/invoices/{id}/{action}`]: active, closed or unlisted (`open`/`close` accepted). Active by default, so a first Execute leaves an open invoice as it is.',
};
