import type { OperationFacts } from '../../../../test/operations/types';
import { rl, next, customers, fresh } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: fresh(customers(sb).slice(10), 'customer').id, n: next() }),
		minimal: (c) => ({ customerId: rl(c.id), toEmail: `pindah.${c.n}@example.com` }),
		full: (c) => ({ customerId: rl(c.id), toEmail: `pindah.${c.n}@example.com` }),
	},
	output: {
		email: "The customer's new email address",
		id: 'The customer ID: use it with Credit, Review or Customer > Update Email',
	},
};
