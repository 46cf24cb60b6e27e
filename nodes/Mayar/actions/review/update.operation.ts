import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection, emailField } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { isBlank } from '../../helpers/values';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import {
	contentReview,
	contentReviewField,
	productLocator,
	rating,
	ratingOptions,
	reviewIdField,
} from './shared';

export const description: INodeProperties[] = [
	reviewIdField,
	productLocator('The product or payment link the review belongs to (Mayar requires it)'),
	collection(
		'updateFields',
		[
			contentReviewField(
				'Add Content Review (JSON)',
				'contentReview',
				'Photos or videos already uploaded to Mayar to add: a JSON array of {type: "image" or "video", multipleFileId}, at most 10',
			),
			emailField(
				'Customer Email',
				'customerEmail',
				false,
				'Move the review to this customer (who must have paid for the product)',
			),
			{
				displayName: 'Customer ID',
				name: 'customerId',
				type: 'string',
				default: '',
				placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
				description: 'Move the review to this customer, by ID (a UUID)',
			},
			{
				displayName: 'Delete Content Review IDs',
				name: 'deleteContentReview',
				type: 'string',
				default: '',
				description:
					'IDs of photos or videos of the review to remove, comma-separated (Review > Get Many shows each photo or video of a review with its ID)',
			},
			{
				displayName: 'Message',
				name: 'message',
				type: 'string',
				typeOptions: { rows: 3 },
				default: '',
				description: 'The new written review',
			},
			{
				displayName: 'Rating',
				name: 'rating',
				type: 'options',
				options: ratingOptions,
				default: 5,
			},
		],
		{ description: 'At least one change is required' },
	),
];

function idsOf(
	ctx: IExecuteFunctions,
	i: number,
	field: string,
	value: unknown,
): string[] | undefined {
	if (isBlank(value)) return undefined;
	const list = Array.isArray(value) ? value : String(value).split(',');
	const ids = list.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '');
	return ids.length ? ids.map((x) => v.pathSegment(ctx, i, field, x)) : undefined;
}

/**
 * POST /hl/v2/reviews/{id}/update with id (again) and paymentLinkId in the body, plus only the fields that
 * change. Nothing to change is refused before sending.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.uuid(this, i, 'reviewId', this.getNodeParameter('reviewId', i));
	const paymentLinkId = v.idParameter(this, i, 'paymentLinkId');
	const f = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	const changes = v.compact({
		customerEmail: v.email(this, i, 'customerEmail', f.customerEmail, false),
		customerId: isBlank(f.customerId) ? undefined : v.uuid(this, i, 'customerId', f.customerId),
		rating: rating(this, i, 'rating', f.rating, false),
		message: v.text(this, i, 'message', f.message, false),
		contentReview: contentReview(this, i, 'contentReview', f.contentReview),
		deleteContentReview: idsOf(this, i, 'deleteContentReview', f.deleteContentReview),
	} as IDataObject);
	if (Object.keys(changes).length === 0) {
		v.fail(
			this,
			i,
			'updateFields',
			'holds no change',
			'Add at least one field to change: Rating, Message, Customer Email, Customer ID, Add Content Review (JSON) or Delete Content Review IDs.',
		);
	}
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'POST',
			path: `/hl/v2/reviews/${id}/update`,
			body: { id, paymentLinkId, ...changes },
			itemIndex: i,
		}),
		{
			404: (message) =>
				/transaksi/i.test(message)
					? 'The new customer has no paid transaction for this product, so the review cannot be moved to them. Check Customer Email or Customer ID.'
					: `No review with the ID ${id} on the product ${paymentLinkId}. Check Review ID and Product: Review > Get Many shows each review with its product.`,
			409: 'That customer has already reviewed this product.',
		},
	);
	return dataOf(envelope);
}
