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
	claims: [
		[
			'Output: `{id, email, success, message}` (Mayar answers with a status only).',
			'fact mayar-public-facts 2.6',
		],
		[
			'Needed only where Mayar does not serve this update by customer ID',
			"test test/integration/pathForms.test.ts :: the docs' path (named by email) when only it is served, with Current Email",
		],
	],
	notes:
		"[`POST /hl/v2/customers/{id}/update` with `{toEmail}`]: Required fields: Customer (From List, searchable by name or email; or ID, a UUID), New Email. Optional: Options > Current Email, with which the docs' `POST /hl/v2/customers/update` `{fromEmail, toEmail}` is tried after a route-level 404 ([API notes](api-notes.md#customer)). Output: `{id, email, success, message}` (Mayar answers with a status only). A New Email that belongs to another customer fails with Mayar's message and a hint.",
};
