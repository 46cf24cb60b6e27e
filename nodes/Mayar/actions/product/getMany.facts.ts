import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({}),
		full: () => ({
			returnAll: true,
			simplify: false,
			filters: { search: 'Kopi', type: 'webinar' },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	liveCheck: { keeps: 'products' },
	output: {
		amount: "The product's price, in rupiah (IDR), an integer",
		id: 'The product ID: use it to read, edit or close the product',
		membershipTier:
			'Membership tiers listed with the product (an array); Mayar does not document their fields',
		status: "The product's status: active, inactive, closed or unlisted",
	},
	claims: [
		[
			'Only products of this type',
			'test test/integration/product.test.ts :: a Type filter reads /products/types/{type}',
		],
	],
};
