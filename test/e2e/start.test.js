'use strict';
/*
 * `npm start` (scripts/start.js) run with --for: the editor answers, the credential and the example
 * workflows are imported, the published examples work against the sandbox (license check API; payment
 * received to fulfilment, with the repeated delivery dropped by Pass Once), and it stops by itself
 * with everything it started.
 */
const net = require('net');
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');
const h = require('./helpers');
const { freePorts } = require('../../scripts/e2e/n8n-instance');

// npm start counts --for from its own start: build, n8n start (up to 106 s seen under load) and the checks fit in it
const FOR_SECONDS = 120;
let child;
let stdout = '';
let stderr = '';
let exited;

afterAll(async () => {
	if (child && child.exitCode === null) {
		child.kill('SIGINT');
		let timer;
		await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 30000)))]);
		clearTimeout(timer);
		if (child.exitCode === null) child.kill('SIGKILL');
	}
});

function portInUse(port) {
	return new Promise((resolve) => {
		const s = net.connect({ host: '127.0.0.1', port });
		s.once('connect', () => {
			s.destroy();
			resolve(true);
		});
		s.once('error', () => resolve(false));
	});
}

const json = (method, url, { body, headers } = {}) =>
	h.httpJson(method, url, { body, headers, timeoutMs: 20000 });

test('npm start --for: editor up, examples imported and working, stops by itself', async () => {
	const [port, sandboxPort] = await freePorts(2);
	const t0 = Date.now();
	child = spawn(
		process.execPath,
		[
			path.join(h.ROOT, 'scripts', 'start.js'),
			'--for',
			String(FOR_SECONDS),
			'--tarball',
			h.tarball(),
			'--port',
			String(port),
			'--sandbox-port',
			String(sandboxPort),
		],
		{
			cwd: h.ROOT,
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	);
	exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
	child.stdout.on('data', (d) => (stdout += d));
	child.stderr.on('data', (d) => (stderr += d));

	await h.until(
		'the ready message',
		() => /Ready in [\d.]+ s\./.test(stdout) || child.exitCode !== null,
		120000,
		250,
	);
	expect(child.exitCode).toBeNull();
	const editor = /Editor:\s+(\S+)/.exec(stdout)[1];
	const email = /Login:\s+(\S+)/.exec(stdout)[1];
	const password = /Password:\s+(\S+)/.exec(stdout)[1];
	const key = /API key \(Read & Write\): (\S+)/.exec(stdout)[1];
	const sandbox = `http://127.0.0.1:${sandboxPort}`;
	expect(editor).toBe(`http://127.0.0.1:${port}`);

	// the editor answers
	const home = await json('GET', `${editor}/signin`);
	expect(home.status).toBe(200);
	expect(home.text).toMatch(/<title>n8n/i);

	// the owner can log in; the credential and every example of examples/ are there (the chat assistant stays a draft:
	// it needs a model credential of the user's own)
	const login = await json('POST', `${editor}/rest/login`, {
		body: { emailOrLdapLoginId: email, password },
		headers: { 'browser-id': 'start-test' },
	});
	expect(login.status).toBe(200);
	const cookie = login.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.find((c) => c.startsWith('n8n-auth='));
	const auth = { cookie, 'browser-id': 'start-test' };
	const wfs = await json('GET', `${editor}/rest/workflows`, { headers: auth });
	expect(wfs.status).toBe(200);
	const byName = Object.fromEntries(wfs.json.data.map((w) => [w.name, w]));
	const shipped = fs
		.readdirSync(path.join(h.ROOT, 'examples'))
		.filter((f) => f.endsWith('.json'))
		.map((f) => require(path.join(h.ROOT, 'examples', f)).name)
		.sort();
	expect(Object.keys(byName).sort()).toEqual(shipped);
	expect(shipped).toEqual([
		'Mayar: chat assistant that sends a payment link',
		'Mayar: daily unpaid-transactions reminder',
		'Mayar: each payment once in queue mode (Postgres claim)',
		'Mayar: each payment once in queue mode (Redis claim)',
		'Mayar: installment plan',
		'Mayar: invoice from a form',
		'Mayar: license check API',
		'Mayar: payment received to fulfilment',
		'Mayar: payment safety net (webhook + polling)',
	]);
	// published: what runs on the sandbox credential alone; the queue-mode examples (a Redis or Postgres claim of
	// the user's own) stay drafts, as stdout says
	const published = (name) => Boolean(byName[name].active || byName[name].activeVersionId);
	expect(published('Mayar: payment received to fulfilment')).toBe(true);
	expect(published('Mayar: each payment once in queue mode (Postgres claim)')).toBe(false);
	expect(published('Mayar: each payment once in queue mode (Redis claim)')).toBe(false);
	// one Mayar Trigger published: the sandbox account has one webhook URL, and the fulfilment example holds it
	expect(published('Mayar: payment safety net (webhook + polling)')).toBe(false);
	const dashboardUrl = /Mayar dashboard:\s+(\S+)/.exec(stdout)[1];
	expect(dashboardUrl).toBe(`${sandbox}/dashboard`);
	// npm start imports the example as shipped, its trigger's webhook ID included
	const fulfilmentHook = require(
		path.join(h.ROOT, 'examples', 'payment-received-fulfilment.json'),
	).nodes.find((n) => n.type === h.TRIGGER).webhookId;
	const dashboard = await h.httpJson('GET', dashboardUrl);
	expect(dashboard.status).toBe(200);
	expect(/id="url-hook">([^<]*)</.exec(dashboard.text)[1]).toMatch(
		new RegExp(`/webhook/${fulfilmentHook}/webhook\\?token=…$`),
	);
	const creds = await json('GET', `${editor}/rest/credentials`, { headers: auth });
	expect(creds.json.data).toEqual([
		expect.objectContaining({ name: 'Mayar (local sandbox)', type: 'mayarHeadlessApi' }),
	]);

	// license check API (a published webhook example): a valid license, then an unknown code
	const lic = JSON.parse(/-d '(\{"licenseCode"[^']+)'/.exec(stdout)[1]);
	const ok = await json('POST', `${editor}/webhook/mayar-license-check`, { body: lic });
	expect(ok.status).toBe(200);
	expect(ok.json).toMatchObject({ valid: true, reason: 'active' });
	const unknown = await json('POST', `${editor}/webhook/mayar-license-check`, {
		body: { ...lic, licenseCode: 'NO-SUCH-CODE-123' },
	});
	expect(unknown.json).toMatchObject({ valid: false, reason: 'notFound' });
	// a request the node refuses is answered 400 with what to fix (Verify License's error output), not n8n's bare
	// "Error in workflow"
	const noCode = await json('POST', `${editor}/webhook/mayar-license-check`, {
		body: { productId: lic.productId },
	});
	expect(noCode.status).toBe(400);
	expect(noCode.json).toEqual({
		valid: false,
		reason: 'badRequest',
		message: expect.stringMatching(/^License Code is required\. Send \{"licenseCode"/),
	});
	const badProduct = await json('POST', `${editor}/webhook/mayar-license-check`, {
		body: { ...lic, productId: 'shop-42' },
	});
	expect(badProduct.status).toBe(400);
	expect(badProduct.json.message).toMatch(/^Product must be a Mayar ID .*not shop-42\./);

	// the order form is served
	const form = await json('GET', `${editor}/form/mayar-invoice`);
	expect(form.status).toBe(200);
	expect(form.text).toMatch(/Price \(IDR\)/);
	// submitted as the form page does (field-0 ... field-5), the customer's last page says what to fix, or shows
	// the payment link
	const customerEmail = `dewi.${Date.now()}@example.com`;
	const order = async (mobile, quantity) => {
		const fields = ['Dewi Lestari', customerEmail, mobile, 'Kopi Toraja 1 kg', quantity, '250000'];
		const body = new FormData();
		fields.forEach((value, k) => body.append(`field-${k}`, String(value)));
		const posted = await json('POST', `${editor}/form/mayar-invoice`, { body });
		expect(posted.status).toBe(200);
		const { formWaitingUrl } = posted.json;
		// as the form page does: ask for the execution's status until it waits on its last page, then open that page
		const status = new URL(formWaitingUrl);
		status.pathname += '/n8n-execution-status';
		await h.until(
			'the form waiting on its last page',
			async () =>
				(await h.httpJson('GET', status, { timeoutMs: 5000 })).text.trim() === 'form-waiting',
			20000,
			250,
		);
		const page = (await json('GET', formWaitingUrl)).text;
		const title = /<h1>([^<]*)<\/h1>/.exec(page)?.[1];
		const text = /<p style="white-space: pre-line;">([^<]*)<\/p>/.exec(page)?.[1];
		return { title, text: text?.replace(/&quot;/g, '"') };
	};
	// her invoices in the sandbox: none (she is not even a customer) until an order goes through
	const invoicesOf = async () =>
		await json(
			'GET',
			`${sandbox}/hl/v2/invoices/filter?email=${encodeURIComponent(customerEmail)}`,
			{
				headers: { authorization: `Bearer ${key}` },
			},
		);
	expect(await order('0812-abc', 2)).toEqual({
		title: 'Please check your order',
		text: 'The mobile number "0812-abc" is not one we can use: type digits only, for example 081234567890 or +6281234567890. Go back to the form to correct it; nothing has been charged.',
	});
	expect(await order('081311112222', 0)).toEqual({
		title: 'Please check your order',
		text: 'The quantity must be a whole number, 1 or more. Go back to the form to correct it; nothing has been charged.',
	});
	expect((await invoicesOf()).status).toBe(404);
	const paid = await order('081311112222', 2);
	expect((await invoicesOf()).json.data).toHaveLength(1);
	expect(paid.title).toBe('Your invoice is ready');
	expect(paid.text).toMatch(/^Thank you! Pay your invoice here: https?:\/\/\S+\/invoices\/\S+$/);

	// payment received to fulfilment: the published trigger registered itself with the sandbox
	const apiKeyRes = await json('POST', `${editor}/rest/api-keys`, {
		headers: auth,
		body: {
			label: 'start-test',
			expiresAt: null,
			scopes: (await json('GET', `${editor}/rest/api-keys/scopes`, { headers: auth })).json.data,
		},
	});
	const apiKey = apiKeyRes.json.data.rawApiKey;
	const bearer = { authorization: `Bearer ${key}` };
	const unpaid = await json('GET', `${sandbox}/hl/v2/transactions/unpaid?limit=1&status=active`, {
		headers: bearer,
	});
	const tx = unpaid.json.data[0];
	const sim = await json('POST', `${sandbox}/hl/v2/payments/simulate`, {
		headers: bearer,
		body: { transactionId: tx.id },
	});
	expect(sim.json.data).toMatchObject({ status: 'paid', webhook: 'queued' });
	const executions = async () =>
		(
			await json(
				'GET',
				`${editor}/api/v1/executions?workflowId=mayarExFulfilmnt&includeData=true`,
				{ headers: { 'X-N8N-API-KEY': apiKey } },
			)
		).json.data;
	const first = await h.until(
		'the fulfilment execution',
		async () => {
			const list = await executions();
			return list.length === 1 && list[0].finished ? list : null;
		},
		60000,
		500,
	);
	const fulfil = h.outputOf(first[0], 'Fulfil Order');
	expect(fulfil).toEqual([
		expect.objectContaining({ transactionId: tx.id, amount: tx.amount, status: 'fulfilled' }),
	]);

	// Mayar sends the same delivery again (webhook history retry): Pass Once drops it
	const history = await json('GET', `${sandbox}/hl/v2/webhooks/history?limit=10`, {
		headers: bearer,
	});
	const delivered = history.json.data.find(
		(x) => x.paymentLinkTransactionId === tx.id || String(x.payload).includes(tx.id),
	);
	expect(delivered).toBeDefined();
	const retry = await json('POST', `${sandbox}/hl/v2/webhooks/retry`, {
		headers: bearer,
		body: { webhookHistoryId: delivered.id },
	});
	expect(retry.status).toBe(200);
	const both = await h.until(
		'the second execution',
		async () => {
			const list = await executions();
			return list.length === 2 && list.every((e) => e.finished) ? list : null;
		},
		60000,
		500,
	);
	const second = both.find((e) => e.id !== first[0].id);
	expect(h.outputOf(second, 'Payment Received')).toHaveLength(1);
	expect(h.outputOf(second, 'Only Once per Payment') || []).toHaveLength(0);
	expect(h.outputOf(second, 'Fulfil Order')).toBeUndefined();

	// it stops by itself at --for, with everything it started
	let timer;
	const end = await Promise.race([
		exited,
		new Promise((r) => (timer = setTimeout(r, FOR_SECONDS * 1000 + 60000, 'timeout'))),
	]);
	clearTimeout(timer);
	expect(end).toEqual({ code: 0, signal: null });
	expect(Date.now() - t0).toBeGreaterThanOrEqual(FOR_SECONDS * 1000 - 1000);
	expect(stderr).toMatch(/\[start\] stopped/);
	expect(await portInUse(port)).toBe(false);
	expect(await portInUse(sandboxPort)).toBe(false);
});
