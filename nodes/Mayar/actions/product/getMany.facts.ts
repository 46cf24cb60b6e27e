import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({}),
		full: () => ({
			returnAll: true,
			simplify: false,
			filters: { search: 'Kopi', type: 'webinar' },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
};
