import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection, locator } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { amountField, optionalFields, readBody } from './shared';

export const description: INodeProperties[] = [
	locator(
		'paymentRequestId',
		'Payment Request',
		'searchPaymentRequests',
		'The payment request to change; a paid one cannot be changed',
	),
	{
		...amountField,
		description:
			"The amount to pay, in whole rupiah (IDR). Mayar's spec requires it in an update, even when the amount stays the same.",
	},
	collection('updateFields', optionalFields),
];

/** POST /hl/v2/payments/{id}/update. The id goes in the path and the body: Mayar reads the body. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'paymentRequestId');
	const body = {
		id,
		...readBody(this, i, this.getNodeParameter('updateFields', i, {}) as IDataObject),
	};
	return dataOf(
		await mayarApiRequest(this, {
			method: 'POST',
			path: `/hl/v2/payments/${id}/update`,
			body,
			itemIndex: i,
		}),
	);
}
