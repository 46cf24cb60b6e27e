'use strict';
/*
 * Shared pieces of the real-n8n end-to-end tests (test/e2e/*.test.js, run by jest.e2e.config.js).
 * The package tarball is built and packed once by global-setup.js; every test file starts its own n8n
 * (and its own sandbox, on 127.0.0.1 in the test process) and stops it in afterAll.
 */
const { stripVTControlCharacters } = require('util');
const fs = require('fs');
const http = require('http');
const path = require('path');
const crypto = require('crypto');

const { startN8n, withManualTrigger, httpJson } = require('../../scripts/e2e/n8n-instance');
const { startSandbox } = require('../sandbox');

const ROOT = path.resolve(__dirname, '..', '..');
const PKG = 'n8n-nodes-mayar';
const ACTION = `${PKG}.mayar`;
const TRIGGER = `${PKG}.mayarTrigger`;
const CREDENTIAL = 'mayarHeadlessApi';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tarball global-setup.js packed (dist/ of this checkout). */
function tarball() {
	const file = process.env.MAYAR_E2E_TARBALL;
	if (!file || !fs.existsSync(file))
		throw new Error('MAYAR_E2E_TARBALL is not set: run through `jest -c jest.e2e.config.js`');
	return file;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls fn until it returns a truthy value; throws with `what` after timeoutMs. */
async function until(what, fn, timeoutMs = 30000, everyMs = 250) {
	const end = Date.now() + timeoutMs;
	let last;
	for (;;) {
		try {
			last = await fn();
			if (last) return last;
		} catch (e) {
			last = e;
		}
		if (Date.now() > end)
			throw new Error(
				`timed out after ${timeoutMs} ms waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`,
			);
		await sleep(everyMs);
	}
}

/**
 * Waits for the Mayar Polling Trigger's activation poll (a paid-transactions GET answered 200 since `since`),
 * which sets its mark at the newest payment, and 2 s more for n8n to save it.
 */
async function waitForActivationPoll(sb, since) {
	await until(
		'the activation poll of the polling trigger',
		() =>
			sb.log.some(
				(e) =>
					e.method === 'GET' &&
					e.path === '/hl/v2/transactions' &&
					e.time >= since &&
					e.status === 200,
			),
		60_000,
		250,
	);
	await sleep(2000);
}

/** A Custom-environment credential pointing at a sandbox. */
function sandboxCredential(sb, id = 'mayarCredential1') {
	return {
		id,
		name: 'Mayar (local sandbox)',
		type: CREDENTIAL,
		data: { apiKey: sb.keys.readWrite, environment: 'custom', baseUrl: sb.url },
	};
}

function credRef(id = 'mayarCredential1') {
	return { [CREDENTIAL]: { id, name: 'Mayar (local sandbox)' } };
}

function node(name, parameters, position, credId) {
	return {
		id: crypto.randomUUID(),
		name,
		type: ACTION,
		typeVersion: 1,
		position,
		parameters,
		credentials: credRef(credId),
	};
}

/** The trigger workflow of tests 3 and 4: Mayar Trigger in Automatic mode, payment.received. */
function triggerWorkflow({ id, webhookId, credId }) {
	return {
		id,
		name: `Mayar Trigger e2e ${id}`,
		nodes: [
			{
				id: crypto.randomUUID(),
				name: 'Mayar Trigger',
				type: TRIGGER,
				typeVersion: 1,
				position: [0, 0],
				webhookId,
				parameters: { events: ['payment.received'], registration: 'automatic' },
				credentials: credRef(credId),
			},
		],
		connections: {},
		settings: {
			executionOrder: 'v1',
			saveDataSuccessExecution: 'all',
			saveDataErrorExecution: 'all',
		},
	};
}

/** Pages through one of n8n's execution lists: `get(cursor)` answers {rows, next}. */
async function pages(what, get) {
	const out = [];
	let cursor;
	for (let page = 0; page < 100; page++) {
		const { rows, next } = await get(cursor);
		out.push(...rows);
		cursor = next;
		if (!cursor || rows.length === 0) return out;
	}
	throw new Error(`${what}: more than 100 pages`);
}

/** The public API's list of a workflow's executions, with their data. */
async function publicList(n8n, workflowId) {
	return pages('GET /api/v1/executions', async (cursor) => {
		const q = `workflowId=${encodeURIComponent(workflowId)}&includeData=true&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
		const r = await n8n.api('GET', `/executions?${q}`);
		if (r.status !== 200)
			throw new Error(`GET /api/v1/executions: ${r.status} ${r.text.slice(0, 300)}`);
		return { rows: r.json.data, next: r.json.nextCursor };
	});
}

/** A workflow's executions in n8n's database, whatever their status (the editor's list): id, mode, status. */
async function editorList(n8n, workflowId) {
	const filter = encodeURIComponent(JSON.stringify({ workflowId }));
	return pages('GET /rest/executions', async (cursor) => {
		const r = await n8n.rest(
			'GET',
			`/executions?filter=${filter}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
		);
		if (r.status !== 200)
			throw new Error(`GET /rest/executions: ${r.status} ${r.text.slice(0, 300)}`);
		return { rows: r.json.data.results, next: r.json.data.nextCursor };
	});
}

/** The ids of all a workflow's executions in n8n's database (the editor's list). */
async function allIds(n8n, workflowId) {
	return [...new Set((await editorList(n8n, workflowId)).map((e) => String(e.id)))];
}

const FINISHED = ['success', 'error', 'crashed', 'canceled'];
const isFinished = (e) => FINISHED.includes(e.status) || (e.finished && e.status !== 'running');

/**
 * n8n 2.x's API hides an execution's items ("redaction": "dynamic_credentials") when main could not check, as the
 * execution began, whether the workflow uses a per-user credential: under a burst its database query failed, and
 * n8n then redacts the run for everyone (main.log: "Could not check for resolvable credentials; redacting run for
 * everyone"). The execution ran all the same: on PostgreSQL its data is read from n8n's database instead (marked
 * `redactedByN8n`); on SQLite the test cannot read it and says so rather than count its items as missing.
 */
function unredacted(n8n, e) {
	const info = e.data && e.data.redactionInfo;
	if (!info || !info.isRedacted) return e;
	if (!n8n.postgres)
		throw new Error(
			`n8n redacted execution ${e.id}'s data (${info.reason}); on SQLite the test cannot read it`,
		);
	const raw = n8n
		.sql(`SELECT data FROM execution_data WHERE "executionId" = ${Number(e.id)}`)
		.trim();
	const flatted = require(path.join(n8n.runtime.n8nDir, 'node_modules', 'flatted'));
	return { ...e, data: flatted.parse(raw), redactedByN8n: info.reason };
}

/**
 * Every execution of a workflow with its data. The public API's list leaves out executions that n8n main still
 * counts as running (seen in queue mode: finished on the worker, success in the database, missing from the list
 * for good), so the ids come from the editor's list (the database) and what the public list lacks is read one
 * by one. Finished executions are kept in `cache` (an execution does not change once finished), unredacted.
 */
async function allExecutions(n8n, workflowId, cache) {
	const ids = await allIds(n8n, workflowId);
	if (ids.some((id) => !cache.has(id))) {
		for (const e of await publicList(n8n, workflowId))
			if (isFinished(e)) cache.set(String(e.id), unredacted(n8n, e));
	}
	const fresh = new Map();
	const todo = ids.filter((id) => !cache.has(id));
	const worker = async () => {
		for (let id = todo.shift(); id !== undefined; id = todo.shift()) {
			const r = await n8n.api('GET', `/executions/${id}?includeData=true`);
			if (r.status === 404) continue;
			if (r.status !== 200)
				throw new Error(`GET /api/v1/executions/${id}: ${r.status} ${r.text.slice(0, 300)}`);
			if (isFinished(r.json)) cache.set(id, unredacted(n8n, r.json));
			else fresh.set(id, r.json);
		}
	};
	await Promise.all(Array.from({ length: 6 }, worker));
	return ids.map((id) => cache.get(id) || fresh.get(id)).filter(Boolean);
}

/** Every execution of a workflow with its data, whatever main still counts as running (see allExecutions). */
async function executionsOf(n8n, workflowId) {
	return allExecutions(n8n, workflowId, new Map());
}

/**
 * What n8n knows of a workflow's executions when one did not show up finished: the internal list (it has the
 * ones still new or running, which the public API leaves out) and the last lines of each process's log.
 */
async function whereIsTheExecution(n8n, workflowId) {
	const list = await editorList(n8n, workflowId).then(
		(rows) => rows.map((e) => `${e.id}:${e.mode}:${e.status}`).join(', ') || 'none',
		(e) => String(e.message).slice(0, 300),
	);
	const tails = ['main', 'worker']
		.map((name) => {
			let log = '';
			try {
				log = stripVTControlCharacters(n8n.logs(name) || '');
			} catch {
				return '';
			}
			return log
				? `--- ${name} log (last 30 lines)\n${log.trim().split('\n').slice(-30).join('\n')}`
				: '';
		})
		.filter(Boolean);
	return [`n8n's executions of ${workflowId} (REST): ${list}`, ...tails].join('\n');
}

/** The JSON of the first output item of `nodeName` in an execution read from the public API. */
function outputOf(execution, nodeName) {
	const runs =
		execution.data && execution.data.resultData && execution.data.resultData.runData[nodeName];
	if (!runs || !runs.length) return undefined;
	const main = runs[0].data && runs[0].data.main;
	return main && main[0] ? main[0].map((i) => i.json) : [];
}

/**
 * Test 3 (and 4 in queue mode): a published workflow with the Mayar Trigger in Automatic mode, driven by
 * the sandbox: activation registers the webhook URL with a token, a simulated payment starts exactly one
 * execution with the confirmed transaction, forged deliveries start none, deactivation runs the delete hook.
 * Returns what it saw, for mode-specific checks by the caller.
 */
async function runTriggerScenario(n8n, sb, { expect }) {
	const credId = 'mayarTriggerCred';
	await n8n.importCredentials([sandboxCredential(sb, credId)]);
	const webhookId = crypto.randomUUID();
	const wfId = `mayarTrig${crypto.randomBytes(4).toString('hex')}`;
	await n8n.importWorkflow(triggerWorkflow({ id: wfId, webhookId, credId }));
	const url = `${n8n.webhookBaseUrl}/${webhookId}/webhook`;

	// --- activation registers n8n's production URL (with ?token=) in the Mayar account
	sb.clearLog();
	expect(sb.store.account.urlHook).toBeNull();
	await n8n.publish(wfId, { via: 'api' });
	await n8n.waitForWebhook(url, 60000);
	const urlHook = await until(
		'the Mayar account webhook URL',
		() => sb.store.account.urlHook,
		30000,
	);
	const hook = new URL(urlHook);
	expect(`${hook.origin}${hook.pathname}`).toBe(url);
	const token = hook.searchParams.get('token');
	expect(token).toMatch(/^\S{32,}$/);
	expect(
		sb.log.filter((e) => e.method === 'POST' && e.path === '/hl/v2/webhooks/update'),
	).toHaveLength(1);

	// --- forged deliveries (no token, wrong token) are refused and start nothing
	const fakeTx = sb.addUnpaidTransactions(1)[0];
	const forgedBody = {
		event: 'payment.received',
		data: { id: fakeTx.id, transactionId: fakeTx.id, status: 'SUCCESS' },
	};
	for (const target of [url, `${url}?token=${'x'.repeat(token.length)}`, `${url}?token=`]) {
		const r = await httpJson('POST', target, { body: forgedBody });
		expect(r.status).toBe(401);
	}
	// ... and with the right token, payment deliveries Mayar does not confirm: no transaction, not a UUID, unknown
	// (404), not paid, and a detail answered for another transaction (the sandbox's misroute fault: a proxy or
	// cache in the way). Each is acknowledged 200 so that it is not sent again, and none starts an execution.
	const paidElsewhere = sb.addPaidTransactions(1)[0].paymentLinkTransactionId;
	const unpaidTx = sb.addUnpaidTransactions(1)[0];
	const refuted = [
		{ status: 'SUCCESS' },
		{ transactionId: '../webhooks/update' },
		{ transactionId: crypto.randomUUID() },
		{ id: unpaidTx.id, transactionId: unpaidTx.id },
		{ transactionId: crypto.randomUUID(), misroute: true },
	];
	for (const { misroute, ...data } of refuted) {
		if (misroute) {
			sb.setFaults({
				paths: /^\/hl\/v2\/transactions\//,
				sequence: ['misroute'],
				misrouteTo: `/hl/v2/transactions/${paidElsewhere}`,
			});
		}
		const r = await httpJson('POST', `${url}?token=${token}`, {
			body: { event: 'payment.received', data },
		});
		expect([r.status, r.json]).toEqual([
			200,
			{ received: true, started: false, reason: 'not confirmed by Mayar' },
		]);
		sb.clearFaults();
	}
	expect(sb.log.filter((e) => e.fault === 'misroute')).toHaveLength(1);

	// --- a simulated payment in the sandbox: Mayar's delivery starts exactly one execution
	const tx = sb.addUnpaidTransactions(1)[0];
	const sim = await fetch(`${sb.url}/hl/v2/payments/simulate`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${sb.keys.readWrite}` },
		body: JSON.stringify({ transactionId: tx.id }),
	});
	const simBody = await sim.json();
	expect(sim.status).toBe(200);
	expect(simBody.data).toMatchObject({ transactionId: tx.id, status: 'paid', webhook: 'queued' });
	await sb.waitForDeliveries(1, 30000);
	const delivery = sb.deliveries[sb.deliveries.length - 1];
	expect(delivery.status).toBe('delivered');
	expect(delivery.attempts[0].status).toBe(200);

	const done = await until(
		'one finished execution',
		async () => {
			const list = await executionsOf(n8n, wfId);
			return list.length >= 1 &&
				list.every((e) => e.finished || e.status === 'success' || e.status === 'error')
				? list
				: null;
		},
		60000,
		500,
	).catch(async (e) => {
		throw new Error(`${e.message}\n${await whereIsTheExecution(n8n, wfId)}`);
	});
	await sleep(3000); // a duplicate start would show up here
	const executions = await executionsOf(n8n, wfId);
	expect(executions).toHaveLength(1);
	const execution = executions[0];
	expect(execution.status).toBe('success');
	expect(execution.mode).toBe('webhook');
	const out = outputOf(execution, 'Mayar Trigger');
	expect(out).toHaveLength(1);
	expect(out[0]).toMatchObject({ event: 'payment.received', confirmed: true });
	expect(out[0].transaction).toMatchObject({ id: tx.id, status: 'paid', amount: tx.amount });
	expect(out[0].dedupeKey).toEqual(expect.any(String));
	// the trigger asked Mayar: one GET of exactly this transaction
	expect(
		sb.log.filter((e) => e.method === 'GET' && e.path === `/hl/v2/transactions/${tx.id}`),
	).toHaveLength(1);
	expect(
		sb.log.filter((e) => e.method === 'GET' && e.path === `/hl/v2/transactions/${fakeTx.id}`),
	).toHaveLength(0);

	// --- deactivation runs the delete hook; the URL is gone, even with the right token
	await n8n.unpublish(wfId, { via: 'api' });
	await n8n.waitForWebhookGone(url, 30000);
	await until(
		'the delete hook log line',
		() => /Mayar Trigger: stopped listening/.test(n8n.logs('main')),
		15000,
	);
	const after = await httpJson('POST', urlHook, { body: forgedBody });
	expect(after.status).toBe(404);
	await sleep(1000);
	expect(await executionsOf(n8n, wfId)).toHaveLength(1);
	return { wfId, execution: done[0], tx, url };
}

/** Items of output `index` of every run of `nodeName` in an execution (public API shape). */
function itemsOf(execution, nodeName, index = 0) {
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

/**
 * A merchant's fulfilment endpoint on a free loopback port: POST /fulfil {transactionId}. A call without a
 * transactionId is answered 400 and its body (300 characters) handed to `onBad`; any other to `onCall(transactionId,
 * answer, res, body)`. Resolves `shop` with `url` and `close` set (close also ends a call held unanswered).
 */
function serveFulfilment(shop, { onBad, onCall }) {
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
			let body;
			try {
				body = JSON.parse(text);
				({ transactionId } = body);
			} catch {
				/* below */
			}
			if (typeof transactionId !== 'string' || transactionId.trim() === '') {
				onBad(text.slice(0, 300));
				return answer(400, { error: 'transactionId is required' });
			}
			onCall(transactionId, answer, res, body);
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

/** Makes a workflow's "Fulfil Order" step an HTTP Request posting `jsonBody` (an n8n expression) to the shop. */
function fulfilAtShop(node, shop, jsonBody) {
	Object.assign(node, {
		type: 'n8n-nodes-base.httpRequest',
		typeVersion: 4.2,
		parameters: {
			method: 'POST',
			url: `${shop.url}/fulfil`,
			sendBody: true,
			contentType: 'json',
			specifyBody: 'json',
			jsonBody,
			options: {},
		},
	});
}

/** A log without its colour codes. */
const strip = (s) => stripVTControlCharacters(s);

/** POSTs each of `bodies` to `url` at once (a burst of webhook calls, a connection each); their statuses. */
const postAtOnce = (url, bodies) =>
	Promise.all(
		bodies.map((body) => httpJson('POST', url, { body, timeoutMs: 120_000 }).then((r) => r.status)),
	);

/** An execution that did not succeed: its id, status, and the node and message of its error. */
function failureOf(e) {
	const result = (e.data && e.data.resultData) || {};
	const err = result.error;
	const at = (err && err.node && err.node.name) || result.lastNodeExecuted;
	return `${e.id}:${e.status}${err ? ` (${String(err.message).slice(0, 120)}${at ? ` in ${at}` : ''})` : at ? ` (last node ${at})` : ''}`;
}

module.exports = {
	failureOf,
	itemsOf,
	strip,
	serveFulfilment,
	fulfilAtShop,
	ROOT,
	PKG,
	ACTION,
	TRIGGER,
	CREDENTIAL,
	UUID,
	tarball,
	sleep,
	until,
	waitForActivationPoll,
	sandboxCredential,
	credRef,
	node,
	triggerWorkflow,
	executionsOf,
	publicList,
	allExecutions,
	isFinished,
	outputOf,
	runTriggerScenario,
	startN8n,
	startSandbox,
	withManualTrigger,
	httpJson,
	postAtOnce,
};
