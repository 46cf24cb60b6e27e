import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { amountField, optionalFields, readBody } from './shared';

const properties: INodeProperties[] = [
	amountField,
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: optionalFields,
	},
];

export const description = updateDisplayOptions({ show: { resource: ['paymentRequest'], operation: ['create'] } }, properties);

/**
 * POST /hl/v2/payments/create. Never retried after it may have reached Mayar. Mayar refuses the same request
 * again within a minute (429 "Duplicate request detected"); the transport does not resend it either.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const body = readBody(this, i, this.getNodeParameter('additionalFields', i, {}) as IDataObject);
	return dataOf(await mayarApiRequest(this, { method: 'POST', path: '/hl/v2/payments/create', body, itemIndex: i }));
}
