import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({}),
		full: () => ({ returnAll: true }),
	},
	liveCheck: { keeps: 'coupons' },
	output: {
		createdAt: 'When the discount was created, epoch milliseconds',
		id: "The discount's ID (not a code): use it with Coupon > Get",
		name: "The discount's name",
		status: "The discount's status, e.g. active",
		'productDiscount[].discountId': 'ID of the discount',
		'productDiscount[].id': "Mayar's ID of this product entry",
		'productDiscount[].paymentLinkId': 'ID of a product the discount applies to',
	},
	notes:
		'[`GET /hl/v2/coupons`]: Required fields: none (Return All or Limit). Output: One item per discount.',
	claims: [
		['- Get Many [`GET /hl/v2/coupons`]: Required fields: none (Return All or Limit).', 'label'],
	],
};
