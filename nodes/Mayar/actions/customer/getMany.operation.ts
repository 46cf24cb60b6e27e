import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { filtersCollection, getList, listFields } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	...listFields('customers'),
	filtersCollection([
		{
			displayName: 'Created After',
			name: 'startAt',
			type: 'dateTime',
			default: '',
			description: 'Only customers created from this moment on',
		},
		{
			displayName: 'Created Before',
			name: 'endAt',
			type: 'dateTime',
			default: '',
			description: 'Only customers created up to this moment',
		},
		{
			displayName: 'Product ID',
			name: 'paymentLinkId',
			type: 'string',
			default: '',
			placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
			description:
				'Only customers of this product or payment link, given by its ID (a UUID, the ID field of Product > Get Many)',
		},
	]),
];

/** GET /hl/v2/customers, one output item per customer. startAt and endAt go as epoch milliseconds in a string. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = v.compact({
		paymentLinkId: filters.paymentLinkId
			? v.uuid(this, i, 'paymentLinkId', filters.paymentLinkId)
			: undefined,
		...v.epochRange(this, i, filters),
	} as IDataObject);
	return await getList(this, i, { method: 'GET', path: '/hl/v2/customers', qs });
}
