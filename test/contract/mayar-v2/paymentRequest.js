'use strict';
/**
 * Mayar's payment requests and the payment simulation: endpoints, then records (./index.js says what each key
 * means).
 */
const {
	STATUS_ACTIONS,
	STATUS_ACTION_SRC,
	PAYMENT_REQUEST_LIST_TYPES,
	IMAGE_NESTED,
} = require('./shared');

const endpoints = [
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
];

const records = {
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
};

module.exports = { endpoints, records };
