'use strict';
/** Sandbox self-test: Webhooks and simulate. Run by test/sandbox/selftest.js. */
const { assert, ISO, test, get, post, receiver } = require('./kit');

// ---- webhooks and simulate ----------------------------------------------------------------------------------
test('webhooks: register, simulate delivers payment.received, retries with history, retry endpoint, test ping', async (sb) => {
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

test('webhooks: an unreachable receiver fails after the retries', async (sb) => {
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
