import type { OperationFacts } from '../../../../test/operations/types';
import { rl, inDays, next, openLink, lines, jsonLines } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: openLink(sb, 'invoices').id, n: next() }),
		minimal: (c) => ({ invoiceId: rl(c.id), items: lines(c.n) }),
		full: (c) => ({
			invoiceId: rl(c.id),
			itemsInput: 'fields',
			items: lines(c.n),
			updateFields: {
				description: `Order #${c.n} (revisi)`,
				expiredAt: inDays(14),
				notes: 'Terima kasih',
				redirectUrl: 'https://shop.example.com/thanks',
				tax: 11,
			},
		}),
		also: {
			itemsJson: (c) => ({
				invoiceId: rl(c.id),
				itemsInput: 'json',
				itemsJson: '={{ $json.lines }}',
			}),
		},
		items: (c) => [{ lines: jsonLines(c.n) }],
	},
	output: {
		id: 'The invoice ID: use it to read, edit or close the invoice',
		link: "The invoice's payment page: send this URL to the customer to pay",
	},
	notes:
		'[`POST /hl/v2/invoices/{id}/update`, id also in the body]: new items (required); description, redirect URL, expiry, notes, tax optional. A paid invoice cannot be edited (409, said plainly).',
};
