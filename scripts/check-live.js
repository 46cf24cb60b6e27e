#!/usr/bin/env node
'use strict';
/**
 * `npm run check:live`: runs the node's operations through n8n's engine against Mayar itself (the sandbox by
 * default) and reports where Mayar differs from the contract the package is held to (test/contract), and whether
 * each behaviour recorded live (test/contract/live.js) is still there. Exit 0 when everything conforms (a difference
 * live.js records, seen as recorded, is not drift), 1 when it found drift, 2 when it could not run (with a one-line
 * reason on stderr).
 * See scripts/check-live/README.md, where the pieces are.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');

// n8n-core writes its config under N8N_USER_FOLDER: a temporary one, removed at the end.
const userFolder = process.env.N8N_USER_FOLDER
	? null
	: fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-check-live-'));
if (userFolder) process.env.N8N_USER_FOLDER = userFolder;

const { parseArgs } = require('./check-live/args');

let apiKey = '';
const { scrub } = require('./check-live/report');

function cannotRun(reason) {
	process.stderr.write(`check:live: could not run: ${scrub(String(reason), apiKey)}\n`);
	return 2;
}

/** Why the first request says the check cannot go on: the base URL unreachable, or the key refused. */
function firstRefusal(exchanges, baseUrl) {
	const e = exchanges[0];
	if (!e) return `no request was sent to ${baseUrl}`;
	if (e.error) return `${baseUrl} is unreachable (${e.error})`;
	const code = Number((e.body && e.body.statusCode) || e.status);
	if ([401, 403].includes(e.status) || [401, 403].includes(code)) {
		const said = (e.body && (e.body.messages || e.body.message)) || e.text || '';
		return `Mayar refused the key (HTTP ${e.status}${said ? ` "${said}"` : ''} on ${e.method} ${e.path}): is MAYAR_API_KEY a key of ${baseUrl}?`;
	}
	return null;
}

async function main() {
	const parsed = parseArgs(process.argv.slice(2));
	if (parsed.help) {
		process.stdout.write(`${parsed.help}\n`);
		return 0;
	}
	if (parsed.refused) return cannotRun(parsed.refused);
	const options = parsed.options;
	apiKey = options.apiKey;

	const { startRecorder } = require('./check-live/recorder');
	const plan = require('./check-live/plan');
	const {
		createRunner,
		pagingWalks,
		pathFormProbes,
		recordedProbes,
	} = require('./check-live/runner');
	const { analyse } = require('./check-live/compare');
	const { buildReport, summaryText } = require('./check-live/report');

	const startedAt = new Date();
	const label = `n8n-nodes-mayar check:live ${startedAt.toISOString()}`;
	const recorder = await startRecorder(options.baseUrl);
	try {
		const runner = createRunner(options, recorder);
		const c = {};
		const [first, ...reads] = plan.READS;
		await runner.runStep(first, c);
		const refusal = firstRefusal(recorder.exchanges, options.baseUrl);
		if (refusal) return cannotRun(refusal);
		for (const step of reads) await runner.runStep(step, c);
		await pagingWalks(runner, recorder.exchanges);
		await pathFormProbes(runner, recorder.exchanges);
		await recordedProbes(runner, recorder.exchanges);
		if (options.writes) for (const step of plan.writeSteps(label, c)) await runner.runStep(step, c);

		const ran = new Set(runner.operations.map((o) => o.operation));
		const operations = [...runner.operations, ...plan.notRun(ran, options.writes)];
		const report = buildReport({
			options,
			startedAt,
			finishedAt: new Date(),
			operations,
			analysis: analyse(recorder.exchanges),
			exchanges: recorder.exchanges,
			requests: recorder.exchanges.length,
			c,
			label,
		});
		if (options.report)
			fs.writeFileSync(options.report, scrub(`${JSON.stringify(report, null, 2)}\n`, apiKey));
		process.stdout.write(scrub(summaryText(report, options.report), apiKey));
		return report.summary.exitCode;
	} finally {
		await recorder.close();
	}
}

main()
	.catch((error) => cannotRun(`internal error: ${error && error.message ? error.message : error}`))
	.then((code) => {
		if (userFolder) fs.rmSync(userFolder, { recursive: true, force: true });
		process.exit(code);
	});
