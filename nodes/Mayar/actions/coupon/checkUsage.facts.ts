import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({ couponCode: 'HEMAT10' }),
		full: () => ({ couponCode: 'HEMAT10' }),
	},
	output: {
		limit: 'How many times the code can be used in all',
	},
};
