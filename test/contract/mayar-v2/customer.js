'use strict';
/** Mayar's customers: endpoints, then records (./index.js says what each key means). */

const endpoints = [
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
];

/** spec: Customer object (id, email, name, mobile: strings). */
const CUSTOMER_TYPES = { id: 'string', email: 'string', name: 'string', mobile: 'string' };

const records = {
	customer: {
		fields: ['id', 'email', 'name', 'mobile'],
		source: 'spec: Customer object; docs invoice/index customer{id, email, mobile, name}',
		types: { ...CUSTOMER_TYPES },
		typesSource: 'spec: Customer object',
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
