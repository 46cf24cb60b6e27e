/**
 * Benchmark scenarios, shared by `npm run bench` (full size, prints a table, writes a JSON report) and by a
 * small-size jest test (so this code cannot rot). Everything runs against the local sandbox on 127.0.0.1.
 */
import axios from 'axios';
import type { IDataObject } from 'n8n-workflow';

import { runMayar } from '../harness';
import { clearInterval, gc, http, nodeProcess, setInterval } from '../harness/node';
import { credentialsFor, type Sandbox, startSandbox } from '../harness/sandbox';

export interface Measure {
	name: string;
	wallMs: number;
	requests: number;
	records: number;
	/** Largest heap growth seen during the run, in MB (sampled every 10 ms, after a GC). */
	peakHeapMb: number;
	extra?: IDataObject;
}

async function measure(
	name: string,
	sb: Sandbox,
	fn: () => Promise<{ records: number; extra?: IDataObject }>,
): Promise<Measure> {
	// Heap, not RSS: RSS rarely falls back after the warm-up, so it hides what one run holds at its peak.
	gc?.();
	const base = nodeProcess.memoryUsage().heapUsed;
	let peak = base;
	const timer = setInterval(() => (peak = Math.max(peak, nodeProcess.memoryUsage().heapUsed)), 10);
	sb.clearLog();
	const started = nodeProcess.hrtime.bigint();
	const { records, extra } = await fn();
	const wallMs = Number(nodeProcess.hrtime.bigint() - started) / 1e6;
	clearInterval(timer);
	peak = Math.max(peak, nodeProcess.memoryUsage().heapUsed);
	return {
		name,
		wallMs,
		requests: sb.log.length,
		records,
		peakHeapMb: (peak - base) / 1048576,
		extra,
	};
}

/** The floor: a plain loop over the cursor, limit 50, with the same HTTP client n8n uses (axios). */
async function bareLoop(sb: Sandbox): Promise<number> {
	const client = axios.create({
		baseURL: sb.url,
		headers: { Authorization: `Bearer ${sb.keys.readWrite}` },
		httpAgent: new http.Agent({ keepAlive: false }),
	});
	let cursor: string | undefined;
	let count = 0;
	for (;;) {
		const { data } = await client.get('/hl/v2/transactions/unpaid', {
			params: { limit: 50, startingAfter: cursor },
		});
		count += data.data.length;
		if (!data.hasMore) return count;
		cursor = data.nextStartingAfter;
	}
}

async function mayarLoop(sb: Sandbox): Promise<number> {
	const r = await runMayar({
		credentials: credentialsFor(sb),
		// Raw records (Simplify off), as the bare loop returns: the same output, compared.
		parameters: {
			resource: 'transaction',
			operation: 'getManyUnpaid',
			returnAll: true,
			simplify: false,
		},
		leakCheck: false,
	});
	if (r.error)
		throw new Error(
			`Mayar node failed: ${JSON.stringify({ message: r.error.message, description: r.error.description, httpCode: r.error.httpCode })}`,
		);
	return r.items.length;
}

export interface ReturnAllReport {
	records: number;
	latencyMs: number;
	runs: number;
	bare: Measure;
	mayar: Measure;
	ratioOursBare: number;
}

function median(values: Measure[]): Measure {
	const sorted = [...values].sort((a, b) => a.wallMs - b.wallMs);
	return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Scenario 1: Return All of N unpaid transactions, two ways, side by side, median of `runs`. n8n's HTTP Request
 * node is measured against the node in a real n8n (test/bench/n8n/run.js), where n8n-nodes-base is installed.
 */
export async function returnAllScenario(opts: {
	records: number;
	latencyMs: number;
	runs: number;
}): Promise<ReturnAllReport> {
	const sb = await startSandbox({
		counts: { unpaidTransactions: opts.records },
		latencyMs: opts.latencyMs,
	});
	try {
		const runs: Record<'bare' | 'mayar', Measure[]> = {
			bare: [],
			mayar: [],
		};
		await mayarLoop(sb); // warm-up: module loading and first-connection costs are not what we compare
		for (let i = 0; i < opts.runs; i++) {
			// Interleaved so drift in the machine's load hits both alike.
			runs.bare.push(
				await measure('bare HTTP loop (axios, limit 50)', sb, async () => ({
					records: await bareLoop(sb),
				})),
			);
			runs.mayar.push(
				await measure('Mayar node, Return All', sb, async () => ({ records: await mayarLoop(sb) })),
			);
		}
		const bare = median(runs.bare);
		const mayar = median(runs.mayar);
		return {
			records: opts.records,
			latencyMs: opts.latencyMs,
			runs: opts.runs,
			bare,
			mayar,
			ratioOursBare: mayar.wallMs / bare.wallMs,
		};
	} finally {
		await sb.close();
	}
}

export interface BulkCreateRun extends Measure {
	succeeded: number;
	failed: number;
	rateLimited429: number;
	duplicates: number;
	orderKept: boolean;
	sustainedPerMinute: number;
	/** The most accepted creates that arrived at the sandbox in any 60 s window (the client limit's measure). */
	maxPerWindow: number;
}

export interface BulkCreateReport {
	invoices: number;
	latencyMs: number;
	ratePerMinute: number;
	sequential: BulkCreateRun;
	parallel: BulkCreateRun;
	concurrency: number;
	ratioParallelRateToLimit: number;
	/** Most creates in any 60 s window with 8 in flight, over R: at most 1, and near 1 when there are more than R. */
	ratioParallelWindowToLimit: number;
}

/** The most timestamps in any window of `windowMs` (half-open, as Mayar's and the sandbox's limits count). */
export function maxInWindow(times: number[], windowMs: number): number {
	const sorted = [...times].sort((a, b) => a - b);
	let most = 0;
	for (let start = 0, end = 0; end < sorted.length; end++) {
		while (sorted[end] - sorted[start] >= windowMs) start++;
		most = Math.max(most, end - start + 1);
	}
	return most;
}

async function bulkCreate(
	sb: Sandbox,
	n: number,
	concurrency: number,
	rpm: number,
	tag: string,
): Promise<BulkCreateRun> {
	const items = Array.from({ length: n }, (_, k) => ({
		email: `bulk-${tag}-${k}@example.com`,
		order: `${tag}-${k}`,
	}));
	let result: Awaited<ReturnType<typeof runMayar>> | undefined;
	const m = await measure(`${n} invoice creates, ${concurrency} in flight`, sb, async () => {
		result = await runMayar({
			credentials: credentialsFor(sb, sb.keys.readWrite, { rateLimit: rpm }),
			items,
			onError: 'continueRegularOutput',
			leakCheck: false,
			parameters: {
				resource: 'invoice',
				operation: 'create',
				name: 'Bulk Customer',
				email: '={{ $json.email }}',
				mobile: '081234567890',
				description: '={{ "Order " + $json.order }}',
				itemsInput: 'fields',
				items: { item: [{ description: 'Item', quantity: 1, rate: 15000 }] },
				expiredAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
				redirectUrl: 'https://shop.example.com/thanks',
				requestOptions: { concurrency },
			},
		});
		return { records: result.items.length };
	});
	const out = result!.items;
	const created = ((sb.store.invoices as IDataObject[]) ?? []).filter((inv) =>
		String(inv.description ?? '').startsWith(`Order ${tag}-`),
	);
	const perOrder = new Map<string, number>();
	for (const inv of created)
		perOrder.set(String(inv.description), (perOrder.get(String(inv.description)) ?? 0) + 1);
	const posts = sb.log.filter((e) => e.method === 'POST');
	const first = posts[0]?.time;
	const last = posts[posts.length - 1]?.time;
	const accepted = posts.filter((e) => e.status === 200).length;
	return {
		...m,
		succeeded: out.filter((i) => !i.json.error).length,
		failed: out.filter((i) => i.json.error).length,
		rateLimited429: posts.filter((e) => e.status === 429).length,
		duplicates: [...perOrder.values()].filter((c) => c > 1).length,
		// In order, paired with its input, and each output is the invoice made from that very input row.
		orderKept:
			out.length === n &&
			out.every((item, k) => {
				if ((item.pairedItem as unknown as IDataObject).item !== k) return false;
				if (item.json.error) return true;
				const inv = created.find((c) => c.id === item.json.id);
				return inv !== undefined && inv.description === `Order ${tag}-${k}`;
			}),
		sustainedPerMinute: last > first ? ((accepted - 1) * 60000) / (last - first) : 0,
		maxPerWindow: maxInWindow(
			posts.map((e) => e.time),
			60_000,
		),
	};
}

/** Scenario 2: N invoice creates at a set latency under a server rate limit of R/min: sequential vs parallel. */
export async function bulkCreateScenario(opts: {
	invoices: number;
	latencyMs: number;
	ratePerMinute: number;
	concurrency: number;
}): Promise<BulkCreateReport> {
	const rpm = opts.ratePerMinute;
	// Each variant is an account of its own (a sandbox, so a base URL, of its own) with no traffic in the last
	// minute: the rate budget is per account, so a run right after one that used the whole allowance would wait.
	const variant = async (concurrency: number, tag: string) => {
		const sb = await startSandbox({
			latencyMs: opts.latencyMs,
			rateLimitPerMinute: rpm,
			counts: { unpaidTransactions: 10 },
		});
		try {
			return await bulkCreate(sb, opts.invoices, concurrency, rpm, tag);
		} finally {
			await sb.close();
		}
	};
	const sequential = await variant(1, 'seq');
	const parallel = await variant(opts.concurrency, 'par');
	return {
		invoices: opts.invoices,
		latencyMs: opts.latencyMs,
		ratePerMinute: rpm,
		concurrency: opts.concurrency,
		sequential,
		parallel,
		ratioParallelRateToLimit: parallel.sustainedPerMinute / rpm,
		ratioParallelWindowToLimit: parallel.maxPerWindow / rpm,
	};
}
