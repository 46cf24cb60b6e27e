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
	apiNotes:
		'The spec makes `status` required (active, paid, closed). **Any** asks for each of the three and merges them; Unpaid (a value the docs show) can still be chosen. The picker lists each status in turn.',
};
