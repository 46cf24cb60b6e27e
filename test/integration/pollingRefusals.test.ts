/**
 * Every reason the Mayar Polling Trigger refuses or skips a row of Mayar's list, one test each, against the
 * sandbox over real HTTP inside n8n-core's PollContext. A payment.received item starts the same fulfilment as a
 * confirmed webhook delivery, so a row that is not a paid transaction, or names none, must never become one.
 * Each test is written to fail when its one check is removed (issue 34).
 */
import type { IDataObject } from 'n8n-workflow';

import { credentialsFor, type Sandbox } from '../harness/sandbox';
import { sandboxPerSuite } from '../harness/suite';
import { logs, PollHarness } from '../harness/poll';

let sb: Sandbox;
sandboxPerSuite((started) => (sb = started));

function poller(): PollHarness {
	return new PollHarness({
		parameters: { event: 'payment.received' },
		credentials: credentialsFor(sb),
	});
}

/** n paid transactions: the sandbox's balance-history rows themselves (a test may change one, as Mayar could). */
function pay(n: number): IDataObject[] {
	return (sb.addPaidTransactions as (n: number) => IDataObject[])(n);
}

const keyOf = (row: IDataObject) => `payment.received:${String(row.paymentLinkTransactionId)}`;
const keysOf = (items: IDataObject[] | null) => (items ?? []).map((i) => String(i.dedupeKey));
const warnings = () =>
	logs
		.filter((l) => l.level === 'warn')
		.map((l) => l.message)
		.join('\n');

describe('rows the mark cannot place: the poll fails and reads them again', () => {
	for (const [what, renameField, message] of [
		[
			'createdAt',
			[{ endpoint: 'transaction.list', from: 'createdAt', to: 'created_at' }],
			/Mayar listed a record without a readable createdAt \(\/hl\/v2\/transactions\)/,
		],
		[
			'an ID',
			['id', 'transactionId', 'paymentLinkTransactionId'].map((from) => ({
				endpoint: 'transaction.list',
				from,
				to: `${from}_`,
			})),
			/Mayar listed a record without an ID \(\/hl\/v2\/transactions\)/,
		],
	] as const) {
		test(`a row without ${what} (Mayar drifted): nothing emitted, the mark stays, the next poll emits all`, async () => {
			const p = poller();
			await p.activate();
			const rows = pay(3);
			const mark = JSON.stringify(p.staticData.mark);
			sb.setDrift({ renameField: [...renameField] });
			await expect(p.poll()).rejects.toThrow(message);
			expect(JSON.stringify(p.staticData.mark)).toBe(mark);
			sb.setDrift(null);
			expect(keysOf((await p.poll()).items)).toEqual(rows.map(keyOf));
		});
	}
});

describe('rows that are not a payment are read, not emitted', () => {
	test('a row that names no transaction: skipped with a warning (its row id is never given as transactionId)', async () => {
		const p = poller();
		await p.activate();
		const [before, nameless, after] = pay(3);
		delete nameless.paymentLinkTransactionId;
		delete nameless.transactionId;
		const run = await p.poll();
		expect(keysOf(run.items)).toEqual([keyOf(before), keyOf(after)]);
		for (const item of run.items ?? [])
			expect((item.data as IDataObject).transactionId).not.toBe(nameless.id);
		expect(warnings()).toContain(
			`did not emit payment.received for the /hl/v2/transactions record ${String(nameless.id)}: it names no transaction (no transactionId or paymentLinkTransactionId)`,
		);
		// It was read: the next poll does not read or warn about it again.
		logs.length = 0;
		expect((await p.poll()).items).toBeNull();
		expect(warnings()).toBe('');
	});

	test('a row whose status is not paid or settled: skipped with a warning; paid, settled and no status are emitted', async () => {
		const p = poller();
		await p.activate();
		const rows = pay(6);
		const statuses = ['paid', 'pending', 'SETTLED', 'refunded', undefined, 'settled'];
		rows.forEach((row, i) => {
			if (statuses[i] === undefined) delete row.status;
			else row.status = statuses[i];
		});
		const run = await p.poll();
		expect(keysOf(run.items)).toEqual([rows[0], rows[2], rows[4], rows[5]].map(keyOf));
		const said = warnings();
		expect(said).toContain(
			`record ${String(rows[1].paymentLinkTransactionId)}: its status is "pending", not paid or settled`,
		);
		expect(said).toContain(
			`record ${String(rows[3].paymentLinkTransactionId)}: its status is "refunded"`,
		);
		// the spec's V2 rows name no status: such a row is what the paid list says it is
		expect(said).not.toContain(String(rows[4].paymentLinkTransactionId));
	});

	test('a manual test run shows nothing when the newest row is not a payment', async () => {
		const p = poller();
		await p.activate();
		const [row] = pay(1);
		row.status = 'pending';
		expect(await p.manual()).toBeNull();
		row.status = 'paid';
		expect(keysOf(await p.manual())).toEqual([keyOf(row)]);
	});
});
