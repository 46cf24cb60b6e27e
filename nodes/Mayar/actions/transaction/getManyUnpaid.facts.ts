import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, type Rec, transactions } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => {
			const t = transactions(sb).find((x) => x.status === 'created' && x.customerId) as Rec;
			return { customerId: t.customerId, paymentLinkId: t.paymentLinkId };
		},
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			simplify: false,
			filters: {
				customerId: c.customerId,
				endAt: inDays(1),
				paymentLinkId: c.paymentLinkId,
				startAt: inDays(-400),
				status: 'active',
			},
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	liveCheck: { keeps: 'unpaid' },
	output: {
		amount: 'Amount of the transaction, in rupiah (IDR), an integer',
		id: 'The transaction ID: use it with Transaction > Get to check the payment',
		status: 'active (still payable) or expired',
		type: 'What is being paid, e.g. payment_request, invoice, membership_payment or generic_link',
	},
	notes:
		"[`GET /hl/v2/transactions/unpaid`]: the transactions not paid yet (the types Mayar's spec shows: invoices, payment requests, payment links, membership payments), each with its `paymentUrl`. Status Any (the default) also lists expired ones, which can no longer be paid; Active keeps those a customer can still pay.",
};
