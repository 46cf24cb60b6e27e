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
		id: "Mayar's internal ID of the member record; an operation on one member takes its memberId instead",
		paymentLinkId: 'ID of the membership product',
		status: "The member's status: active, stopped, inactive or finished",
		updatedAt: 'When the record last changed, ISO 8601 date-time',
	},
	notes:
		"[`POST /hl/v2/memberships/members/create`]: Adds a customer (name, email, mobile) to a tier for a monthly period. Fails with Mayar's message and a hint when the email is already on that tier (`Email sudah terdaftar pada tier ini.`) or the tier is full.",
	sends: [
		{
			title: 'a mobile written with spaces goes as digits, in customerInfo',
			with: (p) => ({ ...p, mobile: '0812 3456 7890' }),
			sends: {
				path: '/hl/v2/memberships/members/create',
				body: { customerInfo: { mobile: '081234567890' } },
			},
			// The member record, whether Mayar wraps it (the docs) or not (live: membership.registerFlat).
			outputs: { status: 'active', monthlyPaymentPeriod: 1 },
		},
	],
	rejects: [
		{
			title: 'a tier ID that is not a UUID',
			with: (p) => ({ ...p, membershipTierId: 'Pro' }),
			field: 'Tier ID',
			message: /must be a Mayar ID/,
		},
		{
			title: 'a bad email',
			with: (p) => ({ ...p, email: 'rina@' }),
			field: 'Email',
			message: /is not a valid email address/,
		},
		{
			title: 'no name (an expression giving nothing)',
			with: (p) => ({ ...p, name: '={{ "" }}' }),
			field: 'Name',
			message: /is required/,
		},
		{
			title: 'a period of 0 months',
			with: (p) => ({ ...p, membershipMonthlyPeriod: '={{ 0 }}' }),
			field: 'Monthly Period',
			message: /must be a whole number from 1 to 120/,
		},
		{
			title: 'a mobile that is not a number',
			with: (p) => ({ ...p, mobile: 'telepon' }),
			field: 'Mobile',
			message: /is not a phone number/,
		},
	],
};
