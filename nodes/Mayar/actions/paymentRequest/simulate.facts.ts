import type { OperationFacts } from '../../../../test/operations/types';
import { openLink } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ transactionId: openLink(sb, 'paymentRequests').transactionId }),
		minimal: (c) => ({ transactionId: c.transactionId }),
		full: (c) => ({ transactionId: c.transactionId }),
	},
};
