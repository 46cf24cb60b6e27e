'use strict';
/**
 * Invoices (payment links of type invoice with line items, addressed to one customer): list, filter by
 * customer e-mail, detail, create (creates the customer when new), update (items required; 409 once paid),
 * status action. A negative item rate is a discount line, allowed while the invoice total stays above 0.
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
const STATUS_ALIASES = { unpaid: 'active', close: 'closed' };

const ITEMS = {
	type: 'array',
	required: true,
	min: 1,
	items: {
		type: 'object',
		props: {
			quantity: { type: 'integer', min: 1, required: true },
			rate: { type: 'integer', required: true },
			description: { type: 'string', required: true },
		},
	},
};
const OPTIONAL = {
	expiredAt: { type: 'date' },
	tax: { type: 'integer', min: 0 },
	notes: { type: 'string' },
	redirectUrl: { type: 'url' },
	paymentMethod: { type: 'string' },
	cashtag: { type: 'string' },
	extraData: { type: 'object' },
};
const CREATE = {
	name: { type: 'string', required: true },
	email: { type: 'email', required: true },
	mobile: { type: 'string', required: true },
	description: { type: 'string', required: true },
	items: ITEMS,
	...OPTIONAL,
};
const EDIT = {
	id: { type: 'string', required: true },
	description: { type: 'string', nonEmpty: true },
	items: ITEMS,
	...OPTIONAL,
};

function totalOf(items) {
	return items.reduce((sum, it) => sum + it.quantity * it.rate, 0);
}

/** Validates a body: schema errors, then the total rule. extraData-only problems get Mayar's own message. */
function validate(body, schema) {
	const errors = check(body, schema);
	if (!errors.length && totalOf(body.items) <= 0) {
		errors.push({
			type: 'numberPositive',
			message: "The invoice total (sum of quantity × rate over 'items') must be greater than 0.",
			field: 'items',
			actual: totalOf(body.items),
		});
	}
	if (errors.length) {
		const onlyExtra = errors.every(
			(e) => e.field === 'extraData' || e.field.startsWith('extraData.'),
		);
		throw validationError(errors, onlyExtra ? 'extraData Validation Error' : 'Validation Error');
	}
}

function register(router, ctx) {
	const { store, model } = ctx;
	const publicLink = (inv) => views.PUBLIC_PATHS.invoice(ctx.publicUrl, inv.link);

	function list(query, rows) {
		const status =
			typeof query.status === 'string' && query.status
				? STATUS_ALIASES[query.status] || query.status
				: null;
		const search = typeof query.search === 'string' ? query.search.trim().toLowerCase() : '';
		const filtered = rows.filter(
			(inv) =>
				(!status || inv.status === status) &&
				(!search || `${inv.name} ${inv.description}`.toLowerCase().includes(search)),
		);
		return page(filtered, query, ctx, (inv) => views.invoiceListItem(inv, ctx));
	}

	router.get(`${V2}/invoices`, ({ query }) => list(query, store.invoices));

	router.get(`${V2}/invoices/filter`, ({ query }) => {
		if (typeof query.email !== 'string' || !query.email.trim()) {
			throw validationError([
				{ type: 'required', message: "The 'email' field is required.", field: 'email' },
			]);
		}
		const c = model.customerByEmail(query.email);
		if (!c) throw fail(404, 'Customer Not Found');
		return list(
			query,
			store.invoices.filter((inv) => inv.customerId === c.id),
		);
	});

	router.get(`${V2}/invoices/:id`, ({ params }) => {
		const inv = store.invoices.find((r) => r.id === params.id);
		if (!inv) throw fail(404, 'Not Found');
		return ok(views.invoiceDetail(inv, ctx));
	});

	router.post(`${V2}/invoices/create`, ({ body }) => {
		validate(body, CREATE);
		const amount = totalOf(body.items);
		guardDuplicate(ctx, 'invoice', body, amount);
		const t = ctx.clock.now();
		const c = model.ensureCustomer(body, t);
		const inv = {
			id: ctx.rng.uuid(),
			createdAt: t,
			updatedAt: t,
			userId: store.account.id,
			type: 'invoice',
			status: 'active',
			name: body.name,
			description: body.description,
			amount,
			category: null,
			redirectUrl: body.redirectUrl || null,
			customerId: c.id,
			items: body.items.map((it) => ({
				quantity: it.quantity,
				rate: it.rate,
				description: it.description,
			})),
			expiredAt: body.expiredAt ? Date.parse(body.expiredAt) : t + DEFAULT_EXPIRY_MS,
			paymentMethod: body.paymentMethod || null,
			cashtag: body.cashtag || null,
			extraData: body.extraData || null,
			notes: body.notes || null,
			tax: body.tax === undefined ? null : body.tax,
			link: model.newSlug(body.description),
		};
		store.invoices.push(inv);
		const tx = model.newTransaction({
			link: inv,
			customerId: c.id,
			amount,
			expirationDate: inv.expiredAt,
			extraData: inv.extraData,
		});
		inv.transactionId = tx.id;
		return ok({
			id: inv.id,
			transactionId: tx.id,
			link: publicLink(inv),
			expiredAt: inv.expiredAt,
			extraData: inv.extraData,
		});
	});

	router.post(`${V2}/invoices/:id/update`, ({ params, body }) => {
		const input = { ...body, id: body.id === undefined || body.id === null ? params.id : body.id };
		validate(input, EDIT);
		const inv = store.invoices.find((r) => r.id === input.id);
		if (!inv) throw fail(404, 'Invoice not found');
		const tx = model.transaction(inv.transactionId);
		if (inv.status === 'paid' || (tx && tx.status === 'paid'))
			throw fail(409, 'Transaction already paid. Cannot edit invoice.');
		const t = Date.now();
		inv.items = input.items.map((it) => ({
			quantity: it.quantity,
			rate: it.rate,
			description: it.description,
		}));
		inv.amount = totalOf(inv.items);
		for (const f of [
			'description',
			'notes',
			'tax',
			'redirectUrl',
			'paymentMethod',
			'cashtag',
			'extraData',
		]) {
			if (input[f] !== undefined && input[f] !== null) inv[f] = input[f];
		}
		if (input.expiredAt) inv.expiredAt = Date.parse(input.expiredAt);
		inv.updatedAt = t;
		if (tx)
			Object.assign(tx, {
				amount: inv.amount,
				expirationDate: inv.expiredAt,
				extraData: inv.extraData,
				updatedAt: t,
			});
		return ok({ id: inv.id, link: publicLink(inv) });
	});

	router.post(`${V2}/invoices/:id/:action`, ({ params }) =>
		statusAction(ctx, params.id, params.action, 'Invoice not found'),
	);
}

module.exports = { register };
