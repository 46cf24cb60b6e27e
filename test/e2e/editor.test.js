'use strict';
/*
 * The editor in a real browser: Debian's Chromium, headless, driven by playwright-core (no browser download).
 * First a merchant's first ten minutes (issue 53; its steps are printed, screenshots artifacts/first-ten-minutes-*).
 * Then: logs in as the owner through the sign-in form, opens a workflow, searches "Mayar" in the node panel, adds
 * the Mayar node through its "Create invoice with payment link" action (Invoice > Create), and checks the node and its
 * fields rendered; then types an order and runs Execute step against the sandbox. Screenshots go to
 * artifacts/editor-invoice-create.png and -output.png (gitignored build artefacts).
 * Also the output schemas (nodes/Mayar/__schema__): n8n serves the package's files, and the editor shows
 * Invoice > Create's as a preview in the next node's input panel before anything ran
 * (artifacts/schema-preview-invoice-create.png; docs/ keeps a copy for docs/operations.md).
 */
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { chromium } = require('playwright-core');
const h = require('./helpers');

const SHOT = path.join(h.ROOT, 'artifacts', 'editor-invoice-create.png');
const PREVIEW_SHOT = path.join(h.ROOT, 'artifacts', 'schema-preview-invoice-create.png');
const SCHEMAS = path.join(h.ROOT, 'nodes', 'Mayar', '__schema__');
let sb;
let n8n;
let browser;

beforeAll(async () => {
	const executablePath = execFileSync(
		'bash',
		[path.join(h.ROOT, 'scripts', 'e2e', 'ensure-debian-package.sh'), 'chromium', 'chromium'],
		{ encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
	).trim();
	sb = await h.startSandbox();
	n8n = await h.startN8n({ packageTarball: h.tarball(), mode: 'regular' });
	browser = await chromium.launch({
		executablePath,
		headless: true,
		args: ['--no-sandbox', '--disable-dev-shm-usage'],
	});
});

afterAll(async () => {
	if (browser) await browser.close().catch(() => {});
	if (n8n) await n8n.stop();
	if (sb) await sb.close();
});

async function signIn(page) {
	await page.goto(`${n8n.baseUrl}/signin`);
	await page.locator('input[name="emailOrLdapLoginId"]').fill(n8n.owner.email);
	await page.locator('input[name="password"]').fill(n8n.owner.password);
	await page.locator('[data-test-id="form-submit-button"]').click();
	await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
}

/** An editor action, by its text: actions read with or without articles ("Get many invoices"). */
const actionItem = (page, re) =>
	page.locator('[data-test-id="node-creator-item-name"]', { hasText: re }).first();

/** What a parameter's input shows in the node details view. */
const shownValue = (ndv, name) =>
	ndv.locator(`[data-test-id="parameter-input-${name}"] input`).first().inputValue();

async function searchNodes(page, text) {
	const search = page
		.locator(
			'[data-test-id="node-creator-search-bar"] input, input[data-test-id="node-creator-search-bar"]',
		)
		.first();
	await search.waitFor();
	await search.fill(text);
}

/**
 * Issue 53: a merchant's first ten minutes, as the texts lead them, on a fresh n8n with no Mayar credential:
 * the credential made in its form and tested, the Mayar node's default step executed (it reads, creates nothing),
 * a Mayar Trigger added to a new workflow with its defaults, tested with Execute step (Mayar's test delivery
 * starts the test execution), published, and a payment made in the sandbox's dashboard received once.
 */
test("a merchant's first ten minutes: credential, the default step, a Mayar Trigger tested, published, a payment received once", async () => {
	const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
	page.setDefaultTimeout(30000);
	const shot = (name) =>
		page.screenshot({ path: path.join(h.ROOT, 'artifacts', `first-ten-minutes-${name}.png`) });
	fs.mkdirSync(path.join(h.ROOT, 'artifacts'), { recursive: true });
	const steps = [];
	try {
		await signIn(page);
		// 1. a workflow with a manual trigger; the Mayar node from the panel, as its first action offers it
		const stepWf = await n8n.importWorkflow(
			h.withManualTrigger({ name: 'First step', nodes: [], connections: {} }),
		);
		await page.goto(`${n8n.baseUrl}/workflow/${stepWf}`);
		await page.locator('[data-test-id="canvas-node"]').first().waitFor();
		await page.locator('[data-test-id="node-creator-plus-button"]').click();
		await searchNodes(page, 'Mayar');
		await page
			.locator('[data-test-id="node-creator-item-name"]', { hasText: /^Mayar$/ })
			.first()
			.click();
		await actionItem(page, /^Get many invoices$/).click();
		const ndv = page.locator('[data-test-id="ndv"]');
		await ndv.waitFor();
		expect(await shownValue(ndv, 'resource')).toBe('Invoice');
		expect(await shownValue(ndv, 'operation')).toBe('Get Many');

		// 2. no credential yet: create one from the node, as the editor offers it
		await ndv
			.getByText(/^Connect to Mayar/)
			.first()
			.click();
		const modal = page.locator('[data-test-id="editCredential-modal"]').first();
		await modal.locator('[data-test-id="parameter-input-apiKey"]').first().waitFor();
		const credText = await modal.innerText();
		// the API key and the environment first; the rate tuning stays out of the way
		expect(credText.indexOf('API Key')).toBeLessThan(credText.indexOf('Environment'));
		expect(credText).not.toContain('n8n Processes Using This Key');
		expect(await modal.locator('a[href="https://web.mayar.club/api-keys"]').count()).toBe(1);
		steps.push(`credential form: ${credText.replace(/\s+/g, ' ').slice(0, 200)}`);
		await modal
			.locator('[data-test-id="parameter-input-apiKey"] input')
			.first()
			.fill(sb.keys.readWrite);
		await modal.locator('[data-test-id="parameter-input-environment"]').first().click();
		await page
			.locator('[role="option"]:visible', { hasText: /^Custom/ })
			.first()
			.click();
		await modal.locator('[data-test-id="parameter-input-baseUrl"] input').first().fill(sb.url);
		await shot('1-credential');
		sb.clearLog();
		await page.locator('[data-test-id="credential-save-button"]').first().click();
		// n8n tests the credential on save: the sandbox's log has the test's request and answer
		await modal.waitFor({ state: 'hidden' });
		const tested = sb.log.filter((e) => e.path === '/hl/v2/balances');
		expect(tested.map((e) => `${e.method} ${e.status}`)).toEqual(['GET 200']);
		steps.push('credential saved: n8n tested it (GET /hl/v2/balances 200) and closed the form');

		// 3. the default step: Execute step reads invoices and creates nothing
		sb.clearLog();
		await ndv.locator('[data-test-id="node-execute-button"]').first().click();
		await h.until(
			'the invoices read',
			() => sb.log.some((e) => e.method === 'GET' && e.path === '/hl/v2/invoices'),
			30000,
			200,
		);
		await h.sleep(1000);
		expect(sb.log.filter((e) => e.method !== 'GET').map((e) => e.path)).toEqual([]);
		await shot('2-default-step');
		steps.push(
			`default step Invoice > Get Many: ${sb.log.map((e) => `${e.method} ${e.path} ${e.status}`).join(', ')}`,
		);
		await page.keyboard.press('Escape');

		// 4. a new workflow, a Mayar Trigger with its defaults, Execute step
		const trigWf = await n8n.importWorkflow({ name: 'My payments', nodes: [], connections: {} });
		await page.goto(`${n8n.baseUrl}/workflow/${trigWf}`);
		await page
			.locator('[data-test-id="canvas-add-button"], [data-test-id="node-creator-plus-button"]')
			.first()
			.click();
		await searchNodes(page, 'Mayar');
		// the triggers panel names it "Mayar" (n8n drops " Trigger" there); it may then list its events as actions
		await page
			.locator('[data-test-id="node-creator-item-name"]', { hasText: /^Mayar$/ })
			.first()
			.click();
		const onPayment = page
			.locator('[data-test-id="node-creator-item-name"]', { hasText: /payment received/i })
			.first();
		await Promise.race([ndv.waitFor(), onPayment.waitFor()]);
		if (!(await ndv.isVisible())) {
			await shot('3-trigger-actions');
			await onPayment.click();
		}
		await ndv.waitFor();
		const triggerText = await ndv.innerText();
		expect(triggerText).toMatch(/Publishing replaces the webhook URL/);
		expect(triggerText).toMatch(/Execute step asks Mayar to send its test delivery/);
		expect(await shownValue(ndv, 'registration')).toBe('Automatic');
		const urlBefore = sb.store.account.urlHook;
		const deliveriesBefore = sb.deliveries.length;
		await ndv.locator('[data-test-id="node-execute-button"]').first().click();
		await ndv.getByText('testing').first().waitFor({ timeout: 60000 });
		expect(sb.store.account.urlHook).toBe(urlBefore); // the test left the account's URL alone
		const testDelivery = sb.deliveries
			.slice(deliveriesBefore)
			.find((d) => d.body.event === 'testing');
		expect(testDelivery.attempts[0].status).toBe(200);
		await shot('3-trigger-tested');
		steps.push(
			`trigger Execute step: test delivery answered ${testDelivery.attempts[0].status}, output shows event testing; account URL unchanged (${urlBefore})`,
		);
		await page.keyboard.press('Escape');

		// 5. publish
		await page.locator('[data-test-id="workflow-open-publish-modal-button"]').first().click();
		await page.locator('[data-test-id="workflow-publish-button"]').first().click();
		const trigger = (await n8n.api('GET', `/workflows/${trigWf}`)).json.nodes.find(
			(n) => n.type === h.TRIGGER,
		);
		const prodUrl = `${n8n.webhookBaseUrl}/${trigger.webhookId}/webhook`;
		await h.until(
			'the account URL the publish registered',
			() => (sb.store.account.urlHook || '').startsWith(`${prodUrl}?token=`),
			30000,
			200,
		);
		await shot('4-published');
		steps.push(`published: the account's webhook URL is ${prodUrl}?token=…`);

		// 6. a payment made in the sandbox's dashboard, received once
		const dash = await browser.newPage();
		await dash.goto(`${sb.url}/dashboard`);
		await dash.locator('#make-payment').click();
		await dash.locator('#notice').waitFor();
		steps.push(`dashboard: ${await dash.locator('#notice').innerText()}`);
		await dash.close();
		const received = await h.until(
			'one execution of the published workflow',
			async () => {
				const list = (await h.executionsOf(n8n, trigWf)).filter((e) => e.mode === 'webhook');
				return list.length >= 1 && list.every((e) => e.status === 'success') ? list : null;
			},
			60000,
			500,
		);
		await h.sleep(3000);
		expect((await h.executionsOf(n8n, trigWf)).filter((e) => e.mode === 'webhook')).toHaveLength(1);
		const out = h.outputOf(received[0], 'Mayar Trigger');
		expect(out[0]).toMatchObject({ event: 'payment.received', confirmed: true });
		steps.push(`payment received once: ${out[0].dedupeKey}, confirmed ${out[0].confirmed}`);
		console.log(`A merchant's first ten minutes:\n  ${steps.join('\n  ')}`);
		// the later tests use the imported credential: the one made here goes
		for (const c of (await n8n.rest('GET', '/credentials')).json.data)
			if (c.type === 'mayarHeadlessApi') await n8n.rest('DELETE', `/credentials/${c.id}`);
	} catch (e) {
		await shot('failure').catch(() => {});
		console.log(`A merchant's first ten minutes, until it failed:\n  ${steps.join('\n  ')}`);
		throw e;
	} finally {
		await page.close().catch(() => {});
	}
});

test('the output schemas: n8n serves the files of the package, 404 for an unknown operation', async () => {
	for (const [route, file, fields] of [
		['n8n-nodes-mayar.mayar/1.0.0/invoice/create', 'v1.0.0/invoice/create', ['link', 'id']],
		[
			'n8n-nodes-mayar.mayar/1.0.0/transaction/getManyUnpaid',
			'v1.0.0/transaction/getManyUnpaid',
			['paymentUrl'],
		],
		// both triggers emit the same item, so they share one file: __schema__/v1.0.0.json
		['n8n-nodes-mayar.mayarTrigger/1.0.0', 'v1.0.0', ['dedupeKey', 'event']],
		['n8n-nodes-mayar.mayarPollingTrigger/1.0.0', 'v1.0.0', ['dedupeKey', 'event']],
	]) {
		const r = await n8n.authedFetch(`/schemas/${route}.json`);
		expect([route, r.status]).toEqual([route, 200]);
		expect(r.text).toBe(fs.readFileSync(path.join(SCHEMAS, `${file}.json`), 'utf8'));
		expect(r.json.type).toBe('object');
		for (const f of fields) expect(r.json.properties).toHaveProperty([f]);
	}
	const missing = await n8n.authedFetch('/schemas/n8n-nodes-mayar.mayar/1.0.0/invoice/nope.json');
	expect(missing.status).toBe(404);
});

test('the editor: search "Mayar", add Invoice > Create, the node and its fields render', async () => {
	await n8n.importCredentials([h.sandboxCredential(sb)]);
	const wfId = await n8n.importWorkflow(
		h.withManualTrigger({ name: 'Invoice from the editor', nodes: [], connections: {} }),
	);
	const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
	page.setDefaultTimeout(30000);
	try {
		await signIn(page);

		// open the workflow, then the node panel, and search
		await page.goto(`${n8n.baseUrl}/workflow/${wfId}`);
		await page.locator('[data-test-id="canvas-node"]').first().waitFor();
		await page.locator('[data-test-id="node-creator-plus-button"]').click();
		await searchNodes(page, 'Mayar');
		await actionItem(page, /^Mayar$/).click();

		// the Mayar node's actions, grouped by resource; pick Invoice > Create
		const create = actionItem(page, /^Create (an )?invoice with (a )?payment link$/);
		await create.waitFor();
		// n8n renders a long action list lazily (the first 20, then a few per tick), so wait for each one
		// rather than count what is on screen at this instant.
		for (const action of [
			/^Create (a )?payment request/,
			/^Create (an )?installment plan/,
			/^Verify (a )?software license code/,
		]) {
			await page
				.locator('[data-test-id="node-creator-item-name"]', { hasText: action })
				.first()
				.waitFor({ state: 'attached', timeout: 15000 });
		}
		await create.click();

		// the node details view of the new node
		const ndv = page.locator('[data-test-id="ndv"]');
		await ndv.waitFor();
		await page.locator('[data-test-id="parameter-input-name"]').waitFor();
		await ndv.getByText('Add Item', { exact: true }).click();
		await ndv.locator('[data-test-id="parameter-input-quantity"]').first().waitFor();
		// type an order, as a merchant would
		const fill = async (name, value) => {
			const input = ndv
				.locator(
					`[data-test-id="parameter-input-${name}"] input, [data-test-id="parameter-input-${name}"] textarea`,
				)
				.first();
			await input.click();
			await input.fill(value);
		};
		await fill('name', 'Siti Rahma');
		await fill('email', 'siti@example.com');
		await fill('mobile', '081234567890');
		await fill('description', 'Order #1001');
		const itemDescription = ndv
			.locator('[data-test-id="parameter-input-description"]')
			.nth(1)
			.locator('input, textarea')
			.first();
		await itemDescription.click();
		await itemDescription.fill('Kopi Gayo 250 g');
		await fill('quantity', '2');
		await fill('rate', '85000');
		// Expires At and Redirect URL are required for an invoice (Mayar's spec marks both)
		await fill('expiredAt', '2099-12-31T00:00:00');
		await page.keyboard.press('Enter');
		await fill('redirectUrl', 'https://shop.example.com/thanks');
		await ndv.getByText('Customer Name', { exact: true }).click(); // blur the last field
		await page.waitForTimeout(500); // let the panel settle before the screenshot
		fs.mkdirSync(path.dirname(SHOT), { recursive: true });
		await page.screenshot({ path: SHOT });

		// the node is on the canvas, with the right resource and operation
		expect(
			await page
				.locator('[data-test-id="canvas-node"]', { hasText: /Create (an )?invoice/ })
				.count(),
		).toBe(1);
		expect(await shownValue(ndv, 'resource')).toBe('Invoice');
		expect(await shownValue(ndv, 'operation')).toBe('Create');
		// the credential we imported was picked for it
		expect(
			await ndv.locator('[data-test-id="node-credentials-slot"] input').first().inputValue(),
		).toBe('Mayar (local sandbox)');
		// the fields of Invoice > Create
		for (const name of [
			'name',
			'email',
			'mobile',
			'description',
			'itemsInput',
			'quantity',
			'rate',
			'expiredAt',
			'redirectUrl',
		]) {
			expect(await ndv.locator(`[data-test-id="parameter-input-${name}"]`).count()).toBeGreaterThan(
				0,
			);
		}
		const text = await ndv.innerText();
		for (const label of [
			'Customer Name',
			'Customer Email',
			'Customer Mobile',
			'Description',
			'Items Input',
			'Items',
			'Quantity',
			'Rate',
			'Expires At',
			'Redirect URL',
			'Additional Fields',
		]) {
			expect(text).toContain(label);
		}
		expect(fs.statSync(SHOT).size).toBeGreaterThan(20000);
		expect(await shownValue(ndv, 'name')).toBe('Siti Rahma');

		// Execute step: the editor runs the node against the sandbox and shows the new invoice
		sb.clearLog();
		await ndv.locator('[data-test-id="node-execute-button"]').first().click();
		const deadline = Date.now() + 30000;
		while (!sb.log.some((e) => e.path === '/hl/v2/invoices/create') && Date.now() < deadline)
			await h.sleep(200);
		const sent = sb.log.filter((e) => e.method === 'POST' && e.path === '/hl/v2/invoices/create');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toMatchObject({
			name: 'Siti Rahma',
			email: 'siti@example.com',
			mobile: '081234567890',
			description: 'Order #1001',
			items: [{ description: 'Kopi Gayo 250 g', quantity: 2, rate: 85000 }],
			redirectUrl: 'https://shop.example.com/thanks',
		});
		expect(String(sent[0].body.expiredAt)).toMatch(/^2099-12-31/);
		const created = sb.store.invoices[sb.store.invoices.length - 1];
		await ndv.getByText(created.id).first().waitFor();
		await page.screenshot({ path: SHOT.replace(/\.png$/, '-output.png') });
	} catch (e) {
		fs.mkdirSync(path.dirname(SHOT), { recursive: true });
		await page.screenshot({ path: SHOT.replace(/\.png$/, '-failure.png') }).catch(() => {});
		throw e;
	} finally {
		await page.close().catch(() => {});
	}
});

test('the schema preview: Invoice > Create, not executed, offers link and id to the next node', async () => {
	const ids = ['f0e1d2c3-0000-4000-8000-000000000011', 'f0e1d2c3-0000-4000-8000-000000000012'];
	const wfId = await n8n.importWorkflow(
		h.withManualTrigger({
			name: 'Schema preview',
			nodes: [
				{
					...h.node(
						'Create an invoice',
						{
							resource: 'invoice',
							operation: 'create',
							name: 'Siti Rahma',
							email: 'siti@example.com',
							mobile: '081234567890',
							description: 'Order #1001',
							items: { item: [{ description: 'Kopi Gayo 250 g', quantity: 2, rate: 85000 }] },
							expiredAt: '2099-12-31T00:00:00',
							redirectUrl: 'https://shop.example.com/thanks',
						},
						[220, 0],
					),
					id: ids[0],
				},
				{
					id: ids[1],
					name: 'Edit Fields',
					type: 'n8n-nodes-base.set',
					typeVersion: 3.4,
					position: [440, 0],
					parameters: { assignments: { assignments: [] }, options: {} },
				},
			],
			connections: {
				'Create an invoice': { main: [[{ node: 'Edit Fields', type: 'main', index: 0 }]] },
			},
		}),
	);
	sb.clearLog();
	const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
	page.setDefaultTimeout(30000);
	const schemaFetches = [];
	page.on('response', (r) => {
		if (new URL(r.url()).pathname.startsWith('/schemas/'))
			schemaFetches.push(`${r.status()} ${new URL(r.url()).pathname}`);
	});
	try {
		await signIn(page);
		// straight into Edit Fields' node details view: its input panel is where the preview shows
		await page.goto(`${n8n.baseUrl}/workflow/${wfId}/${ids[1]}`);
		const input = page.locator('[data-test-id="ndv-input-panel"]');
		await input.locator('[data-test-id="radio-button-schema"]').click();
		const pill = (name) =>
			input.locator(
				`[data-test-id="run-data-schema-node-name"][data-node-name="Create an invoice"][data-name="${name}"]`,
			);
		await pill('link').waitFor();
		expect(await input.locator('[data-test-id="schema-preview-warning"]').innerText()).toMatch(
			/Usually outputs the following fields/,
		);
		for (const name of ['id', 'link']) {
			await expect(pill(name).getAttribute('data-value')).resolves.toBe(`{{ $json.${name} }}`);
			await expect(pill(name).getAttribute('data-target')).resolves.toBe('mappable');
		}
		expect(schemaFetches).toContain('200 /schemas/n8n-nodes-mayar.mayar/1.0.0/invoice/create.json');

		// drag link onto Edit Fields, as a merchant would: it becomes {{ $json.link }}
		await pill('link').hover();
		await page.mouse.down();
		const drop = await page.locator('[data-test-id="drop-area"]').boundingBox();
		await page.mouse.move(drop.x + drop.width / 2, drop.y + drop.height / 2, { steps: 20 });
		await page.mouse.up();
		const assignment = page.locator('[data-test-id="assignment"]').first();
		await expect(
			assignment.locator('[data-test-id="assignment-name"] input').first().inputValue(),
		).resolves.toBe('link');
		await expect(
			assignment.locator('[data-test-id="assignment-value"]').innerText(),
		).resolves.toContain('{{ $json.link }}');
		await page.waitForTimeout(500); // let the panel settle before the screenshot
		fs.mkdirSync(path.dirname(PREVIEW_SHOT), { recursive: true });
		await page.screenshot({ path: PREVIEW_SHOT });

		// a preview, not a run: nothing reached Mayar
		expect(sb.log.filter((e) => e.path === '/hl/v2/invoices/create')).toEqual([]);
	} catch (e) {
		fs.mkdirSync(path.dirname(PREVIEW_SHOT), { recursive: true });
		await page.screenshot({ path: PREVIEW_SHOT.replace(/\.png$/, '-failure.png') }).catch(() => {});
		throw e;
	} finally {
		await page.close().catch(() => {});
	}
});
