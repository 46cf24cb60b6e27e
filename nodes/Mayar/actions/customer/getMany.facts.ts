import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, transactions } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({
			paymentLinkId: transactions(sb).find((t) => t.customerId)?.paymentLinkId,
		}),
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			filters: { startAt: inDays(-400), endAt: inDays(0), paymentLinkId: c.paymentLinkId },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	liveCheck: { keeps: 'customers' },
	claims: [
		['- Get Many [`GET /hl/v2/customers`]: Required fields: none (Return All or Limit)', 'label'],
		[
			'Only customers created from this moment on',
			'test test/integration/customer.test.ts :: date filters go as epoch-ms strings and narrow the list',
		],
		[
			'Only customers created up to this moment',
			'test test/integration/customer.test.ts :: date filters go as epoch-ms strings and narrow the list',
		],
		[
			'Only customers of this product or payment link, given by its ID',
			'test test/integration/customer.test.ts :: date filters go as epoch-ms strings and narrow the list',
		],
	],
	notes:
		'[`GET /hl/v2/customers`]: Required fields: none (Return All or Limit). Output: One item per customer: `id`, `createdAt` (epoch ms), `email`, `mobile`, `name`, `status`, `updatedAt`, `userId`. Filters: **Product ID** (`paymentLinkId`, customers of one product), **Created After** / **Created Before** (`startAt` / `endAt`).',
};
