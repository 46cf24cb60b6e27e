'use strict';
/** Mayar's memberships (tiers and members): endpoints, then records (./index.js says what each key means). */

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

const endpoints = [
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
];

const records = {
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
};

module.exports = { endpoints, records };
