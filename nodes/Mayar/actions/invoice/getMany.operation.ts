import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { filtersCollection, getListOfStatuses, listFields } from '../../helpers/fields';
import { simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import type { OperationResult } from '../types';
import { invoiceListSimplify } from './shared';

export const simplify = invoiceListSimplify;

/** Mayar serves invoices one status at a time; "Any" asks for each of these. */
export const INVOICE_STATUSES = ['active', 'paid', 'closed'] as const;

/**
 * The status query of GET /hl/v2/invoices, under both names: the V2 reference's required `sort` (values active, paid,
 * close; its sample sends closed) and the `status` that Mayar's V2 docs and CLI send. A server reads the one it knows.
 */
export const invoiceStatusQuery = (status: string): IDataObject => ({ sort: status, status });

export const invoiceStatusOptions = [
	{ name: 'Active (Unpaid)', value: 'active' },
	{ name: 'Any', value: '' },
	{ name: 'Closed', value: 'closed' },
	{ name: 'Paid', value: 'paid' },
];

export const description: INodeProperties[] = [
	...listFields('invoices'),
	simplifyField(),
	filtersCollection([
		{
			displayName: 'Search',
			name: 'search',
			type: 'string',
			default: '',
			description: 'Keywords matched against the invoice',
		},
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: invoiceStatusOptions,
			default: '',
			description:
				'Mayar lists invoices one status at a time: Any asks for each status and merges them, newest first',
		},
	]),
];

/** GET /hl/v2/invoices?sort=&status=, one output item per invoice. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const status = filters.status
		? v.oneOf(this, i, 'status', filters.status, INVOICE_STATUSES)
		: undefined;
	const qs = v.compact({
		search: v.text(this, i, 'search', filters.search, false, 200),
	} as IDataObject);
	const rows = await getListOfStatuses(
		this,
		i,
		{ method: 'GET', path: '/hl/v2/invoices', qs },
		status ? [status] : INVOICE_STATUSES,
		invoiceStatusQuery,
	);
	return simplifyIfAsked(this, i, simplify, rows);
}
