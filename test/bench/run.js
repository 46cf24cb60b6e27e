#!/usr/bin/env node
// `npm run bench`: both benchmark scenarios at full size against the local sandbox; prints a table and writes
// a JSON report (test/bench/results/latest.json). Ratios are taken side by side in the same run.
require('../harness/register-ts');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { returnAllScenario, bulkCreateScenario } = require('./scenarios.ts');

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const num = (k, d) => (args[k] === undefined ? d : Number(args[k]));

const fmt = (n, d = 0) => (typeof n === 'number' ? n.toFixed(d) : String(n));
function table(rows) {
	const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
	return rows.map((r) => r.map((v, c) => String(v).padEnd(widths[c])).join('  ')).join('\n');
}

(async () => {
	const machine = {
		cpus: os.cpus().length,
		cpuModel: os.cpus()[0]?.model,
		memGb: Math.round(os.totalmem() / 2 ** 30),
		node: process.version,
		platform: `${os.platform()} ${os.release()}`,
	};
	console.log(
		`Machine: ${machine.cpus} x ${machine.cpuModel}, ${machine.memGb} GB, Node ${machine.node}`,
	);

	const s1 = await returnAllScenario({
		records: num('records', 10000),
		latencyMs: num('latency', 5),
		runs: num('runs', 5),
	});
	console.log(
		`\n1. Return All of ${s1.records} unpaid transactions (sandbox latency ${s1.latencyMs} ms, median of ${s1.runs})`,
	);
	console.log(
		table([
			['variant', 'wall ms', 'requests', 'records', 'peak heap +MB'],
			...[s1.bare, s1.mayar].map((m) => [
				m.name,
				fmt(m.wallMs),
				m.requests,
				m.records,
				fmt(m.peakHeapMb, 1),
			]),
		]),
	);
	console.log(
		`ours/bare = ${fmt(s1.ratioOursBare, 3)} (target <= 1.1)   requests = ${s1.mayar.requests} (target ${Math.ceil(s1.records / 50)})`,
	);

	// More creates than R: the client limit (a sliding window) must use the whole allowance and never exceed it.
	const s2 = await bulkCreateScenario({
		invoices: num('invoices', 1000),
		latencyMs: num('createLatency', 100),
		ratePerMinute: num('rate', 600),
		concurrency: num('concurrency', 8),
	});
	console.log(
		`\n2. ${s2.invoices} invoice creates, server latency ${s2.latencyMs} ms, rate limit R = ${s2.ratePerMinute}/min (server and Requests per Minute)`,
	);
	console.log(
		table([
			[
				'variant',
				'wall ms',
				'requests',
				'ok',
				'failed',
				'429s seen',
				'duplicates',
				'order kept',
				'max in any 60 s',
				'max / R',
			],
			...[s2.sequential, s2.parallel].map((m) => [
				m.name,
				fmt(m.wallMs),
				m.requests,
				m.succeeded,
				m.failed,
				m.rateLimited429,
				m.duplicates,
				m.orderKept,
				m.maxPerWindow,
				fmt(m.maxPerWindow / s2.ratePerMinute, 3),
			]),
		]),
	);
	console.log(
		`8 in flight: max in any 60 s window / R = ${fmt(s2.ratioParallelWindowToLimit, 3)} (never above 1; at least 0.9 when there are more creates than R); 429s = ${s2.parallel.rateLimited429}; parallel/sequential speed-up = ${fmt(s2.sequential.wallMs / s2.parallel.wallMs, 2)}x`,
	);

	const dir = path.join(__dirname, 'results');
	fs.mkdirSync(dir, { recursive: true });
	const file = path.join(dir, 'latest.json');
	fs.writeFileSync(
		file,
		JSON.stringify(
			{ date: new Date().toISOString(), machine, returnAll: s1, bulkCreate: s2 },
			null,
			2,
		),
	);
	console.log(`\nReport written to ${path.relative(process.cwd(), file)}`);
})().catch((e) => {
	console.error(e);
	process.exit(1);
});
