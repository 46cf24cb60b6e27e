'use strict';
/*
 * Several n8n processes in one deployment, as n8n recommends for scale: n8n 2.41.1 in queue mode on PostgreSQL (a
 * throwaway cluster of Debian's postgresql, startN8n({db: 'postgres'})), a main, 3 workers (concurrency 10 each)
 * and a webhook process (`n8n webhook`, which takes every production webhook: main runs with
 * N8N_DISABLE_PRODUCTION_MAIN_PROCESS). Issue 27's figures, at MAYAR_BURST_RATE requests per MAYAR_BURST_WINDOW_S
 * (default 20 per 6 s, the window scaled as in burst.js; `npm run test:multiprocess` runs it at 20 per 60 s). Each
 * sandbox answers under its recorded-live profile (startSandbox({profile: 'live'}): paid rows without `amount`
 * and `transactionId`, the date range ignored, ...), where the burst tests use the spec profile.
 *
 *  1. One rate budget across processes: 60 orders at once to a stock Webhook node, each creating one invoice
 *     (burst.js scenario 3). The Webhook node runs in the webhook process and calls nothing; the 3 workers run
 *     Create Invoice, so the credential says n8n Processes Using This Key = 3 (the processes that send to Mayar;
 *     counting main and the webhook process too, as the credential's description suggests for any workflow, is the
 *     safe side and costs speed: 20/5 = 4 a window each). Held: 60 invoices, 0 failed, 0 twice, at most 5% of the
 *     create requests refused (429), within 4 windows (+ burst.js's allowance for n8n's own time when scaled).
 *     The same burst with Processes left at 1 follows, figures printed only (what the setting changes).
 *     A single process is unchanged: burst-regular.test.js scenario 3 holds it to 0 refused.
 *  2. Each payment once across processes: the shipped examples examples/payment-once-queue-redis.json (the claim is
 *     an Increment on the queue's own redis, DB 1) and examples/payment-once-queue-postgres.json (an Insert with
 *     Skip on Conflict into mayar_paid, in a database of the same PostgreSQL cluster), side by side (CI runs both),
 *     each on its own sandbox (a Mayar account has one webhook URL) and its own loopback shop. "Fulfil Order" becomes
 *     an HTTP Request to the shop with the example's own expressions; the shop ships on every call and has NO unique
 *     key of its own: the claim must do the work. The Mayar credentials say Processes = 5: main (the poll), the
 *     webhook process (the trigger's confirmation) and the 3 workers (Check Claims' Paid Recently) send to Mayar. 100 payments at once, 30 of
 *     them delivered twice more at the same moment (with 100 deliveries at once most time out or get 503, and the
 *     next poll takes them, in one execution per workflow); then 3 payments delivered 3 times each at once while the
 *     confirmations have budget, so that executions of one payment run on several workers together and Pass Once
 *     (one process at a time) can pass a payment twice; then a fulfilment that fails after its claim (the shop
 *     refuses the first call for 2 more payments): listed as failed with the claim made, and n8n's Retry of it (REST
 *     /executions/:id/retry) ships it once; then 20 payments delivered again, and a poll. Held, per example: 105
 *     shipped, 0 twice, 0 missing; each payment Pass Once passed claimed once (its other passes stopped by the
 *     claim); no other execution failed (Check Claims runs all along and reports nothing).
 *  3. The same burst with one worker SIGKILLed in the middle: the worker running a poll's execution (the bulk of
 *     the burst), while it is in Fulfil Order (the shop holds the calls of every other payment unanswered; 2 s
 *     after the first, the kill; then the calls of the processes still running are answered and shipped). n8n 2.41 runs nothing of a killed worker again (Bull's maxStalledCount
 *     is 0): about 2 minutes later each of its executions is listed as failed ("This execution failed to be
 *     processed too many times and will no longer retry"), and n8n has replaced its data with that error, so it no
 *     longer names its payments. The examples' Check Claims (a Schedule Trigger, here every CHECK_EVERY_S seconds,
 *     with STALE_S seconds for its 10 minutes) runs Mayar's paid transactions through the claim without Pass Once:
 *     it fulfils what no execution claimed, and reports each claim never marked done as a failed execution naming
 *     the payment and what to do. Held: 0 shipped twice; only the killed worker's executions and those reports
 *     failed; every payment shipped or named in the report; then the test answers the report as a merchant would
 *     (in the shop: mark the claim done; not: delete it) and the next check ships the rest: every payment once,
 *     and the checks after that report nothing.
 * Each scenario prints figure lines starting "Multiprocess". MAYAR_MULTI_SCENARIOS=budget,once,kill and
 * MAYAR_MULTI_EXAMPLES=redis,postgres run only some (for development).
 */
const fs = require('fs');
const http = require('http');
const path = require('path');
const crypto = require('crypto');
const h = require('./helpers');
const { WINDOW_S, RATE, allExecutions, isFinished } = require('./burst');

const WINDOW_MS = WINDOW_S * 1000;
const OVERHEAD_MS = Math.max(0, 60_000 - WINDOW_MS); // burst.js: n8n's own time on top of a scaled target
const WORKERS = 3;
const CONCURRENCY = 10;
const CREATES = 60;
const CREATE_TARGET = 4; // windows (minutes at full scale)
const PAYMENTS = 100;
const REDELIVERED = 30; // payments delivered again at the moment they are paid ...
const REPEATS = 2; // ... this many times each
const FAILING = 2; // payments whose first fulfilment the shop refuses (scenario 2)
const RACE = 3; // payments each delivered COPIES times at once while the confirmations have budget (scenario 2)
const COPIES = 3;
const LATE = 20; // payments delivered once more after the others (Mayar's redelivery)
const KILL_DELAY_MS = 2000; // scenario 3: from the shop's first held call to the SIGKILL of the poll's worker
const POLL_INTERVAL_MS = 60_000; // the examples poll every minute (n8n's shortest interval)
const SHIP_TIMEOUT_MS = 8 * 60_000;
const PASS = 'Only Once per Payment';
const TX_EXPR = "$('Payment').item.json.transactionId";
const AMOUNT_EXPR = "$('Payment').item.json.amount";
// the examples' Check Claims, scaled: every 15 minutes -> CHECK_EVERY_S; a claim or payment 10 minutes old -> STALE_S
const CHECK_EVERY_S = Math.max(20, WINDOW_S); // (each check reads a page of paid transactions per 40)
const STALE_S = Math.max(90, 2 * WINDOW_S); // (more than the poll's minute plus its wait for budget)
const REPORT = 'Report In Doubt';
// a claim becomes stale, then a check or two (each reading the paid transactions at the credential's pace)
const RECOVERY_MS = (STALE_S + 4 * CHECK_EVERY_S) * 1000 + 2 * 60_000;
const CLAIM_DB = 'mayar_claims';
const REDIS_DB = '1';
const pick = (name, all) =>
	(process.env[name] || all.join(','))
		.split(',')
		.map((s) => s.trim())
		.filter((s) => all.includes(s));
const SCENARIOS = pick('MAYAR_MULTI_SCENARIOS', ['budget', 'once', 'kill']);
const KINDS = pick('MAYAR_MULTI_EXAMPLES', ['redis', 'postgres']);
const DAY = 86_400_000;

const minutes = (ms) => (ms / 60_000).toFixed(2);
const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
const count = (list) => {
	const out = {};
	for (const x of list) out[x] = (out[x] || 0) + 1;
	return out;
};
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : '0.0');
const listIds = (list, n = 10) =>
	list.length > n ? `${list.slice(0, n).join(', ')}, ...` : list.join(', ');

/**
 * The merchant's shop: ships on every call (no unique key), or refuses a call it was told to refuse once, or holds
 * a call unanswered (`holdIds`) until releaseHeld(): shipped then, unless its caller has gone (a killed worker).
 */
function startShop() {
	const shop = {
		shipments: new Map(), // transactionId -> shipments
		calls: [], // {transactionId, status, at}
		failNext: new Set(), // transaction ids whose next call is answered 500
		holdIds: new Set(), // transaction ids whose calls are held
		held: [],
		releaseHeld: () => {
			for (const call of shop.held.splice(0)) call.release();
		},
		bad: [],
		url: '',
		shipped: (id) => shop.shipments.get(id) || 0,
	};
	const server = http.createServer((req, res) => {
		const answer = (status, body) => {
			res.writeHead(status, { 'content-type': 'application/json' });
			res.end(JSON.stringify(body));
		};
		if (req.method !== 'POST' || req.url !== '/fulfil') return answer(404, { error: 'not found' });
		const chunks = [];
		req.on('data', (c) => chunks.push(c));
		req.on('end', () => {
			const text = Buffer.concat(chunks).toString('utf8');
			let transactionId;
			try {
				({ transactionId } = JSON.parse(text));
			} catch {
				/* below */
			}
			if (typeof transactionId !== 'string' || transactionId.trim() === '') {
				shop.bad.push(text.slice(0, 300));
				return answer(400, { error: 'transactionId is required' });
			}
			if (shop.failNext.delete(transactionId)) {
				shop.calls.push({ transactionId, status: 500, at: Date.now() });
				return answer(500, { error: 'the warehouse is offline' });
			}
			const ship = () => {
				shop.shipments.set(transactionId, shop.shipped(transactionId) + 1);
				shop.calls.push({ transactionId, status: 200, at: Date.now() });
				answer(200, { shipped: true });
			};
			if (!shop.holdIds.has(transactionId)) return ship();
			let gone = false;
			res.on('close', () => {
				if (res.writableEnded) return;
				gone = true;
				shop.calls.push({ transactionId, status: 'dropped', at: Date.now() });
			});
			shop.held.push({ transactionId, release: () => (gone ? undefined : ship()) });
		});
	});
	return new Promise((resolve, reject) => {
		server.on('error', reject);
		server.listen({ host: '127.0.0.1', port: 0 }, () => {
			shop.url = `http://127.0.0.1:${server.address().port}`;
			shop.close = () =>
				new Promise((r) => {
					server.close(() => r());
					server.closeAllConnections();
				});
			resolve(shop);
		});
	});
}

/** A sandbox limiting requests per IP address as Mayar's page says, scaled; answering as recorded live. */
const sandbox = (seed) =>
	h.startSandbox({
		seed,
		profile: 'live',
		rateLimitPerMinute: RATE,
		rateLimitWindowMs: WINDOW_MS,
		rateLimitBy: 'ip',
	});

function mayarCredential(sb, id, processes) {
	return {
		id,
		name: `Mayar (sandbox ${id})`,
		type: h.CREDENTIAL,
		data: {
			apiKey: sb.keys.readWrite,
			environment: 'custom',
			baseUrl: sb.url,
			rateLimit: RATE,
			rateWindowSeconds: WINDOW_S,
			processes,
		},
	};
}

/** Ids of the executions a process's log shows it started (workers: "Worker started execution N"). */
const startedBy = (n8n, name) =>
	[...strip(n8n.logs(name)).matchAll(/Worker started execution (\d+)/g)].map((m) => m[1]);
const finishedBy = (n8n, name) =>
	new Set([...strip(n8n.logs(name)).matchAll(/Worker finished execution (\d+)/g)].map((m) => m[1]));

/** Items of output `index` of every run of `nodeName` (public API execution shape). */
function outputItems(execution, nodeName, index = 0) {
	const runs =
		(execution.data &&
			execution.data.resultData &&
			execution.data.resultData.runData &&
			execution.data.resultData.runData[nodeName]) ||
		[];
	return runs.flatMap((run) =>
		run.data && run.data.main && run.data.main[index]
			? run.data.main[index].map((i) => i.json)
			: [],
	);
}

/** "id:status (message in node)" of executions that did not succeed. */
function failureOf(e) {
	const result = (e.data && e.data.resultData) || {};
	const err = result.error;
	const at = (err && err.node && err.node.name) || result.lastNodeExecuted;
	return `${e.id}:${e.status}${err ? ` (${String(err.message).slice(0, 120)}${at ? ` in ${at}` : ''})` : at ? ` (last node ${at})` : ''}`;
}

/** Check Claims' report of claims never marked done (the Stop and Error node), and the payments it names. */
const errorMessageOf = (e) => {
	const err = e.data && e.data.resultData && e.data.resultData.error;
	return err ? String(err.message) : '';
};
const isReport = (e) => {
	const err = e.data && e.data.resultData && e.data.resultData.error;
	return Boolean(err && err.node && err.node.name === REPORT);
};
const reportedIds = (e) =>
	[...errorMessageOf(e).matchAll(/payment\.received:([0-9A-Za-z_-]+)/g)].map((m) => m[1]);
// Check Claims' executions: by their run data; a running one's data may hold only the node to start with
const isCheck = (e) => {
	const runData = (e.data && e.data.resultData && e.data.resultData.runData) || {};
	if (runData['Polling (Safety Net)'] || runData['Webhook (Fast)']) return false;
	return (
		Boolean(runData['Check Claims']) || JSON.stringify(e.data || {}).includes('"Check Claims"')
	);
};

/** The transaction ids an execution carries (what its triggers put out). */
function paymentsOf(e) {
	const ids = new Set();
	for (const name of ['Webhook (Fast)', 'Polling (Safety Net)'])
		for (const item of outputItems(e, name)) {
			const id = item && item.data && item.data.transactionId;
			if (id) ids.add(id);
		}
	return ids;
}

let n8n;
let shopOf = {};
let sbOf = {};
let sbCreates;
const cache = new Map(); // finished executions by id (burst.js allExecutions)
const examples = {}; // kind -> {wf, hookUrl, sb, shop}
const started = Date.now();

beforeAll(async () => {
	const t0 = Date.now();
	n8n = await h.startN8n({
		packageTarball: h.tarball(),
		mode: 'queue',
		db: 'postgres',
		workers: WORKERS,
		webhookProcesses: 1,
		workerConcurrency: CONCURRENCY,
	});
	process.stdout.write(
		`Multiprocess setup: main + ${WORKERS} workers (concurrency ${CONCURRENCY}) + 1 webhook process on PostgreSQL started in ${((Date.now() - t0) / 1000).toFixed(1)} s (${JSON.stringify(n8n.timings)})\n`,
	);
	// the claim stores: a database of the same cluster with the example's table; DB 1 of the queue's redis
	n8n.sql(`CREATE DATABASE ${CLAIM_DB}`, { database: 'postgres' });
	n8n.sql(
		'CREATE TABLE mayar_paid (dedupe_key text PRIMARY KEY, claimed_at timestamptz NOT NULL DEFAULT now(), done_at timestamptz)',
		{ database: CLAIM_DB },
	);
	sbCreates = await sandbox(2701);
	for (const [i, kind] of KINDS.entries()) {
		sbOf[kind] = await sandbox(2711 + i);
		shopOf[kind] = await startShop();
	}
	await n8n.importCredentials([
		mayarCredential(sbCreates, 'mayarBudget3', WORKERS),
		mayarCredential(sbCreates, 'mayarBudget1', 1),
		// main (the poll), the webhook process (the confirmations) and the 3 workers (Check Claims' Paid Recently)
		...KINDS.map((k) => mayarCredential(sbOf[k], `mayarOnce${cap(k)}`, WORKERS + 2)),
		{
			id: 'redisClaimCred01',
			name: "Redis (n8n's queue, DB 1)",
			type: 'redis',
			data: {
				host: n8n.redis.host,
				port: n8n.redis.port,
				database: Number(REDIS_DB),
				password: '',
			},
		},
		{
			id: 'postgresClaimCrd',
			name: 'Postgres (claims)',
			type: 'postgres',
			data: {
				host: n8n.postgres.host,
				port: n8n.postgres.port,
				database: CLAIM_DB,
				user: n8n.postgres.user,
				password: '',
				ssl: 'disable',
			},
		},
	]);
}, 400_000);

afterAll(async () => {
	if (n8n) await n8n.stop();
	for (const sb of [sbCreates, ...Object.values(sbOf)]) if (sb) await sb.close();
	for (const shop of Object.values(shopOf)) if (shop) await shop.close();
	process.stdout.write(
		`Multiprocess (${RATE}/${WINDOW_S}s): file took ${minutes(Date.now() - started)} minutes\n`,
	);
}, 120_000);

const scenario = (name, title, fn, timeoutMs) =>
	(SCENARIOS.includes(name) ? test : test.skip)(`${title} (${RATE}/${WINDOW_S}s)`, fn, timeoutMs);

function keyNeverLogged(sbs) {
	const logs = n8n.logs();
	expect(logs.length).toBeGreaterThan(0);
	for (const sb of sbs) {
		expect(logs.includes(sb.keys.readWrite)).toBe(false);
		expect(JSON.stringify(sb.log).includes(sb.keys.readWrite)).toBe(false);
	}
}

/* ------------------------------------------------------------------ 1. one budget across processes */

/** 60 orders at once to a Webhook node (served by the webhook process), each creating an invoice on a worker. */
async function createsBurst(credId, processes) {
	const tag = crypto.randomBytes(3).toString('hex');
	const wfId = `mayarMultiCreates${tag}`;
	const webhookPath = `multi-creates-${tag}`;
	const description = `multiprocess creates ${tag}`;
	const expiredAt = new Date(Date.now() + 7 * DAY).toISOString();
	await n8n.importWorkflow({
		id: wfId,
		name: `Multiprocess: webhook creates invoices ${tag}`,
		nodes: [
			{
				id: crypto.randomUUID(),
				name: 'Webhook',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				position: [0, 0],
				webhookId: crypto.randomUUID(),
				parameters: {
					httpMethod: 'POST',
					path: webhookPath,
					responseMode: 'onReceived',
					options: {},
				},
			},
			h.node(
				'Create Invoice',
				{
					resource: 'invoice',
					operation: 'create',
					name: '={{ $json.body.name }}',
					email: '={{ $json.body.email }}',
					mobile: '081234567890',
					description,
					itemsInput: 'fields',
					items: {
						item: [
							{ description: 'Flash sale item', quantity: 1, rate: '={{ $json.body.amount }}' },
						],
					},
					expiredAt,
					redirectUrl: 'https://shop.example.com/thanks',
				},
				[250, 0],
				credId,
			),
		],
		connections: { Webhook: { main: [[{ node: 'Create Invoice', type: 'main', index: 0 }]] } },
		settings: {
			executionOrder: 'v1',
			saveDataSuccessExecution: 'all',
			saveDataErrorExecution: 'all',
		},
	});
	await n8n.publish(wfId, { via: 'api' });
	const url = `${n8n.webhookBaseUrl}/${webhookPath}`;
	await n8n.waitForWebhook(url, 60_000);
	// main serves no production webhook: the webhook process does
	const onMain = await fetch(`${n8n.mainWebhookBaseUrl}/${webhookPath}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: '{}',
	});
	await onMain.arrayBuffer();
	expect(onMain.status).toBe(404);

	await h.sleep(WINDOW_MS + 1000); // the sandbox's window empty
	const logIndex = sbCreates.log.length;
	const limitedBefore = sbCreates.rateLimited;
	const invoicesBefore = sbCreates.store.invoices.length;
	const startedBefore = Object.fromEntries(n8n.workers.map((w) => [w, startedBy(n8n, w).length]));
	const t0 = Date.now();
	const answers = await Promise.all(
		Array.from({ length: CREATES }, (_, i) =>
			fetch(url, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({
					name: `Multi Buyer ${tag} ${i}`,
					email: `multi-${tag}-${i}@example.com`,
					amount: 41_000 + i * 100,
				}),
			}).then(async (r) => {
				await r.arrayBuffer();
				return r.status;
			}),
		),
	);
	const limitMs = CREATE_TARGET * WINDOW_MS + OVERHEAD_MS;
	let executions = [];
	try {
		await h.until(
			`${CREATES} finished executions`,
			async () => {
				executions = await allExecutions(n8n, wfId, cache);
				return executions.filter(isFinished).length >= CREATES;
			},
			Math.max(limitMs * 3, 5 * 60_000),
			1000,
		);
	} catch {
		/* reported below */
	}
	const tookMs = Date.now() - t0;
	await h.sleep(2000); // a late duplicate create would show up here
	const customers = new Map(sbCreates.store.customers.map((c) => [c.id, c]));
	const mine = sbCreates.store.invoices
		.slice(invoicesBefore)
		.filter((inv) => inv.description === description);
	const distinct = new Set(mine.map((inv) => (customers.get(inv.customerId) || {}).email));
	const entries = sbCreates.log.slice(logIndex);
	const creates = entries.filter((e) => e.method === 'POST' && e.path === '/hl/v2/invoices/create');
	const refused = creates.filter((e) => e.status === 429).length;
	const failed = executions.filter((e) => e.status !== 'success').map(failureOf);
	const byWorker = n8n.workers.map((w) => `${w} ${startedBy(n8n, w).length - startedBefore[w]}`);
	const figures = {
		invoices: mine.length,
		failed: failed.length,
		twice: mine.length - distinct.size,
		missing: CREATES - distinct.size,
		refused,
		requests: creates.length,
		tookMs,
		limitMs,
	};
	process.stdout.write(
		`Multiprocess budget (main + ${WORKERS} workers + 1 webhook process, PostgreSQL; n8n Processes Using This Key ${processes}; ${RATE}/${WINDOW_S}s): orders ${CREATES}, invoices ${figures.invoices}, failed ${figures.failed}, twice ${figures.twice}, missing ${figures.missing}, refused (429) ${refused} of ${creates.length} create requests (${pct(refused, creates.length)}%), minutes ${minutes(tookMs)} (target ${minutes(limitMs)}: ${CREATE_TARGET} windows + ${OVERHEAD_MS / 1000} s)\n  | webhook answers ${JSON.stringify(count(answers))}; executions ${executions.length} (${JSON.stringify(count(executions.map((e) => e.status)))}), started by ${byWorker.join(', ')}; all sandbox requests ${entries.length}, 429s ${sbCreates.rateLimited - limitedBefore}${failed.length ? `\n  | not successful: ${failed.slice(0, 5).join('; ')}` : ''}\n`,
	);
	await n8n.unpublish(wfId, { via: 'api' });
	const perWorker = n8n.workers.map((w) => startedBy(n8n, w).length - startedBefore[w]);
	return { figures, answers, executions, perWorker };
}

scenario(
	'budget',
	'1. one rate budget across processes: 60 orders at once on 3 workers, each creating an invoice',
	async () => {
		const { figures, answers, executions, perWorker } = await createsBurst('mayarBudget3', WORKERS);
		expect(answers.every((s) => s === 200)).toBe(true);
		expect(executions.filter(isFinished)).toHaveLength(CREATES);
		expect(figures).toMatchObject({ invoices: CREATES, failed: 0, twice: 0, missing: 0 });
		expect(figures.refused).toBeLessThanOrEqual(Math.floor(0.05 * figures.requests));
		expect(figures.tookMs).toBeLessThanOrEqual(figures.limitMs);
		// the work was shared: every worker ran some of the orders
		for (const n of perWorker) expect(n).toBeGreaterThan(0);
		keyNeverLogged([sbCreates]);

		// the same burst with the setting left at 1 (each worker keeps the whole limit): printed, not held
		const without = await createsBurst('mayarBudget1', 1);
		process.stdout.write(
			`Multiprocess budget, setting left at 1: refused ${without.figures.refused} of ${without.figures.requests} (${pct(without.figures.refused, without.figures.requests)}%), invoices ${without.figures.invoices}, failed ${without.figures.failed}, twice ${without.figures.twice}, minutes ${minutes(without.figures.tookMs)}\n`,
		);
		expect(without.figures.twice).toBe(0);
	},
	(CREATE_TARGET * WINDOW_MS + OVERHEAD_MS) * 6 + 12 * 60_000,
);

/* ------------------------------------------------------------------ 2 and 3. each payment once */

/**
 * A shipped example, ready for this n8n: its credentials, a fresh webhook id, Fulfil Order calling the shop, and
 * Check Claims scaled (every CHECK_EVERY_S seconds; STALE_S for its 10 minutes).
 */
function exampleFor(kind) {
	const file = path.join(h.ROOT, 'examples', `payment-once-queue-${kind}.json`);
	const wf = JSON.parse(fs.readFileSync(file, 'utf8'));
	const byName = (n) => wf.nodes.find((x) => x.name === n);
	const trigger = byName('Webhook (Fast)');
	const claim = byName('Claim Payment');
	const gate = byName('New Claim?');
	const fulfil = byName('Fulfil Order');
	const check = byName('Check Claims');
	const paid = byName('Paid Recently');
	const next = (from, output = 0) =>
		((wf.connections[from] && wf.connections[from].main[output]) || []).map((c) => c.node);
	// the example as shipped: the two triggers -> Pass Once -> Payment; Check Claims -> Paid Recently -> Payment;
	// Payment -> the claim -> New Claim? -> Fulfil Order -> Mark Done, or (a claim met) -> In Doubt? -> Report
	expect(trigger.type).toBe(h.TRIGGER);
	expect(byName('Polling (Safety Net)').type).toBe(`${h.PKG}.mayarPollingTrigger`);
	expect(byName(PASS)).toMatchObject({
		type: h.ACTION,
		parameters: { resource: 'triggerEvent', operation: 'passOnce' },
	});
	expect(check).toMatchObject({
		type: 'n8n-nodes-base.scheduleTrigger',
		parameters: { rule: { interval: [{ field: 'minutes', minutesInterval: 15 }] } },
	});
	expect(paid).toMatchObject({
		type: h.ACTION,
		parameters: { resource: 'transaction', operation: 'getMany', returnAll: true },
	});
	// Paid Recently: the last day from the first check on (Checks From), but the last 10 minutes (the triggers')
	const { filters } = paid.parameters;
	expect(filters.startAt).toContain('DateTime.fromISO($json.since)');
	expect(filters.startAt).toContain('$now.minus({ minutes: 10, seconds: 1 })');
	expect(filters.endAt).toBe('={{ $now.minus({ minutes: 10 }).toISO() }}');
	filters.startAt = filters.startAt.replace(
		'$now.minus({ minutes: 10, seconds: 1 })',
		`$now.minus({ seconds: ${STALE_S + 1} })`,
	);
	filters.endAt = `={{ $now.minus({ seconds: ${STALE_S} }).toISO() }}`;
	if (kind === 'redis') {
		expect(claim).toMatchObject({
			type: 'n8n-nodes-base.redis',
			parameters: {
				operation: 'incr',
				key: '=mayar:paid:{{ $json.dedupeKey }}',
				expire: true,
				ttl: 691200,
			},
		});
		expect(byName('Mark Done')).toMatchObject({
			type: 'n8n-nodes-base.redis',
			parameters: { operation: 'set', key: "=mayar:done:{{ $('Payment').item.json.dedupeKey }}" },
		});
		expect(next('New Claim?', 1)).toEqual(['Done?']);
		expect(next('Done?')).toEqual(['In Doubt?']);
		expect(next('First Check?')).toEqual(['Start Checking']);
		// in doubt: a payment of the check paid over 10 minutes ago, claimed and not done
		const doubt = byName('In Doubt?').parameters.conditions.conditions[0];
		expect(doubt.leftValue).toContain('$now.minus({ minutes: 10 })');
		doubt.leftValue = doubt.leftValue.replace(
			'$now.minus({ minutes: 10 })',
			`$now.minus({ seconds: ${STALE_S} })`,
		);
	} else {
		expect(claim).toMatchObject({
			type: 'n8n-nodes-base.postgres',
			parameters: {
				operation: 'executeQuery',
				options: { queryReplacement: '={{ $json.dedupeKey }}' },
			},
		});
		expect(claim.parameters.query).toContain('ON CONFLICT (dedupe_key) DO NOTHING');
		expect(claim.parameters.query).toContain("interval '10 minutes'");
		expect(byName('Mark Done').parameters.query).toContain('SET done_at = now()');
		expect(next('New Claim?', 1)).toEqual(['In Doubt?']);
		expect(next('First Check?')).toEqual([]);
		claim.parameters.query = claim.parameters.query.replace(
			"interval '10 minutes'",
			`interval '${STALE_S} seconds'`,
		);
	}
	expect(gate.type).toBe('n8n-nodes-base.if');
	expect(next('Check Claims')).toEqual(['Checks From']);
	// the first check only starts the clock
	expect(next('Checks From')).toEqual(['First Check?']);
	expect(next('First Check?', 1)).toEqual(['Paid Recently']);
	expect(next(PASS)).toEqual(['Payment']);
	expect(next('Paid Recently')).toEqual(['Payment']);
	expect(next('Payment')).toEqual(['Claim Payment']);
	expect(next('Claim Payment')).toEqual(['New Claim?']);
	expect(next('New Claim?')).toEqual(['Fulfil Order']);
	expect(next('Fulfil Order')).toEqual(['Mark Done']);
	expect(next('In Doubt?')).toEqual([REPORT]);
	expect(next('In Doubt?', 1)).toEqual([]);
	expect(byName(REPORT).type).toBe('n8n-nodes-base.stopAndError');
	// n8n runs the fulfilment branch (drawn above) before the report, so a report never stops a fulfilment
	expect(fulfil.position[1]).toBeLessThan(byName('In Doubt?').position[1]);
	const assignment = (n) => fulfil.parameters.assignments.assignments.find((a) => a.name === n);
	expect(assignment('transactionId').value).toBe(`={{ ${TX_EXPR} }}`);
	expect(assignment('amount').value).toBe(`={{ ${AMOUNT_EXPR} }}`);
	check.parameters.rule.interval = [{ field: 'seconds', secondsInterval: CHECK_EVERY_S }];

	const shop = shopOf[kind];
	wf.id = `mayarOnce${cap(kind)}${crypto.randomBytes(3).toString('hex')}`;
	wf.name = `${wf.name} (e2e)`;
	wf.settings = { ...wf.settings, saveDataErrorExecution: 'all', saveDataSuccessExecution: 'all' };
	for (const n of wf.nodes) {
		if (n.credentials && n.credentials[h.CREDENTIAL])
			n.credentials = h.credRef(`mayarOnce${cap(kind)}`);
		if (n.credentials && n.credentials.redis)
			n.credentials = { redis: { id: 'redisClaimCred01', name: "Redis (n8n's queue, DB 1)" } };
		if (n.credentials && n.credentials.postgres)
			n.credentials = { postgres: { id: 'postgresClaimCrd', name: 'Postgres (claims)' } };
		if (n.webhookId) n.webhookId = crypto.randomUUID();
	}
	Object.assign(fulfil, {
		type: 'n8n-nodes-base.httpRequest',
		typeVersion: 4.2,
		parameters: {
			method: 'POST',
			url: `${shop.url}/fulfil`,
			sendBody: true,
			contentType: 'json',
			specifyBody: 'json',
			jsonBody: `={ "transactionId": "{{ ${TX_EXPR} }}", "amount": {{ ${AMOUNT_EXPR} }} }`,
			options: {},
		},
	});
	return wf;
}

/** Imports and publishes both examples (once); each account's webhook URL is its workflow's, on the webhook process. */
async function publishExamples() {
	const todo = KINDS.filter((k) => !examples[k]);
	if (!todo.length) return;
	const since = Date.now();
	for (const kind of todo) {
		const wf = exampleFor(kind);
		await n8n.importWorkflow(wf);
		await n8n.publish(wf.id, { via: 'api' });
		const trigger = wf.nodes.find((n) => n.name === 'Webhook (Fast)');
		const hookUrl = `${n8n.webhookBaseUrl}/${trigger.webhookId}/webhook`;
		examples[kind] = { kind, wf, hookUrl, sb: sbOf[kind], shop: shopOf[kind] };
	}
	for (const kind of todo) {
		const ex = examples[kind];
		await n8n.waitForWebhook(ex.hookUrl, 60_000);
		// the polling trigger's activation poll sets its mark at the newest payment
		await h.waitForActivationPoll(ex.sb, since);
		ex.sb.store.account.urlHook = ex.hookUrl;
	}
	// Check Claims covers payments from its first run on (Checks From): let it run once before any burst
	for (const kind of todo)
		await h.until(
			`the first Check Claims of the ${kind} example`,
			async () =>
				(await allExecutions(n8n, examples[kind].wf.id, cache)).some(
					(e) => isCheck(e) && isFinished(e),
				),
			CHECK_EVERY_S * 1000 + 60_000,
			1000,
		);
}

/** Whether the claim of a payment exists in the example's store. */
async function claimed(kind, ids) {
	const out = new Map();
	if (!ids.length) return out;
	if (kind === 'redis') {
		const replies = await n8n.redisCommands([
			['SELECT', REDIS_DB],
			...ids.map((id) => ['GET', `mayar:paid:payment.received:${id}`]),
		]);
		ids.forEach((id, i) => out.set(id, replies[i + 1] === null ? 0 : Number(replies[i + 1])));
	} else {
		const rows = new Set(
			n8n
				.sql(
					`SELECT dedupe_key FROM mayar_paid WHERE dedupe_key IN (${ids.map((id) => `'payment.received:${id.replace(/'/g, "''")}'`).join(',')})`,
					{ database: CLAIM_DB },
				)
				.split('\n')
				.filter(Boolean),
		);
		for (const id of ids) out.set(id, rows.has(`payment.received:${id}`) ? 1 : 0);
	}
	return out;
}

/** The merchant's answers to a report: the payment is in the shop (mark its claim done), or not (delete it). */
async function markDone(kind, id) {
	const key = `payment.received:${id}`;
	if (kind === 'redis')
		await n8n.redisCommands([
			['SELECT', REDIS_DB],
			['SET', `mayar:done:${key}`, '1', 'EX', '691200'],
		]);
	else
		n8n.sql(
			`UPDATE mayar_paid SET done_at = now() WHERE dedupe_key = '${key.replace(/'/g, "''")}'`,
			{
				database: CLAIM_DB,
			},
		);
}
async function deleteClaim(kind, id) {
	const key = `payment.received:${id}`;
	if (kind === 'redis')
		await n8n.redisCommands([
			['SELECT', REDIS_DB],
			['DEL', `mayar:paid:${key}`],
		]);
	else
		n8n.sql(`DELETE FROM mayar_paid WHERE dedupe_key = '${key.replace(/'/g, "''")}'`, {
			database: CLAIM_DB,
		});
}

/**
 * Which of `ids` Pass Once has recorded for a workflow: n8n's processed_data table keeps the md5 (base64) of each
 * key; null if unreadable.
 */
function passOnceRecorded(wfId, ids) {
	try {
		const raw = n8n.sql(
			`SELECT value FROM processed_data WHERE "workflowId" = '${wfId.replace(/'/g, "''")}'`,
		);
		const md5 = (v) => crypto.createHash('md5').update(v).digest('base64');
		return ids.filter((id) => raw.includes(md5(`payment.received:${id}`)));
	} catch (e) {
		process.stdout.write(`  | (Pass Once's record unreadable: ${e.message.split('\n')[0]})\n`);
		return null;
	}
}

/**
 * What happened to the payments `ids` of one example since the round began: shipments, the executions carrying
 * each (by their triggers' output), and what Pass Once and the claim did (retries, which carry their original's
 * data, left out of those counts).
 */
async function tally(ex, ids) {
	// read afresh, not from the cache of finished executions: a webhook execution read just after it finished
	// has shown items stored as {} that a later read shows whole
	const executions = (await allExecutions(n8n, ex.wf.id, new Map())).filter(
		(e) => !ex.before.has(String(e.id)),
	);
	const carrying = new Map(ids.map((id) => [id, []]));
	const mine = new Set(ids);
	let passed = 0;
	let claimNew = 0;
	let claimStopped;
	const passedIds = new Set();
	const oddItems = new Set(); // items of Pass Once's output without data.transactionId (reported)
	for (const e of executions) {
		for (const id of paymentsOf(e)) if (mine.has(id)) carrying.get(id).push(e);
		if (e.mode === 'retry') continue;
		const through = outputItems(e, PASS);
		passed += through.length;
		const carried = [...paymentsOf(e)];
		for (const item of through) {
			if (item && item.data && item.data.transactionId) passedIds.add(item.data.transactionId);
			else {
				// (reported: an item read as {}); an execution with one payment passed that one
				oddItems.add(`${e.id}:${e.mode}:{${Object.keys(item || {}).join(',')}}`);
				if (carried.length === 1) passedIds.add(carried[0]);
			}
		}
		claimNew += outputItems(e, 'New Claim?', 0).length;
	}
	// what Pass Once passed and the claim did not: New Claim?'s false output, or (Postgres, several items in one
	// execution) no row at all for an item whose insert met the key
	claimStopped = passed - claimNew;
	const shipped = ids.filter((id) => ex.shop.shipped(id) >= 1);
	const twice = ids.filter((id) => ex.shop.shipped(id) > 1);
	const missing = ids.filter((id) => ex.shop.shipped(id) === 0);
	return {
		executions,
		carrying,
		shipped,
		twice,
		missing,
		passed,
		passedIds,
		oddItems,
		claimNew,
		claimStopped,
	};
}

/** Sends each of `bodies` (payment.received data) to the example's webhook at once; the answers' statuses. */
const deliverAll = (ex, bodies) =>
	Promise.all(bodies.map((data) => ex.sb.deliverWebhook('payment.received', data)));

/**
 * One round for every example at once: PAYMENTS payments at once, REDELIVERED of them delivered REPEATS times more
 * at the same moment; `kill`: a worker SIGKILLed in the middle. Then (`race`) RACE payments each delivered COPIES
 * times at once while the confirmations have their budget, so that executions of one payment run on several
 * workers at the same moment; (`failing`) FAILING payments whose first fulfilment fails, retried through n8n; then
 * LATE payments delivered again, and a poll.
 */
async function paymentRound(name, { kill, race, failing }) {
	await publishExamples();
	const exs = KINDS.map((k) => examples[k]);
	for (const ex of exs) {
		ex.before = new Set((await allExecutions(n8n, ex.wf.id, cache)).map((e) => String(e.id)));
		ex.mark = {
			log: ex.sb.log.length,
			limited: ex.sb.rateLimited,
			deliveries: ex.sb.deliveries.length,
		};
		ex.calls0 = ex.shop.calls.length;
		ex.ids = ex.sb.addUnpaidTransactions(PAYMENTS).map((t) => t.id);
		ex.bodies = new Map();
		// with a kill: the shop holds every other payment's call, so that the kill finds the poll's execution in
		// Fulfil Order (claims made, some shipped, some in flight)
		if (kill) ex.shop.holdIds = new Set(ex.ids.filter((_, i) => i % 2 === 1));
	}
	const workerStarts = Object.fromEntries(n8n.workers.map((w) => [w, startedBy(n8n, w).length]));
	const t0 = Date.now();
	for (const ex of exs)
		for (const id of ex.ids) ex.bodies.set(id, ex.sb.payTransaction(id).delivery.body.data); // same tick
	const concurrent = Promise.all(
		exs.map((ex) =>
			deliverAll(
				ex,
				ex.ids.slice(0, REDELIVERED).flatMap((id) => Array(REPEATS).fill(ex.bodies.get(id))),
			),
		),
	);

	// --- the kill: the worker that runs a poll's execution (the bulk of the burst: every payment the webhook
	// answered 503 for), KILL_DELAY_MS after it started it
	let killed = null;
	if (kill) {
		const wfIds = new Set(exs.map((ex) => ex.wf.id));
		const seen = new Set();
		let target;
		try {
			target = await h.until(
				"a poll's execution started on a worker",
				async () => {
					for (const w of n8n.workers.filter((x) => n8n.running(x))) {
						for (const id of startedBy(n8n, w).slice(workerStarts[w])) {
							if (seen.has(id)) continue;
							const r = await n8n.api('GET', `/executions/${id}?includeData=true`);
							if (r.status !== 200) continue; // not saved yet: look again
							seen.add(id);
							// Check Claims' executions are 'trigger' ones too
							if (
								r.json.mode === 'trigger' &&
								wfIds.has(String(r.json.workflowId)) &&
								!isCheck(r.json)
							)
								return { w, id };
						}
					}
					return null;
				},
				SHIP_TIMEOUT_MS,
				50,
			);
		} catch {
			// no poll's execution (everything came by webhook): the worker with the most executions in flight
			const busiest = n8n.workers
				.filter((w) => n8n.running(w))
				.map((w) => {
					const done = finishedBy(n8n, w);
					const open = startedBy(n8n, w)
						.slice(workerStarts[w])
						.filter((id) => !done.has(id));
					return { w, n: open.length };
				})
				.sort((a, b) => b.n - a.n)[0];
			target = { w: busiest.w, id: null };
		}
		try {
			await h.until(
				'the shop holding a fulfilment call',
				() => exs.some((ex) => ex.shop.held.length),
				60_000,
				50,
			);
		} catch {
			/* killed all the same */
		}
		await h.sleep(KILL_DELAY_MS);
		const heldAtKill = exs.reduce((n, ex) => n + ex.shop.held.length, 0);
		const shippedAtKill = exs.reduce(
			(n, ex) => n + ex.ids.filter((id) => ex.shop.shipped(id)).length,
			0,
		);
		const exit = await n8n.kill(target.w, 'SIGKILL');
		// what it had started and not finished
		const done = finishedBy(n8n, target.w);
		const open = startedBy(n8n, target.w)
			.slice(workerStarts[target.w])
			.filter((id) => !done.has(id));
		killed = {
			name: target.w,
			poll: target.id,
			open,
			atMs: Date.now() - t0,
			shippedAtKill,
			heldAtKill,
			exit,
		};
		// the held calls of the processes still running are answered (shipped); the killed worker's are gone
		await h.sleep(1000);
		for (const ex of exs) {
			ex.shop.holdIds = new Set();
			ex.shop.releaseHeld();
		}
		process.stdout.write(
			`Multiprocess ${name}: SIGKILLed ${target.w} ${(killed.atMs / 1000).toFixed(1)} s into the burst${target.id ? `, which had started the poll's execution ${target.id}, ${KILL_DELAY_MS} ms after the shop's first held call` : ' (no poll execution seen)'}, ${shippedAtKill} of ${PAYMENTS * exs.length} payments shipped, ${heldAtKill} fulfilment calls held; executions it had started and not finished: ${open.join(', ') || 'none'}\n`,
		);
	}

	// --- every payment shipped; after a kill: what is shipped, with every execution of the killed worker ended
	const killedIds = new Set(killed ? killed.open : []);
	const allShipped = () => exs.every((ex) => ex.ids.every((id) => ex.shop.shipped(id)));
	// (Check Claims runs all along, and a running execution's data does not name its trigger: what is waited for
	// is a set of executions by id)
	const finishedAll = async (ids) => {
		let found = 0;
		for (const ex of exs)
			for (const e of await allExecutions(n8n, ex.wf.id, cache))
				if (ids.has(String(e.id))) {
					if (!isFinished(e)) return false;
					found += 1;
				}
		return found === ids.size;
	};
	const killedEnded = () => finishedAll(killedIds);
	try {
		await h.until(
			killed ? 'every execution of the killed worker ended, none running' : 'every payment shipped',
			async () => (killed ? allShipped() || (await killedEnded()) : allShipped()),
			SHIP_TIMEOUT_MS,
			killed ? 3000 : 1000,
		);
	} catch {
		/* reported below */
	}
	const shipMs = Date.now() - t0;
	(await concurrent).forEach((answers, i) => {
		exs[i].concurrentAnswers = answers;
	});

	// --- executions of one payment on several workers at the same moment
	if (race) {
		await h.sleep(WINDOW_MS + 1000); // the confirmations' budget free again
		await Promise.all(
			exs.map(async (ex) => {
				const ids = ex.sb.addUnpaidTransactions(RACE).map((t) => t.id);
				const copies = [];
				for (const id of ids) {
					ex.bodies.set(id, ex.sb.payTransaction(id).delivery.body.data);
					for (let c = 1; c < COPIES; c++) copies.push(ex.bodies.get(id));
				}
				ex.raceAnswers = await deliverAll(ex, copies);
				ex.raceIds = ids;
				ex.ids.push(...ids);
			}),
		);
		try {
			await h.until('the raced payments shipped', allShipped, POLL_INTERVAL_MS + 60_000, 500);
		} catch {
			/* reported below */
		}
	}

	// --- a fulfilment that fails after its claim: listed as failed with the claim made; n8n's Retry ships it once
	const retried = {};
	if (failing) {
		for (const ex of exs) {
			retried[ex.kind] = [];
			for (let i = 0; i < FAILING; i++) {
				const [tx] = ex.sb.addUnpaidTransactions(1);
				ex.shop.failNext.add(tx.id);
				ex.bodies.set(tx.id, ex.sb.payTransaction(tx.id).delivery.body.data);
				const failed = await h.until(
					`a failed execution of ${tx.id}`,
					async () => {
						const list = await allExecutions(n8n, ex.wf.id, cache);
						return list.find((e) => e.status === 'error' && paymentsOf(e).has(tx.id));
					},
					POLL_INTERVAL_MS + 60_000,
					1000,
				);
				const claimBefore = (await claimed(ex.kind, [tx.id])).get(tx.id);
				const r = await n8n.rest('POST', `/executions/${failed.id}/retry`, { loadWorkflow: false });
				const retry = r.json && r.json.data;
				await h.until(
					`the retry of ${failed.id} shipped ${tx.id}`,
					() => ex.shop.shipped(tx.id) >= 1,
					60_000,
					500,
				);
				retried[ex.kind].push({
					tx: tx.id,
					failed: failed.id,
					error: failureOf(failed),
					claimBefore,
					retryStatus: r.status,
					retry: retry ? `${retry.id}:${retry.status}` : r.text.slice(0, 200),
					shipped: () => ex.shop.shipped(tx.id),
					claimAfter: () => claimed(ex.kind, [tx.id]).then((m) => m.get(tx.id)),
				});
				ex.ids.push(tx.id);
			}
		}
	}

	// --- LATE payments delivered again, at once; then a poll
	const since = Date.now();
	await Promise.all(
		exs.map(async (ex) => {
			ex.late = await deliverAll(
				ex,
				ex.ids.slice(0, LATE).map((id) => ex.bodies.get(id)),
			);
		}),
	);
	for (const ex of exs)
		await h.until(
			'a poll after the redeliveries',
			() =>
				ex.sb.log.some(
					(e) => e.method === 'GET' && e.path === '/hl/v2/transactions' && e.time > since,
				),
			POLL_INTERVAL_MS + 30_000,
			500,
		);
	await h.sleep(15_000);
	try {
		const running = new Set();
		for (const ex of exs)
			for (const e of await allExecutions(n8n, ex.wf.id, cache))
				if (!ex.before.has(String(e.id)) && !isFinished(e)) running.add(String(e.id));
		await h.until(
			'every execution running now finished',
			() => finishedAll(running),
			4 * 60_000,
			3000,
		);
	} catch {
		/* reported below */
	}

	// --- figures, per example
	const results = {};
	for (const ex of exs) {
		const t = await tally(ex, ex.ids);
		const calls = ex.shop.calls.slice(ex.calls0);
		const notSuccessful = t.executions.filter((e) => e.status !== 'success');
		const killedExecutions = t.executions.filter((e) => killedIds.has(String(e.id)));
		const claims = await claimed(ex.kind, t.missing);
		const recorded = passOnceRecorded(ex.wf.id, t.missing);
		// (the record check itself: the payments it passed must be found)
		const recordedPassed = passOnceRecorded(ex.wf.id, [...t.passedIds]);
		const entries = ex.sb.log.slice(ex.mark.log);
		const deliveries = ex.sb.deliveries
			.slice(ex.mark.deliveries)
			.filter((d) => d.source === 'AUTOMATIC');
		const attempts = deliveries.flatMap((d) => d.attempts.map((a) => a.status));
		const mineIds = new Set(t.executions.map((e) => String(e.id)));
		const ranBy = n8n.workers.map(
			(w) => `${w} ${startedBy(n8n, w).filter((id) => mineIds.has(id)).length}`,
		);
		const lines = [
			`Multiprocess ${name} (${cap(ex.kind)} claim; main + ${WORKERS} workers + 1 webhook process, PostgreSQL; ${RATE}/${WINDOW_S}s${killed ? `; ${killed.name} SIGKILLed` : ''}): payments ${ex.ids.length}, fulfilled ${t.shipped.length}, twice ${t.twice.length}, missing ${t.missing.length}, minutes ${minutes(shipMs)}`,
			`  | Pass Once passed ${t.passed} items (${t.passedIds.size} payments): new claims ${t.claimNew}, repeats stopped by the claim ${t.claimStopped}; shop calls ${calls.length} ${JSON.stringify(count(calls.map((c) => c.status)))}; executions ${t.executions.length} ${JSON.stringify(count(t.executions.map((e) => `${e.mode}:${e.status}`)))}, run by ${ranBy.join(', ')}`,
			`  | webhook deliveries ${deliveries.length}, attempts answered ${JSON.stringify(count(attempts))}; ${REDELIVERED}x${REPEATS} redeliveries at once answered ${JSON.stringify(count(ex.concurrentAnswers))}${race ? `; ${RACE} payments x${COPIES} at once answered ${JSON.stringify(count(ex.raceAnswers || []))}` : ''}; ${LATE} late redeliveries answered ${JSON.stringify(count(ex.late))}; sandbox requests ${entries.length}, 429s ${ex.sb.rateLimited - ex.mark.limited}`,
		];
		if (t.oddItems.size)
			lines.push(
				`  | Pass Once's output items stored without data.transactionId: ${t.oddItems.size} (${listIds([...t.oddItems], 5)})`,
			);
		if (notSuccessful.length)
			lines.push(
				`  | not successful: ${listIds(
					notSuccessful.map((e) => failureOf(e).slice(0, 140)),
					6,
				)}`,
			);
		if (killed)
			lines.push(
				`  | executions of the killed worker: ${killedExecutions.length} (${JSON.stringify(count(killedExecutions.map((e) => `${e.mode}:${e.status}`)))}), payments their data still names: ${killedExecutions.reduce((n, e) => n + paymentsOf(e).size, 0)}`,
			);
		if (t.missing.length)
			lines.push(
				`  | not shipped: ${t.missing.length}; claim made ${t.missing.filter((id) => claims.get(id) > 0).length}, recorded by Pass Once ${recorded ? recorded.length : 'n/a'} (of the payments it passed in executions listed: ${recordedPassed ? recordedPassed.length : 'n/a'} of ${t.passedIds.size} found); ${listIds(
					t.missing.map(
						(id) =>
							`${id} [${t.carrying
								.get(id)
								.map((e) => `${e.id}:${e.mode}:${e.status}`)
								.join(' ')}] claim ${claims.get(id)}`,
					),
					5,
				)}`,
			);
		if (t.twice.length)
			lines.push(
				`  | shipped twice: ${listIds(
					t.twice.map(
						(id) =>
							`${id} x${ex.shop.shipped(id)} [${t.carrying
								.get(id)
								.map((e) => `${e.id}:${e.status}`)
								.join(' ')}]`,
					),
					5,
				)}`,
			);
		for (const r of retried[ex.kind] || [])
			lines.push(
				`  | fulfilment failed after the claim: ${r.tx} execution ${r.error}, claim ${r.claimBefore}; Retry answered ${r.retryStatus}, retry execution ${r.retry}; shipped ${r.shipped()}, claim ${await r.claimAfter()}`,
			);
		if (ex.shop.bad.length) lines.push(`  | calls without a transactionId: ${ex.shop.bad.length}`);
		process.stdout.write(`${lines.join('\n')}\n`);
		results[ex.kind] = {
			t,
			claims,
			recorded,
			killedExecutions,
			retried: retried[ex.kind] || [],
		};
	}
	// --- after a kill, the recovery the examples describe: Check Claims fulfils each payment never claimed (Pass
	// Once's record does not stop it: the check does not pass through Pass Once) and reports each claim never marked
	// done as a failed execution naming it; the merchant (here the test) looks each one up in the shop, marks it done
	// or deletes its claim, and the next check fulfils the deleted ones
	if (killed) {
		for (const ex of exs) {
			const mine = async () =>
				(await allExecutions(n8n, ex.wf.id, cache)).filter((e) => !ex.before.has(String(e.id)));
			let report = null;
			let reported = new Set();
			const accounted = async () => {
				const reports = (await mine()).filter(isReport).sort((a, b) => Number(b.id) - Number(a.id));
				report = reports[0] || null;
				reported = new Set(report ? reportedIds(report) : []);
				return ex.ids.every((id) => ex.shop.shipped(id) || reported.has(id));
			};
			try {
				await h.until('every payment shipped or reported in doubt', accounted, RECOVERY_MS, 2000);
			} catch {
				/* held below */
			}
			const r = results[ex.kind];
			r.unaccounted = ex.ids.filter((id) => !ex.shop.shipped(id) && !reported.has(id));
			r.reported = [...reported];
			r.reportMessage = report ? errorMessageOf(report) : '';
			r.reports = (await mine()).filter(isReport).length;
			// the merchant's part: shipped -> mark done; not shipped -> delete the claim
			const shippedBefore = r.reported.filter((id) => ex.shop.shipped(id));
			for (const id of r.reported)
				if (ex.shop.shipped(id)) await markDone(ex.kind, id);
				else await deleteClaim(ex.kind, id);
			const resolvedAt = Date.now(); // (a check that started while the answers were given can still name some)
			try {
				await h.until(
					'every payment shipped',
					() => ex.ids.every((id) => ex.shop.shipped(id)),
					RECOVERY_MS,
					1000,
				);
				// and a check started after that reports nothing
				const allShippedAt = Date.now();
				await h.until(
					'a check after every payment shipped',
					async () =>
						(await mine()).find(
							(e) => isCheck(e) && isFinished(e) && Date.parse(e.startedAt) > allShippedAt,
						),
					4 * CHECK_EVERY_S * 1000 + 60_000,
					2000,
				);
			} catch {
				/* held below */
			}
			const after = await tally(ex, ex.ids);
			const later = (await mine()).filter(
				(e) => isCheck(e) && Date.parse(e.startedAt) > resolvedAt,
			);
			r.recovery = { after, shippedBefore, later };
			process.stdout.write(
				`Multiprocess ${name}, recovered by Check Claims (${cap(ex.kind)} claim; every ${CHECK_EVERY_S} s, ${STALE_S} s for 10 minutes): not shipped after the burst ${r.t.missing.length}; reported in doubt ${r.reported.length} (of them shipped already ${shippedBefore.length}) by ${r.reports} failed executions, neither shipped nor reported ${r.unaccounted.length}; after marking those shipped done and deleting the others' claims (${((Date.now() - resolvedAt) / 1000).toFixed(0)} s): payments ${ex.ids.length}, fulfilled ${after.shipped.length}, twice ${after.twice.length}, missing ${after.missing.length}; checks since ${later.length} ${JSON.stringify(count(later.map((e) => e.status)))}\n  | the report: ${r.reportMessage.slice(0, 400)}\n`,
			);
		}
	}
	return { results, killed };
}

scenario(
	'once',
	'2. each payment once across processes: 100 payments at once, redeliveries, one payment on several workers at once, a failed fulfilment retried',
	async () => {
		const { results } = await paymentRound('exactly once', {
			kill: false,
			race: true,
			failing: true,
		});
		for (const kind of KINDS) {
			const { t, retried } = results[kind];
			expect({ kind, twice: t.twice, missing: t.missing }).toEqual({
				kind,
				twice: [],
				missing: [],
			});
			expect(t.shipped).toHaveLength(PAYMENTS + RACE + FAILING);
			expect(shopOf[kind].bad).toEqual([]);
			// one new claim per payment, each shipped once (Pass Once's other passes were stopped by the claim)
			expect(t.claimNew).toBe(t.shipped.length);
			// the failed fulfilments: claim made, listed as error, n8n's Retry shipped each once
			expect(retried).toHaveLength(FAILING);
			for (const r of retried) {
				expect(r.claimBefore).toBeGreaterThan(0);
				expect(r.retryStatus).toBe(200);
				expect(r.shipped()).toBe(1);
			}
			// nothing but those failed executions failed
			const others = t.executions.filter(
				(e) =>
					isFinished(e) &&
					e.status !== 'success' &&
					!retried.some((r) => String(r.failed) === String(e.id)),
			);
			expect(others.map(failureOf)).toEqual([]);
		}
		keyNeverLogged(KINDS.map((k) => sbOf[k]));
	},
	SHIP_TIMEOUT_MS + 14 * 60_000,
);

scenario(
	'kill',
	'3. each payment once with a worker SIGKILLed in the middle of the burst',
	async () => {
		const { results, killed } = await paymentRound('worker killed', {
			kill: true,
			race: false,
			failing: false,
		});
		expect(killed).not.toBeNull();
		expect(killed.exit.signal).toBe('SIGKILL');
		let killedExecutions = 0;
		for (const kind of KINDS) {
			const r = results[kind];
			const { t } = r;
			// nothing shipped twice; the killed worker's executions ended
			expect({ kind, twice: t.twice }).toEqual({ kind, twice: [] });
			expect(
				t.executions
					.filter((e) => killed.open.includes(String(e.id)) && !isFinished(e))
					.map(failureOf),
			).toEqual([]);
			// only the killed worker's executions and Check Claims' reports failed
			const failed = t.executions.filter(
				(e) => isFinished(e) && e.status !== 'success' && !isReport(e),
			);
			expect(failed.filter((e) => !killed.open.includes(String(e.id))).map(failureOf)).toEqual([]);
			killedExecutions += r.killedExecutions.length;
			// every payment shipped, or named in a failed execution (the report) that says how to recover it
			expect({ kind, unaccounted: r.unaccounted }).toEqual({ kind, unaccounted: [] });
			if (r.reported.length) {
				expect(r.reportMessage).toContain('Look each up in your shop');
				expect(r.reportMessage).toContain(
					kind === 'redis' ? 'DEL mayar:paid:' : 'DELETE FROM mayar_paid',
				);
			}
			// after the merchant's answers, the next check fulfilled the rest: every payment once
			const { after, later } = r.recovery;
			expect({ kind, twice: after.twice, missing: after.missing }).toEqual({
				kind,
				twice: [],
				missing: [],
			});
			// and the checks since report nothing
			expect(later.filter((e) => e.status !== 'success').map(failureOf)).toEqual([]);
			expect(later.length).toBeGreaterThan(0);
		}
		// every execution the worker had in flight is listed as failed (or crashed)
		expect(killedExecutions).toBe(killed.open.length);
		// the kill found the poll's execution in Fulfil Order (calls held, the killed worker's dropped): claims
		// never marked done, each reported
		const dropped = KINDS.reduce(
			(n, k) => n + shopOf[k].calls.filter((c) => c.status === 'dropped').length,
			0,
		);
		const reported = KINDS.reduce((n, k) => n + results[k].reported.length, 0);
		process.stdout.write(
			`Multiprocess worker killed: fulfilment calls dropped with the worker ${dropped}, payments reported in doubt ${reported}\n`,
		);
		if (dropped) expect(reported).toBeGreaterThanOrEqual(dropped);
		keyNeverLogged(KINDS.map((k) => sbOf[k]));
	},
	SHIP_TIMEOUT_MS + 14 * 60_000 + 4 * RECOVERY_MS,
);
