import type { OperationFacts } from '../../../../test/operations/types';
import {
	rl,
	inDays,
	memberships,
	tiersOf,
	activeMember,
} from '../../../../test/conformance/records';
import { member404 } from './shared';

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
	output: {
		createdAt: 'When the member joined, ISO 8601 date-time',
		expiredAt: 'When the membership ends, ISO 8601 date-time',
		id: "Mayar's internal ID of the member record; an operation on one member takes its memberId instead",
		paymentLinkId: 'ID of the membership product',
		status: "The member's status: active, stopped, inactive or finished",
		updatedAt: 'When the record last changed, ISO 8601 date-time',
	},
	refusals: [
		{
			title: "an unknown member is Mayar's 404 with the member hint",
			with: (p) => ({ ...p, memberId: 'MBRNOPE1' }),
			hint: member404('MBRNOPE1'),
		},
	],
	notes:
		"[`POST /hl/v2/memberships/members/{memberId}/update`]: Changes a member's tier, monthly period, status (active, stopped, inactive, finished), next payment date or expiry. At least one of them is required.",
	apiNotes:
		'Mayar requires `nextPayment` and `expiredAt` as UTC ISO strings (not epoch ms); any date the user gives is converted first (`2026-12-01T10:00:00+07:00` → `2026-12-01T03:00:00.000Z`). Update Fields left empty is refused before any request (Mayar would answer `Invalid request body`).',
};
