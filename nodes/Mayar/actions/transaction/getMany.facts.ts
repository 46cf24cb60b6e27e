import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, type Rec, transactions } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => {
			const t = transactions(sb).find((x) => x.status === 'paid' && x.customerId) as Rec;
			return { customerId: t.customerId, paymentLinkId: t.paymentLinkId, type: t.type };
		},
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			simplify: false,
			filters: {
				customerId: c.customerId,
				endAt: inDays(0),
				paymentLinkId: c.paymentLinkId,
				startAt: inDays(-400),
				status: 'settled',
				type: c.type,
			},
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	liveCheck: { keeps: 'paid' },
	output: {
		amount: 'Amount received, in rupiah (IDR), an integer (alias of credit)',
		createdAt: 'When the payment was recorded, epoch milliseconds',
		id: 'A balance-history row, not the transaction: use transactionId with Transaction > Get',
		status: "The payment's status: paid, then settled",
		transactionId:
			'The transaction ID (alias of paymentLinkTransactionId): use it with Transaction > Get, not id',
	},
	live: {
		omits: { behaviour: 'paidTransactions.noAliases', filled: ['amount', 'transactionId'] },
	},
	claims: [
		[
			'Every row has `amount` and `transactionId`, Simplify on or off:',
			'test test/integration/liveProfile.test.ts :: every row carries amount and transactionId, Simplify on and off',
		],
		[
			'Only rows in this status, for example paid or settled',
			'test test/integration/liveProfile.test.ts :: the Status filter is checked on each row',
		],
	],
	notes:
		"(paid) [`GET /hl/v2/transactions`]: Mayar's balance-history rows; `transactionId` is the transaction (use it with Get), `id` is the row. Every row has `amount` and `transactionId`, Simplify on or off: live rows carry only `credit` and `paymentLinkTransactionId`, and the node copies them over (Mayar's own fields stay). Created After, Created Before and Status are checked by the node on each row (live Mayar ignores the dates and drops membership payments from `status=paid`). Read 40 a page (a live page of 50 came back truncated; see the API notes).",
};
