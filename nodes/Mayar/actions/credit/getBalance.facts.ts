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
	output: {
		productId: 'ID of the credit product',
		'customerDetail.email': "The customer's email address",
		'customerDetail.id': "The customer's ID",
		'customerDetail.mobile': "The customer's mobile number",
		'customerDetail.name': "The customer's name",
	},
};
