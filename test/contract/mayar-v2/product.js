'use strict';
/**
 * Mayar's products (reads, status, creating and updating each kind) and the payment-link sort, part of its product
 * API: endpoints, then records (./index.js says what each key means).
 */
const { STATUS_ACTIONS, STATUS_ACTION_SRC, IMAGE_NESTED } = require('./shared');

const PRODUCT_TYPES = [
	'generic_link',
	'physical_product',
	'event',
	'webinar',
	'digital_product',
	'coaching',
	'course',
	'cohort_based',
	'fundraising',
	'ebook',
	'podcast',
	'audiobook',
	'membership',
	'zakat',
	'invoice',
	'bundling',
	'saas',
	'payment_request',
	'support',
];

const endpoints = [
	// ---- products: read, status ----
	{
		id: 'product.list',
		method: 'GET',
		path: '/hl/v2/products',
		altPaths: [],
		source: 'spec: GET /hl/v1/product; V2 path mapping "List products"; docs product/productpage',
		query: {
			search: {
				type: 'string',
				source: 'spec: GET /hl/v1/product (query search); docs product/productpage',
			},
			type: {
				type: 'string',
				source:
					'docs product/productpage (type, e.g. generic_link, event, webinar, digital_product)',
			},
			stock: { type: 'string', source: 'docs product/productpage' },
		},
		response: 'cursorList',
		record: 'productListItem',
	},
	{
		id: 'product.listByType',
		method: 'GET',
		path: '/hl/v2/products/types/{type}',
		altPaths: [],
		source:
			'spec: GET /hl/v1/product/type/{type}; V2 path mapping "Products by type"; docs product/productpagewithfilter',
		params: {
			type: {
				type: 'string',
				values: PRODUCT_TYPES,
				source:
					'spec: GET /hl/v1/product/type/{type} (one of the product types); docs list 13 of them',
			},
		},
		query: { search: { type: 'string', source: 'docs product/productpagewithfilter' } },
		response: 'cursorList',
		record: 'productListItem',
	},
	{
		id: 'product.get',
		method: 'GET',
		path: '/hl/v2/products/{id}',
		altPaths: [],
		source: 'spec: V2 path mapping "Product detail" (GET /hl/v1/product/{id}); docs product/detail',
		query: {},
		response: 'record',
		record: 'productDetail',
	},
	{
		id: 'product.transactions',
		method: 'GET',
		path: '/hl/v2/products/{id}/transactions',
		altPaths: [],
		source: 'spec: V2 path mapping "Product transactions"; docs product/transactions',
		query: {
			status: { type: 'string', source: 'docs product/transactions' },
			customerId: { type: 'string', source: 'docs product/transactions' },
			fields: { type: 'string', source: 'docs product/transactions (comma list)' },
		},
		response: 'cursorList',
		record: 'productTransaction',
	},
	{
		id: 'product.setStatus',
		method: 'POST',
		path: '/hl/v2/products/{id}/{action}',
		altPaths: [
			{
				path: '/hl/v2/invoices/{id}/{action}',
				source: 'CLI invoice.js (no V2 docs page; facts 2.3)',
			},
		],
		source:
			'spec: V2 path mapping "Close or reopen product" (also used for invoices); docs product/changestatus',
		note: 'Also the invoice status action (spec: "also used for invoices"): one entry, since both share POST /hl/v2/products/{id}/{action}.',
		params: { action: { type: 'string', values: STATUS_ACTIONS, source: STATUS_ACTION_SRC } },
		query: {},
		body: {},
		response: 'statusOnly',
	},

	// ---- products: create, update ----
	{
		id: 'paymentLink.create',
		method: 'POST',
		path: '/hl/v2/products/create',
		altPaths: [
			{
				path: '/hl/v2/products/payment-link/create',
				source: 'docs genericlink/createpaymentlink (same handler as /products/create)',
			},
		],
		source:
			'spec: POST /hl/v1/product/paymentlink/create; V2 path mapping "Create payment link"; V2 request body changes; docs genericlink/create',
		query: {},
		body: {
			name: {
				type: 'string',
				required: true,
				source:
					'spec: V2 request body changes (name and amount required); docs genericlink/create (name R)',
			},
			amount: {
				type: 'integer',
				required: true,
				source: 'spec: V2 request body changes (name and amount required); docs leave it optional',
			},
			description: {
				type: 'string',
				source: 'spec: V2 request body changes (description optional)',
			},
			redirectUrl: {
				type: 'string',
				source: 'spec: V2 request body changes (redirectUrl optional)',
			},
			notes: { type: 'string', source: 'spec: V2 request body changes (notes optional)' },
			expiredAt: {
				type: 'date',
				source: 'spec: POST /hl/v1/product/paymentlink/create (ISO 8601); V2 request body changes',
			},
			coverImage: {
				type: 'string',
				source:
					'spec: V2 request body changes (coverImage supported); docs genericlink/create (str)',
			},
			limit: {
				type: 'integer',
				source: 'spec: V2 request body changes (limit supported); docs genericlink/create (int)',
			},
			tax: {
				type: 'integer',
				source: 'spec: V2 request body changes (tax supported); docs genericlink/create (int)',
			},
		},
		response: 'record',
		record: 'idLink',
	},
	{
		id: 'paymentLink.update',
		validationFailure: {
			http: 200,
			source:
				'facts 1.4: "200 OK (validation failed)" entries of the product, payment-link, event, webinar, digital-product updates and review create, update, bulk-status',
		},
		method: 'POST',
		path: '/hl/v2/products/payment-link/{id}/update',
		altPaths: [
			{
				path: '/hl/v2/payment-links/{id}/update',
				source:
					'docs genericlink/editpaymentlink (same handler as /products/payment-link/{id}/update)',
			},
		],
		source:
			'spec: POST /hl/v1/product/paymentlink/edit; V2 path mapping "Edit payment link"; V2 request body changes; docs genericlink/edit',
		query: {},
		body: {
			id: {
				type: 'string',
				required: true,
				source:
					'spec: paymentlink/edit (id required); V2 request body changes (id still sent in the body); docs genericlink/edit',
			},
			name: { type: 'string', source: 'spec: V2 request body changes (optional on edit)' },
			description: { type: 'string', source: 'spec: V2 request body changes (optional on edit)' },
			amount: { type: 'integer', source: 'spec: V2 request body changes (optional on edit)' },
			redirectUrl: {
				type: 'string',
				source: 'spec: POST /hl/v1/product/paymentlink/edit; docs genericlink/edit',
			},
			notes: {
				type: 'string',
				source: 'spec: POST /hl/v1/product/paymentlink/edit; docs genericlink/edit',
			},
			expiredAt: {
				type: 'date',
				source: 'spec: POST /hl/v1/product/paymentlink/edit; docs genericlink/edit',
			},
			link: {
				type: 'string',
				source: 'spec: V2 request body changes (link added: changes the slug)',
			},
		},
		response: 'record',
		record: 'idLink',
	},
	{
		id: 'paymentLink.sort',
		method: 'POST',
		path: '/hl/v2/payment-links/sort/{type}',
		altPaths: [],
		source:
			'spec: V2 path mapping "Sort payment links" (POST /hl/v1/paymentlink/sort/{type}); docs genericlink/sort',
		params: {
			type: {
				type: 'string',
				source: 'docs genericlink/sort (e.g. generic_link, event, webinar, digital_product)',
			},
		},
		query: {
			starting_after: { type: 'string', source: 'CLI product.js (snake_case cursor; facts 1.7)' },
		},
		body: {},
		response: 'cursorList',
		record: 'productSortItem',
	},
	{
		id: 'digitalProduct.create',
		method: 'POST',
		path: '/hl/v2/products/digital-product/create',
		altPaths: [],
		source:
			'spec: POST /hl/v1/product/digital-product/create; V2 path mapping "Create digital product"; docs digitalproduct/create',
		query: {},
		body: {
			name: {
				type: 'string',
				required: true,
				source: 'spec: digital-product/create (name required)',
			},
			description: {
				type: 'string',
				required: true,
				source: 'spec: digital-product/create (description required)',
			},
			amount: {
				type: 'integer',
				required: true,
				source: 'spec: digital-product/create (amount integer required)',
			},
			crossoutPrice: { type: 'integer', source: 'spec: digital-product/create' },
			redirectUrl: {
				type: 'string',
				required: true,
				source: 'spec: digital-product/create (redirectUrl required; docs optional)',
			},
			notes: { type: 'string', source: 'spec: digital-product/create' },
			expiredAt: { type: 'date', source: 'spec: digital-product/create (ISO 8601)' },
			limit: { type: 'integer', source: 'spec: digital-product/create' },
			tax: { type: 'integer', source: 'spec: digital-product/create' },
		},
		response: 'record',
		record: 'idLink',
	},
	{
		id: 'digitalProduct.update',
		validationFailure: {
			http: 200,
			source:
				'facts 1.4: "200 OK (validation failed)" entries of the product, payment-link, event, webinar, digital-product updates and review create, update, bulk-status',
		},
		method: 'POST',
		path: '/hl/v2/products/digital-product/{id}/update',
		altPaths: [],
		source:
			'spec: POST /hl/v1/product/digital-product/edit; V2 path mapping "Edit digital product"; V2 request body changes; docs digitalproduct/edit',
		query: {},
		body: {
			id: {
				type: 'string',
				required: true,
				source: 'spec: digital-product/edit (id required); V2 request body changes (id in body)',
			},
			name: {
				type: 'string',
				source: 'spec: V2 request body changes (every field except id optional)',
			},
			description: {
				type: 'string',
				source: 'spec: V2 request body changes (every field except id optional)',
			},
			amount: {
				type: 'integer',
				source: 'spec: V2 request body changes (every field except id optional)',
			},
			crossoutPrice: {
				type: 'integer',
				source: 'spec: digital-product/edit (fields of create); docs digitalproduct/edit',
			},
			redirectUrl: {
				type: 'string',
				source: 'spec: digital-product/edit (fields of create); docs digitalproduct/edit',
			},
			notes: {
				type: 'string',
				source: 'spec: digital-product/edit (fields of create); docs digitalproduct/edit',
			},
			expiredAt: {
				type: 'date',
				source: 'spec: digital-product/edit (fields of create); docs digitalproduct/edit',
			},
			limit: { type: 'integer', source: 'spec: digital-product/edit (fields of create)' },
			tax: { type: 'integer', source: 'spec: digital-product/edit (fields of create)' },
			link: { type: 'string', source: 'spec: V2 request body changes (link added)' },
		},
		atLeastOne: [
			'name',
			'description',
			'amount',
			'crossoutPrice',
			'redirectUrl',
			'notes',
			'expiredAt',
			'limit',
			'tax',
			'link',
		],
		response: 'record',
		record: 'idLink',
	},
	{
		id: 'event.create',
		method: 'POST',
		path: '/hl/v2/products/event/create',
		altPaths: [],
		source: 'spec: V2 path mapping "Event create and edit" (body not shown); docs event/create',
		query: {},
		body: {
			name: { type: 'string', required: true, source: 'docs event/create (R)' },
			description: { type: 'string', required: true, source: 'docs event/create (R)' },
			amount: {
				type: 'integer',
				required: true,
				source: 'docs event/create (R); spec event/edit (integer)',
			},
			crossoutPrice: { type: 'integer', source: 'docs event/create' },
			eventUrl: { type: 'string', source: 'docs event/create' },
			notes: { type: 'string', source: 'docs event/create' },
			terms: { type: 'string', source: 'docs event/create' },
			redirectUrl: { type: 'string', source: 'docs event/create' },
			paymentType: {
				type: 'string',
				required: true,
				source: 'docs event/create (R, example "paid")',
			},
			startAt: { type: 'date', required: true, source: 'docs event/create (R, sales start)' },
			eventStartAt: { type: 'date', required: true, source: 'docs event/create (R)' },
			eventEndAt: { type: 'date', required: true, source: 'docs event/create (R)' },
			expiredAt: { type: 'date', required: true, source: 'docs event/create (R)' },
			limit: { type: 'number', source: 'docs event/create (num)' },
			event: {
				type: 'object',
				source: 'docs event/create (event{eventAddress, isOnlineEvent, maxTicket})',
				props: {
					eventAddress: { type: 'string', source: 'docs event/create' },
					isOnlineEvent: { type: 'boolean', source: 'docs event/create' },
					maxTicket: { type: 'number', source: 'docs event/create (default 50)' },
				},
			},
		},
		response: 'record',
		record: 'idLink',
	},
	{
		id: 'event.update',
		validationFailure: {
			http: 200,
			source:
				'facts 1.4: "200 OK (validation failed)" entries of the product, payment-link, event, webinar, digital-product updates and review create, update, bulk-status',
		},
		method: 'POST',
		path: '/hl/v2/products/event/{id}/update',
		altPaths: [],
		source:
			'spec: POST /hl/v1/product/event/edit; V2 path mapping "Event create and edit"; V2 request body changes; docs event/edit',
		query: {},
		body: {
			id: {
				type: 'string',
				required: true,
				source: 'spec: event/edit (id required); V2 request body changes (id in body)',
			},
			name: {
				type: 'string',
				source: 'spec: event/edit; V2 request body changes (every field except id optional)',
			},
			description: {
				type: 'string',
				source: 'spec: event/edit; V2 request body changes (every field except id optional)',
			},
			amount: {
				type: 'integer',
				source: 'spec: event/edit (integer); V2 request body changes (optional)',
			},
			crossoutPrice: { type: 'integer', source: 'spec: event/edit' },
			eventUrl: { type: 'string', source: 'spec: event/edit' },
			notes: { type: 'string', source: 'spec: event/edit' },
			terms: { type: 'string', source: 'spec: event/edit' },
			redirectUrl: { type: 'string', source: 'spec: event/edit' },
			paymentType: {
				type: 'string',
				source: 'spec: event/edit (required in V1; optional in V2 per V2 request body changes)',
			},
			startAt: { type: 'date', source: 'spec: event/edit (required in V1; optional in V2)' },
			eventStartAt: { type: 'date', source: 'spec: event/edit (required in V1; optional in V2)' },
			eventEndAt: { type: 'date', source: 'spec: event/edit (required in V1; optional in V2)' },
			expiredAt: { type: 'date', source: 'spec: event/edit (required in V1; optional in V2)' },
			limit: { type: 'number', source: 'spec: event/edit (number)' },
			link: { type: 'string', source: 'spec: V2 request body changes (link added)' },
			event: {
				type: 'object',
				source: 'docs event/edit (event{...})',
				props: {
					eventAddress: { type: 'string', source: 'docs event/create' },
					isOnlineEvent: { type: 'boolean', source: 'docs event/create' },
					maxTicket: { type: 'number', source: 'docs event/create' },
				},
			},
		},
		atLeastOne: [
			'name',
			'description',
			'amount',
			'crossoutPrice',
			'eventUrl',
			'notes',
			'terms',
			'redirectUrl',
			'paymentType',
			'startAt',
			'eventStartAt',
			'eventEndAt',
			'expiredAt',
			'limit',
			'link',
			'event',
		],
		response: 'record',
		record: 'idLink',
	},
	{
		id: 'webinar.create',
		method: 'POST',
		path: '/hl/v2/products/webinar/create',
		altPaths: [],
		source: 'spec: V2 path mapping "Webinar create and edit" (body not shown); docs webinar/create',
		query: {},
		body: {
			name: { type: 'string', required: true, source: 'docs webinar/create (R)' },
			description: { type: 'string', required: true, source: 'docs webinar/create (R)' },
			amount: { type: 'integer', required: true, source: 'docs webinar/create (R)' },
			crossoutPrice: { type: 'integer', required: true, source: 'docs webinar/create (R)' },
			eventUrl: { type: 'string', required: true, source: 'docs webinar/create (R)' },
			notes: { type: 'string', source: 'docs webinar/create' },
			terms: { type: 'string', source: 'docs webinar/create' },
			redirectUrl: { type: 'string', source: 'docs webinar/create' },
			paymentType: { type: 'string', required: true, source: 'docs webinar/create (R)' },
			startAt: { type: 'date', required: true, source: 'docs webinar/create (R)' },
			eventStartAt: { type: 'date', required: true, source: 'docs webinar/create (R)' },
			eventEndAt: { type: 'date', required: true, source: 'docs webinar/create (R)' },
			expiredAt: { type: 'date', required: true, source: 'docs webinar/create (R)' },
			limit: { type: 'number', source: 'docs webinar/create' },
		},
		response: 'record',
		record: 'idLink',
	},
	{
		id: 'webinar.update',
		validationFailure: {
			http: 200,
			source:
				'facts 1.4: "200 OK (validation failed)" entries of the product, payment-link, event, webinar, digital-product updates and review create, update, bulk-status',
		},
		method: 'POST',
		path: '/hl/v2/products/webinar/{id}/update',
		altPaths: [],
		source:
			'spec: V2 path mapping "Webinar create and edit"; V2 request body changes; docs webinar/edit',
		query: {},
		body: {
			id: {
				type: 'string',
				required: true,
				source: 'spec: V2 request body changes (id in body); docs webinar/edit (R)',
			},
			name: {
				type: 'string',
				source: 'docs webinar/edit; spec: V2 request body changes (optional)',
			},
			description: {
				type: 'string',
				source: 'docs webinar/edit; spec: V2 request body changes (optional)',
			},
			amount: {
				type: 'integer',
				source: 'docs webinar/edit; spec: V2 request body changes (optional)',
			},
			crossoutPrice: { type: 'integer', source: 'docs webinar/edit' },
			eventUrl: { type: 'string', source: 'docs webinar/edit' },
			redirectUrl: { type: 'string', source: 'docs webinar/edit' },
			expiredAt: { type: 'date', source: 'docs webinar/edit' },
			link: { type: 'string', source: 'spec: V2 request body changes (link added)' },
		},
		atLeastOne: [
			'name',
			'description',
			'amount',
			'crossoutPrice',
			'eventUrl',
			'redirectUrl',
			'expiredAt',
			'link',
		],
		response: 'record',
		record: 'idLink',
	},
];

const PRODUCT_LIST_FIELDS = [
	'id',
	'amount',
	'category',
	'createdAt',
	'description',
	'link',
	'type',
	'subType',
	'status',
	'name',
	'limit',
	'redirectUrl',
	'installmentId',
	'event',
	'order',
	'coverImageId',
	'multipleImageId',
	'coverImage',
	'multipleImage',
	'linkUrl',
	'linkPayment',
	'variant',
	'membershipTier',
	'variants',
];

/**
 * Record field types (JSON-Schema names, '|' joined), from the spec's "Resources and their fields" tables and its V2
 * response changes, or from the public facts (section 2 outlines; 1.8: money is an integer, list and detail
 * timestamps epoch ms, membership/installment/coupon-create timestamps ISO strings). Fields no source types are left out.
 */
const PRODUCT_LIST_TYPES = {
	id: 'string',
	amount: 'integer',
	category: 'string|null',
	createdAt: 'integer',
	description: 'string',
	link: 'string',
	type: 'string',
	subType: 'string|null',
	status: 'string',
	name: 'string',
	limit: 'integer|null',
	redirectUrl: 'string|null',
	installmentId: 'string|null',
	event: 'object|null',
	order: 'object|null',
	coverImageId: 'string|null',
	multipleImageId: 'string|null',
	coverImage: 'object|null',
	multipleImage: 'array|null',
	linkUrl: 'string',
	linkPayment: 'string',
	membershipTier: 'array',
};

const PRODUCT_LIST_TYPES_SOURCE =
	'spec: Product (list item) table; facts 2.1 (membershipTier:array)';

/** What a product's name, type and description mean (in the product records only: other records have their own). */
const PRODUCT_DESCRIPTIONS = {
	name: "The product's name",
	type: 'The product type, e.g. generic_link, digital_product or event',
	description: "The product's description (HTML)",
};

const records = {
	productListItem: {
		fields: PRODUCT_LIST_FIELDS,
		source:
			'spec: Product (list item) minus transactions (V2 response changes); docs product/productpage (+variant, membershipTier, variants)',
		types: { ...PRODUCT_LIST_TYPES },
		nested: { ...IMAGE_NESTED },
		typesSource: PRODUCT_LIST_TYPES_SOURCE,
		descriptions: PRODUCT_DESCRIPTIONS,
	},
	productSortItem: {
		fields: [...PRODUCT_LIST_FIELDS, 'transactions'],
		source: 'docs genericlink/sort (product shape plus transactions); spec: Product (list item)',
		types: { ...PRODUCT_LIST_TYPES, transactions: 'array' },
		nested: { ...IMAGE_NESTED },
		typesSource: `${PRODUCT_LIST_TYPES_SOURCE}; spec: Product (list item) transactions array`,
		descriptions: PRODUCT_DESCRIPTIONS,
	},
	productDetail: {
		fields: [...PRODUCT_LIST_FIELDS, 'userId', 'qty', 'transactions'],
		source: 'docs product/detail (list shape plus userId, qty, transactions[{id, extraData}])',
		types: { ...PRODUCT_LIST_TYPES, userId: 'string', qty: 'string|null', transactions: 'array' },
		nested: { ...IMAGE_NESTED },
		typesSource: `${PRODUCT_LIST_TYPES_SOURCE} (facts 2.1: the detail is the list shape plus userId, qty, transactions[]); userId, qty from spec: Payment request (detail) (facts 2.4: that detail has the product-detail shape)`,
		descriptions: PRODUCT_DESCRIPTIONS,
	},
	productTransaction: {
		fields: [
			'id',
			'createdAt',
			'type',
			'amount',
			'status',
			'urlParamTrackingData',
			'paymentLinkId',
			'customerId',
			'customeField',
			'customer',
			'paymentLink',
			'productName',
			'productType',
			'productLink',
		],
		source: 'docs product/transactions',
		types: {
			createdAt: 'integer',
			amount: 'integer',
			status: 'string',
			customer: 'object',
			paymentLink: 'object',
		},
		nested: { customer: 'customer' },
		typesSource:
			'facts 2.1 product/transactions (status created/paid/expired, customer{id,email,name,mobile}, paymentLink{...}); facts 1.8 (money integer, list timestamps epoch ms)',
		descriptions: {
			productName: "The product's name",
			productType: 'The product type, e.g. generic_link or digital_product',
			productLink: "Slug of the product's public page, not a full URL",
		},
	},
};

module.exports = { endpoints, records };
