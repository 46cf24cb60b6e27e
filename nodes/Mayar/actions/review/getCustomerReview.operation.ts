import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { productLocator } from './shared';

export const description: INodeProperties[] = [
	productLocator('The product or payment link that was reviewed'),
	locator(
		'customerId',
		'Customer',
		'searchCustomers',
		'The customer: pick one, or give the ID (a UUID, the ID field of Customer > Get Many or Get by Email)',
	),
];

/**
 * GET /hl/v2/products/{paymentLinkId}/reviews/customer?customerId=: Mayar answers the review, or data null.
 * Always one output item: {found: true, ...review} or {found: false, paymentLinkId, customerId}, so an IF node
 * can branch on found (an empty output would silently stop the workflow).
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const paymentLinkId = v.idParameter(this, i, 'paymentLinkId');
	const customerId = v.idParameter(this, i, 'customerId');
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'GET',
			path: `/hl/v2/products/${paymentLinkId}/reviews/customer`,
			qs: { customerId },
			itemIndex: i,
		}),
		{
			404: `No product with the ID ${paymentLinkId} in this Mayar account. Sandbox and Production have separate products.`,
		},
	);
	const data = envelope.data;
	if (data && typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length > 0)
		return { found: true, ...(data as IDataObject) };
	return { found: false, paymentLinkId, customerId };
}
