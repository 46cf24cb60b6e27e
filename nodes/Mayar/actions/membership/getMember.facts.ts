import type { OperationFacts } from '../../../../test/operations/types';
import { need, locator } from '../../../../test/operations/liveCheck';
import { membershipOf } from './getTiers.facts';
import { rl, memberships, activeMember } from '../../../../test/conformance/records';
import { member404 } from './shared';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({
			productId: memberships(sb).mainProductId,
			memberId: activeMember(sb).memberId,
		}),
		minimal: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
		full: (c) => ({ productId: rl(c.productId), memberId: c.memberId, simplify: false }),
	},
	liveCheck: {
		needs: ['members', 'products'],
		params: (c) =>
			need(c.members?.[0]?.memberId, 'no member in the membership product', (memberId) => ({
				productId: locator(membershipOf(c)),
				memberId: String(memberId),
			})),
	},
	output: {
		createdAt: 'When the member joined, ISO 8601 date-time',
		customer: 'The member as a customer: name, email and mobile (Get Member adds the ID)',
		expiredAt: 'When the membership ends, ISO 8601 date-time',
		id: "Mayar's internal ID of the member record; an operation on one member takes its memberId instead",
		status: "The member's status: active, stopped, inactive or finished",
		updatedAt: 'When the record last changed, ISO 8601 date-time',
		'paymentLink.membershipInfo': "The product's membership settings: ID and type",
		'paymentLink.membershipInfo.id': "ID of the product's membership settings",
		'paymentLink.membershipInfo.type': 'Kind of membership product, e.g. MEMBERSHIP',
	},
	refusals: [
		{
			title: "an unknown member is Mayar's 404 with the member hint",
			with: (p) => ({ ...p, memberId: 'MBRZZZZZ' }),
			hint: member404('MBRZZZZZ'),
		},
	],
	notes:
		"[`GET /hl/v2/memberships/members/{memberId}?productId=`]: One member by its public member ID (a code such as `MBR8X2QK`), with `customer`, `membershipTier`, `paymentLink` and the trial and payment fields. An unknown ID fails with Mayar's `Member dengan ID … tidak ditemukan.` and a hint.",
};
