'use strict';
/*
 * What test/e2e/multiprocess-queue.test.js runs on: its configuration, the merchant's shop, the shipped examples made
 * ready for the test's n8n, and readings of the claim stores and of the executions. The test:
 *
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
const path = require('path');
const crypto = require('crypto');
const h = require('./helpers');
const { WINDOW_S, WINDOW_MS, RATE, allExecutions } = require('./burst');

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
	return h.serveFulfilment(shop, {
		onBad: (text) => shop.bad.push(text),
		onCall: (transactionId, answer, res) => {
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
		},
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
	const c = h.sandboxCredential(sb, id);
	return {
		...c,
		name: `Mayar (sandbox ${id})`,
		data: {
			...c.data,
			customizeRateLimit: true,
			rateLimit: RATE,
			rateWindowSeconds: WINDOW_S,
			processes,
		},
	};
}

/** Ids of the executions a process's log shows it started (workers: "Worker started execution N"). */
const startedBy = (n8n, name) =>
	[...h.strip(n8n.logs(name)).matchAll(/Worker started execution (\d+)/g)].map((m) => m[1]);
const finishedBy = (n8n, name) =>
	new Set(
		[...h.strip(n8n.logs(name)).matchAll(/Worker finished execution (\d+)/g)].map((m) => m[1]),
	);

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
		for (const item of h.itemsOf(e, name)) {
			const id = item && item.data && item.data.transactionId;
			if (id) ids.add(id);
		}
	return ids;
}

/**
 * A shipped example, ready for this n8n: its credentials, a fresh webhook id, Fulfil Order calling the shop, and
 * Check Claims scaled (every CHECK_EVERY_S seconds; STALE_S for its 10 minutes).
 */
function exampleFor(kind, shop) {
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
	expect(filters.startAt).toContain('$now.minus({ days: 1 })');
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
			// the note: both keys expire after 691200 s (8 days)
			parameters: {
				operation: 'set',
				key: "=mayar:done:{{ $('Payment').item.json.dedupeKey }}",
				expire: true,
				ttl: 691200,
			},
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
	expect(next('Fulfil Order')).toEqual(['Mark Done', 'Mark Done for Pass Once']);
	expect(next('In Doubt?')).toEqual([REPORT]);
	expect(next('In Doubt?', 1)).toEqual([]);
	expect(byName(REPORT).type).toBe('n8n-nodes-base.stopAndError');
	// n8n runs the fulfilment branch (drawn above) before the report, so a report never stops a fulfilment
	expect(fulfil.position[1]).toBeLessThan(byName('In Doubt?').position[1]);
	const assignment = (n) => fulfil.parameters.assignments.assignments.find((a) => a.name === n);
	expect(assignment('transactionId').value).toBe(`={{ ${TX_EXPR} }}`);
	expect(assignment('amount').value).toBe(`={{ ${AMOUNT_EXPR} }}`);
	check.parameters.rule.interval = [{ field: 'seconds', secondsInterval: CHECK_EVERY_S }];

	wf.id = `mayarOnce${cap(kind)}${crypto.randomBytes(3).toString('hex')}`;
	wf.name = `${wf.name} (e2e)`;
	wf.settings = { ...wf.settings, saveDataErrorExecution: 'all', saveDataSuccessExecution: 'all' };
	for (const n of wf.nodes) {
		if (n.credentials && n.credentials[h.CREDENTIAL])
			n.credentials = h.credRef(`once${cap(kind)}Cred`);
		if (n.credentials && n.credentials.redis)
			n.credentials = { redis: { id: 'redisClaimCred01', name: "Redis (n8n's queue, DB 1)" } };
		if (n.credentials && n.credentials.postgres)
			n.credentials = { postgres: { id: 'postgresClaimCrd', name: 'Postgres (claims)' } };
		if (n.webhookId) n.webhookId = crypto.randomUUID();
	}
	h.fulfilAtShop(
		fulfil,
		shop,
		`={ "transactionId": "{{ ${TX_EXPR} }}", "amount": {{ ${AMOUNT_EXPR} }} }`,
	);
	return wf;
}

/** Whether the claim of a payment exists in the example's store. */
async function claimed(n8n, kind, ids) {
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
async function markDone(n8n, kind, id) {
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
async function deleteClaim(n8n, kind, id) {
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
function passOnceRecorded(n8n, wfId, ids) {
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
async function tally(n8n, ex, ids) {
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
		const through = h.itemsOf(e, PASS);
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
		claimNew += h.itemsOf(e, 'New Claim?', 0).length;
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
 * The kill of scenario 3: the worker that runs a poll's execution (the bulk of the burst: every payment the webhook
 * answered 503 for) SIGKILLed KILL_DELAY_MS after the shop's first held call; then the held calls of the processes
 * still running are answered. `workerStarts`: each worker's started executions before the burst; `t0`: its start.
 */
async function killPollWorker(n8n, exs, { name, workerStarts, t0 }) {
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
	const killed = {
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
	return killed;
}

module.exports = {
	WORKERS,
	CONCURRENCY,
	CREATES,
	CREATE_TARGET,
	PAYMENTS,
	REDELIVERED,
	REPEATS,
	FAILING,
	RACE,
	COPIES,
	LATE,
	POLL_INTERVAL_MS,
	SHIP_TIMEOUT_MS,
	CHECK_EVERY_S,
	STALE_S,
	RECOVERY_MS,
	CLAIM_DB,
	REDIS_DB,
	SCENARIOS,
	KINDS,
	cap,
	pct,
	listIds,
	startShop,
	sandbox,
	mayarCredential,
	startedBy,
	failureOf: h.failureOf,
	errorMessageOf,
	isReport,
	reportedIds,
	isCheck,
	paymentsOf,
	exampleFor,
	claimed,
	markDone,
	deleteClaim,
	passOnceRecorded,
	tally,
	deliverAll,
	killPollWorker,
};
