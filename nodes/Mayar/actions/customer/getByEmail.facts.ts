import type { OperationFacts } from '../../../../test/operations/types';
import { need } from '../../../../test/operations/liveCheck';
import { customers } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ email: customers(sb)[0].email }),
		minimal: (c) => ({ email: c.email }),
		full: (c) => ({ email: c.email }),
	},
	liveCheck: {
		needs: ['customers'],
		params: (c) =>
			need(c.customers?.[0]?.email, 'no customer in this account', (email) => ({ email })),
	},
	output: {
		id: 'The customer ID: use it with Credit, Review or Customer > Update Email',
		name: "The customer's name",
		status: "The customer's status, e.g. active",
		'user.account.imageId': "ID of the account's logo image, or null",
		'user.account.logo': "The account's logo, or null",
		'user.email': "The merchant's email address",
		'user.isSelfDomain': 'Returned by Mayar; its meaning is not documented',
		'user.name': "The merchant's name",
		'user.paymeLink': 'Returned by Mayar; its meaning is not documented',
		'user.urlHook':
			'The webhook URL registered on the account, or null: the only API answer that shows it',
	},
	refusals: [
		{
			title: "an unknown email is Mayar's 404 with a hint naming the email",
			with: (p) => ({ ...p, email: 'nobody@example.com' }),
			hint: /No customer with the email nobody@example.com/,
		},
	],
	notes:
		"[`GET /hl/v2/customers/detail?email=`]: Required fields: Email. Output: The customer, plus `user`: the merchant account it belongs to (name, email, `urlHook`, account and logo). An unknown email fails with Mayar's `Customer not found` and a hint.",
};
