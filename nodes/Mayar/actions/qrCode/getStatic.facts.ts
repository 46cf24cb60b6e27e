import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({}),
		full: () => ({ download: true, binaryPropertyName: 'qris' }),
	},
	liveCheck: {
		skipOn: [/no static QRIS/i, 'the account has no static QRIS (Mayar answered "Invalid data")'],
	},
	output: {
		url: "URL of the account's static QRIS image (the payer types the amount)",
	},
};
