/**
 * Fault injection, one mode at a time, seeded and deterministic, over hundreds of requests: lists return every
 * record exactly once, creates never make a record twice and never drop an item silently, and every run ends.
 */
import type { IDataObject } from 'n8n-workflow';

import { runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';
import { log } from '../harness/node';

const RECORDS = 620; // 13 pages of 50
const CREATES = 30;
const MODES = [
	'latency',
	'429',
	'500',
	'502',
	'503',
	'reset-before',
	'reset-after',
	'non-json',
] as const;

let sb: Sandbox;
beforeAll(
	async () => (sb = await startSandbox({ seed: 11, counts: { unpaidTransactions: RECORDS } })),
);
afterAll(async () => sb.close());
beforeEach(() => {
	sb.clearLog();
	sb.clearFaults();
});

const totals = { requests: 0, faults: 0, duplicates: 0, unknownOutcomes: 0 };
afterAll(() => {
	log(
		`Fault injection: ${totals.requests} requests, ${totals.faults} faults injected, ${totals.unknownOutcomes} creates reported as outcome unknown, ${totals.duplicates} duplicates`,
	);
});

function tally() {
	totals.requests += sb.log.length;
	totals.faults += sb.log.filter((e) => e.fault).length;
}

/** The sandbox's own view of the unpaid list, through its API with faults off. */
async function truth(): Promise<string[]> {
	const r = await runAgainst(sb, {
		resource: 'transaction',
		operation: 'getManyUnpaid',
		returnAll: true,
	});
	expect(r.error).toBeUndefined();
	return r.items.map((i) => String(i.json.id));
}

describe.each(MODES)('fault mode %s', (mode) => {
	test('Return All gets every unpaid transaction exactly once', async () => {
		// Creates in earlier tests add unpaid transactions (an invoice waits for payment), so ask again each time.
		const expected = await truth();
		expect(expected.length).toBeGreaterThanOrEqual(RECORDS);
		sb.clearLog();
		sb.setFaults({ seed: 3, rate: 0.3, modes: [mode], methods: ['GET'], latencyMs: 200 });
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getManyUnpaid',
			returnAll: true,
		});
		tally();
		expect(r.error).toBeUndefined();
		const ids = r.items.map((i) => String(i.json.id));
		expect(ids).toEqual(expected);
		expect(sb.log.filter((e) => e.fault).length).toBeGreaterThan(0);
	});

	test('invoice creates: each item is a record made once, or an error item that says whether the outcome is unknown', async () => {
		sb.setFaults({ seed: 5, rate: 0.3, modes: [mode], methods: ['POST'], latencyMs: 200 });
		const tag = `${mode}-${Date.now()}`;
		const rows = Array.from({ length: CREATES }, (_, k) => ({
			email: `fault.${k}.${Date.now()}@example.com`,
			order: `${tag}-${k}`,
		}));
		const r = await runAgainst(
			sb,
			{
				resource: 'invoice',
				operation: 'create',
				name: 'Fault Test',
				email: '={{ $json.email }}',
				mobile: '081234567890',
				description: '={{ "Order " + $json.order }}',
				itemsInput: 'fields',
				items: { item: [{ description: 'Item', quantity: 1, rate: 25000 }] },
				expiredAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
				redirectUrl: 'https://shop.example.com/thanks',
				// One at a time, so the seeded faults hit the same requests on every run.
				requestOptions: { concurrency: 1 },
			},
			{ items: rows, onError: 'continueRegularOutput' },
		);
		tally();
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(CREATES);
		const stored = (sb.store.invoices as IDataObject[]).filter((inv) =>
			String(inv.description).startsWith(`Order ${tag}-`),
		);
		const perOrder = new Map<string, number>();
		for (const inv of stored)
			perOrder.set(String(inv.description), (perOrder.get(String(inv.description)) ?? 0) + 1);
		const duplicates = [...perOrder.values()].filter((n) => n > 1).length;
		totals.duplicates += duplicates;
		expect(duplicates).toBe(0);

		r.items.forEach((item, k) => {
			expect(item.pairedItem).toEqual({ item: k });
			const made = stored.find((inv) => inv.description === `Order ${tag}-${k}`);
			if (!item.json.error) {
				// A success is a record that exists, made from this very row.
				expect(made?.id).toBe(item.json.id);
				return;
			}
			expect(typeof item.json.outcomeUnknown).toBe('boolean');
			if (item.json.outcomeUnknown) totals.unknownOutcomes++;
			// An error that says "not created" must be true; a record made behind an error is only allowed
			// when the error says the outcome is unknown (the response was lost).
			if (made) expect(item.json.outcomeUnknown).toBe(true);
			expect(String(item.json.error).length).toBeGreaterThan(0);
		});
		const faulted = sb.log.filter((e) => e.fault).length;
		expect(faulted).toBeGreaterThan(0);
		if (mode === 'latency' || mode === '429') {
			// Nothing is lost to a slow answer or a rate limit that says when to come back.
			expect(r.items.filter((i) => i.json.error)).toHaveLength(0);
		}
		if (mode === 'reset-after') {
			// The record was made but its answer lost: each such item must say the outcome is unknown.
			expect(r.items.filter((i) => i.json.outcomeUnknown === true).length).toBeGreaterThan(0);
		}
	});
});
