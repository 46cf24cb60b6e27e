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
	notes:
		"[`GET /hl/v2/qr-codes/static`]: Required fields: none. Output: `{url}` of the account's static QRIS (the payer types the amount). If the account has none, Mayar answers 500 `Invalid data`; the node's hint says to set up static QRIS in the Mayar dashboard.",
};
