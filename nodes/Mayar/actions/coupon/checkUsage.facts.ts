import type { Ctx, OperationFacts } from '../../../../test/operations/types';
import { need } from '../../../../test/operations/liveCheck';

/** The code of the coupon Get kept (its codes are the coupon's `coupons`). */
export const couponCodeOf = (c: Ctx) => c.coupon?.[0]?.coupons?.[0]?.code;

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({ couponCode: 'HEMAT10' }),
		full: () => ({ couponCode: 'HEMAT10' }),
	},
	liveCheck: {
		needs: ['coupon'],
		params: (c) =>
			need(couponCodeOf(c), 'no coupon code in this account', (couponCode) => ({ couponCode })),
	},
	output: {
		limit: 'How many times the code can be used in all',
	},
	notes:
		'[`POST /hl/v2/coupons/check`]: Required fields: Coupon Code. Output: `{couponCode, isUsed, totalUsed, limit, remaining}`. An unknown code fails with `Kode kupon tidak ditemukan.` and a hint.',
};
