'use strict';
/**
 * Self-test of the sandbox over real HTTP: `node test/sandbox/selftest.js`. Exits non-zero on failure and
 * stops by itself (a sandbox that leaves a timer or socket open would hang it; a watchdog reports that).
 */
const assert = require('assert/strict');
const http = require('http');
const { startSandbox } = require('./index');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const tests = [];
const test = (name, fn) => tests.push({ name, fn });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A request to the sandbox: returns {status, headers, body (parsed when JSON), text}; {error} on reset. */
async function call(sb, method, path, { body, key = sb.keys.readWrite, auth, raw } = {}) {
	const headers = {};
	if (auth !== undefined) headers.authorization = auth;
	else if (key) headers.authorization = `Bearer ${key}`;
	if (body !== undefined || raw !== undefined) headers['content-type'] = 'application/json';
	try {
		const res = await fetch(sb.url + path, {
			method,
			headers,
			body: raw !== undefined ? raw : body !== undefined ? JSON.stringify(body) : undefined,
		});
		const text = await res.text();
		let parsed;
		try {
			parsed = JSON.parse(text);
		} catch {
			parsed = undefined;
		}
		return { status: res.status, headers: res.headers, body: parsed, text };
	} catch (error) {
		return { error };
	}
}
const get = (sb, path, opts) => call(sb, 'GET', path, opts);
const post = (sb, path, body, opts = {}) => call(sb, 'POST', path, { ...opts, body });

/** Pages through a list; returns {rows, requests}. */
async function all(sb, path, limit = 50) {
	const rows = [];
	let cursor = null;
	let requests = 0;
	for (;;) {
		const sep = path.includes('?') ? '&' : '?';
		const r = await get(
			sb,
			`${path}${sep}limit=${limit}${cursor ? `&startingAfter=${cursor}` : ''}`,
		);
		requests += 1;
		assert.equal(r.status, 200, `${path}: ${r.text}`);
		rows.push(...r.body.data);
		if (!r.body.hasMore) {
			assert.equal(r.body.nextStartingAfter, null);
			return { rows, requests };
		}
		assert.equal(typeof r.body.nextStartingAfter, 'string');
		cursor = r.body.nextStartingAfter;
	}
}

/** A local webhook receiver; `answers` is a list of status codes to give in turn (then 200). */
async function receiver(answers = []) {
	const got = [];
	const server = http.createServer((req, res) => {
		let text = '';
		req.on('data', (c) => (text += c));
		req.on('end', () => {
			got.push({ headers: req.headers, text, body: JSON.parse(text || 'null') });
			res.writeHead(answers.length ? answers.shift() : 200, { 'content-type': 'application/json' });
			res.end('{"ok":true}');
		});
	});
	await new Promise((r) => server.listen(0, '127.0.0.1', r));
	return {
		url: `http://127.0.0.1:${server.address().port}/hook`,
		got,
		close: () =>
			new Promise((r) => {
				server.close(r);
				server.closeAllConnections();
			}),
	};
}

let sb;

// ---- auth -------------------------------------------------------------------------------------------------
test('auth: missing, malformed, unknown and other-environment keys are 401; read-only keys cannot write', async () => {
	for (const auth of [
		null,
		'',
		'Basic abc',
		'Bearer',
		`Token ${sb.keys.readWrite}`,
		'Bearer nope',
	]) {
		const r = await get(sb, '/hl/v2/balances', auth === null ? { key: null } : { auth });
		assert.equal(r.status, 401, String(auth));
		assert.deepEqual(r.body, { statusCode: 401, messages: 'Unauthorized' });
	}
	const other = await get(sb, '/hl/v2/balances', { key: sb.keys.otherEnv });
	assert.deepEqual(
		[other.status, other.body],
		[401, { statusCode: 401, messages: 'Unauthorized' }],
	);
	assert.equal((await get(sb, '/hl/v2/balances', { key: sb.keys.readOnly })).status, 200);
	const before = sb.store.products.length;
	const ro = await post(
		sb,
		'/hl/v2/products/create',
		{ name: 'Read only' },
		{ key: sb.keys.readOnly },
	);
	assert.equal(ro.status, 403);
	assert.equal(ro.body.statusCode, 403);
	assert.match(ro.body.messages, /Read Only/);
	assert.equal(sb.store.products.length, before);
	assert.equal(
		(await post(sb, '/hl/v2/products/create', { name: 'Read write', amount: 1000 })).status,
		200,
	);
	assert.equal(sb.store.products.length, before + 1);
});

test('log: one entry per request, with query and parsed body, never the key', async () => {
	sb.clearLog();
	await get(sb, '/hl/v2/products?limit=2&search=kopi');
	await post(sb, '/hl/v2/webhooks/update', { urlHook: 'http://127.0.0.1:9/x' });
	assert.equal(sb.log.length, 2);
	assert.deepEqual(sb.log[0].query, { limit: '2', search: 'kopi' });
	assert.equal(sb.log[0].status, 200);
	assert.deepEqual(sb.log[1].body, { urlHook: 'http://127.0.0.1:9/x' });
	assert.equal(typeof sb.log[1].time, 'number');
	const dump = JSON.stringify(sb.log);
	for (const k of Object.values(sb.keys)) assert.ok(!dump.includes(k));
	assert.ok(!/authorization/i.test(dump));
	sb.store.account.urlHook = null;
});

test('errors: unknown route 404, invalid JSON 400, non-object body 400', async () => {
	assert.deepEqual((await get(sb, '/hl/v2/nope')).body, { statusCode: 404, messages: 'Not Found' });
	assert.equal((await get(sb, '/hl/v1/product')).status, 404);
	const bad = await call(sb, 'POST', '/hl/v2/payments/create', { raw: '{"amount":' });
	assert.equal(bad.status, 400);
	assert.equal(bad.body.statusCode, 400);
	assert.equal(sb.log[sb.log.length - 1].body, '{"amount":');
	assert.equal((await call(sb, 'POST', '/hl/v2/payments/create', { raw: '[1]' })).status, 400);
});

// ---- pagination -------------------------------------------------------------------------------------------
test('pagination: a page equals a stable newest-first sort (ascending, shuffled, tied lists)', async () => {
	const { page } = require('./lib/paginate');
	const ctx = { clock: { isIssued: () => true } };
	let seed = 7;
	const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
	const lists = {
		ascending: Array.from({ length: 500 }, (_, i) => ({ id: i, createdAt: 1000 + i })),
		shuffled: Array.from({ length: 500 }, (_, i) => ({
			id: i,
			createdAt: 1000 + Math.floor(rand() * 5000),
		})),
		tied: Array.from({ length: 500 }, (_, i) => ({
			id: i,
			createdAt: 1000 + Math.floor(rand() * 40),
		})),
		empty: [],
	};
	for (const [name, list] of Object.entries(lists)) {
		for (const limit of [1, 7, 50]) {
			for (const cursor of [undefined, 1003, 1020, 3000, 999]) {
				const want = list
					.filter((r) => cursor === undefined || r.createdAt < cursor)
					.sort((a, b) => b.createdAt - a.createdAt);
				const got = page(
					list,
					{ limit: String(limit), startingAfter: cursor && String(cursor) },
					ctx,
				);
				const ids = got.body.data.map((r) => r.id);
				assert.deepEqual(
					ids,
					want.slice(0, limit).map((r) => r.id),
					`${name} limit ${limit} cursor ${cursor}`,
				);
				assert.equal(got.body.hasMore, want.length > limit, `${name} hasMore`);
			}
		}
	}
});

test('pagination: 2345 unpaid at limit 50 take 47 requests, newest first, no duplicates', async () => {
	sb.clearLog();
	const { rows, requests } = await all(sb, '/hl/v2/transactions/unpaid');
	assert.equal(requests, 47);
	assert.equal(rows.length, 2345);
	assert.equal(new Set(rows.map((r) => r.id)).size, 2345);
	for (let i = 1; i < rows.length; i++)
		assert.ok(rows[i - 1].createdAt > rows[i].createdAt, 'strictly newest first');
	const r = rows[0];
	assert.match(r.id, UUID);
	assert.ok(['payment_request', 'invoice', 'membership_payment', 'generic_link'].includes(r.type));
	assert.ok(['active', 'expired'].includes(r.status));
	assert.ok('customeField' in r && 'urlParamTrackingData' in r);
	assert.equal(r.customer.id, r.customerId);
	assert.equal(r.paymentLink.id, r.paymentLinkId);
	assert.match(r.paymentUrl, /^https:\/\//);
	assert.equal(sb.log.length, 47);
	const active = await all(sb, '/hl/v2/transactions/unpaid?status=active');
	const expired = await all(sb, '/hl/v2/transactions/unpaid?status=expired');
	assert.equal(active.rows.length + expired.rows.length, 2345);
	assert.ok(active.rows.length > 0 && expired.rows.length > 0);
});

test('pagination: default limit 10, bad limits and cursors are 400, no page/total fields', async () => {
	const d = await get(sb, '/hl/v2/products');
	assert.equal(d.body.data.length, 10);
	assert.equal(d.body.hasMore, true);
	assert.match(d.body.nextStartingAfter, /^\d{13}$/);
	for (const k of ['page', 'pageSize', 'pageCount', 'total']) assert.ok(!(k in d.body));
	for (const q of [
		'limit=51',
		'limit=0',
		'limit=-1',
		'limit=abc',
		'limit=1.5',
		'limit=',
		'limit=10&limit=20',
		'startingAfter=abc',
		'startingAfter=123',
		'startingAfter=1700000000000',
	]) {
		const r = await get(sb, `/hl/v2/products?${q}`);
		assert.equal(r.status, 400, q);
		assert.equal(r.body.statusCode, 400, q);
		assert.match(r.body.messages, /limit|startingAfter/, q);
	}
	const p50 = await get(sb, '/hl/v2/products?limit=50');
	assert.equal(p50.body.data.length, 50);
	const next = await get(
		sb,
		`/hl/v2/products?limit=50&startingAfter=${p50.body.nextStartingAfter}`,
	);
	assert.ok(next.body.data[0].createdAt < p50.body.data[49].createdAt);
	const everything = await all(sb, '/hl/v2/products', 50);
	assert.equal(everything.rows.length, sb.store.products.length);
	assert.equal(everything.requests, Math.ceil(sb.store.products.length / 50));
});

// ---- products ---------------------------------------------------------------------------------------------
test('products: list items have linkUrl/linkPayment and no transactions; 19 types; detail has transactions', async () => {
	const { rows } = await all(sb, '/hl/v2/products');
	for (const p of rows) {
		assert.ok(!('transactions' in p));
		assert.match(p.linkUrl, /^https:\/\//);
		assert.match(p.linkPayment, /^https:\/\//);
		assert.equal(typeof p.createdAt, 'number');
	}
	const types = [
		'generic_link',
		'physical_product',
		'event',
		'webinar',
		'digital_product',
		'coaching',
		'course',
		'cohort_based',
		'fundraising',
		'ebook',
		'podcast',
		'audiobook',
		'membership',
		'zakat',
		'invoice',
		'bundling',
		'saas',
		'payment_request',
		'support',
	];
	for (const t of types) {
		const r = await get(sb, `/hl/v2/products/types/${t}?limit=50`);
		assert.equal(r.status, 200, t);
		assert.ok(r.body.data.length > 0, t);
		assert.ok(r.body.data.every((p) => p.type === t));
	}
	assert.equal((await get(sb, '/hl/v2/products/types/banana')).status, 400);
	assert.equal(
		(await get(sb, '/hl/v2/products?type=event&limit=50')).body.data.every(
			(p) => p.type === 'event',
		),
		true,
	);
	const withTx = sb.store.products.find((p) =>
		sb.store.transactions.some((t) => t.paymentLinkId === p.id),
	);
	const detail = await get(sb, `/hl/v2/products/${withTx.id}`);
	assert.ok(
		Array.isArray(detail.body.data.transactions) && detail.body.data.transactions.length > 0,
	);
	assert.equal(detail.body.data.userId, sb.store.account.id);
	const txs = await get(sb, `/hl/v2/products/${withTx.id}/transactions?limit=5`);
	assert.equal(txs.status, 200);
	assert.ok(
		txs.body.data.every(
			(t) => t.paymentLinkId === withTx.id && ['created', 'paid', 'expired'].includes(t.status),
		),
	);
	assert.equal(
		(await get(sb, '/hl/v2/products/00000000-0000-4000-8000-000000000000')).body.messages,
		'Product not found',
	);
	const search = await get(sb, '/hl/v2/products?search=KOPI&limit=50');
	assert.ok(search.body.data.length > 0 && search.body.data.every((p) => /kopi/i.test(p.name)));
});

test('products: create per kind, validation errors, aliases', async () => {
	const a = await post(sb, '/hl/v2/products/create', { name: 'Kaos', amount: 75000 });
	assert.equal(a.status, 200);
	assert.match(a.body.data.id, UUID);
	assert.match(a.body.data.link, /^https:\/\/.+\/pl\/kaos-/);
	assert.equal(
		(await post(sb, '/hl/v2/products/payment-link/create', { name: 'Kaos 2', amount: 1000 }))
			.status,
		200,
	);
	const noName = await post(sb, '/hl/v2/products/create', { amount: 1 });
	assert.equal(noName.status, 400);
	assert.equal(noName.body.messages, 'Validation Error');
	assert.deepEqual(noName.body.data[0], {
		type: 'required',
		message: "The 'name' field is required.",
		field: 'name',
	});
	assert.equal(
		(await post(sb, '/hl/v2/products/create', { name: 'x', amount: '1000' })).body.data[0].type,
		'number',
	);
	assert.equal(
		(await post(sb, '/hl/v2/products/create', { name: 'x', amount: 10.5 })).body.data[0].type,
		'numberInteger',
	);
	const dig = await post(sb, '/hl/v2/products/digital-product/create', {
		name: 'E-book',
		amount: 50000,
	});
	assert.equal(dig.status, 400);
	assert.deepEqual(
		dig.body.data.map((e) => e.field),
		['description', 'redirectUrl'],
	);
	assert.equal(
		(
			await post(sb, '/hl/v2/products/digital-product/create', {
				name: 'E-book',
				description: 'd',
				amount: 50000,
				redirectUrl: 'https://shop.example.com/thanks',
			})
		).status,
		200,
	);
	const ev = {
		name: 'Workshop',
		description: 'd',
		amount: 100000,
		paymentType: 'paid',
		startAt: '2026-12-01T00:00:00Z',
		eventStartAt: '2026-12-10T09:00:00Z',
		eventEndAt: '2026-12-10T12:00:00Z',
		expiredAt: '2026-12-09T00:00:00Z',
	};
	assert.equal((await post(sb, '/hl/v2/products/event/create', ev)).status, 200);
	assert.equal(
		(await post(sb, '/hl/v2/products/event/create', { ...ev, eventEndAt: '2026-12-09T00:00:00Z' }))
			.status,
		400,
	);
	assert.equal(
		(await post(sb, '/hl/v2/products/event/create', { ...ev, startAt: 'tomorrow' })).body.data[0]
			.field,
		'startAt',
	);
	const web = await post(sb, '/hl/v2/products/webinar/create', ev);
	assert.deepEqual(web.body.data.map((e) => e.field).sort(), ['crossoutPrice', 'eventUrl']);
	assert.equal(
		(
			await post(sb, '/hl/v2/products/webinar/create', {
				...ev,
				crossoutPrice: 150000,
				eventUrl: 'https://meet.example.com/a',
			})
		).status,
		200,
	);
	const created = sb.store.products.find((p) => p.id === a.body.data.id);
	assert.equal(created.type, 'generic_link');
	assert.equal(
		(await get(sb, '/hl/v2/products?limit=1')).body.data[0].type,
		'webinar',
		'the newest product comes first',
	);
});

test('products: updates are partial, body id wins, failures are HTTP 200 with statusCode 400', async () => {
	const [p1, p2] = sb.store.products.filter((p) => p.type === 'generic_link');
	const r = await post(sb, `/hl/v2/products/payment-link/${p2.id}/update`, {
		id: p1.id,
		amount: 12345,
	});
	assert.equal(r.status, 200);
	assert.equal(r.body.data.id, p1.id);
	assert.equal(p1.amount, 12345);
	assert.notEqual(p2.amount, 12345);
	const byPath = await post(sb, `/hl/v2/payment-links/${p2.id}/update`, {
		id: p2.id,
		name: 'Renamed',
		link: 'renamed-link',
	});
	assert.equal(byPath.status, 200);
	assert.equal(p2.name, 'Renamed');
	assert.equal(p2.link, 'renamed-link');
	assert.match(byPath.body.data.link, /\/renamed-link$/);
	const taken = await post(sb, `/hl/v2/payment-links/${p1.id}/update`, {
		id: p1.id,
		link: 'renamed-link',
	});
	assert.equal(taken.status, 409);
	const badAmount = await post(sb, `/hl/v2/products/payment-link/${p1.id}/update`, {
		id: p1.id,
		amount: -5,
	});
	assert.equal(badAmount.status, 200);
	assert.equal(badAmount.body.statusCode, 400);
	assert.equal(badAmount.body.messages, 'failed');
	assert.equal(badAmount.body.data[0].field, 'amount');
	const digital = sb.store.products.find((p) => p.type === 'digital_product');
	const onlyId = await post(sb, `/hl/v2/products/digital-product/${digital.id}/update`, {
		id: digital.id,
	});
	assert.deepEqual(
		[onlyId.status, onlyId.body.statusCode, onlyId.body.messages],
		[200, 400, 'failed'],
	);
	assert.equal(
		(await post(sb, `/hl/v2/products/digital-product/${digital.id}/update`, {})).body.statusCode,
		400,
	);
	assert.equal(
		(
			await post(sb, `/hl/v2/products/digital-product/${digital.id}/update`, {
				id: digital.id,
				description: 'new',
			})
		).body.statusCode,
		200,
	);
	assert.equal(
		(
			await post(sb, '/hl/v2/products/event/00000000-0000-4000-8000-000000000000/update', {
				id: '00000000-0000-4000-8000-000000000000',
				name: 'x',
			})
		).status,
		404,
	);
	const membership = sb.store.products.find((p) => p.type === 'membership');
	assert.equal(
		(
			await post(sb, `/hl/v2/products/payment-link/${membership.id}/update`, {
				id: membership.id,
				name: 'M',
			})
		).body.statusCode,
		400,
	);
});

test('status actions: bad action is HTTP 200 + statusCode 400; aliases; works for invoices and payments', async () => {
	const p = sb.store.products.find((x) => x.status === 'active');
	const bad = await post(sb, `/hl/v2/products/${p.id}/archive`, {});
	assert.equal(bad.status, 200);
	assert.deepEqual(bad.body, {
		statusCode: 400,
		messages: 'archive. allowed: active, closed, unlisted',
	});
	assert.deepEqual((await post(sb, `/hl/v2/products/${p.id}/close`, {})).body, {
		statusCode: 200,
		messages: 'success',
	});
	assert.equal(p.status, 'closed');
	await post(sb, `/hl/v2/products/${p.id}/open`, {});
	assert.equal(p.status, 'active');
	await post(sb, `/hl/v2/products/${p.id}/unlisted`, {});
	assert.equal(p.status, 'unlisted');
	await post(sb, `/hl/v2/products/${p.id}/active`, {});
	const inv = sb.store.invoices.find((x) => x.status === 'active');
	await post(sb, `/hl/v2/products/${inv.id}/closed`, {});
	assert.equal(inv.status, 'closed');
	await post(sb, `/hl/v2/invoices/${inv.id}/active`, {});
	assert.equal(inv.status, 'active');
	const pr = sb.store.paymentRequests.find((x) => x.status === 'active');
	await post(sb, `/hl/v2/payments/${pr.id}/closed`, {});
	assert.equal(pr.status, 'closed');
	await post(sb, `/hl/v2/payments/${pr.id}/open`, {});
	const missing = await post(sb, '/hl/v2/payments/00000000-0000-4000-8000-000000000000/closed', {});
	assert.deepEqual([missing.status, missing.body.messages], [404, 'Product not found']);
});

// ---- payment requests ----------------------------------------------------------------------------------------
test('payments: create (amount only), duplicate guard without Retry-After, update, 409 after paid', async () => {
	const c = await post(sb, '/hl/v2/payments/create', {
		amount: 250000,
		name: 'Rina',
		email: 'rina.dup@example.com',
		mobile: '0812',
	});
	assert.equal(c.status, 200);
	const { id, transactionId, transaction_id: tid, link } = c.body.data;
	assert.match(id, UUID);
	assert.equal(transactionId, tid);
	assert.match(link, /^https:\/\/.+\/invoices\/.+/);
	assert.ok(sb.store.customers.some((x) => x.email === 'rina.dup@example.com'));
	const dup = await post(sb, '/hl/v2/payments/create', {
		amount: 250000,
		name: 'Rina',
		email: 'RINA.dup@example.com',
		description: 'other',
	});
	assert.equal(dup.status, 429);
	assert.equal(
		dup.body.messages,
		'Duplicate request detected. Please wait 1 minute before trying again.',
	);
	assert.equal(dup.headers.get('retry-after'), null);
	assert.equal(
		(await post(sb, '/hl/v2/payments/create', { amount: 250001, email: 'rina.dup@example.com' }))
			.status,
		200,
	);
	assert.equal((await post(sb, '/hl/v2/payments/create', { name: 'x' })).status, 400);
	assert.equal((await post(sb, '/hl/v2/payments/create', { amount: 0 })).status, 400);
	const detail = await get(sb, `/hl/v2/payments/${id}`);
	assert.equal(detail.body.data.status, 'unpaid');
	assert.equal(detail.body.data.amount, 250000);
	const up = await post(sb, `/hl/v2/payments/${id}/update`, { id, description: 'x' });
	assert.equal(up.status, 400);
	assert.equal(
		(await post(sb, `/hl/v2/payments/${id}/update`, { id, amount: 260000 })).status,
		200,
	);
	assert.equal(sb.store.transactions.find((t) => t.id === transactionId).amount, 260000);
	assert.equal(
		(await post(sb, '/hl/v2/payments/00000000-0000-4000-8000-000000000000/update', { amount: 1 }))
			.body.messages,
		'Payment not found',
	);
	assert.equal((await post(sb, '/hl/v2/payments/simulate', { paymentLinkId: id })).status, 200);
	const conflict = await post(sb, `/hl/v2/payments/${id}/update`, { amount: 1 });
	assert.deepEqual(
		[conflict.status, conflict.body.messages],
		[409, 'Transaction already paid. Cannot edit payment request.'],
	);
	const paid = await get(sb, '/hl/v2/payments?status=paid&limit=50');
	assert.ok(paid.body.data.every((p) => p.status === 'paid'));
	assert.ok(paid.body.data.every((p) => !('transactions' in p) && !('linkUrl' in p)));
});

// ---- invoices ------------------------------------------------------------------------------------------------
test('invoices: create, discounts, totals, filter by email, update, 409', async () => {
	const body = {
		name: 'Budi',
		email: 'budi.new@example.com',
		mobile: '0812000',
		description: 'Order 1',
		redirectUrl: 'https://shop.example.com/thanks',
		expiredAt: '2099-01-01T00:00:00.000Z',
		items: [
			{ quantity: 2, rate: 50000, description: 'A' },
			{ quantity: 1, rate: -10000, description: 'Diskon' },
		],
		extraData: { orderId: 'A1' },
	};
	const c = await post(sb, '/hl/v2/invoices/create', body);
	assert.equal(c.status, 200, c.text);
	assert.deepEqual(Object.keys(c.body.data).sort(), [
		'expiredAt',
		'extraData',
		'id',
		'link',
		'transactionId',
	]);
	assert.equal(typeof c.body.data.expiredAt, 'number');
	assert.deepEqual(c.body.data.extraData, { orderId: 'A1' });
	const inv = sb.store.invoices.find((x) => x.id === c.body.data.id);
	assert.equal(inv.amount, 90000);
	assert.equal((await post(sb, '/hl/v2/invoices/create', body)).status, 429);
	const zero = await post(sb, '/hl/v2/invoices/create', {
		...body,
		email: 'z@example.com',
		items: [
			{ quantity: 1, rate: 1000, description: 'a' },
			{ quantity: 1, rate: -1000, description: 'b' },
		],
	});
	assert.equal(zero.status, 400);
	const noDesc = await post(sb, '/hl/v2/invoices/create', {
		...body,
		email: 'nd@example.com',
		description: undefined,
	});
	assert.deepEqual(
		noDesc.body.data.map((e) => e.field),
		['description'],
	);
	const badItems = await post(sb, '/hl/v2/invoices/create', {
		...body,
		email: 'bi@example.com',
		items: [{ quantity: 0, rate: 'x' }],
	});
	assert.deepEqual(
		badItems.body.data.map((e) => e.field),
		['items[0].quantity', 'items[0].rate', 'items[0].description'],
	);
	assert.equal(
		(await post(sb, '/hl/v2/invoices/create', { ...body, email: 'ed@example.com', extraData: 'x' }))
			.body.messages,
		'extraData Validation Error',
	);
	const f = await get(sb, '/hl/v2/invoices/filter?email=budi.new@example.com');
	assert.equal(f.body.data.length, 1);
	assert.equal(f.body.data[0].customer.email, 'budi.new@example.com');
	assert.equal(f.body.data[0].transactions[0].status, 'created');
	assert.deepEqual((await get(sb, '/hl/v2/invoices/filter?email=nobody@example.com')).body, {
		statusCode: 404,
		messages: 'Customer Not Found',
	});
	const d = await get(sb, `/hl/v2/invoices/${inv.id}`);
	assert.equal(d.body.data.status, 'unpaid');
	assert.equal(d.body.data.transactionId, c.body.data.transactionId);
	assert.deepEqual((await get(sb, '/hl/v2/invoices/00000000-0000-4000-8000-000000000000')).body, {
		statusCode: 404,
		messages: 'Not Found',
	});
	assert.equal(
		(await post(sb, `/hl/v2/invoices/${inv.id}/update`, { description: 'x' })).status,
		400,
	);
	assert.equal(
		(
			await post(sb, `/hl/v2/invoices/${inv.id}/update`, {
				items: [{ quantity: 3, rate: 10000, description: 'A' }],
			})
		).status,
		200,
	);
	assert.equal(inv.amount, 30000);
	await post(sb, '/hl/v2/payments/simulate', { id: inv.id });
	assert.equal(inv.status, 'paid');
	const conflict = await post(sb, `/hl/v2/invoices/${inv.id}/update`, {
		items: [{ quantity: 1, rate: 1, description: 'A' }],
	});
	assert.deepEqual(
		[conflict.status, conflict.body.messages],
		[409, 'Transaction already paid. Cannot edit invoice.'],
	);
	const closed = await get(sb, '/hl/v2/invoices?sort=closed&status=closed&limit=50');
	assert.ok(closed.body.data.length > 0 && closed.body.data.every((x) => x.status === 'closed'));
});

// ---- installments ---------------------------------------------------------------------------------------------
test('installments: amounts add up exactly, remaining reaches 0, bounds enforced', async () => {
	const body = {
		name: 'Budi',
		email: 'cicil@example.com',
		mobile: '0812',
		amount: 1000001,
		installment: { description: 'Laptop', interest: 3, tenure: 7, dueDate: 28 },
	};
	const r = await post(sb, '/hl/v2/installments/create', body);
	assert.equal(r.status, 200, r.text);
	const plan = r.body.data;
	assert.match(plan.createdAt, ISO);
	assert.equal(plan.totalInterest, 30000);
	assert.equal(plan.totalAmount, 1030001);
	assert.equal(
		plan.invoices.reduce((s, l) => s + l.amount, 0),
		plan.totalAmount,
	);
	assert.equal(
		plan.invoices.reduce((s, l) => s + l.interestAmount, 0),
		plan.totalInterest,
	);
	assert.deepEqual(
		plan.invoices.map((l) => l.index),
		[1, 2, 3, 4, 5, 6, 7],
	);
	assert.equal(plan.invoices[6].remainingAmount, 0);
	for (const l of plan.invoices) {
		assert.match(l.dueDate, ISO);
		assert.equal(new Date(l.dueDate).getUTCDate(), 28);
		assert.ok(!('customer' in l) && !('customerId' in l));
	}
	for (const gone of ['paymentLinkId', 'updatedAt', 'userId', 'paymentLink'])
		assert.ok(!(gone in plan));
	const odd = await post(sb, '/hl/v2/installments/create', {
		...body,
		email: 'c2@example.com',
		amount: 1000000,
		installment: { ...body.installment, interest: 0, tenure: 3 },
	});
	assert.deepEqual(
		odd.body.data.invoices.map((l) => l.amount),
		[333334, 333333, 333333],
	);
	for (const [field, value] of [
		['tenure', 2],
		['tenure', 25],
		['dueDate', 29],
		['dueDate', 0],
		['tenure', 3.5],
	]) {
		const bad = await post(sb, '/hl/v2/installments/create', {
			...body,
			installment: { ...body.installment, [field]: value },
		});
		assert.equal(bad.status, 400, `${field}=${value}`);
		assert.equal(bad.body.data[0].field, `installment.${field}`);
	}
	assert.equal((await get(sb, `/hl/v2/installments/${plan.id}`)).body.data.id, plan.id);
	assert.equal(
		(await get(sb, '/hl/v2/installments/00000000-0000-4000-8000-000000000000')).status,
		404,
	);
	const list = await all(sb, '/hl/v2/installments');
	assert.equal(list.rows.length, sb.store.installments.length);
});

// ---- transactions, balances, licenses ----------------------------------------------------------------------
test('transactions: paid rows with aliases, detail, daily, filters', async () => {
	const { rows, requests } = await all(sb, '/hl/v2/transactions');
	assert.equal(rows.length, sb.store.balanceHistory.length);
	assert.equal(requests, Math.ceil(rows.length / 50));
	for (const r of rows.slice(0, 20)) {
		assert.equal(r.transactionId, r.paymentLinkTransactionId);
		assert.equal(r.amount, r.credit);
		assert.notEqual(r.id, r.transactionId);
		assert.equal(r.customer.id, r.customerId);
	}
	const d = await get(sb, `/hl/v2/transactions/${rows[0].transactionId}`);
	assert.equal(d.body.data.status, 'paid');
	assert.equal(d.body.data.paymentLink.id, rows[0].paymentLinkId);
	assert.equal((await get(sb, `/hl/v2/transactions/${rows[0].id}`)).status, 404);
	const unpaid = (await get(sb, '/hl/v2/transactions/unpaid?status=active&limit=1')).body.data[0];
	assert.ok(
		['unpaid', 'created'].includes(
			(await get(sb, `/hl/v2/transactions/${unpaid.id}`)).body.data.status,
		),
	);
	const daily = await get(sb, '/hl/v2/transactions/daily');
	assert.match(daily.body.data.date, /^\d{4}-\d{2}-\d{2}$/);
	assert.ok(Number.isInteger(daily.body.data.tpvCount) && daily.body.data.trxCount > 0);
	const byCustomer = await all(sb, `/hl/v2/transactions?customerId=${rows[0].customerId}`);
	assert.ok(
		byCustomer.rows.length > 0 && byCustomer.rows.every((r) => r.customerId === rows[0].customerId),
	);
	assert.equal((await get(sb, '/hl/v2/transactions?startAt=yesterday')).status, 400);
	const trimmed = await get(sb, '/hl/v2/transactions/unpaid?fields=id,amount&limit=2');
	assert.deepEqual(Object.keys(trimmed.body.data[0]), ['id', 'amount']);
});

test('licenses: active, inactive, expired, unknown; both paths', async () => {
	const now = Date.now();
	const active = sb.store.licenses.find(
		(l) => l.status === 'ACTIVE' && Date.parse(l.expiredAt) > now,
	);
	const inactive = sb.store.licenses.find((l) => l.status === 'INACTIVE');
	const expired = sb.store.licenses.find(
		(l) => l.status === 'ACTIVE' && Date.parse(l.expiredAt) < now,
	);
	const v = (l, path = '/hl/v2/software/verify') =>
		post(sb, path, { licenseCode: l.licenseCode, productId: l.productId });
	const a = await v(active);
	assert.equal(a.status, 200);
	assert.equal(a.body.isLicenseActive, true);
	assert.ok(!('messages' in a.body));
	assert.equal(a.body.licenseCode.licenseCode, active.licenseCode);
	assert.equal(typeof a.body.licenseCode.activationLimit, 'string');
	assert.equal((await v(inactive)).body.isLicenseActive, false);
	assert.equal((await v(expired, '/software/v2/license/verify')).body.isLicenseActive, false);
	assert.ok(sb.store.licenses.some((l) => l.activationLimit === 'Tidak terbatas'));
	const unknown = await post(sb, '/hl/v2/software/verify', {
		licenseCode: 'NOPE',
		productId: active.productId,
	});
	assert.equal(unknown.status, 400);
	assert.match(
		unknown.body.messages,
		/^There's no license with code NOPE and product id .+ registered in user /,
	);
	assert.equal((await post(sb, '/hl/v2/software/verify', { licenseCode: 'x' })).status, 400);
	assert.equal(
		(
			await post(
				sb,
				'/hl/v2/software/verify',
				{ licenseCode: active.licenseCode, productId: active.productId },
				{ key: sb.keys.readOnly },
			)
		).status,
		403,
	);
});

// ---- webhooks and simulate ----------------------------------------------------------------------------------
test('webhooks: register, simulate delivers payment.received, retries with history, retry endpoint, test ping', async () => {
	assert.deepEqual((await post(sb, '/hl/v2/webhooks/update', {})).body, {
		statusCode: 400,
		messages: 'urlHook is required',
	});
	assert.deepEqual((await post(sb, '/hl/v2/webhooks/update', { urlHook: 'not a url' })).body, {
		statusCode: 400,
		messages: 'urlHook is not a valid URL',
	});
	sb.store.account.urlHook = null;
	const noUrl = await post(sb, '/hl/v2/webhooks/retry', {
		paymentLinkId: null,
		type: 'payment.received',
		payload: '{}',
		paymentLinkTransactionId: null,
	});
	assert.match(noUrl.body.messages, /^Url tidak ditemukan/);

	const rx = await receiver([500, 503]);
	try {
		sb.clearDeliveries();
		assert.deepEqual((await post(sb, '/hl/v2/webhooks/update', { urlHook: rx.url })).body, {
			statusCode: 200,
			messages: 'success',
		});
		assert.equal(sb.store.account.urlHook, rx.url);
		const before = (await get(sb, '/hl/v2/balances')).body.data;
		const pr = (
			await post(sb, '/hl/v2/payments/create', {
				amount: 77000,
				name: 'Sari',
				email: 'sari@example.com',
				mobile: '0813',
			})
		).body.data;
		const sim = await post(sb, '/hl/v2/payments/simulate', { transactionId: pr.transactionId });
		assert.equal(sim.status, 200, sim.text);
		const [d] = await sb.waitForDeliveries(1, 5000);
		assert.equal(d.status, 'delivered');
		assert.deepEqual(
			d.attempts.map((a) => a.status),
			[500, 503, 200],
		);
		assert.equal(rx.got.length, 3);
		const { event, data } = rx.got[2].body;
		assert.equal(event, 'payment.received');
		assert.equal(rx.got[2].headers['content-type'], 'application/json');
		assert.equal(data.id, pr.transactionId);
		assert.equal(data.transactionId, pr.transactionId);
		assert.deepEqual(
			[
				data.status,
				data.transactionStatus,
				data.amount,
				data.customerEmail,
				data.productId,
				data.productType,
			],
			['SUCCESS', 'paid', 77000, 'sari@example.com', pr.id, 'payment_request'],
		);
		assert.match(data.createdAt, ISO);
		const after = (await get(sb, '/hl/v2/balances')).body.data;
		assert.ok(after.balancePending > before.balancePending);
		assert.equal(after.balance, after.balanceActive + after.balancePending);
		assert.equal(
			(await get(sb, `/hl/v2/transactions/${pr.transactionId}`)).body.data.status,
			'paid',
		);
		const paidRow = (await get(sb, '/hl/v2/transactions?limit=1')).body.data[0];
		assert.equal(paidRow.transactionId, pr.transactionId);
		assert.equal(
			(await post(sb, '/hl/v2/payments/simulate', { transactionId: pr.transactionId })).status,
			409,
		);
		assert.equal(
			(
				await post(sb, '/hl/v2/payments/simulate', {
					transactionId: '00000000-0000-4000-8000-000000000000',
				})
			).status,
			404,
		);
		assert.equal((await post(sb, '/hl/v2/payments/simulate', {})).status, 400);

		const hist = await get(sb, '/hl/v2/webhooks/history?limit=3');
		assert.deepEqual(
			hist.body.data.map((h) => h.status),
			['SUCCESS', 'FAILED', 'FAILED'],
		);
		assert.equal(typeof hist.body.data[0].payload, 'string');
		assert.equal(JSON.parse(hist.body.data[0].payload).data.transactionId, pr.transactionId);
		assert.equal(hist.body.data[0].nextDelivery, null);
		assert.equal(typeof hist.body.data[1].nextDelivery, 'number');
		const nh = await get(sb, '/hl/v2/webhooks/new-history?limit=1');
		assert.match(nh.body.data[0].createdAt, ISO);
		assert.equal(nh.body.data[0].Webhooktype, 'PAYMENT');

		assert.equal(
			(await post(sb, '/hl/v2/webhooks/retry', { webhookHistoryId: hist.body.data[0].id })).status,
			200,
		);
		assert.equal(
			(
				await post(sb, '/hl/v2/webhooks/retry', {
					webhookHistoryId: '00000000-0000-4000-8000-000000000000',
				})
			).status,
			404,
		);
		const spec = await post(sb, '/hl/v2/webhooks/retry', {
			paymentLinkId: pr.id,
			type: 'payment.received',
			payload: hist.body.data[0].payload,
			paymentLinkTransactionId: pr.transactionId,
		});
		assert.equal(spec.status, 200);
		await sb.waitForDeliveries(3, 5000);
		assert.equal(rx.got.length, 5);
		assert.deepEqual(rx.got[4].body, rx.got[2].body);

		assert.equal((await post(sb, '/hl/v2/webhooks/test', {})).status, 400);
		assert.equal((await post(sb, '/hl/v2/webhooks/test', { urlHook: rx.url })).status, 200);
		await sb.waitForDeliveries(4, 5000);
		assert.equal(rx.got[5].body.event, 'testing');

		const forged = await sb.deliverWebhook('payment.received', { id: 'forged' });
		assert.equal(forged, 200);
		assert.deepEqual(rx.got[6].body, { event: 'payment.received', data: { id: 'forged' } });

		sb.setMode('production');
		const prod = await post(sb, '/hl/v2/payments/simulate', { transactionId: pr.transactionId });
		assert.deepEqual(
			[prod.status, prod.body],
			[403, { statusCode: 403, messages: 'Simulate payment is not available in this environment' }],
		);
		sb.setMode('sandbox');
	} finally {
		sb.store.account.urlHook = null;
		await rx.close();
	}
});

test('webhooks: an unreachable receiver fails after the retries', async () => {
	const rx = await receiver();
	const url = rx.url;
	await rx.close();
	sb.clearDeliveries();
	await post(sb, '/hl/v2/webhooks/update', { urlHook: url });
	const inv = sb.store.invoices.find((i) => i.status === 'active' && i.expiredAt > Date.now());
	const r = await post(sb, '/hl/v2/payments/simulate', { id: inv.id });
	assert.equal(r.status, 200, r.text);
	const [d] = await sb.waitForDeliveries(1, 5000);
	assert.equal(d.status, 'failed');
	assert.equal(d.attempts.length, 4);
	assert.ok(d.attempts.every((a) => a.status === 0 && a.error));
	sb.store.account.urlHook = null;
});

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

test('latency: every response waits', async () => {
	sb.setLatency(120);
	const t = Date.now();
	await get(sb, '/hl/v2/balances');
	assert.ok(Date.now() - t >= 110);
	sb.setLatency(0);
});

test('faults: seeded and deterministic; reset-after changes state; non-json; counters', async () => {
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

test('faults: misroute answers for another path (a proxy or cache in the way), only when named', async () => {
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

test('drift (test-only): renamed and extra fields, a page of 50 cut short; off by default and when cleared', async () => {
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

test('live profile: every modelled behaviour of the record has a hook; spec is the default', async () => {
	const { LIVE } = require('../contract/live');
	const { createLiveProfile } = require('./lib/live');
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

test('determinism: same seed, same data; counts option', async () => {
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

(async () => {
	const started = Date.now();
	sb = await startSandbox();
	let failed = 0;
	for (const t of tests) {
		const t0 = Date.now();
		try {
			await t.fn();
			console.log(`ok   ${t.name} (${Date.now() - t0} ms)`);
		} catch (err) {
			failed += 1;
			console.log(`FAIL ${t.name}\n${err && err.stack}`);
		}
	}
	await sb.close();
	console.log(`\n${tests.length - failed} passed, ${failed} failed (${Date.now() - started} ms)`);
	process.exitCode = failed ? 1 : 0;
	// Nothing should keep the process alive now; if something does, say so instead of hanging.
	setTimeout(() => {
		console.error('selftest: the process did not exit by itself (a timer or socket is still open)');
		process.exit(1);
	}, 3000).unref();
})();
