import type { OperationFacts } from '../../../../test/operations/types';
import { byId } from '../../../../test/operations/liveCheck';
import { membershipOf } from './getTiers.facts';
import { rl, inDays, memberships, UNKNOWN_ID } from '../../../../test/conformance/records';
import { PRODUCT_404 } from './shared';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ productId: memberships(sb).mainProductId }),
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({
			productId: rl(c.productId),
			returnAll: true,
			simplify: false,
			filters: {
				isChurnedMember: true,
				startDate: '2020-01-01T00:00:00Z',
				endDate: inDays(1),
				searchTerm: 'example.com',
			},
		}),
		also: { pages: (c) => ({ productId: rl(c.productId), returnAll: true }) },
	},
	liveCheck: {
		keeps: 'members',
		needs: ['products'],
		params: byId(membershipOf, 'no membership product in this account', 'productId'),
	},
	output: {
		createdAt: 'When the member joined, ISO 8601 date-time',
		customer: 'The member as a customer: name, email and mobile (Get Member adds the ID)',
		id: "Mayar's internal ID of the member record; an operation on one member takes its memberId instead",
		status: "The member's status: active, stopped, inactive or finished",
		updatedAt: 'When the record last changed, ISO 8601 date-time',
	},
	claims: [
		[
			'- Get Members [`GET /hl/v2/memberships/members?productId=`]: The members of a membership product, one item',
			'label',
		],
		['Filters: Search Term (name, email, mobile or member ID), Created After', 'label'],
		['The docs only say the flag exists and adds `totalMember`', 'fact mayar-public-facts 2.7'],
		['Churned Members Only', 'label'],
		[
			'Whether to list only churned members; turned off, members who have not churned',
			'test test/integration/membership.test.ts :: filters: searchTerm, ISO startDate/endDate in UTC and isChurnedMember go on the wire',
		],
	],
	refusals: [
		{
			title: "an unknown product is Mayar's 404 with the membership hint",
			with: (p) => ({ ...p, productId: UNKNOWN_ID, returnAll: true }),
			hint: PRODUCT_404,
		},
	],
	notes:
		'[`GET /hl/v2/memberships/members?productId=`]: The members of a membership product, one item per member, Return All or Limit. Filters: **Search Term** (name, email, mobile or member ID), **Created After** / **Created Before** (the join date: `startDate` / `endDate`), **Churned Members Only** (`isChurnedMember`).',
	apiNotes:
		'**Created After / Created Before** go on the wire as ISO 8601 strings in UTC (`startDate=2026-01-01T00:00:00.000Z`). The public docs name the parameters but not their format; membership endpoints use ISO 8601 everywhere (unlike the epoch-ms `startAt`/`endAt` of customers and transactions), so ISO is the choice. The dates are compared with the member\'s `createdAt` (join date) in the sandbox.\n**Churned Members Only**: when the filter is added, `isChurnedMember` is sent as `true` or `false`, as set. The docs only say the flag exists and adds `totalMember` to the answer; the sandbox reads `true` as "status is not active" and `false` as "status is active". `totalMember` is beside `data` in Mayar\'s answer and is not part of the output items.',
};
