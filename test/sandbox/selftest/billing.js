'use strict';
/** Sandbox self-test: Payment requests, invoices, installments, transactions and licenses. Run by test/sandbox/selftest.js. */
const { assert, UUID, ISO, test, get, post, all } = require('./kit');

// ---- payment requests ----------------------------------------------------------------------------------------
test('payments: create (amount only), duplicate guard without Retry-After, update, 409 after paid', async (sb) => {
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
test('invoices: create, discounts, totals, filter by email, update, 409', async (sb) => {
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
test('installments: amounts add up exactly, remaining reaches 0, bounds enforced', async (sb) => {
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
test('transactions: paid rows with aliases, detail, filters', async (sb) => {
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
	const byCustomer = await all(sb, `/hl/v2/transactions?customerId=${rows[0].customerId}`);
	assert.ok(
		byCustomer.rows.length > 0 && byCustomer.rows.every((r) => r.customerId === rows[0].customerId),
	);
	assert.equal((await get(sb, '/hl/v2/transactions?startAt=yesterday')).status, 400);
	const trimmed = await get(sb, '/hl/v2/transactions/unpaid?fields=id,amount&limit=2');
	assert.deepEqual(Object.keys(trimmed.body.data[0]), ['id', 'amount']);
});

test('licenses: active, inactive, expired, unknown; both paths', async (sb) => {
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
