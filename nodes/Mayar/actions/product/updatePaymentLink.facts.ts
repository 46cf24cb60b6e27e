import type { OperationFacts } from '../../../../test/operations/types';
import { rl, inDays, next, product, UNKNOWN_ID } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: product(sb, 'generic_link').id, n: next() }),
		minimal: (c) => ({ productId: rl(c.id), updateFields: { name: 'Pembayaran Jasa' } }),
		full: (c) => ({
			productId: rl(c.id),
			updateFields: {
				amount: 175000,
				coverImage: 'https://cdn.example.com/images/jasa.jpg',
				description: 'Pembayaran jasa, harga baru',
				expiredAt: inDays(30),
				link: `jasa-desain-baru-${c.n}`,
				name: `Jasa Desain Logo Premium ${c.n}`,
				notes: 'Kirim brief setelah bayar',
				purchaseLimit: 5,
				redirectUrl: 'https://example.com/terima-kasih',
				tax: 11,
			},
		}),
	},
	refusals: [
		{
			title: 'an unknown product is a 404 with the not-found hint',
			with: (p) => ({ ...p, productId: rl(UNKNOWN_ID), updateFields: { name: 'X' } }),
			hint: /found no such record\. Check the ID/,
		},
	],
};
