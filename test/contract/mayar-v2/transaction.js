'use strict';
/**
 * Mayar's transactions (paid, unpaid, one, the daily summary): endpoints, then records (./index.js says what each
 * key means).
 */
const { IMAGE_NESTED } = require('./shared');

const endpoints = [
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
];

const records = {
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
};

module.exports = { endpoints, records };
