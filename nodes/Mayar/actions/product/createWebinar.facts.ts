import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, next } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: `Webinar Investasi Saham ${c.n}`,
			description: 'Belajar dasar',
			amount: 100000,
			crossoutPrice: 199000,
			eventUrl: 'https://zoom.us/j/123456',
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(10),
			eventEndAt: new Date(Date.parse(inDays(10)) + 3 * 3_600_000).toISOString(),
			expiredAt: inDays(9),
		}),
		full: (c) => ({
			name: `Webinar Investasi Saham ${c.n}`,
			description: 'Belajar dasar',
			amount: 100000,
			crossoutPrice: 199000,
			eventUrl: 'https://zoom.us/j/123456',
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(10),
			eventEndAt: new Date(Date.parse(inDays(10)) + 3 * 3_600_000).toISOString(),
			expiredAt: inDays(9),
			additionalFields: {
				notes: 'Rekaman dikirim',
				purchaseLimit: 1,
				redirectUrl: 'https://example.com/webinar-thanks',
				terms: 'Tidak ada refund',
			},
		}),
	},
};
