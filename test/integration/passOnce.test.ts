/**
 * Trigger Event > Pass Once, in n8n-core's engine over a store that behaves like n8n's (test/harness/dedup.ts:
 * read, filter, write back, no lock). Many executions at once with the same payment key: exactly one passes.
 */
import type { ICheckProcessedContextData, IDataObject } from 'n8n-workflow';

import { runMayar } from '../harness';
import { deduplicator, installDeduplicator, processed, storeFaults } from '../harness/dedup';

beforeAll(installDeduplicator);
beforeEach(() => processed.clear());

const passOnce = (extra: IDataObject = {}) => ({
	resource: 'triggerEvent',
	operation: 'passOnce',
	...extra,
});
// No credential is needed: none is given (the harness requires the field, so an empty object).
const run = async (items: IDataObject[], parameters = passOnce()) =>
	await runMayar({ credentials: {}, parameters, items });

test("the store the test uses is racy like n8n's: two calls at once both pass one key", async () => {
	const context = {
		workflow: { id: 'w' },
		node: { id: 'n' },
	} as unknown as ICheckProcessedContextData;
	const opts = { mode: 'entries' };
	await deduplicator.checkProcessedAndRecord(['first'], 'node', context, opts);
	const [a, b] = await Promise.all([
		deduplicator.checkProcessedAndRecord(['k'], 'node', context, opts),
		deduplicator.checkProcessedAndRecord(['k'], 'node', context, opts),
	]);
	expect(a.new.length + b.new.length).toBe(2);
});

test('the store refusing a write it did not make (another n8n process made the first record, SQLite busy) is asked again; other errors fail the item', async () => {
	storeFaults.push(
		new Error(
			'SQLITE_CONSTRAINT: UNIQUE constraint failed: processed_data.workflowId, processed_data.context',
		),
		new Error('SQLITE_BUSY: database is locked'),
	);
	const r = await run([{ dedupeKey: 'retried' }]);
	expect(r.error).toBeUndefined();
	expect(r.items.map((i) => i.json.dedupeKey)).toEqual(['retried']);
	expect(storeFaults).toHaveLength(0);
	storeFaults.push(new Error('no such table: processed_data'));
	expect((await run([{ dedupeKey: 'broken' }])).error?.message).toMatch(/no such table/);
});

test('20 executions at once with the same payment: exactly one passes it on', async () => {
	const item = { event: 'payment.received', dedupeKey: 'payment.received:tx-1' };
	const runs = await Promise.all(Array.from({ length: 20 }, async () => await run([item])));
	for (const r of runs) expect(r.error).toBeUndefined();
	const passed = runs.flatMap((r) => r.items);
	expect(passed).toHaveLength(1);
	expect(passed[0].json).toEqual(item);
});

test('50 payments seen by both triggers at once, in two batches: each passes once', async () => {
	const keys = Array.from({ length: 50 }, (_, k) => ({ dedupeKey: `payment.received:tx-${k}` }));
	const webhook = keys.map(async (key) => await run([key]));
	const poll = run([...keys].reverse());
	const results = await Promise.all([...webhook, poll]);
	const passed = results.flatMap((r) => r.items.map((i) => i.json.dedupeKey));
	expect(passed.sort()).toEqual(keys.map((k) => k.dedupeKey).sort());
	// a redelivery later: nothing
	expect((await run([keys[7]])).items).toHaveLength(0);
});

test('items keep their place: new ones pass with their pairedItem, repeats in one batch pass once', async () => {
	const r = await run([
		{ dedupeKey: 'a' },
		{ dedupeKey: 'b' },
		{ dedupeKey: 'a' },
		{ dedupeKey: 'c' },
	]);
	expect(r.items.map((i) => [i.json.dedupeKey, i.pairedItem])).toEqual([
		['a', { item: 0 }],
		['b', { item: 1 }],
		['c', { item: 3 }],
	]);
});

test('History Size forgets the oldest keys', async () => {
	const params = passOnce({ options: { historySize: 2 } });
	await run([{ dedupeKey: 'a' }, { dedupeKey: 'b' }, { dedupeKey: 'c' }], params);
	const again = await run([{ dedupeKey: 'a' }, { dedupeKey: 'c' }], params);
	expect(again.items.map((i) => i.json.dedupeKey)).toEqual(['a']);
});

test('an item without a key fails naming the item; Continue On Fail keeps the others, each with its pairedItem', async () => {
	const r = await run([{ dedupeKey: 'x' }, { other: 1 }]);
	expect(r.error?.message).toBe('Event Key is empty');
	expect(r.error?.context).toMatchObject({ itemIndex: 1 });
	const c = await runMayar({
		credentials: {},
		parameters: passOnce(),
		items: [{ dedupeKey: 'y' }, {}],
		onError: 'continueRegularOutput',
	});
	expect(c.items.map((i) => i.json)).toEqual([
		{ dedupeKey: 'y' },
		expect.objectContaining({ error: 'Event Key is empty' }),
	]);
	expect(c.items[1].pairedItem).toEqual({ item: 1 });
});
