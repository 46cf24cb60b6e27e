/**
 * The benchmark scenarios at a small size, so `npm run bench` cannot rot. Only what does not depend on the
 * machine's speed is asserted here (request counts, records, duplicates, order); the speed ratios are the
 * benchmark's job, side by side in one run.
 */
import { bulkCreateScenario, returnAllScenario } from '../bench/scenarios';

test('Return All of 730 unpaid transactions: bare loop and Mayar node both get every record in 15 requests', async () => {
	const r = await returnAllScenario({ records: 730, latencyMs: 0, runs: 1 });
	for (const m of [r.bare, r.mayar]) {
		expect({ name: m.name, records: m.records, requests: m.requests }).toEqual({
			name: m.name,
			records: 730,
			requests: 15,
		});
	}
	expect(r.ratioOursBare).toBeGreaterThan(0);
}, 60_000);

test('30 invoice creates under a server limit of 600/min, sequential and 4 in flight: all made once, in order, no 429 as failure', async () => {
	const r = await bulkCreateScenario({
		invoices: 30,
		latencyMs: 20,
		ratePerMinute: 600,
		concurrency: 4,
	});
	for (const m of [r.sequential, r.parallel]) {
		expect({
			name: m.name,
			succeeded: m.succeeded,
			failed: m.failed,
			duplicates: m.duplicates,
			orderKept: m.orderKept,
			requests: m.requests,
		}).toEqual({
			name: m.name,
			succeeded: 30,
			failed: 0,
			duplicates: 0,
			orderKept: true,
			requests: 30 + m.rateLimited429,
		});
	}
	expect(r.parallel.rateLimited429).toBe(0);
}, 60_000);
