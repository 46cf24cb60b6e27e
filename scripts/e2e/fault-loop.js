#!/usr/bin/env node
'use strict';
/*
 * Runs the fault scenarios of test/e2e/faults.js many times in a row (issue 60), not in CI:
 *   node scripts/e2e/fault-loop.js [--runs 20] [--mode regular|queue] [--faults kill,restart,republish]
 * Each run is one jest process with a fresh n8n, running the chosen faults one after the other; the package is
 * packed once. Prints each scenario's line as it comes (missing, repeated, announced, in flight) and, at the end,
 * a table per fault with every run's missing and repeated counts, and exits 1 if any run missed a payment or
 * failed. MAYAR_FAULT_OFFER_AGAIN_MIN shortens the scaled Offer Again After (default 2 minutes).
 */
const path = require('path');
const fs = require('fs');
const os = require('os');
const { spawnSync } = require('child_process');

const ROOT = path.resolve(__dirname, '..', '..');
const arg = (name, fallback) => {
	const i = process.argv.indexOf(`--${name}`);
	return i === -1 ? fallback : process.argv[i + 1];
};
const runs = Number(arg('runs', 20));
const mode = arg('mode', 'regular');
const faults = arg('faults', 'kill,restart,republish');
if (!(runs > 0) || !['regular', 'queue'].includes(mode))
	throw new Error('usage: fault-loop.js [--runs N] [--mode regular|queue] [--faults kill,...]');

let tarball = process.env.MAYAR_E2E_TARBALL;
if (!tarball) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-loop-'));
	spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
	tarball = require('./n8n-instance').packPackage(ROOT, dir);
}

const LINE =
	/^Fault (\w+) \((\w+)\): payments (\d+), missing (\d+), repeated (\d+) \(announced (\d+)\), in flight at the fault (\d+)(?: \(cut and passed again \d+ of \d+\))?, genuine deliveries refused (\d+), minutes ([\d.]+)/;
const results = []; // {run, fault, missing, repeated, announced, inFlight, minutes}
const failedRuns = [];
for (let run = 1; run <= runs; run++) {
	const t0 = Date.now();
	const r = spawnSync(
		'npx',
		['jest', '-c', 'jest.e2e.config.js', `test/e2e/faults-${mode}.test.js`],
		{
			cwd: ROOT,
			env: {
				...process.env,
				MAYAR_E2E_TARBALL: tarball,
				MAYAR_E2E_N8N1: '0',
				MAYAR_FAULTS: faults,
			},
			encoding: 'utf8',
			maxBuffer: 64 * 1024 * 1024,
		},
	);
	const out = `${r.stdout}\n${r.stderr}`;
	const seen = out
		.split('\n')
		.map((l) => LINE.exec(l.replace(/^\s*(console\.\w+\s*)?/, '')))
		.filter(Boolean);
	for (const m of seen) {
		const row = {
			run,
			fault: m[1],
			missing: Number(m[4]),
			repeated: Number(m[5]),
			announced: Number(m[6]),
			inFlight: Number(m[7]),
			refused: Number(m[8]),
			minutes: Number(m[9]),
		};
		results.push(row);
		process.stdout.write(`run ${run} ${mode} ${m[0].replace(/^Fault /, '')}\n`);
	}
	// the scenario lines' details (executions by status, failures, repeats without cause)
	for (const l of out.split('\n'))
		if (/^\s*\| /.test(l)) process.stdout.write(`run ${run}  ${l.trim()}\n`);
	if (r.status !== 0) {
		failedRuns.push(run);
		const log = path.join(os.tmpdir(), `fault-loop-${mode}-run${run}.log`);
		fs.writeFileSync(log, out);
		process.stdout.write(`run ${run}: jest exited ${r.status} (output kept in ${log})\n`);
	}
	process.stdout.write(`run ${run} took ${((Date.now() - t0) / 60_000).toFixed(1)} minutes\n`);
}

process.stdout.write(
	`\nFault loop (${mode}), ${runs} runs: missing / repeated (announced) per run\n`,
);
for (const fault of faults.split(',')) {
	const rows = results.filter((x) => x.fault === fault);
	process.stdout.write(
		`${fault}: ${rows.map((x) => `${x.missing}/${x.repeated}(${x.announced})${x.refused ? ` 401x${x.refused}` : ''}`).join(' ')}; runs ${rows.length}, missing in all ${rows.reduce((n, x) => n + x.missing, 0)}, repeated in all ${rows.reduce((n, x) => n + x.repeated, 0)}\n`,
	);
}
if (failedRuns.length) process.stdout.write(`failed runs: ${failedRuns.join(', ')}\n`);
process.exitCode = failedRuns.length || results.some((x) => x.missing > 0 || x.refused > 0) ? 1 : 0;
