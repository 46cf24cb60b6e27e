import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as bulkUpdateStatus from './bulkUpdateStatus.operation';
import * as create from './create.operation';
import * as getCustomerReview from './getCustomerReview.operation';
import * as getMany from './getMany.operation';
import * as getProductReviews from './getProductReviews.operation';
import * as getProductStats from './getProductStats.operation';
import * as getStoreStats from './getStoreStats.operation';
import * as update from './update.operation';

export const operations: ResourceOperations = { bulkUpdateStatus, create, getCustomerReview, getMany, getProductReviews, getProductStats, getStoreStats, update };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['review'] } },
		options: [
			{ name: 'Bulk Update Status', value: 'bulkUpdateStatus', action: 'Update the status of many reviews', description: 'Activate, archive or hide up to 50 reviews at once' },
			{ name: 'Create', value: 'create', action: 'Create a review', description: 'A rating and message from a customer who bought the product' },
			{ name: "Get Customer's Review of a Product", value: 'getCustomerReview', action: 'Get the review a customer gave a product', description: 'Whether a customer reviewed a product, and the review' },
			{ name: 'Get Many', value: 'getMany', action: 'Get many reviews', description: 'List the reviews of the store, optionally by status, product or rating' },
			{ name: 'Get Product Reviews', value: 'getProductReviews', action: 'Get the reviews of a product', description: 'List the reviews of one product' },
			{ name: 'Get Product Stats', value: 'getProductStats', action: 'Get the review stats of a product', description: 'Number of reviews, average rating and share of each rating for one product' },
			{ name: 'Get Store Stats', value: 'getStoreStats', action: 'Get the review stats of the store', description: 'Number of reviews, average rating and share of each rating for the whole store' },
			{ name: 'Update', value: 'update', action: 'Update a review', description: 'Change the rating, message, reviewer or content of a review' },
		],
		default: 'getMany',
	},
	...bulkUpdateStatus.description,
	...create.description,
	...getCustomerReview.description,
	...getMany.description,
	...getProductReviews.description,
	...getProductStats.description,
	...getStoreStats.description,
	...update.description,
];
