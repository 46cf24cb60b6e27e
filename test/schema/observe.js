'use strict';
/**
 * Runs every conformance case (test/conformance/cases.ts: each operation minimal, full and its other input modes)
 * inside n8n-core against a fresh local sandbox, and keeps what each run put out: the output items and the
 * contract endpoints it reached with a 2xx answer. The output schemas are generated from this and the contract.
 * Needs the TypeScript loader (test/harness/register-ts.js) or jest.
 */
const contract = require('../contract');
const { cases } = require('../conformance/cases');
const { startSandbox, credentialsFor } = require('../harness/sandbox');
const { startCaseEnv, runVariant, variantsOf } = require('../conformance/run');
const { TriggerHarness, startReceiver } = require('../harness/trigger');
const { PollHarness } = require('../harness/poll');

/**
 * @returns {Promise<Record<string, Array<{ variant: string, simplified: boolean, items: object[], records: string[] }>>>}
 *   "resource/operation" -> one entry per variant run.
 */
async function observeOperations() {
	const env = await startCaseEnv();
	const seen = {};
	try {
		for (const c of cases) {
			for (const [variant, parametersOf] of variantsOf(c)) {
				const { parameters, r } = await runVariant(env, c, variant, parametersOf);
				if (r.error)
					throw new Error(`${c.resource}/${c.operation} [${variant}]: ${r.error.message}`);
				const records = [];
				for (const e of env.sb.log) {
					const m = e.status >= 200 && e.status < 300 ? contract.match(e.method, e.path) : null;
					if (m?.endpoint.record && !records.includes(m.endpoint.record))
						records.push(m.endpoint.record);
				}
				(seen[`${c.resource}/${c.operation}`] ??= []).push({
					variant,
					// Simplify defaults to on; only a case that turns it off shows the whole record.
					simplified: parameters.simplify !== false,
					items: r.items.map((item) => item.json),
					records,
				});
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
 * The items both triggers emit: the webhook trigger (all events) for a payment simulated in the sandbox, which
 * Mayar delivers, and a test event; the polling trigger's "Fetch Test Event" for each of its four events.
 */
async function observeTriggers() {
	const sb = await startSandbox({ webhookRetryDelaysMs: [] });
	const items = [];
	let receiver;
	try {
		const hook = new TriggerHarness({
			parameters: { registration: 'automatic', events: ['*'] },
			credentials: credentialsFor(sb),
		});
		receiver = await startReceiver(hook);
		hook.webhookBaseUrl = receiver.baseUrl;
		if (!(await hook.activate()))
			throw new Error('observeTriggers: the webhook trigger did not activate');
		const tx = sb.addUnpaidTransactions(1)[0];
		const res = await fetch(`${sb.url}/hl/v2/payments/simulate`, {
			method: 'POST',
			headers: { authorization: `Bearer ${sb.keys.readWrite}`, 'content-type': 'application/json' },
			body: JSON.stringify({ transactionId: tx.id }),
		});
		if (res.status !== 200) throw new Error(`observeTriggers: simulate answered ${res.status}`);
		await sb.waitForDeliveries(1, 10000);
		for (const call of receiver.calls) items.push(...call.items);

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
			const got = await poller.manual();
			if (!got?.length)
				throw new Error(`observeTriggers: the polling trigger emitted nothing for ${event}`);
			items.push(...got);
		}
	} finally {
		await receiver?.close();
		await sb.close();
	}
	if (!items.some((i) => i.event === 'payment.received' && i.transaction))
		throw new Error('observeTriggers: no confirmed payment item from the webhook trigger');
	return { triggerItems: items };
}

module.exports = { observeOperations, observeTriggers };
