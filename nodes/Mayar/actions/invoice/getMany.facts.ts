import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({}),
		full: () => ({
			returnAll: true,
			simplify: false,
			filters: { search: 'Kopi', status: 'active' },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	liveCheck: { keeps: 'invoices' },
};
