#!/usr/bin/env node
'use strict';
/**
 * `npm run test:burst`: the burst tests (test/e2e/burst-regular.test.js and burst-queue.test.js) at full scale:
 * the sandbox limits requests to 20 per 60 s per IP address, as Mayar's rate-limit page says, and the
 * credential is told the same. CI runs the same tests with the window scaled down to 6 s.
 * Takes about an hour (both n8n modes); prints each scenario's figures and a summary at the end.
 * `npm run test:multiprocess` (this script with `multiprocess`): test/e2e/multiprocess-queue.test.js the same way
 * (PostgreSQL, main + 3 workers + a webhook process: the rate budget across processes, each payment once, a
 * worker killed), about 20 minutes.
 *
 *   npm run test:burst                        # both burst files, 20 per 60 s
 *   npm run test:burst -- --rate 50           # another limit (MAYAR_BURST_RATE)
 *   npm run test:burst -- --window 30 queue   # another window (MAYAR_BURST_WINDOW_S); only the queue file
 *   npm run test:multiprocess                 # the several-process file, 20 per 60 s
 * Extra jest arguments go after `--`.
 */
const path = require('path');
const { spawn } = require('child_process');

const ROOT = path.resolve(__dirname, '..');
// the figure lines the tests print (and their "  | " detail lines)
const FIGURES = /^\s*(Burst |Multiprocess |\| )/;

function parseArgs(argv) {
	const out = { window: '60', rate: process.env.MAYAR_BURST_RATE || '20', files: [], jest: [] };
	for (let i = 0; i < argv.length; i++) {
		const a = argv[i];
		if (a === '--') {
			out.jest.push(...argv.slice(i + 1));
			break;
		}
		if (a === '--window' || a === '--rate') {
			const v = argv[++i];
			if (!(Number(v) > 0)) throw new Error(`${a} needs a number > 0`);
			out[a.slice(2)] = v;
		} else if (a === 'regular' || a === 'queue') out.files.push(`test/e2e/burst-${a}.test.js`);
		else if (a === 'multiprocess') out.files.push('test/e2e/multiprocess-queue.test.js');
		else
			throw new Error(
				`unknown argument: ${a} (use --window <s>, --rate <n>, regular, queue, multiprocess, -- <jest args>)`,
			);
	}
	if (!out.files.length) out.files.push('test/e2e/burst');
	return out;
}

function main() {
	const args = parseArgs(process.argv.slice(2));
	const env = { ...process.env, MAYAR_BURST_WINDOW_S: args.window, MAYAR_BURST_RATE: args.rate };
	const jest = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
	const jestArgs = [jest, '-c', 'jest.e2e.config.js', '--runInBand', ...args.files, ...args.jest];
	process.stdout.write(
		`Tests at ${args.rate} requests per ${args.window} s per IP address (sandbox and credential): ${args.files.join(' ')}\n`,
	);
	const t0 = Date.now();
	const figures = [];
	const child = spawn(process.execPath, jestArgs, {
		cwd: ROOT,
		env,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	// one buffer per stream: chunks of stdout and stderr interleave
	const buffered = { out: '', err: '' };
	const collect = (chunk, to, which) => {
		to.write(chunk);
		buffered[which] += chunk.toString('utf8');
		const lines = buffered[which].split('\n');
		buffered[which] = lines.pop();
		for (const l of lines) if (FIGURES.test(l)) figures.push(l.trim());
	};
	child.stdout.on('data', (c) => collect(c, process.stdout, 'out'));
	child.stderr.on('data', (c) => collect(c, process.stderr, 'err'));
	const stop = (signal) => {
		try {
			child.kill(signal);
		} catch {
			/* gone */
		}
	};
	process.on('SIGINT', () => stop('SIGINT'));
	process.on('SIGTERM', () => stop('SIGTERM'));
	child.on('close', (code, signal) => {
		for (const rest of Object.values(buffered))
			if (rest && FIGURES.test(rest)) figures.push(rest.trim());
		process.stdout.write(
			`\n===== Figures (${args.rate}/${args.window}s, ${((Date.now() - t0) / 60000).toFixed(1)} minutes in all)\n${figures.join('\n') || '(none printed)'}\n`,
		);
		process.exit(code === null ? (signal ? 1 : 0) : code);
	});
}

try {
	main();
} catch (e) {
	process.stderr.write(`burst-full: ${e.message}\n`);
	process.exit(2);
}
