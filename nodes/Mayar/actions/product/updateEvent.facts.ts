import type { OperationFacts } from '../../../../test/operations/types';
import { rl, inDays, next, product } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: product(sb, 'event').id, n: next() }),
		minimal: (c) => ({ productId: rl(c.id), updateFields: { notes: 'Jadwal tetap' } }),
		full: (c) => ({
			productId: rl(c.id),
			updateFields: {
				amount: 400000,
				crossoutPrice: 550000,
				description: 'Workshop 2 hari, jadwal baru',
				eventAddress: 'Jl. Malioboro 2, Yogyakarta',
				eventEndAt: inDays(41),
				eventStartAt: inDays(40),
				eventUrl: 'https://meet.example.com/batik-2',
				expiredAt: inDays(39),
				link: `workshop-batik-${c.n}`,
				maxTicket: 30,
				name: `Workshop Batik Tulis (baru) ${c.n}`,
				notes: 'Jadwal baru',
				isOnlineEvent: true,
				paymentType: 'paid',
				purchaseLimit: 2,
				redirectUrl: 'https://example.com/terima-kasih',
				startAt: inDays(1),
				terms: 'Tidak dapat di-refund',
			},
		}),
	},
};
