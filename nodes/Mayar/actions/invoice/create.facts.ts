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
};
