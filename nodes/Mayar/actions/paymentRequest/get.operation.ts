import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

const properties: INodeProperties[] = [
	locator('paymentRequestId', 'Payment Request', 'searchPaymentRequests', 'The payment request to read'),
];

export const description = updateDisplayOptions({ show: { resource: ['paymentRequest'], operation: ['get'] } }, properties);

/** GET /hl/v2/payments/{id}. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'paymentRequestId', 'Payment Request');
	return dataOf(await mayarApiRequest(this, { method: 'GET', path: `/hl/v2/payments/${id}`, itemIndex: i }));
}
