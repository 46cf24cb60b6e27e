import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({}),
		full: () => ({ download: true, binaryPropertyName: 'qris' }),
	},
	output: {
		url: "URL of the account's static QRIS image (the payer types the amount)",
	},
};
