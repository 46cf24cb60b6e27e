'use strict';
/**
 * Credit: balances of customers on credit-based products (public facts 2.16). Served under the spec's
 * prefix /credit/v2 AND the public V2 doc pages' prefix /hl/v2/credit, with the same handlers:
 *   GET  {prefix}/customer/balance?customerId=&productId=[&membershipTierId=]
 *   POST {prefix}/customer/add-credit      {customerId, productId, amount, membershipTierId?} -> {customerNewBalance}
 *   POST {prefix}/customer/spend           same body; more than the balance -> 400, nothing taken
 *   GET  {prefix}/customer/paginate-credit-history/{customerId}?productId=&page=&limit=
 *        page-numbered (page from 1, limit 1..50, default 10): {statusCode, messages, total, page, limit,
 *        totalPages, data[]} - the V1 fields sit BESIDE data, as hasMore/nextStartingAfter do on V2 cursor lists.
 *        Newest entry first.
 *   POST {prefix}/generate/immutable/checkout {productId, customerInfo?{name,email,mobile}, creditAmount?}
 *        -> {statusCode, message (singular), data: {checkoutLink}}
 *
 * Credit products are the products of type saas and membership. A product that is unknown or of another type
 * answers 404 "Product not found"; an unknown customer 404 "Customer not found"; a tier that is not one of the
 * product's 404 "Membership tier not found". On a membership product with several tiers, add-credit and spend
 * need membershipTierId (400 otherwise); the balance read without a tier sums the customer's tiers.
 *
 * Store: ctx.store.credit = { balances: {key: {main, addon}}, history: [], checkouts: [], mainCustomerId,
 * mainProductId, seeded: [{customerId, productId, membershipTierId}] } where key is
 * "customerId|productId|tierId-or-empty". Built at register time with its own seeded random source, so other
 * route files do not shift it. The main customer on the main (saas) product has MAIN_HISTORY history entries,
 * so the history pages. Every add and spend adds a history entry; a spend takes the main (or membership)
 * balance first, then the add-on balance; an add goes to the add-on balance.
 */
const { fail, ok, validationError } = require('../lib/envelope');
const { createRng } = require('../lib/prng');
const { check } = require('../lib/validate');

const PREFIXES = ['/credit/v2/credit', '/hl/v2/credit', '/credit/v2'];
const HOUR = 3600000;
const MAIN_HISTORY = 64;
const MAX_LIMIT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const WRITE = {
	customerId: { type: 'string', required: true },
	productId: { type: 'string', required: true },
	amount: { type: 'integer', required: true, min: 1 },
	membershipTierId: { type: 'string', nonEmpty: true },
};

const CHECKOUT = {
	productId: { type: 'string', required: true },
	customerInfo: {
		type: 'object',
		props: {
			name: { type: 'string', nonEmpty: true },
			email: { type: 'email' },
			mobile: { type: 'string', nonEmpty: true },
		},
	},
	creditAmount: { type: 'integer', min: 1 },
};

function register(router, ctx) {
	const { store } = ctx;
	const rng = createRng(((ctx.options.seed || 1) * 9187 + 331) >>> 0);
	const now = ctx.options.now;
	const cr = (store.credit = {
		balances: {},
		history: [],
		checkouts: [],
		mainCustomerId: null,
		mainProductId: null,
		seeded: [],
	});

	const creditProducts = () =>
		store.products.filter((p) => p.type === 'saas' || p.type === 'membership');
	const tiersOf = (p) => (Array.isArray(p.membershipTier) ? p.membershipTier : []);
	const keyOf = (customerId, productId, tierId) => `${customerId}|${productId}|${tierId || ''}`;
	const slot = (key) => (cr.balances[key] = cr.balances[key] || { main: 0, addon: 0 });
	const total = (b) => b.main + b.addon;

	function entry({ customerId, productId, tierId, type, amount, createdAt, description }) {
		const b = slot(keyOf(customerId, productId, tierId));
		const before = total(b);
		if (type === 'spend') {
			const fromMain = Math.min(b.main, amount);
			b.main -= fromMain;
			b.addon -= amount - fromMain;
		} else if (type === 'purchase') {
			b.main += amount;
		} else {
			b.addon += amount;
		}
		const row = {
			id: rng.uuid(),
			customerId,
			productId,
			membershipTierId: tierId || null,
			type: type === 'spend' ? 'SPEND' : type === 'purchase' ? 'PURCHASE' : 'ADD',
			amount,
			balanceBefore: before,
			balanceAfter: total(b),
			description: description || null,
			createdAt,
		};
		cr.history.push(row);
		return row;
	}

	// ---- seed ----------------------------------------------------------------------------------------
	const products = creditProducts();
	const saas = products.filter((p) => p.type === 'saas');
	const main = saas[0] || products[0];
	const customers = store.customers.slice(0, 5);
	if (main && customers.length) {
		cr.mainProductId = main.id;
		cr.mainCustomerId = customers[0].id;
		const seedFor = (customer, product, count) => {
			const tierId = tiersOf(product).length ? tiersOf(product)[0].id : null;
			cr.seeded.push({ customerId: customer.id, productId: product.id, membershipTierId: tierId });
			let t = now - (count + 2) * 6 * HOUR - rng.int(0, HOUR);
			entry({
				customerId: customer.id,
				productId: product.id,
				tierId,
				type: 'purchase',
				amount: rng.int(20, 60) * 10,
				createdAt: t,
				description: 'Pembelian kredit',
			});
			for (let n = 1; n < count; n++) {
				t += rng.int(1, 6 * HOUR);
				const b = total(slot(keyOf(customer.id, product.id, tierId)));
				const spend = b > 10 && rng.chance(0.65);
				const amount = spend ? rng.int(1, Math.min(40, b)) : rng.int(1, 20) * 5;
				entry({
					customerId: customer.id,
					productId: product.id,
					tierId,
					type: spend ? 'spend' : 'add',
					amount,
					createdAt: t,
					description: spend ? 'Pemakaian kredit' : 'Tambah kredit',
				});
			}
		};
		seedFor(customers[0], main, MAIN_HISTORY);
		const others = [main, ...products.filter((p) => p !== main).slice(0, 2)];
		customers.slice(1).forEach((c, k) => seedFor(c, others[k % others.length], rng.int(2, 4)));
		// One membership product balance for the main customer, when there is one.
		const membership = products.find((p) => p.type === 'membership');
		if (membership) seedFor(customers[0], membership, 3);
	}

	// ---- checks --------------------------------------------------------------------------------------
	function productOf(id) {
		const p = typeof id === 'string' ? store.products.find((x) => x.id === id.toLowerCase()) : null;
		if (!p || (p.type !== 'saas' && p.type !== 'membership')) throw fail(404, 'Product not found');
		return p;
	}

	function customerOf(id) {
		const c = typeof id === 'string' && UUID.test(id) ? ctx.model.customer(id.toLowerCase()) : null;
		if (!c) throw fail(404, 'Customer not found');
		return c;
	}

	function tierOf(product, tierId, required) {
		const tiers = tiersOf(product);
		if (tierId === undefined || tierId === null || tierId === '') {
			if (required && tiers.length > 1) {
				throw validationError([
					{
						type: 'required',
						message:
							"The 'membershipTierId' field is required for a membership product with several tiers.",
						field: 'membershipTierId',
					},
				]);
			}
			return required && tiers.length === 1 ? tiers[0].id : null;
		}
		const t = tiers.find((x) => x.id === String(tierId).toLowerCase());
		if (!t) throw fail(404, 'Membership tier not found');
		return t.id;
	}

	/** The balances of a customer on a product: one tier, or every tier summed. */
	function balanceOf(customerId, productId, tierId) {
		if (tierId) return { ...slot(keyOf(customerId, productId, tierId)) };
		const sum = { main: 0, addon: 0 };
		for (const [key, b] of Object.entries(cr.balances)) {
			if (key.startsWith(`${customerId}|${productId}|`)) {
				sum.main += b.main;
				sum.addon += b.addon;
			}
		}
		return sum;
	}

	// ---- handlers ------------------------------------------------------------------------------------
	function getBalance({ query }) {
		const errors = check(query, {
			customerId: { type: 'string', required: true },
			productId: { type: 'string', required: true },
			membershipTierId: { type: 'string' },
		});
		if (errors.length) throw validationError(errors, 'Invalid query parameters');
		const product = productOf(query.productId);
		const customer = customerOf(query.customerId);
		const tierId = tierOf(product, query.membershipTierId, false);
		const b = balanceOf(customer.id, product.id, tierId);
		if (product.type !== 'membership') {
			return ok({
				customerBalance: total(b),
				customerBalanceMain: b.main,
				customerBalanceAddon: b.addon,
			});
		}
		const members = (store.memberships && store.memberships.members) || [];
		const m = members.find(
			(x) =>
				x.customerId === customer.id &&
				x.paymentLinkId === product.id &&
				(!tierId || x.membershipTierId === tierId),
		);
		return ok({
			customerBalance: total(b),
			customerBalanceMembership: b.main,
			customerBalanceAddon: b.addon,
			customerDetail: {
				id: customer.id,
				name: customer.name,
				email: customer.email,
				mobile: customer.mobile,
			},
			membershipCustomerDetail: m
				? {
						id: m.id,
						memberId: m.memberId,
						status: m.status,
						membershipTierId: m.membershipTierId,
						nextPayment: new Date(m.nextPayment).toISOString(),
					}
				: null,
		});
	}

	function write(type) {
		return ({ body }) => {
			const errors = check(body, WRITE);
			if (errors.length) throw validationError(errors);
			const product = productOf(body.productId);
			const customer = customerOf(body.customerId);
			const tierId = tierOf(product, body.membershipTierId, true);
			const b = slot(keyOf(customer.id, product.id, tierId));
			if (type === 'spend' && body.amount > total(b)) {
				throw fail(
					400,
					`Insufficient balance. Customer balance is ${total(b)}, requested ${body.amount}.`,
				);
			}
			entry({
				customerId: customer.id,
				productId: product.id,
				tierId,
				type,
				amount: body.amount,
				createdAt: ctx.clock.now(),
			});
			return ok({ customerNewBalance: total(b) });
		};
	}

	function intParam(query, name, dflt, max) {
		const raw = query[name];
		if (raw === undefined || raw === '') return dflt;
		const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
		if (!Number.isInteger(n) || n < 1 || (max !== undefined && n > max)) {
			throw validationError(
				[
					{
						type: 'number',
						message: `The '${name}' field must be an integer from 1${max !== undefined ? ` to ${max}` : ''}.`,
						field: name,
						actual: raw,
					},
				],
				'Invalid query parameters',
			);
		}
		return n;
	}

	function history({ params, query }) {
		const errors = check(query, { productId: { type: 'string', required: true } });
		if (errors.length) throw validationError(errors, 'Invalid query parameters');
		const page = intParam(query, 'page', 1);
		const limit = intParam(query, 'limit', 10, MAX_LIMIT);
		const product = productOf(query.productId);
		const customer = customerOf(params.customerId);
		const rows = cr.history
			.filter((h) => h.customerId === customer.id && h.productId === product.id)
			.sort((a, b) => b.createdAt - a.createdAt);
		return {
			status: 200,
			body: {
				statusCode: 200,
				messages: 'success',
				total: rows.length,
				page,
				limit,
				totalPages: Math.ceil(rows.length / limit),
				data: rows.slice((page - 1) * limit, page * limit),
			},
		};
	}

	function checkout({ body }) {
		const errors = check(body, CHECKOUT);
		if (errors.length) throw validationError(errors);
		const product = productOf(body.productId);
		const token = rng.hex(24);
		const link = `${ctx.publicUrl}/credit/checkout/${token}`;
		cr.checkouts.push({
			token,
			productId: product.id,
			customerInfo: body.customerInfo || null,
			creditAmount: body.creditAmount || null,
			checkoutLink: link,
		});
		return {
			status: 200,
			body: { statusCode: 200, message: 'success', data: { checkoutLink: link } },
		};
	}

	for (const prefix of PREFIXES) {
		router.get(`${prefix}/customer/balance`, getBalance);
		router.post(`${prefix}/customer/add-credit`, write('add'));
		router.post(`${prefix}/customer/spend`, write('spend'));
		router.get(`${prefix}/customer/paginate-credit-history/:customerId`, history);
		router.post(`${prefix}/generate/immutable/checkout`, checkout);
	}
}

module.exports = { register };
