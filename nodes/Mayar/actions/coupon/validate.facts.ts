import type { OperationFacts } from '../../../../test/operations/types';
import { need, locator } from '../../../../test/operations/liveCheck';
import { couponCodeOf } from './checkUsage.facts';
import { rl, products } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ productId: products(sb).find((p) => p.status === 'active')?.id }),
		minimal: (c) => ({ couponCode: 'HEMAT10', paymentLinkId: rl(c.productId), amount: 75000 }),
		full: (c) => ({
			couponCode: 'HEMAT10',
			paymentLinkId: rl(c.productId),
			amount: 75000,
			notApplicableAsOutput: false,
			additionalFields: { customerEmail: 'pembeli@example.com' },
		}),
	},
	liveCheck: {
		needs: ['coupon', 'products'],
		params: (c) =>
			need(couponCodeOf(c), 'no coupon code in this account', (couponCode) =>
				need(c.products?.[0], 'no product in this account', (p) => ({
					couponCode,
					paymentLinkId: locator(p.id),
					amount: Number(p.amount) > 0 ? Number(p.amount) : 100000,
				})),
			),
	},
	output: {
		reason: "Mayar's explanation why the code does not apply (only when valid is false)",
		'coupon.code': 'The coupon code, as the customer types it at checkout',
		'coupon.discountType': 'monetary (a fixed rupiah amount off) or percentage',
		'coupon.discountValue': 'The discount: rupiah off if monetary, percent off if percentage',
		'coupon.eligibleCustomerType': 'Who may use it: all, new or old (returning) customers',
		'coupon.id': "Mayar's ID of this coupon code",
		'coupon.minimumPurchase':
			'Minimum purchase for the coupon to apply, in rupiah (IDR), an integer',
	},
	notes:
		'[`POST /hl/v2/coupons/validate`]: Required fields: Coupon Code, Product, Amount (the purchase amount before the discount). Optional: Customer Email (needed for coupons limited to new or returning customers). Output: `{valid: true, coupon: {id, code, discountType, discountValue, minimumPurchase, eligibleCustomerType}}`, or, when the code exists but does not apply, `{valid: false, couponCode, paymentLinkId, amount, reason}` (see API notes).',
};
