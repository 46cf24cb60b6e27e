import type { OperationFacts } from '../../../../test/operations/types';
import { list } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ customerId: list(sb, 'installments')[0].customerId }),
		minimal: () => ({}),
		full: (c) => ({ returnAll: true, filters: { customerId: c.customerId, status: 'active' } }),
	},
	liveCheck: { keeps: 'installments' },
	output: {
		amount: "The plan's amount before interest, in rupiah (IDR), an integer",
		description: "The plan's description",
		id: "ID of the plan's payment link; the plan ID (for Get) is installmentId",
		installmentId: 'The installment plan ID: use it with Installment > Get',
		link: "Slug of the plan's payment link page, not a full URL",
		name: "The plan's name",
		status: "Status of the plan's payment link, e.g. active",
		transactions: "Transactions of the plan's invoices: ID and status",
		type: 'Product type: installment',
	},
	claims: [
		[
			'Only the installments of this customer (a UUID)',
			'test test/integration/installment.test.ts :: lists installments one item each, with the limit and filters in the query',
		],
		[
			'Only installments in this status, as Mayar spells it',
			'test test/integration/installment.test.ts :: the status filter is sent as given',
		],
	],
	notes:
		"[`GET /hl/v2/installments`]: one item per plan, shaped like a payment link: its `id` is a payment link's, and the plan's ID (what Get takes) is `installmentId`. Filters Customer ID and Status; Status stays free text, as Mayar does not list the values it accepts.",
};
