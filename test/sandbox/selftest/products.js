'use strict';
/** Sandbox self-test: Products and status actions. Run by test/sandbox/selftest.js. */
const contract = require('../../contract');
const { assert, UUID, test, get, post, all } = require('./kit');

// ---- products ---------------------------------------------------------------------------------------------
test('products: list items have linkUrl/linkPayment and no transactions; 19 types; detail has transactions', async (sb) => {
	const { rows } = await all(sb, '/hl/v2/products');
	for (const p of rows) {
		assert.ok(!('transactions' in p));
		assert.match(p.linkUrl, /^https:\/\//);
		assert.match(p.linkPayment, /^https:\/\//);
		assert.equal(typeof p.createdAt, 'number');
	}
	const types = contract.byId('product.listByType').params.type.values;
	assert.equal(types.length, 19);
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

test('products: create per kind, validation errors, aliases', async (sb) => {
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

test('products: updates are partial, body id wins, failures are HTTP 200 with statusCode 400', async (sb) => {
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

test('status actions: bad action is HTTP 200 + statusCode 400; aliases; works for invoices and payments', async (sb) => {
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
