'use strict';
/*
 * Real n8n 2.41.1 (regular mode): a published workflow with the Mayar Polling Trigger polling every minute
 * (n8n's shortest poll interval: it refuses sub-minute cron) against the local sandbox.
 *  - activation polls once and starts nothing for the payments already in Mayar;
 *  - a payment simulated in the sandbox starts exactly one execution, with the Mayar Trigger's dedupeKey;
 *  - a payment made just before n8n restarts starts exactly one execution too (caught up by the activation
 *    poll at start, or by the last poll before the stop), and after the restart nothing starts again.
 * The figures (payments vs executions, duplicates, lost) are printed at the end.
 */
const crypto = require('crypto');
const h = require('./helpers');

const POLLING = `${h.PKG}.mayarPollingTrigger`;
let sb;
let n8n;

beforeAll(async () => {
	sb = await h.startSandbox();
	n8n = await h.startN8n({ packageTarball: h.tarball(), mode: 'regular' });
});

afterAll(async () => {
	if (n8n) await n8n.stop();
	if (sb) await sb.close();
});

/** GETs of the paid-transaction list the poller sent since `since` (epoch ms). */
const pollsSince = (since) =>
	sb.log.filter((e) => e.method === 'GET' && e.path === '/hl/v2/transactions' && e.time >= since);

async function simulatePayment() {
	const tx = sb.addUnpaidTransactions(1)[0];
	const r = await fetch(`${sb.url}/hl/v2/payments/simulate`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${sb.keys.readWrite}` },
		body: JSON.stringify({ transactionId: tx.id }),
	});
	const body = await r.json();
	if (r.status !== 200) throw new Error(`simulate: ${r.status} ${JSON.stringify(body)}`);
	return tx;
}

test('a published polling trigger (every minute) starts one execution per payment, none more after a restart', async () => {
	// Every minute at a second picked here (n8n's Custom mode), 30 s after the import: the scheduled polls come
	// when the steps below need them, a minute apart. Every Minute draws a random second at each activation,
	// and the waits on it made this file take 61 to 173 s in CI.
	const second = new Date(Date.now() + 30_000).getUTCSeconds();
	const credId = 'mayarPollCred1';
	await n8n.importCredentials([h.sandboxCredential(sb, credId)]);
	const wfId = `mayarPoll${crypto.randomBytes(4).toString('hex')}`;
	await n8n.importWorkflow({
		id: wfId,
		name: 'Mayar Polling Trigger e2e',
		nodes: [
			{
				id: crypto.randomUUID(),
				name: 'Mayar Polling Trigger',
				type: POLLING,
				typeVersion: 1,
				position: [0, 0],
				parameters: {
					pollTimes: { item: [{ mode: 'custom', cronExpression: `${second} * * * * *` }] },
					event: 'payment.received',
				},
				credentials: h.credRef(credId),
			},
		],
		connections: {},
		settings: { executionOrder: 'v1', saveDataSuccessExecution: 'all' },
	});
	const paidBefore = sb.store.balanceHistory.length;
	expect(paidBefore).toBeGreaterThan(0); // seeded history: must not start anything

	// --- activation polls once (n8n runs the poll when it activates) and starts nothing
	const activatedAt = Date.now();
	await n8n.publish(wfId, { via: 'api' });
	await h.until('the activation poll', () => pollsSince(activatedAt).length >= 1, 30000);
	await h.sleep(2000);
	expect(await h.executionsOf(n8n, wfId)).toHaveLength(0);

	// --- one simulated payment: exactly one execution, at the next minute
	const tx1 = await simulatePayment();
	const first = await h.until(
		'the execution of the first payment',
		async () => {
			const list = await h.executionsOf(n8n, wfId);
			return list.length >= 1 && list.every((e) => e.finished || e.status === 'success')
				? list
				: null;
		},
		90000,
		1000,
	);
	expect(first).toHaveLength(1);
	expect(first[0].mode).toBe('trigger');
	const out1 = h.outputOf(first[0], 'Mayar Polling Trigger');
	expect(out1).toEqual([
		expect.objectContaining({
			event: 'payment.received',
			confirmed: true,
			dedupeKey: `payment.received:${tx1.id}`,
		}),
	]);
	expect(out1[0].data).toMatchObject({ transactionId: tx1.id, paymentLinkTransactionId: tx1.id });

	// --- a payment just before n8n restarts: one execution for it, whichever poll sees it
	const tx2 = await simulatePayment();
	const restartedAt = Date.now();
	await n8n.restart();
	// The activation poll at start and at least one scheduled poll after it.
	await h.until(
		'two polls after the restart',
		() => pollsSince(restartedAt).length >= 2,
		150000,
		1000,
	);
	const all = await h.until(
		'the execution of the second payment',
		async () => {
			const list = await h.executionsOf(n8n, wfId);
			return list.length >= 2 ? list : null;
		},
		30000,
		1000,
	);
	await h.sleep(3000); // a duplicate start would show up here
	const executions = await h.executionsOf(n8n, wfId);
	expect(executions).toHaveLength(2);
	expect(all).toHaveLength(2);
	const keys = executions.flatMap((e) =>
		h.outputOf(e, 'Mayar Polling Trigger').map((i) => i.dedupeKey),
	);
	const created = [`payment.received:${tx1.id}`, `payment.received:${tx2.id}`];
	expect(keys.sort()).toEqual(created.sort());
	const unique = new Set(keys);
	console.log(
		`Polling trigger e2e (n8n 2.41.1, every minute, restart): payments ${created.length}, executions ${executions.length}, items ${keys.length}, duplicates ${keys.length - unique.size}, lost ${created.filter((k) => !unique.has(k)).length}; polls after the restart ${pollsSince(restartedAt).length}`,
	);
	// The key never leaves the credential: not in the sandbox log, not in n8n's log.
	expect(JSON.stringify(sb.log)).not.toContain(sb.keys.readWrite);
	expect(n8n.logs('main')).not.toContain(sb.keys.readWrite);
});
