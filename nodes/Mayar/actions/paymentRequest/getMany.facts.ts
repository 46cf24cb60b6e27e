import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({}),
		full: () => ({ returnAll: true, simplify: false, filters: { status: 'unpaid' } }),
		also: { pages: () => ({ returnAll: true }) },
	},
	liveCheck: { keeps: 'paymentRequests' },
	output: {
		status: "The payment request's status: active, paid or closed",
	},
};
