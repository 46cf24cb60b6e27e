'use strict';
/** Mayar's reviews: endpoints, then records (./index.js says what each key means). */

const REVIEW_STATUSES = ['ACTIVE', 'ARCHIVED', 'INACTIVE'];

const contentReviewItem = {
	type: 'object',
	source: 'docs reviews/create (contentReview[{id, type, multipleFileId}])',
	props: {
		id: { type: 'string', source: 'docs reviews/create' },
		type: {
			type: 'string',
			values: ['image', 'video'],
			source: 'docs reviews/create (type: image|video)',
		},
		multipleFileId: { type: 'string', source: 'docs reviews/create' },
	},
};

const endpoints = [
	{
		id: 'review.list',
		method: 'GET',
		path: '/hl/v2/reviews',
		altPaths: [],
		source: 'spec: V2 path mapping "Reviews" (GET /hl/v2/reviews); docs reviews/getallreviews',
		query: {
			status: {
				type: 'string',
				values: REVIEW_STATUSES,
				source: 'docs reviews/getallreviews (ACTIVE/ARCHIVED/INACTIVE)',
			},
			paymentLinkId: { type: 'string', source: 'docs reviews/getallreviews' },
			rating: { type: 'integer', min: 1, max: 5, source: 'docs reviews/getallreviews (1-5)' },
		},
		response: 'cursorList',
		record: 'review',
	},
	{
		id: 'review.storeStats',
		method: 'GET',
		path: '/hl/v2/reviews/stats',
		altPaths: [
			{ path: '/hl/v2/merchants/reviews/stats', source: 'docs reviews/merchantreviewstats' },
		],
		source:
			'spec: V2 path mapping "Reviews" (GET /hl/v2/reviews/stats); docs reviews/merchantreviewstats',
		query: {},
		response: 'record',
		record: 'reviewStats',
	},
	{
		id: 'review.productReviews',
		method: 'GET',
		path: '/hl/v2/products/{paymentLinkId}/reviews',
		altPaths: [],
		source:
			'spec: V2 path mapping "Reviews" (GET /hl/v2/products/{paymentLinkId}/reviews); docs reviews/productreviews',
		query: {
			rating: { type: 'integer', min: 1, max: 5, source: 'docs reviews/productreviews' },
			prioritizeMessage: { type: 'boolean', source: 'docs reviews/productreviews (bool)' },
		},
		response: 'cursorList',
		record: 'review',
	},
	{
		id: 'review.productStats',
		method: 'GET',
		path: '/hl/v2/products/{paymentLinkId}/reviews/stats',
		altPaths: [],
		source: 'spec: V2 path mapping "Reviews" (.../reviews/stats); docs reviews/productreviewstats',
		query: {},
		response: 'record',
		record: 'reviewStats',
	},
	{
		id: 'review.customerReview',
		missingMessages: {
			customerId: {
				message: 'customerId query parameter is required',
				source: 'docs reviews/productreviewcustomer (400)',
			},
		},
		method: 'GET',
		path: '/hl/v2/products/{paymentLinkId}/reviews/customer',
		altPaths: [],
		source:
			'spec: V2 path mapping "Reviews" (.../reviews/customer?customerId=); docs reviews/productreviewcustomer (one review or null)',
		query: {
			customerId: {
				type: 'string',
				required: true,
				source:
					'docs reviews/productreviewcustomer (R; 400 "customerId query parameter is required")',
			},
		},
		response: 'nullableRecord',
		record: 'review',
	},
	{
		id: 'review.create',
		validationFailure: {
			http: 200,
			source:
				'facts 1.4: "200 OK (validation failed)" entries of the product, payment-link, event, webinar, digital-product updates and review create, update, bulk-status',
		},
		method: 'POST',
		path: '/hl/v2/reviews/create',
		altPaths: [],
		source: 'spec: V2 path mapping "Reviews" (POST /hl/v2/reviews/create); docs reviews/create',
		query: {},
		body: {
			paymentLinkId: { type: 'string', required: true, source: 'docs reviews/create (R)' },
			customerEmail: {
				type: 'email',
				required: true,
				source: 'docs reviews/create (R, must have paid)',
			},
			rating: {
				type: 'integer',
				required: true,
				min: 1,
				max: 5,
				source: 'docs reviews/create (1-5 R)',
			},
			message: { type: 'string', source: 'docs reviews/create' },
			contentReview: {
				type: 'array',
				max: 10,
				items: contentReviewItem,
				source: 'docs reviews/create (max 10)',
			},
		},
		response: 'record',
		record: 'review',
	},
	{
		id: 'review.update',
		validationFailure: {
			http: 200,
			source:
				'facts 1.4: "200 OK (validation failed)" entries of the product, payment-link, event, webinar, digital-product updates and review create, update, bulk-status',
		},
		method: 'POST',
		path: '/hl/v2/reviews/{id}/update',
		altPaths: [],
		source:
			'spec: V2 path mapping "Reviews" (POST /hl/v2/reviews/{uuId}/update); docs reviews/update',
		query: {},
		body: {
			id: { type: 'string', required: true, source: 'docs reviews/update (id R, body)' },
			paymentLinkId: { type: 'string', required: true, source: 'docs reviews/update (R)' },
			customerEmail: { type: 'email', source: 'docs reviews/update' },
			rating: {
				type: 'integer',
				min: 1,
				max: 5,
				source: 'docs reviews/update; docs reviews/create (1-5)',
			},
			message: { type: 'string', source: 'docs reviews/update' },
			customerId: { type: 'string', source: 'docs reviews/update' },
			contentReview: {
				type: 'array',
				max: 10,
				items: contentReviewItem,
				source: 'docs reviews/update',
			},
			deleteContentReview: {
				type: 'array',
				source: 'docs reviews/update (element shape not shown)',
			},
		},
		response: 'record',
		record: 'review',
	},
	{
		id: 'review.bulkStatus',
		validationFailure: {
			http: 200,
			source:
				'facts 1.4: "200 OK (validation failed)" entries of the product, payment-link, event, webinar, digital-product updates and review create, update, bulk-status',
		},
		method: 'POST',
		path: '/hl/v2/reviews/bulk-status/update',
		altPaths: [],
		source:
			'spec: V2 path mapping "Reviews" (POST /hl/v2/reviews/bulk-status/update); docs reviews/bulkstatusupdate',
		query: {},
		body: {
			input: {
				type: 'array',
				required: true,
				min: 1,
				max: 50,
				source: 'docs reviews/bulkstatusupdate (input[], 1-50)',
				items: {
					type: 'object',
					source: 'docs reviews/bulkstatusupdate',
					props: {
						id: { type: 'string', required: true, source: 'docs reviews/bulkstatusupdate (R)' },
						status: {
							type: 'string',
							required: true,
							values: REVIEW_STATUSES,
							source: 'docs reviews/bulkstatusupdate (R)',
						},
						paymentLinkId: { type: 'string', source: 'docs reviews/bulkstatusupdate' },
					},
				},
			},
		},
		response: 'statusOnly',
	},
];

const records = {
	review: {
		fields: [
			'id',
			'createdAt',
			'customerId',
			'message',
			'paymentLinkId',
			'rating',
			'status',
			'updatedAt',
			'userId',
			'multipleImage',
			'content',
			'customer',
			'paymentLink',
		],
		source:
			'docs reviews/getallreviews (also productreviews, productreviewcustomer, create, update)',
		types: {
			createdAt: 'integer',
			status: 'string',
			updatedAt: 'integer',
			multipleImage: 'array',
			content: 'array',
			customer: 'object',
			paymentLink: 'object',
		},
		nested: { customer: 'customer' },
		typesSource:
			'facts 2.14 reviews/getallreviews (status ACTIVE/ARCHIVED/INACTIVE, multipleImage[], content[], customer{id,name}, paymentLink{...}); facts 1.8 (list timestamps epoch ms)',
		descriptions: {
			rating: 'Star rating, 1 to 5',
			content: 'Photos and videos attached to the review, one entry each',
			customer: 'The customer who wrote the review: ID and name',
			customerId: 'ID of the customer who wrote the review',
			message: 'The review text written by the customer, or null',
			multipleImage: 'Images attached to the review',
			paymentLinkId: 'ID of the reviewed product',
			status: "The review's status: ACTIVE, ARCHIVED or INACTIVE",
			id: 'The review ID: use it with Review > Update or Bulk Update Status',
		},
	},
	reviewStats: {
		fields: ['total', 'average', 'stats'],
		source:
			'docs reviews/productreviewstats, reviews/merchantreviewstats (stats[{rating, percentage, totalRating}]; {} when none)',
		types: { stats: 'array' },
		typesSource: 'facts 2.14 reviews/productreviewstats (stats[{...}])',
		descriptions: {
			total: 'Number of reviews counted',
			average: 'Average star rating (1 to 5); null when there are no reviews yet',
			stats: 'Number and share of reviews per star rating',
		},
	},
};

module.exports = { endpoints, records };
