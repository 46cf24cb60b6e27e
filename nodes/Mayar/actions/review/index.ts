import type { ResourceDeclaration } from '../registry';
import * as bulkUpdateStatus from './bulkUpdateStatus.operation';
import * as create from './create.operation';
import * as getCustomerReview from './getCustomerReview.operation';
import * as getMany from './getMany.operation';
import * as getProductReviews from './getProductReviews.operation';
import * as getProductStats from './getProductStats.operation';
import * as getStoreStats from './getStoreStats.operation';
import * as update from './update.operation';

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'getMany',
	operations: [
		{
			module: bulkUpdateStatus,
			value: 'bulkUpdateStatus',
			name: 'Bulk Update Status',
			action: 'Update status of many reviews',
			description: 'Set up to 50 reviews to Active, Archived or Inactive at once',
		},
		{
			module: create,
			value: 'create',
			name: 'Create',
			action: 'Create review',
			description: 'A rating and message from a customer who bought the product',
		},
		{
			module: getCustomerReview,
			value: 'getCustomerReview',
			name: "Get Customer's Review of a Product",
			action: "Get customer's review of product",
			description: 'Whether a customer reviewed a product, and the review',
		},
		{
			module: getMany,
			value: 'getMany',
			name: 'Get Many',
			action: 'Get many reviews',
			description: 'List the reviews of the store, optionally by status, product or rating',
		},
		{
			module: getProductReviews,
			value: 'getProductReviews',
			name: 'Get Product Reviews',
			action: 'Get product reviews',
			description: 'List the reviews of one product',
		},
		{
			module: getProductStats,
			value: 'getProductStats',
			name: 'Get Product Stats',
			action: 'Get product review stats',
			description: 'Number of reviews, average rating and share of each rating for one product',
		},
		{
			module: getStoreStats,
			value: 'getStoreStats',
			name: 'Get Store Stats',
			action: 'Get store review stats',
			description: 'Number of reviews, average rating and share of each rating for the whole store',
		},
		{
			module: update,
			value: 'update',
			name: 'Update',
			action: 'Update review',
			description: 'Change the rating, message, reviewer or content of a review',
		},
	],
};
