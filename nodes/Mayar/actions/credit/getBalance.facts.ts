import type { Ctx, OperationFacts } from '../../../../test/operations/types';
import { need, ofType, locator } from '../../../../test/operations/liveCheck';
import { rl, creditTarget } from '../../../../test/conformance/records';

/** A SaaS (credit-based) product and a customer of the kept rows. */
export const creditParams = (c: Ctx) =>
	need(ofType(c, 'saas')?.id, 'no SaaS (credit-based) product in this account', (productId) =>
		need(c.customers?.[0]?.id, 'no customer in this account', (customerId) => ({
			customerId: locator(customerId),
			productId: locator(productId),
		})),
	);

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
	liveCheck: { needs: ['products', 'customers'], params: creditParams },
	output: {
		productId: 'ID of the credit product',
		'customerDetail.email': "The customer's email address",
		'customerDetail.id': "The customer's ID",
		'customerDetail.mobile': "The customer's mobile number",
		'customerDetail.name': "The customer's name",
	},
	notes:
		"[`GET {credit}/customer/balance?customerId=&productId=[&membershipTierId=]`]: A customer's credit balance on a credit product: `customerBalance` (the total), `customerBalanceMain` and `customerBalanceAddon`. On a membership product Mayar sends `customerBalanceMembership` instead of `customerBalanceMain`, plus `customerDetail` and `membershipCustomerDetail`. Optional **Membership Tier ID**.",
};
