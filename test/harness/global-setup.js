'use strict';
/*
 * Once per jest run, before the workers start: a temp folder of the run's own becomes the temp directory of every
 * test and of every process a test starts (TMPDIR, TMP and TEMP are inherited), with n8n-core's user folder in it
 * (n8n-core writes <N8N_USER_FOLDER>/.n8n/config on first use; keep that out of $HOME). global-teardown.js removes
 * it and fails the run when a test left anything in it: npm test leaves the system temp directory as it found it,
 * and other runs on the same machine cannot disturb the count.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');

module.exports = async function globalSetup() {
	const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-jest-'));
	const userFolder = path.join(tmp, 'n8n-user-folder');
	fs.mkdirSync(userFolder);
	process.env.MAYAR_TEST_TMP = tmp;
	process.env.MAYAR_TEST_SYSTEM_TMP = os.tmpdir();
	process.env.TMPDIR = process.env.TMP = process.env.TEMP = tmp;
	process.env.N8N_USER_FOLDER ??= userFolder;
};
