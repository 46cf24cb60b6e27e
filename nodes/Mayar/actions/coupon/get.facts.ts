import type { OperationFacts } from '../../../../test/operations/types';
import { byId } from '../../../../test/operations/liveCheck';
import { rl, list } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: list(sb, 'coupons')[0].id }),
		minimal: (c) => ({ couponId: rl(c.id) }),
		full: (c) => ({ couponId: rl(c.id) }),
	},
	liveCheck: {
		keeps: 'coupon',
		needs: ['coupons'],
		params: byId((c) => c.coupons?.[0]?.id, 'no coupon in this account', 'couponId'),
	},
	output: {
		createdAt: 'When the discount was created, epoch milliseconds',
		expiredAt: 'When the discount expires; null means never',
	},
	notes:
		"[`GET /hl/v2/coupons/{id}`]: Required fields: Coupon (From List, searchable by name or code; or ID, the discount's UUID, not the code). Output: The discount with `coupons[]` (`id`, `code`, `limit`, `isActive`, `type`, ...) and `productDiscount[]`.",
};
