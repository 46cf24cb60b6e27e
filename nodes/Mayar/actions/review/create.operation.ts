import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection, emailField } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { contentReview, contentReviewField, productLocator, rating, ratingOptions } from './shared';

export const description: INodeProperties[] = [
	productLocator('The product or payment link being reviewed'),
	emailField(
		'Customer Email',
		'customerEmail',
		true,
		'The reviewer: a customer who has paid for this product',
	),
	{
		displayName: 'Rating',
		name: 'rating',
		type: 'options',
		options: ratingOptions,
		default: 5,
		required: true,
	},
	collection('additionalFields', [
		contentReviewField(
			'Content Review (JSON)',
			'contentReview',
			'Photos or videos already uploaded to Mayar: a JSON array of {type: "image" or "video", multipleFileId}, at most 10',
		),
		{
			displayName: 'Message',
			name: 'message',
			type: 'string',
			typeOptions: { rows: 3 },
			default: '',
			description: 'The written review',
		},
	]),
];

/**
 * POST /hl/v2/reviews/create: the new review (status ACTIVE). Mayar only accepts a review from a customer
 * with a paid transaction for the product (403 otherwise) and one review per customer and product (409).
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const paymentLinkId = v.idParameter(this, i, 'paymentLinkId');
	const customerEmail = v.email(
		this,
		i,
		'customerEmail',
		this.getNodeParameter('customerEmail', i),
		true,
	) as string;
	const extra = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body = v.compact({
		paymentLinkId,
		customerEmail,
		rating: rating(this, i, 'rating', this.getNodeParameter('rating', i), true),
		message: v.text(this, i, 'message', extra.message, false),
		contentReview: contentReview(this, i, 'contentReview', extra.contentReview),
	} as IDataObject);
	const envelope = await withHints(
		mayarApiRequest(this, { method: 'POST', path: '/hl/v2/reviews/create', body, itemIndex: i }),
		{
			// Mayar's 403 for a customer who never bought it ("belum pernah membeli"); a key refused keeps the key's hint
			403: (message: string) =>
				/belum pernah membeli/i.test(message)
					? `${customerEmail} has never paid for this product, and Mayar only accepts reviews from buyers. Check the email (it must be the one used at checkout) and the product; Sandbox and Production have separate customers.`
					: undefined,
			404: `No product with the ID ${paymentLinkId} in this Mayar account. Sandbox and Production have separate products.`,
			409: `${customerEmail} has already reviewed this product; a customer can review a product once. To change that review, use Review > Update.`,
		},
	);
	return dataOf(envelope);
}
