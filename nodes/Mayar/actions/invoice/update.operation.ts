import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection, locator } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { itemsFields, readItems } from './shared';

export const description: INodeProperties[] = [
	locator(
		'invoiceId',
		'Invoice',
		'searchInvoices',
		'The invoice to change; a paid invoice cannot be changed',
	),
	...itemsFields,
	collection('updateFields', [
		{ displayName: 'Description', name: 'description', type: 'string', default: '' },
		{ displayName: 'Expires At', name: 'expiredAt', type: 'dateTime', default: '' },
		{ displayName: 'Notes', name: 'notes', type: 'string', default: '' },
		{ displayName: 'Redirect URL', name: 'redirectUrl', type: 'string', default: '' },
		{
			displayName: 'Tax',
			name: 'tax',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 0,
			description: 'Tax amount in whole rupiah',
		},
	]),
];

/** POST /hl/v2/invoices/{id}/update. The id goes in the path and the body: Mayar reads the body. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'invoiceId');
	const f = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	const body = v.compact({
		id,
		items: readItems(this, i),
		description: v.text(this, i, 'description', f.description, false),
		redirectUrl: v.url(this, i, 'redirectUrl', f.redirectUrl, false),
		expiredAt: v.isoDate(this, i, 'expiredAt', f.expiredAt, false, true),
		notes: v.text(this, i, 'notes', f.notes, false),
		tax: f.tax === undefined ? undefined : v.integer(this, i, 'tax', f.tax, 0, 1_000_000_000_000),
	} as IDataObject);
	return dataOf(
		await mayarApiRequest(this, {
			method: 'POST',
			path: `/hl/v2/invoices/${id}/update`,
			body,
			itemIndex: i,
		}),
	);
}
