'use strict';
/*
 * After every test of the jest run: the run's temp folder (global-setup.js) must hold only n8n-core's user folder.
 * It is removed either way; what a test left behind fails the run, by name.
 */
const fs = require('fs');

module.exports = async function globalTeardown() {
	const tmp = process.env.MAYAR_TEST_TMP;
	if (!tmp) return;
	const left = fs.readdirSync(tmp).filter((name) => name !== 'n8n-user-folder');
	fs.rmSync(tmp, { recursive: true, force: true });
	process.env.TMPDIR = process.env.TMP = process.env.TEMP = process.env.MAYAR_TEST_SYSTEM_TMP;
	if (left.length > 0)
		throw new Error(
			`the tests left ${left.length} entries in the temp directory (${tmp}): ${left.slice(0, 10).join(', ')}`,
		);
};
