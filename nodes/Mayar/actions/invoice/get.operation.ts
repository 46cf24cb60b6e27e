import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import { type Simplify, simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

/** Simplify: the invoice detail carries the transaction, the payment page and the expiry (and no description). */
export const simplify: Simplify = {
	record: 'invoiceDetail',
	keep: [
		'id',
		'transactionId',
		'status',
		'amount',
		'customerId',
		'customer.name',
		'customer.email',
		'customer.mobile',
		'paymentUrl',
		'expiredAt',
	],
};

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
	return simplifyIfAsked(this, i, simplify, invoice);
}
