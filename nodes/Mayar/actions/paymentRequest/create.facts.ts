import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, next } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: () => ({ n: next() }),
		minimal: (c) => ({ amount: 150_000 + c.n * 1_000, name: 'Budi Santoso' }),
		full: (c) => ({
			amount: 150_000 + c.n * 1_000,
			name: 'Budi Santoso',
			additionalFields: {
				cashtag: 'tokobudi',
				email: `budi.pr.${c.n}@example.com`,
				mobile: '081234567890',
				description: 'Konsultasi 1 jam',
				expiredAt: inDays(7),
				extraData: JSON.stringify({ orderId: `PR-${c.n}` }),
				paymentMethod: 'QRIS',
			},
		}),
	},
	output: {
		id: 'The payment request ID: use it to read, edit or close the payment request',
		link: "The payment request's payment page: send this URL to the customer to pay",
		transactionId:
			'The payment transaction ID: check it with Transaction > Get to see whether it is paid',
	},
	notes:
		"[`POST /hl/v2/payments/create`]: amount and the customer's name (the docs require it); email, mobile, description, expiry, payment method, cashtag optional (no redirect URL: live Mayar accepts one and ignores it; a Payment Link product keeps one). Output: `id`, `transactionId`, `link`.",
	apiNotes:
		"The spec's V2 rule makes `amount` the only required field; Mayar's docs also require `name`, so **Customer Name** is required and always sent.",
	claims: [
		[
			"- Payment Request > Create: The spec's V2 rule makes `amount`",
			'test test/integration/paymentRequest.test.ts :: amount and customer name are the only required fields',
		],
	],
};
