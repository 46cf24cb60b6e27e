import type { OperationFacts } from '../../../../test/operations/types';
import { rl, inDays, next, product } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: product(sb, 'webinar').id, n: next() }),
		minimal: (c) => ({ productId: rl(c.id), updateFields: { eventUrl: 'https://zoom.us/j/999' } }),
		full: (c) => ({
			productId: rl(c.id),
			updateFields: {
				amount: 120000,
				crossoutPrice: 220000,
				description: 'Belajar dasar, sesi baru',
				eventEndAt: new Date(Date.parse(inDays(30)) + 2 * 3_600_000).toISOString(),
				eventStartAt: inDays(30),
				eventUrl: 'https://zoom.us/j/999',
				expiredAt: inDays(29),
				link: `webinar-saham-${c.n}`,
				name: `Webinar Investasi Saham (sesi 2) ${c.n}`,
				notes: 'Link baru',
				paymentType: 'paid',
				purchaseLimit: 1,
				redirectUrl: 'https://example.com/webinar-thanks',
				startAt: inDays(1),
				terms: 'Tidak ada refund',
			},
		}),
	},
};
