import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection, locator } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { withHints } from '../../helpers/hints';

export const description: INodeProperties[] = [
	locator(
		'customerId',
		'Customer',
		'searchCustomers',
		'The customer to change: pick one, or give its ID (a UUID, the ID field of Customer > Get Many or Get by Email)',
	),
	{
		displayName: 'New Email',
		name: 'toEmail',
		type: 'string',
		placeholder: 'name@email.com',
		default: '',
		required: true,
	},
	collection('options', [
		{
			displayName: 'Current Email',
			name: 'fromEmail',
			type: 'string',
			placeholder: 'name@email.com',
			default: '',
			description:
				"The customer's email before the change. Needed only where Mayar does not serve this update by customer ID: the node then also tries Mayar's other form of it, which finds the customer by this email.",
		},
	]),
];

/**
 * POST /hl/v2/customers/{id}/update with {toEmail}: the V2 reference's form (docs/api-notes.md), which takes the customer from the path.
 * Mayar's public docs give POST /hl/v2/customers/update with {fromEmail, toEmail}; with Current Email it is tried
 * after a route-level 404. Mayar answers status only.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'customerId');
	const toEmail = v.email(this, i, 'toEmail', this.getNodeParameter('toEmail', i), true) as string;
	const options = this.getNodeParameter('options', i, {}) as { fromEmail?: unknown };
	const fromEmail = v.email(this, i, 'fromEmail', options.fromEmail, false);
	const fallbacks = fromEmail
		? [{ path: '/hl/v2/customers/update', body: { fromEmail, toEmail } }]
		: undefined;
	const request = mayarApiRequest(this, {
		method: 'POST',
		path: `/hl/v2/customers/${id}/update`,
		body: { toEmail },
		fallbacks,
		endpoint: 'customer update',
		itemIndex: i,
	});
	const envelope = await withHints(request, {
		404: (message) =>
			/^\s*not found\s*$/i.test(message) && !fromEmail
				? "Mayar does not serve this update by customer ID on this account. Set Options > Current Email to the customer's email: the node then also tries Mayar's other form of it, which finds the customer by that email."
				: `No customer with the ID ${id}${fromEmail ? ` (or, where Mayar finds the customer by Current Email, with the email ${fromEmail})` : ''} in this Mayar account. Look the customer up with Customer > Get by Email; Sandbox and Production have separate customers.`,
		409: `The email ${toEmail} already belongs to another customer of this account, so nothing was changed. Use another New Email, or find that customer with Customer > Get by Email.`,
	});
	return {
		id,
		email: toEmail,
		success: true,
		message: envelope.messages ?? envelope.message ?? 'success',
	};
}
