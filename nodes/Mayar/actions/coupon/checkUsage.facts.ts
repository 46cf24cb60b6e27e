import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({ couponCode: 'HEMAT10' }),
		full: () => ({ couponCode: 'HEMAT10' }),
	},
};
