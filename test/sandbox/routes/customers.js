'use strict';
/**
 * Customers: list (cursor; filters paymentLinkId and startAt/endAt as epoch-ms strings), detail by e-mail
 * (with the merchant `user` object), create, update e-mail (spec: POST /customers/{id}/update {toEmail};
 * the public docs' POST /customers/update {fromEmail, toEmail} is accepted too), portal login link.
 * The store's `customers` are seeded by lib/seed.js.
 */
const { ok, done, fail, validationError } = require('../lib/envelope');
const { page } = require('../lib/paginate');
const { check } = require('../lib/validate');

const V2 = '/hl/v2';

function epochParam(query, name) {
	const v = query[name];
	if (v === undefined || v === '') return null;
	if (typeof v !== 'string' || !/^\d{1,16}$/.test(v)) {
		throw fail(400, 'Validation Error', [
			{
				type: 'number',
				message: `The '${name}' field must be epoch milliseconds.`,
				field: name,
				actual: v,
			},
		]);
	}
	return Number(v);
}

function listItem(c) {
	return {
		id: c.id,
		createdAt: c.createdAt,
		email: c.email,
		mobile: c.mobile,
		name: c.name,
		status: c.status,
		updatedAt: c.updatedAt,
		userId: c.userId,
	};
}

const CREATE = {
	name: { type: 'string', required: true },
	email: { type: 'email', required: true },
	mobile: { type: 'string', required: true },
};

function register(router, ctx) {
	const { store, model } = ctx;

	function user() {
		const a = store.account;
		return {
			id: a.id,
			name: a.name,
			urlHook: a.urlHook || null,
			email: a.email,
			paymeLink: 'toko-sandbox',
			isSelfDomain: false,
			accountId: a.id,
			account: { id: a.id, name: a.name, imageId: null, logo: null },
		};
	}

	function otherWithEmail(email, exceptId) {
		const c = model.customerByEmail(email);
		return c && c.id !== exceptId ? c : null;
	}

	function changeEmail(c, toEmail) {
		if (otherWithEmail(toEmail, c.id))
			throw fail(409, `Email ${toEmail} sudah terdaftar sebagai customer`);
		c.email = toEmail.trim();
		c.updatedAt = Date.now();
		return done();
	}

	router.get(`${V2}/customers`, ({ query }) => {
		const from = epochParam(query, 'startAt');
		const to = epochParam(query, 'endAt');
		const linkId =
			typeof query.paymentLinkId === 'string' && query.paymentLinkId ? query.paymentLinkId : null;
		let buyers = null;
		if (linkId)
			buyers = new Set(
				store.transactions.filter((t) => t.paymentLinkId === linkId).map((t) => t.customerId),
			);
		const rows = store.customers.filter(
			(c) =>
				(from === null || c.createdAt >= from) &&
				(to === null || c.createdAt <= to) &&
				(!buyers || buyers.has(c.id)),
		);
		return page(rows, query, ctx, listItem);
	});

	router.get(`${V2}/customers/detail`, ({ query }) => {
		if (typeof query.email !== 'string' || !query.email.trim())
			throw fail(400, 'Email query parameter is required');
		const c = model.customerByEmail(query.email);
		if (!c) throw fail(404, 'Customer not found');
		return ok({ ...listItem(c), user: user() });
	});

	router.post(`${V2}/customers/create`, ({ body }) => {
		const errors = check(body, CREATE);
		if (errors.length) throw validationError(errors);
		// Creating an e-mail that exists gives that customer back (as invoice create does): not documented.
		const c = model.ensureCustomer(body);
		return ok({
			name: body.name,
			email: body.email,
			mobile: body.mobile,
			userId: store.account.id,
			customerId: c.id,
		});
	});

	router.post(`${V2}/customers/:id/update`, ({ params, body }) => {
		const errors = check(body, { toEmail: { type: 'email', required: true } });
		if (errors.length) throw validationError(errors);
		const c = model.customer(params.id);
		if (!c) throw fail(404, 'Customer not found');
		return changeEmail(c, body.toEmail);
	});

	// The public docs' shape of the same call.
	router.post(`${V2}/customers/update`, ({ body }) => {
		const errors = check(body, {
			fromEmail: { type: 'email', required: true },
			toEmail: { type: 'email', required: true },
		});
		if (errors.length) throw validationError(errors);
		const c = model.customerByEmail(body.fromEmail);
		if (!c) throw fail(404, `Email ${body.fromEmail} tidak terdaftar sebagai customer`);
		return changeEmail(c, body.toEmail);
	});

	router.post(`${V2}/customers/portal-login`, ({ body }) => {
		const errors = check(body, { email: { type: 'email', required: true } });
		if (errors.length) throw validationError(errors);
		// docs customer/createmagiclink: an e-mail that is not a customer is a 404.
		if (!model.customerByEmail(body.email)) throw fail(404, 'Email tidak terdaftar');
		return ok({
			url: `Link login telah dikirim ke email ${body.email}. Silakan cek inbox atau folder spam.`,
		});
	});
}

module.exports = { register };
