import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import { simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	locator('invoiceId', 'Invoice', 'searchInvoices', 'The invoice to read'),
	simplifyField(),
];

/** GET /hl/v2/invoices/{id}. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'invoiceId');
	const invoice = dataOf(
		await mayarApiRequest(this, { method: 'GET', path: `/hl/v2/invoices/${id}`, itemIndex: i }),
	);
	return simplifyIfAsked(this, i, 'invoice', invoice);
}
