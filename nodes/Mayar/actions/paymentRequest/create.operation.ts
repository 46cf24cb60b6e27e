import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { amountField, optionalFields, readBody } from './shared';

export const description: INodeProperties[] = [
	amountField,
	// The spec requires only the amount; Mayar's public docs also require the name, so it is always sent.
	{
		displayName: 'Customer Name',
		name: 'name',
		type: 'string',
		default: '',
		required: true,
		description: 'Who is asked to pay',
	},
	collection(
		'additionalFields',
		optionalFields.filter((field) => field.name !== 'name'),
	),
];

/**
 * POST /hl/v2/payments/create. Never retried after it may have reached Mayar. Mayar refuses the same request
 * again within a minute (429 "Duplicate request detected"); the transport does not resend it either.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const name = v.text(this, i, 'name', this.getNodeParameter('name', i), true, 200);
	const body = readBody(this, i, { ...fields, name });
	return dataOf(
		await mayarApiRequest(this, {
			method: 'POST',
			path: '/hl/v2/payments/create',
			body,
			itemIndex: i,
		}),
	);
}
