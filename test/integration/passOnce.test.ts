/**
 * Trigger Event > Pass Once and Mark Done, in n8n-core's engine over a store that behaves like n8n's
 * (test/harness/dedup.ts: read, filter, write back, no lock). Many executions at once with the same payment key:
 * exactly one passes; an event passed and never marked done (its execution failed, or died with n8n) is passed
 * again once no execution of this process can still be fulfilling it.
 */
import type { ICheckProcessedContextData, IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { Mayar } from '../../nodes/Mayar/Mayar.node';
import { offersAgainBefore } from '../../nodes/Mayar/helpers/eventLedger';

import { runMayar } from '../harness';
import { deduplicator, installDeduplicator, processed, storeFaults } from '../harness/dedup';
import { sleep } from 'n8n-workflow';

beforeAll(installDeduplicator);
beforeEach(() => processed.clear());

const passOnce = (extra: IDataObject = {}) => ({
	resource: 'triggerEvent',
	operation: 'passOnce',
	...extra,
});
// No credential is needed: none is given (the harness requires the field, so an empty object).
const markDone = (extra: IDataObject = {}) => ({
	resource: 'triggerEvent',
	operation: 'markDone',
	...extra,
});
const run = async (items: IDataObject[], parameters = passOnce(), after = markDone()) =>
	await runMayar({ credentials: {}, parameters, items, after });
const keys = (r: { items: Array<{ json: IDataObject }> }) => r.items.map((i) => i.json.dedupeKey);

afterEach(() => jest.restoreAllMocks());
/** Moves the clock this process's claims are read with by `ms`. */
function later(ms: number) {
	const now = Date.now();
	jest.spyOn(Date, 'now').mockReturnValue(now + ms);
}

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
	expect(passed[0].json).toEqual({ ...item, passedBefore: false });
});

test("Pass Once takes turns only within one n8n process: another process's execution (a second copy of the node's code) passes the same payment at the same moment, which is why the queue examples add a claim", async () => {
	let Other: typeof Mayar | undefined;
	jest.isolateModules(() => {
		// eslint-disable-next-line @typescript-eslint/no-require-imports -- a second registry: another process's copy
		const copy = require('../../nodes/Mayar/Mayar.node') as { Mayar: typeof Mayar };
		Other = copy.Mayar;
	});
	// The workflow has a record already (n8n's first insert per workflow is guarded by a unique key), and the two
	// executions read n8n's store at the same moment (each waits for the other), as two processes can.
	expect(keys(await run([{ dedupeKey: 'payment.received:earlier' }]))).toHaveLength(1);
	const original = deduplicator.checkProcessedAndRecord.bind(deduplicator);
	let arrived = 0;
	let release: () => void = () => {};
	const bothThere = new Promise<void>((resolve) => (release = resolve));
	jest.spyOn(deduplicator, 'checkProcessedAndRecord').mockImplementation(async (...args) => {
		if (++arrived === 2) release();
		await Promise.race([bothThere, sleep(2000)]);
		return await original(...args);
	});
	const item = { dedupeKey: 'payment.received:two-processes' };
	const [here, there] = await Promise.all([
		run([item]),
		runMayar({
			credentials: {},
			parameters: passOnce(),
			items: [item],
			after: markDone(),
			nodeType: new Other!(),
		}),
	]);
	expect([here.error, there.error]).toEqual([undefined, undefined]);
	expect(keys(here)).toEqual([item.dedupeKey]);
	expect(keys(there)).toEqual([item.dedupeKey]);
});

test('50 payments seen by both triggers at once, in two batches: each passes once', async () => {
	const keys = Array.from({ length: 50 }, (_, k) => ({ dedupeKey: `payment.received:both-${k}` }));
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

test("History Size: an event n8n's database forgot passes again as new, once no execution here holds it", async () => {
	const params = passOnce({ options: { historySize: 2 } });
	const failing = markDone({ key: '={{ $json.missing }}' }); // no Mark Done, so nothing is remembered done here
	await run([{ dedupeKey: 'h1' }, { dedupeKey: 'h2' }, { dedupeKey: 'h3' }], params, failing);
	later(6 * 60_000);
	const again = await run([{ dedupeKey: 'h1' }, { dedupeKey: 'h3' }], params, failing);
	expect(again.items.map((i) => [i.json.dedupeKey, i.json.passedBefore])).toEqual([
		['h1', false], // forgotten: passes as new
		['h3', true],
	]);
});

test('two workflows keep their events apart: the same payment passes once in each', async () => {
	const item = { dedupeKey: 'payment.received:tx-shared' };
	const inA = runMayar({
		credentials: {},
		parameters: passOnce(),
		items: [item],
		workflowId: 'a',
		after: markDone(),
	});
	const inB = runMayar({
		credentials: {},
		parameters: passOnce(),
		items: [item],
		workflowId: 'b',
		after: markDone(),
	});
	const [a, b] = await Promise.all([inA, inB]);
	expect([keys(a), keys(b)]).toEqual([[item.dedupeKey], [item.dedupeKey]]);
	const again = await runMayar({
		credentials: {},
		parameters: passOnce(),
		items: [item],
		workflowId: 'a',
		after: markDone(),
	});
	expect(again.items).toEqual([]);
});

test("a done event coming again costs no write to n8n's store", async () => {
	const item = { dedupeKey: 'k-cached' };
	expect(keys(await run([item]))).toEqual(['k-cached']);
	const before = JSON.stringify([...processed.entries()]);
	storeFaults.push(new Error('the store must not be asked'));
	expect((await run([item])).items).toEqual([]);
	expect(storeFaults).toHaveLength(1);
	storeFaults.length = 0;
	expect(JSON.stringify([...processed.entries()])).toBe(before);
});

test('an item without a key fails naming the item; Continue On Fail keeps the others, each with its pairedItem', async () => {
	const r = await run([{ dedupeKey: 'x' }, { other: 1 }]);
	expect(r.error?.message).toBe('Event Key is empty');
	expect(r.error?.context).toMatchObject({ itemIndex: 1 });
	const c = await runMayar({
		credentials: {},
		parameters: passOnce(),
		after: markDone(),
		items: [{ dedupeKey: 'y' }, {}],
		onError: 'continueRegularOutput',
	});
	expect(c.items.map((i) => i.json)).toEqual([
		{ dedupeKey: 'y', passedBefore: false },
		expect.objectContaining({ error: 'Event Key is empty' }),
	]);
	expect(c.items[1].pairedItem).toEqual({ item: 1 });
});

test('without a Mark Done after it, Pass Once fails before recording anything, saying what to add', async () => {
	const r = await runMayar({
		credentials: {},
		parameters: passOnce(),
		items: [{ dedupeKey: 'k' }],
	});
	expect(r.error?.message).toBe('Pass Once needs a Mark Done after it');
	expect(String(r.error?.description)).toMatch(/Trigger Event > Mark Done after your fulfilment/);
	expect(processed.size).toBe(0);
});

test('an event whose execution failed before Mark Done: dropped while it may still run, passed again (passedBefore) after Fulfilment Time Limit, dropped once marked done', async () => {
	const item = { dedupeKey: 'payment.received:failed-1' };
	// the fulfilment fails: Mark Done never runs (here, its key is empty)
	const failed = await run([item], passOnce(), markDone({ key: '={{ $json.missing }}' }));
	expect(keys(failed)).toEqual(['payment.received:failed-1']);
	expect(failed.error?.message).toBe('Event Key is empty'); // Mark Done's: the execution failed
	expect(failed.afterItems).toEqual([]);
	// another delivery within the limit: the first execution may still be fulfilling it
	expect((await run([item])).items).toEqual([]);
	later(4 * 60_000);
	expect((await run([item])).items).toEqual([]);
	jest.restoreAllMocks();
	later(5 * 60_000);
	const again = await run([item]);
	expect(again.items.map((i) => i.json)).toEqual([{ ...item, passedBefore: true }]);
	expect(again.afterItems.map((i) => i.json)).toEqual([{ ...item, passedBefore: true }]);
	expect((await run([item])).items).toEqual([]);
});

test('Fulfilment Time Limit is read in minutes', async () => {
	const item = { dedupeKey: 'k-limit' };
	await run(
		[item],
		passOnce({ options: { fulfilmentMinutes: 30 } }),
		markDone({ key: '={{ $json.missing }}' }),
	);
	later(29 * 60_000);
	expect((await run([item], passOnce({ options: { fulfilmentMinutes: 30 } }))).items).toEqual([]);
	jest.restoreAllMocks();
	later(31 * 60_000);
	expect(keys(await run([item], passOnce({ options: { fulfilmentMinutes: 30 } })))).toEqual([
		'k-limit',
	]);
});

test("n8n's store failing between the check and taking back a done event's entry: the event is passed again later, never lost", async () => {
	const item = { dedupeKey: 'k-done' };
	// done in an earlier n8n process: in the store, not in this process's memory
	processed.set('test|', ['seen:k-done']);
	// a redelivery: the check records, then the store fails on the take-back
	storeFaults.push(undefined as never, new Error('connection lost'));
	const broken = await run([item]);
	expect(broken.error?.message).toMatch(/connection lost/);
	later(6 * 60_000);
	const again = await run([item]);
	expect(again.items.map((i) => i.json)).toEqual([{ ...item, passedBefore: true }]);
	expect((await run([item])).items).toEqual([]);
});

test('Mark Done with no key says where to read it: the Pass Once step before it, by name', async () => {
	const r = await runMayar({
		credentials: {},
		parameters: passOnce(),
		items: [{ dedupeKey: 'k-named' }],
		after: markDone({ key: '={{ $json.missing }}' }),
	});
	const err = r.run.data.resultData.error as unknown as IDataObject;
	expect(err.message).toBe('Event Key is empty');
	expect(err.description).toBe(
		"Your fulfilment's output does not carry dedupeKey: set Event Key to {{ $('Mayar').item.json.dedupeKey }}.",
	);
});

test("offersAgainBefore reads the Offer Again After of the Mayar Polling Triggers before the step (what Pass Once's Fulfilment Time Limit must stay below)", () => {
	const parents = [
		{
			name: 'Polling (Safety Net)',
			type: 'n8n-nodes-mayar.mayarPollingTrigger',
			disabled: false,
			parameters: { options: { offerAgainMinutes: 10 } },
		},
		{
			name: 'Off',
			type: 'n8n-nodes-mayar.mayarPollingTrigger',
			disabled: false,
			parameters: { options: {} },
		},
		{
			name: 'Disabled',
			type: 'n8n-nodes-mayar.mayarPollingTrigger',
			disabled: true,
			parameters: { options: { offerAgainMinutes: 3 } },
		},
		{
			name: 'Webhook (Fast)',
			type: 'n8n-nodes-mayar.mayarTrigger',
			disabled: false,
			parameters: {},
		},
	];
	const ctx = {
		getNode: () => ({ name: 'Only Once per Payment' }),
		getParentNodes: (name: string, options: IDataObject) => {
			expect([name, options.includeNodeParameters]).toEqual(['Only Once per Payment', true]);
			return parents;
		},
	} as unknown as IExecuteFunctions;
	expect(offersAgainBefore(ctx)).toEqual([{ name: 'Polling (Safety Net)', minutes: 10 }]);
});
