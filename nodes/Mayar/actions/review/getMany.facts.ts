import type { OperationFacts } from '../../../../test/operations/types';
import { reviewedProduct } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ paymentLinkId: reviewedProduct(sb) }),
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			filters: { paymentLinkId: c.paymentLinkId, rating: 5, status: 'ACTIVE' },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	liveCheck: { keeps: 'reviews' },
	output: {
		'multipleImage[].description': 'Description of the image, or null; Mayar does not document it',
	},
	claims: [
		['Return All / Limit; filters Status (Active, Archived, Inactive),', 'label'],
		[
			'Only reviews of this product or payment link, by its ID',
			'test test/integration/review.test.ts :: filters go as status, paymentLinkId and rating, and narrow the list',
		],
		[
			'Only reviews with this many stars',
			'test test/integration/review.test.ts :: filters go as status, paymentLinkId and rating, and narrow the list',
		],
		[
			'Only reviews with this status',
			'test test/integration/review.test.ts :: filters go as status, paymentLinkId and rating, and narrow the list',
		],
	],
	notes:
		"[`GET /hl/v2/reviews`]: The store's reviews, one item each (with `customer{id, name}` and `paymentLink{id, name, type, link, subType}`). Return All / Limit; filters Status (Active, Archived, Inactive), Product ID, Rating (1-5 stars).",
};
