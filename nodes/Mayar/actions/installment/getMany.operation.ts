import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { filtersCollection, getList, listFields } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	...listFields('installments'),
	filtersCollection([
		{
			displayName: 'Customer ID',
			name: 'customerId',
			type: 'string',
			default: '',
			description: 'Only the installments of this customer (a UUID)',
		},
		{
			displayName: 'Status',
			name: 'status',
			type: 'string',
			default: '',
			placeholder: 'e.g. active',
			description:
				"Only installments in this status, as Mayar spells it, for example active (Mayar's docs do not list the values)",
		},
	]),
];

/** GET /hl/v2/installments, one output item per installment. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = v.compact({
		status: filters.status ? v.pathSegment(this, i, 'status', filters.status) : undefined,
		customerId: filters.customerId ? v.uuid(this, i, 'customerId', filters.customerId) : undefined,
	} as IDataObject);
	return await getList(this, i, { method: 'GET', path: '/hl/v2/installments', qs });
}
