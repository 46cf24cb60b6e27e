import type { OperationFacts } from '../../../../test/operations/types';
import { rl, creditTarget } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }, variant) => creditTarget(sb, variant),
		minimal: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId) }),
		full: (c) => ({
			customerId: rl(c.customerId),
			productId: rl(c.productId),
			additionalFields: { membershipTierId: c.tierId },
		}),
	},
};
