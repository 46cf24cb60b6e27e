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
	output: {
		createdAt: 'When the member joined, ISO 8601 date-time',
		expiredAt: 'When the membership ends, ISO 8601 date-time',
		id: "Mayar's internal ID of the member record; Get, Update and Cancel Member take memberId",
		paymentLinkId: 'ID of the membership product',
		status: "The member's status: active, stopped, inactive or finished",
		updatedAt: 'When the record last changed, ISO 8601 date-time',
	},
	notes:
		"[`POST /hl/v2/memberships/members/create`]: Adds a customer (name, email, mobile) to a tier for a monthly period. Fails with Mayar's message and a hint when the email is already on that tier (`Email sudah terdaftar pada tier ini.`) or the tier is full.",
};
