/**
 * The rate budget: one per Mayar account (base URL + key) in the process, set in the credential, shared by every
 * node run. A sliding window: no wait while fewer than R requests went out in the last window, never more than R
 * in any window, across runs. Measured on the sandbox's arrival times (sb.log), through the real node in n8n-core;
 * plus the class on its own with a short window. Windows are short, so a failing test leaves no timer running.
 */
import { sleep } from 'n8n-workflow';

import { RateBudget } from '../../nodes/Mayar/transport/budget';
import { maxInWindow } from '../bench/scenarios';
import { runMayar } from '../harness';
import { credentialsFor, type LogEntry, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
// A sandbox per test: a new base URL is a new account, so no budget carries over from another test.
beforeEach(async () => (sb = await startSandbox({ counts: { unpaidTransactions: 500 } })));
afterEach(async () => sb.close());

const arrivals = (log: LogEntry[]) => log.map((e) => e.time);
const spread = (times: number[]) => Math.max(...times) - Math.min(...times);

/** The sandbox credential with the rate limit the test needs. */
function rate(rateLimit: number, rateWindowSeconds = 60, key = sb.keys.readWrite) {
	return credentialsFor(sb, key, { rateLimit, rateWindowSeconds });
}

/** One GET /hl/v2/balances per input item. */
async function balances(
	items: number,
	credentials: ReturnType<typeof rate>,
	requestOptions: Record<string, unknown> = {},
) {
	const started = Date.now();
	const r = await runMayar({
		credentials,
		parameters: { resource: 'balance', operation: 'get', requestOptions },
		items: Array.from({ length: items }, () => ({})),
	});
	return { r, ms: Date.now() - started };
}

describe('through the node, measured on the sandbox', () => {
	test('at 600 per minute, 10 requests leave at once: no wait while fewer than R went out', async () => {
		sb.setLatency(300); // ten in flight: at once they take one latency, paced 100 ms apart they would take a second
		const { r, ms } = await balances(10, rate(600), { concurrency: 10 });
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(10);
		expect(sb.log).toHaveLength(10);
		expect(spread(arrivals(sb.log))).toBeLessThan(250);
		expect(ms).toBeLessThan(1500);
	});

	test('25 requests at R = 10 per 1 s window: the first 10 at once, never more than 10 in any window', async () => {
		const { r, ms } = await balances(25, rate(10, 1), { concurrency: 4 });
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(25);
		const times = arrivals(sb.log);
		expect(times).toHaveLength(25);
		expect(maxInWindow(times, 1000)).toBe(10);
		const sorted = [...times].sort((a, b) => a - b);
		expect(sorted[9] - sorted[0]).toBeLessThan(500); // no wait for the first R
		expect(sorted[10] - sorted[0]).toBeGreaterThanOrEqual(1000); // the 11th waits for the window
		expect(ms).toBeGreaterThanOrEqual(2000);
		expect(ms).toBeLessThan(4500);
	}, 20_000);

	test('one budget per account across node runs: 3 runs at once, 12 requests each, R = 10 per 1 s, never more than 10 in any window', async () => {
		sb.setLatency(20);
		const credentials = rate(10, 1);
		const runs = await Promise.all(
			[0, 1, 2].map(async () => await balances(12, credentials, { concurrency: 4 })),
		);
		for (const { r } of runs) {
			expect(r.error).toBeUndefined();
			expect(r.items).toHaveLength(12);
		}
		expect(sb.log).toHaveLength(36);
		// Per-run limiters (the old design) would let 30 through in the first window.
		expect(maxInWindow(arrivals(sb.log), 1000)).toBeLessThanOrEqual(10);
	}, 20_000);

	test('two accounts do not share a budget', async () => {
		const a = rate(5, 1);
		const b = rate(5, 1, sb.keys.readOnly); // reads work with a Read Only key: another account
		const [ra, rb] = await Promise.all([balances(5, a), balances(5, b)]);
		expect(ra.r.items).toHaveLength(5);
		expect(rb.r.items).toHaveLength(5);
		expect(spread(arrivals(sb.log))).toBeLessThan(500); // 10 at once: each account had room for 5
	});

	test('Mayar refusing for its rate limit pauses the whole budget and nothing is lost: the sandbox at 6 per 1 s, the credential told nothing (0 = off)', async () => {
		sb.setRateLimit(6, { windowMs: 1000 });
		const { r } = await balances(15, rate(0), { concurrency: 5 });
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(15);
		const refused = sb.log.filter((e) => e.status === 429);
		const served = sb.log.filter((e) => e.status === 200);
		expect(served).toHaveLength(15);
		// After a 429 every request of the account waits for Retry-After (1 s): few refusals, not a storm.
		expect(refused.length).toBeLessThanOrEqual(10);
	}, 20_000);

	test('a create refused for the rate limit past Max Wait fails plainly, sent once, nothing created', async () => {
		sb.setRateLimit(1, { windowMs: 60_000 });
		const credentials = rate(0);
		await balances(1, credentials); // uses the one request of the minute
		sb.clearLog();
		const invoices = (sb.store.invoices as unknown[]).length;
		const r = await runMayar({
			credentials,
			parameters: {
				resource: 'invoice',
				operation: 'create',
				name: 'Budi',
				email: 'budi.rate@example.com',
				mobile: '081234567890',
				description: 'Order 1',
				itemsInput: 'json',
				itemsJson: '[{"description":"Kopi","quantity":1,"rate":25000}]',
				expiredAt: new Date(Date.now() + 86_400_000).toISOString(),
				redirectUrl: 'https://shop.example.com/thanks',
				requestOptions: { maxWait: 5000 },
			},
		});
		expect(r.error).toBeDefined();
		expect(r.error?.message).toMatch(/Too Many Requests/);
		expect(String(r.error?.description)).toMatch(/rate limit/);
		expect(String(r.error?.description)).toMatch(/Nothing was created/);
		expect(sb.log.filter((e) => e.method === 'POST')).toHaveLength(1); // Retry-After (about 60 s) is past Max Wait: not resent
		expect((sb.store.invoices as unknown[]).length).toBe(invoices);
	});

	test('a request that gets no turn within Max Wait is not sent, and says so', async () => {
		const credentials = rate(2, 30);
		await balances(2, credentials);
		sb.clearLog();
		const started = Date.now();
		const { r } = await balances(1, credentials, { maxWait: 1000 });
		expect(Date.now() - started).toBeLessThan(1500); // told at once: its turn is 30 s away
		expect(sb.log).toHaveLength(0);
		expect(r.error?.message).toMatch(/waited too long for its turn and was not sent/);
		expect(String(r.error?.description)).toMatch(
			/2 requests per 30 s: this n8n process's share of the Mayar account's limit/,
		);
	});

	test('a read retried after a 500 that then gets no turn says so, not that Mayar answered 429', async () => {
		const credentials = rate(1, 30);
		sb.setFaults({ seed: 1, rate: 0, sequence: ['500'], methods: ['GET'] });
		try {
			const { r } = await balances(1, credentials, { maxWait: 1000 });
			expect(sb.log).toHaveLength(1); // the retry had no turn within Max Wait: not sent
			expect(r.error?.message).toBe(
				"Mayar's rate limit: the retry waited too long for its turn and was not sent (after 1 attempt(s))",
			);
			expect(String(r.error?.description)).toMatch(/^Not sent: /);
		} finally {
			sb.clearFaults();
		}
	});

	test('Get Many of 3 pages at the default 20 per minute waits 0 s', async () => {
		const started = Date.now();
		const { rateLimit, ...defaults } = rate(0);
		expect(rateLimit).toBe(0);
		// No rateLimit in the credential at all (saved before the field existed): Mayar's 20 per minute applies.
		const r = await runMayar({
			credentials: defaults,
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

describe('RateBudget on its own (window 300 ms)', () => {
	const W = 300;
	const later = (ms = 60_000) => Date.now() + ms;

	test('R requests pass at once; the next waits until one window after the first answer', async () => {
		const t = new RateBudget(3, W);
		const started = Date.now();
		const passed: number[] = [];
		for (let i = 0; i < 7; i++) {
			const release = await t.acquire(later());
			passed.push(Date.now() - started);
			release?.();
		}
		expect(passed.slice(0, 3).every((ms) => ms < 50)).toBe(true);
		expect(passed[3]).toBeGreaterThanOrEqual(W);
		expect(passed[6]).toBeGreaterThanOrEqual(2 * W);
		expect(passed[6]).toBeLessThan(2 * W + 250);
		expect(maxInWindow(passed, W)).toBe(3);
	});

	test('a request counts until one window after its answer, so slow answers hold their slot', async () => {
		const t = new RateBudget(2, W);
		const started = Date.now();
		const a = await t.acquire(later());
		const b = await t.acquire(later());
		const third = t.acquire(later()).then((release) => ({ release, at: Date.now() - started }));
		await sleep(100);
		a?.(); // answered at 100 ms: its slot frees at about 400 ms
		b?.();
		const { release, at } = await third;
		release?.();
		expect(at).toBeGreaterThanOrEqual(100 + W - 5);
		expect(at).toBeLessThan(100 + W + 200);
	});

	test('all R still out without answers: a waiting request wakes on an answer', async () => {
		const t = new RateBudget(1, W);
		const a = await t.acquire(later());
		const started = Date.now();
		const second = t.acquire(later());
		void sleep(50).then(() => a?.());
		(await second)?.();
		expect(Date.now() - started).toBeGreaterThanOrEqual(50 + W - 5);
	});

	test('turns go in arrival order', async () => {
		const t = new RateBudget(1, 50);
		const order: number[] = [];
		await Promise.all(
			[0, 1, 2, 3, 4].map(async (n) => {
				const release = await t.acquire(later());
				order.push(n);
				release?.();
			}),
		);
		expect(order).toEqual([0, 1, 2, 3, 4]);
	});

	test('a deadline that cannot be met is told at once, without holding up the others', async () => {
		const t = new RateBudget(1, 1000);
		(await t.acquire(later()))?.();
		const started = Date.now();
		expect(await t.acquire(Date.now() + 200)).toBeUndefined(); // the next turn is 1 s away
		expect(Date.now() - started).toBeLessThan(50);
		const patient = await t.acquire(later());
		expect(patient).toBeDefined();
		expect(Date.now() - started).toBeGreaterThanOrEqual(990);
		patient?.();
	});

	test('a waiter whose deadline passes while all R are out leaves at its deadline', async () => {
		const t = new RateBudget(1, W);
		const a = await t.acquire(later());
		const started = Date.now();
		expect(await t.acquire(Date.now() + 100)).toBeUndefined();
		expect(Date.now() - started).toBeGreaterThanOrEqual(95);
		expect(Date.now() - started).toBeLessThan(400);
		a?.();
	});

	test('a pause (Retry-After) holds everyone, also with the window off (R = 0)', async () => {
		const t = new RateBudget(0, W);
		t.pauseUntil(Date.now() + 200);
		const started = Date.now();
		(await t.acquire(later()))?.();
		expect(Date.now() - started).toBeGreaterThanOrEqual(195);
		expect(await new RateBudget(0, W).acquire(Date.now())).toBeDefined(); // no pause: at once
	});

	test('releasing twice frees one slot', async () => {
		const t = new RateBudget(1, W);
		const a = await t.acquire(later());
		a?.();
		a?.();
		const started = Date.now();
		(await t.acquire(later()))?.();
		expect(Date.now() - started).toBeGreaterThanOrEqual(W - 5);
	});
});

describe('several n8n processes on one key (issue 27)', () => {
	test('each process keeps its share: Rate Limit 10 over 2 processes, the first 5 leave at once and 5 in any window', async () => {
		const { r } = await balances(12, { ...rate(10, 1), processes: 2 } as ReturnType<typeof rate>, {
			concurrency: 4,
		});
		expect(r.error).toBeUndefined();
		const times = arrivals(sb.log);
		expect(times).toHaveLength(12);
		expect(maxInWindow(times, 1000)).toBe(5);
	});

	test('the class: the share is limit / processes (at least 1); figures name it', () => {
		expect(new RateBudget(20, 60_000, 4).figures).toMatchObject({ limit: 5, share: 5 });
		expect(new RateBudget(20, 60_000, 3).figures).toMatchObject({ limit: 6, share: 6 });
		expect(new RateBudget(2, 60_000, 5).figures).toMatchObject({ limit: 1, share: 1 });
		expect(new RateBudget(0, 60_000, 5).figures).toMatchObject({ limit: 0, share: 0 });
		expect(new RateBudget(20, 60_000, 0).figures).toMatchObject({ limit: 20, share: 20 });
	});

	test('an unexpected 429 halves the share once per window and quiet windows win it back a fifth at a time', () => {
		const b = new RateBudget(20, 1000, 1);
		const t0 = Date.now();
		b.slowDown(t0);
		expect(b.figures.limit).toBe(10);
		b.slowDown(t0 + 100); // the same burst: not halved again within the window
		expect(b.figures.limit).toBe(10);
		b.slowDown(t0 + 1100); // a window later: one quiet window won 4 back (14), then halved again
		expect(b.figures.limit).toBe(7);
		// Recovery is read when a turn is asked: after 2 more quiet windows, 7 + 2 * 4 = 15.
		const later = t0 + 1100 + 2000;
		(b as unknown as { recover(now: number): void }).recover(later);
		expect(b.figures.limit).toBe(15);
		(b as unknown as { recover(now: number): void }).recover(later + 10_000);
		expect(b.figures.limit).toBe(20);
		b.slowDown(later + 10_000);
		expect(b.figures.limit).toBe(10);
		expect(new RateBudget(0, 1000).figures.limit).toBe(0);
	});

	test('through the node: a 429 Mayar gives although the process kept its share slows it down, Retry-After kept', async () => {
		// The sandbox allows 4 per 2 s window, the credential says 8: the first 429s halve the process to 4.
		sb.setRateLimit(4, { windowMs: 2000 });
		const { r } = await balances(16, rate(8, 2), { concurrency: 4, maxWait: 60000 });
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(16);
		const refused = sb.log.filter((e) => e.status === 429).length;
		const answered = sb.log.filter((e) => e.status === 200).length;
		expect(answered).toBe(16);
		// Kept at 8 a window, every window would see 4 refusals (about 12 in all); halved to 4 after the first
		// window, only the probes of the recovery are refused (measured: 4 + 2).
		expect(refused).toBeGreaterThan(0);
		expect(refused).toBeLessThanOrEqual(8);
	});
});
