import type { OperationFacts } from '../../../../test/operations/types';
import { rl, openLink } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: openLink(sb, 'paymentRequests').id }),
		minimal: (c) => ({ paymentRequestId: rl(c.id) }),
		full: (c) => ({ paymentRequestId: rl(c.id), status: 'unlisted' }),
	},
	output: {
		id: 'The payment request ID: use it to read, edit or close the payment request',
		status: 'The status just set: active, closed or unlisted',
	},
};
