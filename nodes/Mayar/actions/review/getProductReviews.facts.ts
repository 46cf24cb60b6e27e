import type { Ctx, OperationFacts } from '../../../../test/operations/types';
import { byId } from '../../../../test/operations/liveCheck';
import { rl, reviewedProduct } from '../../../../test/conformance/records';

/** A product with reviews, else the first product. */
export const productOf = (c: Ctx) => c.reviews?.[0]?.paymentLinkId ?? c.products?.[0]?.id;

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ paymentLinkId: reviewedProduct(sb) }),
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId) }),
		full: (c) => ({
			paymentLinkId: rl(c.paymentLinkId),
			returnAll: true,
			filters: { prioritizeMessage: true, rating: 5 },
		}),
	},
	liveCheck: {
		needs: ['reviews', 'products'],
		params: byId(productOf, 'no product in this account', 'paymentLinkId'),
	},
	claims: [
		['Return All / Limit; filters Rating and Prioritize Reviews With Message.', 'label'],
		[
			'Only reviews with this many stars',
			'test test/integration/review.test.ts :: lists the ACTIVE reviews of the product; rating and prioritizeMessage go in the query',
		],
	],
	notes:
		'[`GET /hl/v2/products/{paymentLinkId}/reviews`]: The reviews of one product (picked from the list or given by ID). Return All / Limit; filters Rating and Prioritize Reviews With Message.',
};
