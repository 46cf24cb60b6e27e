'use strict';
/**
 * Reviews (spec "V2 path mapping" row Reviews; bodies and errors from public facts 2.14):
 *   GET  /hl/v2/reviews                                      list (cursor; filters status, paymentLinkId, rating)
 *   GET  /hl/v2/reviews/stats                                store-wide stats (spec path)
 *   GET  /hl/v2/merchants/reviews/stats                      the same (public docs' path)
 *   GET  /hl/v2/products/{paymentLinkId}/reviews             a product's reviews (cursor; rating, prioritizeMessage)
 *   GET  /hl/v2/products/{paymentLinkId}/reviews/stats       a product's stats
 *   GET  /hl/v2/products/{paymentLinkId}/reviews/customer    ?customerId= : one review, or data null
 *   POST /hl/v2/reviews/create                               {paymentLinkId, customerEmail, rating, message?, contentReview?}
 *   POST /hl/v2/reviews/{id}/update                          {id, paymentLinkId, customerEmail?, rating?, message?, customerId?, ...}
 *   POST /hl/v2/reviews/bulk-status/update                   {input: [{id, status, paymentLinkId?}]} (1 to 50)
 *
 * Seed (`ctx.store.reviews`, deterministic from ctx.rng): reviews are written by real buyers. Every distinct
 * (product, customer) pair of a PAID transaction on a product of ctx.store.products is a candidate; a shuffled
 * subset of them (at most SEEDED) gets a review, about 80% ACTIVE, 10% ARCHIVED, 10% INACTIVE. The pairs left
 * over stay unreviewed, so a create for them succeeds. Create (and an update that names a new customer)
 * requires a paid transaction of that customer for that product in ctx.store.transactions: otherwise 403 "Anda
 * belum pernah membeli produk ini" (create) or 404 "Transaksi tidak ditemukan" (update).
 *
 * Choices where the docs are silent: stats (store and product) and the product review list count ACTIVE
 * reviews only (what buyers see on the product page), GET /reviews lists every status; stats are `{}` when no
 * review counts; percentages and average are rounded to 2 decimals. Validation failures of the three writes are
 * HTTP 200 {statusCode:400, messages:"failed", data:[errors]} as the public docs describe. Bulk update is all or
 * nothing: one unknown id (or an id with another paymentLinkId) refuses the whole batch with 400 "Review is not
 * valid! Please check your payload.". The update takes the review from the body `id` (as product updates do).
 */
const { ok, done, fail, softFail } = require('../lib/envelope');
const { page, parseLimit, parseCursor } = require('../lib/paginate');
const { check } = require('../lib/validate');

const V2 = '/hl/v2';
const HOUR = 3600000;
const DAY = 86400000;
const SEEDED = 90;
const STATUSES = ['ACTIVE', 'ARCHIVED', 'INACTIVE'];
const MESSAGES = [
	'Produknya bagus, sesuai deskripsi.',
	'Materinya jelas dan mudah dipahami.',
	'Pengiriman cepat, penjual ramah.',
	'Lumayan, tapi bisa lebih baik lagi.',
	'Sangat membantu, terima kasih!',
	'Kurang sesuai harapan.',
	'Mantap, recommended banget.',
	'Harga sebanding dengan kualitas.',
];

const rating = { type: 'integer', min: 1, max: 5 };
const contentReview = {
	type: 'array',
	max: 10,
	items: {
		type: 'object',
		props: {
			id: { type: 'string' },
			type: { type: 'string', required: true, values: ['image', 'video'] },
			multipleFileId: { type: 'string', required: true },
		},
	},
};
const CREATE = {
	paymentLinkId: { type: 'string', required: true },
	customerEmail: { type: 'email', required: true },
	rating: { ...rating, required: true },
	message: { type: 'string', max: 5000 },
	contentReview,
};
const UPDATE = {
	id: { type: 'string', required: true },
	paymentLinkId: { type: 'string', required: true },
	customerEmail: { type: 'email' },
	rating,
	message: { type: 'string', max: 5000 },
	customerId: { type: 'string', nonEmpty: true },
	contentReview,
	deleteContentReview: { type: 'array', items: { type: 'string' } },
};
const BULK = {
	input: {
		type: 'array',
		required: true,
		min: 1,
		max: 50,
		items: {
			type: 'object',
			props: {
				id: { type: 'string', required: true },
				status: { type: 'string', required: true, values: STATUSES },
				paymentLinkId: { type: 'string' },
			},
		},
	},
};

function queryError(field, message, actual) {
	return fail(400, 'Validation Error', [
		{ type: 'query', message: `The '${field}' field ${message}`, field, actual },
	]);
}

function register(router, ctx) {
	const { store, rng, clock, model } = ctx;
	const now = ctx.options.now;
	store.reviews = [];

	const productOf = (id) =>
		typeof id === 'string' ? store.products.find((p) => p.id === id) || null : null;
	const hasPaid = (customerId, paymentLinkId) =>
		store.transactions.some(
			(t) =>
				t.customerId === customerId && t.paymentLinkId === paymentLinkId && t.status === 'paid',
		);
	const reviewOf = (customerId, paymentLinkId) =>
		store.reviews.find((r) => r.customerId === customerId && r.paymentLinkId === paymentLinkId) ||
		null;

	function contentOf(list) {
		return (list || []).map((c) => ({
			id: c.id || rng.uuid(),
			value: c.type,
			file: {
				id: c.multipleFileId,
				filename: `${c.multipleFileId}.${c.type === 'video' ? 'mp4' : 'jpg'}`,
				size: null,
				mimetype: c.type === 'video' ? 'video/mp4' : 'image/jpeg',
			},
		}));
	}

	// ---- seed ----------------------------------------------------------------------------------------------
	const productIds = new Set(store.products.map((p) => p.id));
	const pairs = [];
	const seen = new Set();
	for (const t of store.transactions) {
		if (t.status !== 'paid' || !t.customerId || !productIds.has(t.paymentLinkId)) continue;
		const key = `${t.paymentLinkId}|${t.customerId}`;
		if (seen.has(key)) continue;
		seen.add(key);
		pairs.push({
			paymentLinkId: t.paymentLinkId,
			customerId: t.customerId,
			paidAt: t.paidAt || t.createdAt,
		});
	}
	for (const pair of rng.shuffle(pairs).slice(0, SEEDED)) {
		const from = Math.min(pair.paidAt + HOUR, now - DAY);
		const t = clock.claim(from + Math.floor(rng.next() * Math.max(1, now - 1000 - from)));
		const roll = rng.next();
		const img = rng.chance(0.15) ? rng.uuid() : null;
		store.reviews.push({
			id: rng.uuid(),
			createdAt: t,
			updatedAt: t,
			customerId: pair.customerId,
			paymentLinkId: pair.paymentLinkId,
			rating: rng.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]),
			message: rng.chance(0.7) ? rng.pick(MESSAGES) : null,
			status: roll < 0.8 ? 'ACTIVE' : roll < 0.9 ? 'ARCHIVED' : 'INACTIVE',
			userId: store.account.id,
			multipleImage: img
				? [
						{
							id: img,
							fileType: 'image/jpeg',
							description: null,
							url: `https://cdn.example.com/reviews/${img}.jpg`,
						},
					]
				: [],
			content: [],
		});
	}

	// ---- views ---------------------------------------------------------------------------------------------
	function view(r) {
		const c = model.customer(r.customerId);
		const p = productOf(r.paymentLinkId);
		return {
			id: r.id,
			createdAt: r.createdAt,
			customerId: r.customerId,
			message: r.message,
			paymentLinkId: r.paymentLinkId,
			rating: r.rating,
			status: r.status,
			updatedAt: r.updatedAt,
			userId: r.userId,
			multipleImage: r.multipleImage.map((m) => ({ ...m })),
			content: r.content.map((m) => ({ ...m, file: { ...m.file } })),
			customer: c ? { id: c.id, name: c.name } : null,
			paymentLink: p
				? {
						id: p.id,
						name: p.name,
						type: p.type,
						link: p.link,
						subType: p.subType === undefined ? null : p.subType,
					}
				: null,
		};
	}

	function stats(reviews) {
		const active = reviews.filter((r) => r.status === 'ACTIVE');
		if (!active.length) return {};
		const total = active.length;
		const round = (x) => Math.round(x * 100) / 100;
		return {
			total,
			average: round(active.reduce((s, r) => s + r.rating, 0) / total),
			stats: [5, 4, 3, 2, 1].map((n) => {
				const count = active.filter((r) => r.rating === n).length;
				return { rating: n, percentage: round((count / total) * 100), totalRating: count };
			}),
		};
	}

	function ratingQuery(query) {
		const v = query.rating;
		if (v === undefined || v === '') return null;
		if (typeof v !== 'string' || !/^[1-5]$/.test(v))
			throw queryError('rating', 'must be a whole number from 1 to 5.', v);
		return Number(v);
	}

	function product404(id) {
		const p = productOf(id);
		if (!p) throw fail(404, 'Produk tidak ditemukan');
		return p;
	}

	/** prioritizeMessage: reviews with a message first, newest first within each group; the cursor is still a createdAt. */
	function prioritizedPage(rows, query) {
		const limit = parseLimit(query.limit);
		const cursor = parseCursor(query.startingAfter, clock);
		const byNew = (a, b) => b.createdAt - a.createdAt;
		const ordered = rows
			.filter((r) => r.message)
			.sort(byNew)
			.concat(rows.filter((r) => !r.message).sort(byNew));
		let start = 0;
		if (cursor !== null) {
			const at = ordered.findIndex((r) => r.createdAt === cursor);
			start = at < 0 ? ordered.length : at + 1;
		}
		const slice = ordered.slice(start, start + limit);
		const hasMore = start + limit < ordered.length;
		return {
			status: 200,
			body: {
				statusCode: 200,
				messages: 'success',
				hasMore,
				nextStartingAfter: hasMore ? String(slice[slice.length - 1].createdAt) : null,
				data: slice.map(view),
			},
		};
	}

	// ---- reads ---------------------------------------------------------------------------------------------
	router.get(`${V2}/reviews`, ({ query }) => {
		const status = query.status === undefined || query.status === '' ? null : query.status;
		if (status !== null && !STATUSES.includes(status))
			throw queryError('status', `must be one of ${STATUSES.join(', ')}.`, status);
		const r = ratingQuery(query);
		const linkId =
			typeof query.paymentLinkId === 'string' && query.paymentLinkId ? query.paymentLinkId : null;
		const rows = store.reviews.filter(
			(x) =>
				(!status || x.status === status) &&
				(r === null || x.rating === r) &&
				(!linkId || x.paymentLinkId === linkId),
		);
		return page(rows, query, ctx, view);
	});

	const storeStats = () => ok(stats(store.reviews));
	router.get(`${V2}/reviews/stats`, storeStats);
	router.get(`${V2}/merchants/reviews/stats`, storeStats);

	router.get(`${V2}/products/:id/reviews`, ({ params, query }) => {
		product404(params.id);
		const r = ratingQuery(query);
		const p = query.prioritizeMessage;
		if (p !== undefined && p !== 'true' && p !== 'false')
			throw queryError('prioritizeMessage', 'must be a boolean value.', p);
		const rows = store.reviews.filter(
			(x) =>
				x.paymentLinkId === params.id && x.status === 'ACTIVE' && (r === null || x.rating === r),
		);
		return p === 'true' ? prioritizedPage(rows, query) : page(rows, query, ctx, view);
	});

	router.get(`${V2}/products/:id/reviews/stats`, ({ params }) => {
		product404(params.id);
		return ok(stats(store.reviews.filter((x) => x.paymentLinkId === params.id)));
	});

	router.get(`${V2}/products/:id/reviews/customer`, ({ params, query }) => {
		if (typeof query.customerId !== 'string' || !query.customerId.trim())
			throw fail(400, 'customerId query parameter is required');
		product404(params.id);
		const r = reviewOf(query.customerId.trim(), params.id);
		return ok(r ? view(r) : null);
	});

	// ---- writes --------------------------------------------------------------------------------------------
	router.post(`${V2}/reviews/create`, ({ body }) => {
		const errors = check(body, CREATE);
		if (errors.length) return softFail(400, 'failed', errors);
		product404(body.paymentLinkId);
		const c = model.customerByEmail(body.customerEmail);
		if (!c || !hasPaid(c.id, body.paymentLinkId))
			throw fail(403, 'Anda belum pernah membeli produk ini');
		if (reviewOf(c.id, body.paymentLinkId))
			throw fail(409, 'Anda sudah memberikan review untuk produk ini');
		const t = clock.now();
		const r = {
			id: rng.uuid(),
			createdAt: t,
			updatedAt: t,
			customerId: c.id,
			paymentLinkId: body.paymentLinkId,
			rating: body.rating,
			message: typeof body.message === 'string' && body.message.trim() ? body.message : null,
			status: 'ACTIVE',
			userId: store.account.id,
			multipleImage: [],
			content: contentOf(body.contentReview),
		};
		store.reviews.push(r);
		return ok(view(r));
	});

	router.post(`${V2}/reviews/bulk-status/update`, ({ body }) => {
		const errors = check(body, BULK);
		if (errors.length) return softFail(400, 'failed', errors);
		const targets = body.input.map((e) => {
			const r = store.reviews.find((x) => x.id === e.id);
			if (!r || (e.paymentLinkId && e.paymentLinkId !== r.paymentLinkId)) return null;
			return r;
		});
		if (targets.some((r) => !r)) throw fail(400, 'Review is not valid! Please check your payload.');
		const t = Date.now();
		body.input.forEach((e, n) => {
			targets[n].status = e.status;
			targets[n].updatedAt = t;
		});
		return done();
	});

	router.post(`${V2}/reviews/:id/update`, ({ params, body }) => {
		const errors = check(body, UPDATE);
		if (errors.length) return softFail(400, 'failed', errors);
		const id = body.id || params.id;
		const r = store.reviews.find((x) => x.id === id && x.paymentLinkId === body.paymentLinkId);
		if (!r) throw fail(404, 'Review tidak ditemukan');
		let customerId = r.customerId;
		if (body.customerEmail) {
			const c = model.customerByEmail(body.customerEmail);
			if (!c || !hasPaid(c.id, r.paymentLinkId)) throw fail(404, 'Transaksi tidak ditemukan');
			customerId = c.id;
		}
		if (body.customerId) {
			if (!model.customer(body.customerId) || !hasPaid(body.customerId, r.paymentLinkId))
				throw fail(404, 'Transaksi tidak ditemukan');
			customerId = body.customerId;
		}
		if (customerId !== r.customerId && reviewOf(customerId, r.paymentLinkId))
			throw fail(409, 'Customer ini sudah memberikan review untuk produk ini');
		r.customerId = customerId;
		if (body.rating !== undefined && body.rating !== null) r.rating = body.rating;
		if (body.message !== undefined && body.message !== null)
			r.message = body.message.trim() ? body.message : null;
		if (Array.isArray(body.deleteContentReview))
			r.content = r.content.filter((c) => !body.deleteContentReview.includes(c.id));
		if (Array.isArray(body.contentReview))
			r.content = r.content.concat(contentOf(body.contentReview));
		r.updatedAt = Date.now();
		return ok(view(r));
	});
}

module.exports = { register };
