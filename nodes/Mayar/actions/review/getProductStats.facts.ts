import type { OperationFacts } from '../../../../test/operations/types';
import { byId } from '../../../../test/operations/liveCheck';
import { productOf } from './getProductReviews.facts';
import { rl, reviewedProduct } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ paymentLinkId: reviewedProduct(sb) }),
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId) }),
		full: (c) => ({ paymentLinkId: rl(c.paymentLinkId) }),
	},
	liveCheck: {
		needs: ['reviews', 'products'],
		params: byId(productOf, 'no product in this account', 'paymentLinkId'),
	},
	output: {
		paymentLinkId: 'ID of the reviewed product',
		statsComputed:
			"True when Mayar's stats endpoint failed (HTTP 500) and the node computed these stats from the active reviews themselves, as Mayar counts them",
	},
	notes:
		"[`GET /hl/v2/products/{paymentLinkId}/reviews/stats`]: Rating summary of one product: `{paymentLinkId, total, average, stats[]}`. Where Mayar answers HTTP 500 (recorded live), computed from the product's reviews, with `statsComputed: true`.",
};
