'use strict';
/*
 * Once per e2e run: what the tests need on the machine (scripts/e2e/prepare.js: the n8n runtimes and the Debian
 * packages, installed if missing), then the package built and packed. The tarball path is handed
 * to the tests in MAYAR_E2E_TARBALL.
 * MAYAR_E2E_TARBALL already set to an existing file (.ci/run packs once): that tarball is used as is.
 * MAYAR_E2E_SKIP_BUILD=1 packs the existing dist/ without building.
 * Every n8n CLI call of the run is recorded in MAYAR_E2E_CLI_REPORT (scripts/e2e/n8n/exitReport.js); the
 * teardown prints how many crashed at exit and removes the file.
 * First of all, a temp folder of the run's own becomes the temp directory of the tests and of every process they
 * start (TMPDIR, TMP and TEMP are inherited): global-teardown.js removes it and fails the run when something was
 * left in it. Mode 0711: PostgreSQL, run as its own user, must reach the n8n user folders inside.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

module.exports = async function globalSetup() {
	const root = path.resolve(__dirname, '..', '..');
	const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-e2e-'));
	fs.chmodSync(tmp, 0o711);
	process.env.MAYAR_TEST_TMP = tmp;
	process.env.MAYAR_TEST_SYSTEM_TMP = os.tmpdir();
	process.env.TMPDIR = process.env.TMP = process.env.TEMP = tmp;
	const { prepare } = require('../../scripts/e2e/prepare');
	const t0 = Date.now();
	const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-e2e-report-'));
	process.env.MAYAR_E2E_CLI_REPORT = path.join(reportDir, 'cli-calls.jsonl');
	// with MAYAR_E2E_N8N1=0 (.ci/run's e2e lanes, which have no n8n1.test.js) it does not wait for n8n 1.x
	prepare();
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
