import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { filtersCollection, getList, listFields } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import type { OperationResult } from '../types';
import { productLocator } from './shared';

const STATUSES = ['created', 'paid', 'expired'] as const;

export const description: INodeProperties[] = [
	productLocator('The product whose transactions to list'),
	...listFields('transactions'),
	filtersCollection([
		{
			displayName: 'Customer ID',
			name: 'customerId',
			type: 'string',
			default: '',
			description: 'Only transactions of this customer (a UUID)',
		},
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: [
				{ name: 'Any', value: '' },
				{ name: 'Created', value: 'created', description: 'Started, not paid yet' },
				{ name: 'Expired', value: 'expired', description: 'No longer payable' },
				{ name: 'Paid', value: 'paid' },
			],
			default: '',
		},
	]),
];

/** GET /hl/v2/products/{id}/transactions, one output item per transaction. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'productId');
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const status = String(filters.status ?? '')
		.trim()
		.toLowerCase();
	const qs = v.compact({
		status: status ? v.oneOf(this, i, 'status', status, STATUSES) : undefined,
		customerId: filters.customerId ? v.uuid(this, i, 'customerId', filters.customerId) : undefined,
	} as IDataObject);
	return await getList(this, i, { method: 'GET', path: `/hl/v2/products/${id}/transactions`, qs });
}
