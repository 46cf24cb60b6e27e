'use strict';
/*
 * The editor in a real browser: Debian's Chromium, headless, driven by playwright-core (no browser download).
 * Logs in as the owner through the sign-in form, opens a workflow, searches "Mayar" in the node panel, adds
 * the Mayar node through its "Create an invoice" action (Invoice > Create), and checks the node and its
 * fields rendered; then types an order and runs Execute step against the sandbox. Screenshots go to
 * artifacts/editor-invoice-create.png and -output.png (gitignored build artefacts).
 */
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { chromium } = require('playwright-core');
const h = require('./helpers');

const SHOT = path.join(h.ROOT, 'artifacts', 'editor-invoice-create.png');
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

test('the editor: search "Mayar", add Invoice > Create, the node and its fields render', async () => {
	await n8n.importCredentials([h.sandboxCredential(sb)]);
	const wfId = await n8n.importWorkflow({
		name: 'Invoice from the editor',
		nodes: [
			{
				id: 'f0e1d2c3-0000-4000-8000-000000000001',
				name: 'When clicking ‘Execute workflow’',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
		],
		connections: {},
	});
	const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
	page.setDefaultTimeout(30000);
	try {
		// sign in as the owner
		await page.goto(`${n8n.baseUrl}/signin`);
		await page.locator('input[name="emailOrLdapLoginId"]').fill(n8n.owner.email);
		await page.locator('input[name="password"]').fill(n8n.owner.password);
		await page.locator('[data-test-id="form-submit-button"]').click();
		await page.waitForURL((u) => !u.pathname.startsWith('/signin'));

		// open the workflow, then the node panel, and search
		await page.goto(`${n8n.baseUrl}/workflow/${wfId}`);
		await page.locator('[data-test-id="canvas-node"]').first().waitFor();
		await page.locator('[data-test-id="node-creator-plus-button"]').click();
		const search = page
			.locator(
				'[data-test-id="node-creator-search-bar"] input, input[data-test-id="node-creator-search-bar"]',
			)
			.first();
		await search.waitFor();
		await search.fill('Mayar');
		const mayar = page
			.locator('[data-test-id="node-creator-item-name"]', { hasText: /^Mayar$/ })
			.first();
		await mayar.click();

		// the Mayar node's actions, grouped by resource; pick Invoice > Create
		const create = page
			.locator('[data-test-id="node-creator-item-name"]', {
				hasText: /^Create an invoice with a payment link$/,
			})
			.first();
		await create.waitFor();
		// n8n renders a long action list lazily (the first 20, then a few per tick), so wait for each one
		// rather than count what is on screen at this instant.
		for (const action of [
			'Create a payment request',
			'Create an installment plan',
			'Verify a software license code',
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
			await page.locator('[data-test-id="canvas-node"]', { hasText: 'Create an invoice' }).count(),
		).toBe(1);
		expect(
			await ndv.locator('[data-test-id="parameter-input-resource"] input').first().inputValue(),
		).toBe('Invoice');
		expect(
			await ndv.locator('[data-test-id="parameter-input-operation"] input').first().inputValue(),
		).toBe('Create');
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
		expect(
			await ndv.locator('[data-test-id="parameter-input-name"] input').first().inputValue(),
		).toBe('Siti Rahma');

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
