import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, next } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: `Workshop Batik Tulis ${c.n}`,
			description: 'Workshop 2 hari',
			amount: 350000,
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(20),
			eventEndAt: inDays(21),
			expiredAt: inDays(19),
		}),
		full: (c) => ({
			name: `Workshop Batik Tulis ${c.n}`,
			description: 'Workshop 2 hari',
			amount: 350000,
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(20),
			eventEndAt: inDays(21),
			expiredAt: inDays(19),
			additionalFields: {
				crossoutPrice: 500000,
				eventAddress: 'Jl. Malioboro 1, Yogyakarta',
				eventUrl: 'https://meet.example.com/batik',
				maxTicket: 40,
				notes: 'Bawa kain sendiri',
				isOnlineEvent: false,
				purchaseLimit: 2,
				redirectUrl: 'https://example.com/terima-kasih',
				terms: 'Tidak dapat di-refund',
			},
		}),
	},
};
