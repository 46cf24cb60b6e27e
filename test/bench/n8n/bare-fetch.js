'use strict';
/*
 * The floor of the real-n8n benchmark: a bare cursor loop with Node's own fetch (no n8n), run as its own
 * process on the same Node 24 that runs n8n. Reads the base URL and the key from the environment (never from
 * argv, so the key is not in `ps`), follows Mayar's V2 cursor with limit 50 and prints one JSON line:
 * {"ms": loop time, "records": n, "requests": n}. Only the loop is timed, as a node's executionTime is.
 */
const { performance } = require('perf_hooks');

async function main() {
	const base = process.env.BENCH_BASE_URL;
	const key = process.env.BENCH_API_KEY;
	if (!base || !key) throw new Error('BENCH_BASE_URL and BENCH_API_KEY must be set');
	const headers = { Authorization: `Bearer ${key}`, Accept: 'application/json' };
	const started = performance.now();
	let cursor;
	let records = 0;
	let requests = 0;
	for (;;) {
		const url = new URL('/hl/v2/transactions/unpaid', base);
		url.searchParams.set('limit', '50');
		if (cursor !== undefined) url.searchParams.set('startingAfter', cursor);
		const res = await fetch(url, { headers });
		requests++;
		if (!res.ok) throw new Error(`HTTP ${res.status}`);
		const body = await res.json();
		records += body.data.length;
		if (!body.hasMore) break;
		cursor = body.nextStartingAfter;
	}
	const ms = performance.now() - started;
	process.stdout.write(`${JSON.stringify({ ms, records, requests })}\n`);
}

main().catch((e) => {
	process.stderr.write(`${e && e.stack ? e.stack : e}\n`);
	process.exit(1);
});
