import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { filtersCollection, getList, listFields } from '../../helpers/fields';
import { simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import { PAID_TRANSACTIONS_PAGE_SIZE } from '../../transport';
import type { OperationResult } from '../types';
import {
	customerIdFilter,
	dateFilters,
	paymentLinkIdFilter,
	readDateRange,
	readIds,
} from './shared';

const properties: INodeProperties[] = [
	...listFields('transactions'),
	simplifyField(),
	filtersCollection([
		customerIdFilter,
		dateFilters[0],
		paymentLinkIdFilter,
		dateFilters[1],
		{
			displayName: 'Status',
			name: 'status',
			type: 'string',
			default: '',
			placeholder: 'e.g. settled',
			description: 'For example paid or settled',
		},
		{
			displayName: 'Type',
			name: 'type',
			type: 'string',
			default: '',
			placeholder: 'e.g. digital_product',
			description: 'Product type, for example digital_product, event or membership',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['transaction'], operation: ['getMany'] } },
	properties,
);

/**
 * GET /hl/v2/transactions: paid transactions (balance history rows), one output item each. V2 rows carry
 * transactionId (the transaction, for Get) beside id (the balance row) and amount beside credit.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = v.compact({
		status: filters.status ? v.pathSegment(this, i, 'Status', filters.status) : undefined,
		type: filters.type ? v.pathSegment(this, i, 'Type', filters.type) : undefined,
		...readIds(this, i, filters),
		...readDateRange(this, i, filters),
	} as IDataObject);
	return simplifyIfAsked(
		this,
		i,
		'paidTransaction',
		await getList(
			this,
			i,
			{ method: 'GET', path: '/hl/v2/transactions', qs },
			{ pageSize: PAID_TRANSACTIONS_PAGE_SIZE },
		),
	);
}
