'use strict';
/**
 * What `npm run check:live` runs against Mayar: every read operation of the node (READS), in order, each taking ids
 * from the outputs before it, and with --writes a round trip on labelled test objects (writeSteps). A step is
 * { op: 'resource/operation', params?(c) -> node parameters | {skip: why}, then?(rows, c) }; parameters are the
 * node's, named as test/conformance/cases.ts names them. Simplify is off, so outputs are Mayar's records.
 * The operations of the registry that no step runs are listed by notRun, with why.
 */
const { resources } = require('../../nodes/Mayar/actions/resources.ts');

const rl = (value) => ({ __rl: true, mode: 'id', value: String(value) });
const skip = (reason) => ({ skip: reason });
const raw = { simplify: false };
/** params(c) when `value` is there, otherwise a skip with `reason`. */
const need = (value, reason, params) =>
	value === undefined || value === null || value === '' ? skip(reason) : params(value);
const ofType = (c, type) => (c.products || []).find((p) => p.type === type);

/** A list read, its rows kept in c[key] for the reads after it. */
const list = (op, key, params = {}) => ({
	op,
	params: () => params,
	then: (rows, c) => (c[key] = rows),
});
/** A read by an id found before (pick(c)): skipped, saying why, when the account holds none. */
const byId = (op, pick, none, param, extra = {}) => ({
	op,
	params: (c) => need(pick(c), none, (id) => ({ [param]: rl(id), ...extra })),
});
const productOf = (c) => c.reviews?.[0]?.paymentLinkId ?? c.products?.[0]?.id;
const membershipOf = (c) => ofType(c, 'membership')?.id;
const couponCodeOf = (c) => c.coupon?.coupons?.[0]?.code;
const NO_LICENSE = 'needs a license code of this account (the API lists none)';

/** Every read operation: { op, params?(c) -> parameters | {skip}, then?(rows, c), skipOn?: [RegExp, reason] }. */
const READS = [
	{ op: 'balance/get' },
	{ op: 'paymentChannel/getMany' },
	{ op: 'transaction/getDailySummary' },
	list('product/getMany', 'products', raw),
	byId('product/get', (c) => c.products?.[0]?.id, 'no product in this account', 'productId', raw),
	{ op: 'paymentLink/getManySorted', params: () => ({ productType: 'generic_link' }) },
	list('transaction/getMany', 'paid', raw),
	list('transaction/getManyUnpaid', 'unpaid', raw),
	{
		op: 'transaction/get',
		params: (c) =>
			need(
				c.paid?.[0]?.transactionId ?? c.paid?.[0]?.paymentLinkTransactionId ?? c.unpaid?.[0]?.id,
				'no transaction in this account',
				(id) => ({ transactionId: String(id), ...raw }),
			),
	},
	byId(
		'product/getTransactions',
		(c) => c.paid?.[0]?.paymentLinkId ?? c.products?.[0]?.id,
		'no product in this account',
		'productId',
	),
	list('invoice/getMany', 'invoices', raw),
	byId('invoice/get', (c) => c.invoices?.[0]?.id, 'no invoice in this account', 'invoiceId', raw),
	{
		op: 'invoice/getManyByEmail',
		params: (c) =>
			need(
				(c.invoices || []).find((r) => r.customer?.email)?.customer.email,
				'no invoice with a customer e-mail in this account',
				(email) => ({ email, ...raw }),
			),
	},
	list('paymentRequest/getMany', 'paymentRequests', raw),
	byId(
		'paymentRequest/get',
		(c) => c.paymentRequests?.[0]?.id,
		'no payment request in this account',
		'paymentRequestId',
		raw,
	),
	list('customer/getMany', 'customers'),
	{
		op: 'customer/getByEmail',
		params: (c) =>
			need(c.customers?.[0]?.email, 'no customer in this account', (email) => ({ email })),
	},
	list('installment/getMany', 'installments'),
	byId(
		'installment/get',
		(c) => c.installments?.[0]?.installmentId ?? c.installments?.[0]?.id,
		'no installment plan in this account',
		'installmentId',
	),
	list('coupon/getMany', 'coupons'),
	{
		...byId('coupon/get', (c) => c.coupons?.[0]?.id, 'no coupon in this account', 'couponId'),
		then: (rows, c) => (c.coupon = rows[0]),
	},
	{
		op: 'coupon/checkUsage',
		params: (c) =>
			need(couponCodeOf(c), 'no coupon code in this account', (couponCode) => ({ couponCode })),
	},
	{
		op: 'coupon/validate',
		params: (c) =>
			need(couponCodeOf(c), 'no coupon code in this account', (couponCode) =>
				need(c.products?.[0], 'no product in this account', (p) => ({
					couponCode,
					paymentLinkId: rl(p.id),
					amount: Number(p.amount) > 0 ? Number(p.amount) : 100000,
				})),
			),
	},
	list('bundling/getMany', 'bundles'),
	byId('bundling/get', (c) => c.bundles?.[0]?.id, 'no bundle in this account', 'bundleId'),
	list('review/getMany', 'reviews'),
	{ op: 'review/getStoreStats' },
	byId('review/getProductReviews', productOf, 'no product in this account', 'paymentLinkId'),
	byId('review/getProductStats', productOf, 'no product in this account', 'paymentLinkId'),
	{
		op: 'review/getCustomerReview',
		params: (c) =>
			need(
				(c.reviews || []).find((r) => r.paymentLinkId && r.customerId),
				'no review in this account',
				(r) => ({ paymentLinkId: rl(r.paymentLinkId), customerId: rl(r.customerId) }),
			),
	},
	byId('membership/getTiers', membershipOf, 'no membership product in this account', 'productId'),
	{
		...byId(
			'membership/getMembers',
			membershipOf,
			'no membership product in this account',
			'productId',
			raw,
		),
		then: (rows, c) => (c.members = rows),
	},
	{
		op: 'membership/getMember',
		params: (c) =>
			need(c.members?.[0]?.memberId, 'no member in the membership product', (memberId) => ({
				productId: rl(membershipOf(c)),
				memberId: String(memberId),
				...raw,
			})),
	},
	{ op: 'credit/getBalance', params: (c) => creditParams(c) },
	{ op: 'credit/getHistory', params: (c) => creditParams(c) },
	{
		op: 'qrCode/getStatic',
		skipOn: [/no static QRIS/i, 'the account has no static QRIS (Mayar answered "Invalid data")'],
	},
	{ op: 'webhook/getHistory' },
	{ op: 'webhook/getNewHistory' },
	{ op: 'license/verify', params: () => skip(NO_LICENSE) },
	{ op: 'saasLicense/verify', params: () => skip(NO_LICENSE) },
];

function creditParams(c) {
	return need(
		ofType(c, 'saas')?.id,
		'no SaaS (credit-based) product in this account',
		(productId) =>
			need(c.customers?.[0]?.id, 'no customer in this account', (customerId) => ({
				customerId: rl(customerId),
				productId: rl(productId),
			})),
	);
}

/**
 * The round trip of --writes on objects named `label`: per resource, create (never sent twice), read, close, and
 * read back (c.confirmed[resource] holds the status read back; the report calls anything but closed loudly).
 */
function writeSteps(label, c) {
	const trip = (resource, create, createParams, idParam) => {
		const withId = (extra) => () =>
			need(c[resource], `the ${resource} was not created`, (id) => ({
				[idParam]: rl(id),
				...extra,
			}));
		return [
			{
				op: `${resource}/${create}`,
				params: () => createParams,
				then: (rows) => (c[resource] = rows[0]?.id),
				failHint: `if Mayar made it anyway, it is named "${label}": close it in the dashboard`,
			},
			{ op: `${resource}/get`, params: withId(raw) },
			{ op: `${resource}/setStatus`, params: withId({ status: 'closed' }) },
			{ op: `${resource}/get`, params: withId(raw), confirms: resource },
		];
	};
	const note = 'Made by npm run check:live and closed at once.';
	return [
		...trip(
			'product',
			'createPaymentLink',
			{ name: label, amount: 10000, additionalFields: { description: note } },
			'productId',
		),
		...trip(
			'invoice',
			'create',
			{
				name: 'n8n-nodes-mayar check:live',
				email: 'check-live@example.com', // example.com takes no mail
				mobile: '081234567890',
				description: label,
				items: { item: [{ description: note, quantity: 1, rate: 10000 }] },
				expiredAt: new Date(Date.now() + 86_400_000).toISOString(),
				redirectUrl: 'https://example.com/check-live',
			},
			'invoiceId',
		),
		// Another amount than the invoice's: Mayar refuses a second create for one customer and amount within a minute.
		...trip('paymentRequest', 'create', { name: label, amount: 10001 }, 'paymentRequestId'),
	];
}

/** Every operation of the node's registry that the plan does not run, with why (the report lists them all). */
function notRun(ran, writes) {
	const out = [];
	const reads = new Set(READS.map((s) => s.op));
	for (const [resource, ops] of Object.entries(resources)) {
		for (const operation of Object.keys(ops)) {
			const op = `${resource}/${operation}`;
			if (ran.has(op) || reads.has(op)) continue;
			const reason =
				resource === 'triggerEvent'
					? 'sends nothing to Mayar'
					: writes
						? 'changes state: not part of the write round trip'
						: 'changes state: not run (reads only; --writes runs a round trip of safe writes)';
			out.push({ operation: op, status: 'skipped', reason });
		}
	}
	return out;
}

module.exports = { READS, writeSteps, notRun };
