#!/usr/bin/env node
'use strict';
/*
 * Everything the e2e tests need on the machine, once: the n8n runtimes (install-runtime.js: n8n 2.x on Node 24,
 * and n8n 1.x for the 1.x load test) and the Debian packages the tests start (redis-server, postgresql,
 * chromium), one after the other, because test files running side by side would otherwise race for apt's lock.
 * A warm machine takes milliseconds. test/e2e/global-setup.js calls it; .ci/run runs it in the background from
 * the start (`MAYAR_E2E_N8N1=0 node scripts/e2e/prepare.js`), so that a cold install overlaps npm ci and the build,
 * and installs n8n 1.x beside the e2e lanes (`install-runtime.js --n8n1`), for n8n1.test.js only.
 */
const path = require('path');
const { execFileSync } = require('child_process');
const { ensureRuntime } = require('./install-runtime');

const DEBIAN = [
	['redis-server', 'redis-server', '--no-install-recommends'],
	['postgresql', '/usr/lib/postgresql/*/bin/initdb', '--no-install-recommends'],
	['chromium', 'chromium'],
];

/** MAYAR_E2E_N8N1=0: no n8n 1.x (about 300 s to install cold), for a run without n8n1.test.js. */
function prepare() {
	const rt = ensureRuntime({ n8n1: process.env.MAYAR_E2E_N8N1 !== '0' });
	const script = path.join(__dirname, 'ensure-debian-package.sh');
	for (const args of DEBIAN)
		execFileSync('bash', [script, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
	return rt;
}

module.exports = { prepare };

if (require.main === module) {
	const t0 = Date.now();
	prepare();
	process.stderr.write(`[e2e-prepare] ready in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
}
