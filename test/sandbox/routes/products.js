'use strict';
/**
 * Products (payment links of every product type): list, by type, detail, transactions, create and update
 * per kind, status action. Updates follow Mayar's V2 quirks: the body `id` picks the record (the path id
 * is only used when the body has none), fields are partial, `link` moves the slug, and a validation
 * failure is HTTP 200 with {statusCode:400, messages:"failed", data:[errors]}.
 */
const { ok, fail, softFail, validationError } = require('../lib/envelope');
const { page } = require('../lib/paginate');
const { check } = require('../lib/validate');
const views = require('../lib/views');
const { statusAction } = require('../lib/status');
const { PRODUCT_TYPES } = require('../lib/seed');

const V2 = '/hl/v2';
const SLUG = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;

// ---- body schemas ---------------------------------------------------------------------------------------
const str = { type: 'string' };
const text = { type: 'string', nonEmpty: true };
const money = { type: 'integer', min: 0 };
const date = { type: 'date' };
const url = { type: 'url' };
const limit = { type: 'integer', min: 1 };
const R = (rule) => ({ ...rule, required: true });
const eventObject = {
	type: 'object',
	props: {
		eventAddress: str,
		isOnlineEvent: { type: 'boolean' },
		maxTicket: { type: 'integer', min: 1 },
	},
};
const afterStart = {
	...date,
	check: (v, body) =>
		body.eventStartAt && Date.parse(v) < Date.parse(body.eventStartAt)
			? 'must not be before eventStartAt.'
			: null,
};

const CREATE = {
	generic_link: {
		name: R(str),
		amount: money,
		description: str,
		redirectUrl: url,
		coverImage: str,
		expiredAt: date,
		limit,
		notes: str,
		tax: money,
	},
	digital_product: {
		name: R(str),
		description: R(str),
		amount: R(money),
		crossoutPrice: money,
		redirectUrl: url,
		notes: str,
		expiredAt: date,
		limit,
		tax: money,
	},
	event: {
		name: R(str),
		description: R(str),
		amount: R(money),
		crossoutPrice: money,
		eventUrl: str,
		notes: str,
		terms: str,
		redirectUrl: url,
		paymentType: R(str),
		startAt: R(date),
		eventStartAt: R(date),
		eventEndAt: R(afterStart),
		expiredAt: R(date),
		limit,
		event: eventObject,
	},
	webinar: {
		name: R(str),
		description: R(str),
		amount: R(money),
		crossoutPrice: R(money),
		eventUrl: R(url),
		notes: str,
		terms: str,
		redirectUrl: url,
		paymentType: R(str),
		startAt: R(date),
		eventStartAt: R(date),
		eventEndAt: R(afterStart),
		expiredAt: R(date),
		limit,
	},
};

const linkRule = {
	type: 'string',
	nonEmpty: true,
	max: 100,
	check: (v) => (SLUG.test(v) ? null : 'may only hold letters, digits, - and _.'),
};
const EDIT_COMMON = {
	id: R(str),
	name: text,
	description: str,
	amount: money,
	redirectUrl: url,
	notes: str,
	expiredAt: date,
	link: linkRule,
	coverImage: str,
	limit,
	tax: money,
};
const EDIT = {
	generic_link: EDIT_COMMON,
	digital_product: { ...EDIT_COMMON, crossoutPrice: money },
	event: {
		...EDIT_COMMON,
		crossoutPrice: money,
		eventUrl: str,
		terms: str,
		paymentType: text,
		startAt: date,
		eventStartAt: date,
		eventEndAt: afterStart,
		event: eventObject,
	},
	webinar: {
		...EDIT_COMMON,
		crossoutPrice: money,
		eventUrl: url,
		terms: str,
		paymentType: text,
		startAt: date,
		eventStartAt: date,
		eventEndAt: afterStart,
	},
};

/** Copies given body fields onto a product record; expiredAt is kept as epoch ms, event times as ISO. */
function apply(record, body, fields) {
	for (const f of fields) {
		const v = body[f];
		if (v === undefined || v === null || f === 'id' || f === 'link') continue; // null reads as "not given"
		if (f === 'expiredAt') record.expiredAt = Date.parse(v);
		else if (['startAt', 'eventStartAt', 'eventEndAt'].includes(f))
			record[f] = new Date(v).toISOString();
		else if (f === 'coverImage')
			record.coverImage = v ? { id: v, fileType: 'image/jpeg', url: v } : null;
		// The docs give maxTicket a default of 50 (event/create) and do not say whether an edit keeps it: the sandbox
		// takes the worse case, an edit's event{} without maxTicket resets it (docs/api-notes.md, Product updates).
		else if (f === 'event') record.event = { ...(record.event || {}), maxTicket: 50, ...v };
		else record[f] = v;
	}
}

function register(router, ctx) {
	const { store, model } = ctx;
	const publicLink = (p) => views.PUBLIC_PATHS.linkPayment(ctx.publicUrl, p.link);

	function checkType(type) {
		if (type !== undefined && !PRODUCT_TYPES.includes(type)) {
			throw fail(400, `Invalid product type: ${type}. allowed: ${PRODUCT_TYPES.join(', ')}`);
		}
	}

	function listProducts(query, type) {
		const search = typeof query.search === 'string' ? query.search.trim().toLowerCase() : '';
		const rows = store.products.filter(
			(p) =>
				(!type || p.type === type) &&
				(!search || p.name.toLowerCase().includes(search)) &&
				(typeof query.status !== 'string' || p.status === query.status),
		);
		return page(rows, query, ctx, (p) => views.productListItem(p, ctx));
	}

	router.get(`${V2}/products`, ({ query }) => {
		checkType(query.type);
		return listProducts(query, query.type);
	});

	router.get(`${V2}/products/types/:type`, ({ params, query }) => {
		checkType(params.type);
		return listProducts(query, params.type);
	});

	router.get(`${V2}/products/:id`, ({ params }) => {
		const p = store.products.find((r) => r.id === params.id);
		if (!p) throw fail(404, 'Product not found');
		return ok(views.productDetail(p, ctx));
	});

	/** Transactions of any payment link: status created / paid / expired. */
	router.get(`${V2}/products/:id/transactions`, ({ params, query }) => {
		const found = model.link(params.id);
		if (!found) throw fail(404, 'Product not found');
		const statusOf = (tx) =>
			tx.status === 'paid' ? 'paid' : model.isExpired(tx) ? 'expired' : 'created';
		const rows = model
			.transactionsOf(params.id)
			.filter(
				(tx) =>
					(typeof query.status !== 'string' || statusOf(tx) === query.status) &&
					(typeof query.customerId !== 'string' || tx.customerId === query.customerId),
			);
		const l = found.record;
		return page(
			rows,
			query,
			ctx,
			(tx) => {
				const row = views.transactionRow(tx, ctx, statusOf(tx));
				delete row.paymentUrl;
				return { ...row, productName: l.name, productType: l.type, productLink: l.link };
			},
			{ fields: true },
		);
	});

	// ---- create ---------------------------------------------------------------------------------------
	function create(type, body) {
		const errors = check(body, CREATE[type]);
		if (errors.length) throw validationError(errors);
		const t = ctx.clock.now();
		const p = {
			id: ctx.rng.uuid(),
			createdAt: t,
			updatedAt: t,
			userId: store.account.id,
			type,
			subType: null,
			status: 'active',
			name: body.name,
			description: body.description || '',
			amount: body.amount === undefined || body.amount === null ? 0 : body.amount,
			category: null,
			limit: null,
			redirectUrl: null,
			installmentId: null,
			event:
				type === 'event'
					? { eventAddress: null, isOnlineEvent: false, maxTicket: 50 }
					: type === 'webinar'
						? { eventAddress: null, isOnlineEvent: true, maxTicket: 50 }
						: null,
			order: null,
			coverImage: null,
			multipleImage: null,
			qty: null,
			expiredAt: null,
			link: model.newSlug(body.name),
		};
		apply(p, body, Object.keys(CREATE[type]));
		store.products.push(p);
		return ok({ id: p.id, link: publicLink(p) });
	}

	for (const path of ['/products/create', '/products/payment-link/create']) {
		router.post(`${V2}${path}`, ({ body }) => create('generic_link', body));
	}
	router.post(`${V2}/products/digital-product/create`, ({ body }) =>
		create('digital_product', body),
	);
	router.post(`${V2}/products/event/create`, ({ body }) => create('event', body));
	router.post(`${V2}/products/webinar/create`, ({ body }) => create('webinar', body));

	// ---- update ---------------------------------------------------------------------------------------
	function update(kind, params, body) {
		const input = { ...body, id: body.id === undefined || body.id === null ? params.id : body.id };
		const schema = EDIT[kind];
		const errors = check(input, schema);
		const given = Object.keys(schema).filter(
			(f) => f !== 'id' && input[f] !== undefined && input[f] !== null,
		);
		if (!errors.length && kind !== 'generic_link' && given.length === 0) {
			errors.push({
				type: 'required',
				message: "At least one field besides 'id' must be given.",
				field: 'body',
			});
		}
		if (errors.length) return softFail(400, 'failed', errors);
		const p = store.products.find((r) => r.id === input.id);
		if (!p) throw fail(404, 'Product not found');
		if (p.type === 'membership' && (input.amount === undefined || input.amount === null)) {
			return softFail(400, 'failed', [
				{ type: 'required', message: "The 'amount' field is required.", field: 'amount' },
			]);
		}
		if (input.link !== undefined && input.link !== null && input.link !== p.link) {
			const owner = model.slugOwner(input.link);
			if (owner && owner.id !== p.id) throw fail(409, `Link ${input.link} already exist`);
			p.link = input.link;
		}
		apply(p, input, given);
		p.updatedAt = Date.now();
		return ok({ id: p.id, link: publicLink(p) });
	}

	for (const path of ['/products/payment-link/:id/update', '/payment-links/:id/update']) {
		router.post(`${V2}${path}`, ({ params, body }) => update('generic_link', params, body));
	}
	router.post(`${V2}/products/digital-product/:id/update`, ({ params, body }) =>
		update('digital_product', params, body),
	);
	router.post(`${V2}/products/event/:id/update`, ({ params, body }) =>
		update('event', params, body),
	);
	router.post(`${V2}/products/webinar/:id/update`, ({ params, body }) =>
		update('webinar', params, body),
	);

	router.post(`${V2}/products/:id/:action`, ({ params }) =>
		statusAction(ctx, params.id, params.action, 'Product not found'),
	);
}

module.exports = { register };
