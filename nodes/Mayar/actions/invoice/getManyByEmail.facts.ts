import type { Ctx, OperationFacts } from '../../../../test/operations/types';
import { need } from '../../../../test/operations/liveCheck';
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
	liveCheck: {
		needs: ['invoices'],
		params: (c) =>
			need(
				(c.invoices ?? []).find((r: Ctx) => r.customer?.email)?.customer.email,
				'no invoice with a customer email in this account',
				(email) => ({ email }),
			),
	},
};
