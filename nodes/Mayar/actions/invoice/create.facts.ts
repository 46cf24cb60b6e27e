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
};
