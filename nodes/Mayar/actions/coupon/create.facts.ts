import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, next, products } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({
			n: next(),
			products: products(sb)
				.filter((p) => p.status === 'active')
				.slice(0, 2)
				.map((p) => p.id),
		}),
		minimal: (c) => ({ name: `Promo Konformitas ${c.n}`, value: 10, totalCoupons: 1 }),
		full: (c) => ({
			name: `Promo Konformitas ${c.n}`,
			couponType: 'reusable',
			code: `KONF${c.n}`,
			discountType: 'monetary',
			value: 15000,
			totalCoupons: 100,
			eligibleCustomerType: 'new',
			additionalFields: {
				expiredAt: inDays(30),
				minimumPurchase: 50000,
				productIds: c.products.join(', '),
			},
		}),
	},
	output: {
		createdAt: 'When the discount was created, ISO 8601 date-time',
		expiredAt: 'When the discount expires, ISO 8601 date-time; null means never',
		'products[].id': 'ID of a product the discount applies to',
	},
	ranges: {
		value: { when: { discountType: 'percentage' }, min: 1, max: 99 },
		totalCoupons: { when: { couponType: 'onetime' }, min: 1, max: 50 },
	},
	claims: [
		[
			'- Create [`POST /hl/v2/coupons/create`]: Required fields: Name (5 or more characters),',
			'label',
		],
		[
			'Optional: Code (reusable only; empty = Mayar generates one), Expires At',
			'fact mayar-public-facts 2.10',
		],
		[
			'Output: The discount: `id`, `name`, `discountType`, `value`,',
			'fact mayar-public-facts 2.10',
		],
		[
			'Leave empty for a coupon that never expires.',
			'test test/integration/coupon.test.ts :: one-time codes: Mayar generates Total Coupons codes',
		],
		[
			'Leave empty for all products.',
			'test test/integration/coupon.test.ts :: one-time codes: Mayar generates Total Coupons codes',
		],
		[
			'Leave it empty for a coupon valid on all products.',
			'test test/integration/coupon.test.ts :: one-time codes: Mayar generates Total Coupons codes',
		],
	],
	notes:
		'[`POST /hl/v2/coupons/create`]: Required fields: Name (5 or more characters), Coupon Type (Reusable Code or One-Time Codes), Discount Type (Fixed Amount or Percentage), Value, Total Coupons, Eligible Customers (all, new, returning). Optional: Code (reusable only; empty = Mayar generates one), Expires At (empty = never), Minimum Purchase, Product IDs (at most 2; empty = all products). Output: The discount: `id`, `name`, `discountType`, `value`, `minimumPurchase`, `eligibleCustomerType`, `totalCoupons`, `discountProductType` (`all` or `selected`), `expiredAt`, `isLifeTime`, `status`, `coupons[]` (the codes), `products[]`, `createdAt` (ISO 8601 here).',
};
