import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import { setStatus, statusField } from '../../helpers/status';
import * as v from '../../helpers/validate';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	locator(
		'paymentRequestId',
		'Payment Request',
		'searchPaymentRequests',
		'The payment request to open, close or unlist',
	),
	{
		...statusField,
		description: 'Active (Open) by default, which leaves an open payment request as it is',
	},
];

/** POST /hl/v2/payments/{id}/{action}, action one of active, closed, unlisted. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'paymentRequestId');
	return await setStatus(this, i, '/hl/v2/payments', id);
}
