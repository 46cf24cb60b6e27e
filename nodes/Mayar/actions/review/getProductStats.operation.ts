import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { productLocator, statsOf } from './shared';

const properties: INodeProperties[] = [
	productLocator('The product or payment link whose rating summary to get'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['review'], operation: ['getProductStats'] } },
	properties,
);

/**
 * GET /hl/v2/products/{paymentLinkId}/reviews/stats: {total, average, stats[]}, with the product's ID added.
 * Mayar's {} for a product without reviews becomes {total: 0, average: null, stats: []}.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'paymentLinkId', 'Product');
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'GET',
			path: `/hl/v2/products/${id}/reviews/stats`,
			itemIndex: i,
		}),
		{
			404: `No product with the ID ${id} in this Mayar account. Sandbox and Production have separate products.`,
		},
	);
	return { paymentLinkId: id, ...statsOf(envelope) };
}
