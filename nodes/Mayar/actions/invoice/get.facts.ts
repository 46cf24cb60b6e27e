import type { OperationFacts } from '../../../../test/operations/types';
import { byId } from '../../../../test/operations/liveCheck';
import { rl, list, UNKNOWN_ID } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: list(sb, 'invoices')[0].id }),
		minimal: (c) => ({ invoiceId: rl(c.id) }),
		full: (c) => ({ invoiceId: rl(c.id), simplify: false }),
	},
	liveCheck: {
		needs: ['invoices'],
		params: byId((c) => c.invoices?.[0]?.id, 'no invoice in this account', 'invoiceId'),
	},
	output: {
		amount: 'The invoice total, in rupiah (IDR), an integer',
		expiredAt: 'When the invoice stops being payable, epoch milliseconds',
		id: 'The invoice ID: use it to read, edit or close the invoice',
		link: 'Slug of the invoice page, not a full URL',
		paymentLinkId: 'ID of the payment link record behind the invoice',
		paymentUrl: "The invoice's payment page: send this URL to the customer to pay",
		status: "The invoice's status: paid, unpaid or closed",
		transactionId:
			'The payment transaction ID: check it with Transaction > Get to see whether it is paid',
		transactions: "The invoice's transactions: ID, status and extra data",
	},
	refusals: [
		{
			title: 'an unknown invoice is a 404 with the check-the-ID hint',
			with: (p) => ({ ...p, invoiceId: rl(UNKNOWN_ID) }),
			hint: /Check the ID/,
		},
	],
};
