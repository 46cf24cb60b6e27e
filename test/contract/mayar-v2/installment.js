'use strict';
/** Mayar's installment plans: endpoints, then records (./index.js says what each key means). */
const { PAYMENT_REQUEST_LIST_TYPES, IMAGE_NESTED } = require('./shared');

const endpoints = [
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
];

/** A copy of `types` without the named fields. */
const without = (types, ...names) =>
	Object.fromEntries(Object.entries(types).filter(([name]) => !names.includes(name)));

const records = {
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
};

module.exports = { endpoints, records };
