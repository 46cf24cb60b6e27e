/**
 * The client-side rate limit (Request Options > Requests per Minute) is a sliding window: no wait while fewer
 * than R requests went out in the last window, never more than R in any window. Measured where it matters, on
 * the sandbox's arrival times (sb.log), through the real node in n8n-core; plus the class on its own with a
 * short window. Waits are at most a short window long, so a failing test leaves no timer running.
 */
import type { IDataObject } from 'n8n-workflow';

import { RequestThrottle } from '../../nodes/Mayar/transport/throttle';
import { maxInWindow } from '../bench/scenarios';
import { runMayar } from '../harness';
import {
	credentialsFor,
	type LogEntry,
	runAgainst,
	type Sandbox,
	startSandbox,
} from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox({ counts: { unpaidTransactions: 500 } })));
afterAll(async () => sb.close());
beforeEach(() => {
	sb.clearLog();
	sb.setLatency(0);
});
afterEach(() => {
	RequestThrottle.defaultWindowMs = 60_000;
});

const arrivals = (log: LogEntry[]) => log.map((e) => e.time);
const spread = (times: number[]) => Math.max(...times) - Math.min(...times);

/** One GET /hl/v2/balances per input item. */
async function balances(items: number, requestOptions: IDataObject) {
	const started = Date.now();
	const r = await runAgainst(
		sb,
		{ resource: 'balance', operation: 'get', requestOptions },
		{ items: Array.from({ length: items }, () => ({})) },
	);
	return { r, ms: Date.now() - started };
}

describe('through the node, measured on the sandbox', () => {
	test('at 600 per minute, 10 requests leave at once: no wait while fewer than R went out', async () => {
		sb.setLatency(300); // ten in flight: at once they take one latency, paced 100 ms apart they would take a second
		const { r, ms } = await balances(10, { requestsPerMinute: 600, concurrency: 10 });
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(10);
		expect(sb.log).toHaveLength(10);
		expect(spread(arrivals(sb.log))).toBeLessThan(250);
		expect(ms).toBeLessThan(1500);
	});

	test('25 requests at R = 10 with a 1 s window: the first 10 at once, never more than 10 in any window, the rest as the window frees', async () => {
		RequestThrottle.defaultWindowMs = 1000;
		const { r, ms } = await balances(25, { requestsPerMinute: 10, concurrency: 4 });
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(25);
		const times = arrivals(sb.log);
		expect(times).toHaveLength(25);
		expect(maxInWindow(times, 1000)).toBe(10);
		const sorted = [...times].sort((a, b) => a - b);
		expect(sorted[9] - sorted[0]).toBeLessThan(500); // no wait for the first R
		expect(sorted[10] - sorted[0]).toBeGreaterThanOrEqual(1000); // the 11th waits for the window
		// 25 at 10 a window: two waits of about one window each, not 24 paced gaps (2.4 s) and not a stall
		expect(ms).toBeGreaterThanOrEqual(2000);
		expect(ms).toBeLessThan(4500);
	}, 20_000);

	test('with latency and 8 in flight, 40 requests at R = 12 per 1 s window never exceed 12 on arrival', async () => {
		RequestThrottle.defaultWindowMs = 1000;
		sb.setLatency(40);
		const { r } = await balances(40, { requestsPerMinute: 12, concurrency: 8 });
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(40);
		expect(sb.log).toHaveLength(40);
		expect(maxInWindow(arrivals(sb.log), 1000)).toBeLessThanOrEqual(12);
		expect(sb.log.every((e) => e.status === 200)).toBe(true);
	}, 20_000);

	test('Get Many of 3 pages at the default 20 per minute waits 0 s', async () => {
		const started = Date.now();
		// runMayar, not runAgainst: no requestOptions at all, so the node's own default (20/min) applies
		const r = await runMayar({
			credentials: credentialsFor(sb),
			parameters: {
				resource: 'transaction',
				operation: 'getManyUnpaid',
				returnAll: false,
				limit: 150,
				simplify: false,
			},
		});
		const ms = Date.now() - started;
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(150);
		expect(sb.log.map((e) => e.query.limit)).toEqual(['50', '50', '50']);
		expect(spread(arrivals(sb.log))).toBeLessThan(500);
		expect(ms).toBeLessThan(1500); // paced at 20/min it was 6 s
	});
});

describe('RequestThrottle on its own (window 300 ms)', () => {
	const W = 300;

	test('R requests pass at once; the next waits until one window after the first answer', async () => {
		const t = new RequestThrottle(3, 1, { windowMs: W });
		const started = Date.now();
		const passed: number[] = [];
		for (let i = 0; i < 7; i++) {
			const release = await t.acquire();
			passed.push(Date.now() - started);
			release();
		}
		expect(passed.slice(0, 3).every((ms) => ms < 50)).toBe(true);
		expect(passed[3]).toBeGreaterThanOrEqual(W);
		expect(passed[6]).toBeGreaterThanOrEqual(2 * W);
		expect(passed[6]).toBeLessThan(2 * W + 250);
		expect(maxInWindow(passed, W)).toBe(3);
	});

	test('a request counts until one window after its answer, so slow answers hold their slot', async () => {
		const t = new RequestThrottle(2, 2, { windowMs: W });
		const started = Date.now();
		const a = await t.acquire();
		const b = await t.acquire();
		const third = t.acquire().then((release) => ({ release, at: Date.now() - started }));
		await new Promise((r) => setTimeout(r, 100));
		a(); // answered at 100 ms: its slot frees at about 400 ms
		b();
		const { release, at } = await third;
		release();
		expect(at).toBeGreaterThanOrEqual(100 + W - 5);
		expect(at).toBeLessThan(100 + W + 200);
	});

	test('R not above Requests in Flight: a waiting request wakes on an answer', async () => {
		const t = new RequestThrottle(1, 2, { windowMs: W });
		const a = await t.acquire();
		const started = Date.now();
		const second = t.acquire();
		setTimeout(a, 50);
		(await second)();
		expect(Date.now() - started).toBeGreaterThanOrEqual(50 + W - 5);
	});

	test('the concurrency cap holds without a rate limit, and releasing twice frees one slot', async () => {
		const t = new RequestThrottle(0, 2);
		const a = await t.acquire();
		const b = await t.acquire();
		let thirdIn = false;
		const third = t.acquire().then((release) => {
			thirdIn = true;
			return release;
		});
		await new Promise((r) => setTimeout(r, 30));
		expect(thirdIn).toBe(false);
		a();
		a();
		const releaseThird = await third;
		let fourthIn = false;
		const fourth = t.acquire().then((release) => {
			fourthIn = true;
			return release;
		});
		await new Promise((r) => setTimeout(r, 30));
		expect(fourthIn).toBe(false); // b is still out and the third took a's slot: still two in flight
		b();
		(await fourth)();
		releaseThird();
		expect(fourthIn).toBe(true);
	});
});
