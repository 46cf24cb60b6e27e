'use strict';
/*
 * Issue 38 in regular mode: testing in the editor after go-live never cuts production off (REST API and
 * Chromium), and Manual registration starts nothing unauthenticated. The scenario: ./golive.js.
 */
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const h = require('./helpers');
const g = require('./golive');

let sb;
let n8n;

beforeAll(async () => {
	sb = await h.startSandbox();
	n8n = await h.startN8n({ packageTarball: h.tarball(), mode: 'regular' });
});

afterAll(async () => {
	if (n8n) await n8n.stop();
	if (sb) await sb.close();
});

test("a published Automatic trigger: each test listen gets Mayar's test delivery and leaves the account on production, however it ends; the next payment is fulfilled once", async () => {
	const { paths } = await g.automaticAfterGoLive(n8n, sb, { expect });
	console.log(JSON.stringify(paths, null, 1));
	// The trigger's item schema, which the editor asks for by the node's exact version.
	const schema = await n8n.authedFetch('/schemas/n8n-nodes-mayar.mayarTrigger/1.0.0.json');
	expect(schema.status).toBe(200);
	expect(schema.json.properties).toHaveProperty(['dedupeKey']);
	const log = h.strip(n8n.logs('main'));
	expect(log).not.toContain(sb.keys.readWrite);
});

test('re-publishing keeps the account on the workflow; a second Automatic workflow takes the URL (said in the log) and the first takes it back by re-publishing; each payment fulfilled once, where the account points', async () => {
	console.log(JSON.stringify(await g.republishAndSecondWorkflow(n8n, sb, { expect }), null, 1));
});

test('Manual registration: nothing unauthenticated starts a workflow', async () => {
	const results = await g.manualDeliveries(n8n, sb, { expect });
	console.log(JSON.stringify(results));
});

test("in Chromium: Execute workflow on the published workflow gets Mayar's test delivery and leaves the account on production", async () => {
	const { chromium } = require('playwright-core');
	const executablePath = execFileSync(
		'bash',
		[path.join(h.ROOT, 'scripts', 'e2e', 'ensure-debian-package.sh'), 'chromium', 'chromium'],
		{ encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
	).trim();
	const browser = await chromium.launch({
		executablePath,
		headless: true,
		args: ['--no-sandbox', '--disable-dev-shm-usage'],
	});
	try {
		const wfs = await n8n.api('GET', '/workflows?active=true');
		const wf = wfs.json.data.find((w) =>
			w.nodes.some((n) => n.parameters.registration === 'automatic'),
		);
		expect(wf).toBeDefined();
		const urlHook = sb.store.account.urlHook;
		const updates = sb.log.filter((e) => e.path === '/hl/v2/webhooks/update').length;
		const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
		page.setDefaultTimeout(30000);
		await page.goto(`${n8n.baseUrl}/signin`);
		await page.locator('input[name="emailOrLdapLoginId"]').fill(n8n.owner.email);
		await page.locator('input[name="password"]').fill(n8n.owner.password);
		await page.locator('[data-test-id="form-submit-button"]').click();
		await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
		await page.goto(`${n8n.baseUrl}/workflow/${wf.id}`);
		await page.locator('[data-test-id="canvas-node"]').first().waitFor();
		const manualRuns = async () =>
			(await h.executionsOf(n8n, wf.id)).filter((e) => e.mode === 'manual').length;
		const before = await manualRuns();
		await page.locator('[data-test-id="execute-workflow-button"]').first().click();
		await h.until(
			'the test execution the editor started',
			async () => (await manualRuns()) > before,
			60000,
			500,
		);
		fs.mkdirSync(path.join(h.ROOT, 'artifacts'), { recursive: true });
		await page.screenshot({
			path: path.join(h.ROOT, 'artifacts', 'golive-test-listen.png'),
		});
		expect(sb.store.account.urlHook).toBe(urlHook);
		expect(sb.log.filter((e) => e.path === '/hl/v2/webhooks/update').length).toBe(updates);
	} finally {
		await browser.close().catch(() => {});
	}
});
