import type { OperationFacts } from '../../../../test/operations/types';
import { rl, list } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: list(sb, 'coupons')[0].id }),
		minimal: (c) => ({ couponId: rl(c.id) }),
		full: (c) => ({ couponId: rl(c.id) }),
	},
	output: {
		createdAt: 'When the discount was created, epoch milliseconds',
		expiredAt: 'When the discount expires; null means never',
	},
};
