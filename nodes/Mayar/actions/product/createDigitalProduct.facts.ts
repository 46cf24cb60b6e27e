import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, next } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: `Template Excel Keuangan ${c.n}`,
			description: 'Template siap pakai',
			amount: 99000,
			redirectUrl: 'https://example.com/download',
		}),
		full: (c) => ({
			name: `Template Excel Keuangan ${c.n}`,
			description: 'Template siap pakai',
			amount: 99000,
			redirectUrl: 'https://example.com/download',
			additionalFields: {
				crossoutPrice: 149000,
				expiredAt: inDays(60),
				notes: 'PDF dan XLSX',
				purchaseLimit: 500,
				tax: 11,
			},
		}),
	},
	output: {
		id: 'The product ID: use it to read, edit or close the product',
		link: "The product's public URL: share it so customers can buy",
	},
};
