import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import { type Simplify, simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

/** Simplify: `name` is the customer's name given at create; the detail has the product-detail shape. */
export const simplify: Simplify = {
	record: 'paymentRequestDetail',
	keep: [
		'id',
		'status',
		'amount',
		'name',
		'description',
		'type',
		'link',
		'linkUrl',
		'linkPayment',
		'createdAt',
	],
};

export const description: INodeProperties[] = [
	locator(
		'paymentRequestId',
		'Payment Request',
		'searchPaymentRequests',
		'The payment request to read',
	),
	simplifyField(),
];

/** GET /hl/v2/payments/{id}. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'paymentRequestId');
	const request = dataOf(
		await mayarApiRequest(this, { method: 'GET', path: `/hl/v2/payments/${id}`, itemIndex: i }),
	);
	return simplifyIfAsked(this, i, simplify, request);
}
