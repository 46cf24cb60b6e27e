'use strict';
/**
 * Seed data, deterministic from the seed (timestamps are relative to `now`). Default counts make every
 * list paginate. `counts.unpaidTransactions` is exactly the size of GET /transactions/unpaid and
 * `counts.paidTransactions` exactly the number of paid rows of GET /transactions: the open transactions of
 * seeded invoices and payment requests are part of those budgets (an invoice that no longer fits the
 * unpaid budget is seeded paid instead).
 */
const contract = require('../../contract');
const { createPlan } = require('./installments');

const DAY = 86400000;
const HOUR = 3600000;

/** The product types Mayar knows (the contract's, from the spec and docs). */
const PRODUCT_TYPES = contract.byId('product.listByType').params.type.values;

const DEFAULT_COUNTS = {
	products: 120,
	customers: 60,
	invoices: 150,
	paymentRequests: 80,
	unpaidTransactions: 2345,
	paidTransactions: 600,
	licenses: 20,
	installments: 5,
};

const FIRST = [
	'Budi',
	'Siti',
	'Agus',
	'Dewi',
	'Rina',
	'Andi',
	'Putri',
	'Joko',
	'Ayu',
	'Rudi',
	'Sri',
	'Hendra',
	'Wulan',
	'Fajar',
	'Indah',
	'Bayu',
	'Nur',
	'Eko',
	'Maya',
	'Dimas',
];
const LAST = [
	'Santoso',
	'Wijaya',
	'Saputra',
	'Lestari',
	'Pratama',
	'Hidayat',
	'Kusuma',
	'Nugroho',
	'Rahayu',
	'Setiawan',
	'Siregar',
	'Halim',
	'Gunawan',
	'Permata',
];
const TOPICS = [
	'Kopi Gayo',
	'Batik Tulis',
	'Belajar Excel',
	'Desain Grafis',
	'Fotografi Dasar',
	'Bisnis Online',
	'Yoga Pagi',
	'Bahasa Inggris',
	'Resep Nusantara',
	'Investasi Saham',
	'Coding Python',
	'Public Speaking',
	'Keuangan Keluarga',
	'Tenun Ikat',
	'Sambal Bu Rudy',
];
const TYPE_WORD = {
	generic_link: 'Pembayaran',
	physical_product: 'Paket',
	event: 'Workshop',
	webinar: 'Webinar',
	digital_product: 'Template',
	coaching: 'Coaching',
	course: 'Kelas',
	cohort_based: 'Bootcamp',
	fundraising: 'Donasi',
	ebook: 'E-book',
	podcast: 'Podcast',
	audiobook: 'Audiobook',
	membership: 'Membership',
	zakat: 'Zakat',
	invoice: 'Tagihan',
	bundling: 'Bundling',
	saas: 'Lisensi',
	payment_request: 'Permintaan Bayar',
	support: 'Dukungan',
};

function iso(ms) {
	return new Date(ms).toISOString();
}

function seedStore(ctx, opts) {
	const { store, rng, clock, model } = ctx;
	const counts = { ...DEFAULT_COUNTS, ...(opts.counts || {}) };
	const base = opts.now;
	const at = (msAgo) => clock.claim(base - Math.max(1, Math.floor(msAgo)));
	const between = (from, to) => from + Math.floor(rng.next() * Math.max(1, to - from));

	store.account = {
		id: rng.uuid(),
		name: 'Toko Sandbox',
		email: 'merchant@toko-sandbox.test',
		urlHook: null,
		webhookConfig: null,
		balanceAdjustment: 0,
	};

	// Customers
	for (let i = 0; i < counts.customers; i++) {
		const first = FIRST[i % FIRST.length];
		const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
		const t = at(rng.int(HOUR, 365 * DAY));
		store.customers.push({
			id: rng.uuid(),
			createdAt: t,
			updatedAt: t,
			email: `${first}.${last}${i}@example.com`.toLowerCase(),
			mobile: `08${rng.int(11, 99)}${String(rng.int(0, 99999999)).padStart(8, '0')}`,
			name: `${first} ${last}`,
			status: 'active',
			userId: store.account.id,
		});
	}
	const someCustomer = () => rng.pick(store.customers);

	// Products: spread over all 19 types
	const types = rng.shuffle(
		Array.from({ length: counts.products }, (_, i) => PRODUCT_TYPES[i % PRODUCT_TYPES.length]),
	);
	for (const type of types) {
		const t = at(rng.int(HOUR, 365 * DAY));
		const name = `${TYPE_WORD[type]} ${rng.pick(TOPICS)} ${rng.int(1, 99)}`;
		const roll = rng.next();
		const p = {
			id: rng.uuid(),
			createdAt: t,
			updatedAt: t,
			userId: store.account.id,
			type,
			subType: null,
			status: roll < 0.7 ? 'active' : roll < 0.8 ? 'inactive' : roll < 0.92 ? 'closed' : 'unlisted',
			name,
			description: `<p>${name}: deskripsi produk.</p>`,
			amount: rng.int(1, 200) * 5000,
			category: rng.chance(0.3) ? rng.pick(['Edukasi', 'Kuliner', 'Fashion', 'Donasi']) : null,
			limit: rng.chance(0.2) ? rng.int(10, 500) : null,
			redirectUrl: rng.chance(0.3) ? 'https://example.com/terima-kasih' : null,
			installmentId: null,
			event: null,
			order: null,
			coverImage: null,
			multipleImage: null,
			qty: null,
			notes: null,
			tax: null,
			crossoutPrice: rng.chance(0.2) ? rng.int(201, 300) * 5000 : null,
			expiredAt: null,
		};
		p.link = model.newSlug(name);
		if (rng.chance(0.5)) {
			const img = rng.uuid();
			p.coverImage = {
				id: img,
				fileType: 'image/jpeg',
				url: `https://cdn.example.com/images/${img}.jpg`,
			};
			p.multipleImage = [
				{
					id: img,
					fileType: 'image/jpeg',
					url: `https://cdn.example.com/images/${img}.jpg`,
					createdAt: t,
					updatedAt: t,
				},
			];
		}
		if (type === 'event' || type === 'webinar') {
			const start = base + rng.int(1, 60) * DAY;
			p.paymentType = 'paid';
			p.startAt = iso(t);
			p.eventStartAt = iso(start);
			p.eventEndAt = iso(start + 3 * HOUR);
			p.expiredAt = start;
			if (type === 'webinar') p.eventUrl = `https://meet.example.com/${rng.hex(10)}`;
			p.event =
				type === 'event'
					? { eventAddress: 'Jl. Merdeka No. 1, Jakarta', isOnlineEvent: false, maxTicket: 50 }
					: { eventAddress: null, isOnlineEvent: true, maxTicket: 50 };
		}
		if (type === 'membership')
			p.membershipTier = [
				{ id: rng.uuid(), name: 'Basic' },
				{ id: rng.uuid(), name: 'Pro' },
			];
		store.products.push(p);
	}

	// Invoices and payment requests, each with one transaction; paid or open within the budgets.
	let unpaidLeft = counts.unpaidTransactions;
	let paidLeft = counts.paidTransactions;
	const toPay = [];
	function settle(record, tx) {
		const wantPaid = rng.chance(0.35);
		const paid = wantPaid ? paidLeft > 0 || unpaidLeft <= 0 : unpaidLeft <= 0 && paidLeft > 0;
		if (paid) {
			paidLeft -= 1;
			toPay.push(tx);
		} else {
			unpaidLeft -= 1;
			if (rng.chance(0.2)) record.status = 'closed';
		}
	}

	for (let i = 0; i < counts.invoices; i++) {
		const c = someCustomer();
		const t = at(rng.int(HOUR, 90 * DAY));
		const items = Array.from({ length: rng.int(1, 3) }, (_, k) => ({
			quantity: rng.int(1, 5),
			rate: rng.int(2, 100) * 5000,
			description: `Item ${k + 1}`,
		}));
		if (rng.chance(0.15)) items.push({ quantity: 1, rate: -5000, description: 'Diskon' });
		const amount = items.reduce((s, it) => s + it.quantity * it.rate, 0);
		const inv = {
			id: rng.uuid(),
			createdAt: t,
			updatedAt: t,
			userId: store.account.id,
			type: 'invoice',
			status: 'active',
			name: c.name,
			description: `Tagihan ${rng.pick(TOPICS)}`,
			amount,
			category: null,
			redirectUrl: null,
			customerId: c.id,
			items,
			expiredAt: Math.max(t + 30 * DAY, base + rng.int(1, 30) * DAY),
			paymentMethod: null,
			cashtag: null,
			extraData: rng.chance(0.3) ? { orderId: `ORD-${rng.int(1000, 9999)}` } : null,
			notes: null,
			tax: null,
		};
		inv.link = model.newSlug(inv.description);
		store.invoices.push(inv);
		const tx = model.newTransaction({
			link: inv,
			customerId: c.id,
			amount,
			at: t + 1,
			expirationDate: inv.expiredAt,
			extraData: inv.extraData,
		});
		inv.transactionId = tx.id;
		settle(inv, tx);
	}

	for (let i = 0; i < counts.paymentRequests; i++) {
		const c = someCustomer();
		const t = at(rng.int(HOUR, 90 * DAY));
		const amount = rng.int(1, 400) * 2500;
		const pr = {
			id: rng.uuid(),
			createdAt: t,
			updatedAt: t,
			userId: store.account.id,
			type: 'payment_request',
			status: 'active',
			name: c.name,
			description: `Pembayaran ${rng.pick(TOPICS)}`,
			amount,
			category: null,
			limit: null,
			redirectUrl: null,
			customerId: c.id,
			expiredAt: Math.max(t + 14 * DAY, base + rng.int(1, 30) * DAY),
			paymentMethod: null,
			cashtag: null,
			extraData: null,
			notes: null,
			qty: null,
		};
		pr.link = model.newSlug(pr.description);
		store.paymentRequests.push(pr);
		const tx = model.newTransaction({
			link: pr,
			customerId: c.id,
			amount,
			at: t + 1,
			expirationDate: pr.expiredAt,
		});
		pr.transactionId = tx.id;
		settle(pr, tx);
	}

	// Checkout transactions on products: the rest of the budgets.
	const sellable = store.products.filter((p) => !['invoice', 'payment_request'].includes(p.type));
	const openable = store.products.filter((p) => ['generic_link', 'membership'].includes(p.type));
	const checkout = (p, paid) => {
		const c = someCustomer();
		const t = between(p.createdAt, base - 1000);
		const expired = !paid && rng.chance(0.3);
		const tx = model.newTransaction({
			link: p,
			customerId: c.id,
			amount: p.amount,
			at: t,
			expirationDate: paid ? t + DAY : expired ? t + DAY : base + rng.int(1, 14) * DAY,
		});
		if (rng.chance(0.1)) tx.urlParamTrackingData = JSON.stringify({ utm_source: 'instagram' });
		if (paid) toPay.push(tx);
	};
	for (; paidLeft > 0 && sellable.length; paidLeft--) checkout(rng.pick(sellable), true);
	const pool = openable.length ? openable : sellable;
	for (; unpaidLeft > 0 && pool.length; unpaidLeft--) checkout(rng.pick(pool), false);

	// Pay, oldest first; a few today; rows older than 2 days are settled.
	toPay.sort((a, b) => a.createdAt - b.createdAt);
	toPay.forEach((tx, i) => {
		const recent = i >= toPay.length - Math.ceil(toPay.length * 0.03);
		const paidAt = recent
			? base - rng.int(1000, 2 * HOUR)
			: between(tx.createdAt, Math.min(base - 2 * HOUR, tx.createdAt + DAY));
		const row = model.pay(tx, {
			at: Math.max(paidAt, tx.createdAt + 1),
			paymentMethod: rng.pick(['QRIS', 'QRIS', 'VA BCA', 'VA Mandiri', 'OVO']),
		});
		if (row.createdAt < base - 2 * DAY) row.status = 'settled';
	});

	// Licenses for software-like products: active, inactive and expired ones.
	const software = store.products.filter((p) => ['digital_product', 'saas'].includes(p.type));
	for (let i = 0; i < counts.licenses; i++) {
		const p = software.length
			? software[i % software.length]
			: store.products[i % Math.max(1, store.products.length)];
		const c = someCustomer();
		const paid = p
			? store.transactions.find((t) => t.paymentLinkId === p.id && t.status === 'paid')
			: null;
		const kind = i % 4; // 0,1 active; 2 inactive; 3 active but expired
		const created = base - rng.int(30, 400) * DAY;
		const unlimited = rng.chance(0.4);
		const limit = unlimited ? null : rng.int(1, 5);
		store.licenses.push({
			licenseCode: `${rng.hex(4)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(4)}`.toUpperCase(),
			status: kind === 2 ? 'INACTIVE' : 'ACTIVE',
			expiredAt: iso(kind === 3 ? base - rng.int(1, 30) * DAY : base + rng.int(30, 365) * DAY),
			transactionId: paid ? paid.id : rng.uuid(),
			productId: p ? p.id : rng.uuid(),
			customerId: c ? c.id : rng.uuid(),
			customerName: c ? c.name : 'Pelanggan',
			customerEmail: c ? c.email : 'pelanggan@example.com',
			activationLimit: unlimited ? 'Tidak terbatas' : String(limit),
			useCount: unlimited ? rng.int(0, 10) : rng.int(0, limit),
			createdAt: iso(created),
			updatedAt: iso(created + rng.int(0, 20) * DAY),
		});
	}

	// Installment plans, through the same code as POST /installments/create.
	for (let i = 0; i < counts.installments && store.customers.length; i++) {
		const c = store.customers[i % store.customers.length];
		createPlan(
			ctx,
			{
				name: c.name,
				email: c.email,
				mobile: c.mobile,
				amount: rng.int(10, 200) * 50000,
				installment: {
					description: `Cicilan ${rng.pick(TOPICS)}`,
					interest: rng.pick([0, 0, 1.5, 2, 3]),
					tenure: rng.pick([3, 6, 12]),
					dueDate: rng.int(1, 28),
				},
			},
			at(rng.int(HOUR, 60 * DAY)),
		);
	}
	return counts;
}

module.exports = { seedStore, PRODUCT_TYPES, DEFAULT_COUNTS };
