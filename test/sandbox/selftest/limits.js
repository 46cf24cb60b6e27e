'use strict';
/** Sandbox self-test: Rate limit, latency, faults, drift, the live profile and determinism. Run by test/sandbox/selftest.js. */
const { assert, http, startSandbox, test, sleep, get, post, all } = require('./kit');

// ---- rate limit, latency, faults, determinism ------------------------------------------------------------------
test('rate limit: sliding window per key, Retry-After, rejected requests do not count', async () => {
	const s = await startSandbox({
		rateLimitPerMinute: 3,
		rateLimitWindowMs: 1500,
		rateLimitBy: 'key',
		counts: { unpaidTransactions: 10 },
	});
	try {
		for (let i = 0; i < 3; i++) assert.equal((await get(s, '/hl/v2/balances')).status, 200);
		const r = await get(s, '/hl/v2/balances');
		assert.equal(r.status, 429);
		assert.deepEqual(r.body, { statusCode: 429, messages: 'Too Many Requests' });
		assert.ok(Number(r.headers.get('retry-after')) >= 1);
		assert.equal((await get(s, '/hl/v2/balances')).status, 429);
		assert.equal(
			(await get(s, '/hl/v2/balances', { key: s.keys.readOnly })).status,
			200,
			'other key has its own window',
		);
		await sleep(1600);
		assert.equal((await get(s, '/hl/v2/balances')).status, 200);
		s.setRateLimit(0);
		for (let i = 0; i < 10; i++) assert.equal((await get(s, '/hl/v2/balances')).status, 200);
	} finally {
		await s.close();
	}
});

/** A GET from a chosen local address (any 127.x.y.z is loopback on Linux): another client IP. */
function getFrom(s, localAddress, path, key = s.keys.readWrite) {
	return new Promise((resolve, reject) => {
		const req = http.request(
			`${s.url}${path}`,
			{ method: 'GET', localAddress, agent: false, headers: { authorization: `Bearer ${key}` } },
			(res) => {
				res.resume();
				res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
			},
		);
		req.on('error', reject);
		req.end();
	});
}

// Mayar's rate-limit page (docs.mayar.id api-reference-v2/rate-limit): "20 requests per minute per IP address".
test('rate limit per IP (the default): the 21st request in the window is 429 + Retry-After, whichever key; per-key mode counts two keys apart', async () => {
	const s = await startSandbox({ rateLimitPerMinute: 20, counts: { unpaidTransactions: 10 } });
	try {
		assert.deepEqual(s.rateLimit, { perMinute: 20, windowMs: 60000, by: 'ip' });
		// 20 requests from 127.0.0.1 with two different keys: all pass, the one IP counts them together
		for (let i = 0; i < 20; i++) {
			const key = i % 2 ? s.keys.readOnly : s.keys.readWrite;
			assert.equal((await get(s, '/hl/v2/balances', { key })).status, 200, `request ${i + 1}`);
		}
		assert.equal(s.rateLimited, 0);
		for (const key of [s.keys.readWrite, s.keys.readOnly]) {
			const r = await get(s, '/hl/v2/balances', { key });
			assert.equal(r.status, 429, '21st request from the same IP, any key');
			assert.deepEqual(r.body, { statusCode: 429, messages: 'Too Many Requests' });
			const retryAfter = Number(r.headers.get('retry-after'));
			assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
		}
		assert.equal(s.rateLimited, 2);
		// another client address has a window of its own
		assert.equal((await getFrom(s, '127.0.0.2', '/hl/v2/balances')).status, 200);
		assert.equal((await getFrom(s, '127.0.0.1', '/hl/v2/balances')).status, 429);
		assert.equal(s.rateLimited, 3);
		// the fault injector's 429s are not the rate limit's
		s.setRateLimit(0);
		s.setFaults({ sequence: ['429'] });
		assert.equal((await get(s, '/hl/v2/balances')).status, 429);
		s.clearFaults();
		assert.equal(s.rateLimited, 3);

		// per key (the later "50 requests per minute for each API key"), with a short window
		s.setRateLimit(3, { by: 'key', windowMs: 1200 });
		assert.deepEqual(s.rateLimit, { perMinute: 3, windowMs: 1200, by: 'key' });
		for (let i = 0; i < 3; i++) {
			assert.equal((await get(s, '/hl/v2/balances')).status, 200);
			assert.equal((await get(s, '/hl/v2/balances', { key: s.keys.readOnly })).status, 200);
		}
		const rw = await get(s, '/hl/v2/balances');
		const ro = await get(s, '/hl/v2/balances', { key: s.keys.readOnly });
		assert.deepEqual([rw.status, ro.status], [429, 429], 'each key has 3 in its own window');
		assert.ok(Number(rw.headers.get('retry-after')) >= 1);
		assert.equal(s.rateLimited, 5);
		await sleep(1300);
		assert.equal((await get(s, '/hl/v2/balances')).status, 200, 'the window moved on');
		// setRateLimit(n) keeps the counting mode and window
		s.setRateLimit(1);
		assert.deepEqual(s.rateLimit, { perMinute: 1, windowMs: 1200, by: 'key' });
		assert.throws(() => s.setRateLimit(1, { by: 'user' }), /'ip' or 'key'/);
	} finally {
		await s.close();
	}
});

test('latency: every response waits', async (sb) => {
	sb.setLatency(120);
	const t = Date.now();
	await get(sb, '/hl/v2/balances');
	assert.ok(Date.now() - t >= 110);
	sb.setLatency(0);
});

test('faults: seeded and deterministic; reset-after changes state; non-json; counters', async (sb) => {
	async function run() {
		const s = await startSandbox({ counts: { unpaidTransactions: 5 } });
		s.setFaults({
			seed: 7,
			rate: 0.5,
			modes: ['429', '500', '502', '503', 'reset-before', 'non-json'],
		});
		const out = [];
		for (let i = 0; i < 30; i++) {
			const r = await get(s, '/hl/v2/balances');
			out.push(r.error ? 'reset' : String(r.status));
		}
		const counts = { ...s.faultCounts };
		assert.equal(
			s.log.filter((e) => e.fault).length,
			Object.values(counts).reduce((a, b) => a + b, 0),
		);
		await s.close();
		return { out, counts };
	}
	const a = await run();
	const b = await run();
	assert.deepEqual(a, b);
	assert.ok(a.out.includes('200') && a.out.some((x) => x !== '200'));

	sb.setFaults({ sequence: ['reset-after', 'non-json', '429'], paths: /payments\/create/ });
	const before = sb.store.paymentRequests.length;
	const r1 = await post(sb, '/hl/v2/payments/create', {
		amount: 99001,
		email: 'fault@example.com',
	});
	assert.ok(r1.error, 'connection reset');
	assert.equal(sb.store.paymentRequests.length, before + 1, 'the record was created');
	assert.equal(sb.log[sb.log.length - 1].fault, 'reset-after');
	assert.equal(sb.log[sb.log.length - 1].status, 0);
	const r2 = await post(sb, '/hl/v2/payments/create', { amount: 99002 });
	assert.equal(r2.status, 502);
	assert.match(r2.headers.get('content-type'), /text\/plain/);
	assert.equal(r2.text, 'Bad Gateway');
	const r3 = await post(sb, '/hl/v2/payments/create', { amount: 99003 });
	assert.deepEqual([r3.status, r3.headers.get('retry-after')], [429, '1']);
	assert.equal(sb.store.paymentRequests.length, before + 1);
	assert.equal((await get(sb, '/hl/v2/balances')).status, 200, 'paths filter');
	assert.deepEqual({ ...sb.faultCounts }, { 'reset-after': 1, 'non-json': 1, 429: 1 });
	sb.setFaults({ seed: 1, rate: 1, modes: ['reset-before'], methods: ['POST'] });
	const r4 = await post(sb, '/hl/v2/payments/create', { amount: 99004 });
	assert.ok(r4.error);
	assert.equal(sb.store.paymentRequests.length, before + 1, 'reset-before changes nothing');
	sb.clearFaults();
	assert.equal((await post(sb, '/hl/v2/payments/create', { amount: 99005 })).status, 200);
});

test('faults: misroute answers for another path (a proxy or cache in the way), only when named', async (sb) => {
	const [asked, other] = sb.addUnpaidTransactions(2);
	assert.throws(() => sb.setFaults({ sequence: ['misroute'] }), /misrouteTo/);
	sb.setFaults({ sequence: ['misroute'], misrouteTo: `/hl/v2/transactions/${other.id}` });
	const r = await get(sb, `/hl/v2/transactions/${asked.id}`);
	assert.equal(r.status, 200);
	assert.equal(r.body.data.id, other.id);
	const entry = sb.log[sb.log.length - 1];
	assert.deepEqual([entry.path, entry.fault], [`/hl/v2/transactions/${asked.id}`, 'misroute']);
	assert.equal((await get(sb, `/hl/v2/transactions/${asked.id}`)).body.data.id, asked.id);
	sb.setFaults({ seed: 3, rate: 1 });
	assert.notEqual((await get(sb, '/hl/v2/balances')).status, 200); // a random fault, never misroute
	assert.ok(!sb.log.some((e) => e.fault === 'misroute' && e.path === '/hl/v2/balances'));
	sb.clearFaults();
});

test('drift (test-only): renamed and extra fields, a page of 50 cut short; off by default and when cleared', async (sb) => {
	const plain = await get(sb, '/hl/v2/invoices?sort=active&status=active&limit=3');
	assert.ok(plain.body.data.every((r) => 'status' in r && !('state' in r) && !('surprise' in r)));
	const full = await get(sb, '/hl/v2/transactions?limit=50');
	assert.deepEqual([full.body.data.length, full.body.hasMore], [50, true]);
	assert.throws(() => sb.setDrift({ wrongKind: {} }), /unknown drift/);
	assert.throws(() => sb.setDrift({ pageCut: { limit: 50 } }), /endpoint id/);
	sb.setDrift({
		renameField: { endpoint: 'invoice.list', from: 'status', to: 'state' },
		extraField: { endpoint: 'invoice.list', name: 'surprise', value: 1 },
		pageCut: { endpoint: 'transaction.list', limit: 50, serve: 40 },
	});
	try {
		const inv = await get(sb, '/hl/v2/invoices?sort=active&status=active&limit=3');
		assert.equal(inv.body.data.length, 3);
		for (const r of inv.body.data) {
			assert.ok(!('status' in r) && r.state === 'active' && r.surprise === 1);
		}
		assert.ok(
			sb.store.invoices.every((r) => !('state' in r)),
			'the store is never changed',
		);
		assert.equal(
			(await get(sb, '/hl/v2/invoices/filter?status=active&limit=1')).body.data[0].surprise,
			undefined,
		);
		const cut = await get(sb, '/hl/v2/transactions?limit=50');
		assert.deepEqual(
			[cut.body.data.length, cut.body.hasMore, cut.body.nextStartingAfter],
			[40, false, null],
		);
		assert.deepEqual(
			cut.body.data.map((r) => r.id),
			full.body.data.slice(10).map((r) => r.id),
			'the newest rows are missing',
		);
		const ten = await get(sb, '/hl/v2/transactions?limit=10');
		assert.deepEqual([ten.body.data.length, ten.body.hasMore], [10, true]);
	} finally {
		sb.setDrift(null);
	}
	assert.equal((await get(sb, '/hl/v2/transactions?limit=50')).body.data.length, 50);
	assert.ok(
		(await get(sb, '/hl/v2/invoices?sort=active&status=active&limit=1')).body.data[0].status,
	);
});

test('live profile: every modelled behaviour of the record has a hook; spec is the default', async (sb) => {
	const { LIVE } = require('../../contract/live');
	const { createLiveProfile } = require('../lib/live');
	const profile = createLiveProfile({ store: {}, model: {} });
	const modelled = LIVE.filter((b) => b.sandbox === 'modelled');
	assert.ok(modelled.length >= 15, `only ${modelled.length} modelled`);
	for (const b of modelled) assert.ok(profile.hooked(b.id), `no live hook for ${b.id}`);
	assert.equal(sb.profile, 'spec');
	assert.throws(() => profile.set('prod'), /unknown sandbox profile/);
});

test('live profile: answers as recorded (paid list, coupon, invoice rate, QR, installment, members, stats, saas, credit)', async () => {
	const s = await startSandbox({ profile: 'live' });
	try {
		// Paid transactions: no aliases; dates ignored; a page of 50 cut short.
		const paid = await get(s, '/hl/v2/transactions?limit=10');
		assert.equal(paid.status, 200);
		for (const row of paid.body.data) {
			assert.ok(!('transactionId' in row) && !('amount' in row), JSON.stringify(row));
			assert.equal(typeof row.credit, 'number');
		}
		const tomorrow = Date.now() + 86400000;
		const future = await get(s, `/hl/v2/transactions?limit=10&startAt=${tomorrow}`);
		assert.deepEqual(
			future.body.data.map((r) => r.id),
			paid.body.data.map((r) => r.id),
		);
		const fifty = await get(s, '/hl/v2/transactions?limit=50');
		assert.equal(fifty.body.hasMore, false);
		assert.notEqual(fifty.body.data[0].id, paid.body.data[0].id, 'the newest rows are missing');
		// Invoice create: a negative rate is refused.
		const inv = await post(s, '/hl/v2/invoices/create', {
			name: 'Ani',
			email: 'ani@example.com',
			mobile: '081234567890',
			description: 'Order',
			redirectUrl: 'https://toko.example/thanks',
			expiredAt: new Date(Date.now() + 86400000).toISOString(),
			items: [
				{ quantity: 1, rate: 10000, description: 'Kaos' },
				{ quantity: 1, rate: -2000, description: 'Diskon' },
			],
		});
		assert.equal(inv.status, 400);
		assert.equal(inv.body.data[0].type, 'numberPositive');
		assert.equal(inv.body.data[0].field, 'items[1].rate');
		// QR create: no qrString.
		const qr = await post(s, '/hl/v2/qr-codes/create', { amount: 1234 });
		assert.deepEqual(Object.keys(qr.body.data).sort(), ['amount', 'url']);
		// Installment create: terms without dueDate and paymentUrl, link a slug.
		const plan = await post(s, '/hl/v2/installments/create', {
			name: 'Ani',
			email: 'ani@example.com',
			mobile: '081234567890',
			amount: 300000,
			installment: { description: 'Laptop', interest: 0, tenure: 3, dueDate: 10 },
		});
		assert.equal(plan.status, 200, plan.text);
		for (const line of plan.body.data.invoices) {
			assert.ok(!('dueDate' in line) && !('paymentUrl' in line));
			assert.doesNotMatch(line.link, /^https?:/);
		}
		// Review stats: 500.
		const stats = await get(s, '/hl/v2/reviews/stats');
		assert.equal(stats.status, 500);
		assert.match(stats.body.messages, /gtFetch/);
		// SaaS license: HTTP 200, statusCode 401.
		const saas = await post(s, '/saas/v2/license/verify', { licenseCode: 'X', productId: 'Y' });
		assert.equal(saas.status, 200);
		assert.equal(saas.body.statusCode, 401);
		// Credit: the docs' /hl/v2/credit form is not found; /credit/v2 answers.
		const q =
			'customerId=00000000-0000-4000-8000-000000000000&productId=00000000-0000-4000-8000-000000000000';
		const hl = await get(s, `/hl/v2/credit/customer/balance?${q}`);
		assert.equal(hl.body.messages, 'Not Found');
		const spec2 = await get(s, `/credit/v2/credit/customer/balance?${q}`);
		assert.notEqual(spec2.body.messages, 'Not Found', spec2.text);
		// The request log keeps what was sent and names the behaviours applied.
		const logged = s.log.find((e) => e.path === '/hl/v2/transactions' && e.query.startAt);
		assert.equal(logged.query.startAt, String(tomorrow));
		assert.ok(logged.live.includes('paidTransactions.noAliases'));
		// Back to the spec.
		s.setProfile('spec');
		const spec = await get(s, '/hl/v2/transactions?limit=10');
		assert.equal(spec.body.data[0].amount, spec.body.data[0].credit);
		assert.equal((await get(s, '/hl/v2/reviews/stats')).status, 200);
	} finally {
		await s.close();
	}
});

test('determinism: same seed, same data; counts option', async (sb) => {
	const a = await startSandbox({
		seed: 42,
		counts: {
			products: 19,
			unpaidTransactions: 30,
			paidTransactions: 40,
			invoices: 5,
			paymentRequests: 5,
		},
	});
	const b = await startSandbox({
		seed: 42,
		counts: {
			products: 19,
			unpaidTransactions: 30,
			paidTransactions: 40,
			invoices: 5,
			paymentRequests: 5,
		},
	});
	try {
		assert.deepEqual(
			a.store.products.map((p) => p.id),
			b.store.products.map((p) => p.id),
		);
		assert.deepEqual(a.keys, b.keys);
		assert.deepEqual(new Set(a.store.products.map((p) => p.type)).size, 19);
		assert.equal((await all(a, '/hl/v2/transactions/unpaid')).rows.length, 30);
		assert.equal((await all(a, '/hl/v2/transactions')).rows.length, 40);
		assert.notDeepEqual(sb.store.products[0].id, a.store.products[0].id);
		a.addUnpaidTransactions(5);
		assert.equal((await all(a, '/hl/v2/transactions/unpaid')).rows.length, 35);
	} finally {
		await a.close();
		await b.close();
	}
});
