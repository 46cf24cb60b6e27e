'use strict';
/**
 * Mayar's webhooks (the URL, the test, the delivery history and retry) and the delivery body the Mayar Trigger
 * receives: endpoints, then records (./index.js says what each key means).
 */

const endpoints = [
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
];

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
};

module.exports = { endpoints, records };
