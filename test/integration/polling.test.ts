/**
 * Mayar Polling Trigger: poll() inside n8n-core's PollContext against the sandbox over real HTTP, with the
 * static data saved and reloaded as n8n does (test/harness/poll.ts). Every scenario counts the records created
 * in Mayar against the items emitted: duplicates and lost records must both be 0. The figures are printed at
 * the end of the file.
 */
import axios from 'axios';
import type { IDataObject } from 'n8n-workflow';

import { credentialsFor, startSandbox, type Sandbox } from '../harness/sandbox';
import { suiteProfile } from '../harness/profile';
import { logs, PollHarness } from '../harness/poll';
import { TriggerHarness } from '../harness/trigger';
import { log } from '../harness/node';
import { TestCredentialsHelper } from '../harness/index';
import * as pollModule from '../../nodes/Mayar/polling/poll';

let sb: Sandbox;

interface Figure {
	scenario: string;
	created: number;
	emitted: number;
	duplicates: number;
	lost: number;
	requests?: number;
}
const figures: Figure[] = [];

beforeAll(async () => {
	sb = await startSandbox({ webhookRetryDelaysMs: [], profile: suiteProfile() });
});

afterAll(async () => {
	await sb.close();
	// The measured counts, for the notes of the issue.
	log(
		`Polling trigger figures, ${suiteProfile()} profile (records created in Mayar vs items emitted):\n${figures
			.map(
				(f) =>
					`  ${f.scenario}: created ${f.created}, emitted ${f.emitted}, duplicates ${f.duplicates}, lost ${f.lost}${f.requests === undefined ? '' : `, requests ${f.requests}`}`,
			)
			.join('\n')}`,
	);
});

beforeEach(() => {
	logs.length = 0;
	sb.clearLog();
	sb.clearFaults();
});

function poller(parameters: IDataObject = {}, staticData?: IDataObject): PollHarness {
	return new PollHarness({
		parameters: { event: 'payment.received', ...parameters },
		credentials: credentialsFor(sb),
		staticData,
	});
}

/** n paid transactions; their dedupeKeys (payment.received:<transactionId>). */
function pay(n: number, options: IDataObject = {}): string[] {
	const add = sb.addPaidTransactions as (n: number, o?: IDataObject) => IDataObject[];
	return add(n, options).map((row) => `payment.received:${String(row.paymentLinkTransactionId)}`);
}

function keysOf(items: IDataObject[] | null): string[] {
	return (items ?? []).map((i) => String(i.dedupeKey));
}

/** Records the figure of a scenario and checks it: every created record emitted once, nothing else. */
function tally(scenario: string, created: string[], emitted: string[], requests?: number): Figure {
	const unique = new Set(emitted);
	const figure: Figure = {
		scenario,
		created: created.length,
		emitted: emitted.length,
		duplicates: emitted.length - unique.size,
		lost: created.filter((k) => !unique.has(k)).length,
		requests,
	};
	figures.push(figure);
	expect(figure.duplicates).toBe(0);
	expect(figure.lost).toBe(0);
	expect([...unique].filter((k) => !created.includes(k))).toEqual([]);
	return figure;
}

const listRequests = (path = '/hl/v2/transactions') =>
	sb.log.filter((e) => e.method === 'GET' && e.path === path);

describe('first activation and manual test', () => {
	test('the first activation starts from now: history is not emitted, one request', async () => {
		pay(3);
		const p = poller();
		sb.clearLog();
		const run = await p.activate();
		expect(run.items).toBeNull();
		expect(run.saved).toBe(true); // n8n saves static data after activating
		expect(listRequests()).toHaveLength(1);
		expect((p.saved['node:Mayar Polling Trigger'] as IDataObject).mark).toBeDefined();
		const next = await p.poll();
		expect(next.items).toBeNull();
		tally('first activation (3 old payments)', [], [...keysOf(run.items), ...keysOf(next.items)]);
	});

	test('a manual test run returns the most recent record and does not move the mark', async () => {
		const p = poller();
		await p.activate();
		const before = JSON.stringify(p.saved);
		const memory = JSON.stringify(p.staticData);
		const [latest] = pay(1);
		sb.clearLog();
		const items = await p.manual();
		expect(keysOf(items)).toEqual([latest]);
		expect(listRequests()).toHaveLength(1);
		expect(listRequests()[0].query.limit).toBe('1');
		expect(JSON.stringify(p.saved)).toBe(before);
		expect(JSON.stringify(p.staticData)).toBe(memory);
		// The record the test run showed is still emitted by the next real poll.
		const run = await p.poll();
		tally('manual test then poll', [latest], keysOf(run.items));
	});
});

describe('Payment Received', () => {
	test('new records between polls are emitted once, oldest first, with the Mayar Trigger item shape', async () => {
		const p = poller();
		await p.activate();
		const created: string[] = [];
		const emitted: string[] = [];
		for (const n of [1, 3, 0, 7]) {
			const batch = pay(n);
			created.push(...batch);
			const run = await p.poll();
			expect(keysOf(run.items)).toEqual(batch); // oldest first
			emitted.push(...keysOf(run.items));
			if (n === 0) expect(run.items).toBeNull();
		}
		tally('new records between polls (1, 3, 0, 7)', created, emitted);

		const [key] = pay(1);
		const item = (await p.poll()).items![0];
		expect(Object.keys(item)).toEqual(['event', 'data', 'confirmed', 'dedupeKey', 'receivedAt']);
		expect(item.event).toBe('payment.received');
		expect(item.confirmed).toBe(true);
		const data = item.data as IDataObject;
		expect(data.transactionId).toBe(data.paymentLinkTransactionId);
		expect(data.id).not.toBe(data.transactionId); // the row id is the balance-history row
		expect(item.dedupeKey).toBe(key);
	});

	test('the dedupeKey is the one the Mayar Trigger gives the same payment', async () => {
		const p = poller();
		await p.activate();
		const tx = (sb.addUnpaidTransactions as (n: number) => IDataObject[])(1)[0];
		(sb.payTransaction as (id: string) => unknown)(String(tx.id));
		const polled = (await p.poll()).items!;
		const secretToken = 'a-long-manual-dummy-token-0123456789';
		const webhook = new TriggerHarness({
			parameters: { events: ['payment.received'], registration: 'manual', secretToken },
			credentials: credentialsFor(sb),
		});
		const call = await webhook.deliver({
			body: {
				event: 'payment.received',
				data: { id: tx.id, transactionId: tx.id, status: 'SUCCESS' },
			},
			query: { token: secretToken },
		});
		expect(call.started).toBe(true);
		expect(polled.map((i) => i.dedupeKey)).toEqual([call.items[0].dedupeKey]);
		expect(Object.keys(call.items[0]).filter((k) => k !== 'transaction')).toEqual(
			Object.keys(polled[0]),
		);
	});

	test('a backlog of 500 is read in one poll, following the cursor, within the rate limit', async () => {
		const p = poller();
		await p.activate();
		const created = pay(500);
		sb.clearLog();
		const started = Date.now();
		const run = await p.poll();
		const requests = listRequests();
		// 40 a page (docs/api-notes.md): 500 new records and the page that reaches the mark.
		expect(requests).toHaveLength(Math.ceil(501 / 40));
		expect(requests.every((r) => r.query.limit === '40')).toBe(true);
		expect(requests.length).toBeLessThanOrEqual(20); // under one minute's budget: no waiting
		expect(Date.now() - started).toBeLessThan(20_000);
		tally('backlog of 500', created, keysOf(run.items), requests.length);
		expect(keysOf(run.items)).toEqual(created);
		expect((await p.poll()).items).toBeNull();
	});

	test('a poll that starts while the previous one still reads (overlapping schedule) emits nothing', async () => {
		const p = poller();
		await p.activate();
		const created = pay(300);
		sb.clearLog();
		const [first, second] = await Promise.all([p.poll(), p.poll()]);
		expect(second.items).toBeNull();
		expect(listRequests()).toHaveLength(Math.ceil(301 / 40)); // the second sent nothing
		expect(p.staticData.pollStartedAt).toBeUndefined();
		const third = await p.poll();
		tally('overlapping polls (backlog of 300)', created, [
			...keysOf(first.items),
			...keysOf(second.items),
			...keysOf(third.items),
		]);
	});

	test('records with the same createdAt as the mark are neither skipped nor repeated', async () => {
		const p = poller();
		await p.activate();
		const first = pay(1);
		const one = await p.poll();
		expect(keysOf(one.items)).toEqual(first);
		const mark = (p.staticData.mark as IDataObject).at as number;
		// Two more payments recorded in the same millisecond as the one already emitted, then a newer one.
		const same = pay(2, { createdAt: mark });
		const newer = pay(1);
		const two = await p.poll();
		expect(new Set(keysOf(two.items))).toEqual(new Set([...same, ...newer]));
		expect(keysOf(two.items).at(-1)).toBe(newer[0]);
		const three = await p.poll();
		expect(three.items).toBeNull();
		// And at the very boundary: the mark now sits on the newer one; one more in its millisecond.
		const atNewer = pay(1, { createdAt: (p.staticData.mark as IDataObject).at as number });
		const four = await p.poll();
		expect(keysOf(four.items)).toEqual(atNewer);
		tally(
			'equal timestamps at the mark',
			[...first, ...same, ...newer, ...atNewer],
			[...keysOf(one.items), ...keysOf(two.items), ...keysOf(three.items), ...keysOf(four.items)],
		);
	});

	test('a page failing mid-poll leaves the mark; the next poll reads the same records again', async () => {
		const p = poller();
		await p.activate();
		const created = pay(200); // 5 pages of 40, the mark on the sixth
		const savedBefore = JSON.stringify(p.saved);
		const markBefore = JSON.stringify(p.staticData.mark);
		// Pages 1 and 2 answer; page 3 fails on every attempt (the transport retries a read 3 times).
		sb.setFaults({
			paths: /^\/hl\/v2\/transactions$/,
			sequence: [null, null, '500', '502', '503', '500'],
		});
		await expect(p.poll()).rejects.toThrow();
		const faulted = sb.log.filter((e) => e.fault !== undefined);
		expect(faulted).toHaveLength(4);
		expect(JSON.stringify(p.staticData.mark)).toBe(markBefore);
		expect(JSON.stringify(p.saved)).toBe(savedBefore);
		sb.clearFaults();
		const more = pay(5); // arrived while Mayar was failing
		const run = await p.poll();
		tally('failing page mid-poll, then recovery', [...created, ...more], keysOf(run.items));
	});

	test('a restart reloads the saved static data: what arrived while n8n was down is emitted once', async () => {
		const p = poller();
		await p.activate();
		const before = pay(4);
		const one = await p.poll();
		const quiet = await p.poll(); // returns null: n8n saves nothing, and nothing needs saving
		expect(quiet.saved).toBe(false);
		const whileDown = pay(6);
		const restarted = await p.restart();
		const after = pay(2);
		const two = await p.poll();
		// A restart with nothing new emits nothing.
		const again = await p.restart();
		expect(again.items).toBeNull();
		tally(
			'restart with persisted static data',
			[...before, ...whileDown, ...after],
			[...keysOf(one.items), ...keysOf(restarted.items), ...keysOf(two.items)],
		);
		// A new node context built from nothing but the saved static data does the same.
		const fresh = poller({}, p.saved);
		const late = pay(3);
		expect(keysOf((await fresh.restart()).items)).toEqual(late);
	});

	test('an empty poll sends one request', async () => {
		const p = poller();
		await p.activate();
		pay(2);
		await p.poll();
		const counts: number[] = [];
		for (let i = 0; i < 3; i++) {
			sb.clearLog();
			expect((await p.poll()).items).toBeNull();
			counts.push(listRequests().length);
		}
		expect(counts).toEqual([1, 1, 1]);
		figures.push({
			scenario: 'empty poll',
			created: 0,
			emitted: 0,
			duplicates: 0,
			lost: 0,
			requests: Math.max(...counts),
		});
	});

	test('Start From backfills once from that date, then goes on from the newest', async () => {
		const older = pay(2);
		const since = pay(3);
		const rows = sb.store.balanceHistory as IDataObject[];
		const from = rows.find(
			(r) => `payment.received:${String(r.paymentLinkTransactionId)}` === since[0],
		)!;
		const startFrom = new Date(from.createdAt as number).toISOString();
		const p = poller({ options: { startFrom } });
		const first = await p.activate();
		expect(first.saved).toBe(true);
		const later = pay(2);
		const second = await p.poll();
		const third = await p.poll();
		expect(third.items).toBeNull();
		const emitted = [...keysOf(first.items), ...keysOf(second.items)];
		expect(emitted.filter((k) => older.includes(k))).toEqual([]);
		// Every record since the date: those made by the other tests of this file in the same millisecond range too.
		const sinceDate = rows
			.filter((r) => (r.createdAt as number) >= (from.createdAt as number))
			.map((r) => `payment.received:${String(r.paymentLinkTransactionId)}`);
		expect(sinceDate).toEqual(expect.arrayContaining([...since, ...later]));
		tally('backfill from a date', sinceDate, emitted);
		// The same date again does not backfill again, after a restart either.
		expect((await p.restart()).items).toBeNull();
	});
});

describe('Offer Again After', () => {
	afterEach(() => jest.restoreAllMocks());
	let shift = 0;
	const realNow = Date.now.bind(Date);
	/** Moves the clock (the poll's and the sandbox's, one process) by `minutes`. */
	function wait(minutes: number) {
		shift += minutes * 60_000;
		jest.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
	}

	test('each payment is emitted once more, that long after the poll first emitted it, and never a third time', async () => {
		const p = poller({ options: { offerAgainMinutes: 10 } });
		await p.activate();
		const first = pay(2);
		expect(keysOf((await p.poll()).items)).toEqual(first);
		wait(5);
		const second = pay(1);
		expect(keysOf((await p.poll()).items)).toEqual(second);
		wait(6); // 11 minutes after the first two were emitted, 6 after the third
		expect(keysOf((await p.poll()).items)).toEqual(first);
		const third = pay(1);
		wait(5); // the third payment's 10 minutes are up; the fourth's not
		expect(keysOf((await p.poll()).items)).toEqual([...third, ...second]);
		const emitted: string[] = [];
		for (let i = 0; i < 4; i++) {
			wait(6);
			emitted.push(...keysOf((await p.poll()).items));
		}
		expect(emitted).toEqual(third);
		// after a restart (static data reloaded), nothing comes a third time
		wait(30);
		expect((await p.restart()).items).toBeNull();
	});

	test('a payment that arrived while n8n was down is offered again 10 minutes after the poll that caught up, not at once', async () => {
		const p = poller({ options: { offerAgainMinutes: 10 } });
		await p.activate();
		const missed = pay(3);
		wait(60); // an hour later: the first poll after n8n came back
		expect(keysOf((await p.poll()).items)).toEqual(missed);
		wait(5);
		expect((await p.poll()).items).toBeNull();
		wait(6);
		expect(keysOf((await p.poll()).items)).toEqual(missed);
	});

	test('off (0, the default): nothing is emitted twice, and the poll reads no further back', async () => {
		const p = poller();
		await p.activate();
		const created = pay(2);
		const emitted = keysOf((await p.poll()).items);
		wait(20);
		sb.clearLog();
		expect((await p.poll()).items).toBeNull();
		expect(listRequests()).toHaveLength(1);
		tally('Offer Again After off', created, emitted);
	});
});

describe('other events', () => {
	const post = async (path: string, body: IDataObject) =>
		await axios.post(`${sb.url}${path}`, body, {
			headers: { Authorization: `Bearer ${sb.keys.readWrite}` },
		});

	test('New Unpaid Transaction', async () => {
		const p = poller({ event: 'transaction.unpaid' });
		await p.activate();
		const add = sb.addUnpaidTransactions as (n: number) => IDataObject[];
		const created = add(3).map((tx) => `transaction.unpaid:${String(tx.id)}`);
		const run = await p.poll();
		expect(run.items![0].event).toBe('transaction.unpaid');
		const more = add(2).map((tx) => `transaction.unpaid:${String(tx.id)}`);
		const two = await p.poll();
		tally(
			'New Unpaid Transaction',
			[...created, ...more],
			[...keysOf(run.items), ...keysOf(two.items)],
		);
	});

	test('New Customer', async () => {
		const p = poller({ event: 'customer.created' });
		await p.activate();
		const created: string[] = [];
		for (let i = 0; i < 3; i++) {
			const res = await post('/hl/v2/customers/create', {
				name: `Poll ${i}`,
				email: `poll-${i}-${Date.now()}@example.test`,
				mobile: `0812000000${i}`,
			});
			const c = (sb.store.customers as IDataObject[]).at(-1)!;
			expect(res.status).toBe(200);
			created.push(`customer.created:${String(c.id)}`);
		}
		const run = await p.poll();
		tally('New Customer', created, keysOf(run.items));
	});

	test('New Member (per membership product); a bad product ID is refused before any request', async () => {
		const store = sb.store.memberships as IDataObject & {
			tiers: IDataObject[];
			members: IDataObject[];
		};
		const product = (sb.store.products as IDataObject[]).find((pr) => pr.type === 'membership')!;
		const tier = store.tiers.find((t) => t.paymentLinkId === product.id)!;
		const p = poller({
			event: 'membership.newMemberRegistered',
			productId: { __rl: true, mode: 'id', value: String(product.id) },
		});
		await p.activate();
		const created: string[] = [];
		for (let i = 0; i < 2; i++) {
			await post('/hl/v2/memberships/members/create', {
				productId: product.id,
				membershipTierId: tier.id,
				customerInfo: {
					name: `Member ${i}`,
					email: `member-${i}-${Date.now()}@example.test`,
					mobile: `0813000000${i}`,
				},
				membershipMonthlyPeriod: 1,
			});
			const m = store.members.at(-1)!;
			created.push(`membership.newMemberRegistered:${String(m.memberId)}:${String(m.status)}`);
		}
		const run = await p.poll();
		expect((run.items![0].data as IDataObject).customer).toEqual(
			expect.objectContaining({ email: expect.any(String) }),
		);
		tally('New Member', created, keysOf(run.items));

		sb.clearLog();
		const bad = poller({
			event: 'membership.newMemberRegistered',
			productId: { __rl: true, mode: 'id', value: 'not-a-uuid' },
		});
		await expect(bad.activate()).rejects.toThrow(/Membership Product must be a Mayar ID/);
		expect(sb.log).toHaveLength(0);
	});
});

describe('a failed poll says why in the execution n8n saves', () => {
	/**
	 * The error of one poll with `fault` in place (restored after), as n8n saves it: flatted, which keeps own
	 * enumerable properties as JSON does. A plain Error's message is not one, and the merchant's execution list
	 * would show an error without words.
	 */
	async function savedError(p: PollHarness, fault: jest.SpyInstance): Promise<IDataObject> {
		try {
			const error = await p.poll().then(
				() => undefined,
				(e: unknown) => e,
			);
			return JSON.parse(JSON.stringify(error ?? null)) as IDataObject;
		} finally {
			fault.mockRestore();
		}
	}

	test("n8n's credential store fails (its database under load): the error names it, nothing is sent, the mark stays", async () => {
		const p = poller();
		await p.activate();
		pay(2);
		const mark = JSON.stringify(p.staticData.mark);
		sb.clearLog();
		const read = jest
			.spyOn(TestCredentialsHelper.prototype, 'getDecrypted')
			.mockRejectedValueOnce(new Error('timeout exceeded when trying to connect'));
		expect(await savedError(p, read)).toMatchObject({
			name: 'NodeOperationError',
			message: 'n8n could not read the Mayar credential: timeout exceeded when trying to connect',
		});
		expect(sb.log).toHaveLength(0);
		expect(JSON.stringify(p.staticData.mark)).toBe(mark);
	});

	test('any other plain error of the poll keeps its message', async () => {
		const p = poller();
		await p.activate();
		const fault = jest
			.spyOn(pollModule, 'pollMayar')
			.mockRejectedValueOnce(new TypeError("Cannot read properties of undefined (reading 'at')"));
		expect(await savedError(p, fault)).toMatchObject({
			name: 'NodeOperationError',
			message: "Cannot read properties of undefined (reading 'at')",
		});
	});
});
