import type { OperationFacts } from '../../../../test/operations/types';
import { customers } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ email: customers(sb)[0].email }),
		minimal: (c) => ({ email: c.email }),
		full: (c) => ({ email: c.email }),
	},
	output: {
		email: 'The email address the portal login link was sent to',
		sent: 'True when Mayar emailed the customer a login link to the customer portal',
	},
	refusals: [
		{
			title: "an email that is not a customer is Mayar's 404 with a hint",
			with: (p) => ({ ...p, email: 'asing@example.com' }),
			hint: /asing@example.com is not a customer of this Mayar account, so no login link was sent/,
		},
	],
	notes:
		'[`POST /hl/v2/customers/portal-login`]: Required fields: Email. Output: `{email, sent: true, url}`. Mayar emails the customer a magic link to the customer portal; `url` is only an information text, not the link. An email that is not a customer fails with `Email tidak terdaftar` and a hint.',
	claims: [
		[
			'Mayar emails the customer a magic link to the customer portal;',
			'fact mayar-public-facts 2.6',
		],
	],
};
