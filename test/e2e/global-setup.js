'use strict';
/*
 * Once per e2e run: installs the real n8n runtime if the cache is empty (n8n 2.41.1 on Node 24, and the
 * last 1.x on this Node for the 1.x load test) and the Debian packages the tests start (redis-server,
 * postgresql, chromium: installed here, one after the other, because test files running side by side
 * would otherwise race for apt's lock), then builds the package and packs it. The tarball path is handed
 * to the tests in MAYAR_E2E_TARBALL.
 * MAYAR_E2E_TARBALL already set to an existing file (.ci/run packs once): that tarball is used as is.
 * MAYAR_E2E_SKIP_BUILD=1 packs the existing dist/ without building.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const DEBIAN = [
	['redis-server', 'redis-server'],
	['postgresql', '/usr/lib/postgresql/*/bin/initdb'],
	['chromium', 'chromium'],
];

module.exports = async function globalSetup() {
	const root = path.resolve(__dirname, '..', '..');
	const { ensureRuntime } = require('../../scripts/e2e/install-runtime');
	const t0 = Date.now();
	ensureRuntime({ n8n1: true });
	const script = path.join(root, 'scripts', 'e2e', 'ensure-debian-package.sh');
	for (const [pkg, binary] of DEBIAN) {
		const extra = pkg === 'chromium' ? [] : ['--no-install-recommends'];
		execFileSync('bash', [script, pkg, binary, ...extra], {
			stdio: ['ignore', 'ignore', 'inherit'],
		});
	}
	const tRuntime = Date.now() - t0;
	const given = process.env.MAYAR_E2E_TARBALL;
	if (given && fs.existsSync(given)) {
		process.stderr.write(
			`\n[e2e] runtime ready in ${(tRuntime / 1000).toFixed(1)} s; package: ${given}\n`,
		);
		return;
	}
	if (process.env.MAYAR_E2E_SKIP_BUILD !== '1') {
		execFileSync('npm', ['run', 'build', '--silent'], {
			cwd: root,
			stdio: ['ignore', 'ignore', 'inherit'],
		});
	}
	const { packPackage } = require('../../scripts/e2e/n8n-instance');
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-e2e-pack-'));
	const tgz = packPackage(root, dir);
	process.env.MAYAR_E2E_TARBALL = tgz;
	process.env.MAYAR_E2E_PACK_DIR = dir;
	process.stderr.write(
		`\n[e2e] runtime ready in ${(tRuntime / 1000).toFixed(1)} s; package packed: ${tgz}\n`,
	);
};
