import type { OperationFacts } from '../../../../test/operations/types';
import { type Rec, list, customer, txOf } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => {
			const inv = list(sb, 'invoices').find(
				(r) => r.status === 'active' && txOf(sb, r.transactionId)?.status === 'created',
			) as Rec;
			return { email: customer(sb, inv.customerId as string).email };
		},
		minimal: (c) => ({ email: c.email }),
		full: (c) => ({
			email: c.email,
			returnAll: true,
			simplify: false,
			filters: { status: 'active' },
		}),
	},
};
