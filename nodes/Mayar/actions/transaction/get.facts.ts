import type { OperationFacts } from '../../../../test/operations/types';
import { need } from '../../../../test/operations/liveCheck';
import { transactions, UNKNOWN_ID } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: transactions(sb).find((t) => t.status === 'paid')?.id }),
		minimal: (c) => ({ transactionId: c.id }),
		full: (c) => ({ transactionId: c.id, simplify: false }),
	},
	liveCheck: {
		needs: ['paid', 'unpaid'],
		params: (c) =>
			need(
				c.paid?.[0]?.transactionId ?? c.paid?.[0]?.paymentLinkTransactionId ?? c.unpaid?.[0]?.id,
				'no transaction in this account',
				(id) => ({ transactionId: String(id) }),
			),
	},
	output: {
		amount: 'Amount of the transaction, in rupiah (IDR), an integer',
		id: 'The transaction ID',
		status:
			"The transaction's status: paid, unpaid, created or expired; only paid means money received",
	},
	refusals: [
		{
			title: 'an unknown transaction is a 404 with the check-the-ID hint',
			with: (p) => ({ ...p, transactionId: UNKNOWN_ID }),
			hint: /Check the ID/,
		},
	],
	notes: '[`GET /hl/v2/transactions/{id}`]: the authoritative status of one payment.',
};
