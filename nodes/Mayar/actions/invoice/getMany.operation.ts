import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { filtersCollection, getList, listFields } from '../../helpers/fields';
import { simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import type { OperationResult } from '../types';

export const invoiceStatusOptions = [
	{ name: 'Active (Unpaid)', value: 'active' },
	{ name: 'Any', value: '' },
	{ name: 'Closed', value: 'closed' },
	{ name: 'Paid', value: 'paid' },
];

const properties: INodeProperties[] = [
	...listFields('invoices'),
	simplifyField(),
	filtersCollection([
		{ displayName: 'Search', name: 'search', type: 'string', default: '', description: 'Keywords matched against the invoice' },
		{ displayName: 'Status', name: 'status', type: 'options', options: invoiceStatusOptions, default: '' },
	]),
];

export const description = updateDisplayOptions({ show: { resource: ['invoice'], operation: ['getMany'] } }, properties);

/** GET /hl/v2/invoices, one output item per invoice. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = v.compact({
		status: filters.status ? v.oneOf(this, i, 'Status', filters.status, ['active', 'paid', 'closed']) : undefined,
		search: v.text(this, i, 'Search', filters.search, false, 200),
	} as IDataObject);
	return simplifyIfAsked(this, i, 'invoiceListItem', await getList(this, i, { method: 'GET', path: '/hl/v2/invoices', qs }));
}
