import type { OperationFacts } from '../../../../test/operations/types';
import { byId } from '../../../../test/operations/liveCheck';
import { rl, type Rec, transactions } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => {
			const paid = transactions(sb).find(
				(t) => t.status === 'paid' && t.customerId && t.type === 'generic_link',
			) as Rec;
			return { productId: paid.paymentLinkId, customerId: paid.customerId };
		},
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({
			productId: rl(c.productId),
			returnAll: true,
			filters: { customerId: c.customerId, status: 'paid' },
		}),
	},
	liveCheck: {
		needs: ['paid', 'products'],
		params: byId(
			(c) => c.paid?.[0]?.paymentLinkId ?? c.products?.[0]?.id,
			'no product in this account',
			'productId',
		),
	},
	output: {
		amount: 'Amount of the transaction, in rupiah (IDR), an integer',
		id: 'The transaction ID: use it with Transaction > Get',
		status: "The transaction's status: created, paid or expired",
		type: 'What is being paid, e.g. payment_request, invoice, membership_payment or generic_link',
	},
	claims: [
		[
			'Only transactions of this customer (a UUID)',
			'test test/integration/product.test.ts :: filters by status and by customer; Limit caps the output',
		],
	],
};
