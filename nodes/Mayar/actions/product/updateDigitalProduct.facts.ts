import type { OperationFacts } from '../../../../test/operations/types';
import { rl, inDays, next, product } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: product(sb, 'digital_product').id, n: next() }),
		minimal: (c) => ({ productId: rl(c.id), updateFields: { notes: 'Versi 2' } }),
		full: (c) => ({
			productId: rl(c.id),
			updateFields: {
				amount: 79000,
				crossoutPrice: 99000,
				description: 'Template siap pakai, versi 2',
				expiredAt: inDays(90),
				link: `template-excel-v2-${c.n}`,
				name: `Template Excel Keuangan v2 ${c.n}`,
				notes: 'Versi 2',
				purchaseLimit: 100,
				redirectUrl: 'https://example.com/download-v2',
				tax: 11,
			},
		}),
	},
	output: {
		id: 'The product ID: use it to read, edit or close the product',
		link: "The product's public URL: share it so customers can buy",
	},
};
