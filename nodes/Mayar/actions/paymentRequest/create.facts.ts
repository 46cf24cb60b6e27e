import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, next } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: () => ({ n: next() }),
		minimal: (c) => ({ amount: 150_000 + c.n * 1_000, name: 'Budi Santoso' }),
		full: (c) => ({
			amount: 150_000 + c.n * 1_000,
			name: 'Budi Santoso',
			additionalFields: {
				cashtag: 'tokobudi',
				email: `budi.pr.${c.n}@example.com`,
				mobile: '081234567890',
				description: 'Konsultasi 1 jam',
				expiredAt: inDays(7),
				extraData: JSON.stringify({ orderId: `PR-${c.n}` }),
				paymentMethod: 'QRIS',
			},
		}),
	},
};
