#!/usr/bin/env node
'use strict';
/*
 * `npm run bench:n8n`: the real-n8n leg of the benchmark. A real n8n 2.41.1 on Node 24, with this package
 * packed and installed as n8n's community installer does (scripts/e2e/n8n-instance.js), reads every unpaid
 * transaction (10,000 by default) from the local sandbox three ways, side by side in the same run:
 *
 *   mayar  Manual Trigger -> Mayar (Transaction > Get Many Unpaid, Return All, Simplify off; the credential's Rate Limit 0)
 *   http   Manual Trigger -> HTTP Request (predefined credential type mayarHeadlessApi, limit 50, pagination on the
 *          V2 cursor: startingAfter = {{$response.body.nextStartingAfter}}, complete when {{!$response.body.hasMore}})
 *          -> Split Out on data (one item per record, as the Mayar node gives)
 *   bare   a bare fetch cursor loop (limit 50) as its own process on the same Node 24 (bare-fetch.js): the floor
 *
 * Each workflow runs through `n8n execute` (a new process per run). Figures per run: the node's time from the
 * run data (executionTime of the node's run; the loop's own time for bare), peak RSS of the process (VmHWM of
 * /proc/<pid>/status, polled), TCP connections the sandbox accepted and requests it logged. The variants are
 * interleaved run by run after a warm-up round, and the medians of the runs are reported, with the per-run
 * ratios. Prints a table and writes test/bench/results/n8n-latest.json.
 *
 * Options: --records=10000 --runs=5 --warmup=1 --latency=5 (sandbox ms per request) --variants=mayar,http,bare
 *          --no-build (pack the existing dist/) --package-dir=DIR (pack another checkout; built there unless
 *          --no-build) --cpu-prof=DIR (profile every n8n execute with node --cpu-prof; timings then include the
 *          profiler) --keep (keep n8n's user folder) --out=FILE
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn, execFileSync } = require('child_process');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const { startN8n, packPackage, withManualTrigger, parseRawOutput, freePorts } = require(
	path.join(ROOT, 'scripts', 'e2e', 'n8n-instance'),
);
const { startSandbox } = require(path.join(ROOT, 'test', 'sandbox'));
const { httpRequestCursorParameters } = require(
	path.join(ROOT, 'test', 'bench', 'httpRequestCursor'),
);

const args = Object.fromEntries(
	process.argv.slice(2).map((a) => {
		const [k, ...v] = a.replace(/^--/, '').split('=');
		return [k, v.length ? v.join('=') : true];
	}),
);
const num = (k, d) => (args[k] === undefined ? d : Number(args[k]));
const RECORDS = num('records', 10000);
const RUNS = num('runs', 5);
const WARMUP = num('warmup', 1);
const LATENCY = num('latency', 5);
const VARIANTS = String(args.variants || 'mayar,http,bare').split(',');
const PAGE = 50;

const CRED_ID = 'benchMayarCred01';
const CRED_REF = { mayarHeadlessApi: { id: CRED_ID, name: 'Mayar (bench sandbox)' } };

function say(msg) {
	process.stderr.write(`[bench:n8n] ${msg}\n`);
}

/* ------------------------------------------------------------------ workflows */

function mayarWorkflow() {
	return withManualTrigger({
		name: 'bench: Mayar node, Return All',
		nodes: [
			{
				id: 'a1b2c3d4-0000-4000-8000-000000000001',
				name: 'Mayar',
				type: 'n8n-nodes-mayar.mayar',
				typeVersion: 1,
				position: [0, 0],
				credentials: CRED_REF,
				parameters: {
					resource: 'transaction',
					operation: 'getManyUnpaid',
					returnAll: true,
					simplify: false,
				},
			},
		],
		connections: {},
	});
}

function httpWorkflow(baseUrl) {
	return withManualTrigger({
		name: 'bench: HTTP Request node with cursor pagination + Split Out',
		nodes: [
			{
				id: 'a1b2c3d4-0000-4000-8000-000000000002',
				name: 'HTTP Request',
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.5,
				position: [0, 0],
				credentials: CRED_REF,
				parameters: httpRequestCursorParameters(baseUrl, PAGE),
			},
			{
				id: 'a1b2c3d4-0000-4000-8000-000000000003',
				name: 'Split Out',
				type: 'n8n-nodes-base.splitOut',
				typeVersion: 1,
				position: [250, 0],
				parameters: { fieldToSplitOut: 'data', include: 'noOtherFields', options: {} },
			},
		],
		connections: { 'HTTP Request': { main: [[{ node: 'Split Out', type: 'main', index: 0 }]] } },
	});
}

/* ------------------------------------------------------------------ processes */

const ours = new Set(); // process groups this script started and has not seen end
function killOurs() {
	for (const pgid of ours) {
		try {
			process.kill(-pgid, 'SIGKILL');
		} catch {
			/* gone */
		}
	}
	ours.clear();
}
process.on('exit', killOurs);
for (const sig of ['SIGINT', 'SIGTERM']) {
	process.once(sig, () => {
		killOurs();
		process.exit(130);
	});
}

function vmHwmKb(pid) {
	try {
		const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
		return m ? Number(m[1]) : 0;
	} catch {
		return 0;
	}
}

/**
 * Runs one command in its own process group, polling its VmHWM (peak resident set) every 10 ms until it ends.
 * Resolves {code, stdout, stderr, peakRssMb, wallMs}; the group (n8n's task-runner child) is killed at the end.
 * Output goes to files, not pipes: `n8n execute` exits right after printing the run (tens of MB here), and
 * Node writes to a pipe asynchronously, so a pipe would lose the end of it; writes to a file are synchronous.
 */
function runMeasured(cmd, argv, { env, cwd, timeoutMs = 300000 }) {
	return new Promise((resolve, reject) => {
		const started = Date.now();
		const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-bench-out-'));
		const outFile = path.join(outDir, 'stdout');
		const errFile = path.join(outDir, 'stderr');
		const outFd = fs.openSync(outFile, 'w');
		const errFd = fs.openSync(errFile, 'w');
		const child = spawn(cmd, argv, { env, cwd, detached: true, stdio: ['ignore', outFd, errFd] });
		fs.closeSync(outFd);
		fs.closeSync(errFd);
		ours.add(child.pid);
		let peakKb = 0;
		const poll = setInterval(() => (peakKb = Math.max(peakKb, vmHwmKb(child.pid))), 10);
		const timer = setTimeout(() => {
			try {
				process.kill(-child.pid, 'SIGKILL');
			} catch {
				/* gone */
			}
		}, timeoutMs);
		child.on('error', (e) => {
			clearInterval(poll);
			clearTimeout(timer);
			fs.rmSync(outDir, { recursive: true, force: true });
			reject(e);
		});
		child.on('close', (code) => {
			clearInterval(poll);
			clearTimeout(timer);
			try {
				process.kill(-child.pid, 'SIGKILL');
			} catch {
				/* already gone */
			}
			ours.delete(child.pid);
			const wallMs = Date.now() - started;
			const stdout = fs.readFileSync(outFile, 'utf8');
			const stderr = fs.readFileSync(errFile, 'utf8');
			fs.rmSync(outDir, { recursive: true, force: true });
			resolve({ code, stdout, stderr, peakRssMb: peakKb / 1024, wallMs });
		});
		// the first reading as soon as the process exists, in case it is short-lived
		setImmediate(() => (peakKb = Math.max(peakKb, vmHwmKb(child.pid))));
	});
}

/** `n8n execute --id --rawOutput` in the instance's user folder, with its own task-broker port. */
async function n8nExecute(n8n, workflowId, { label, profileDir }) {
	const [broker] = await freePorts(1);
	const env = { ...n8n.env(), N8N_RUNNERS_BROKER_PORT: String(broker), N8N_LOG_LEVEL: 'info' };
	const nodeFlags = profileDir
		? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${label}.cpuprofile`]
		: [];
	const r = await runMeasured(
		n8n.runtime.nodeBin,
		[...nodeFlags, n8n.runtime.n8nBin, 'execute', `--id=${workflowId}`, '--rawOutput'],
		{
			env,
			cwd: path.join(n8n.userFolder, 'work'),
		},
	);
	const run = parseRawOutput(r.stdout);
	if (!run || r.code !== 0 || run.status !== 'success') {
		const dump = path.join(os.tmpdir(), `bench-n8n-${label}-${process.pid}.out`);
		fs.writeFileSync(dump, `--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`);
		throw new Error(
			`n8n execute ${label} failed (exit ${r.code}, status ${run && run.status}); its output is in ${dump}\n${r.stderr.slice(-2000)}`,
		);
	}
	return { run, peakRssMb: r.peakRssMb, processMs: r.wallMs };
}

function nodeRun(run, name) {
	const runs = run.data.resultData.runData[name];
	if (!runs || !runs[0]) throw new Error(`no run data for node ${name}`);
	return runs[0];
}

/* ------------------------------------------------------------------ measurements */

async function measure(variant, ctx, label) {
	const { sb, n8n, ids, rt } = ctx;
	sb.clearLog();
	const conns0 = sb.connections;
	let m;
	if (variant === 'mayar') {
		const { run, peakRssMb, processMs } = await n8nExecute(n8n, ids.mayar, {
			label,
			profileDir: ctx.profileDir,
		});
		const r = nodeRun(run, 'Mayar');
		m = { nodeMs: r.executionTime, records: r.data.main[0].length, peakRssMb, processMs };
	} else if (variant === 'http') {
		const { run, peakRssMb, processMs } = await n8nExecute(n8n, ids.http, {
			label,
			profileDir: ctx.profileDir,
		});
		const h = nodeRun(run, 'HTTP Request');
		const s = nodeRun(run, 'Split Out');
		m = {
			nodeMs: h.executionTime,
			splitOutMs: s.executionTime,
			pages: h.data.main[0].length,
			records: s.data.main[0].length,
			peakRssMb,
			processMs,
		};
	} else if (variant === 'bare') {
		const r = await runMeasured(rt.nodeBin, [path.join(__dirname, 'bare-fetch.js')], {
			env: { PATH: process.env.PATH, BENCH_BASE_URL: sb.url, BENCH_API_KEY: sb.keys.readWrite },
			cwd: __dirname,
		});
		if (r.code !== 0) throw new Error(`bare fetch loop failed: ${r.stderr}`);
		const o = JSON.parse(r.stdout.trim().split('\n').pop());
		m = { nodeMs: o.ms, records: o.records, peakRssMb: r.peakRssMb, processMs: r.wallMs };
	} else {
		throw new Error(`unknown variant ${variant}`);
	}
	m.requests = sb.log.length;
	m.connections = sb.connections - conns0;
	if (m.records !== RECORDS)
		throw new Error(`${variant}: ${m.records} records, expected ${RECORDS}`);
	return m;
}

const median = (xs) => {
	const s = [...xs].sort((a, b) => a - b);
	const n = s.length;
	return n === 0 ? NaN : n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};
const range = (xs) => [Math.min(...xs), Math.max(...xs)];

function summarize(runs) {
	const out = {};
	for (const key of Object.keys(runs[0])) {
		const xs = runs.map((r) => r[key]);
		out[key] = { median: median(xs), min: range(xs)[0], max: range(xs)[1] };
	}
	return out;
}

function table(rows) {
	const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
	return rows.map((r) => r.map((v, c) => String(v).padEnd(widths[c])).join('  ')).join('\n');
}
const f0 = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');
const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const f2 = (n) => (Number.isFinite(n) ? n.toFixed(2) : '-');

/* ------------------------------------------------------------------ main */

async function main() {
	const t0 = Date.now();
	const pkgDir = path.resolve(String(args['package-dir'] || ROOT));
	if (!args['no-build']) {
		say(`building ${pkgDir}`);
		execFileSync('npm', ['run', 'build', '--silent'], {
			cwd: pkgDir,
			stdio: ['ignore', 'ignore', 'inherit'],
		});
	}
	const packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-bench-pack-'));
	const tgz = packPackage(pkgDir, packDir);
	const profileDir = args['cpu-prof'] ? path.resolve(String(args['cpu-prof'])) : undefined;
	if (profileDir) fs.mkdirSync(profileDir, { recursive: true });

	const sb = await startSandbox({ latencyMs: LATENCY });
	const seeded = sb.counts.unpaidTransactions;
	if (RECORDS < seeded) {
		await sb.close(); // or the open server keeps this process alive after the error
		throw new Error(`--records must be at least the seeded ${seeded}`);
	}
	sb.addUnpaidTransactions(RECORDS - seeded);

	let n8n;
	const report = { date: new Date().toISOString() };
	try {
		say('starting n8n');
		n8n = await startN8n({ packageTarball: tgz, mode: 'regular', keep: !!args.keep });
		const rt = n8n.runtime;
		await n8n.importCredentials([
			{
				id: CRED_ID,
				name: 'Mayar (bench sandbox)',
				type: 'mayarHeadlessApi',
				// Rate limit off: the bench measures the request path, as before with the node option at 0.
				data: {
					apiKey: sb.keys.readWrite,
					environment: 'custom',
					baseUrl: sb.url,
					customizeRateLimit: true,
					rateLimit: 0,
				},
			},
		]);
		const ids = {
			mayar: await n8n.importWorkflow(mayarWorkflow()),
			http: await n8n.importWorkflow(httpWorkflow(sb.url)),
		};
		const ctx = { sb, n8n, ids, rt, profileDir };
		const setupMs = Date.now() - t0;

		const runs = Object.fromEntries(VARIANTS.map((v) => [v, []]));
		for (let i = -WARMUP; i < RUNS; i++) {
			for (const v of VARIANTS) {
				const label = `${v}-${i < 0 ? `warmup${-i}` : `run${i + 1}`}`;
				const m = await measure(v, ctx, label);
				say(
					`${label}: node ${f0(m.nodeMs)} ms, ${m.requests} requests, ${m.connections} connections, peak RSS ${f1(m.peakRssMb)} MB`,
				);
				if (i >= 0) runs[v].push(m);
			}
		}

		const s = Object.fromEntries(VARIANTS.map((v) => [v, summarize(runs[v])]));
		const perRun = (a, b, key = 'nodeMs') => runs[a].map((m, k) => m[key] / runs[b][k][key]);
		const ratios = {};
		if (s.mayar && s.http) {
			ratios.mayarOverHttp = {
				ofMedians: s.mayar.nodeMs.median / s.http.nodeMs.median,
				medianOfRuns: median(perRun('mayar', 'http')),
				runs: perRun('mayar', 'http'),
			};
			const httpPlusSplit = runs.http.map((m) => m.nodeMs + m.splitOutMs);
			ratios.mayarOverHttpPlusSplitOut = {
				ofMedians: s.mayar.nodeMs.median / median(httpPlusSplit),
				medianOfRuns: median(runs.mayar.map((m, k) => m.nodeMs / httpPlusSplit[k])),
			};
			ratios.peakRssMayarOverHttp = {
				ofMedians: s.mayar.peakRssMb.median / s.http.peakRssMb.median,
				medianOfRuns: median(perRun('mayar', 'http', 'peakRssMb')),
			};
		}
		if (s.http && s.bare) {
			// The bound on Mayar / HTTP Request: a node that cost nothing over the floor would still score this.
			ratios.bareOverHttp = {
				ofMedians: s.bare.nodeMs.median / s.http.nodeMs.median,
				medianOfRuns: median(perRun('bare', 'http')),
			};
		}
		if (s.mayar && s.bare) {
			ratios.mayarOverBare = {
				ofMedians: s.mayar.nodeMs.median / s.bare.nodeMs.median,
				medianOfRuns: median(perRun('mayar', 'bare')),
				runs: perRun('mayar', 'bare'),
			};
		}

		Object.assign(report, {
			machine: {
				cpus: os.cpus().length,
				cpuModel: os.cpus()[0] && os.cpus()[0].model,
				memGb: Math.round(os.totalmem() / 2 ** 30),
				benchNode: process.version,
			},
			n8n: {
				version: n8n.n8nVersion,
				node: execFileSync(rt.nodeBin, ['-v'], { encoding: 'utf8' }).trim(),
			},
			scenario: {
				records: RECORDS,
				pageSize: PAGE,
				expectedRequests: Math.ceil(RECORDS / PAGE),
				sandboxLatencyMs: LATENCY,
				runs: RUNS,
				warmup: WARMUP,
				profiled: !!profileDir,
			},
			summary: s,
			ratios,
			runs,
			targets: {
				mayarOverHttpAtMost: 0.5,
				mayarOverBareAtMost: 2,
				requests: Math.ceil(RECORDS / PAGE),
				peakRssMayarNotAboveHttp: true,
			},
			setupMs,
		});
	} finally {
		if (n8n) await n8n.stop();
		await sb.close();
		fs.rmSync(packDir, { recursive: true, force: true });
	}
	report.totalMs = Date.now() - t0;

	const s = report.summary;
	const names = {
		mayar: 'Mayar node, Get Many Unpaid, Return All (Simplify off, no client limit)',
		http: 'HTTP Request node, cursor pagination (predefined credential)',
		bare: 'bare fetch cursor loop, Node 24 (the floor)',
	};
	const rows = [
		[
			'variant',
			'node ms',
			'min-max',
			'Split Out ms',
			'requests',
			'connections',
			'peak RSS MB',
			'process s',
		],
	];
	for (const v of VARIANTS) {
		const m = s[v];
		rows.push([
			names[v],
			f0(m.nodeMs.median),
			`${f0(m.nodeMs.min)}-${f0(m.nodeMs.max)}`,
			m.splitOutMs ? f0(m.splitOutMs.median) : '',
			m.requests.min === m.requests.max ? m.requests.median : `${m.requests.min}-${m.requests.max}`,
			m.connections.min === m.connections.max
				? m.connections.median
				: `${m.connections.min}-${m.connections.max}`,
			v === 'bare' ? `(${f1(m.peakRssMb.median)})` : f1(m.peakRssMb.median),
			(m.processMs.median / 1000).toFixed(1),
		]);
	}
	const r = report.ratios;
	console.log(
		`\nReal n8n ${report.n8n.version} on Node ${report.n8n.node.replace(/^v/, '')}, \`n8n execute\`: Return All of ${RECORDS.toLocaleString('en-US')} unpaid transactions`,
	);
	console.log(
		`(sandbox latency ${LATENCY} ms per request; median of ${RUNS} interleaved runs after ${WARMUP} warm-up; ${report.machine.cpus} cores)\n`,
	);
	console.log(table(rows));
	console.log('');
	if (r.mayarOverHttp) {
		console.log(
			`Mayar / HTTP Request node  = ${f2(r.mayarOverHttp.ofMedians)} (median of per-run ratios ${f2(r.mayarOverHttp.medianOfRuns)}; target <= 0.5)`,
		);
		console.log(
			`Mayar / (HTTP Request + Split Out) = ${f2(r.mayarOverHttpPlusSplitOut.ofMedians)}`,
		);
	}
	if (r.bareOverHttp)
		console.log(
			`bare loop / HTTP Request node = ${f2(r.bareOverHttp.ofMedians)} (the lowest Mayar / HTTP Request any client could score against this server)`,
		);
	if (r.mayarOverBare)
		console.log(
			`Mayar / bare fetch loop    = ${f2(r.mayarOverBare.ofMedians)} (median of per-run ratios ${f2(r.mayarOverBare.medianOfRuns)}; target <= 2)`,
		);
	if (s.mayar)
		console.log(`Mayar requests = ${s.mayar.requests.median} (target ${report.targets.requests})`);
	if (r.peakRssMayarOverHttp)
		console.log(
			`peak RSS Mayar / HTTP Request = ${f2(r.peakRssMayarOverHttp.ofMedians)} (target <= 1)`,
		);
	console.log(
		'node ms: executionTime of the node in the run data (bare: its own loop time). peak RSS: the whole `n8n execute` process (bare: its own process, in brackets).',
	);

	const out = path.resolve(
		String(args.out || path.join(ROOT, 'test', 'bench', 'results', 'n8n-latest.json')),
	);
	fs.mkdirSync(path.dirname(out), { recursive: true });
	fs.writeFileSync(out, JSON.stringify(report, null, 2));
	console.log(
		`\nReport written to ${path.relative(process.cwd(), out)} (whole benchmark ${(report.totalMs / 1000).toFixed(0)} s)`,
	);
}

main().catch((e) => {
	console.error(e && e.stack ? e.stack : e);
	process.exitCode = 1;
});
