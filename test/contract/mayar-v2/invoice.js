'use strict';
/** Mayar's invoices: endpoints, then records (./index.js says what each key means). */

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

const endpoints = [
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
];

const records = {
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
};

module.exports = { endpoints, records };
