'use strict';
/*
 * Several n8n processes in one deployment: n8n 2.41.1 in queue mode on PostgreSQL, a main, 3 workers and a webhook
 * process, every sandbox answering under its recorded-live profile. Issue 27's figures, scaled as in burst.js
 * (`npm run test:multiprocess` runs them at full scale):
 *  1. one rate budget across processes: 60 orders at once, each creating an invoice on a worker;
 *  2. each payment once across processes: the shipped queue-mode examples (Redis and Postgres claim) take 100
 *     payments at once, redeliveries, one payment on several workers at once and a failed fulfilment retried;
 *  3. the same burst with the worker running the poll's execution SIGKILLed; Check Claims reports what it left.
 * What each scenario does and holds, and the shop, examples and claim stores it reads: ./multiprocess.js.
 * Each scenario prints figure lines starting "Multiprocess". MAYAR_MULTI_SCENARIOS=budget,once,kill and
 * MAYAR_MULTI_EXAMPLES=redis,postgres run only some (for development).
 */
const crypto = require('crypto');
const h = require('./helpers');
const {
	WINDOW_S,
	WINDOW_MS,
	RATE,
	OVERHEAD_MS,
	DAY,
	minutes,
	count,
	keyNeverLogged,
	allExecutions,
	isFinished,
} = require('./burst');
const mp = require('./multiprocess');

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
		workers: mp.WORKERS,
		webhookProcesses: 1,
		workerConcurrency: mp.CONCURRENCY,
	});
	process.stdout.write(
		`Multiprocess setup: main + ${mp.WORKERS} workers (concurrency ${mp.CONCURRENCY}) + 1 webhook process on PostgreSQL started in ${((Date.now() - t0) / 1000).toFixed(1)} s (${JSON.stringify(n8n.timings)})\n`,
	);
	// the claim stores: a database of the same cluster with the example's table; DB 1 of the queue's redis
	n8n.sql(`CREATE DATABASE ${mp.CLAIM_DB}`, { database: 'postgres' });
	n8n.sql(
		'CREATE TABLE mayar_paid (dedupe_key text PRIMARY KEY, claimed_at timestamptz NOT NULL DEFAULT now(), done_at timestamptz)',
		{ database: mp.CLAIM_DB },
	);
	sbCreates = await mp.sandbox(2701);
	for (const [i, kind] of mp.KINDS.entries()) {
		sbOf[kind] = await mp.sandbox(2711 + i);
		shopOf[kind] = await mp.startShop();
	}
	await n8n.importCredentials([
		mp.mayarCredential(sbCreates, 'mayarBudget3', mp.WORKERS),
		mp.mayarCredential(sbCreates, 'mayarBudget1', 1),
		// main (the poll), the webhook process (the confirmations) and the 3 workers (Check Claims' Paid Recently)
		...mp.KINDS.map((k) => mp.mayarCredential(sbOf[k], `once${mp.cap(k)}Cred`, mp.WORKERS + 2)),
		{
			id: 'redisClaimCred01',
			name: "Redis (n8n's queue, DB 1)",
			type: 'redis',
			data: {
				host: n8n.redis.host,
				port: n8n.redis.port,
				database: Number(mp.REDIS_DB),
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
				database: mp.CLAIM_DB,
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
	(mp.SCENARIOS.includes(name) ? test : test.skip)(
		`${title} (${RATE}/${WINDOW_S}s)`,
		fn,
		timeoutMs,
	);

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
	const onMain = await h.httpJson('POST', `${n8n.mainWebhookBaseUrl}/${webhookPath}`, { body: {} });
	expect(onMain.status).toBe(404);

	await h.sleep(WINDOW_MS + 1000); // the sandbox's window empty
	const logIndex = sbCreates.log.length;
	const limitedBefore = sbCreates.rateLimited;
	const invoicesBefore = sbCreates.store.invoices.length;
	const startedBefore = Object.fromEntries(
		n8n.workers.map((w) => [w, mp.startedBy(n8n, w).length]),
	);
	const t0 = Date.now();
	const answers = await h.postAtOnce(
		url,
		Array.from({ length: mp.CREATES }, (_, i) => ({
			name: `Multi Buyer ${tag} ${i}`,
			email: `multi-${tag}-${i}@example.com`,
			amount: 41_000 + i * 100,
		})),
	);
	const limitMs = mp.CREATE_TARGET * WINDOW_MS + OVERHEAD_MS;
	let executions = [];
	try {
		await h.until(
			`${mp.CREATES} finished executions`,
			async () => {
				executions = await allExecutions(n8n, wfId, cache);
				return executions.filter(isFinished).length >= mp.CREATES;
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
	const failed = executions.filter((e) => e.status !== 'success').map(mp.failureOf);
	const byWorker = n8n.workers.map((w) => `${w} ${mp.startedBy(n8n, w).length - startedBefore[w]}`);
	const figures = {
		invoices: mine.length,
		failed: failed.length,
		twice: mine.length - distinct.size,
		missing: mp.CREATES - distinct.size,
		refused,
		requests: creates.length,
		tookMs,
		limitMs,
	};
	process.stdout.write(
		`Multiprocess budget (main + ${mp.WORKERS} workers + 1 webhook process, PostgreSQL; n8n Processes Using This Key ${processes}; ${RATE}/${WINDOW_S}s): orders ${mp.CREATES}, invoices ${figures.invoices}, failed ${figures.failed}, twice ${figures.twice}, missing ${figures.missing}, refused (429) ${refused} of ${creates.length} create requests (${mp.pct(refused, creates.length)}%), minutes ${minutes(tookMs)} (target ${minutes(limitMs)}: ${mp.CREATE_TARGET} windows + ${OVERHEAD_MS / 1000} s)\n  | webhook answers ${JSON.stringify(count(answers))}; executions ${executions.length} (${JSON.stringify(count(executions.map((e) => e.status)))}), started by ${byWorker.join(', ')}; all sandbox requests ${entries.length}, 429s ${sbCreates.rateLimited - limitedBefore}${failed.length ? `\n  | not successful: ${failed.slice(0, 5).join('; ')}` : ''}\n`,
	);
	await n8n.unpublish(wfId, { via: 'api' });
	const perWorker = n8n.workers.map((w) => mp.startedBy(n8n, w).length - startedBefore[w]);
	return { figures, answers, executions, perWorker };
}

scenario(
	'budget',
	'1. one rate budget across processes: 60 orders at once on 3 workers, each creating an invoice',
	async () => {
		const { figures, answers, executions, perWorker } = await createsBurst(
			'mayarBudget3',
			mp.WORKERS,
		);
		expect(answers.every((s) => s === 200)).toBe(true);
		expect(executions.filter(isFinished)).toHaveLength(mp.CREATES);
		expect(figures).toMatchObject({ invoices: mp.CREATES, failed: 0, twice: 0, missing: 0 });
		expect(figures.refused).toBeLessThanOrEqual(Math.floor(0.05 * figures.requests));
		expect(figures.tookMs).toBeLessThanOrEqual(figures.limitMs);
		// the work was shared: every worker ran some of the orders
		for (const n of perWorker) expect(n).toBeGreaterThan(0);
		keyNeverLogged(n8n, [sbCreates]);

		// the same burst with the setting left at 1 (each worker keeps the whole limit): printed, not held
		const without = await createsBurst('mayarBudget1', 1);
		process.stdout.write(
			`Multiprocess budget, setting left at 1: refused ${without.figures.refused} of ${without.figures.requests} (${mp.pct(without.figures.refused, without.figures.requests)}%), invoices ${without.figures.invoices}, failed ${without.figures.failed}, twice ${without.figures.twice}, minutes ${minutes(without.figures.tookMs)}\n`,
		);
		expect(without.figures.twice).toBe(0);
	},
	(mp.CREATE_TARGET * WINDOW_MS + OVERHEAD_MS) * 6 + 12 * 60_000,
);

/* ------------------------------------------------------------------ 2 and 3. each payment once */

/** Imports and publishes both examples (once); each account's webhook URL is its workflow's, on the webhook process. */
async function publishExamples() {
	const todo = mp.KINDS.filter((k) => !examples[k]);
	if (!todo.length) return;
	const since = Date.now();
	for (const kind of todo) {
		const wf = mp.exampleFor(kind, shopOf[kind]);
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
		await h.until(
			'the account URL the publish registered (Automatic)',
			() => (ex.sb.store.account.urlHook || '').startsWith(`${ex.hookUrl}?token=`),
			30_000,
		);
	}
	// Check Claims covers payments from its first run on (Checks From): let it run once before any burst
	for (const kind of todo)
		await h.until(
			`the first Check Claims of the ${kind} example`,
			async () =>
				(await allExecutions(n8n, examples[kind].wf.id, cache)).some(
					(e) => mp.isCheck(e) && isFinished(e),
				),
			mp.CHECK_EVERY_S * 1000 + 60_000,
			1000,
		);
}

/**
 * One round for every example at once: PAYMENTS payments at once, REDELIVERED of them delivered REPEATS times more
 * at the same moment; `kill`: a worker SIGKILLed in the middle. Then (`race`) RACE payments each delivered COPIES
 * times at once while the confirmations have their budget, so that executions of one payment run on several
 * workers at the same moment; (`failing`) FAILING payments whose first fulfilment fails, retried through n8n; then
 * LATE payments delivered again, and a poll.
 */
async function paymentRound(name, { kill, race, failing }) {
	await publishExamples();
	const exs = mp.KINDS.map((k) => examples[k]);
	for (const ex of exs) {
		ex.before = new Set((await allExecutions(n8n, ex.wf.id, cache)).map((e) => String(e.id)));
		ex.mark = {
			log: ex.sb.log.length,
			limited: ex.sb.rateLimited,
			deliveries: ex.sb.deliveries.length,
		};
		ex.calls0 = ex.shop.calls.length;
		ex.ids = ex.sb.addUnpaidTransactions(mp.PAYMENTS).map((t) => t.id);
		ex.bodies = new Map();
		// with a kill: the shop holds every other payment's call, so that the kill finds the poll's execution in
		// Fulfil Order (claims made, some shipped, some in flight)
		if (kill) ex.shop.holdIds = new Set(ex.ids.filter((_, i) => i % 2 === 1));
	}
	const workerStarts = Object.fromEntries(n8n.workers.map((w) => [w, mp.startedBy(n8n, w).length]));
	const t0 = Date.now();
	for (const ex of exs)
		for (const id of ex.ids) ex.bodies.set(id, ex.sb.payTransaction(id).delivery.body.data); // same tick
	const concurrent = Promise.all(
		exs.map((ex) =>
			mp.deliverAll(
				ex,
				ex.ids.slice(0, mp.REDELIVERED).flatMap((id) => Array(mp.REPEATS).fill(ex.bodies.get(id))),
			),
		),
	);

	// --- the kill (scenario 3)
	const killed = kill ? await mp.killPollWorker(n8n, exs, { name, workerStarts, t0 }) : null;

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
			mp.SHIP_TIMEOUT_MS,
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
				const ids = ex.sb.addUnpaidTransactions(mp.RACE).map((t) => t.id);
				const copies = [];
				for (const id of ids) {
					ex.bodies.set(id, ex.sb.payTransaction(id).delivery.body.data);
					for (let c = 1; c < mp.COPIES; c++) copies.push(ex.bodies.get(id));
				}
				ex.raceAnswers = await mp.deliverAll(ex, copies);
				ex.raceIds = ids;
				ex.ids.push(...ids);
			}),
		);
		try {
			await h.until('the raced payments shipped', allShipped, mp.POLL_INTERVAL_MS + 60_000, 500);
		} catch {
			/* reported below */
		}
	}

	// --- a fulfilment that fails after its claim: listed as failed with the claim made; n8n's Retry ships it once
	const retried = {};
	if (failing) {
		for (const ex of exs) {
			retried[ex.kind] = [];
			for (let i = 0; i < mp.FAILING; i++) {
				const [tx] = ex.sb.addUnpaidTransactions(1);
				ex.shop.failNext.add(tx.id);
				ex.bodies.set(tx.id, ex.sb.payTransaction(tx.id).delivery.body.data);
				const failed = await h.until(
					`a failed execution of ${tx.id}`,
					async () => {
						const list = await allExecutions(n8n, ex.wf.id, cache);
						return list.find((e) => e.status === 'error' && mp.paymentsOf(e).has(tx.id));
					},
					mp.POLL_INTERVAL_MS + 60_000,
					1000,
				);
				const claimBefore = (await mp.claimed(n8n, ex.kind, [tx.id])).get(tx.id);
				// n8n answers a retry once the retried execution has finished on a worker (its confirmation may wait
				// for the rate budget): more than the default 15 s when the machine is busy
				const r = await n8n.rest(
					'POST',
					`/executions/${failed.id}/retry`,
					{ loadWorkflow: false },
					{ timeoutMs: 120_000 },
				);
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
					error: mp.failureOf(failed),
					claimBefore,
					retryStatus: r.status,
					retry: retry ? `${retry.id}:${retry.status}` : r.text.slice(0, 200),
					shipped: () => ex.shop.shipped(tx.id),
					claimAfter: () => mp.claimed(n8n, ex.kind, [tx.id]).then((m) => m.get(tx.id)),
				});
				ex.ids.push(tx.id);
			}
		}
	}

	// --- LATE payments delivered again, at once; then a poll
	const since = Date.now();
	await Promise.all(
		exs.map(async (ex) => {
			ex.late = await mp.deliverAll(
				ex,
				ex.ids.slice(0, mp.LATE).map((id) => ex.bodies.get(id)),
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
			mp.POLL_INTERVAL_MS + 30_000,
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
		const t = await mp.tally(n8n, ex, ex.ids);
		const calls = ex.shop.calls.slice(ex.calls0);
		const notSuccessful = t.executions.filter((e) => e.status !== 'success');
		const killedExecutions = t.executions.filter((e) => killedIds.has(String(e.id)));
		const claims = await mp.claimed(n8n, ex.kind, t.missing);
		const recorded = mp.passOnceRecorded(n8n, ex.wf.id, t.missing);
		// (the record check itself: the payments it passed must be found)
		const recordedPassed = mp.passOnceRecorded(n8n, ex.wf.id, [...t.passedIds]);
		const entries = ex.sb.log.slice(ex.mark.log);
		const deliveries = ex.sb.deliveries
			.slice(ex.mark.deliveries)
			.filter((d) => d.source === 'AUTOMATIC');
		const attempts = deliveries.flatMap((d) => d.attempts.map((a) => a.status));
		const mineIds = new Set(t.executions.map((e) => String(e.id)));
		const ranBy = n8n.workers.map(
			(w) => `${w} ${mp.startedBy(n8n, w).filter((id) => mineIds.has(id)).length}`,
		);
		const lines = [
			`Multiprocess ${name} (${mp.cap(ex.kind)} claim; main + ${mp.WORKERS} workers + 1 webhook process, PostgreSQL; ${RATE}/${WINDOW_S}s${killed ? `; ${killed.name} SIGKILLed` : ''}): payments ${ex.ids.length}, fulfilled ${t.shipped.length}, twice ${t.twice.length}, missing ${t.missing.length}, minutes ${minutes(shipMs)}`,
			`  | Pass Once passed ${t.passed} items (${t.passedIds.size} payments): new claims ${t.claimNew}, repeats stopped by the claim ${t.claimStopped}; shop calls ${calls.length} ${JSON.stringify(count(calls.map((c) => c.status)))}; executions ${t.executions.length} ${JSON.stringify(count(t.executions.map((e) => `${e.mode}:${e.status}`)))}, run by ${ranBy.join(', ')}`,
			`  | webhook deliveries ${deliveries.length}, attempts answered ${JSON.stringify(count(attempts))}; ${mp.REDELIVERED}x${mp.REPEATS} redeliveries at once answered ${JSON.stringify(count(ex.concurrentAnswers))}${race ? `; ${mp.RACE} payments x${mp.COPIES} at once answered ${JSON.stringify(count(ex.raceAnswers || []))}` : ''}; ${mp.LATE} late redeliveries answered ${JSON.stringify(count(ex.late))}; sandbox requests ${entries.length}, 429s ${ex.sb.rateLimited - ex.mark.limited}`,
		];
		if (t.oddItems.size)
			lines.push(
				`  | Pass Once's output items stored without data.transactionId: ${t.oddItems.size} (${mp.listIds([...t.oddItems], 5)})`,
			);
		if (notSuccessful.length)
			lines.push(
				`  | not successful: ${mp.listIds(
					notSuccessful.map((e) => mp.failureOf(e).slice(0, 140)),
					6,
				)}`,
			);
		if (killed)
			lines.push(
				`  | executions of the killed worker: ${killedExecutions.length} (${JSON.stringify(count(killedExecutions.map((e) => `${e.mode}:${e.status}`)))}), payments their data still names: ${killedExecutions.reduce((n, e) => n + mp.paymentsOf(e).size, 0)}`,
			);
		if (t.missing.length)
			lines.push(
				`  | not shipped: ${t.missing.length}; claim made ${t.missing.filter((id) => claims.get(id) > 0).length}, recorded by Pass Once ${recorded ? recorded.length : 'n/a'} (of the payments it passed in executions listed: ${recordedPassed ? recordedPassed.length : 'n/a'} of ${t.passedIds.size} found); ${mp.listIds(
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
				`  | shipped twice: ${mp.listIds(
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
				const reports = (await mine())
					.filter(mp.isReport)
					.sort((a, b) => Number(b.id) - Number(a.id));
				report = reports[0] || null;
				reported = new Set(report ? mp.reportedIds(report) : []);
				return ex.ids.every((id) => ex.shop.shipped(id) || reported.has(id));
			};
			try {
				await h.until(
					'every payment shipped or reported in doubt',
					accounted,
					mp.RECOVERY_MS,
					2000,
				);
			} catch {
				/* held below */
			}
			const r = results[ex.kind];
			r.unaccounted = ex.ids.filter((id) => !ex.shop.shipped(id) && !reported.has(id));
			r.reported = [...reported];
			r.reportMessage = report ? mp.errorMessageOf(report) : '';
			r.reports = (await mine()).filter(mp.isReport).length;
			// the merchant's part: shipped -> mark done; not shipped -> delete the claim
			const shippedBefore = r.reported.filter((id) => ex.shop.shipped(id));
			for (const id of r.reported)
				if (ex.shop.shipped(id)) await mp.markDone(n8n, ex.kind, id);
				else await mp.deleteClaim(n8n, ex.kind, id);
			const resolvedAt = Date.now(); // (a check that started while the answers were given can still name some)
			try {
				await h.until(
					'every payment shipped',
					() => ex.ids.every((id) => ex.shop.shipped(id)),
					mp.RECOVERY_MS,
					1000,
				);
				// and a check started after that reports nothing
				const allShippedAt = Date.now();
				await h.until(
					'a check after every payment shipped',
					async () =>
						(await mine()).find(
							(e) => mp.isCheck(e) && isFinished(e) && Date.parse(e.startedAt) > allShippedAt,
						),
					4 * mp.CHECK_EVERY_S * 1000 + 60_000,
					2000,
				);
			} catch {
				/* held below */
			}
			const after = await mp.tally(n8n, ex, ex.ids);
			// (a check still running has no outcome yet: on a loaded machine one can be, and it is not a failure)
			const later = (await mine()).filter(
				(e) => mp.isCheck(e) && isFinished(e) && Date.parse(e.startedAt) > resolvedAt,
			);
			r.recovery = { after, shippedBefore, later };
			process.stdout.write(
				`Multiprocess ${name}, recovered by Check Claims (${mp.cap(ex.kind)} claim; every ${mp.CHECK_EVERY_S} s, ${mp.STALE_S} s for 10 minutes): not shipped after the burst ${r.t.missing.length}; reported in doubt ${r.reported.length} (of them shipped already ${shippedBefore.length}) by ${r.reports} failed executions, neither shipped nor reported ${r.unaccounted.length}; after marking those shipped done and deleting the others' claims (${((Date.now() - resolvedAt) / 1000).toFixed(0)} s): payments ${ex.ids.length}, fulfilled ${after.shipped.length}, twice ${after.twice.length}, missing ${after.missing.length}; checks since ${later.length} ${JSON.stringify(count(later.map((e) => e.status)))}\n  | the report: ${r.reportMessage.slice(0, 400)}\n`,
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
		for (const kind of mp.KINDS) {
			const { t, retried } = results[kind];
			expect({ kind, twice: t.twice, missing: t.missing }).toEqual({
				kind,
				twice: [],
				missing: [],
			});
			expect(t.shipped).toHaveLength(mp.PAYMENTS + mp.RACE + mp.FAILING);
			expect(shopOf[kind].bad).toEqual([]);
			// one new claim per payment, each shipped once (Pass Once's other passes were stopped by the claim)
			expect(t.claimNew).toBe(t.shipped.length);
			// the failed fulfilments: claim made, listed as error, n8n's Retry shipped each once
			expect(retried).toHaveLength(mp.FAILING);
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
			expect(others.map(mp.failureOf)).toEqual([]);
		}
		keyNeverLogged(
			n8n,
			mp.KINDS.map((k) => sbOf[k]),
		);
	},
	mp.SHIP_TIMEOUT_MS + 14 * 60_000,
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
		for (const kind of mp.KINDS) {
			const r = results[kind];
			const { t } = r;
			// nothing shipped twice; the killed worker's executions ended
			expect({ kind, twice: t.twice }).toEqual({ kind, twice: [] });
			expect(
				t.executions
					.filter((e) => killed.open.includes(String(e.id)) && !isFinished(e))
					.map(mp.failureOf),
			).toEqual([]);
			// only the killed worker's executions and Check Claims' reports failed
			const failed = t.executions.filter(
				(e) => isFinished(e) && e.status !== 'success' && !mp.isReport(e),
			);
			expect(failed.filter((e) => !killed.open.includes(String(e.id))).map(mp.failureOf)).toEqual(
				[],
			);
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
			expect(later.filter((e) => e.status !== 'success').map(mp.failureOf)).toEqual([]);
			expect(later.length).toBeGreaterThan(0);
		}
		// every execution the worker had in flight is listed as failed (or crashed)
		expect(killedExecutions).toBe(killed.open.length);
		// the kill found the poll's execution in Fulfil Order (calls held, the killed worker's dropped): claims
		// never marked done, each reported
		const dropped = mp.KINDS.reduce(
			(n, k) => n + shopOf[k].calls.filter((c) => c.status === 'dropped').length,
			0,
		);
		const reported = mp.KINDS.reduce((n, k) => n + results[k].reported.length, 0);
		process.stdout.write(
			`Multiprocess worker killed: fulfilment calls dropped with the worker ${dropped}, payments reported in doubt ${reported}\n`,
		);
		if (dropped) expect(reported).toBeGreaterThanOrEqual(dropped);
		keyNeverLogged(
			n8n,
			mp.KINDS.map((k) => sbOf[k]),
		);
	},
	mp.SHIP_TIMEOUT_MS + 14 * 60_000 + 4 * mp.RECOVERY_MS,
);
