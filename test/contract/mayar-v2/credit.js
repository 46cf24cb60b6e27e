'use strict';
/** Mayar's credit: endpoints, then records (./index.js says what each key means). */

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

const endpoints = [
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

const records = {
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
};

module.exports = { endpoints, records };
