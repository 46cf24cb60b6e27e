import type { OperationFacts } from '../../../../test/operations/types';
import { rl, inDays, memberships } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ productId: memberships(sb).mainProductId }),
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({
			productId: rl(c.productId),
			returnAll: true,
			simplify: false,
			filters: {
				isChurnedMember: true,
				startDate: '2020-01-01T00:00:00Z',
				endDate: inDays(1),
				searchTerm: 'example.com',
			},
		}),
		also: { pages: (c) => ({ productId: rl(c.productId), returnAll: true }) },
	},
};
