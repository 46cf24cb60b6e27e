import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({}),
		full: () => ({
			output: 'channels',
			filters: { activeOnly: true, types: ['va', 'qris', 'ewallet'] },
		}),
		also: { settings: () => ({ output: 'settings' }) },
	},
};
