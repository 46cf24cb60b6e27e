import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { withHints } from '../../helpers/hints';

const properties: INodeProperties[] = [
	locator('customerId', 'Customer', 'searchCustomers', 'The customer to change (a UUID, the ID field of Customer > Get Many or Get by Email)'),
	{ displayName: 'New Email', name: 'toEmail', type: 'string', placeholder: 'name@email.com', default: '', required: true },
];

export const description = updateDisplayOptions({ show: { resource: ['customer'], operation: ['updateEmail'] } }, properties);

/** POST /hl/v2/customers/{id}/update with {toEmail}: V2 takes the customer from the path. Mayar answers status only. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'customerId', 'Customer ID');
	const toEmail = v.email(this, i, 'New Email', this.getNodeParameter('toEmail', i), true) as string;
	const envelope = await withHints(mayarApiRequest(this, { method: 'POST', path: `/hl/v2/customers/${id}/update`, body: { toEmail }, itemIndex: i }), {
		404: `No customer with the ID ${id} in this Mayar account. Look the ID up with Customer > Get by Email; Sandbox and Production have separate customers.`,
		409: `The e-mail ${toEmail} already belongs to another customer of this account.`,
	});
	return { id, email: toEmail, success: true, message: envelope.messages ?? envelope.message ?? 'success' };
}
