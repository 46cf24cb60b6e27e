'use strict';
/**
 * Memberships: tiers and members of products of type membership (public docs, api-reference-v2/membership/*).
 *   GET  /hl/v2/memberships/tiers?productId=                 tiers (cursor)
 *   GET  /hl/v2/memberships/members?productId=               members (cursor), flattened dotted keys as Mayar
 *        sends them ("customer.name", ...); filters searchTerm, startDate, endDate (ISO 8601), isChurnedMember
 *        (true: only members whose status is not active; false: only active ones; either adds totalMember)
 *   GET  /hl/v2/memberships/members/{memberId}?productId=    one member, nested customer / membershipTier / paymentLink
 *   POST /hl/v2/memberships/members/create                   201, data.membershipCustomer
 *   POST /hl/v2/memberships/members/{memberId}/update        nextPayment / expiredAt only as UTC ISO strings
 *   POST /hl/v2/memberships/members/{memberId}/invoice/create
 *   POST /hl/v2/memberships/members/{memberId}/cancel
 * plus the spec's older V2 forms GET /hl/v2/memberships/{productId}/tiers and
 * GET /hl/v2/memberships/{productId}/members?memberId=.
 *
 * Every membership answer, error or not, carries the singular `message` (docs: "The error envelope is
 * {statusCode, message}"); list answers keep the plural `messages` of lib/paginate.
 *
 * Store: ctx.store.memberships = { tiers, members }, built at register time from the membership products
 * of lib/seed.js (their membershipTier entries keep their ids), with its own seeded random source so that
 * other route files do not shift it. The first membership product (`store.memberships.mainProductId`) gets
 * MAIN_MEMBERS members so its list pages; every other one gets a few. On the second membership product
 * the "Pro" tier is full (limit 3, 3 active members). Reads of a product that is unknown or not a
 * membership answer 404 "Produk membership tidak ditemukan."; writes answer the documented 400 "You are not
 * authorized to edit this product!".
 */
const { HttpError } = require('../lib/envelope');
const { page } = require('../lib/paginate');
const { createRng } = require('../lib/prng');
const { check } = require('../lib/validate');

const V2 = '/hl/v2';
const DAY = 86400000;
const MAIN_MEMBERS = 70;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MEMBER_ID = /^[A-Za-z0-9]{1,40}$/;
const UTC_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const STATUSES = ['active', 'stopped', 'inactive', 'finished'];
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A membership error: the singular `message` the membership pages document. */
class MembershipError extends Error {
	constructor(status, message, data) {
		super(message);
		this.status = status;
		this.data = data;
	}
}
const mfail = (status, message, data) => new MembershipError(status, message, data);

function answer(status, message, data) {
	const body = { statusCode: status, message };
	if (data !== undefined) body.data = data;
	return { status, body };
}

/** Wraps a handler so every failure comes back as {statusCode, message[, data]}. */
function guarded(handler) {
	return (req) => {
		try {
			return handler(req);
		} catch (err) {
			if (err instanceof MembershipError) return answer(err.status, err.message, err.data);
			if (err instanceof HttpError)
				return answer(
					err.status,
					typeof err.messages === 'string' ? err.messages : 'error',
					err.data,
				);
			throw err;
		}
	};
}

function iso(ms) {
	return ms === null || ms === undefined ? null : new Date(ms).toISOString();
}

function addMonths(ms, months) {
	const d = new Date(ms);
	d.setUTCMonth(d.getUTCMonth() + months);
	return d.getTime();
}

function register(router, ctx) {
	const { store, clock } = ctx;
	const rng = createRng(((ctx.options.seed || 1) * 7717 + 101) >>> 0);
	const now = ctx.options.now;
	const ms = (store.memberships = { tiers: [], members: [], invoices: [], mainProductId: null });

	const products = () => store.products.filter((p) => p.type === 'membership');
	const newMemberId = () => {
		for (;;) {
			const code = `MBR${Array.from({ length: 5 }, () => CODE_CHARS[rng.int(0, CODE_CHARS.length - 1)]).join('')}`;
			if (!ms.members.some((m) => m.memberId === code)) return code;
		}
	};

	// ---- seed ----------------------------------------------------------------------------------------
	function seedTier(p, entry, position) {
		const t = clock.claim(Math.min(now - DAY, p.createdAt + (position + 1) * 1000));
		const tier = {
			id: entry.id,
			createdAt: t,
			updatedAt: t,
			description: `<p>${entry.name}: akses ${p.name}.</p>`,
			finishMembershipAt: null,
			gracePeriodInDays: position === 0 ? 3 : 7,
			isTrialAvailable: position === 0,
			limit: null,
			name: entry.name,
			notes: null,
			paymentAtStart: true,
			paymentLinkId: p.id,
			position: position + 1,
			redirectUrl: null,
			status: 'ACTIVE',
			trialCredit: 0,
			trialPeriodInDays: position === 0 ? 7 : 0,
			upfrontFee: 0,
			userId: store.account.id,
			monthlyAmount: (p.amount || 50000) * (position + 1), // internal: price of one month
		};
		ms.tiers.push(tier);
		return tier;
	}

	function addMember({ product, tier, customer, period, status, createdAt }) {
		const t = createdAt;
		const next =
			status === 'active'
				? Math.max(addMonths(t, period), now + rng.int(1, 28) * DAY)
				: addMonths(t, period);
		const m = {
			id: rng.uuid(),
			memberId: newMemberId(),
			createdAt: t,
			updatedAt: t,
			userId: store.account.id,
			customerId: customer.id,
			membershipTierId: tier.id,
			paymentLinkId: product.id,
			monthlyPaymentPeriod: period,
			status,
			nextPayment: next,
			expiredAt: next,
			isAlreadyUsedTrial: false,
			isInTrial: false,
			isLifetimePeriod: false,
			isTodayReminderSent: false,
			nextPaymentEmailSent: false,
		};
		ms.members.push(m);
		return m;
	}

	const membershipProducts = products();
	membershipProducts.forEach((p, index) => {
		const entries =
			Array.isArray(p.membershipTier) && p.membershipTier.length
				? p.membershipTier
				: [{ id: rng.uuid(), name: 'Basic' }];
		const tiers = entries.map((e, k) => seedTier(p, e, k));
		if (index === 0) ms.mainProductId = p.id;
		const count = index === 0 ? MAIN_MEMBERS : 4;
		for (let n = 0; n < count; n++) {
			const customer =
				store.customers[
					(n * 7 + index * 13 + Math.floor(n / store.customers.length)) % store.customers.length
				];
			const tier = tiers[n % tiers.length];
			// Distinct customers per tier: skip a pair that already exists.
			if (ms.members.some((m) => m.membershipTierId === tier.id && m.customerId === customer.id))
				continue;
			const roll = rng.next();
			addMember({
				product: p,
				tier,
				customer,
				period: rng.pick([1, 1, 3, 6, 12]),
				status:
					roll < 0.7 ? 'active' : roll < 0.8 ? 'stopped' : roll < 0.9 ? 'inactive' : 'finished',
				createdAt: clock.claim(now - rng.int(2, 365) * DAY - rng.int(0, DAY - 1)),
			});
		}
		if (index === 1 && tiers[1]) {
			// A full tier: limit 3 with 3 active members.
			const full = tiers[1];
			full.limit = 3;
			for (const m of ms.members.filter((x) => x.membershipTierId === full.id)) m.status = 'active';
			let k = 0;
			while (
				ms.members.filter((x) => x.membershipTierId === full.id && x.status === 'active').length < 3
			) {
				const customer = store.customers[(k++ * 11 + 5) % store.customers.length];
				if (ms.members.some((m) => m.membershipTierId === full.id && m.customerId === customer.id))
					continue;
				addMember({
					product: p,
					tier: full,
					customer,
					period: 1,
					status: 'active',
					createdAt: clock.claim(now - rng.int(2, 60) * DAY),
				});
			}
		}
	});

	// ---- views ---------------------------------------------------------------------------------------
	const tierOf = (id) => ms.tiers.find((t) => t.id === id) || null;
	const customerOf = (id) =>
		ctx.model.customer(id) || { id, name: null, email: null, mobile: null };
	const activeCount = (tier) =>
		ms.members.filter((m) => m.membershipTierId === tier.id && m.status === 'active').length;

	function tierView(t) {
		return {
			id: t.id,
			createdAt: iso(t.createdAt),
			description: t.description,
			finishMembershipAt: t.finishMembershipAt,
			gracePeriodInDays: t.gracePeriodInDays,
			isSoldOut: t.limit !== null && activeCount(t) >= t.limit,
			isTrialAvailable: t.isTrialAvailable,
			limit: t.limit,
			name: t.name,
			notes: t.notes,
			paymentAtStart: t.paymentAtStart,
			paymentLinkId: t.paymentLinkId,
			position: t.position,
			redirectUrl: t.redirectUrl,
			status: t.status,
			trialCredit: t.trialCredit,
			trialPeriodInDays: t.trialPeriodInDays,
			updatedAt: iso(t.updatedAt),
			upfrontFee: t.upfrontFee,
			userId: t.userId,
		};
	}

	function record(m) {
		return {
			id: m.id,
			memberId: m.memberId,
			userId: m.userId,
			customerId: m.customerId,
			membershipTierId: m.membershipTierId,
			paymentLinkId: m.paymentLinkId,
			monthlyPaymentPeriod: m.monthlyPaymentPeriod,
			status: m.status,
			nextPayment: iso(m.nextPayment),
			expiredAt: iso(m.expiredAt),
			createdAt: iso(m.createdAt),
			updatedAt: iso(m.updatedAt),
		};
	}

	/** The list row: Mayar's raw SQL join, with dotted keys. */
	function listRow(m) {
		const c = customerOf(m.customerId);
		const t = tierOf(m.membershipTierId) || {};
		return {
			id: m.id,
			createdAt: iso(m.createdAt),
			customerId: m.customerId,
			membershipTierId: m.membershipTierId,
			nextPayment: iso(m.nextPayment),
			status: m.status,
			updatedAt: iso(m.updatedAt),
			userId: m.userId,
			memberId: m.memberId,
			'membershipTier.name': t.name === undefined ? null : t.name,
			'membershipTier.gracePeriodInDays':
				t.gracePeriodInDays === undefined ? null : t.gracePeriodInDays,
			'customer.name': c.name,
			'customer.mobile': c.mobile,
			'customer.email': c.email,
		};
	}

	function detail(m) {
		const c = customerOf(m.customerId);
		const t = tierOf(m.membershipTierId) || {};
		const p = store.products.find((x) => x.id === m.paymentLinkId) || {};
		return {
			id: m.id,
			memberId: m.memberId,
			createdAt: iso(m.createdAt),
			updatedAt: iso(m.updatedAt),
			userId: m.userId,
			customerId: m.customerId,
			membershipTierId: m.membershipTierId,
			paymentLinkId: m.paymentLinkId,
			isAlreadyUsedTrial: m.isAlreadyUsedTrial,
			isInTrial: m.isInTrial,
			isLifetimePeriod: m.isLifetimePeriod,
			isTodayReminderSent: m.isTodayReminderSent,
			monthlyPaymentPeriod: m.monthlyPaymentPeriod,
			nextPayment: iso(m.nextPayment),
			nextPaymentEmailSent: m.nextPaymentEmailSent,
			status: m.status,
			expiredAt: iso(m.expiredAt),
			paymentLink: {
				id: p.id,
				name: p.name,
				status: p.status,
				membershipInfo: {
					id: `${String(p.id).slice(0, 24)}${String(m.membershipTierId).slice(24)}`,
					type: 'MEMBERSHIP',
				},
			},
			customer: { id: c.id, email: c.email, name: c.name, mobile: c.mobile },
			membershipTier: { id: t.id, name: t.name, status: t.status },
		};
	}

	// ---- checks --------------------------------------------------------------------------------------
	function queryProduct(query) {
		const id = query.productId;
		if (typeof id !== 'string' || !UUID.test(id)) {
			throw mfail(400, 'Invalid query parameters', [
				{
					type: 'required',
					message: "The 'productId' field is required and must be a UUID.",
					field: 'productId',
					actual: id,
				},
			]);
		}
		const p = store.products.find((x) => x.id === id.toLowerCase());
		if (!p || p.type !== 'membership') throw mfail(404, 'Produk membership tidak ditemukan.');
		return p;
	}

	function pathMember(params) {
		if (!MEMBER_ID.test(params.memberId || '')) {
			throw mfail(400, 'Invalid path parameter', [
				{
					type: 'string',
					message: "The 'memberId' field must be a member code.",
					field: 'memberId',
					actual: params.memberId,
				},
			]);
		}
		return params.memberId;
	}

	function memberOf(product, memberId) {
		const m = ms.members.find(
			(x) => x.paymentLinkId === product.id && x.memberId.toUpperCase() === memberId.toUpperCase(),
		);
		if (!m) throw mfail(404, `Member dengan ID ${memberId} tidak ditemukan.`);
		return m;
	}

	function writeProduct(productId) {
		const p = store.products.find((x) => x.id === String(productId).toLowerCase());
		if (!p || p.type !== 'membership')
			throw mfail(400, 'You are not authorized to edit this product!');
		return p;
	}

	/** productId for invoice/create and cancel: body, or ?productId= (docs). */
	function bodyOrQueryProduct(body, query) {
		const productId = body && body.productId !== undefined ? body.productId : query.productId;
		const errors = check(
			{ productId },
			{
				productId: {
					type: 'string',
					required: true,
					check: (v) => (UUID.test(v) ? null : 'must be a UUID.'),
				},
			},
		);
		if (errors.length) throw mfail(400, 'Invalid request body', errors);
		return writeProduct(productId);
	}

	function tierOfProduct(product, tierId) {
		const t = tierOf(tierId);
		if (!t || t.paymentLinkId !== product.id) throw mfail(404, 'Tier membership tidak ditemukan.');
		return t;
	}

	// ---- reads ---------------------------------------------------------------------------------------
	function listTiers({ query }, product) {
		return page(
			ms.tiers.filter((t) => t.paymentLinkId === product.id),
			query,
			ctx,
			tierView,
		);
	}

	function dateParam(query, name) {
		const v = query[name];
		if (v === undefined || v === '') return null;
		if (typeof v !== 'string' || !ISO.test(v) || Number.isNaN(Date.parse(v))) {
			throw mfail(400, 'Invalid query parameters', [
				{
					type: 'date',
					message: `The '${name}' field must be an ISO 8601 date.`,
					field: name,
					actual: v,
				},
			]);
		}
		return Date.parse(v);
	}

	function listMembers({ query }, product) {
		const from = dateParam(query, 'startDate');
		const to = dateParam(query, 'endDate');
		let churned = null;
		if (query.isChurnedMember !== undefined) {
			if (query.isChurnedMember !== 'true' && query.isChurnedMember !== 'false') {
				throw mfail(400, 'Invalid query parameters', [
					{
						type: 'boolean',
						message: "The 'isChurnedMember' field must be a boolean.",
						field: 'isChurnedMember',
						actual: query.isChurnedMember,
					},
				]);
			}
			churned = query.isChurnedMember === 'true';
		}
		const term =
			typeof query.searchTerm === 'string' && query.searchTerm.trim()
				? query.searchTerm.trim().toLowerCase()
				: null;
		const rows = ms.members.filter((m) => {
			if (m.paymentLinkId !== product.id) return false;
			if (from !== null && m.createdAt < from) return false;
			if (to !== null && m.createdAt > to) return false;
			if (churned !== null && (m.status !== 'active') !== churned) return false;
			if (term) {
				const c = customerOf(m.customerId);
				if (
					![c.name, c.email, c.mobile, m.memberId].some(
						(s) => typeof s === 'string' && s.toLowerCase().includes(term),
					)
				)
					return false;
			}
			return true;
		});
		const result = page(rows, query, ctx, listRow);
		if (churned !== null) result.body.totalMember = rows.length;
		return result;
	}

	router.get(
		`${V2}/memberships/tiers`,
		guarded((req) => listTiers(req, queryProduct(req.query))),
	);
	router.get(
		`${V2}/memberships/members`,
		guarded((req) => listMembers(req, queryProduct(req.query))),
	);
	router.get(
		`${V2}/memberships/members/:memberId`,
		guarded(({ params, query }) => {
			const memberId = pathMember(params);
			const product = queryProduct(query);
			return {
				status: 200,
				body: { statusCode: 200, messages: 'success', data: detail(memberOf(product, memberId)) },
			};
		}),
	);

	// The spec's older V2 forms.
	const pathProduct = (params) => queryProduct({ productId: params.productId });
	router.get(
		`${V2}/memberships/:productId/tiers`,
		guarded((req) => listTiers(req, pathProduct(req.params))),
	);
	router.get(
		`${V2}/memberships/:productId/members`,
		guarded((req) => {
			const product = pathProduct(req.params);
			if (req.query.memberId !== undefined) {
				const memberId = pathMember({ memberId: req.query.memberId });
				return {
					status: 200,
					body: { statusCode: 200, messages: 'success', data: detail(memberOf(product, memberId)) },
				};
			}
			return listMembers(req, product);
		}),
	);

	// ---- writes --------------------------------------------------------------------------------------
	const REGISTER = {
		productId: { type: 'string', required: true },
		membershipTierId: { type: 'string', required: true },
		customerInfo: {
			type: 'object',
			required: true,
			props: {
				name: { type: 'string', required: true },
				email: { type: 'email', required: true },
				mobile: { type: 'string', required: true },
			},
		},
		membershipMonthlyPeriod: { type: 'integer', required: true, min: 1 },
	};

	router.post(
		`${V2}/memberships/members/create`,
		guarded(({ body }) => {
			const errors = check(body, REGISTER);
			if (errors.length) throw mfail(400, 'Validation Error', errors);
			const product = writeProduct(body.productId);
			const tier = tierOfProduct(product, body.membershipTierId);
			const email = body.customerInfo.email.trim().toLowerCase();
			const taken = ms.members.some(
				(m) =>
					m.membershipTierId === tier.id &&
					String(customerOf(m.customerId).email).toLowerCase() === email,
			);
			if (taken) throw mfail(400, 'Email sudah terdaftar pada tier ini.');
			if (tier.limit !== null && activeCount(tier) >= tier.limit)
				throw mfail(
					400,
					'Paket membership ini telah mencapai batas limit anggota yang ditentukan.',
				);
			const customer = ctx.model.ensureCustomer(body.customerInfo);
			const m = addMember({
				product,
				tier,
				customer,
				period: body.membershipMonthlyPeriod,
				status: 'active',
				createdAt: clock.now(),
			});
			m.nextPayment = addMonths(m.createdAt, m.monthlyPaymentPeriod);
			m.expiredAt = m.nextPayment;
			return answer(201, 'Member berhasil didaftarkan.', { membershipCustomer: record(m) });
		}),
	);

	const UPDATE = {
		productId: {
			type: 'string',
			required: true,
			check: (v) => (UUID.test(v) ? null : 'must be a UUID.'),
		},
		membershipTierId: { type: 'string', nonEmpty: true },
		membershipMonthlyPeriod: { type: 'integer', min: 1 },
		status: { type: 'string', values: STATUSES },
		nextPayment: {
			type: 'string',
			check: (v) =>
				UTC_ISO.test(v) && !Number.isNaN(Date.parse(v))
					? null
					: 'must be an ISO 8601 date in UTC (ending in Z).',
		},
		expiredAt: {
			type: 'string',
			check: (v) =>
				UTC_ISO.test(v) && !Number.isNaN(Date.parse(v))
					? null
					: 'must be an ISO 8601 date in UTC (ending in Z).',
		},
	};

	router.post(
		`${V2}/memberships/members/:memberId/update`,
		guarded(({ params, body }) => {
			const memberId = pathMember(params);
			const errors = check(body, UPDATE);
			const given = [
				'membershipTierId',
				'membershipMonthlyPeriod',
				'status',
				'nextPayment',
				'expiredAt',
			].filter((k) => body && body[k] !== undefined && body[k] !== null);
			if (!errors.length && !given.length)
				errors.push({
					type: 'required',
					message: 'At least one field to update is required.',
					field: 'body',
				});
			if (errors.length) throw mfail(400, 'Invalid request body', errors);
			const product = writeProduct(body.productId);
			const m = memberOf(product, memberId);
			if (body.membershipTierId !== undefined && body.membershipTierId !== null)
				m.membershipTierId = tierOfProduct(product, body.membershipTierId).id;
			if (body.membershipMonthlyPeriod !== undefined && body.membershipMonthlyPeriod !== null)
				m.monthlyPaymentPeriod = body.membershipMonthlyPeriod;
			if (body.status !== undefined && body.status !== null) m.status = body.status;
			if (body.nextPayment !== undefined && body.nextPayment !== null)
				m.nextPayment = Date.parse(body.nextPayment);
			if (body.expiredAt !== undefined && body.expiredAt !== null)
				m.expiredAt = Date.parse(body.expiredAt);
			m.updatedAt = Date.now();
			return answer(200, 'Member berhasil diperbarui.', { membershipCustomer: record(m) });
		}),
	);

	router.post(
		`${V2}/memberships/members/:memberId/invoice/create`,
		guarded(({ params, body, query }) => {
			const memberId = pathMember(params);
			const product = bodyOrQueryProduct(body, query);
			const m = memberOf(product, memberId);
			const tier = tierOf(m.membershipTierId);
			// One open bill per term: the one already open is returned.
			const open = ms.invoices.find(
				(inv) => inv.memberRecordId === m.id && inv.term === m.nextPayment,
			);
			const tx = open ? ctx.model.transaction(open.transactionId) : null;
			if (open && tx && tx.status !== 'paid' && !ctx.model.isExpired(tx))
				return answer(200, 'Invoice membership sudah ada.', open.view);
			const amount = (tier ? tier.monthlyAmount : product.amount) * m.monthlyPaymentPeriod;
			const expires = Date.now() + 3 * DAY;
			const t = ctx.model.newTransaction({
				link: product,
				customerId: m.customerId,
				amount,
				expirationDate: expires,
				type: 'membership_payment',
			});
			const view = {
				id: ctx.rng.uuid(),
				transactionId: t.id,
				customerId: m.customerId,
				membershipTierId: m.membershipTierId,
				amount,
				status: 'created',
				expiredAt: iso(expires),
				createdAt: iso(t.createdAt),
				membershipBillUrl: `${ctx.publicUrl}/membership-bill/${t.id}`,
			};
			ms.invoices.push({ memberRecordId: m.id, term: m.nextPayment, transactionId: t.id, view });
			return answer(200, 'Invoice membership berhasil dibuat.', view);
		}),
	);

	router.post(
		`${V2}/memberships/members/:memberId/cancel`,
		guarded(({ params, body, query }) => {
			const memberId = pathMember(params);
			const product = bodyOrQueryProduct(body, query);
			const m = memberOf(product, memberId);
			if (m.status !== 'active')
				throw mfail(400, `Membership member ini sudah tidak aktif (status: ${m.status}).`);
			m.status = 'stopped';
			m.updatedAt = Date.now();
			return answer(200, 'Membership member berhasil dibatalkan.', {
				membershipCustomer: record(m),
			});
		}),
	);
}

module.exports = { register };
