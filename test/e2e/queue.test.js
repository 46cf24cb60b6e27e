'use strict';
/*
 * 4. Test 3 again in queue mode: redis (Debian's redis-server on a free loopback port), a main process and
 * one `n8n worker`. The webhook is received by main; the execution must run on the worker.
 */
const { stripVTControlCharacters } = require('util');
const h = require('./helpers');

let sb;
let n8n;

beforeAll(async () => {
	sb = await h.startSandbox();
	n8n = await h.startN8n({ packageTarball: h.tarball(), mode: 'queue' });
});

afterAll(async () => {
	if (n8n) await n8n.stop();
	if (sb) await sb.close();
});

test('4. queue mode: the Mayar Trigger scenario, with the execution run by the worker', async () => {
	expect(n8n.mode).toBe('queue');
	const pids = n8n.pids();
	expect(pids.worker).toBeGreaterThan(0);
	expect(pids.redis).toBeGreaterThan(0);
	const { execution } = await h.runTriggerScenario(n8n, sb, { expect });
	const strip = (s) => stripVTControlCharacters(s);
	const workerLog = strip(n8n.logs('worker'));
	const mainLog = strip(n8n.logs('main'));
	// the worker took the job of exactly this execution and finished it; main did not run it itself
	expect(workerLog).toMatch(new RegExp(`Worker started execution ${execution.id}\\b`));
	expect(workerLog).toMatch(new RegExp(`Worker finished execution ${execution.id}\\b`));
	expect(mainLog).not.toMatch(new RegExp(`Worker started execution ${execution.id}\\b`));
	// the worker loaded the community package too
	expect(workerLog).not.toMatch(/Unrecognized node type: n8n-nodes-mayar/);
});
