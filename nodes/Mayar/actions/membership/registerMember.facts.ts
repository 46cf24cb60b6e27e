import type { OperationFacts } from '../../../../test/operations/types';
import { rl, next, memberships, tiersOf } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => {
			const productId = memberships(sb).mainProductId;
			return {
				productId,
				tierId: tiersOf(sb, productId).find((t) => t.limit === null)?.id,
				n: next(),
			};
		},
		minimal: (c) => ({
			productId: rl(c.productId),
			membershipTierId: c.tierId,
			name: 'Rina Lestari',
			email: `rina.member.${c.n}@example.com`,
			mobile: '081234567890',
			membershipMonthlyPeriod: 1,
		}),
		full: (c) => ({
			productId: rl(c.productId),
			membershipTierId: c.tierId,
			name: 'Rina Lestari',
			email: `rina.member.${c.n}@example.com`,
			mobile: '081234567890',
			membershipMonthlyPeriod: 3,
		}),
	},
};
