'use strict';
/*
 * After the e2e run: the packed tarball's folder goes, then the run's temp folder (global-setup.js) must be empty.
 * It is removed either way; what a test left behind fails the run, by name. MAYAR_E2E_KEEP=1 keeps the n8n user
 * folders for inspection: then the folder stays, and its path is printed.
 */
const fs = require('fs');
const path = require('path');
const { summarize, describe } = require('../../scripts/e2e/n8n/exitReport');

module.exports = async function globalTeardown() {
	const report = process.env.MAYAR_E2E_CLI_REPORT;
	if (report) {
		// n8n's exit-time crashes (issue 41): counted and shown, never hidden
		process.stderr.write(`\n[e2e] ${describe(summarize(report))}\n`);
		fs.rmSync(path.dirname(report), { recursive: true, force: true });
	}
	const dir = process.env.MAYAR_E2E_PACK_DIR;
	if (dir) fs.rmSync(dir, { recursive: true, force: true });
	const tmp = process.env.MAYAR_TEST_TMP;
	if (!tmp) return;
	process.env.TMPDIR = process.env.TMP = process.env.TEMP = process.env.MAYAR_TEST_SYSTEM_TMP;
	if (process.env.MAYAR_E2E_KEEP === '1') {
		process.stderr.write(`\n[e2e] MAYAR_E2E_KEEP=1: the run's temp folder is kept: ${tmp}\n`);
		return;
	}
	const left = fs.readdirSync(tmp);
	fs.rmSync(tmp, { recursive: true, force: true });
	if (left.length > 0)
		throw new Error(
			`the e2e tests left ${left.length} entries in the temp directory (${tmp}): ${left.slice(0, 10).join(', ')}`,
		);
};
