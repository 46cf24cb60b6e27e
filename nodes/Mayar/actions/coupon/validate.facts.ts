import type { OperationFacts } from '../../../../test/operations/types';
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
};
