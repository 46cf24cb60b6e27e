import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { emailField } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { withHints } from '../../helpers/hints';

export const description: INodeProperties[] = [
	emailField('Email', 'email', true, "The customer's email address"),
];

/** GET /hl/v2/customers/detail?email=: the customer, plus the merchant account it belongs to (user). */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const email = v.email(this, i, 'email', this.getNodeParameter('email', i), true) as string;
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'GET',
			path: '/hl/v2/customers/detail',
			qs: { email },
			itemIndex: i,
		}),
		{
			404: `No customer with the email ${email} in this Mayar account. Customers are created by Customer > Create, or when they pay or get an invoice; Sandbox and Production have separate customers.`,
		},
	);
	return dataOf(envelope);
}
