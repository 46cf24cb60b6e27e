import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, next, lines, jsonLines } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: 'Siti Rahma',
			email: `siti.${c.n}@example.com`,
			mobile: '081234567890',
			description: `Order #${c.n}`,
			items: lines(c.n),
			expiredAt: inDays(7),
			redirectUrl: 'https://shop.example.com/thanks',
		}),
		full: (c) => ({
			name: 'Siti Rahma',
			email: `siti.${c.n}@example.com`,
			mobile: '081234567890',
			description: `Order #${c.n}`,
			itemsInput: 'fields',
			items: lines(c.n),
			expiredAt: inDays(7),
			redirectUrl: 'https://shop.example.com/thanks',
			additionalFields: {
				cashtag: 'tokositi',
				extraData: JSON.stringify({ orderId: `A-${c.n}` }),
				paymentMethod: 'QRIS',
			},
		}),
		also: {
			itemsJson: (c) => ({
				name: 'Siti Rahma',
				email: `siti.${c.n}@example.com`,
				mobile: '081234567890',
				description: `Order #${c.n}`,
				itemsInput: 'json',
				itemsJson: '={{ $json.lines }}',
				expiredAt: inDays(7),
				redirectUrl: 'https://shop.example.com/thanks',
			}),
		},
		items: (c) => [{ lines: jsonLines(c.n) }],
	},
	output: {
		expiredAt: 'When the invoice stops being payable, epoch milliseconds',
		id: 'The invoice ID: use it to read, edit or close the invoice',
		link: "The invoice's payment page: send this URL to the customer to pay",
		transactionId:
			'The payment transaction ID: check it with Transaction > Get to see whether it is paid',
	},
	notes:
		"[`POST /hl/v2/invoices/create`]: customer name, email and mobile, description and items (quantity, rate, description). Items can be entered as fields, or mapped as a JSON array from an earlier node (an order's line items: `{{ $json.lines }}`). Every rate must be above 0: Mayar's docs allow a negative discount line but live Mayar refuses it, so the node refuses it before sending (give a discount by lowering the lines' rates). Expiry and redirect URL are required too (the spec requires both). Optional: payment method, cashtag, extra data (JSON). Output: `id`, `transactionId`, `link`.",
	apiNotes:
		'The spec marks `expiredAt` and `redirectUrl` required for invoice create (the public docs do not), so **Expires At** and **Redirect URL** are required parameters and always sent.',
	claims: [
		[
			"Every rate must be above 0: Mayar's docs allow a negative",
			'test test/integration/invoice.test.ts :: a discount line (negative rate) is refused before sending, naming the line',
		],
		[
			'- Invoice > Create: The spec marks `expiredAt` and `redirectUrl` required',
			'test test/integration/invoice.test.ts :: Expires At and Redirect URL are required top-level parameters, and both are always sent',
		],
	],
};
