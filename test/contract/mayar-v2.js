'use strict';
/**
 * Machine-readable contract of the Mayar Headless API V2, built from
 *   - the spec: /work/shared/spec/mayar-headless-api.md ("spec: ...": V1 field tables, "Versioning" section), and
 *   - the public facts: /work/shared/spec/mayar-public-facts.md ("docs <group>/<page>" = docs.mayar.id/api-reference-v2/<group>/<page>,
 *     "CLI <file>" = mayarid/mayar-cli src/commands/<file>, "SKILL", "facts <section>").
 * The spec wins where it is explicit; the public docs fill in what it leaves "not shown" or only names.
 * Never derived from the node or the sandbox. Data only: the checker is ./index.js.
 *
 * Endpoint keys: id, method, path (the spec's form), altPaths [{path, source, body?, query?}], source, params (path
 * placeholders), query, body, response, record, and optionally oneOf / atLeastOne / undocumented / note /
 * missingMessages ({field: {message, source}}: Mayar's documented answer when that required field is missing) /
 * validationFailure ({http: 200}: a refused body comes back as HTTP 200 with statusCode 400 and messages "failed").
 *   - response 'cursorList' implies query limit (integer 1..50) and startingAfter (string): not listed.
 *   - oneOf: [[a, b], [c]]: at least one inner set must be present in full (body or query); both shapes may be sent.
 *   - atLeastOne: [..]: at least one of these body fields must be given.
 *   - undocumented: ['body'] or ['query']: the fields of that part are "not shown"; unknown fields are not flagged.
 *   - noOperation: why the node has no operation for the endpoint (conformance.test.ts: every other one is exercised).
 * Field rules: type (string, integer, number, email, url, date, boolean, object, array, any; in a query also epochMs),
 *   required (spec, or docs for endpoints the spec only names), requiredByDocs (docs only; the spec leaves it
 *   optional), values, min/max (number value, or string/array length), positive, props, items, source.
 * Records: { fields: [names], source, types?, nested?, typesSource?, descriptions? }. descriptions: { field: text }, what
 *   a field of this record means, in merchant words (test/schema/build.js: for this record's fields only). types: { field: 'string|null' } with JSON-Schema
 *   type names (string, integer, number, boolean, object, array, null) joined by '|', only for fields a source types
 *   (epoch ms is 'integer', an ISO 8601 timestamp 'string'); nested: { field: 'recordName' } for the record describing
 *   an object field or an array field's items; typesSource: where the types come from when that differs from source.
 */

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
const STATUS_ACTIONS = ['active', 'closed', 'unlisted', 'open', 'close'];
const STATUS_ACTION_SRC =
	'spec: States and transitions "V2 status action"; V2 request body changes "Product status action values"; docs product/changestatus';
const REVIEW_STATUSES = ['ACTIVE', 'ARCHIVED', 'INACTIVE'];

// ---- shared body pieces ------------------------------------------------------------------------------

const INVOICE_ITEMS_SRC =
	'spec: Payment request and invoice create and edit (items: array of {quantity, rate, description}); docs invoice/create';
/** Item members: the spec types them but marks nothing; the docs mark all three R. */
const invoiceItem = {
	type: 'object',
	source: INVOICE_ITEMS_SRC,
	props: {
		quantity: {
			type: 'integer',
			requiredByDocs: true,
			source: 'spec: items.quantity integer; docs invoice/create (quantity R)',
		},
		rate: {
			type: 'integer',
			requiredByDocs: true,
			source:
				'spec: items.rate integer price per unit, may be negative in V2 (V2 request body changes); docs invoice/create (rate R)',
		},
		description: {
			type: 'string',
			requiredByDocs: true,
			source: 'spec: items.description string; docs invoice/create (description R)',
		},
	},
};

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

const licenseBody = (src) => ({
	licenseCode: { type: 'string', required: true, source: src },
	productId: { type: 'string', required: true, source: src },
});

const CREDIT_ALT_HL = 'docs credit/* pages; CLI credit.js (base /hl/v2/credit); facts 2.16';
const CREDIT_ALT_BASE =
	'docs repo validator script domain-compliance-v2-docs.py (base api.mayar.id/credit/v2); facts 2.16';
const CREDIT_SPEC =
	'spec: Versioning "/credit/v1/* -> /credit/v2/*" applied to V1 /credit/v1/credit/... (facts 4)';
/** The three documented forms of one credit path, in the order a client should try them. */
const creditAlts = (rest) => [
	{ path: `/hl/v2/credit/${rest}`, source: CREDIT_ALT_HL },
	{ path: `/credit/v2/${rest}`, source: CREDIT_ALT_BASE },
];

const productIdBodyOrQuery = (page) => ({
	body: {
		productId: {
			type: 'string',
			source: `docs membership/${page} (productId R, in the body or as ?productId=)`,
		},
	},
	query: {
		productId: {
			type: 'string',
			source: `docs membership/${page} (productId R, in the body or as ?productId=)`,
		},
	},
	oneOf: [['productId']],
});

// ---- endpoints -------------------------------------------------------------------------------------------

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

	// ---- invoices ----
	{
		id: 'invoice.list',
		method: 'GET',
		path: '/hl/v2/invoices',
		altPaths: [],
		source:
			'spec: GET /hl/v1/invoice (query sort required); V2 path mapping "List invoices"; docs invoice/index',
		query: {
			sort: {
				type: 'string',
				required: true,
				values: ['active', 'paid', 'close', 'closed'],
				source:
					'spec: GET /hl/v1/invoice (sort required; values active, paid, close; sample closed)',
			},
			status: {
				type: 'string',
				values: ['active', 'paid', 'closed'],
				source: 'docs invoice/index (status e.g. active, paid, closed)',
			},
			search: { type: 'string', source: 'docs invoice/index' },
		},
		response: 'cursorList',
		record: 'invoiceListItem',
	},
	{
		id: 'invoice.filter',
		method: 'GET',
		path: '/hl/v2/invoices/filter',
		altPaths: [],
		source:
			'spec: GET /hl/v1/invoice/filter?email= (named); V2 path mapping "Filter invoices by email"; docs invoice/filter',
		query: {
			email: {
				type: 'email',
				required: true,
				source: 'spec: invoice/filter?email=; docs invoice/filter (email R)',
			},
			status: { type: 'string', source: 'docs invoice/filter' },
			search: { type: 'string', source: 'docs invoice/filter' },
		},
		response: 'cursorList',
		record: 'invoiceListItem',
	},
	{
		id: 'invoice.get',
		method: 'GET',
		path: '/hl/v2/invoices/{id}',
		altPaths: [],
		source: 'spec: V2 path mapping "Invoice detail" (GET /hl/v1/invoice/{id}); docs invoice/detail',
		query: {},
		response: 'record',
		record: 'invoiceDetail',
	},
	{
		id: 'invoice.create',
		method: 'POST',
		path: '/hl/v2/invoices/create',
		altPaths: [],
		source:
			'spec: Payment request and invoice create and edit (POST /hl/v1/invoice/create); V2 path mapping; V2 request body changes; docs invoice/create',
		query: {},
		body: {
			name: {
				type: 'string',
				required: true,
				source: 'spec: create/edit body (name required); docs invoice/create (R)',
			},
			email: {
				type: 'email',
				required: true,
				source: 'spec: create/edit body (email required); docs invoice/create (R)',
			},
			mobile: {
				type: 'string',
				required: true,
				source: 'spec: create/edit body (mobile required); docs invoice/create (R)',
			},
			amount: {
				type: 'integer',
				source: 'spec: create/edit body (amount; required only for payment create and edit)',
			},
			redirectUrl: {
				type: 'string',
				required: true,
				source: 'spec: create/edit body (redirectUrl required; not in docs)',
			},
			description: {
				type: 'string',
				required: true,
				source:
					'spec: create/edit body (required); V2 request body changes (description stays required)',
			},
			expiredAt: {
				type: 'date',
				required: true,
				source: 'spec: create/edit body (expiredAt required; docs optional)',
			},
			items: {
				type: 'array',
				requiredByDocs: true,
				items: invoiceItem,
				source: 'docs invoice/create (items R); spec: items not required on create',
			},
			tax: { type: 'integer', source: 'docs invoice/create' },
			paymentMethod: {
				type: 'string',
				source:
					'spec: V2 request body changes (invoice create adds paymentMethod); docs invoice/create',
			},
			cashtag: {
				type: 'string',
				source: 'spec: V2 request body changes (invoice create adds cashtag); docs invoice/create',
			},
			extraData: { type: 'object', source: 'docs invoice/create' },
		},
		response: 'record',
		record: 'invoiceCreateResult',
	},
	{
		id: 'invoice.update',
		method: 'POST',
		path: '/hl/v2/invoices/{id}/update',
		altPaths: [],
		source:
			'spec: Payment request and invoice create and edit (POST /hl/v1/invoice/edit); V2 path mapping; V2 request body changes; docs invoice/edit',
		query: {},
		body: {
			id: {
				type: 'string',
				requiredByDocs: true,
				source:
					'spec: invoice edit id not marked, V2 takes it from the path; docs invoice/edit (id R, read from the body)',
			},
			items: {
				type: 'array',
				required: true,
				items: invoiceItem,
				source: 'spec: V2 request body changes (invoice edit: items stays required)',
			},
			description: {
				type: 'string',
				source: 'spec: V2 request body changes (optional on invoice edit)',
			},
			redirectUrl: {
				type: 'string',
				source: 'spec: V2 request body changes (optional on invoice edit)',
			},
			expiredAt: {
				type: 'date',
				source: 'spec: V2 request body changes (optional on invoice edit)',
			},
			notes: {
				type: 'string',
				source: 'spec: V2 request body changes (optional on invoice edit); docs invoice/edit',
			},
			tax: {
				type: 'integer',
				source: 'spec: V2 request body changes (optional on invoice edit); docs invoice/edit',
			},
			name: {
				type: 'string',
				source:
					'spec: create/edit body (V1 table); not listed by V2 invoice edit or docs: optional',
			},
			email: {
				type: 'email',
				source:
					'spec: create/edit body (V1 table); not listed by V2 invoice edit or docs: optional',
			},
			mobile: {
				type: 'string',
				source:
					'spec: create/edit body (V1 table); not listed by V2 invoice edit or docs: optional',
			},
			amount: {
				type: 'integer',
				source: 'spec: create/edit body (V1 table; required only for payments)',
			},
			paymentMethod: { type: 'string', source: 'docs invoice/edit' },
			cashtag: { type: 'string', source: 'docs invoice/edit' },
			extraData: { type: 'object', source: 'docs invoice/edit' },
		},
		response: 'record',
		record: 'idLink',
	},

	// ---- payment requests ----
	{
		id: 'paymentRequest.list',
		method: 'GET',
		path: '/hl/v2/payments',
		altPaths: [],
		source:
			'spec: GET /hl/v1/payment (status required); V2 path mapping "List payment requests"; docs reqpayment/index',
		query: {
			status: {
				type: 'string',
				required: true,
				values: ['active', 'paid', 'closed', 'unpaid'],
				source:
					'spec: GET /hl/v1/payment (status required: active, paid, closed); docs reqpayment/index (e.g. unpaid, paid, closed)',
			},
		},
		response: 'cursorList',
		record: 'paymentRequestListItem',
	},
	{
		id: 'paymentRequest.get',
		method: 'GET',
		path: '/hl/v2/payments/{id}',
		altPaths: [],
		source:
			'spec: GET /hl/v1/payment/{id}; V2 path mapping "Payment request detail"; docs reqpayment/detail',
		query: {},
		response: 'record',
		record: 'paymentRequestDetail',
	},
	{
		id: 'paymentRequest.create',
		method: 'POST',
		path: '/hl/v2/payments/create',
		altPaths: [],
		source:
			'spec: Payment request and invoice create and edit (POST /hl/v1/payment/create); V2 path mapping; V2 request body changes; docs reqpayment/create',
		query: {},
		body: {
			amount: {
				type: 'integer',
				required: true,
				source: 'spec: V2 request body changes (amount is the only required field)',
			},
			name: {
				type: 'string',
				requiredByDocs: true,
				source: 'spec: V2 optional; docs reqpayment/create (name R)',
			},
			email: {
				type: 'email',
				source: 'spec: create/edit body; V2 request body changes (optional)',
			},
			mobile: {
				type: 'string',
				source: 'spec: create/edit body; V2 request body changes (optional)',
			},
			redirectUrl: {
				type: 'string',
				source: 'spec: create/edit body; V2 request body changes (optional)',
			},
			description: {
				type: 'string',
				source: 'spec: create/edit body; V2 request body changes (optional)',
			},
			expiredAt: {
				type: 'date',
				source: 'spec: create/edit body (ISO 8601); V2 request body changes (optional)',
			},
			notes: { type: 'string', source: 'docs reqpayment/create' },
			paymentMethod: {
				type: 'string',
				source: 'spec: V2 request body changes (paymentMethod added)',
			},
			cashtag: { type: 'string', source: 'spec: V2 request body changes (cashtag added)' },
			extraData: { type: 'object', source: 'docs reqpayment/create' },
		},
		response: 'record',
		record: 'paymentCreateResult',
	},
	{
		id: 'paymentRequest.update',
		method: 'POST',
		path: '/hl/v2/payments/{id}/update',
		altPaths: [],
		source:
			'spec: Payment request and invoice create and edit (POST /hl/v1/payment/edit); V2 path mapping; V2 request body changes; docs reqpayment/edit',
		query: {},
		body: {
			id: {
				type: 'string',
				requiredByDocs: true,
				source:
					'spec: V1 edit id required, V2 edit takes the id from the path; docs reqpayment/edit (id R, body)',
			},
			amount: {
				type: 'integer',
				required: true,
				source: 'spec: V2 request body changes (payment request edit: amount is required)',
			},
			name: { type: 'string', source: 'spec: create/edit body (V1 table); optional in V2' },
			email: { type: 'email', source: 'spec: create/edit body; docs reqpayment/edit' },
			mobile: { type: 'string', source: 'spec: create/edit body; docs reqpayment/edit' },
			redirectUrl: { type: 'string', source: 'spec: create/edit body (V1 table); optional in V2' },
			description: { type: 'string', source: 'spec: create/edit body; docs reqpayment/edit' },
			expiredAt: { type: 'date', source: 'spec: create/edit body; docs reqpayment/edit' },
			notes: { type: 'string', source: 'docs reqpayment/edit' },
			paymentMethod: { type: 'string', source: 'docs reqpayment/edit' },
			cashtag: { type: 'string', source: 'docs reqpayment/edit' },
			extraData: { type: 'object', source: 'docs reqpayment/edit' },
		},
		response: 'record',
		record: 'idLink',
	},
	{
		id: 'paymentRequest.setStatus',
		method: 'POST',
		path: '/hl/v2/payments/{id}/{action}',
		altPaths: [],
		source: 'spec: V2 path mapping "Close or reopen payment request"; docs reqpayment/changestatus',
		params: { action: { type: 'string', values: STATUS_ACTIONS, source: STATUS_ACTION_SRC } },
		query: {},
		body: {},
		response: 'statusOnly',
	},
	{
		id: 'payment.simulate',
		method: 'POST',
		path: '/hl/v2/payments/simulate',
		altPaths: [],
		source:
			'spec: V2 path mapping "Simulate payment" (sandbox only); Errors (403 on production); no public docs page (facts Gaps)',
		note: 'Body and success body not shown anywhere; production answers 403 {statusCode, messages}.',
		undocumented: ['body'],
		query: {},
		body: {},
		response: 'record',
	},

	// ---- transactions ----
	{
		id: 'transaction.list',
		method: 'GET',
		path: '/hl/v2/transactions',
		altPaths: [],
		source:
			'spec: V2 path mapping "Transactions" (GET /hl/v1/transactions); docs transaction/paidtransaction',
		query: {
			status: { type: 'string', source: 'docs transaction/paidtransaction (e.g. settled)' },
			customerId: { type: 'string', source: 'docs transaction/paidtransaction' },
			type: {
				type: 'string',
				source: 'docs transaction/paidtransaction (e.g. digital_product, event, membership)',
			},
			paymentLinkId: { type: 'string', source: 'docs transaction/paidtransaction' },
			startAt: {
				type: 'epochMs',
				source: 'docs transaction/paidtransaction (epoch-ms string); facts 1.8',
			},
			endAt: {
				type: 'epochMs',
				source: 'docs transaction/paidtransaction (epoch-ms string); facts 1.8',
			},
			fields: { type: 'string', source: 'docs transaction/paidtransaction' },
		},
		response: 'cursorList',
		record: 'paidTransaction',
	},
	{
		id: 'transaction.listUnpaid',
		method: 'GET',
		path: '/hl/v2/transactions/unpaid',
		altPaths: [],
		source:
			'spec: GET /hl/v1/transactions/unpaid; V2 path mapping "Transactions"; docs transaction/unpaidtransaction',
		query: {
			status: {
				type: 'string',
				values: ['active', 'expired'],
				source: 'docs transaction/unpaidtransaction (active or expired)',
			},
			customerId: { type: 'string', source: 'docs transaction/unpaidtransaction' },
			paymentLinkId: { type: 'string', source: 'docs transaction/unpaidtransaction' },
			startAt: { type: 'epochMs', source: 'docs transaction/unpaidtransaction; facts 1.8' },
			endAt: { type: 'epochMs', source: 'docs transaction/unpaidtransaction; facts 1.8' },
			fields: { type: 'string', source: 'docs transaction/unpaidtransaction' },
		},
		response: 'cursorList',
		record: 'unpaidTransaction',
	},
	{
		id: 'transaction.daily',
		method: 'GET',
		path: '/hl/v2/transactions/daily',
		altPaths: [],
		source: 'spec: V2 path mapping "Transactions" (/daily); docs transaction/dailytransaction',
		query: {},
		response: 'record',
		record: 'dailySummary',
		example: {
			data: { date: '2026-11-25', tpvCount: 1250000, trxCount: 7 },
			source:
				'facts 2.5 transaction/dailytransaction (the shape; the docs show no values, these are made up)',
		},
	},
	{
		id: 'transaction.get',
		method: 'GET',
		path: '/hl/v2/transactions/{id}',
		altPaths: [],
		source:
			'spec: V2 path mapping "Transactions" (GET /hl/v2/transactions/{uuid}, new); docs transaction/detail',
		query: {},
		response: 'record',
		record: 'transactionDetail',
	},

	// ---- customers ----
	{
		id: 'customer.list',
		method: 'GET',
		path: '/hl/v2/customers',
		altPaths: [],
		source: 'spec: V2 path mapping "Customers" (GET /hl/v2/customers); docs customer/getdetail',
		query: {
			paymentLinkId: { type: 'string', source: 'docs customer/getdetail' },
			startAt: { type: 'epochMs', source: 'docs customer/getdetail (ms); facts 1.8' },
			endAt: { type: 'epochMs', source: 'docs customer/getdetail (ms); facts 1.8' },
		},
		response: 'cursorList',
		record: 'customerListItem',
	},
	{
		id: 'customer.getByEmail',
		missingMessages: {
			email: {
				message: 'Email query parameter is required',
				source: 'docs customer/searchcustomerbyemail (400)',
			},
		},
		method: 'GET',
		path: '/hl/v2/customers/detail',
		altPaths: [],
		source:
			'spec: GET /hl/v1/customer/detail?email= (named); V2 path mapping "Customers"; docs customer/searchcustomerbyemail',
		query: {
			email: {
				type: 'email',
				required: true,
				source:
					'spec: customer/detail?email=; docs customer/searchcustomerbyemail (email R; 400 "Email query parameter is required")',
			},
		},
		response: 'record',
		record: 'customerDetail',
	},
	{
		id: 'customer.create',
		method: 'POST',
		path: '/hl/v2/customers/create',
		altPaths: [],
		source: 'spec: V2 path mapping "Customers" (named only); docs customer/create',
		query: {},
		body: {
			name: { type: 'string', required: true, source: 'docs customer/create (R)' },
			email: { type: 'email', required: true, source: 'docs customer/create (R)' },
			mobile: { type: 'string', required: true, source: 'docs customer/create (R)' },
		},
		response: 'record',
		record: 'customerCreateResult',
	},
	{
		id: 'customer.update',
		method: 'POST',
		path: '/hl/v2/customers/{id}/update',
		altPaths: [
			{
				path: '/hl/v2/customers/update',
				source: 'docs customer/update (body {fromEmail, toEmail}); facts 4',
				body: {
					fromEmail: { type: 'email', required: true, source: 'docs customer/update (R)' },
					toEmail: { type: 'email', required: true, source: 'docs customer/update (R)' },
				},
			},
		],
		source:
			'spec: V2 path mapping "Customers" (POST /hl/v2/customers/{uuid}/update); V2 request body changes "Customer update"',
		query: {},
		body: {
			toEmail: {
				type: 'email',
				required: true,
				source: 'spec: V2 request body changes (only the new email in toEmail)',
			},
			fromEmail: {
				type: 'email',
				source: 'spec: V2 request body changes (the V1 field fromEmail is unused)',
			},
		},
		response: 'statusOnly',
	},
	{
		id: 'customer.sendPortalLoginLink',
		method: 'POST',
		path: '/hl/v2/customers/portal-login',
		altPaths: [],
		source: 'spec: V2 path mapping "Customers" (named only); docs customer/createmagiclink',
		query: {},
		body: { email: { type: 'email', required: true, source: 'docs customer/createmagiclink (R)' } },
		response: 'record',
		record: 'sendPortalLoginLinkResult',
	},

	// ---- installments ----
	{
		id: 'installment.create',
		method: 'POST',
		path: '/hl/v2/installments/create',
		altPaths: [],
		source:
			'spec: POST /hl/v1/installment/create; V2 path mapping "Installments"; docs installment/create',
		query: {},
		body: {
			email: { type: 'email', required: true, source: 'spec: installment/create (email required)' },
			mobile: {
				type: 'string',
				required: true,
				source: 'spec: installment/create (mobile required)',
			},
			name: { type: 'string', required: true, source: 'spec: installment/create (name required)' },
			amount: {
				type: 'integer',
				required: true,
				source: 'spec: installment/create (amount integer total, required)',
			},
			installment: {
				type: 'object',
				required: true,
				source: 'spec: installment/create (installment object required)',
				props: {
					description: {
						type: 'string',
						required: true,
						source: 'spec: installment.description required',
					},
					interest: {
						type: 'number',
						required: true,
						source: 'spec: installment.interest number or integer, percent, required',
					},
					tenure: {
						type: 'number',
						required: true,
						min: 3,
						max: 24,
						source: 'spec: installment.tenure required; docs installment/create (3-24 months)',
					},
					dueDate: {
						type: 'number',
						required: true,
						min: 1,
						max: 28,
						source: 'spec: installment.dueDate required; docs installment/create (day 1-28)',
					},
				},
			},
		},
		response: 'record',
		record: 'installmentPlan',
	},
	{
		id: 'installment.get',
		method: 'GET',
		path: '/hl/v2/installments/{id}',
		altPaths: [],
		source:
			'spec: V2 path mapping "Installments" (GET /hl/v2/installments/{uuid}); docs installment/detail',
		query: {},
		response: 'record',
		record: 'installmentPlan',
	},
	{
		id: 'installment.list',
		method: 'GET',
		path: '/hl/v2/installments',
		altPaths: [],
		source:
			'spec: V2 path mapping "Installments" (GET /hl/v2/installments); docs installment/index',
		query: {
			status: { type: 'string', source: 'docs installment/index' },
			customerId: { type: 'string', source: 'docs installment/index' },
		},
		response: 'cursorList',
		record: 'installmentListItem',
	},

	// ---- coupons ----
	{
		id: 'coupon.create',
		method: 'POST',
		path: '/hl/v2/coupons/create',
		altPaths: [],
		source: 'spec: V2 path mapping "Coupons" (named only); docs discount/create',
		query: {},
		body: {
			name: {
				type: 'string',
				required: true,
				min: 5,
				source: 'docs discount/create (R, at least 5 chars)',
			},
			expiredAt: { type: 'date', source: 'docs discount/create (omit = never)' },
			discount: {
				type: 'object',
				required: true,
				source: 'docs discount/create (discount R)',
				props: {
					discountType: {
						type: 'string',
						required: true,
						values: ['monetary', 'percentage'],
						source: 'docs discount/create (R; percentage capped at 99)',
					},
					eligibleCustomerType: {
						type: 'string',
						required: true,
						values: ['all', 'new', 'old'],
						source: 'docs discount/create (R)',
					},
					minimumPurchase: { type: 'integer', source: 'docs discount/create' },
					value: {
						type: 'number',
						required: true,
						positive: true,
						source: 'docs discount/create (R, > 0)',
					},
					totalCoupons: {
						type: 'integer',
						required: true,
						positive: true,
						source: 'docs discount/create (R, > 0; onetime at most 50 per request)',
					},
				},
			},
			coupon: {
				type: 'object',
				required: true,
				source: 'docs discount/create (coupon R)',
				props: {
					code: { type: 'string', source: 'docs discount/create (optional, reusable only)' },
					type: {
						type: 'string',
						required: true,
						values: ['reusable', 'onetime'],
						source: 'docs discount/create (R)',
					},
				},
			},
			products: {
				type: 'array',
				max: 2,
				source: 'docs discount/create (max 2; empty = all products)',
				items: {
					type: 'object',
					source: 'docs discount/create',
					props: { id: { type: 'string', required: true, source: 'docs discount/create (id R)' } },
				},
			},
		},
		response: 'record',
		record: 'coupon',
	},
	{
		id: 'coupon.validate',
		method: 'POST',
		path: '/hl/v2/coupons/validate',
		altPaths: [],
		source:
			'spec: V2 path mapping "Coupons"; Errors (coupon validate 404/400); docs discount/validate',
		query: {},
		body: {
			couponCode: { type: 'string', required: true, source: 'docs discount/validate (R)' },
			paymentLinkId: { type: 'string', required: true, source: 'docs discount/validate (R)' },
			amount: { type: 'integer', source: 'docs discount/validate (default 0)' },
			customerEmail: { type: 'email', source: 'docs discount/validate' },
			membershipTierId: { type: 'string', source: 'docs discount/validate' },
			paymentLinkType: {
				type: 'string',
				source: 'docs discount/validate (e.g. membership_payment)',
			},
			tickets: { type: 'array', source: 'docs discount/validate (element shape not shown)' },
		},
		response: 'record',
		record: 'couponValidation',
	},
	{
		id: 'coupon.check',
		method: 'POST',
		path: '/hl/v2/coupons/check',
		altPaths: [],
		source: 'spec: V2 path mapping "Coupons"; docs discount/check',
		query: {},
		body: {
			couponCode: {
				type: 'string',
				required: true,
				min: 1,
				max: 50,
				source: 'docs discount/check (R, 1-50 chars)',
			},
		},
		response: 'record',
		record: 'couponUsage',
	},
	{
		id: 'coupon.get',
		method: 'GET',
		path: '/hl/v2/coupons/{id}',
		altPaths: [],
		source: 'spec: V2 path mapping "Coupons" (GET /hl/v2/coupons/{uuid}); docs discount/detail',
		query: {},
		response: 'record',
		record: 'coupon',
	},
	{
		id: 'coupon.list',
		method: 'GET',
		path: '/hl/v2/coupons',
		altPaths: [],
		source:
			'spec: V2 path mapping "Coupons" (GET /hl/v2/coupons, new); V2 pagination; no docs page (facts 2.10, Gaps)',
		note: 'Row fields not shown by any source.',
		query: {},
		response: 'cursorList',
	},

	// ---- balance, QR codes, payment channels ----
	{
		id: 'balance.get',
		method: 'GET',
		path: '/hl/v2/balances',
		altPaths: [],
		source: 'spec: V2 path mapping "Balance"; docs balance/accountbalance',
		query: {},
		response: 'record',
		record: 'balance',
	},
	{
		id: 'qrCode.create',
		method: 'POST',
		path: '/hl/v2/qr-codes/create',
		altPaths: [],
		source:
			'spec: V2 path mapping "QR codes"; V2 response changes (qrString, message success); docs qrcode/createdynamicqrcode',
		query: {},
		body: {
			amount: {
				type: 'integer',
				required: true,
				source: 'docs qrcode/createdynamicqrcode (amount int R, IDR)',
			},
		},
		response: 'record',
		record: 'qrCode',
	},
	{
		id: 'qrCode.getStatic',
		method: 'GET',
		path: '/hl/v2/qr-codes/static',
		altPaths: [],
		source:
			'spec: V2 path mapping "QR codes" (GET /hl/v2/qr-codes/static); docs qrcode/getstaticqrcode',
		query: {},
		response: 'record',
		record: 'qrStatic',
	},
	{
		id: 'paymentChannel.list',
		method: 'GET',
		path: '/hl/v2/payment-channels',
		altPaths: [],
		source:
			'spec: V2 path mapping "Payment channels"; docs qrcode/paymentchannels (one settings object with config[])',
		query: {},
		response: 'record',
		record: 'paymentChannels',
	},

	// ---- webhooks ----
	{
		id: 'webhook.update',
		missingMessages: {
			urlHook: {
				message: 'urlHook is required',
				source: 'docs webhook/registerurlhook (400 "urlHook is required")',
			},
		},
		method: 'POST',
		path: '/hl/v2/webhooks/update',
		altPaths: [],
		source: 'spec: Events (register: POST /hl/v2/webhooks/update); docs webhook/registerurlhook',
		query: {},
		body: {
			urlHook: {
				type: 'url',
				required: true,
				source: 'docs webhook/registerurlhook (R, valid URL: 400 "urlHook is not a valid URL")',
			},
			webhookConfig: {
				type: 'object',
				source: 'docs webhook/registerurlhook (optional; fields undocumented)',
			},
		},
		response: 'statusOnly',
	},
	{
		id: 'webhook.test',
		missingMessages: {
			urlHook: {
				message: 'Url tidak ditemukan. Silahkan masukkan url webhook anda.',
				source: 'docs webhook/testurlhook (400)',
			},
		},
		method: 'POST',
		path: '/hl/v2/webhooks/test',
		altPaths: [],
		source: 'spec: Events (test: POST /hl/v2/webhooks/test); docs webhook/testurlhook',
		query: {},
		body: {
			urlHook: {
				type: 'url',
				required: true,
				source: 'docs webhook/testurlhook (R; 400 "Url tidak valid")',
			},
		},
		response: 'statusOnly',
	},
	{
		id: 'webhook.history',
		method: 'GET',
		path: '/hl/v2/webhooks/history',
		altPaths: [],
		source: 'spec: Events (history: GET /hl/v2/webhooks/history); docs webhook/history',
		query: {
			status: { type: 'string', source: 'docs webhook/history (e.g. SUCCESS)' },
			type: { type: 'string', source: 'docs webhook/history (event name)' },
			urlDestination: { type: 'string', source: 'docs webhook/history' },
			startAt: { type: 'string', source: 'docs webhook/history (format not shown)' },
			endAt: { type: 'string', source: 'docs webhook/history (format not shown)' },
		},
		response: 'cursorList',
		record: 'webhookHistory',
	},
	{
		id: 'webhook.newHistory',
		method: 'GET',
		path: '/hl/v2/webhooks/new-history',
		altPaths: [],
		source: 'spec: Events (history: GET /hl/v2/webhooks/new-history); docs webhook/newhistory',
		query: {},
		response: 'cursorList',
		record: 'webhookNewHistory',
	},
	{
		id: 'webhook.retry',
		method: 'POST',
		path: '/hl/v2/webhooks/retry',
		altPaths: [],
		source:
			'spec: Events (retry: POST /hl/v2/webhooks/retry; V2 body {paymentLinkId, type, payload, paymentLinkTransactionId}); docs webhook/retryhistory and CLI webhook.js ({webhookHistoryId})',
		query: {},
		body: {
			paymentLinkId: { type: 'string', source: 'spec: Events "Retry body" (V2)' },
			type: { type: 'string', source: 'spec: Events "Retry body" (V2)' },
			payload: {
				type: 'any',
				source:
					'spec: Events "Retry body" (V2; type not shown; history rows carry it as a JSON string)',
			},
			paymentLinkTransactionId: { type: 'string', source: 'spec: Events "Retry body" (V2)' },
			webhookHistoryId: {
				type: 'string',
				source: 'spec: Events "Retry body" (V1); docs webhook/retryhistory (R); CLI webhook.js',
			},
		},
		oneOf: [['paymentLinkId', 'type', 'payload', 'paymentLinkTransactionId'], ['webhookHistoryId']],
		response: 'statusOnly',
	},

	// ---- memberships ----
	{
		id: 'membership.tiersByProduct',
		noOperation: 'the node lists tiers with GET /memberships/tiers?productId=',
		method: 'GET',
		path: '/hl/v2/memberships/{productId}/tiers',
		altPaths: [],
		source:
			'spec: V2 path mapping "Memberships" (GET /hl/v1/membership/{productId} -> /hl/v2/memberships/{productId}/tiers); rows as docs membership/tiers',
		query: {},
		response: 'cursorList',
		record: 'membershipTier',
	},
	{
		id: 'membership.memberByProduct',
		noOperation: 'the node reads a member with ?productId=',
		method: 'GET',
		path: '/hl/v2/memberships/{productId}/members',
		altPaths: [],
		source:
			'spec: V2 path mapping "Memberships" (membership-member-detail/{productId}?memberId= -> /hl/v2/memberships/{productId}/members?memberId=); V2 response changes "Membership member by id"',
		query: {
			memberId: {
				type: 'string',
				source: 'spec: V2 path mapping "Memberships" (?memberId=; not marked required)',
			},
		},
		response: 'record',
		record: 'membershipMemberDetail',
	},
	{
		id: 'membership.tiers',
		method: 'GET',
		path: '/hl/v2/memberships/tiers',
		altPaths: [],
		source:
			'spec: V2 path mapping "Memberships" (new: GET /hl/v2/memberships/tiers?productId=); docs membership/tiers',
		query: {
			productId: {
				type: 'string',
				required: true,
				source: 'docs membership/tiers (R; 400 "Invalid query parameters")',
			},
		},
		response: 'cursorList',
		record: 'membershipTier',
	},
	{
		id: 'membership.members',
		method: 'GET',
		path: '/hl/v2/memberships/members',
		altPaths: [],
		source:
			'spec: V2 path mapping "Memberships" (new: GET /hl/v2/memberships/members?productId=); docs membership/members',
		query: {
			productId: { type: 'string', required: true, source: 'docs membership/members (R)' },
			searchTerm: { type: 'string', source: 'docs membership/members' },
			startDate: { type: 'string', source: 'docs membership/members (format not shown)' },
			endDate: { type: 'string', source: 'docs membership/members (format not shown)' },
			isChurnedMember: {
				type: 'boolean',
				source: 'docs membership/members (bool; adds totalMember)',
			},
		},
		response: 'cursorList',
		record: 'membershipMember',
	},
	{
		id: 'membership.getMember',
		method: 'GET',
		path: '/hl/v2/memberships/members/{memberId}',
		altPaths: [],
		source:
			'spec: V2 path mapping "Memberships" (new: GET /hl/v2/memberships/members/{memberId}?productId=); V2 response changes; docs membership/memberdetail',
		query: {
			productId: { type: 'string', required: true, source: 'docs membership/memberdetail (R)' },
		},
		response: 'record',
		record: 'membershipMemberDetail',
	},
	{
		id: 'membership.registerMember',
		method: 'POST',
		path: '/hl/v2/memberships/members/create',
		altPaths: [],
		source:
			'spec: V2 path mapping "Memberships" (POST /hl/v2/memberships/members/*); docs membership/register',
		query: {},
		body: {
			productId: { type: 'string', required: true, source: 'docs membership/register (R)' },
			membershipTierId: { type: 'string', required: true, source: 'docs membership/register (R)' },
			customerInfo: {
				type: 'object',
				required: true,
				source: 'docs membership/register (R)',
				props: {
					name: { type: 'string', required: true, source: 'docs membership/register (R)' },
					email: { type: 'email', required: true, source: 'docs membership/register (R)' },
					mobile: { type: 'string', required: true, source: 'docs membership/register (R)' },
				},
			},
			membershipMonthlyPeriod: {
				type: 'integer',
				required: true,
				source: 'docs membership/register (int R)',
			},
		},
		response: 'record',
		record: 'membershipCustomerResult',
	},
	{
		id: 'membership.updateMember',
		method: 'POST',
		path: '/hl/v2/memberships/members/{memberId}/update',
		altPaths: [],
		source:
			'spec: V2 path mapping "Memberships" (POST /hl/v2/memberships/members/*); docs membership/update',
		query: {},
		body: {
			productId: { type: 'string', required: true, source: 'docs membership/update (R)' },
			membershipTierId: { type: 'string', source: 'docs membership/update' },
			membershipMonthlyPeriod: { type: 'integer', source: 'docs membership/update' },
			status: {
				type: 'string',
				source: 'docs membership/update (e.g. active, stopped, inactive, finished)',
			},
			nextPayment: {
				type: 'date',
				source: 'docs membership/update (UTC ISO string, not epoch ms)',
			},
			expiredAt: { type: 'date', source: 'docs membership/update (UTC ISO string, not epoch ms)' },
		},
		response: 'record',
		record: 'membershipCustomerResult',
	},
	{
		id: 'membership.createMemberInvoice',
		method: 'POST',
		path: '/hl/v2/memberships/members/{memberId}/invoice/create',
		altPaths: [],
		source:
			'spec: V2 path mapping "Memberships" (POST /hl/v2/memberships/members/*); docs membership/createinvoice',
		...productIdBodyOrQuery('createinvoice'),
		response: 'record',
		record: 'membershipInvoice',
	},
	{
		id: 'membership.cancelMember',
		method: 'POST',
		path: '/hl/v2/memberships/members/{memberId}/cancel',
		altPaths: [],
		source:
			'spec: V2 path mapping "Memberships" (POST /hl/v2/memberships/members/*); docs membership/cancel',
		...productIdBodyOrQuery('cancel'),
		response: 'record',
		record: 'membershipCustomerResult',
	},

	// ---- reviews ----
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

	// ---- bundling ----
	{
		id: 'bundling.list',
		method: 'GET',
		path: '/hl/v2/bundling',
		altPaths: [],
		source: 'spec: V2 path mapping "Bundling" (GET /hl/v2/bundling); docs bundling/index',
		query: {},
		response: 'cursorList',
		record: 'bundlingListItem',
	},
	{
		id: 'bundling.get',
		method: 'GET',
		path: '/hl/v2/bundling/{id}',
		altPaths: [],
		source: 'spec: V2 path mapping "Bundling" (GET /hl/v2/bundling/{uuid}); docs bundling/detail',
		query: {},
		response: 'record',
		record: 'bundlingDetail',
	},

	// ---- licences ----
	{
		id: 'license.verify',
		method: 'POST',
		path: '/hl/v2/software/verify',
		altPaths: [{ path: '/software/v2/license/verify', source: 'docs software/verify' }],
		source:
			'spec: POST /software/v1/license/verify (body, response); Versioning (/hl/v1/licensecode/verify -> /hl/v2/software/verify); docs software/verify',
		query: {},
		body: licenseBody(
			'spec: POST /software/v1/license/verify (required); docs software/verify (R)',
		),
		response: 'verify',
		record: 'license',
	},
	{
		id: 'saasLicense.verify',
		method: 'POST',
		path: '/saas/v2/license/verify',
		altPaths: [],
		source: 'spec: Versioning (/saas/v1/license/* -> /saas/v2/license/*); docs saas/verify',
		note: 'Response also carries memberStatus beside isLicenseActive (docs saas/verify).',
		query: {},
		body: licenseBody('docs saas/verify (R, same body as software verify)'),
		response: 'verify',
		record: 'saasLicense',
	},
	{
		id: 'saasLicense.activate',
		method: 'POST',
		path: '/saas/v2/license/activate',
		altPaths: [],
		source: 'spec: Versioning (/saas/v2/license/*); Errors (message singular); docs saas/activate',
		query: {},
		body: licenseBody('docs saas/activate (R, 400 when missing)'),
		response: 'statusOnly',
	},
	{
		id: 'saasLicense.deactivate',
		method: 'POST',
		path: '/saas/v2/license/deactivate',
		altPaths: [],
		source:
			'spec: Versioning (/saas/v2/license/*); Errors (message singular); CLI saas.js; V1 docs saas/deactivate',
		query: {},
		body: licenseBody('CLI saas.js; V1 docs saas/deactivate (same body as activate)'),
		response: 'statusOnly',
	},

	// ---- credit ----
	{
		id: 'credit.balance',
		method: 'GET',
		path: '/credit/v2/credit/customer/balance',
		altPaths: creditAlts('customer/balance'),
		source: `${CREDIT_SPEC}; docs credit/balance`,
		query: {
			customerId: {
				type: 'string',
				required: true,
				source: 'docs credit/balance (customerId, productId; optional membershipTierId)',
			},
			productId: { type: 'string', required: true, source: 'docs credit/balance' },
			membershipTierId: { type: 'string', source: 'docs credit/balance (optional)' },
		},
		response: 'record',
		record: 'creditBalance',
	},
	{
		id: 'credit.add',
		method: 'POST',
		path: '/credit/v2/credit/customer/add-credit',
		altPaths: creditAlts('customer/add-credit'),
		source: `${CREDIT_SPEC}; docs credit/add-credit`,
		query: {},
		body: {
			customerId: { type: 'string', required: true, source: 'docs credit/add-credit (R)' },
			productId: { type: 'string', required: true, source: 'docs credit/add-credit (R)' },
			amount: { type: 'integer', required: true, source: 'docs credit/add-credit (R)' },
			membershipTierId: { type: 'string', source: 'docs credit/add-credit (optional)' },
		},
		response: 'record',
		record: 'creditNewBalance',
	},
	{
		id: 'credit.spend',
		method: 'POST',
		path: '/credit/v2/credit/customer/spend',
		altPaths: creditAlts('customer/spend'),
		source: `${CREDIT_SPEC}; docs credit/spend`,
		query: {},
		body: {
			customerId: { type: 'string', required: true, source: 'docs credit/spend (R)' },
			productId: { type: 'string', required: true, source: 'docs credit/spend (R)' },
			amount: { type: 'integer', required: true, source: 'docs credit/spend (int R, <= balance)' },
			membershipTierId: { type: 'string', source: 'docs credit/spend (multi-tier membership)' },
		},
		response: 'record',
		record: 'creditNewBalance',
	},
	{
		id: 'credit.history',
		method: 'GET',
		path: '/credit/v2/credit/customer/paginate-credit-history/{customerId}',
		altPaths: creditAlts('customer/paginate-credit-history/{customerId}'),
		source: `${CREDIT_SPEC}; CLI credit.js (facts 2.16)`,
		query: {
			productId: { type: 'string', source: 'CLI credit.js' },
			page: { type: 'integer', min: 1, source: 'CLI credit.js (page; facts 1.7)' },
			limit: { type: 'integer', min: 1, source: 'CLI credit.js (limit; facts 1.7)' },
		},
		response: 'pageList',
		// No record: the rows' fields were never seen (facts 2.16), so nothing is cut from them.
	},
	{
		id: 'credit.registerUsageCustomer',
		noOperation: 'its body was never seen (facts 2.16): nothing to build an operation on',
		method: 'POST',
		path: '/credit/v2/credit/credit-usage/customer/regist',
		altPaths: creditAlts('credit-usage/customer/regist'),
		source: `${CREDIT_SPEC}; CLI credit.js (body not seen; facts 2.16)`,
		undocumented: ['body'],
		query: {},
		body: {},
		response: 'record',
	},
	{
		id: 'credit.registerMembershipCustomer',
		noOperation: 'its body was never seen (facts 2.16): nothing to build an operation on',
		method: 'POST',
		path: '/credit/v2/credit/membership/customer/regist',
		altPaths: creditAlts('membership/customer/regist'),
		source: `${CREDIT_SPEC}; CLI credit.js (body not seen; facts 2.16)`,
		undocumented: ['body'],
		query: {},
		body: {},
		response: 'record',
	},
	{
		id: 'credit.generateCheckout',
		method: 'POST',
		path: '/credit/v2/credit/generate/immutable/checkout',
		altPaths: creditAlts('generate/immutable/checkout'),
		source: `${CREDIT_SPEC}; docs credit/generate-immutable-checkout (message singular)`,
		query: {},
		body: {
			productId: {
				type: 'string',
				required: true,
				source: 'docs credit/generate-immutable-checkout (R)',
			},
			customerInfo: {
				type: 'object',
				source: 'docs credit/generate-immutable-checkout',
				props: {
					name: { type: 'string', source: 'docs credit/generate-immutable-checkout' },
					email: { type: 'email', source: 'docs credit/generate-immutable-checkout' },
					mobile: { type: 'string', source: 'docs credit/generate-immutable-checkout' },
				},
			},
			creditAmount: {
				type: 'integer',
				source: 'docs credit/generate-immutable-checkout (optional)',
			},
		},
		response: 'record',
		record: 'creditCheckout',
	},
];

// ---- records ---------------------------------------------------------------------------------------------

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

/** spec: Payment request (list item) table. */
const PAYMENT_REQUEST_LIST_TYPES = {
	id: 'string',
	amount: 'integer|null',
	category: 'string|null',
	createdAt: 'integer',
	description: 'string',
	link: 'string',
	type: 'string',
	status: 'string',
	name: 'string',
	limit: 'number|null',
	redirectUrl: 'string|null',
	installmentId: 'string|null',
	event: 'object|null',
	order: 'object|null',
	coverImageId: 'string|null',
	multipleImageId: 'string|null',
	coverImage: 'object|null',
	multipleImage: 'array',
};

/** spec: Customer object (id, email, name, mobile: strings). */
const CUSTOMER_TYPES = { id: 'string', email: 'string', name: 'string', mobile: 'string' };

/** spec: License table. */
const LICENSE_TYPES = {
	licenseCode: 'string',
	status: 'string',
	expiredAt: 'string',
	transactionId: 'string',
	productId: 'string',
	customerId: 'string',
	customerName: 'string',
	customerEmail: 'string',
	activationLimit: 'string',
	useCount: 'number',
	createdAt: 'string',
	updatedAt: 'string',
};

const IMAGE_NESTED = { coverImage: 'image', multipleImage: 'image' };

/** A copy of `types` without the named fields. */
const without = (types, ...names) =>
	Object.fromEntries(Object.entries(types).filter(([name]) => !names.includes(name)));

/** What a product's name, type and description mean (in the product records only: other records have their own). */
const PRODUCT_DESCRIPTIONS = {
	name: "The product's name",
	type: 'The product type, e.g. generic_link, digital_product or event',
	description: "The product's description (HTML)",
};

const records = {
	/** A webhook delivery's body (not an endpoint's answer): what the Mayar Trigger receives. */
	webhookDelivery: {
		fields: ['event', 'data'],
		source: 'facts 3.3 (envelope {event, data}; real payloads use a top-level event string)',
		types: { event: 'string', data: 'object' },
		nested: { data: 'webhookPayloadData' },
		descriptions: {
			data: "The event's data: the webhook payload's data, or the Mayar list row (polling trigger)",
		},
	},
	webhookPayloadData: {
		fields: [
			'id',
			'status',
			'createdAt',
			'updatedAt',
			'merchantId',
			'merchantEmail',
			'merchantName',
			'customerName',
			'customerEmail',
			'customerMobile',
			'amount',
			'isAdminFeeBorneByCustomer',
			'isChannelFeeBorneByCustomer',
			'productId',
			'productName',
			'productType',
			'pixelFbp',
			'pixelFbc',
			'addOn',
			'custom_field',
			'transactionId',
			'transactionStatus',
			'qty',
			'couponUsed',
			'paymentMethod',
			'customerId',
			'paymentLinkAmount',
			'paymentUrl',
			'memberId',
		],
		source:
			'facts 3.3 (docs integration/webhook "Parameter Description"; fields seen in real payloads of webhook/history and newhistory); each event sends some of them',
		types: {
			id: 'string',
			// The docs type status Boolean; every real payload carries a string (SUCCESS, INACTIVE).
			status: 'string|boolean',
			// ISO strings in the 2025/2026 examples, epoch ms in the 2023 ones.
			createdAt: 'string|integer',
			updatedAt: 'string|integer',
			merchantId: 'string',
			merchantEmail: 'string',
			merchantName: 'string',
			customerName: 'string',
			customerEmail: 'string',
			customerMobile: 'string',
			amount: 'integer',
			isAdminFeeBorneByCustomer: 'boolean|null',
			isChannelFeeBorneByCustomer: 'boolean|null',
			productId: 'string',
			productName: 'string',
			productType: 'string',
			pixelFbp: 'string|null',
			pixelFbc: 'string|null',
			addOn: 'array',
			custom_field: 'array',
			transactionId: 'string',
			transactionStatus: 'string',
			paymentMethod: 'string|null',
			paymentUrl: 'string',
			memberId: 'string',
		},
		descriptions: {
			id: 'ID sent by Mayar (called the webhook ID); in real payloads it equals transactionId',
			transactionId: 'The transaction ID (payment events): use it with Transaction > Get',
			status: 'Status sent by Mayar, e.g. SUCCESS for payments, INACTIVE for membership events',
			transactionStatus:
				"payment.received: paid once confirmed (Transaction > Get said paid, or a polled paid row), unconfirmed with Confirm with Mayar off; Mayar's own word is in data.mayarOriginal.transactionStatus (production sends created for paid payments). payment.reminder: created, as Mayar sent it",
			createdAt:
				"When the record was created; on payment.received always an ISO 8601 UTC string (Mayar's value, epoch ms or ISO, in data.mayarOriginal.createdAt)",
			updatedAt:
				"When the record was last updated; on payment.received an ISO 8601 UTC string (Mayar's value in data.mayarOriginal.updatedAt)",
			merchantId: "The merchant's ID",
			merchantName: "The merchant's store name",
			merchantEmail: "The merchant's email address",
			customerId: "The customer's ID",
			customerName: "The customer's name",
			customerEmail: "The customer's email address: use it to send the receipt or access",
			customerMobile: "The customer's mobile number",
			amount: 'Amount of the transaction, in rupiah (IDR), an integer',
			isAdminFeeBorneByCustomer: 'Whether the customer pays the admin fee, or null',
			isChannelFeeBorneByCustomer: 'Whether the customer pays the payment channel fee, or null',
			productId: 'ID of the product bought',
			productName: 'Name of the product bought',
			productType: 'Type of the product bought, e.g. ebook',
			pixelFbp: 'Facebook pixel fbp ID captured at checkout, or null',
			pixelFbc: 'Facebook pixel fbc ID captured at checkout, or null',
			qty: 'Quantity bought',
			couponUsed: 'The coupon used, or null',
			paymentMethod:
				"Payment method as Mayar sent it: QRIS in production deliveries and polled rows, qris in the docs' example, or null",
			paymentUrl: 'Where the customer can still pay (payment.reminder): put it in your reminder',
			memberId: "The member's public code (membership events)",
			paymentLinkAmount:
				'Returned by Mayar; its meaning is not documented (seen in newer payment reminders)',
			addOn: 'Add-ons the customer chose; present only when there are some',
			custom_field:
				"The customer's answers to the product's custom form; present only when it has one",
		},
	},
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
	image: {
		fields: ['id', 'fileType', 'url', 'createdAt', 'updatedAt'],
		source: 'spec: Image object (createdAt, updatedAt on multipleImage entries only)',
		types: {
			id: 'string',
			fileType: 'string',
			url: 'string',
			createdAt: 'integer',
			updatedAt: 'integer',
		},
	},
	customer: {
		fields: ['id', 'email', 'name', 'mobile'],
		source: 'spec: Customer object; docs invoice/index customer{id, email, mobile, name}',
		types: { ...CUSTOMER_TYPES },
		typesSource: 'spec: Customer object',
	},
	idLink: {
		fields: ['id', 'link'],
		source:
			'spec: product create/edit and invoice/payment edit responses data {id, link}; docs (all create endpoints return {id, link})',
		types: { id: 'string', link: 'string' },
		typesSource: 'spec: digital product create response data {id: string, link: string public URL}',
	},
	invoiceListItem: {
		fields: [
			'id',
			'amount',
			'category',
			'createdAt',
			'description',
			'link',
			'type',
			'status',
			'name',
			'redirectUrl',
			'customerId',
			'transactions',
			'customer',
		],
		source: 'spec: Invoice (list item); docs invoice/index',
		types: {
			id: 'string',
			amount: 'integer',
			category: 'string|null',
			createdAt: 'integer',
			description: 'string',
			link: 'string',
			type: 'string',
			status: 'string',
			name: 'string',
			redirectUrl: 'string|null',
			customerId: 'string',
			transactions: 'array',
			customer: 'object',
		},
		nested: { transactions: 'invoiceTransaction', customer: 'customer' },
		typesSource: 'spec: Invoice (list item) table',
		descriptions: {
			amount: 'The invoice total, in rupiah (IDR), an integer',
			description: "The invoice's description",
			id: 'The invoice ID: use it to read, edit or close the invoice',
			link: 'Slug of the invoice page, not a full URL',
			name: "The customer's name given when the invoice was created",
			status: "The invoice's status: active (payable), paid or closed",
			transactions: "The invoice's transactions: ID, status and extra data",
			type: 'Record type: invoice',
		},
	},
	invoiceDetail: {
		fields: [
			'id',
			'amount',
			'status',
			'userId',
			'link',
			'expiredAt',
			'transactions',
			'customerId',
			'customer',
			'transactionId',
			'paymentUrl',
			'paymentLinkId',
		],
		source: 'docs invoice/detail (the spec does not show the detail)',
		types: {
			amount: 'integer',
			status: 'string',
			expiredAt: 'integer',
			transactions: 'array',
			customer: 'object',
		},
		nested: { transactions: 'invoiceTransaction', customer: 'customer' },
		typesSource:
			'facts 2.3 invoice/detail (status paid/unpaid/closed, expiredAt:ms, transactions[{id,extraData}], customer{...}); facts 1.8 (money integer)',
	},
	invoiceTransaction: {
		fields: ['id', 'status', 'extraData'],
		source:
			'spec: Invoice (list item) transactions (array of {id: string uuid, status: string, values seen created and paid}); docs invoice/index, invoice/detail (+extraData)',
		types: { id: 'string', status: 'string' },
	},
	invoiceCreateResult: {
		fields: [
			'id',
			'transactionId',
			'transaction_id',
			'link',
			'expiredAt',
			'extraData',
			'paymentDetail',
		],
		source:
			'spec: create response {id, transactionId, transaction_id, link}; docs invoice/create (+expiredAt, extraData); SKILL checkout-native (paymentDetail when paymentMethod is pinned)',
		types: { link: 'string', expiredAt: 'integer' },
		typesSource:
			'spec: create response (link is a public URL); facts 2.3 invoice/create (expiredAt:ms)',
	},
	paymentRequestListItem: {
		fields: [
			'id',
			'amount',
			'category',
			'createdAt',
			'description',
			'link',
			'type',
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
			'transactions',
		],
		source:
			'spec: Payment request (list item); docs reqpayment/index (+transactions[{id, extraData}], which the spec says is absent)',
		types: { ...PAYMENT_REQUEST_LIST_TYPES, transactions: 'array' },
		nested: { ...IMAGE_NESTED },
		typesSource:
			'spec: Payment request (list item) table; facts 2.4 reqpayment/index (transactions[{id,extraData}])',
		descriptions: {
			transactions: 'Transactions of this record, one entry each',
		},
	},
	paymentRequestDetail: {
		fields: [
			'id',
			'link',
			'name',
			'category',
			'limit',
			'type',
			'userId',
			'event',
			'order',
			'qty',
			'amount',
			'status',
			'description',
			'coverImageId',
			'multipleImageId',
			'coverImage',
			'multipleImage',
			'createdAt',
			'subType',
			'redirectUrl',
			'installmentId',
			'variant',
			'variants',
			'membershipTier',
			'linkUrl',
			'linkPayment',
			'transactions',
		],
		source:
			'spec: Payment request (detail); docs reqpayment/detail (product-detail shape: userId, qty, membershipTier, linkUrl, linkPayment, ...: union with productDetail)',
		types: {
			id: 'string',
			link: 'string',
			name: 'string',
			category: 'string|null',
			limit: 'number|null',
			type: 'string',
			userId: 'string',
			event: 'object|null',
			order: 'object|null',
			qty: 'string|null',
			amount: 'integer',
			status: 'string',
			description: 'string',
			coverImageId: 'string|null',
			multipleImageId: 'string|null',
			coverImage: 'object|null',
			multipleImage: 'array',
			createdAt: 'integer',
			subType: 'string|null',
			redirectUrl: 'string|null',
			installmentId: 'string|null',
			membershipTier: 'array',
			linkUrl: 'string',
			linkPayment: 'string',
			transactions: 'array',
		},
		nested: { ...IMAGE_NESTED },
		typesSource:
			'spec: Payment request (detail) table; the other fields from the product-detail shape (facts 2.4) as typed by spec: Product (list item) and facts 2.1 (createdAt:ms, membershipTier:array, transactions[])',
	},
	paymentCreateResult: {
		fields: ['id', 'transactionId', 'transaction_id', 'link'],
		source:
			'spec: Payment request and invoice create and edit (create response); docs reqpayment/create ({id, transactionId, link})',
		types: { link: 'string' },
		typesSource: 'spec: Payment request and invoice create and edit (create: link is a public URL)',
		descriptions: {
			transaction_id: 'The same value as transactionId (Mayar returns both)',
		},
	},
	unpaidTransaction: {
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
			'paymentUrl',
		],
		source: 'spec: Unpaid transaction (list item); docs transaction/unpaidtransaction',
		types: {
			id: 'string',
			createdAt: 'integer',
			type: 'string',
			amount: 'integer',
			status: 'string',
			urlParamTrackingData: 'string|null',
			paymentLinkId: 'string',
			customerId: 'string',
			customeField: 'object|null',
			customer: 'object',
			paymentLink: 'object',
			paymentUrl: 'string',
		},
		nested: { customer: 'customer', paymentLink: 'transactionPaymentLink' },
		typesSource: 'spec: Unpaid transaction (list item) table',
		descriptions: {
			paymentUrl: 'Where the customer pays this transaction: share it to collect the payment',
		},
	},
	transactionPaymentLink: {
		fields: [
			'id',
			'category',
			'createdAt',
			'description',
			'link',
			'name',
			'redirectUrl',
			'userId',
			'coverImageId',
			'multipleImageId',
			'coverImage',
			'multipleImage',
		],
		source:
			'spec: Unpaid transaction (list item) paymentLink (object: id, category (string or null), createdAt (epoch ms), description, link (slug), name, redirectUrl (string or null), userId (uuid), coverImageId, multipleImageId, coverImage (object or null), multipleImage (object or null))',
		types: {
			category: 'string|null',
			createdAt: 'integer',
			link: 'string',
			redirectUrl: 'string|null',
			userId: 'string',
			coverImage: 'object|null',
			// The spec's Unpaid transaction table says "object or null" here, while every other table of the spec
			// (Product, Payment request) has multipleImage as an array of Image objects: either is accepted.
			multipleImage: 'object|array|null',
		},
		typesSource:
			'spec: Unpaid transaction (list item) paymentLink; multipleImage also array: spec Product (list item) and Payment request tables (array of Image objects)',
		nested: { ...IMAGE_NESTED },
	},
	paidTransaction: {
		fields: [
			'id',
			'credit',
			'status',
			'balanceHistoryType',
			'paymentMethod',
			'customerId',
			'createdAt',
			'paymentLinkTransactionId',
			'fee',
			'paymentLinkId',
			'subscriptionId',
			'xenditTransactionId',
			'subscription',
			'paymentLinkTransaction',
			'customeField',
			'customer',
			'paymentLink',
			'xenditTransaction',
			'transactionId',
			'amount',
		],
		source:
			'docs transaction/paidtransaction; spec: V2 response changes (paid transactions gain transactionId and amount)',
		types: {
			credit: 'integer',
			status: 'string',
			paymentMethod: 'string|null',
			createdAt: 'integer',
			fee: 'array',
			paymentLinkTransaction: 'object',
			customer: 'object',
			paymentLink: 'object',
			amount: 'integer',
		},
		nested: { customer: 'customer' },
		typesSource:
			'facts 2.5 transaction/paidtransaction (credit:int, status settled, paymentMethod QRIS/Gratis, fee[], paymentLinkTransaction{}, customer{id,name,email,mobile}, paymentLink{id,name}); facts 3.3 (a paid transaction\'s paymentMethod "e.g. qris or null"); facts 1.8 (list timestamps epoch ms); spec: V2 response changes (amount is an alias of credit)',
	},
	transactionDetail: {
		fields: [
			'id',
			'extraData',
			'amount',
			'createdAt',
			'updatedAt',
			'status',
			'expirationDate',
			'invoiceCode',
			'isCrossSell',
			'orderVariant',
			'paymentMethod',
			'paymentLink',
			'customer',
		],
		source: 'docs transaction/detail (field list seen was truncated)',
		types: {
			amount: 'integer',
			createdAt: 'integer',
			updatedAt: 'integer',
			status: 'string',
			expirationDate: 'integer',
			isCrossSell: 'boolean',
			paymentMethod: 'string|null',
			paymentLink: 'object',
			customer: 'object',
		},
		typesSource:
			'facts 2.5 transaction/detail (createdAt, updatedAt, expirationDate :ms; isCrossSell bool; status, paymentMethod values; paymentLink{}, customer{}); facts 3.3 (a transaction\'s paymentMethod "e.g. qris or null"); facts 1.8 (money integer)',
	},
	dailySummary: {
		fields: ['date', 'tpvCount', 'trxCount'],
		source: 'docs transaction/dailytransaction',
		types: { date: 'string' },
		typesSource: 'facts 2.5 transaction/dailytransaction (date "YYYY-MM-DD")',
		descriptions: {
			date: 'The day summarised, YYYY-MM-DD',
			tpvCount: 'Total payment value (TPV) of the day, in rupiah (IDR)',
			trxCount: 'Number of transactions of the day',
		},
	},
	customerListItem: {
		fields: ['id', 'createdAt', 'email', 'mobile', 'name', 'status', 'updatedAt', 'userId'],
		source: 'docs customer/getdetail; spec: Customer object (id, email, name, mobile)',
		types: { ...CUSTOMER_TYPES, createdAt: 'integer', updatedAt: 'integer' },
		typesSource: 'spec: Customer object; facts 1.8 (list timestamps epoch ms)',
	},
	customerDetail: {
		fields: ['id', 'createdAt', 'email', 'mobile', 'name', 'status', 'updatedAt', 'userId', 'user'],
		source:
			'docs customer/searchcustomerbyemail (customer object plus user{id, name, urlHook, email, paymeLink, isSelfDomain, accountId, account})',
		types: { ...CUSTOMER_TYPES, createdAt: 'integer', updatedAt: 'integer', user: 'object' },
		typesSource:
			'spec: Customer object; facts 1.8 (detail timestamps epoch ms); facts 2.6 customer/searchcustomerbyemail (user{...})',
		descriptions: {
			user: 'The merchant account the customer belongs to: name, email, webhook URL and business account',
		},
	},
	customerCreateResult: {
		fields: ['name', 'email', 'mobile', 'userId', 'customerId'],
		source: 'docs customer/create (echoes body plus userId, customerId)',
		types: { name: 'string', email: 'string', mobile: 'string' },
		typesSource:
			'facts 2.6 customer/create (echoes the body); spec: Customer object (name, email, mobile strings)',
	},
	installmentPlan: {
		fields: [
			'id',
			'createdAt',
			'dueDate',
			'interest',
			'interestType',
			'period',
			'tenure',
			'invoices',
			'amount',
			'totalInterest',
			'totalAmount',
			'description',
			'customer',
			'status',
		],
		source:
			'spec: Installment plan + V2 response changes (createdAt ISO; adds amount, totalInterest, totalAmount, description, customer, status); docs installment/detail',
		types: {
			id: 'string',
			createdAt: 'string',
			dueDate: 'integer',
			// The plan table says integer from its one documented case (interest 0); the create body takes "number or
			// integer, percent", and the spec does not say Mayar rounds a 2.5 % plan: a number is accepted.
			interest: 'number',
			interestType: 'string',
			period: 'string',
			tenure: 'number',
			invoices: 'array',
			amount: 'integer',
			totalInterest: 'integer',
			totalAmount: 'integer',
			customer: 'object',
		},
		nested: { invoices: 'installmentInvoice', customer: 'customer' },
		typesSource:
			'spec: Installment plan table + V2 response changes (createdAt ISO string); facts 1.8 (money integer: amount, totalInterest, totalAmount); facts 2.9 installment/detail (customer{name,email,mobile})',
		descriptions: {
			interest: 'Interest rate, in percent',
			interestType: 'How interest is calculated, e.g. FLAT',
			period: 'How often installments fall due, e.g. MONTHLY',
			tenure: 'Number of monthly installments (months), 3 to 24',
			dueDate: 'Day of the month each installment invoice falls due (1 to 28)',
			totalInterest: 'Total interest over the plan, in rupiah (IDR), an integer',
			totalAmount: 'Total to pay over the plan, interest included, in rupiah (IDR), an integer',
			invoices: 'The monthly invoices of the plan, in order',
			amount: "The plan's amount before interest, in rupiah (IDR), an integer",
			createdAt: 'When the plan was created, ISO 8601 date-time',
			customer: 'The customer paying the plan: name, email and mobile',
			description: "The plan's description",
			id: 'The installment plan ID: use it with Installment > Get',
			status: "The plan's status, e.g. active",
		},
	},
	installmentInvoice: {
		fields: [
			'id',
			'amount',
			'updatedAt',
			'status',
			'index',
			'link',
			'interestAmount',
			'remainingAmount',
			'dueDate',
			'paymentUrl',
		],
		source:
			'spec: Installment invoice + V2 response changes (gain dueDate, paymentUrl; lose customerId, customer, category, description); docs installment/detail',
		types: {
			id: 'string',
			amount: 'integer',
			updatedAt: 'integer',
			status: 'string',
			index: 'integer',
			link: 'string',
			interestAmount: 'integer',
			remainingAmount: 'integer',
			dueDate: 'string',
		},
		typesSource:
			'spec: Installment invoice (updatedAt epoch ms; the V2 changes leave it); facts 2.9 installment/detail (invoices[].dueDate ISO)',
		descriptions: {
			id: "This invoice's ID",
			index: 'Number of this invoice in the plan, starting at 1',
			amount: 'Amount of this invoice, in rupiah (IDR), an integer',
			interestAmount: 'Interest in this invoice, in rupiah (IDR), an integer',
			remainingAmount:
				'Amount left to pay after this invoice, in rupiah (IDR), an integer; 0 on the last',
			dueDate: 'When this invoice falls due, ISO 8601 date-time',
			status: "The invoice's status, e.g. unpaid",
			link: 'Slug of the invoice page only, not a full URL: use paymentUrl',
			paymentUrl: "This invoice's payment page: send this URL to the customer to pay it",
			updatedAt: 'When the invoice last changed, epoch milliseconds',
		},
	},
	installmentListItem: {
		fields: [
			'id',
			'amount',
			'link',
			'status',
			'name',
			'installmentId',
			'transactions',
			'type',
			'category',
			'createdAt',
			'description',
			'redirectUrl',
			'limit',
			'event',
			'order',
			'coverImageId',
			'multipleImageId',
			'coverImage',
			'multipleImage',
		],
		source:
			'docs installment/index (payment-link objects with type "installment"; its list is cut short with "...", so the payment-link list item fields of the spec\'s "Payment request (list item)" table apply too)',
		types: { ...without(PAYMENT_REQUEST_LIST_TYPES, 'createdAt'), transactions: 'array' },
		nested: { ...IMAGE_NESTED },
		typesSource:
			'spec: Payment request (list item) table (payment-link objects, as in source), transactions array as spec: Product (list item); createdAt left untyped: facts 1.8 says installment endpoints return ISO strings, the payment-link tables say epoch ms',
	},
	coupon: {
		fields: [
			'id',
			'name',
			'discountType',
			'value',
			'minimumPurchase',
			'eligibleCustomerType',
			'totalCoupons',
			'discountProductType',
			'expiredAt',
			'isLifeTime',
			'status',
			'coupons',
			'products',
			'createdAt',
			'productDiscount',
		],
		source: 'docs discount/create (response) and discount/detail (+coupons[], productDiscount[])',
		types: {
			discountType: 'string',
			minimumPurchase: 'integer',
			eligibleCustomerType: 'string',
			discountProductType: 'string',
			coupons: 'array',
			products: 'array',
			productDiscount: 'array',
		},
		nested: { coupons: 'couponCode' },
		typesSource:
			'facts 2.10 discount/create, discount/detail (discountType monetary|percentage, eligibleCustomerType all|new|old, discountProductType all|selected, coupons[], products[], productDiscount[]); facts 1.8 (money integer); timestamps left untyped: ISO on create, epoch ms on detail (facts 1.8)',
		descriptions: {
			id: "The discount's ID (not a code): use it with Coupon > Get",
			name: "The discount's name",
			products: 'Products the discount applies to; empty means all products',
			status: "The discount's status, e.g. active",
		},
	},
	couponCode: {
		fields: [
			'id',
			'code',
			'createdAt',
			'discountId',
			'endMonthTrial',
			'expiredAt',
			'isActive',
			'limit',
			'type',
			'updatedAt',
			'userId',
		],
		source: 'docs discount/detail (coupons[] element)',
	},
	couponValidation: {
		fields: ['valid', 'coupon'],
		source:
			'docs discount/validate (coupon{id, code, discountType, discountValue, minimumPurchase, eligibleCustomerType})',
		types: { valid: 'boolean', coupon: 'object' },
		typesSource: 'facts 2.10 discount/validate ({valid bool, coupon{...}})',
		descriptions: {
			valid: 'Whether the coupon can be used on this purchase: branch on it with an IF node',
			coupon:
				'The coupon that applies: code, discount type and value, minimum purchase, eligible customers',
		},
	},
	couponUsage: {
		fields: ['couponCode', 'isUsed', 'totalUsed', 'limit', 'remaining'],
		source: 'docs discount/check',
		descriptions: {
			couponCode: 'The coupon code checked',
			isUsed: 'Whether the code has been used',
			totalUsed: 'How many times the code has been used',
			remaining: 'How many more times the code can be used',
		},
	},
	balance: {
		fields: ['balanceActive', 'balancePending', 'balance'],
		source: 'docs balance/accountbalance',
		types: { balanceActive: 'integer', balancePending: 'integer', balance: 'integer' },
		typesSource: 'facts 2.8 balance/accountbalance (ints)',
		descriptions: {
			balanceActive: 'The active part of the account balance, in rupiah (IDR), an integer',
			balancePending:
				'The pending part of the account balance, not yet active, in rupiah (IDR), an integer',
			balance: "The account's total balance, in rupiah (IDR), an integer",
		},
	},
	qrCode: {
		fields: ['url', 'amount', 'qrString'],
		source:
			'docs qrcode/createdynamicqrcode ({url, amount}); spec: V2 response changes (QR create adds qrString)',
		types: { url: 'string', amount: 'integer' },
		typesSource:
			'facts 2.8 qrcode/createdynamicqrcode ({url (QR image), amount}); facts 1.8 (money integer)',
		descriptions: {
			qrString: 'The QRIS payload text: render it as a QR code yourself, or use url',
		},
	},
	qrStatic: {
		fields: ['url'],
		source: 'docs qrcode/getstaticqrcode',
		types: { url: 'string' },
		typesSource: 'facts 2.8 qrcode/getstaticqrcode ({url})',
	},
	paymentChannels: {
		fields: [
			'id',
			'userId',
			'isAkulakuApproved',
			'isCreditCardApproved',
			'isQRISStaticApproved',
			'isAdminFeeBorneByCustomer',
			'isChannelFeeBorneByCustomer',
			'isRateLimitActive',
			'config',
			'createdAt',
			'updatedAt',
		],
		source: 'docs qrcode/paymentchannels',
		types: { config: 'array', createdAt: 'integer', updatedAt: 'integer' },
		nested: { config: 'paymentChannel' },
		typesSource:
			'facts 2.8 qrcode/paymentchannels (config[{...}]); facts 1.8 (detail timestamps epoch ms)',
		descriptions: {
			isAkulakuApproved: 'Whether Akulaku (paylater) is approved for the account',
			isCreditCardApproved: 'Whether card payments are approved for the account',
			isQRISStaticApproved: 'Whether static QRIS is approved for the account',
			isAdminFeeBorneByCustomer: 'Whether the customer pays the admin fee (true) or you do (false)',
			isChannelFeeBorneByCustomer:
				'Whether the customer pays the payment channel fee (true) or you do (false)',
			isRateLimitActive: 'Returned by Mayar; its meaning is not documented',
			config: "The account's payment channels, one entry each: name, status, logo, type and code",
		},
	},
	paymentChannel: {
		fields: ['name', 'status', 'img', 'type', 'code'],
		source:
			'docs qrcode/paymentchannels (config[] element; type qris/va/ewallet/card/retail/paylater/qris_static)',
		types: { status: 'boolean', type: 'string' },
		typesSource: 'facts 2.8 qrcode/paymentchannels (config[].status bool, type qris/va/...)',
		descriptions: {
			name: "The channel's name, e.g. BCA Virtual Account",
			status: 'Whether the channel is active (true) or not (false)',
			img: "URL of the channel's logo image",
			type: 'Kind of channel: qris, qris_static, va, ewallet, card, retail or paylater',
			code: "The channel's code, e.g. QRIS or BCA",
		},
	},
	webhookHistory: {
		fields: [
			'id',
			'createdAt',
			'nextDelivery',
			'paymentLinkId',
			'payload',
			'status',
			'type',
			'updatedAt',
			'userId',
			'paymentLinkTransactionId',
			'urlDestination',
			'responsePayload',
			'source',
		],
		source: 'docs webhook/history',
		types: {
			createdAt: 'integer',
			payload: 'string',
			status: 'string',
			type: 'string',
			updatedAt: 'integer',
			source: 'string',
		},
		typesSource:
			'facts 2.13 webhook/history (createdAt, updatedAt :ms; payload JSON-encoded string; status SUCCESS; type event name; source "AUTOMATIC")',
	},
	webhookNewHistory: {
		fields: [
			'id',
			'createdAt',
			'nextDelivery',
			'paymentLinkId',
			'payload',
			'status',
			'type',
			'updatedAt',
			'userId',
			'paymentLinkTransactionId',
			'urlDestination',
			'responsePayload',
			'source',
			'Webhooktype',
		],
		source: 'docs webhook/newhistory (like history; ISO timestamps; extra Webhooktype)',
		types: {
			createdAt: 'string',
			// null when no further delivery is due (inferred: the docs show a pending one only).
			nextDelivery: 'string|null',
			payload: 'string',
			status: 'string',
			type: 'string',
			updatedAt: 'string',
			source: 'string',
		},
		typesSource:
			'facts 2.13 webhook/newhistory (like history; createdAt, updatedAt, nextDelivery ISO strings)',
		descriptions: {
			Webhooktype:
				'Kind of event in the newer history store, e.g. PAYMENT; Mayar does not list the values',
		},
	},
	membershipTier: {
		fields: [
			'id',
			'createdAt',
			'description',
			'finishMembershipAt',
			'gracePeriodInDays',
			'isSoldOut',
			'isTrialAvailable',
			'limit',
			'name',
			'notes',
			'paymentAtStart',
			'paymentLinkId',
			'position',
			'redirectUrl',
			'status',
			'trialCredit',
			'trialPeriodInDays',
			'updatedAt',
			'upfrontFee',
			'userId',
		],
		source: 'docs membership/tiers',
		types: {
			createdAt: 'string',
			description: 'string',
			status: 'string',
			updatedAt: 'string',
		},
		typesSource:
			'facts 2.7 membership/tiers (createdAt ISO, description HTML, status ACTIVE); facts 1.8 (membership timestamps ISO strings)',
		descriptions: {
			finishMembershipAt: 'Returned by Mayar; its meaning is not documented',
			gracePeriodInDays: "The tier's grace period, in days",
			isSoldOut: 'Whether the tier is sold out',
			isTrialAvailable: 'Whether the tier offers a trial',
			paymentAtStart: 'Returned by Mayar; its meaning is not documented',
			position: "The tier's position among the product's tiers",
			trialCredit: 'Returned by Mayar; its meaning is not documented',
			trialPeriodInDays: 'Length of the trial, in days',
			upfrontFee: 'Returned by Mayar; its meaning is not documented',
		},
	},
	membershipMember: {
		fields: [
			'id',
			'createdAt',
			'customerId',
			'membershipTierId',
			'nextPayment',
			'status',
			'updatedAt',
			'userId',
			'memberId',
			'membershipTier.name',
			'membershipTier.gracePeriodInDays',
			'customer.name',
			'customer.mobile',
			'customer.email',
		],
		source: 'docs membership/members (flattened dotted keys as given)',
		types: { createdAt: 'string', updatedAt: 'string', nextPayment: 'string' },
		typesSource: 'facts 1.8 (membership timestamps ISO strings)',
	},
	membershipMemberDetail: {
		fields: [
			'id',
			'createdAt',
			'updatedAt',
			'customerId',
			'membershipTierId',
			'userId',
			'memberId',
			'isAlreadyUsedTrial',
			'isInTrial',
			'isLifetimePeriod',
			'isTodayReminderSent',
			'monthlyPaymentPeriod',
			'nextPayment',
			'nextPaymentEmailSent',
			'status',
			'expiredAt',
			'paymentLink',
			'customer',
			'membershipTier',
		],
		source:
			'docs membership/memberdetail ("member record: ..."); spec: V2 response changes (the member by id "returns a nested customer ... and adds paymentLink, membershipTier and status and trial fields": added to the member record, whose own fields are those of a members-list row, docs membership/members)',
		types: {
			createdAt: 'string',
			updatedAt: 'string',
			nextPayment: 'string',
			expiredAt: 'string',
			paymentLink: 'object',
			customer: 'object',
			membershipTier: 'object',
		},
		nested: { customer: 'customer' },
		typesSource:
			'spec: V2 response changes (nested customer {id, email, name, mobile}); facts 2.7 membership/memberdetail (paymentLink{...}, membershipTier{id,name,status}); facts 1.8 (membership timestamps ISO strings)',
		descriptions: {
			isAlreadyUsedTrial: 'Whether the member has already used a trial',
			isInTrial: 'Whether the member is in a trial now',
			isLifetimePeriod: 'Whether the membership is lifetime',
			isTodayReminderSent: "Whether today's payment reminder was sent to the member",
			nextPaymentEmailSent: 'Whether the next-payment email was sent to the member',
		},
	},
	membershipCustomerResult: {
		fields: ['membershipCustomer'],
		source: 'docs membership/register, update, cancel (data.membershipCustomer)',
		types: { membershipCustomer: 'object' },
		nested: { membershipCustomer: 'membershipCustomer' },
		typesSource: 'facts 2.7 membership/register (data.membershipCustomer{...})',
	},
	membershipCustomer: {
		fields: [
			'id',
			'memberId',
			'userId',
			'customerId',
			'membershipTierId',
			'paymentLinkId',
			'monthlyPaymentPeriod',
			'status',
			'nextPayment',
			'expiredAt',
			'createdAt',
			'updatedAt',
		],
		source: 'docs membership/register (data.membershipCustomer)',
		types: {
			status: 'string',
			nextPayment: 'string',
			expiredAt: 'string',
			createdAt: 'string',
			updatedAt: 'string',
		},
		typesSource:
			'facts 2.7 membership/cancel (status "stopped"); facts 1.8 (membership timestamps ISO strings)',
	},
	membershipInvoice: {
		fields: [
			'id',
			'transactionId',
			'customerId',
			'membershipTierId',
			'amount',
			'status',
			'expiredAt',
			'createdAt',
			'membershipBillUrl',
		],
		source: 'docs membership/createinvoice',
		types: {
			amount: 'integer',
			status: 'string',
			expiredAt: 'string',
			createdAt: 'string',
		},
		typesSource:
			'facts 2.7 membership/createinvoice (status "created", expiredAt ISO); facts 1.8 (money integer; membership timestamps ISO strings)',
		descriptions: {
			membershipBillUrl: "The bill's payment page: send this URL to the member to pay this term",
		},
	},
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
	bundlingListItem: {
		fields: [
			'id',
			'name',
			'amount',
			'description',
			'type',
			'status',
			'link',
			'updatedAt',
			'createdAt',
			'bundlingProductType',
			'coverImageId',
			'coverImage',
			'products',
		],
		source: 'docs bundling/index',
		types: {
			amount: 'integer',
			type: 'string',
			updatedAt: 'integer',
			createdAt: 'integer',
			products: 'array',
		},
		typesSource:
			'facts 2.11 bundling/index (type "bundling", products[{...}]); facts 1.8 (money integer, list timestamps epoch ms)',
	},
	bundlingDetail: {
		fields: [
			'id',
			'name',
			'amount',
			'description',
			'type',
			'status',
			'link',
			'updatedAt',
			'createdAt',
			'bundlingProductType',
			'coverImageId',
			'coverImage',
			'products',
			'redirectUrl',
			'notes',
			'multipleImage',
			'multipleImageId',
			'userId',
			'user',
		],
		source:
			'docs bundling/detail (list shape plus redirectUrl, notes, multipleImage*, userId, user)',
		types: {
			amount: 'integer',
			type: 'string',
			updatedAt: 'integer',
			createdAt: 'integer',
			products: 'array',
			user: 'object',
		},
		typesSource:
			'facts 2.11 bundling/index, bundling/detail (type "bundling", products[{...}], user{...}); facts 1.8 (money integer, detail timestamps epoch ms)',
	},
	license: {
		fields: [
			'licenseCode',
			'status',
			'expiredAt',
			'transactionId',
			'productId',
			'customerId',
			'customerName',
			'customerEmail',
			'activationLimit',
			'useCount',
			'createdAt',
			'updatedAt',
		],
		source: 'spec: License; docs software/verify (licenseCode object)',
		types: { ...LICENSE_TYPES },
		typesSource: 'spec: License table',
	},
	saasLicense: {
		fields: [
			'licenseCode',
			'status',
			'expiredAt',
			'transactionId',
			'productId',
			'customerId',
			'customerName',
			'customerEmail',
			'activationLimit',
			'useCount',
			'createdAt',
			'updatedAt',
			'membershipTierId',
			'membershipTierName',
			'memberPaymentLink',
		],
		source:
			'docs saas/verify (licenseCode{..., membershipTierId, membershipTierName, memberPaymentLink}); spec: License',
		types: { ...LICENSE_TYPES },
		typesSource: 'spec: License table',
		descriptions: {
			memberPaymentLink: 'Where the member pays the subscription bill behind this license',
		},
	},
	creditBalance: {
		fields: [
			'customerBalance',
			'customerBalanceMain',
			'customerBalanceAddon',
			'customerBalanceMembership',
			'customerDetail',
			'membershipCustomerDetail',
		],
		source:
			'docs credit/balance (credit product: Main+Addon; membership product: Membership+Addon+details)',
		// membershipCustomerDetail: null when the customer holds no membership of that product (inferred: the
		// docs show it only for a member).
		types: { customerDetail: 'object', membershipCustomerDetail: 'object|null' },
		typesSource: 'facts 2.16 credit balance (customerDetail{...}, membershipCustomerDetail{...})',
		descriptions: {
			customerBalance: "The customer's total credit balance on this product (credits, not rupiah)",
			customerBalanceMain: "The main part of the customer's credit balance (credit products)",
			customerBalanceAddon: "The add-on part of the customer's credit balance",
			customerBalanceMembership:
				"The membership part of the customer's credit balance (membership products)",
			customerDetail: 'The customer (ID, name, email, mobile); membership products only',
			membershipCustomerDetail:
				"The customer's membership record (e.g. nextPayment) on a membership product, or null",
		},
	},
	creditNewBalance: {
		fields: ['customerNewBalance'],
		source: 'docs credit/add-credit, credit/spend',
		descriptions: {
			customerNewBalance: "The customer's credit balance after this change (credits, not rupiah)",
		},
	},
	/** The page envelope of credit history (its rows' fields were never seen). */
	creditHistory: {
		fields: ['total', 'page', 'limit', 'totalPages', 'data'],
		source: 'facts 2.16 (V2 response not seen; V1 shape {total, page, limit, totalPages, data[]})',
		types: { data: 'array' },
		typesSource: 'facts 2.16 (V1 shape data[])',
	},
	creditCheckout: {
		fields: ['checkoutLink'],
		source: 'docs credit/generate-immutable-checkout',
		descriptions: {
			checkoutLink:
				'Checkout page where the customer buys the credit: send this URL to the customer',
		},
	},
	sendPortalLoginLinkResult: {
		fields: ['url'],
		source: 'docs customer/createmagiclink',
		types: { url: 'string' },
		typesSource: 'facts 2.6 customer/createmagiclink ({url: "<info text>"})',
		descriptions: {
			url: "Mayar's information text, not the link: Mayar emails the login link to the customer",
		},
	},
};

module.exports = { endpoints, records };
