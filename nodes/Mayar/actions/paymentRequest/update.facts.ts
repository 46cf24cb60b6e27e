import type { OperationFacts } from '../../../../test/operations/types';
import { rl, inDays, next, openLink, UNKNOWN_ID } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: openLink(sb, 'paymentRequests').id, n: next() }),
		minimal: (c) => ({ paymentRequestId: rl(c.id), amount: 200_000 + c.n * 1_000 }),
		full: (c) => ({
			paymentRequestId: rl(c.id),
			amount: 200_000 + c.n * 1_000,
			updateFields: {
				cashtag: 'tokobudi',
				email: `rina.pr.${c.n}@example.com`,
				mobile: '+6281298765432',
				name: 'Rina Lestari',
				description: 'Harga baru',
				expiredAt: inDays(10),
				extraData: JSON.stringify({ orderId: `PRU-${c.n}` }),
				paymentMethod: 'QRIS',
			},
		}),
	},
	output: {
		id: 'The payment request ID: use it to read, edit or close the payment request',
		link: "The payment request's payment page: send this URL to the customer to pay",
	},
	refusals: [
		{
			title: 'an unknown payment request is a 404 with the check-the-ID hint',
			with: (p) => ({ ...p, paymentRequestId: rl(UNKNOWN_ID), amount: 10_000 }),
			hint: /Check the ID/,
		},
	],
};
