'use strict';
/*
 * How many n8n CLI calls of an e2e run crashed at exit (issue 41, see cli.js). Every call appends one JSON line to
 * the file named by MAYAR_E2E_CLI_REPORT (set by test/e2e/global-setup.js, so the test files that run side by
 * side write to one file); global-teardown.js prints the summary. Without the variable nothing is recorded.
 */
const fs = require('fs');

function recordCall(call) {
	const file = process.env.MAYAR_E2E_CLI_REPORT;
	if (file) fs.appendFileSync(file, `${JSON.stringify(call)}\n`);
}

/**
 * The report's calls, counted: { calls, sigsegv (every SIGSEGV), crashedAtExit (those whose work was verified
 * done), failed (non-zero exit, a SIGSEGV before the work was done included), injected (calls a test crashed on
 * purpose, left out of the rest), byCommand: { execute: {...}, ... } }.
 */
function summarize(file) {
	let lines = [];
	try {
		lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
	} catch {
		/* no call was made */
	}
	const sum = { calls: 0, sigsegv: 0, crashedAtExit: 0, failed: 0, injected: 0, byCommand: {} };
	for (const call of lines.map((l) => JSON.parse(l))) {
		if (call.injected) {
			sum.injected++;
			continue;
		}
		const c = (sum.byCommand[call.command] ??= { calls: 0, sigsegv: 0 });
		const count = (key) => {
			sum[key]++;
			if (key in c) c[key]++;
		};
		count('calls');
		if (call.signal === 'SIGSEGV') count('sigsegv');
		if (call.crashedAtExit) count('crashedAtExit');
		else if (call.code !== 0) count('failed');
	}
	return sum;
}

/** One line for the run's log. */
function describe(sum) {
	const per = Object.entries(sum.byCommand)
		.map(([cmd, c]) => `${cmd} ${c.sigsegv}/${c.calls}`)
		.join(', ');
	return `n8n CLI calls: ${sum.calls}; SIGSEGV: ${sum.sigsegv}, of which after their work was done (counted as done): ${sum.crashedAtExit}; exited non-zero otherwise: ${sum.failed - (sum.sigsegv - sum.crashedAtExit)} (SIGSEGV/calls by command: ${per || 'none'}; ${sum.injected} calls crashed on purpose by a test, not counted)`;
}

module.exports = { recordCall, summarize, describe };
