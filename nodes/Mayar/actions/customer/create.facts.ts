import type { OperationFacts } from '../../../../test/operations/types';
import { next } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: 'Sari Dewi',
			email: `sari.${c.n}@example.com`,
			mobile: '081298765432',
		}),
		full: (c) => ({ name: 'Sari Dewi', email: `sari.${c.n}@example.com`, mobile: '081298765432' }),
	},
	output: {
		customerId: "The new customer's ID: use it with Credit or Review operations",
		name: "The customer's name",
	},
	notes:
		"[`POST /hl/v2/customers/create`]: Required fields: Name, Email, Mobile. Output: Mayar's echo of the body plus `userId` and `customerId`.",
};
