'use strict';
/**
 * Runs every conformance case (test/conformance/cases.ts: each operation minimal, full and its other input modes)
 * inside n8n-core against a fresh local sandbox, under both of its profiles ('spec', the contract; 'live', as Mayar
 * was recorded answering, test/contract/live.js), as the conformance suite does, and keeps what each run put out:
 * the output items, the contract endpoints it reached with a 2xx answer, and the recorded live behaviours that
 * answered it. The output schemas are generated from this and the contract.
 * Needs the TypeScript loader (test/harness/register-ts.js) or jest.
 */
const contract = require('../contract');
const { cases } = require('../conformance/cases');
const { startSandbox, credentialsFor } = require('../harness/sandbox');
const {
	startCaseEnv,
	runVariant,
	variantsOf,
	liveBehavioursOf,
	PROFILES,
} = require('../conformance/run');
const { TriggerHarness, startReceiver } = require('../harness/trigger');
const { PollHarness } = require('../harness/poll');

/** The path template of the contract form a request matched: the endpoint's path or the alternative it used. */
const templateOf = (m) =>
	m.form === 'alt' ? m.endpoint.altPaths[m.altIndex].path : m.endpoint.path;

/**
 * @typedef {{ variant: string, profile: string, simplified: boolean, items: object[], records: string[],
 *   endpoints: string[], behaviours: string[], failed: boolean }} Run
 *   endpoints: every contract endpoint the run sent a request to, whatever the answer, as 'METHOD /path/{id}'
 *   (the contract's template of the form it used), in the order first sent;
 *   behaviours: the recorded live behaviours (test/contract/live.js ids) the sandbox applied to the run's requests;
 *   failed: the run ended in an error (only under live, where a recorded behaviour refused it: no output).
 * @returns {Promise<Record<string, Record<string, Run[]>>>} profile -> "resource/operation" -> one entry per
 *   variant run. One sandbox, the spec pass first, as in the conformance suite.
 */
async function observeOperations() {
	const env = await startCaseEnv();
	const seen = {};
	try {
		for (const profile of PROFILES) {
			env.sb.setProfile(profile);
			const byOperation = (seen[profile] = {});
			for (const c of cases) {
				for (const [variant, parametersOf] of variantsOf(c)) {
					const { parameters, r } = await runVariant(env, c, variant, parametersOf);
					const behaviours = liveBehavioursOf(env.sb.log);
					// Under live a run may fail the way Mayar refuses it (a recorded behaviour answered); any other
					// failure is a broken case or operation.
					if (r.error && !behaviours.length)
						throw new Error(
							`${c.resource}/${c.operation} [${variant}] (${profile}): ${r.error.message}`,
						);
					const records = [];
					const endpoints = [];
					for (const e of env.sb.log) {
						const m = contract.match(e.method, e.path);
						const sent = m && `${e.method} ${templateOf(m)}`;
						if (sent && !endpoints.includes(sent)) endpoints.push(sent);
						const ok = e.status >= 200 && e.status < 300;
						if (ok && m?.endpoint.record && !records.includes(m.endpoint.record))
							records.push(m.endpoint.record);
					}
					(byOperation[`${c.resource}/${c.operation}`] ??= []).push({
						variant,
						profile,
						// Simplify defaults to on; only a case that turns it off shows the whole record.
						simplified: parameters.simplify !== false,
						items: r.error ? [] : r.items.map((item) => item.json),
						records,
						endpoints,
						behaviours,
						failed: Boolean(r.error),
					});
				}
			}
		}
	} finally {
		await env.close();
	}
	return seen;
}

const POLLED = [
	'payment.received',
	'transaction.unpaid',
	'customer.created',
	'membership.newMemberRegistered',
];

/**
 * The items both triggers emit, under each profile (a fresh sandbox each): the webhook trigger (all events) for a
 * payment simulated in the sandbox, which Mayar delivers, and a test event; the polling trigger's "Fetch Test
 * Event" for each of its four events.
 * @returns {Promise<{ triggerItems: object[], runs: Record<string, Array<{ variant: string, profile: string,
 *   items: object[], behaviours: string[] }>> }>} triggerItems: every item of both profiles; runs: profile -> one
 *   entry per source (the webhook, each polled event).
 */
async function observeTriggers() {
	const runs = {};
	for (const profile of PROFILES) runs[profile] = await observeTriggersUnder(profile);
	const triggerItems = PROFILES.flatMap((p) => runs[p].flatMap((r) => r.items));
	return { triggerItems, runs };
}

async function observeTriggersUnder(profile) {
	const sb = await startSandbox({ webhookRetryDelaysMs: [], profile });
	const runs = [];
	let receiver;
	try {
		const hook = new TriggerHarness({
			parameters: { registration: 'automatic', events: ['*'] },
			credentials: credentialsFor(sb),
		});
		receiver = await startReceiver(hook);
		hook.webhookBaseUrl = receiver.baseUrl;
		sb.clearLog();
		if (!(await hook.activate()))
			throw new Error(`observeTriggers (${profile}): the webhook trigger did not activate`);
		const tx = sb.addUnpaidTransactions(1)[0];
		const res = await fetch(`${sb.url}/hl/v2/payments/simulate`, {
			method: 'POST',
			headers: { authorization: `Bearer ${sb.keys.readWrite}`, 'content-type': 'application/json' },
			body: JSON.stringify({ transactionId: tx.id }),
		});
		if (res.status !== 200)
			throw new Error(`observeTriggers (${profile}): simulate answered ${res.status}`);
		await sb.waitForDeliveries(1, 10000);
		runs.push({
			variant: 'webhook',
			profile,
			items: receiver.calls.flatMap((call) => call.items),
			behaviours: liveBehavioursOf(sb.log),
		});

		const membership = sb.store.products.find((p) => p.type === 'membership');
		for (const event of POLLED) {
			const poller = new PollHarness({
				parameters: {
					event,
					...(event.startsWith('membership.')
						? { productId: { __rl: true, mode: 'id', value: String(membership.id) } }
						: {}),
				},
				credentials: credentialsFor(sb),
			});
			sb.clearLog();
			const got = await poller.manual();
			if (!got?.length)
				throw new Error(
					`observeTriggers (${profile}): the polling trigger emitted nothing for ${event}`,
				);
			runs.push({ variant: event, profile, items: got, behaviours: liveBehavioursOf(sb.log) });
		}
	} finally {
		await receiver?.close();
		await sb.close();
	}
	if (!runs[0].items.some((i) => i.event === 'payment.received' && i.transaction))
		throw new Error(
			`observeTriggers (${profile}): no confirmed payment item from the webhook trigger`,
		);
	return runs;
}

module.exports = { observeOperations, observeTriggers };
