import type { OperationFacts } from '../../../../test/operations/types';
import { rl, creditTarget } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	// minimal on the credit product, full on the membership product with its tier
	sample: {
		prepare: ({ sb }, variant) => creditTarget(sb, variant),
		minimal: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId), amount: 5 }),
		full: (c) => ({
			customerId: rl(c.customerId),
			productId: rl(c.productId),
			amount: 5,
			additionalFields: {
				membershipTierId: c.tierId,
				additionalBody: JSON.stringify({ membershipTierId: c.tierId }),
			},
		}),
	},
	output: {
		amount: 'Credits added (credits, not rupiah)',
		productId: 'ID of the credit product',
	},
	notes:
		"[`POST {credit}/customer/add-credit`]: Adds credits to a customer's balance. Output: `customerId`, `productId`, `amount`, `customerNewBalance`.",
};
