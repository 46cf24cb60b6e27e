import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { filtersCollection, getList, listFields } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import type { OperationResult } from '../types';
import { productLocator, rating, ratingOptions } from './shared';

export const description: INodeProperties[] = [
	productLocator('The product or payment link whose reviews to list'),
	...listFields('reviews'),
	filtersCollection([
		{
			displayName: 'Prioritize Reviews With Message',
			name: 'prioritizeMessage',
			type: 'boolean',
			default: true,
			description: 'Whether reviews that have a written message come first',
		},
		{
			displayName: 'Rating',
			name: 'rating',
			type: 'options',
			options: ratingOptions,
			default: 5,
			description: 'Only reviews with this many stars',
		},
	]),
];

/** GET /hl/v2/products/{paymentLinkId}/reviews, one output item per review. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'paymentLinkId');
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = v.compact({
		rating: rating(this, i, 'rating', filters.rating, false),
		prioritizeMessage:
			typeof filters.prioritizeMessage === 'boolean' ? filters.prioritizeMessage : undefined,
	} as IDataObject);
	return await withHints(
		getList(this, i, { method: 'GET', path: `/hl/v2/products/${id}/reviews`, qs }),
		{
			404: `No product with the ID ${id} in this Mayar account. Sandbox and Production have separate products.`,
		},
	);
}
