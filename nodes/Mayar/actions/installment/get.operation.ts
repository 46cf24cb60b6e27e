import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

const properties: INodeProperties[] = [
	{
		displayName: 'Installment ID',
		name: 'installmentId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
		description: 'The ID returned by Create, or the installmentId of a product',
	},
];

export const description = updateDisplayOptions({ show: { resource: ['installment'], operation: ['get'] } }, properties);

/** GET /hl/v2/installments/{id}: the plan with its monthly invoices. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.uuid(this, i, 'Installment ID', this.getNodeParameter('installmentId', i));
	return dataOf(await mayarApiRequest(this, { method: 'GET', path: `/hl/v2/installments/${id}`, itemIndex: i }));
}
