'use strict';
/**
 * Coupons (Mayar calls them discounts): a discount holds one reusable code (usable `totalCoupons` times) or
 * `totalCoupons` one-time codes. Create, detail, list (cursor; new in V2), validate (404 for an unknown
 * code, 400 with the reason when it exists but does not apply) and check (usage of one code).
 *
 * Seeded under `ctx.store.coupons`, deterministic: fixtures with known codes (HEMAT10, KADALUARSA, KHUSUS1,
 * MIN100K, HABIS, BARU, LAMA) plus fillers PROMO001..., so the list needs two pages at 50. Codes match
 * case-insensitively (not documented). Tests may change `totalUsed` on a code to simulate use.
 */
const { ok, fail, validationError } = require('../lib/envelope');
const { page } = require('../lib/paginate');
const { check } = require('../lib/validate');

const V2 = '/hl/v2';
const DAY = 86400000;
const FILLERS = 48;

function iso(ms) {
	return ms === null || ms === undefined ? null : new Date(ms).toISOString();
}

const CREATE = {
	name: {
		type: 'string',
		required: true,
		check: (v) => (v.trim().length < 5 ? 'length must be at least 5 characters long.' : null),
	},
	expiredAt: { type: 'date' },
	discount: {
		type: 'object',
		required: true,
		props: {
			discountType: { type: 'string', required: true, values: ['monetary', 'percentage'] },
			eligibleCustomerType: { type: 'string', required: true, values: ['all', 'new', 'old'] },
			minimumPurchase: { type: 'integer', min: 0 },
			value: {
				type: 'number',
				required: true,
				positive: true,
				check: (v, root) =>
					root.discount.discountType === 'percentage' && v > 99
						? 'must be less than or equal to 99 for a percentage discount.'
						: null,
			},
			totalCoupons: {
				type: 'integer',
				required: true,
				positive: true,
				check: (v, root) =>
					root.coupon && root.coupon.type === 'onetime' && v > 50
						? 'must be less than or equal to 50 for one-time coupons.'
						: null,
			},
		},
	},
	coupon: {
		type: 'object',
		required: true,
		props: {
			type: { type: 'string', required: true, values: ['reusable', 'onetime'] },
			code: {
				type: 'string',
				max: 50,
				check: (v, root) =>
					root.coupon.type === 'onetime' ? 'is only allowed for reusable coupons.' : null,
			},
		},
	},
	products: {
		type: 'array',
		max: 2,
		items: { type: 'object', props: { id: { type: 'string', required: true } } },
	},
};

function register(router, ctx) {
	const { store, rng, clock } = ctx;
	store.coupons = [];
	const now = ctx.options.now;

	const newCode = () =>
		Array.from({ length: 8 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[rng.int(0, 31)]).join('');
	function findCode(code) {
		if (typeof code !== 'string') return null;
		const c = code.trim().toUpperCase();
		for (const d of store.coupons) {
			const k = d.coupons.find((x) => x.code.toUpperCase() === c);
			if (k) return { discount: d, coupon: k };
		}
		return null;
	}

	function add(spec, at) {
		const t = at;
		const d = {
			id: rng.uuid(),
			name: spec.name,
			discountType: spec.discountType,
			value: spec.value,
			minimumPurchase: spec.minimumPurchase || 0,
			eligibleCustomerType: spec.eligibleCustomerType || 'all',
			totalCoupons: spec.totalCoupons,
			discountProductType: spec.productIds && spec.productIds.length ? 'selected' : 'all',
			productIds: spec.productIds || [],
			expiredAt: spec.expiredAt === undefined ? null : spec.expiredAt,
			status: 'active',
			createdAt: t,
			updatedAt: t,
			userId: store.account.id,
			coupons: [],
		};
		d.isLifeTime = d.expiredAt === null;
		const codes =
			spec.type === 'onetime'
				? Array.from({ length: spec.totalCoupons }, newCode)
				: [spec.code || newCode()];
		for (const code of codes) {
			d.coupons.push({
				id: rng.uuid(),
				code,
				type: spec.type,
				limit: spec.type === 'onetime' ? 1 : spec.totalCoupons,
				totalUsed: spec.totalUsed || 0,
				isActive: true,
				discountId: d.id,
				endMonthTrial: null,
				createdAt: t,
				updatedAt: t,
				userId: store.account.id,
			});
		}
		store.coupons.push(d);
		return d;
	}

	// Fixtures
	const seedAt = (daysAgo) => clock.claim(now - daysAgo * DAY);
	const product = store.products.find((p) => p.status === 'active') || store.products[0];
	add(
		{
			name: 'Hemat Sepuluh Persen',
			discountType: 'percentage',
			value: 10,
			totalCoupons: 100,
			type: 'reusable',
			code: 'HEMAT10',
			totalUsed: 3,
		},
		seedAt(30),
	);
	add(
		{
			name: 'Promo Kadaluarsa',
			discountType: 'monetary',
			value: 5000,
			totalCoupons: 10,
			type: 'reusable',
			code: 'KADALUARSA',
			expiredAt: now - DAY,
		},
		seedAt(60),
	);
	add(
		{
			name: 'Khusus Satu Produk',
			discountType: 'monetary',
			value: 2000,
			totalCoupons: 10,
			type: 'reusable',
			code: 'KHUSUS1',
			productIds: [product.id],
		},
		seedAt(20),
	);
	add(
		{
			name: 'Minimal Seratus Ribu',
			discountType: 'monetary',
			value: 15000,
			totalCoupons: 10,
			type: 'reusable',
			code: 'MIN100K',
			minimumPurchase: 100000,
		},
		seedAt(15),
	);
	add(
		{
			name: 'Kuota Habis',
			discountType: 'percentage',
			value: 50,
			totalCoupons: 5,
			type: 'reusable',
			code: 'HABIS',
			totalUsed: 5,
		},
		seedAt(12),
	);
	add(
		{
			name: 'Customer Baru',
			discountType: 'percentage',
			value: 20,
			totalCoupons: 50,
			type: 'reusable',
			code: 'BARU',
			eligibleCustomerType: 'new',
		},
		seedAt(10),
	);
	add(
		{
			name: 'Customer Lama',
			discountType: 'percentage',
			value: 15,
			totalCoupons: 50,
			type: 'reusable',
			code: 'LAMA',
			eligibleCustomerType: 'old',
		},
		seedAt(9),
	);
	for (let n = 1; n <= FILLERS; n++) {
		add(
			{
				name: `Promo Musiman ${n}`,
				discountType: n % 2 ? 'percentage' : 'monetary',
				value: n % 2 ? rng.int(5, 50) : rng.int(1, 20) * 1000,
				totalCoupons: rng.int(1, 200),
				type: 'reusable',
				code: `PROMO${String(n).padStart(3, '0')}`,
			},
			seedAt(100 + n),
		);
	}

	function detail(d) {
		return {
			id: d.id,
			name: d.name,
			discountType: d.discountType,
			value: d.value,
			minimumPurchase: d.minimumPurchase,
			eligibleCustomerType: d.eligibleCustomerType,
			totalCoupons: d.totalCoupons,
			discountProductType: d.discountProductType,
			expiredAt: d.expiredAt,
			isLifeTime: d.isLifeTime,
			status: d.status,
			createdAt: d.createdAt,
			updatedAt: d.updatedAt,
			userId: d.userId,
			coupons: d.coupons.map((k) => ({
				id: k.id,
				code: k.code,
				createdAt: k.createdAt,
				discountId: k.discountId,
				endMonthTrial: k.endMonthTrial,
				expiredAt: d.expiredAt,
				isActive: k.isActive,
				limit: k.limit,
				type: k.type,
				updatedAt: k.updatedAt,
				userId: k.userId,
			})),
			productDiscount: d.productIds.map((pid) => ({
				id: `${d.id.slice(0, 24)}${pid.slice(24)}`,
				discountId: d.id,
				paymentLinkId: pid,
			})),
		};
	}

	router.get(`${V2}/coupons`, ({ query }) => page(store.coupons, query, ctx, detail));

	router.get(`${V2}/coupons/:id`, ({ params }) => {
		const d = store.coupons.find((x) => x.id === params.id);
		if (!d) throw fail(404, 'Discount not found');
		return ok(detail(d));
	});

	router.post(`${V2}/coupons/create`, ({ body }) => {
		const errors = check(body, CREATE);
		if (errors.length) throw validationError(errors);
		if (body.coupon.code && findCode(body.coupon.code))
			throw fail(409, 'Coupon code already in use');
		const productIds = (body.products || []).map((p) => p.id);
		for (const id of productIds) {
			const p = store.products.find((x) => x.id === id);
			if (!p) throw fail(404, 'Product Tidak Ditemukan');
			if (p.status === 'closed') throw fail(400, 'Product Tidak Bisa Ditambahkan');
		}
		const d = add(
			{
				name: body.name,
				discountType: body.discount.discountType,
				value: body.discount.value,
				minimumPurchase: body.discount.minimumPurchase,
				eligibleCustomerType: body.discount.eligibleCustomerType,
				totalCoupons: body.discount.totalCoupons,
				type: body.coupon.type,
				code: body.coupon.code,
				productIds,
				expiredAt: body.expiredAt ? Date.parse(body.expiredAt) : null,
			},
			clock.now(),
		);
		// The create answer uses ISO 8601 timestamps (public docs).
		return ok({
			id: d.id,
			name: d.name,
			discountType: d.discountType,
			value: d.value,
			minimumPurchase: d.minimumPurchase,
			eligibleCustomerType: d.eligibleCustomerType,
			totalCoupons: d.totalCoupons,
			discountProductType: d.discountProductType,
			expiredAt: iso(d.expiredAt),
			isLifeTime: d.isLifeTime,
			status: d.status,
			coupons: d.coupons.map((k) => ({
				id: k.id,
				code: k.code,
				type: k.type,
				expiredAt: iso(d.expiredAt),
			})),
			products: d.productIds.map((id) => ({ id })),
			createdAt: iso(d.createdAt),
		});
	});

	function hasPaid(email) {
		const c = ctx.model.customerByEmail(email);
		return Boolean(
			c && store.transactions.some((t) => t.customerId === c.id && t.status === 'paid'),
		);
	}

	router.post(`${V2}/coupons/validate`, ({ body }) => {
		const errors = check(body, {
			couponCode: { type: 'string', required: true },
			paymentLinkId: { type: 'string', required: true },
			amount: { type: 'number', min: 0 },
			customerEmail: { type: 'email' },
		});
		if (errors.length) throw validationError(errors);
		const found = findCode(body.couponCode);
		if (!found) throw fail(404, 'Gagal! Kode diskon ini tidak ditemukan.');
		const { discount: d, coupon: k } = found;
		const amount = body.amount || 0;
		if (d.status !== 'active' || !k.isActive)
			throw fail(400, 'Gagal! Kode diskon ini sudah tidak aktif.');
		if (d.expiredAt !== null && d.expiredAt < Date.now())
			throw fail(400, 'Gagal! Kode diskon ini sudah kedaluwarsa.');
		if (d.discountProductType === 'selected' && !d.productIds.includes(body.paymentLinkId))
			throw fail(400, 'Gagal! Kode diskon ini tidak berlaku untuk produk ini.');
		if (amount < d.minimumPurchase)
			throw fail(
				400,
				`Gagal! Minimal pembelian untuk kode diskon ini adalah Rp${d.minimumPurchase}.`,
			);
		if (d.eligibleCustomerType === 'new' && body.customerEmail && hasPaid(body.customerEmail))
			throw fail(400, 'Gagal! Kode diskon ini hanya untuk customer baru.');
		if (d.eligibleCustomerType === 'old' && !(body.customerEmail && hasPaid(body.customerEmail)))
			throw fail(400, 'Gagal! Kode diskon ini hanya untuk customer lama.');
		if (k.totalUsed >= k.limit) throw fail(400, 'Gagal! Kuota kode diskon ini sudah habis.');
		return ok({
			valid: true,
			coupon: {
				id: k.id,
				code: k.code,
				discountType: d.discountType,
				discountValue: d.value,
				minimumPurchase: d.minimumPurchase,
				eligibleCustomerType: d.eligibleCustomerType,
			},
		});
	});

	router.post(`${V2}/coupons/check`, ({ body }) => {
		const errors = check(body, { couponCode: { type: 'string', required: true, max: 50 } });
		if (errors.length) throw validationError(errors);
		const found = findCode(body.couponCode);
		if (!found) throw fail(404, 'Kode kupon tidak ditemukan.');
		const k = found.coupon;
		return ok({
			couponCode: k.code,
			isUsed: k.totalUsed > 0,
			totalUsed: k.totalUsed,
			limit: k.limit,
			remaining: Math.max(0, k.limit - k.totalUsed),
		});
	});
}

module.exports = { register };
