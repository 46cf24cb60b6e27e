'use strict';
/**
 * Domain operations on the in-memory store that several resources share: customers, payment links
 * (products, payment requests, invoices, installment invoices), their transactions, payment, balances.
 * Route files call these so that, e.g., paying an invoice through simulate updates the invoice, the
 * unpaid and paid transaction lists and the balance the same way everywhere.
 */

/** Collections of the store that hold payment links, and the kind each one is. */
const LINK_COLLECTIONS = [
	['products', 'product'],
	['paymentRequests', 'paymentRequest'],
	['invoices', 'invoice'],
];

/** Transaction types as the unpaid list names them (spec: payment_request, invoice, membership_payment, generic_link). */
function transactionTypeFor(link) {
	if (link.type === 'membership') return 'membership_payment';
	return link.type;
}

function slugify(text) {
	const s = String(text || 'link')
		.toLowerCase()
		.normalize('NFKD')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 40);
	return s || 'link';
}

function createModel(ctx) {
	const { store } = ctx;
	const cache = new Map(); // id -> record, for any collection; verified on read

	function byId(list, id) {
		if (typeof id !== 'string' || !id) return null;
		const hit = cache.get(id);
		if (hit && list.includes(hit)) return hit;
		const found = list.find((r) => r.id === id) || null;
		if (found) cache.set(id, found);
		return found;
	}

	// ---- customers -------------------------------------------------------------------------------------
	function customer(id) {
		return byId(store.customers, id);
	}

	function customerByEmail(email) {
		if (typeof email !== 'string') return null;
		const e = email.trim().toLowerCase();
		return store.customers.find((c) => c.email.toLowerCase() === e) || null;
	}

	/** The customer with this e-mail, created when new (invoice and payment create do this). */
	function ensureCustomer({ name, email, mobile }, at) {
		if (!email) return null;
		const found = customerByEmail(email);
		if (found) return found;
		const t = at || ctx.clock.now();
		const c = {
			id: ctx.rng.uuid(),
			createdAt: t,
			updatedAt: t,
			email: String(email).trim(),
			mobile: mobile ? String(mobile) : '',
			name: name ? String(name) : String(email).split('@')[0],
			status: 'active',
			userId: store.account.id,
		};
		store.customers.push(c);
		return c;
	}

	// ---- payment links ---------------------------------------------------------------------------------
	/** Any payment link by id: { record, kind } or null. Installment invoices count too. */
	function link(id) {
		for (const [collection, kind] of LINK_COLLECTIONS) {
			const r = byId(store[collection], id);
			if (r) return { record: r, kind };
		}
		for (const plan of store.installments) {
			const line = plan.invoices.find((l) => l.id === id);
			if (line) return { record: line, kind: 'installmentInvoice', plan };
		}
		return null;
	}

	function allLinks() {
		const out = [];
		for (const [collection] of LINK_COLLECTIONS) out.push(...store[collection]);
		for (const plan of store.installments) out.push(...plan.invoices);
		return out;
	}

	function slugOwner(slug) {
		return allLinks().find((l) => l.link === slug) || null;
	}

	/** A fresh slug from a name: readable part plus a random tail, unique in the store. */
	function newSlug(name) {
		for (;;) {
			const slug = `${slugify(name)}-${ctx.rng.hex(6)}`;
			if (!slugOwner(slug)) return slug;
		}
	}

	// ---- transactions ----------------------------------------------------------------------------------
	function transaction(id) {
		return byId(store.transactions, id);
	}

	function transactionsOf(linkId) {
		return store.transactions.filter((t) => t.paymentLinkId === linkId);
	}

	/** The newest transaction of a link that is not paid yet (what simulate pays when given a link id). */
	function openTransactionOf(linkId) {
		return (
			transactionsOf(linkId)
				.filter((t) => t.status !== 'paid')
				.sort((a, b) => b.createdAt - a.createdAt)[0] || null
		);
	}

	function newTransaction({ link: l, customerId, amount, at, expirationDate, extraData, type }) {
		const t = at ? ctx.clock.claim(at) : ctx.clock.now(); // unique: transactions are listed by cursor
		const tx = {
			id: ctx.rng.uuid(),
			createdAt: t,
			updatedAt: t,
			type: type || transactionTypeFor(l),
			amount,
			status: 'created',
			paymentLinkId: l.id,
			customerId: customerId || null,
			urlParamTrackingData: null,
			customeField: null,
			extraData: extraData || null,
			paymentMethod: null,
			expirationDate: expirationDate === undefined ? null : expirationDate,
			invoiceCode: `INV-${ctx.rng.hex(8).toUpperCase()}`,
			paidAt: null,
		};
		store.transactions.push(tx);
		return tx;
	}

	function isExpired(tx, now = Date.now()) {
		return (
			tx.status === 'expired' ||
			(tx.expirationDate !== null && tx.expirationDate !== undefined && tx.expirationDate <= now)
		);
	}

	/** Unpaid-list status: active while payable, expired once past its expiry or when its link is closed. */
	function unpaidStatus(tx) {
		const l = link(tx.paymentLinkId);
		if (isExpired(tx) || (l && l.record.status === 'closed')) return 'expired';
		return 'active';
	}

	/** Detail status (GET /transactions/{id}): paid, expired, unpaid (invoice-like links) or created (checkouts). */
	function detailStatus(tx) {
		if (tx.status === 'paid') return 'paid';
		if (isExpired(tx)) return 'expired';
		return ['invoice', 'payment_request', 'installment'].includes(tx.type) ? 'unpaid' : 'created';
	}

	function feesFor(amount, paymentMethod) {
		if (!amount) return { xendit: 0, mayar: 0 };
		const rate = paymentMethod === 'QRIS' ? 0.007 : 0.011;
		return { xendit: Math.round(amount * rate), mayar: Math.round(amount * 0.01) };
	}

	/**
	 * Marks a transaction paid: the transaction, its link (invoice / payment request / installment invoice
	 * become paid; a reusable product link stays as it is), a balance-history row (GET /transactions) and so
	 * the balances. Returns the row.
	 */
	function pay(tx, { paymentMethod, at, rowStatus = 'paid' } = {}) {
		const t = at || Date.now();
		const method = tx.amount === 0 ? 'Gratis' : paymentMethod || 'QRIS';
		tx.status = 'paid';
		tx.paidAt = t;
		tx.updatedAt = t;
		tx.paymentMethod = method;
		const found = link(tx.paymentLinkId);
		if (found) {
			const l = found.record;
			if (
				['paymentRequest', 'invoice', 'installmentInvoice'].includes(found.kind) ||
				['invoice', 'payment_request'].includes(l.type)
			) {
				l.status = 'paid';
				l.updatedAt = t;
			}
			if (found.plan) {
				found.plan.updatedAt = t;
				if (found.plan.invoices.every((line) => line.status === 'paid')) found.plan.status = 'paid';
			}
		}
		const fee = feesFor(tx.amount, method);
		const row = {
			id: ctx.rng.uuid(),
			createdAt: at ? ctx.clock.claim(at) : ctx.clock.now(),
			credit: tx.amount,
			status: rowStatus,
			balanceHistoryType: 'payment',
			paymentMethod: method,
			customerId: tx.customerId,
			paymentLinkTransactionId: tx.id,
			fee: [
				{ id: ctx.rng.uuid(), balanceHistoryType: 'xendit_fee', debit: fee.xendit },
				{ id: ctx.rng.uuid(), balanceHistoryType: 'mayar_fee', debit: fee.mayar },
			],
			paymentLinkId: tx.paymentLinkId,
			subscriptionId: null,
			xenditTransactionId: ctx.rng.hex(24),
			subscription: null,
			paymentLinkTransaction: {
				id: tx.id,
				urlParamTrackingData: tx.urlParamTrackingData,
				isAdminFeeBorneByCustomer: false,
				isChannelFeeBorneByCustomer: false,
			},
			customeField: null,
		};
		store.balanceHistory.push(row);
		return row;
	}

	/** Balances come from the paid rows: settled money is active, paid-but-unsettled is pending (net of fees). */
	function balances() {
		let active = 0;
		let pending = 0;
		for (const row of store.balanceHistory) {
			const net = row.credit - row.fee.reduce((s, f) => s + f.debit, 0);
			if (row.status === 'settled') active += net;
			else pending += net;
		}
		active += store.account.balanceAdjustment || 0;
		return { balanceActive: active, balancePending: pending, balance: active + pending };
	}

	return {
		customer,
		customerByEmail,
		ensureCustomer,
		link,
		allLinks,
		slugOwner,
		newSlug,
		transaction,
		transactionsOf,
		openTransactionOf,
		newTransaction,
		isExpired,
		unpaidStatus,
		detailStatus,
		pay,
		balances,
	};
}

module.exports = { createModel, transactionTypeFor, slugify, LINK_COLLECTIONS };
