import type { OperationFacts } from '../../../../test/operations/types';
import {
	rl,
	inDays,
	memberships,
	tiersOf,
	activeMember,
} from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => {
			const m = activeMember(sb);
			const productId = memberships(sb).mainProductId;
			return {
				productId,
				memberId: m.memberId,
				tierId: tiersOf(sb, productId).find((t) => t.id !== m.membershipTierId)?.id,
			};
		},
		minimal: (c) => ({
			productId: rl(c.productId),
			memberId: c.memberId,
			updateFields: { status: 'active' },
		}),
		full: (c) => ({
			productId: rl(c.productId),
			memberId: c.memberId,
			updateFields: {
				expiredAt: inDays(200),
				membershipMonthlyPeriod: 6,
				nextPayment: inDays(180),
				status: 'active',
				membershipTierId: c.tierId,
			},
		}),
	},
};
