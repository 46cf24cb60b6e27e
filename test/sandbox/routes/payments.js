'use strict';
/**
 * Payment requests (payment links of type payment_request addressed to one customer): list, detail,
 * create (amount is the only required field in V2), update (amount required; 409 once paid), status action.
 */
const { ok, fail, validationError } = require('../lib/envelope');
const { page } = require('../lib/paginate');
const { check } = require('../lib/validate');
const views = require('../lib/views');
const { statusAction } = require('../lib/status');
const { guardDuplicate } = require('../lib/duplicates');

const V2 = '/hl/v2';
const DAY = 86400000;
const DEFAULT_EXPIRY_MS = 7 * DAY; // Mayar's default is not documented

/** List filter values: the spec's active, paid, closed, plus Mayar docs' unpaid and close as aliases. */
const STATUS_ALIASES = { unpaid: 'active', close: 'closed' };

const FIELDS = {
	name: { type: 'string' },
	email: { type: 'email' },
	mobile: { type: 'string' },
	description: { type: 'string' },
	notes: { type: 'string' },
	redirectUrl: { type: 'url' },
	expiredAt: { type: 'date' },
	paymentMethod: { type: 'string' },
	cashtag: { type: 'string' },
	extraData: { type: 'object' },
};
const CREATE = { amount: { type: 'integer', positive: true, required: true }, ...FIELDS };
const EDIT = {
	id: { type: 'string', required: true },
	amount: { type: 'integer', positive: true, required: true },
	...FIELDS,
};

function register(router, ctx) {
	const { store, model } = ctx;
	const publicLink = (p) => views.PUBLIC_PATHS.invoice(ctx.publicUrl, p.link);

	router.get(`${V2}/payments`, ({ query }) => {
		const status =
			typeof query.status === 'string' && query.status
				? STATUS_ALIASES[query.status] || query.status
				: null;
		const rows = store.paymentRequests.filter((p) => !status || p.status === status);
		return page(rows, query, ctx, views.paymentListItem);
	});

	router.get(`${V2}/payments/:id`, ({ params }) => {
		const p = store.paymentRequests.find((r) => r.id === params.id);
		if (!p) throw fail(404, 'Payment not found');
		return ok(views.paymentDetail(p, ctx));
	});

	router.post(`${V2}/payments/create`, ({ body }) => {
		const errors = check(body, CREATE);
		if (errors.length) throw validationError(errors);
		guardDuplicate(ctx, 'payment', body, body.amount);
		const t = ctx.clock.now();
		const c = model.ensureCustomer(body, t);
		const p = {
			id: ctx.rng.uuid(),
			createdAt: t,
			updatedAt: t,
			userId: store.account.id,
			type: 'payment_request',
			status: 'active',
			name: body.name || (c ? c.name : 'Payment Request'),
			description: body.description || '',
			amount: body.amount,
			category: null,
			limit: null,
			redirectUrl: body.redirectUrl || null,
			customerId: c ? c.id : null,
			expiredAt: body.expiredAt ? Date.parse(body.expiredAt) : t + DEFAULT_EXPIRY_MS,
			paymentMethod: body.paymentMethod || null,
			cashtag: body.cashtag || null,
			extraData: body.extraData || null,
			notes: body.notes || null,
			qty: null,
			link: model.newSlug(body.description || body.name || 'payment-request'),
		};
		store.paymentRequests.push(p);
		const tx = model.newTransaction({
			link: p,
			customerId: p.customerId,
			amount: p.amount,
			expirationDate: p.expiredAt,
			extraData: p.extraData,
		});
		p.transactionId = tx.id;
		return ok({ id: p.id, transactionId: tx.id, transaction_id: tx.id, link: publicLink(p) });
	});

	router.post(`${V2}/payments/:id/update`, ({ params, body }) => {
		const input = { ...body, id: body.id === undefined || body.id === null ? params.id : body.id };
		const errors = check(input, EDIT);
		if (errors.length) throw validationError(errors);
		const p = store.paymentRequests.find((r) => r.id === input.id);
		if (!p) throw fail(404, 'Payment not found');
		const tx = model.transaction(p.transactionId);
		if (p.status === 'paid' || (tx && tx.status === 'paid'))
			throw fail(409, 'Transaction already paid. Cannot edit payment request.');
		const t = Date.now();
		if (input.email) {
			const c = model.ensureCustomer({
				name: input.name,
				email: input.email,
				mobile: input.mobile,
			});
			p.customerId = c.id;
			if (tx) tx.customerId = c.id;
		}
		p.amount = input.amount;
		for (const f of [
			'name',
			'description',
			'notes',
			'redirectUrl',
			'paymentMethod',
			'cashtag',
			'extraData',
		]) {
			if (input[f] !== undefined && input[f] !== null) p[f] = input[f];
		}
		if (input.expiredAt) p.expiredAt = Date.parse(input.expiredAt);
		p.updatedAt = t;
		if (tx)
			Object.assign(tx, {
				amount: p.amount,
				expirationDate: p.expiredAt,
				extraData: p.extraData,
				updatedAt: t,
			});
		return ok({ id: p.id, link: publicLink(p) });
	});

	router.post(`${V2}/payments/:id/:action`, ({ params }) =>
		statusAction(ctx, params.id, params.action, 'Product not found'),
	);
}

module.exports = { register };
