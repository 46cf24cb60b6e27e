import type { OperationFacts } from '../../../../test/operations/types';
import { rl, unreviewedBuyer, UNKNOWN_ID } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => unreviewedBuyer(sb),
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId), customerEmail: c.email, rating: 5 }),
		full: (c) => ({
			paymentLinkId: rl(c.paymentLinkId),
			customerEmail: c.email,
			rating: 4,
			additionalFields: {
				contentReview: JSON.stringify([{ type: 'image', multipleFileId: 'file-123' }]),
				message: 'Materinya jelas.',
			},
		}),
	},
	claims: [
		[
			'… has never paid for this product, and Mayar only accepts reviews from buyers.',
			"test test/integration/review.test.ts :: a customer who never bought the product is Mayar's 403 with a plain hint",
		],
	],
	refusals: [
		{
			title: "an unknown product is Mayar's 404 with the hint naming it",
			with: (p) => ({ ...p, paymentLinkId: rl(UNKNOWN_ID) }),
			hint: `No product with the ID ${UNKNOWN_ID}`,
		},
	],
	notes:
		'[`POST /hl/v2/reviews/create`]: A review by a customer who paid for the product: Product, Customer Email, Rating (1-5); optional Message and Content Review (JSON).',
};
