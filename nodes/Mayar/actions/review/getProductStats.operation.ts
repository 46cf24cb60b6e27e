import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { mayarApiRequest, mayarApiRequestAllItems } from '../../transport';
import type { OperationResult } from '../types';
import { productLocator, statsOrComputed } from './shared';

export const description: INodeProperties[] = [
	productLocator('The product or payment link whose rating summary to get'),
];

/**
 * GET /hl/v2/products/{paymentLinkId}/reviews/stats: {total, average, stats[]}, with the product's ID added.
 * Mayar's {} for a product without reviews becomes {total: 0, average: null, stats: []}. Where Mayar answers
 * HTTP 500 (recorded live), the stats are computed from the product's reviews, with statsComputed: true.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'paymentLinkId');
	const notFound = {
		404: `No product with the ID ${id} in this Mayar account. Sandbox and Production have separate products.`,
	};
	const stats = await statsOrComputed(
		withHints(
			mayarApiRequest(this, {
				method: 'GET',
				path: `/hl/v2/products/${id}/reviews/stats`,
				itemIndex: i,
			}),
			notFound,
		),
		async () =>
			await withHints(
				mayarApiRequestAllItems(
					this,
					{ method: 'GET', path: `/hl/v2/products/${id}/reviews`, itemIndex: i },
					{ returnAll: true },
				),
				notFound,
			),
	);
	return { paymentLinkId: id, ...stats };
}
