'use strict';
/*
 * Real n8n 2.41.1 (regular mode) with the packed package installed like a community package:
 *  1. the package loads (both nodes and the credential registered, no load error logged);
 *  2. a workflow imported from JSON and run by `n8n execute` against the local sandbox;
 *  3. a published Mayar Trigger in Automatic mode driven by a simulated payment;
 * then the two payment examples published under the sandbox's 'spec' and 'live' profiles (payment-examples.js).
 */
const crypto = require('crypto');
const { stripVTControlCharacters } = require('util');
const fs = require('fs');
const path = require('path');
const h = require('./helpers');
const ex = require('./payment-examples');

const UNPAID = 120;
const DAY = 86_400_000;
let sb;
let n8n;

beforeAll(async () => {
	sb = await h.startSandbox({ counts: { unpaidTransactions: UNPAID } });
	// debug: n8n then logs "Loaded all credentials and nodes from <package>"
	n8n = await h.startN8n({
		packageTarball: h.tarball(),
		mode: 'regular',
		env: { N8N_LOG_LEVEL: 'debug' },
	});
});

afterAll(async () => {
	if (n8n) await n8n.stop();
	if (sb) await sb.close();
});

describe('n8n 2.41.1, regular mode', () => {
	test('1. the package loads: both nodes and the credential are registered, no load error', async () => {
		expect(n8n.n8nVersion).toBe('2.41.1');
		const r = await n8n.exportNodes();
		expect(r.code).toBe(0);
		const types = r.types;
		const ours = types.filter((t) => t.name.startsWith(`${h.PKG}.`));
		const names = ours.map((t) => t.name);
		expect(names).toEqual(expect.arrayContaining([h.ACTION, h.TRIGGER]));
		const action = ours.find((t) => t.name === h.ACTION);
		const trigger = ours.find((t) => t.name === h.TRIGGER);
		expect(action.displayName).toBe('Mayar');
		expect(trigger.displayName).toBe('Mayar Trigger');
		for (const t of [action, trigger])
			expect(t.credentials).toEqual([
				expect.objectContaining({ name: h.CREDENTIAL, required: true }),
			]);
		expect(
			action.properties.find((p) => p.name === 'resource').options.map((o) => o.value),
		).toEqual(
			expect.arrayContaining([
				'invoice',
				'paymentRequest',
				'transaction',
				'installment',
				'license',
			]),
		);

		// the credential type, as the editor loads it (the running server, owner session)
		const creds = await n8n.authedFetch('/types/credentials.json');
		expect(creds.status).toBe(200);
		const cred = creds.json.find((c) => c.name === h.CREDENTIAL);
		expect(cred).toBeDefined();
		expect(cred.displayName).toBe('Mayar Headless API');
		expect(cred.properties.map((p) => p.name)).toEqual(
			expect.arrayContaining(['apiKey', 'environment', 'baseUrl']),
		);
		const nodes = await n8n.authedFetch('/types/nodes.json');
		expect(nodes.status).toBe(200);
		expect(nodes.json.map((t) => t.name)).toEqual(expect.arrayContaining([h.ACTION, h.TRIGGER]));

		const log = stripVTControlCharacters(n8n.logs('main'));
		expect(log).toMatch(
			/Loaded all credentials and nodes from n8n-nodes-mayar\W+\{ "credentials": 1, "nodes": 3/,
		);
		// (the runtime cache folder is named n8n-nodes-mayar-e2e: not a mention of the package)
		const bad = log
			.split(n8n.runtime.cacheDir)
			.join('<cache>')
			.split('\n')
			.filter((l) => /mayar/i.test(l) && /(error|fail|warn|could not|unrecognized)/i.test(l));
		expect(bad).toEqual([]);
	});

	test("2. a workflow imported from JSON and run by `n8n execute`: create, list, verify against the sandbox, and n8n's HTTP Request node authenticated by the Mayar credential", async () => {
		await n8n.importCredentials([h.sandboxCredential(sb)]);
		const license = sb.store.licenses.find(
			(l) => l.status === 'ACTIVE' && Date.parse(l.expiredAt) > Date.now(),
		);
		const amount = 123_000 + Math.floor(Math.random() * 900);
		// Invoice > Create requires Expires At and Redirect URL (the spec marks both required).
		const expiredAt = new Date(Date.now() + 7 * DAY).toISOString();
		const redirectUrl = 'https://shop.example.com/thanks';
		const wf = h.withManualTrigger({
			id: 'mayarCliWorkflow1',
			name: 'Mayar e2e: CLI run',
			nodes: [
				h.node(
					'Create Payment Request',
					{
						resource: 'paymentRequest',
						operation: 'create',
						amount,
						name: 'Budi Santoso',
						additionalFields: { email: 'budi@example.com', description: 'e2e payment request' },
					},
					[0, -300],
				),
				h.node(
					'Create Invoice',
					{
						resource: 'invoice',
						operation: 'create',
						name: 'Siti Rahma',
						email: 'siti@example.com',
						mobile: '081234567890',
						description: 'e2e invoice',
						itemsInput: 'fields',
						items: {
							item: [
								{ description: 'Kopi Gayo 250 g', quantity: 2, rate: 85000 },
								{ description: 'Ongkir', quantity: 1, rate: 15000 },
							],
						},
						expiredAt,
						redirectUrl,
					},
					[0, -150],
				),
				h.node(
					'Unpaid Transactions',
					{ resource: 'transaction', operation: 'getManyUnpaid', returnAll: true },
					[0, 0],
				),
				h.node(
					'Create Installment',
					{
						resource: 'installment',
						operation: 'create',
						name: 'Budi Santoso',
						email: 'budi.cicil@example.com',
						mobile: '081298765432',
						amount: 3_000_000,
						description: 'Laptop cicilan e2e',
						interest: 0,
						tenure: 3,
						dueDate: 10,
					},
					[0, 150],
				),
				h.node(
					'Verify License',
					{
						resource: 'license',
						operation: 'verify',
						licenseCode: license.licenseCode,
						productId: { __rl: true, mode: 'id', value: license.productId },
					},
					[0, 300],
				),
				// n8n's HTTP Request node with Predefined Credential Type: the credential authenticates it too
				{
					...h.node(
						'HTTP Request with the Mayar credential',
						{
							method: 'GET',
							url: `${sb.url}/hl/v2/balances`,
							authentication: 'predefinedCredentialType',
							nodeCredentialType: h.CREDENTIAL,
							options: {},
						},
						[0, 450],
					),
					type: 'n8n-nodes-base.httpRequest',
					typeVersion: 4.2,
				},
			],
			connections: {},
			settings: { executionOrder: 'v1' },
		});
		const id = await n8n.importWorkflow(wf, { via: 'cli' }); // the CLI import is part of what this test shows
		sb.clearLog();
		const run = await n8n.execute(id);
		expect(run.exitCode).toBe(0);
		expect(run.data.resultData.error).toBeUndefined();
		expect(run.status).toBe('success');
		const out = (name) => run.data.resultData.runData[name][0].data.main[0].map((i) => i.json);

		const pr = out('Create Payment Request');
		expect(pr).toHaveLength(1);
		expect(pr[0].id).toMatch(h.UUID);
		expect(pr[0].transactionId).toMatch(h.UUID);
		expect(
			sb.store.paymentRequests.some(
				(p) => p.id === pr[0].id && p.amount === amount && p.name === 'Budi Santoso',
			),
		).toBe(true);
		const prReq = sb.log.filter((e) => e.method === 'POST' && e.path === '/hl/v2/payments/create');
		expect(prReq).toHaveLength(1);
		expect(prReq[0].body).toEqual({
			amount,
			name: 'Budi Santoso',
			email: 'budi@example.com',
			description: 'e2e payment request',
		});

		const inv = out('Create Invoice');
		expect(inv).toHaveLength(1);
		expect(inv[0].id).toMatch(h.UUID);
		expect(inv[0].transactionId).toMatch(h.UUID);
		expect(String(inv[0].link)).toMatch(/^https?:\/\/.+\/invoices\/.+/);
		const invReq = sb.log.filter((e) => e.method === 'POST' && e.path === '/hl/v2/invoices/create');
		expect(invReq).toHaveLength(1);
		expect(invReq[0].body.items).toEqual([
			{ description: 'Kopi Gayo 250 g', quantity: 2, rate: 85000 },
			{ description: 'Ongkir', quantity: 1, rate: 15000 },
		]);
		expect(invReq[0].body).toMatchObject({ expiredAt, redirectUrl });

		const unpaid = out('Unpaid Transactions');
		const expected = sb.store.transactions.filter((t) => t.status !== 'paid').length;
		expect(unpaid.length).toBeGreaterThanOrEqual(UNPAID);
		expect(new Set(unpaid.map((t) => t.id)).size).toBe(unpaid.length);
		for (const t of unpaid) expect(t.id).toMatch(h.UUID);
		const pages = sb.log.filter((e) => e.path === '/hl/v2/transactions/unpaid');
		expect(pages.length).toBe(Math.floor(unpaid.length / 50) + 1);
		expect(unpaid.length).toBeLessThanOrEqual(expected);

		const plan = out('Create Installment');
		expect(plan).toHaveLength(1);
		expect(plan[0].id).toMatch(h.UUID);
		expect(plan[0]).toMatchObject({ amount: 3_000_000, tenure: 3, dueDate: 10 });
		// the note: the output lists every monthly invoice; without Options > Store URL, paymentUrl is null where
		// Mayar gives no link (never missing)
		expect(plan[0].invoices).toHaveLength(3);
		for (const inv of plan[0].invoices) expect(inv).toHaveProperty('paymentUrl');

		const lic = out('Verify License');
		expect(lic).toEqual([
			expect.objectContaining({
				isLicenseActive: true,
				found: true,
				licenseCode: license.licenseCode,
				productId: license.productId,
			}),
		]);
		expect(sb.log.filter((e) => e.path === '/hl/v2/software/verify')).toHaveLength(1);

		// the sandbox answers 401 to a request without the credential's key
		expect(out('HTTP Request with the Mayar credential')).toEqual([
			expect.objectContaining({ statusCode: 200 }),
		]);
		expect(
			sb.log.filter((e) => e.path === '/hl/v2/balances').map((e) => `${e.method} ${e.status}`),
		).toEqual(['GET 200']);
	});

	test("n8n's exit-time crash (SIGSEGV after its work, issue 41) counts as done only where the work is verified: import, execute and publish, each crashed at exit on purpose", async () => {
		const crash = (when) => ({
			NODE_OPTIONS: `--require ${path.join(__dirname, 'fixtures', 'crash-at-exit.js')}`,
			MAYAR_E2E_CRASH: when,
		});
		const balance = (id, credId) =>
			h.withManualTrigger({
				id,
				name: `Mayar e2e: crash at exit ${id}`,
				nodes: [h.node('Balance', { resource: 'balance', operation: 'get' }, [0, 0], credId)],
				connections: {},
			});
		const badKey = h.sandboxCredential(sb, 'mayarBadKeyCred');
		await n8n.importCredentials([{ ...badKey, data: { ...badKey.data, apiKey: 'not-a-key' } }]);
		// a Webhook node, so that publishing registers nothing at the sandbox's Mayar account
		const published = {
			id: 'mayarCrashAtExit3',
			name: 'Mayar e2e: crash at exit, published',
			nodes: [
				{
					id: crypto.randomUUID(),
					name: 'Webhook',
					type: 'n8n-nodes-base.webhook',
					typeVersion: 2,
					position: [0, 0],
					webhookId: crypto.randomUUID(),
					parameters: { path: 'crash-at-exit', httpMethod: 'POST' },
				},
			],
		};
		const [ok, failing] = await n8n.importWorkflow(
			[
				balance('mayarCrashAtExit1', 'mayarCredential1'),
				// Mayar refuses this credential's key: the execution fails
				balance('mayarCrashAtExit2', 'mayarBadKeyCred'),
				published,
			],
			{ env: crash('exit') },
		);

		const run = await n8n.execute(ok, { env: crash('exit') });
		expect(run.cliOutput).toMatchObject({ signal: 'SIGSEGV', crashedAtExit: true, code: 0 });
		expect(run.status).toBe('success');
		expect(run.data.resultData.runData.Balance[0].data.main[0]).toHaveLength(1);

		// a failed execution that crashed at exit stays a failure
		const failed = await n8n.execute(failing, { env: crash('exit') });
		expect(failed.cliOutput).toMatchObject({ signal: 'SIGSEGV', code: -1 });
		expect(failed.status).toBe('error');
		expect(failed.cliOutput.crashedAtExit).toBeUndefined();

		// a crash before the work: a failure, as before
		await expect(n8n.execute(ok, { env: crash('start') })).rejects.toThrow(/printed no IRun JSON/);

		// publish and unpublish: the saved workflow reads back as asked
		for (const setActive of [n8n.publish, n8n.unpublish])
			await expect(setActive(published.id, { env: crash('exit') })).resolves.toMatchObject({
				signal: 'SIGSEGV',
				crashedAtExit: true,
			});
	});

	test('the example workflows of examples/ run (their triggers replaced by sample input)', async () => {
		await n8n.importCredentials([{ ...h.sandboxCredential(sb, 'mayarSandboxCred') }]);
		const load = (f) => JSON.parse(fs.readFileSync(path.join(h.ROOT, 'examples', f), 'utf8'));
		/**
		 * The trigger node becomes a Set node (same name) that outputs `sample`, behind a manual trigger. A form's
		 * pages (Form nodes) run only behind a real Form Trigger: they are left out here, and start.test.js submits
		 * the published form itself.
		 */
		const FORM = 'n8n-nodes-base.form';
		const pages = (wf) => new Set(wf.nodes.filter((nd) => nd.type === FORM).map((nd) => nd.name));
		const withoutPages = (connections, gone) =>
			Object.fromEntries(
				Object.entries(connections)
					.filter(([from]) => !gone.has(from))
					.map(([from, byType]) => [
						from,
						Object.fromEntries(
							Object.entries(byType).map(([type, outputs]) => [
								type,
								outputs.map((targets) => (targets ?? []).filter((t) => !gone.has(t.node))),
							]),
						),
					]),
			);
		const withSample = (wf, triggerName, sample) =>
			h.withManualTrigger({
				...wf,
				id: `${wf.id.slice(0, 12)}Test`,
				connections: withoutPages(wf.connections, pages(wf)),
				nodes: wf.nodes
					.filter((nd) => nd.type !== FORM)
					.map((nd) =>
						nd.name === triggerName
							? {
									id: nd.id,
									name: nd.name,
									type: 'n8n-nodes-base.set',
									typeVersion: 3.4,
									position: nd.position,
									parameters: { mode: 'raw', jsonOutput: JSON.stringify(sample), options: {} },
								}
							: nd,
					),
			});
		const runOf = async (wf) => {
			const run = await n8n.execute(await n8n.importWorkflow(wf));
			expect(run.data.resultData.error).toBeUndefined();
			expect(run.exitCode).toBe(0);
			return (name) => run.data.resultData.runData[name][0].data.main[0].map((i) => i.json);
		};

		sb.clearLog();
		const form = await runOf(
			withSample(load('invoice-from-form.json'), 'Order Form', {
				Name: 'Dewi Lestari',
				Email: 'dewi@example.com',
				Mobile: '081311112222',
				Product: 'Kopi Toraja 1 kg',
				Quantity: 2,
				'Price (IDR)': 250000,
			}),
		);
		expect(form('Create Invoice')[0].id).toMatch(h.UUID);
		expect(form('Payment Link')[0].message).toMatch(
			/^Thank you! Pay your invoice here: https?:\/\//,
		);
		const invReq = sb.log.filter((e) => e.path === '/hl/v2/invoices/create');
		expect(invReq).toHaveLength(1);
		expect(invReq[0].body).toMatchObject({
			name: 'Dewi Lestari',
			email: 'dewi@example.com',
			items: [{ description: 'Kopi Toraja 1 kg', quantity: 2, rate: 250000 }],
			redirectUrl: 'https://shop.example.com/thanks',
		});
		// Expires At is the example's expression: 7 days from the run.
		const expiresIn = Date.parse(invReq[0].body.expiredAt) - Date.now();
		expect(expiresIn).toBeGreaterThan(6 * DAY);
		expect(expiresIn).toBeLessThanOrEqual(7 * DAY);

		// the note: every day at 09:00, the payments still waiting (status Active), up to 50
		const reminderWorkflow = load('daily-unpaid-reminder.json');
		expect(
			reminderWorkflow.nodes.find((nd) => nd.name === 'Every Morning').parameters.rule,
		).toEqual({
			interval: [{ field: 'days', triggerAtHour: 9 }],
		});
		sb.clearLog();
		const reminder = await runOf(withSample(reminderWorkflow, 'Every Morning', {}));
		const unpaidReq = sb.log.filter((e) => e.path === '/hl/v2/transactions/unpaid');
		expect(unpaidReq.length).toBeGreaterThan(0);
		for (const e of unpaidReq) expect(e.query).toMatchObject({ status: 'active' });
		// the note: up to 50, one message per unpaid transaction (a customer with two gets two)
		const messages = reminder('Compose Reminder');
		expect(messages).toHaveLength(50);
		for (const m of messages) {
			expect(m.transactionId).toMatch(h.UUID);
			expect(m.text).toMatch(/is still open/);
		}
		expect(new Set(messages.map((m) => m.transactionId)).size).toBe(messages.length);

		// The note speaks of what Mayar was recorded answering: the plan runs against the sandbox's live profile.
		const live = await h.startSandbox({ profile: 'live' });
		try {
			await n8n.importCredentials([{ ...h.sandboxCredential(live, 'mayarLiveCred') }]);
			const installmentPlan = (storeUrl) => {
				const wf = load('installment-plan.json');
				const step = wf.nodes.find((nd) => nd.name === 'Create Installment');
				step.credentials = h.credRef('mayarLiveCred');
				if (storeUrl) step.parameters.options = { storeUrl };
				return { ...wf, id: `${wf.id.slice(0, 12)}${storeUrl ? 'Store' : 'Live'}` };
			};
			const plan = (await runOf(installmentPlan()))('Create Installment');
			expect(plan).toHaveLength(1);
			expect(plan[0]).toMatchObject({ amount: 6_000_000, tenure: 3, dueDate: 10 });
			// the note: the output lists every monthly invoice; without Options > Store URL, paymentUrl is null where
			// Mayar gives none (never missing)
			expect(plan[0].invoices).toHaveLength(3);
			for (const inv of plan[0].invoices) expect(inv.paymentUrl).toBeNull();
			// the note: with Store URL set, each gets its payment link
			const store = 'https://shop.example.com';
			const linked = (await runOf(installmentPlan(store)))('Create Installment');
			expect(linked[0].invoices).toHaveLength(3);
			for (const inv of linked[0].invoices)
				expect(inv.paymentUrl).toBe(`${store}/invoices/${inv.link}`);
		} finally {
			await live.close();
		}
	});

	test('3. a published Mayar Trigger (Automatic): registration, one execution per simulated payment, forged deliveries refused, delete hook', async () => {
		await h.runTriggerScenario(n8n, sb, { expect });
		expect(n8n.logs('main')).toMatch(
			/Mayar Trigger: the Mayar account \(custom\) now sends its webhooks to/,
		);
	});
});

/*
 * examples/payment-received-fulfilment.json and examples/payment-safety-net.json, published in this n8n, each
 * under both sandbox profiles at once (payment-examples.js): for every payment, whichever trigger saw it, the
 * fulfilment step reads data.amount, data.transactionId and the customer's name, e-mail and mobile, and the
 * example's Fulfil Order puts out the paid amount, the transaction id and the e-mail. An output right under one
 * profile and wrong under the other fails that profile's test.
 */
describe('the payment examples, published, under the sandbox profiles spec and live', () => {
	let runs;
	let failure;

	beforeAll(async () => {
		try {
			runs = await ex.runPaymentExamples(n8n);
		} catch (e) {
			failure = e;
			return;
		}
		const lines = [
			`Payment examples (n8n 2.41.1 regular, sandbox profiles ${ex.PROFILES.join(' and ')} side by side): ${(runs.ms / 1000).toFixed(1)} s`,
		];
		for (const profile of ex.PROFILES)
			for (const r of [runs[profile].fulfilment, runs[profile].safetyNet])
				lines.push(
					`  | ${profile} ${r.example}: executions ${r.executions.length}${r.failed.length ? ` (not successful: ${r.failed.join('; ')})` : ''}${r.error ? `, error: ${String(r.error.message).split('\n')[0]}` : ''}`,
					...ex.summary(r).map((l) => `  |   ${l}`),
				);
		process.stdout.write(`${lines.join('\n')}\n`);
	}, 6 * 60_000);

	const result = (profile, kind) => {
		if (failure) throw failure;
		return runs[profile][kind];
	};

	describe.each(ex.PROFILES)('%s profile', (profile) => {
		test(`${ex.FULFILMENT}: the Mayar Trigger's payment reaches Fulfil Order with its amount, transaction id, customer, transactionStatus paid (Mayar's word in mayarOriginal) and ISO dates`, () => {
			ex.checkFulfilment(result(profile, 'fulfilment'), expect);
		});

		test(`${ex.SAFETY_NET}: a payment seen by the webhook and one seen only by the poll (lost delivery) each reach Fulfil Order once, with their amount, transaction id, customer, transactionStatus paid (Mayar's word in mayarOriginal) and ISO dates`, () => {
			ex.checkFulfilment(result(profile, 'safetyNet'), expect);
		});
	});
});
