import type { Ctx, OperationFacts } from '../../../../test/operations/types';
import { need, locator } from '../../../../test/operations/liveCheck';
import { rl, reviews } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => reviews(sb)[0],
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId), customerId: rl(c.customerId) }),
		full: (c) => ({ paymentLinkId: rl(c.paymentLinkId), customerId: rl(c.customerId) }),
	},
	liveCheck: {
		needs: ['reviews'],
		params: (c) =>
			need(
				(c.reviews ?? []).find((r: Ctx) => r.paymentLinkId && r.customerId),
				'no review in this account',
				(r) => ({ paymentLinkId: locator(r.paymentLinkId), customerId: locator(r.customerId) }),
			),
	},
	output: {
		found: 'Whether the customer has reviewed this product: branch on it with an IF node',
	},
	notes:
		'[`GET /hl/v2/products/{paymentLinkId}/reviews/customer?customerId=`]: Whether a customer (Customer: From List, or the ID) reviewed a product, and the review.',
};
