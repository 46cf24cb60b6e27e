'use strict';
/*
 * Issue 38 in queue mode (redis, a main and one worker): the same scenario as golive-regular.test.js, without the
 * browser. Test listens run in main; the payment's execution runs on the worker.
 */
const h = require('./helpers');
const g = require('./golive');

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

test("queue mode: each test listen gets Mayar's test delivery and leaves the account on production; the next payment fulfilled once, on the worker", async () => {
	const { paths, execution } = await g.automaticAfterGoLive(n8n, sb, { expect });
	console.log(JSON.stringify(paths, null, 1));
	expect(h.strip(n8n.logs('worker'))).toMatch(
		new RegExp(`Worker finished execution ${execution.id}\\b`),
	);
});

test('queue mode: re-publishing, a second Automatic workflow taking the URL and the first taking it back; each payment fulfilled once, where the account points', async () => {
	console.log(JSON.stringify(await g.republishAndSecondWorkflow(n8n, sb, { expect }), null, 1));
});

test('queue mode, Manual registration: nothing unauthenticated starts a workflow', async () => {
	console.log(JSON.stringify(await g.manualDeliveries(n8n, sb, { expect })));
});
