'use strict';
/**
 * Operations shared by routes and by the test-facing `sb` object: paying a transaction and announcing it
 * by webhook, forging deliveries, and adding data after start.
 */
const DAY = 86400000;

function iso(ms) {
	return new Date(ms).toISOString();
}

function createHelpers(ctx) {
	const { store, model } = ctx;

	/** The payment.received payload, in the shape of Mayar's captured examples (data.id = transactionId). */
	function paymentReceivedPayload(tx) {
		const found = model.link(tx.paymentLinkId);
		const link = found ? found.record : {};
		const c = model.customer(tx.customerId) || {};
		return {
			event: 'payment.received',
			data: {
				id: tx.id,
				transactionId: tx.id,
				status: 'SUCCESS',
				transactionStatus: 'paid',
				createdAt: iso(tx.createdAt),
				updatedAt: iso(tx.paidAt || tx.updatedAt),
				merchantId: store.account.id,
				merchantName: store.account.name,
				merchantEmail: store.account.email,
				customerId: c.id || null,
				customerName: c.name || null,
				customerEmail: c.email || null,
				customerMobile: c.mobile || null,
				amount: tx.amount,
				isAdminFeeBorneByCustomer: null,
				isChannelFeeBorneByCustomer: null,
				productId: link.id || tx.paymentLinkId,
				productName: link.name || null,
				productType: link.type || tx.type,
				pixelFbp: null,
				pixelFbc: null,
				qty: 1,
				couponUsed: null,
				paymentMethod: tx.paymentMethod ? tx.paymentMethod.toLowerCase() : null,
			},
		};
	}

	/** Pays a transaction and, when the account has a webhook URL, delivers payment.received to it. */
	function payAndNotify(tx, { paymentMethod } = {}) {
		const row = model.pay(tx, { paymentMethod });
		const body = paymentReceivedPayload(tx);
		const delivery = ctx.webhooks.deliver(ctx.live ? ctx.live.delivery(body) : body, {
			source: 'AUTOMATIC',
			paymentLinkId: tx.paymentLinkId,
			paymentLinkTransactionId: tx.id,
		});
		return { row, delivery };
	}

	/** Mayar's test delivery (webhooks/test, the dashboard's Test button) to a URL, once, as the sandbox models it. */
	function deliverTest(url) {
		const now = new Date().toISOString();
		return ctx.webhooks.deliver(
			{
				event: 'testing',
				data: {
					id: ctx.rng.uuid(),
					status: 'SUCCESS',
					createdAt: now,
					updatedAt: now,
					merchantId: store.account.id,
					merchantName: store.account.name,
					merchantEmail: store.account.email,
					message: 'This is a test webhook from the Mayar sandbox',
				},
			},
			{ url, source: 'MANUAL', retries: false },
		);
	}

	/**
	 * Sends an arbitrary (forged) delivery to the registered URL (or opts.url) once, without retries or a
	 * history row. Resolves with the HTTP status the receiver answered (0 on a network error).
	 * opts: url, body (whole JSON body instead of {event, data}), raw (text body), headers.
	 */
	function deliverWebhook(event, data, opts = {}) {
		const url = opts.url || store.account.urlHook;
		if (!url)
			return Promise.reject(new Error('deliverWebhook: no webhook URL registered and no opts.url'));
		const body = opts.body !== undefined ? opts.body : { event, data };
		const d = ctx.webhooks.deliver(body, {
			url,
			raw: opts.raw,
			headers: opts.headers,
			retries: false,
			history: false,
			forged: true,
			source: 'FORGED',
		});
		return d ? d.done : Promise.resolve(0);
	}

	function activeProducts(types) {
		const list = store.products.filter(
			(p) => p.status === 'active' && (!types || types.includes(p.type)),
		);
		return list.length ? list : store.products;
	}

	/** Adds n open checkout transactions (generic_link products); opts.expired makes them already expired. */
	function addUnpaidTransactions(n, opts = {}) {
		const products = activeProducts(['generic_link']);
		const out = [];
		for (let i = 0; i < n; i++) {
			const p = opts.productId ? model.link(opts.productId).record : ctx.rng.pick(products);
			const c = opts.customerId ? model.customer(opts.customerId) : ctx.rng.pick(store.customers);
			const tx = model.newTransaction({ link: p, customerId: c.id, amount: p.amount });
			tx.expirationDate = opts.expired ? tx.createdAt - 1 : tx.createdAt + 7 * DAY;
			out.push(tx);
		}
		return out;
	}

	/**
	 * Adds n paid transactions (balance-history rows), without webhooks. Test control opts.createdAt: the rows
	 * share this createdAt, which must be one the sandbox already issued (payments recorded in the same
	 * millisecond as an earlier row: Mayar's docs give the cursor as a Unix-ms createdAt and do not say it is
	 * unique). New timestamps still come only from the clock.
	 */
	function addPaidTransactions(n, opts = {}) {
		if (opts.createdAt !== undefined && !ctx.clock.isIssued(opts.createdAt))
			throw new Error(`addPaidTransactions: createdAt ${opts.createdAt} was never issued`);
		const products = activeProducts(
			store.products.map((p) => p.type).filter((t) => !['invoice', 'payment_request'].includes(t)),
		);
		const out = [];
		for (let i = 0; i < n; i++) {
			const p = ctx.rng.pick(products);
			const c = ctx.rng.pick(store.customers);
			const tx = model.newTransaction({ link: p, customerId: c.id, amount: p.amount });
			const row = model.pay(tx, {});
			if (opts.createdAt !== undefined) row.createdAt = opts.createdAt;
			out.push(row);
		}
		return out;
	}

	/** Moves every paid row to settled (pending balance becomes active). Returns how many moved. */
	function settleBalances() {
		let n = 0;
		for (const row of store.balanceHistory) {
			if (row.status !== 'settled') {
				row.status = 'settled';
				n += 1;
			}
		}
		return n;
	}

	/** Test shortcut for simulate: pays a transaction by id and delivers payment.received. */
	function payTransaction(id, opts) {
		const tx = model.transaction(id);
		if (!tx) throw new Error(`payTransaction: no transaction ${id}`);
		if (tx.status === 'paid') throw new Error(`payTransaction: ${id} is already paid`);
		return payAndNotify(tx, opts);
	}

	return {
		paymentReceivedPayload,
		payAndNotify,
		deliverWebhook,
		deliverTest,
		addUnpaidTransactions,
		addPaidTransactions,
		settleBalances,
		payTransaction,
	};
}

module.exports = { createHelpers };
