import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({}),
		full: () => ({ returnAll: true }),
	},
	liveCheck: { keeps: 'bundles' },
	notes:
		'[`GET /hl/v2/bundling`]: Required fields: none (Return All or Limit). Output: One item per bundle (a product of type Bundling): `id`, `name`, `amount`, `description`, `status`, `link`, `bundlingProductType`, `coverImage`, `createdAt`, `updatedAt`, and `products[]`, the products it contains (`paymentLinkId` and `paymentLink: {id, name, type, amount}`).',
	claims: [
		['- Get Many [`GET /hl/v2/bundling`]: Required fields: none (Return All or Limit).', 'label'],
	],
};
