import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { filtersCollection, getList, listFields } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { isBlank } from '../../helpers/values';
import type { OperationResult } from '../types';
import { rating, ratingOptions, REVIEW_STATUSES, statusOptions } from './shared';

export const description: INodeProperties[] = [
	...listFields('reviews'),
	filtersCollection([
		{
			displayName: 'Product ID',
			name: 'paymentLinkId',
			type: 'string',
			default: '',
			placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
			description: 'Only reviews of this product or payment link, by its ID (a UUID)',
		},
		{
			displayName: 'Rating',
			name: 'rating',
			type: 'options',
			options: ratingOptions,
			default: 5,
			description: 'Only reviews with this many stars',
		},
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: statusOptions,
			default: 'ACTIVE',
			description: 'Only reviews with this status',
		},
	]),
];

/** GET /hl/v2/reviews: every review of the store, one output item each, with customer{} and paymentLink{}. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = v.compact({
		status: isBlank(filters.status)
			? undefined
			: v.oneOf(this, i, 'status', filters.status, REVIEW_STATUSES),
		paymentLinkId: filters.paymentLinkId
			? v.uuid(this, i, 'paymentLinkId', filters.paymentLinkId)
			: undefined,
		rating: rating(this, i, 'rating', filters.rating, false),
	} as IDataObject);
	return await getList(this, i, { method: 'GET', path: '/hl/v2/reviews', qs });
}
