'use strict';
/** Sandbox self-test: Auth, the request log, errors, derived routes and pagination. Run by test/sandbox/selftest.js. */
const contract = require('../../contract');
const { registerDerived } = require('../lib/derived');
const { ok } = require('../lib/envelope');
const { createRouter } = require('../lib/router');
const { assert, UUID, test, call, get, post, all } = require('./kit');

// ---- auth -------------------------------------------------------------------------------------------------
test('auth: missing, malformed, unknown and other-environment keys are 401; read-only keys cannot write', async (sb) => {
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

test('log: one entry per request, with query and parsed body, never the key', async (sb) => {
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

test('errors: unknown route 404, invalid JSON 400, non-object body 400', async (sb) => {
	assert.deepEqual((await get(sb, '/hl/v2/nope')).body, { statusCode: 404, messages: 'Not Found' });
	assert.equal((await get(sb, '/hl/v1/product')).status, 404);
	const bad = await call(sb, 'POST', '/hl/v2/payments/create', { raw: '{"amount":' });
	assert.equal(bad.status, 400);
	assert.equal(bad.body.statusCode, 400);
	assert.equal(sb.log[sb.log.length - 1].body, '{"amount":');
	assert.equal((await call(sb, 'POST', '/hl/v2/payments/create', { raw: '[1]' })).status, 400);
});

// ---- pagination -------------------------------------------------------------------------------------------
test('derived routes: an endpoint no route file serves answers its contract example; what it cannot answer alone is named', async (sb) => {
	const daily = contract.byId('transaction.daily');
	const r = await get(sb, '/hl/v2/transactions/daily');
	assert.equal(r.status, 200);
	assert.deepEqual(r.body, { statusCode: 200, messages: 'success', data: daily.example.data });
	assert.equal((await post(sb, '/hl/v2/transactions/daily', {})).status, 404, 'only its method');
	assert.equal((await get(sb, '/hl/v2/transactions/daily', { key: null })).status, 401);

	const ep = (id, response, extra = {}) => ({
		id,
		method: 'GET',
		path: `/hl/v2/${id}`,
		response,
		...extra,
	});
	const router = createRouter();
	router.get('/hl/v2/routed/:name', () => ok({}));
	const served = registerDerived(router, [
		ep('routed/{id}', 'cursorList'), // a route file serves it, whatever its placeholder is called
		ep('unknown', 'record'), // no record and no example: nothing to answer
		ep('stats', 'record', { record: 'r', example: { data: { n: 1 }, source: 's' } }),
		ep('close', 'statusOnly'),
	]);
	assert.deepEqual(served, ['stats', 'close']);
	const answer = router.match('GET', '/hl/v2/stats').handler();
	answer.body.data.n = 2;
	assert.deepEqual(
		router.match('GET', '/hl/v2/stats').handler().body.data,
		{ n: 1 },
		'a copy each time',
	);
	assert.deepEqual(router.match('GET', '/hl/v2/close').handler().body, {
		statusCode: 200,
		messages: 'success',
	});
	for (const lacking of [
		ep('list', 'cursorList', { record: 'r' }),
		ep('one', 'record', { record: 'r' }),
	])
		assert.throws(() => registerDerived(createRouter(), [lacking]), new RegExp(lacking.id));
});

test('pagination: a page equals a stable newest-first sort (ascending, shuffled, tied lists)', async () => {
	const { page } = require('../lib/paginate');
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

test('pagination: 2345 unpaid at limit 50 take 47 requests, newest first, no duplicates', async (sb) => {
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

test('pagination: default limit 10, bad limits and cursors are 400, no page/total fields', async (sb) => {
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
