'use strict';
/**
 * Self-test of the sandbox over real HTTP: `node test/sandbox/selftest.js`. Exits non-zero on failure and
 * stops by itself (a sandbox that leaves a timer or socket open would hang it; a watchdog reports that).
 * The tests live by concern in selftest/; each gets the shared sandbox as its argument, in this order.
 */
const { startSandbox, tests } = require('./selftest/kit');

for (const part of ['basics', 'products', 'billing', 'webhooks', 'limits'])
	require(`./selftest/${part}`);

(async () => {
	const started = Date.now();
	const sb = await startSandbox();
	let failed = 0;
	for (const t of tests) {
		const t0 = Date.now();
		try {
			await t.fn(sb);
			console.log(`ok   ${t.name} (${Date.now() - t0} ms)`);
		} catch (err) {
			failed += 1;
			console.log(`FAIL ${t.name}\n${err && err.stack}`);
		}
	}
	await sb.close();
	console.log(`\n${tests.length - failed} passed, ${failed} failed (${Date.now() - started} ms)`);
	process.exitCode = failed ? 1 : 0;
	// Nothing should keep the process alive now; if something does, say so instead of hanging.
	setTimeout(() => {
		console.error('selftest: the process did not exit by itself (a timer or socket is still open)');
		process.exit(1);
	}, 3000).unref();
})();
