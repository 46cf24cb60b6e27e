import type { OperationFacts } from '../../../../test/operations/types';
import { list } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ customerId: list(sb, 'installments')[0].customerId }),
		minimal: () => ({}),
		full: (c) => ({ returnAll: true, filters: { customerId: c.customerId, status: 'active' } }),
	},
};
