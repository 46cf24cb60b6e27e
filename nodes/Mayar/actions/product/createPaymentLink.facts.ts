import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, next } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: () => ({ n: next() }),
		minimal: (c) => ({ name: `Jasa Desain Logo ${c.n}`, amount: 150000 }),
		full: (c) => ({
			name: `Jasa Desain Logo ${c.n}`,
			amount: 150000,
			additionalFields: {
				coverImage: 'https://cdn.example.com/images/logo.jpg',
				description: 'Desain logo dengan 3 revisi',
				expiredAt: inDays(30),
				notes: 'Kirim brief setelah bayar',
				purchaseLimit: 10,
				redirectUrl: 'https://example.com/terima-kasih',
				tax: 11,
			},
		}),
	},
	output: {
		name: "The product's name",
		description: "The product's description (HTML)",
		type: 'The product type, e.g. generic_link, digital_product or event',
		tax: 'Tax on the product, in whole rupiah, or null',
		amount: 'The amount, in rupiah (IDR), an integer',
		expiredAt: 'When it expires; null means never',
		status: "The record's status",
	},
};
