'use strict';
/*
 * After go-live (issue 38), in a real n8n: a published workflow with the Mayar Trigger (Automatic), then the
 * editor's test listen through n8n's REST API (POST /rest/workflows/:id/run with triggerToStartFrom): Mayar is
 * asked for its test delivery at the test URL, which starts one test execution, and the account's URL stays on
 * production, however the listen ends (Stop: DELETE /rest/test-webhook/:id; n8n restarted); then a payment Mayar
 * delivers where the account points: fulfilled once. Manual registration: forged membership and shipping
 * deliveries with no, a wrong or an empty token start nothing; a genuine one starts once.
 */
const crypto = require('crypto');

const h = require('./helpers');

const TRIGGER_NAME = 'Mayar Trigger';

function triggerNode({ webhookId, credId, parameters }) {
	return {
		id: crypto.randomUUID(),
		name: TRIGGER_NAME,
		type: h.TRIGGER,
		typeVersion: 1,
		position: [0, 0],
		webhookId,
		parameters,
		credentials: h.credRef(credId),
	};
}

function workflow(id, node) {
	return {
		id,
		name: `Go-live ${id}`,
		nodes: [node],
		connections: {},
		settings: {
			executionOrder: 'v1',
			saveDataSuccessExecution: 'all',
			saveDataErrorExecution: 'all',
		},
	};
}

const post = (url, body) => h.httpJson('POST', url, { body });

/** The editor's "Execute workflow" from the Mayar Trigger, through n8n's REST API. */
async function testListen(n8n, wfId) {
	return await n8n.rest('POST', `/workflows/${wfId}/run`, {
		triggerToStartFrom: { name: TRIGGER_NAME },
	});
}

/** The editor's Stop. */
async function stopListen(n8n, wfId) {
	return await n8n.rest('DELETE', `/test-webhook/${wfId}`);
}

/** A workflow of one Mayar Trigger on payments, Automatic registration, imported unpublished. */
async function importAutomatic(n8n, credId, label) {
	const webhookId = crypto.randomUUID();
	const wfId = `${label}${crypto.randomBytes(4).toString('hex')}`;
	await n8n.importWorkflow(
		workflow(
			wfId,
			triggerNode({
				webhookId,
				credId,
				parameters: { events: ['payment.received'], registration: 'automatic' },
			}),
		),
	);
	return { wfId, webhookId, url: `${n8n.webhookBaseUrl}/${webhookId}/webhook` };
}

/**
 * Publishes an Automatic trigger and tries the editor's test listen, ending it each way; returns what the caller
 * needs to check the next payment.
 */
async function automaticAfterGoLive(n8n, sb, { expect, restart = true }) {
	const credId = 'mayarGoLiveCred';
	await n8n.importCredentials([h.sandboxCredential(sb, credId)]);
	const { wfId, webhookId, url } = await importAutomatic(n8n, credId, 'goLive');
	sb.store.account.urlHook = null;
	await n8n.publish(wfId, { via: 'api' });
	await n8n.waitForWebhook(url, 60000);
	const urlHook = await h.until('the account URL', () => sb.store.account.urlHook, 30000);
	expect(urlHook.startsWith(`${url}?token=`)).toBe(true);
	const updates = () =>
		sb.log.filter((e) => e.method === 'POST' && e.path === '/hl/v2/webhooks/update').length;
	expect(updates()).toBe(1);

	const testUrl = `${n8n.webhookBaseUrl.replace(/\/webhook$/, '/webhook-test')}/${webhookId}/webhook`;
	const testDeliveries = () => sb.deliveries.filter((d) => d.url.startsWith(`${testUrl}?token=`));
	const testExecutions = async () =>
		(await h.executionsOf(n8n, wfId)).filter(
			(e) => e.mode === 'manual' && (h.outputOf(e, TRIGGER_NAME) || [])[0]?.event === 'testing',
		);
	const paths = [];
	const attempt = async (how, { stopAfter = true } = {}) => {
		const delivered = testDeliveries().length;
		const executed = (await testExecutions()).length;
		const run = await testListen(n8n, wfId);
		expect(run.status).toBe(200);
		// Mayar's test delivery reaches the test URL (with the listen's token) and starts one test execution.
		await h.until(
			'the test delivery at the test URL',
			() => testDeliveries().length > delivered,
			30000,
		);
		const delivery = testDeliveries()[testDeliveries().length - 1];
		await h.until('the test delivery answered', () => delivery.status !== 'pending', 30000);
		expect(delivery.attempts[0].status).toBe(200);
		await h.until(
			'a test execution started by the test delivery',
			async () => (await testExecutions()).length > executed,
			60000,
			500,
		);
		const stop = stopAfter ? await stopListen(n8n, wfId) : undefined;
		paths.push({
			how,
			run: run.status,
			testDelivery: delivery.attempts[0].status,
			stop: stop && stop.status,
			urlHook: sb.store.account.urlHook === urlHook ? 'production' : sb.store.account.urlHook,
		});
		expect(sb.store.account.urlHook).toBe(urlHook);
		expect(updates()).toBe(1);
	};
	await attempt('Execute workflow: the test delivery, then Stop (DELETE /rest/test-webhook)');
	// The listen is over: the test URL is not served any more.
	const atTest = await post(testUrl, { event: 'payment.received', data: {} });
	expect(atTest.status).toBe(404);
	if (restart) {
		await attempt('Execute workflow: the test delivery, then n8n restarted', { stopAfter: false });
		await n8n.restart();
		await n8n.waitForWebhook(url, 60000);
		paths.push({
			how: 'after the restart',
			urlHook: sb.store.account.urlHook === urlHook ? 'production' : sb.store.account.urlHook,
		});
		expect(sb.store.account.urlHook).toBe(urlHook);
		expect(updates()).toBe(1);
		await attempt('after the restart: Execute workflow, the test delivery, then Stop');
	}

	// A payment now: Mayar delivers where the account points, and the published workflow fulfils it once.
	const execution = await payOnce(n8n, sb, wfId, { expect });
	return { wfId, url, urlHook, paths, execution };
}

/**
 * A payment Mayar delivers to wherever the account points: the workflow `wfId` fulfils it exactly once (its
 * executions other than the editor's, `before` of them already there); returns the new execution.
 */
async function payOnce(n8n, sb, wfId, { expect, before = 0 }) {
	const delivered = sb.deliveries.length;
	const tx = sb.addUnpaidTransactions(1)[0];
	const sim = await fetch(`${sb.url}/hl/v2/payments/simulate`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${sb.keys.readWrite}` },
		body: JSON.stringify({ transactionId: tx.id }),
	});
	expect(sim.status).toBe(200);
	await sim.arrayBuffer();
	await sb.waitForDeliveries(delivered + 1, 30000);
	const delivery = sb.deliveries[sb.deliveries.length - 1];
	expect(delivery.status).toBe('delivered');
	expect(delivery.attempts[0].status).toBe(200);
	const production = async () =>
		(await h.executionsOf(n8n, wfId)).filter((e) => e.mode !== 'manual');
	await h.until(
		'one more finished execution',
		async () => {
			const list = await production();
			return list.length > before && list.every((e) => e.status === 'success') ? list : null;
		},
		60000,
		500,
	);
	await h.sleep(3000); // a second start would show here
	const all = await production();
	expect(all).toHaveLength(before + 1);
	const dedupeKey = `payment.received:${tx.id}`;
	const latest = all.find((e) => h.outputOf(e, TRIGGER_NAME)?.[0]?.dedupeKey === dedupeKey);
	expect(latest?.mode).toBe('webhook');
	const out = h.outputOf(latest, TRIGGER_NAME);
	expect(out).toHaveLength(1);
	expect(out[0]).toMatchObject({ confirmed: true, dedupeKey });
	return latest;
}

/**
 * After go-live, what a merchant does next: re-publishes the workflow (unpublish, publish), then publishes a second
 * workflow with an Automatic Mayar Trigger on the same account, then re-publishes the first. The account has one
 * URL: each publish points it at its workflow (the takeover said in n8n's log), re-publishing keeps it, and each
 * payment is fulfilled once, by the workflow the account points to and no other.
 */
async function republishAndSecondWorkflow(n8n, sb, { expect }) {
	const credId = 'mayarRepublish1';
	await n8n.importCredentials([h.sandboxCredential(sb, credId)]);
	const make = async (label) => ({ ...(await importAutomatic(n8n, credId, label)), fulfilled: 0 });
	// Each publish registers the workflow's URL with a new token (unpublishing forgets the old one).
	const publish = async (wf) => {
		const was = sb.store.account.urlHook;
		await n8n.publish(wf.wfId, { via: 'api' });
		await n8n.waitForWebhook(wf.url, 60000);
		await h.until(
			`the account URL on ${wf.wfId}, with a new token`,
			() =>
				sb.store.account.urlHook !== was &&
				sb.store.account.urlHook?.startsWith(`${wf.url}?token=`),
			30000,
		);
	};
	const takeovers = () =>
		(
			h.strip(n8n.logs('main')).match(/publishing took the Mayar account's \(\w+\) webhook URL/g) ??
			[]
		).length;
	const paths = [];
	/** A payment: fulfilled once by `to`, nothing new in the others. */
	const pay = async (how, to, others) => {
		await payOnce(n8n, sb, to.wfId, { expect, before: to.fulfilled });
		to.fulfilled++;
		for (const o of others)
			expect((await h.executionsOf(n8n, o.wfId)).filter((e) => e.mode !== 'manual')).toHaveLength(
				o.fulfilled,
			);
		paths.push({ how, account: to.wfId, fulfilledBy: to.wfId, takeovers: takeovers() });
	};

	const first = await make('goLiveFirst');
	const second = await make('goLiveSecond');
	await publish(first);
	await pay('first workflow published', first, [second]);

	await n8n.unpublish(first.wfId, { via: 'api' });
	await publish(first);
	await pay('first workflow re-published (unpublish, publish)', first, [second]);

	const before = takeovers();
	await publish(second);
	await h.until("the takeover in n8n's log", () => takeovers() > before, 30000, 500);
	await pay('second workflow published: it takes the account URL', second, [first]);

	await n8n.unpublish(first.wfId, { via: 'api' });
	await publish(first);
	await pay('first workflow re-published: it takes the URL back', first, [second]);
	return paths;
}

const FORGED = [
	{ event: 'membership.memberUnsubscribed', data: { memberId: 'MBR-E2E', status: 'INACTIVE' } },
	{ event: 'membership.memberExpired', data: { memberId: 'MBR-E2E', status: 'INACTIVE' } },
	{ event: 'shipper.status', data: { id: 'SHP-E2E', status: 'DELIVERED' } },
];

/** Manual registration: with and without a Secret Token. */
async function manualDeliveries(n8n, sb, { expect }) {
	const credId = 'mayarGoLiveCred';
	const results = [];

	// Without a Secret Token: publishing fails, saying why; nothing is served, nothing starts.
	const openHook = crypto.randomUUID();
	const openId = `goLiveOpen${crypto.randomBytes(3).toString('hex')}`;
	await n8n.importWorkflow(
		workflow(
			openId,
			triggerNode({
				webhookId: openHook,
				credId,
				parameters: { events: ['*'], registration: 'manual' },
			}),
		),
	);
	const published = await n8n.api('POST', `/workflows/${openId}/activate`);
	// n8n 2.41 records the publication (200) and logs the trigger's activation error (the error route answered
	// null here, so the log is what is checked); no webhook is registered.
	await h.until(
		"n8n's log line for the activation without a Secret Token",
		() => /Mayar Trigger: Manual registration needs a Secret Token/.test(h.strip(n8n.logs('main'))),
		30000,
		500,
	);
	results.push({
		case: 'no Secret Token: publish',
		status: published.status,
		activation: 'failed, logged',
	});
	const openUrl = `${n8n.webhookBaseUrl}/${openHook}/webhook`;
	for (const body of FORGED) {
		for (const q of ['', '?token=made-up', '?token=']) {
			const r = await post(`${openUrl}${q}`, body);
			results.push({
				case: `no Secret Token: ${body.event}${q || ' (no token)'}`,
				status: r.status,
			});
			expect(r.status).toBe(404);
		}
	}

	// With a Secret Token: forgeries 401, the genuine delivery of each kind starts once.
	const secret = crypto.randomBytes(24).toString('hex');
	const hook = crypto.randomUUID();
	const wfId = `goLiveManual${crypto.randomBytes(3).toString('hex')}`;
	await n8n.importWorkflow(
		workflow(
			wfId,
			triggerNode({
				webhookId: hook,
				credId,
				parameters: { events: ['*'], registration: 'manual', secretToken: secret },
			}),
		),
	);
	await n8n.publish(wfId, { via: 'api' });
	const url = `${n8n.webhookBaseUrl}/${hook}/webhook`;
	await n8n.waitForWebhook(url, 60000);
	for (const body of FORGED) {
		for (const q of ['', '?token=made-up', '?token=']) {
			const r = await post(`${url}${q}`, body);
			results.push({
				case: `Secret Token set: ${body.event}${q || ' (no token)'}`,
				status: r.status,
			});
			expect(r.status).toBe(401);
		}
		const genuine = await post(`${url}?token=${secret}`, body);
		results.push({ case: `Secret Token set: ${body.event} genuine`, status: genuine.status });
		expect(genuine.status).toBe(200);
	}
	await h.until(
		'three finished executions',
		async () => {
			const list = await h.executionsOf(n8n, wfId);
			return list.length >= 3 && list.every((e) => e.status === 'success') ? list : null;
		},
		60000,
		500,
	);
	await h.sleep(2000);
	const executions = await h.executionsOf(n8n, wfId);
	expect(executions).toHaveLength(3);
	const events = executions.map((e) => h.outputOf(e, TRIGGER_NAME)[0].event).sort();
	expect(events).toEqual(FORGED.map((f) => f.event).sort());
	expect(await h.executionsOf(n8n, openId)).toHaveLength(0);
	return results;
}

module.exports = {
	automaticAfterGoLive,
	republishAndSecondWorkflow,
	manualDeliveries,
	testListen,
	stopListen,
	TRIGGER_NAME,
};
