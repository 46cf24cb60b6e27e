'use strict';
/*
 * Issue 60: each paid order fulfilled, whatever stops n8n. The shipped examples/payment-safety-net.json (both
 * triggers, Pass Once, the fulfilment, Mark Done) published in a real n8n, its Fulfil Order step an HTTP Request to
 * a loopback shop that takes FULFIL_MS to answer (an email, a shipping API); 100 payments at once; while fulfilments
 * run, one fault:
 *  - kill:      SIGKILL of n8n (regular mode: the one process; queue mode: the worker), then started again;
 *  - restart:   a clean stop (SIGTERM) and start of every n8n process;
 *  - republish: the workflow unpublished and published again (a new token registered at Mayar).
 * Then every payment must reach the shop (0 missing). A payment whose fulfilment was cut may reach it twice (its
 * first call was made, Mark Done never ran): every later call must then carry passedBefore: true, which is what
 * Pass Once says of such a payment. The example's Offer Again After (10 minutes) is scaled to OFFER_AGAIN_MIN (2).
 * Each run prints one line:
 *   Fault <fault> (<mode>): payments 100, missing M, repeated R (announced A), in flight at the fault F, genuine
 *   deliveries refused G, minutes T
 * (G: deliveries carrying the token registered at Mayar that n8n answered 401: must be 0.)
 * Each file runs a kill and one of the other two (regular: restart; queue: republish), so CI sees every fault in
 * one mode at least and stays short; MAYAR_FAULTS=kill,restart,republish picks them instead, and
 * scripts/e2e/fault-loop.js (all three by default) runs a file many times.
 */
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const h = require('./helpers');

const RATE = 20;
const WINDOW_S = 6;
const PAYMENTS = 100;
const FULFIL_MS = 3000;
const OFFER_AGAIN_MIN = Number(process.env.MAYAR_FAULT_OFFER_AGAIN_MIN || 2);
// the poll's minute, then Offer Again After, then the poll's minute and the fulfilment, with room
const RECOVERY_MS = (OFFER_AGAIN_MIN + 5) * 60_000;
const IN_FLIGHT_BEFORE_FAULT = 10;
const CRED_ID = 'mayarSandboxCred'; // the id the shipped example names
const EXAMPLE = path.join(h.ROOT, 'examples', 'payment-safety-net.json');
// the transactionId expression of the example's "Fulfil Order" (a Set node)
const TX_ID_EXPR = '$json.transaction ? $json.transaction.id : $json.data.transactionId';
const FAULTS = ['kill', 'restart', 'republish'];
const ONLY = (process.env.MAYAR_FAULTS || '').split(',').filter(Boolean);

// MAYAR_FAULT_SECOND_OFFER=1: every scenario waits for the poll's second offer (a kill's always does)
const SECOND_OFFER = process.env.MAYAR_FAULT_SECOND_OFFER === '1';
const AFTER_POLL = process.env.MAYAR_FAULT_AFTER_POLL === '1';

const minutes = (ms) => (ms / 60_000).toFixed(2);

/** The merchant's shop: POST /fulfil {transactionId, passedBefore}, answered after FULFIL_MS; every call kept. */
function startShop() {
	const shop = { calls: [], held: 0 };
	return h.serveFulfilment(shop, {
		onBad: (body) => shop.calls.push({ bad: body, at: Date.now() }),
		onCall: (transactionId, answer, res, body) => {
			const call = {
				transactionId,
				at: Date.now(),
				answered: false,
				passedBefore: body.passedBefore,
			};
			shop.calls.push(call);
			shop.held++;
			setTimeout(() => {
				call.done = true;
				call.doneAt = Date.now();
				shop.held--;
				call.answered = !res.destroyed && !res.socket?.destroyed;
				answer(200, { shipped: transactionId });
			}, FULFIL_MS);
		},
	});
}

/**
 * Defines the fault tests of one n8n mode in the calling file (jest globals), running the faults `run` names unless
 * MAYAR_FAULTS names others. Queue mode: main and one worker (the README's first row), on PostgreSQL.
 */
function defineFaultTests(mode, run) {
	const chosen = ONLY.length ? ONLY : run;
	let sb;
	let n8n;
	let shop;
	let current; // the published workflow of the last scenario
	const started = Date.now();

	beforeAll(async () => {
		shop = await startShop();
		sb = await h.startSandbox({
			rateLimitPerMinute: RATE,
			rateLimitWindowMs: WINDOW_S * 1000,
			rateLimitBy: 'ip',
		});
		n8n = await h.startN8n({
			packageTarball: h.tarball(),
			mode,
			...(mode === 'queue' ? { workerConcurrency: 10, db: 'postgres' } : {}),
		});
		await n8n.importCredentials([
			{
				id: CRED_ID,
				name: 'Mayar (local sandbox)',
				type: h.CREDENTIAL,
				data: {
					apiKey: sb.keys.readWrite,
					environment: 'custom',
					baseUrl: sb.url,
					customizeRateLimit: true,
					rateLimit: RATE,
					rateWindowSeconds: WINDOW_S,
				},
			},
		]);
	}, 300_000);

	afterAll(async () => {
		if (n8n) await n8n.stop();
		if (sb) await sb.close();
		if (shop) await shop.close();
		process.stdout.write(`Faults (${mode}): file took ${minutes(Date.now() - started)} minutes\n`);
	}, 120_000);

	/** The shipped example, Fulfil Order calling the shop, Offer Again After scaled; imported and published. */
	async function publishExample() {
		if (current) await n8n.unpublish(current.id, { via: 'api' });
		const wf = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
		const trigger = wf.nodes.find((n) => n.type === h.TRIGGER);
		const poll = wf.nodes.find((n) => n.name === 'Polling (Safety Net)');
		const fulfil = wf.nodes.find((n) => n.name === 'Fulfil Order');
		// what this test relies on is the example's own: Pass Once first, Mark Done after the fulfilment
		expect(wf.connections['Fulfil Order'].main[0][0].node).toBe('Mark Done');
		expect(wf.nodes.find((n) => n.name === 'Mark Done').parameters.operation).toBe('markDone');
		expect(poll.parameters.options.offerAgainMinutes).toBe(10);
		poll.parameters.options.offerAgainMinutes = OFFER_AGAIN_MIN;
		// Pass Once's Fulfilment Time Limit (5) must stay below it: scaled too
		wf.nodes.find((n) => n.name === 'Only Once per Payment').parameters.options = {
			fulfilmentMinutes: 1,
		};
		h.fulfilAtShop(
			fulfil,
			shop,
			`={ "transactionId": "{{ ${TX_ID_EXPR} }}", "passedBefore": {{ $json.passedBefore }} }`,
		);
		wf.id = `mayarFault${crypto.randomBytes(4).toString('hex')}`;
		trigger.webhookId = crypto.randomUUID();
		wf.settings = { ...wf.settings, saveDataErrorExecution: 'all' };
		const since = Date.now();
		await n8n.importWorkflow(wf);
		await n8n.publish(wf.id, { via: 'api' });
		const hookUrl = `${n8n.webhookBaseUrl}/${trigger.webhookId}/webhook`;
		await n8n.waitForWebhook(hookUrl, 60_000);
		await h.waitForActivationPoll(sb, since);
		await h.until(
			'the account URL the publish registered (Automatic)',
			() => (sb.store.account.urlHook || '').startsWith(`${hookUrl}?token=`),
			30_000,
		);
		current = { id: wf.id, hookUrl };
		return current;
	}

	/** Applies the fault; a kill resolves with when the killed process had exited. */
	async function applyFault(fault, wf) {
		if (fault === 'kill' && mode === 'queue') {
			await n8n.kill('worker'); // main goes on receiving; a platform starts the worker again
			const dead = Date.now();
			await n8n.respawnWorker('worker');
			return dead;
		} else if (fault === 'kill') {
			await n8n.kill('main');
			const dead = Date.now();
			await n8n.restart(); // a platform starts it again; restart() skips the stop of what is gone
			await n8n.waitForWebhook(wf.hookUrl, 120_000);
			return dead;
		} else if (fault === 'restart') {
			await n8n.restart();
			await n8n.waitForWebhook(wf.hookUrl, 120_000);
		} else {
			await n8n.unpublish(wf.id, { via: 'api' });
			await n8n.publish(wf.id, { via: 'api' });
			await n8n.waitForWebhook(wf.hookUrl, 60_000);
		}
	}

	async function scenario(fault) {
		const wf = await publishExample();
		const first = shop.calls.length;
		const ids = sb.addUnpaidTransactions(PAYMENTS).map((t) => t.id);
		const t0 = Date.now();
		for (const id of ids) sb.payTransaction(id); // all in the same tick
		// MAYAR_FAULT_AFTER_POLL=1: the fault waits too for a poll after the payments (its first offer then precedes
		// the fault, as CI-6's kill found it)
		const polled = () =>
			!AFTER_POLL ||
			sb.log.some(
				(e) =>
					e.method === 'GET' && e.path === '/hl/v2/transactions' && e.time > t0 && e.status === 200,
			);
		await h.until(
			`${IN_FLIGHT_BEFORE_FAULT} fulfilments running`,
			() => shop.held >= IN_FLIGHT_BEFORE_FAULT && polled(),
			AFTER_POLL ? 180_000 : 120_000,
			50,
		);
		const inFlight = shop.held;
		// the calls the fault may cut: made, not yet answered (a killed n8n never reads their answer)
		const cut = fault === 'kill' ? shop.calls.slice(first).filter((c) => !c.done) : [];
		const faultAt = Date.now();
		// a call made until the killed process exited may have been cut (and what it had written reaches the shop
		// just after: a second's margin)
		const deadAt = ((await applyFault(fault, wf)) ?? faultAt) + 1000;
		const mine = () => shop.calls.slice(first).filter((c) => ids.includes(c.transactionId));
		const reached = () => new Set(mine().map((c) => c.transactionId));
		try {
			await h.until(
				'a call to the shop for each payment',
				() => reached().size === PAYMENTS,
				RECOVERY_MS,
				1000,
			);
		} catch {
			/* counted below */
		}
		// a cut fulfilment is passed again when the poll offers its payment again (Offer Again After, then a poll)
		const againAfterFault = (c) =>
			mine().some((x) => x.transactionId === c.transactionId && x.at > faultAt);
		if (cut.length)
			await h
				.until(
					'every fulfilment the kill cut passed again',
					() => cut.every(againAfterFault),
					Math.max(0, faultAt + (OFFER_AGAIN_MIN + 2) * 60_000 - Date.now()) + 60_000,
					1000,
				)
				.catch(() => {});
		if (SECOND_OFFER || cut.length)
			await h.sleep(Math.max(0, faultAt + (OFFER_AGAIN_MIN + 2) * 60_000 - Date.now()));
		await h.sleep(FULFIL_MS + 2000); // a late repeat would show here
		const executions = await h.executionsOf(n8n, wf.id);
		const byStatus = {};
		for (const e of executions) byStatus[e.status] = (byStatus[e.status] || 0) + 1;
		const failures = executions.filter((e) => h.isFinished(e) && e.status !== 'success');
		const failureKinds = {};
		for (const e of failures) {
			const kind = h.failureOf(e).replace(/^\d+:/, '');
			failureKinds[kind] = (failureKinds[kind] || 0) + 1;
		}
		const markDoneRan = executions.filter((e) => {
			const runs = e.data && e.data.resultData && e.data.resultData.runData;
			return runs && runs['Mark Done'] && runs['Mark Done'].some((r) => !r.error);
		}).length;
		const notAgain = cut.filter((c) => !againAfterFault(c)).map((c) => c.transactionId);
		const byId = new Map();
		for (const c of mine()) byId.set(c.transactionId, [...(byId.get(c.transactionId) || []), c]);
		const missing = ids.filter((id) => !byId.has(id));
		const repeated = [...byId.values()].filter((calls) => calls.length > 1);
		const unannounced = repeated.filter((calls) =>
			calls.slice(1).some((c) => c.passedBefore !== true),
		);
		// a repeat has a cause only where the fault found the payment's fulfilment begun (its first call made)
		const uncaused = repeated.filter((calls) => !calls.some((c) => c.at <= deadAt));
		// what the kill cut: calls made before the killed process exited and not answered by then (a poll's
		// execution calls the shop for all its payments at once: more than were running a moment before)
		const cutAtExit =
			fault === 'kill' ? mine().filter((c) => c.at <= deadAt && !(c.doneAt <= deadAt)).length : 0;
		// where a payment went: each execution whose Pass Once passed it, and whether its Mark Done marked it
		const outputOf = (e, node) => {
			const runs =
				e.data && e.data.resultData && e.data.resultData.runData && e.data.resultData.runData[node];
			return (runs || []).flatMap((r) =>
				((r.data && r.data.main && r.data.main[0]) || []).map((i) => i.json),
			);
		};
		const route = (id) =>
			executions
				.filter((e) =>
					outputOf(e, 'Only Once per Payment').some((j) => String(j.dedupeKey).endsWith(id)),
				)
				.map((e) => {
					const passed = outputOf(e, 'Only Once per Payment').find((j) =>
						String(j.dedupeKey).endsWith(id),
					);
					const marked = outputOf(e, 'Mark Done').some((j) => j.shipped === id);
					return `${e.id}:${e.status}${passed.passedBefore ? ' again' : ''}${marked ? ' marked done' : ''}`;
				})
				.join(', ');
		const timeline = (calls) =>
			calls
				.map((c) => `${((c.at - faultAt) / 1000).toFixed(1)}s${c.passedBefore ? '+again' : ''}`)
				.join(' ');
		const bad = shop.calls.slice(first).filter((c) => c.bad);
		// a genuine delivery (the token registered at Mayar now) is never refused, after a re-publish either
		const registered = new URL(sb.store.account.urlHook).searchParams.get('token');
		const refused = sb.deliveries.filter(
			(d) =>
				d.source === 'AUTOMATIC' &&
				d.body &&
				d.body.data &&
				ids.includes(d.body.data.id) &&
				new URL(d.url).searchParams.get('token') === registered &&
				d.attempts.some((a) => a.status === 401),
		);
		process.stdout.write(
			`Fault ${fault} (${mode}): payments ${PAYMENTS}, missing ${missing.length}, repeated ${repeated.length} (announced ${repeated.length - unannounced.length}), in flight at the fault ${inFlight} (cut and passed again ${cut.length - notAgain.length} of ${cut.length}), genuine deliveries refused ${refused.length}, minutes ${minutes(Date.now() - t0)}\n  | executions ${JSON.stringify(byStatus)}, Mark Done ran in ${markDoneRan}${fault === 'kill' ? `; calls unanswered when the killed process exited ${cutAtExit}` : ''}\n${Object.entries(
				failureKinds,
			)
				.map(([kind, n]) => `  | ${n} failed: ${kind}\n`)
				.join('')}${missing
				.slice(0, 10)
				.map((id) => `  | missing ${id}\n`)
				.join('')}${unannounced
				.slice(0, 5)
				.map((calls) => `  | unannounced repeat ${JSON.stringify(calls)}\n`)
				.join('')}${uncaused
				.slice(0, 5)
				.map(
					(calls) =>
						`  | repeated, first call after the fault: ${calls[0].transactionId} ${timeline(calls)}; executions ${route(calls[0].transactionId)}\n`,
				)
				.join('')}`,
		);
		expect(bad).toEqual([]);
		expect(refused.map((d) => d.attempts.map((a) => a.status))).toEqual([]);
		expect(missing).toEqual([]);
		expect(unannounced).toEqual([]);
		expect(notAgain).toEqual([]); // every fulfilment the kill cut was passed again
		// Only a kill cuts a fulfilment (a clean stop waits for running executions); after it, a payment is passed
		// again only where its fulfilment had begun before the kill (CI-6 once saw all 100 repeated)
		if (fault !== 'kill') expect(repeated).toEqual([]);
		// a clean stop can leave executions n8n lists as crashed (queue mode: those main had handed on); their
		// payments come again (0 missing above), and nothing else may fail
		if (fault !== 'kill')
			expect(failures.filter((e) => e.status !== 'crashed').map(h.failureOf)).toEqual([]);
		expect(uncaused.map((calls) => `${calls[0].transactionId} ${timeline(calls)}`)).toEqual([]);
	}

	for (const fault of FAULTS)
		(chosen.includes(fault) ? test : test.skip)(
			`${fault} while fulfilments run (${mode}): every payment reaches the fulfilment, a repeat only with passedBefore`,
			() => scenario(fault),
			RECOVERY_MS + 8 * 60_000,
		);
}

module.exports = { defineFaultTests };
