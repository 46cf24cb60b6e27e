import type { OperationFacts } from '../../../../test/operations/types';
import { rl, list } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: list(sb, 'paymentRequests')[0].id }),
		minimal: (c) => ({ paymentRequestId: rl(c.id) }),
		full: (c) => ({ paymentRequestId: rl(c.id), simplify: false }),
	},
};
