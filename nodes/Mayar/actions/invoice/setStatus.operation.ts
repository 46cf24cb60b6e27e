import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import { setStatus, statusField } from '../../helpers/status';
import * as v from '../../helpers/validate';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	locator('invoiceId', 'Invoice', 'searchInvoices', 'The invoice to open, close or unlist'),
	{
		...statusField,
		description: 'Active (Open) by default, which leaves an open invoice as it is',
	},
];

/**
 * The spec routes invoice status through the product status action, POST /hl/v2/products/{id}/{action}; Mayar's
 * CLI uses POST /hl/v2/invoices/{id}/{action}, tried after a route-level 404.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'invoiceId');
	return await setStatus(this, i, '/hl/v2/products', id, '/hl/v2/invoices');
}
