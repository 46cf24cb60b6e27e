import type { OperationFacts } from '../../../../test/operations/types';
import { next } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: () => ({ n: next() }),
		minimal: (c) => ({ amount: 25000 + c.n }),
		full: (c) => ({ amount: 25000 + c.n, download: true, binaryPropertyName: 'qris' }),
	},
};
