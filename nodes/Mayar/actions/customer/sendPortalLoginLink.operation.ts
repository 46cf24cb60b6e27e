import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { emailField } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	emailField('Email', 'email', true, 'The customer who gets the login link by email'),
];

/**
 * POST /hl/v2/customers/portal-login {email}: Mayar emails the customer a magic link to the customer portal.
 * The link itself is not returned; data.url holds an information text.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const email = v.email(this, i, 'email', this.getNodeParameter('email', i), true) as string;
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'POST',
			path: '/hl/v2/customers/portal-login',
			body: { email },
			itemIndex: i,
		}),
		{
			404: `${email} is not a customer of this Mayar account, so no login link was sent. Create the customer first (Customer > Create); Sandbox and Production have separate customers.`,
		},
	);
	return { email, sent: true, ...dataOf(envelope) };
}
