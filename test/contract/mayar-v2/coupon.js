'use strict';
/** Mayar's coupons: endpoints, then records (./index.js says what each key means). */

const endpoints = [
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
];

const records = {
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
};

module.exports = { endpoints, records };
