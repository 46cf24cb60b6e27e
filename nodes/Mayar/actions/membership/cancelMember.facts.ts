import type { OperationFacts } from '../../../../test/operations/types';
import { rl, memberships, activeMember } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({
			productId: memberships(sb).mainProductId,
			memberId: activeMember(sb).memberId,
		}),
		minimal: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
		full: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
	},
	output: {
		createdAt: 'When the member joined, ISO 8601 date-time',
		expiredAt: 'When the membership ends, ISO 8601 date-time',
		id: "Mayar's internal ID of the member record; an operation on one member takes its memberId instead",
		paymentLinkId: 'ID of the membership product',
		status: "The member's status after cancelling: stopped",
		updatedAt: 'When the record last changed, ISO 8601 date-time',
	},
	notes:
		"[`POST /hl/v2/memberships/members/{memberId}/cancel`]: Stops an active member. A member already not active fails with Mayar's `Membership member ini sudah tidak aktif (status: …).` and a hint.",
};
