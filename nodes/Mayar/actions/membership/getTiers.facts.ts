import type { Ctx, OperationFacts } from '../../../../test/operations/types';
import { byId, ofType } from '../../../../test/operations/liveCheck';
import { rl, memberships } from '../../../../test/conformance/records';

/** The first membership product of the kept products. */
export const membershipOf = (c: Ctx) => ofType(c, 'membership')?.id;

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ productId: memberships(sb).mainProductId }),
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({ productId: rl(c.productId), returnAll: true }),
	},
	liveCheck: {
		needs: ['products'],
		params: byId(membershipOf, 'no membership product in this account', 'productId'),
	},
	output: {
		createdAt: 'When the tier was created, ISO 8601 date-time',
		description: "The tier's description (HTML)",
		id: 'The tier ID: use it as Membership Tier ID when registering members',
		limit: 'Maximum number of members of the tier, or null',
		name: "The tier's name",
		paymentLinkId: 'ID of the membership product',
		status: "The tier's status, e.g. ACTIVE",
		updatedAt: 'When the record last changed, ISO 8601 date-time',
	},
	notes:
		'[`GET /hl/v2/memberships/tiers?productId=`]: The tiers (packages) of a membership product, one item per tier: `id`, `name`, `description`, `limit`, `isSoldOut`, `gracePeriodInDays`, `isTrialAvailable`, `trialPeriodInDays`, `status` (`ACTIVE`), `createdAt` (ISO 8601), ... Return All or Limit.',
	claims: [['Return All or Limit.', 'label']],
};
