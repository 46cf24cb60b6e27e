import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({}),
		full: () => ({ returnAll: true }),
	},
	liveCheck: { keeps: 'bundles' },
};
