'use strict';
/*
 * The two payment examples published in a real n8n against the sandbox under each of its profiles: 'spec' (the
 * contract) and 'live' (as Mayar was recorded answering live, test/contract/live.js; its paid-transactions rows
 * have no `amount` and no `transactionId`, only `credit` and `paymentLinkTransactionId`).
 *
 *  - examples/payment-received-fulfilment.json (the Mayar Trigger, Automatic registration): one payment,
 *    delivered by the sandbox's webhook;
 *  - examples/payment-safety-net.json (the Mayar Trigger and the Mayar Polling Trigger, every minute, then Only
 *    Once per Payment): one payment delivered by webhook, and one whose delivery is lost (the account has no
 *    webhook URL when it is paid), which only the poll sees.
 *
 * Both profiles run side by side in the one n8n of the calling test file, each example on its own sandbox (an
 * account has one webhook URL), so the minute the poll takes is waited once. What is held, per profile, is what
 * the merchant's fulfilment step ("Fulfil Order") reads for each payment, whichever trigger saw it:
 *   its input: data.amount (a number, the amount paid), data.transactionId (the id Transaction > Get takes),
 *              data.customerName, data.customerEmail, data.customerMobile;
 *   its output (the example's own expressions): transactionId, amount, customerEmail;
 *   and each payment fulfilled once.
 * runPaymentExamples() gathers what happened (it never throws for one profile's failure: each profile's result
 * carries its error); checkFulfilment() holds one result to the above, so each profile passes or fails alone.
 */
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const h = require('./helpers');

const PROFILES = ['spec', 'live'];
const FULFILMENT = 'payment-received-fulfilment.json';
const SAFETY_NET = 'payment-safety-net.json';
const PASS_ONCE = 'Only Once per Payment';
const FULFIL = 'Fulfil Order';
const POLL_INTERVAL_MS = 60_000; // the safety net polls every minute (n8n's shortest interval)
// distinct seeds: each sandbox its own customers and transaction ids
const SEEDS = {
	spec: { fulfilment: 501, safetyNet: 502 },
	live: { fulfilment: 601, safetyNet: 602 },
};
const FINISHED = ['success', 'error', 'crashed', 'canceled'];

const cap = (s) => s[0].toUpperCase() + s.slice(1);

/** The shipped example for one profile: its own id, credential and webhook path; nothing else changed. */
function exampleFor(file, profile, credId) {
	const wf = JSON.parse(fs.readFileSync(path.join(h.ROOT, 'examples', file), 'utf8'));
	wf.id = `${wf.id}${cap(profile)}`;
	wf.name = `${wf.name} (${profile} profile)`;
	wf.settings = { ...wf.settings, saveDataErrorExecution: 'all' };
	for (const n of wf.nodes) {
		if (n.credentials && n.credentials[h.CREDENTIAL]) n.credentials = h.credRef(credId);
		if (n.webhookId) n.webhookId = crypto.randomUUID();
	}
	return wf;
}

/**
 * What reached "Fulfil Order": per item, its input (what Only Once per Payment passed on) and its output (the
 * Set node makes one item per input, in order), with the execution that carried it.
 */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function fulfilments(executions) {
	const out = [];
	for (const e of executions) {
		const outputs = h.itemsOf(e, FULFIL);
		h.itemsOf(e, PASS_ONCE).forEach((input, i) =>
			out.push({ execution: e.id, mode: e.mode, status: e.status, input, output: outputs[i] }),
		);
	}
	return out;
}

/** "id:status (message in node)" of executions that did not succeed. */
function failures(executions) {
	return executions
		.filter((e) => e.status !== 'success')
		.map((e) => {
			const result = (e.data && e.data.resultData) || {};
			const err = result.error;
			const at = (err && err.node && err.node.name) || result.lastNodeExecuted;
			return `${e.id}:${e.status} (${e.mode})${err ? ` ${String(err.message).slice(0, 200)}${at ? ` in ${at}` : ''}` : ''}`;
		});
}

/** A payment as the fulfilment step should see it: the sandbox's transaction and its customer. */
function paymentOf(sb, tx) {
	const c = sb.store.customers.find((x) => x.id === tx.customerId);
	return {
		id: tx.id,
		amount: tx.amount,
		customerName: c.name,
		customerEmail: c.email,
		customerMobile: c.mobile,
	};
}

/** Pays an open transaction in the sandbox; a webhook goes out when the account has a URL. */
function pay(sb) {
	const tx = sb.addUnpaidTransactions(1)[0];
	const { delivery } = sb.payTransaction(tx.id);
	return { payment: paymentOf(sb, tx), delivery };
}

async function finishedExecutions(n8n, wfId, atLeast, timeoutMs) {
	return h.until(
		`${atLeast} finished execution(s) of ${wfId}`,
		async () => {
			const list = await h.executionsOf(n8n, wfId);
			return list.length >= atLeast && list.every((e) => FINISHED.includes(e.status)) ? list : null;
		},
		timeoutMs,
		500,
	);
}

/** payment-received-fulfilment.json: activation registers the URL, one payment is delivered. */
async function runFulfilment(n8n, sb, wf) {
	const trigger = wf.nodes.find((n) => n.type === h.TRIGGER);
	const url = `${n8n.webhookBaseUrl}/${trigger.webhookId}/webhook`;
	await n8n.publish(wf.id, { via: 'api' });
	await n8n.waitForWebhook(url, 60_000);
	await h.until(
		'the Mayar account webhook URL (Automatic registration)',
		() => (sb.store.account.urlHook || '').startsWith(url),
		30_000,
	);
	const { payment, delivery } = pay(sb);
	if (!delivery) throw new Error('the sandbox sent no webhook for the payment');
	const answered = await delivery.done;
	await finishedExecutions(n8n, wf.id, 1, 60_000);
	return { payments: [{ ...payment, delivered: answered, expect: 'webhook' }] };
}

/**
 * payment-safety-net.json: after the activation poll, one payment delivered by webhook (the account's URL is the
 * workflow's, Automatic registration), one with no delivery (no URL: a lost delivery); then the next poll.
 */
async function runSafetyNet(n8n, sb, wf) {
	const trigger = wf.nodes.find((n) => n.type === h.TRIGGER);
	const url = `${n8n.webhookBaseUrl}/${trigger.webhookId}/webhook`;
	const since = Date.now();
	await n8n.publish(wf.id, { via: 'api' });
	await n8n.waitForWebhook(url, 60_000);
	// the activation poll sets the polling trigger's mark at the newest payment: pay after it
	await h.waitForActivationPoll(sb, since);

	const registered = await h.until(
		'the account URL the publish registered (Automatic)',
		() => sb.store.account.urlHook,
		30_000,
	);
	if (!registered.startsWith(`${url}?token=`))
		throw new Error(`the publish registered ${registered}, not this workflow's URL with a token`);
	const byWebhook = pay(sb);
	if (!byWebhook.delivery) throw new Error('the sandbox sent no webhook for the first payment');
	const answered = await byWebhook.delivery.done;
	await finishedExecutions(n8n, wf.id, 1, 60_000);

	sb.store.account.urlHook = null;
	const lost = pay(sb);
	if (lost.delivery) throw new Error('the sandbox sent a webhook with no URL set');
	const paidAt = Date.now();
	await h.until(
		'a poll after the payment whose delivery was lost',
		() =>
			sb.log.some(
				(e) =>
					e.method === 'GET' &&
					e.path === '/hl/v2/transactions' &&
					e.time > paidAt &&
					e.status === 200,
			),
		POLL_INTERVAL_MS + 30_000,
		500,
	);
	// the execution that poll starts (if it starts one), then 3 s for a repeat to show up
	try {
		await finishedExecutions(n8n, wf.id, 2, 30_000);
	} catch {
		/* no execution from the poll: the checks say which payment went missing */
	}
	await h.sleep(3000);
	return {
		payments: [
			{ ...byWebhook.payment, delivered: answered, expect: 'webhook' },
			{ ...lost.payment, delivered: null, expect: 'polling' },
		],
	};
}

/**
 * Runs both examples under both profiles in `n8n` (sandboxes started here and closed before returning).
 * Returns { [profile]: { fulfilment: result, safetyNet: result } }, a result being
 * { wfId, payments, executions, fulfilled, failed, error? }, and ms (the time it took).
 */
async function runPaymentExamples(n8n) {
	const t0 = Date.now();
	const sandboxes = [];
	const plan = [];
	try {
		for (const profile of PROFILES) {
			for (const [kind, file] of [
				['fulfilment', FULFILMENT],
				['safetyNet', SAFETY_NET],
			]) {
				const sb = await h.startSandbox({ profile, seed: SEEDS[profile][kind] });
				sandboxes.push(sb);
				const credId = `ex${cap(kind)}${cap(profile)}`; // at most 16 characters: n8n's public API
				plan.push({ profile, kind, file, sb, credId, wf: exampleFor(file, profile, credId) });
			}
		}
		await n8n.importCredentials(plan.map((p) => h.sandboxCredential(p.sb, p.credId)));
		await n8n.importWorkflow(plan.map((p) => p.wf));

		const results = await Promise.all(
			plan.map(async (p) => {
				const out = { profile: p.profile, example: p.file, wfId: p.wf.id, payments: [] };
				try {
					const run = p.kind === 'fulfilment' ? runFulfilment : runSafetyNet;
					Object.assign(out, await run(n8n, p.sb, p.wf));
				} catch (e) {
					out.error = e;
				}
				return out;
			}),
		);
		// stop listening and polling, then read what happened
		for (const p of plan) {
			try {
				await n8n.unpublish(p.wf.id, { via: 'api' });
			} catch {
				/* reported through the executions */
			}
		}
		const byProfile = {};
		for (const [i, p] of plan.entries()) {
			const r = results[i];
			r.executions = await h.executionsOf(n8n, p.wf.id);
			r.fulfilled = fulfilments(r.executions);
			r.failed = failures(r.executions);
			r.profileSeen = p.sb.profile;
			r.paidListAnswers = p.sb.log
				.filter((e) => e.method === 'GET' && e.path === '/hl/v2/transactions')
				.map((e) => e.status);
			byProfile[p.profile] = { ...byProfile[p.profile], [p.kind]: r };
		}
		return { ...byProfile, ms: Date.now() - t0 };
	} finally {
		for (const sb of sandboxes) await sb.close();
	}
}

/** The fields of a fulfilment item that a merchant's step reads, as held against the payment. */
function seen(f) {
	const data = (f.input && f.input.data) || {};
	const out = f.output || {};
	return {
		by: f.input && f.input.transaction ? 'webhook' : 'polling',
		input: {
			'data.transactionId': data.transactionId,
			'data.amount': data.amount,
			'data.customerName': data.customerName,
			'data.customerEmail': data.customerEmail,
			'data.customerMobile': data.customerMobile,
			// README, "What a payment item always has": the node's status word and ISO 8601 UTC dates.
			'data.transactionStatus': data.transactionStatus,
			'data.createdAt is ISO UTC': ISO_UTC.test(String(data.createdAt)),
			'data.paidAt is ISO UTC': ISO_UTC.test(String(data.paidAt)),
			event: f.input && f.input.event,
			confirmed: f.input && f.input.confirmed,
			'receivedAt is ISO UTC': ISO_UTC.test(String(f.input && f.input.receivedAt)),
		},
		output: {
			transactionId: out.transactionId,
			amount: out.amount,
			customerEmail: out.customerEmail,
		},
	};
}

function wanted(payment) {
	return {
		input: {
			'data.transactionId': payment.id,
			'data.amount': payment.amount,
			'data.customerName': payment.customerName,
			'data.customerEmail': payment.customerEmail,
			'data.customerMobile': payment.customerMobile,
			'data.transactionStatus': 'paid',
			'data.createdAt is ISO UTC': true,
			'data.paidAt is ISO UTC': true,
			event: 'payment.received',
			confirmed: true,
			'receivedAt is ISO UTC': true,
		},
		output: {
			transactionId: payment.id,
			amount: payment.amount,
			customerEmail: payment.customerEmail,
		},
	};
}

/** One line per payment: how it reached Fulfil Order, and the fields that differ from the payment. */
function summary(result) {
	const lines = [];
	for (const p of result.payments) {
		const items = result.fulfilled.filter(
			(f) => f.input && f.input.dedupeKey === `payment.received:${p.id}`,
		);
		const wrong = items.map((f) => {
			const s = seen(f);
			const w = wanted(p);
			const bad = [];
			for (const part of ['input', 'output'])
				for (const [k, v] of Object.entries(w[part]))
					if (s[part][k] !== v) bad.push(`${part} ${k} ${JSON.stringify(s[part][k])}`);
			return `${s.by}${bad.length ? `: ${bad.join(', ')}` : ': as paid'}`;
		});
		lines.push(
			`${p.expect} payment ${p.id.slice(0, 8)} (amount ${p.amount}): fulfilled ${items.length}x${wrong.length ? ` [${wrong.join('; ')}]` : ''}`,
		);
	}
	return lines;
}

/**
 * Holds one example's result under one profile (jest's expect): no error, every execution succeeded, each payment
 * reached Fulfil Order once, with the fields of the payment in its input and output, through the trigger expected.
 */
function checkFulfilment(result, expect) {
	if (result.error) throw result.error;
	expect(result.profileSeen).toBe(result.profile);
	expect(result.failed).toEqual([]);
	for (const p of result.payments) {
		const items = result.fulfilled.filter(
			(f) => f.input && f.input.dedupeKey === `payment.received:${p.id}`,
		);
		expect({ payment: p.id, fulfilled: items.length }).toEqual({ payment: p.id, fulfilled: 1 });
		const s = seen(items[0]);
		expect({ payment: p.id, ...s }).toEqual({
			payment: p.id,
			by: p.expect === 'polling' ? 'polling' : s.by,
			...wanted(p),
		});
		if (p.expect === 'polling') expect(items[0].mode).toBe('trigger');
		// Mayar's own word stays beside the node's: the sandbox's delivery says paid (docs) or created (production).
		const original = items[0].input.data.mayarOriginal || {};
		const said = { webhook: result.profile === 'live' ? 'created' : 'paid', polling: null }[s.by];
		expect({ payment: p.id, mayarTransactionStatus: original.transactionStatus }).toEqual({
			payment: p.id,
			mayarTransactionStatus: said,
		});
	}
	// nothing reached Fulfil Order but these payments
	const ids = new Set(result.payments.map((p) => `payment.received:${p.id}`));
	expect(
		result.fulfilled.map((f) => f.input && f.input.dedupeKey).filter((k) => !ids.has(k)),
	).toEqual([]);
}

module.exports = { PROFILES, FULFILMENT, SAFETY_NET, runPaymentExamples, checkFulfilment, summary };
