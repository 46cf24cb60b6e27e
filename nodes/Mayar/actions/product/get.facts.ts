import type { OperationFacts } from '../../../../test/operations/types';
import { byId } from '../../../../test/operations/liveCheck';
import { rl, products, UNKNOWN_ID } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: products(sb)[0].id }),
		minimal: (c) => ({ productId: rl(c.id) }),
		full: (c) => ({ productId: rl(c.id), simplify: false }),
	},
	liveCheck: {
		needs: ['products'],
		params: byId((c) => c.products?.[0]?.id, 'no product in this account', 'productId'),
	},
	output: {
		amount: "The product's price, in rupiah (IDR), an integer",
		id: 'The product ID: use it to read, edit or close the product',
		link: 'Slug of the product page, not a full URL: linkUrl and linkPayment are full URLs',
		membershipTier:
			'Membership tiers listed with the product (an array); Mayar does not document their fields',
		status: "The product's status: active, inactive, closed or unlisted",
		transactions: 'Transactions of the product: ID and extra data',
	},
	refusals: [
		{
			title: 'an unknown ID is a 404 with the not-found hint',
			with: (p) => ({ ...p, productId: rl(UNKNOWN_ID) }),
			hint: /found no such record\. Check the ID/,
		},
	],
};
