/**
 * Mayar as documented (the sandbox's spec profile) and as recorded live (its live profile, test/contract/live.js):
 * what a merchant maps must be there under both. Each test runs the node in n8n-core against both profiles.
 */
import type { IDataObject } from 'n8n-workflow';

import { resourceList } from '../../nodes/Mayar/actions/resources';
import { fs, path, ROOT } from '../harness/node';
import { credentialsFor, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';
import { PollHarness } from '../harness/poll';

// The record and its table writer are plain JavaScript, like the contract.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LIVE } = require('../contract/live') as { LIVE: IDataObject[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withSection } = require('../../scripts/spec-vs-live') as {
	withSection(notes: string): string;
};

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox({ webhookRetryDelaysMs: [] })));
afterAll(async () => sb.close());
beforeEach(() => {
	sb.clearLog();
	sb.setProfile('spec');
});

const PROFILES = ['spec', 'live'] as const;
const paidRows = () => sb.store.balanceHistory as IDataObject[];
const DAY = 86400000;

describe.each(PROFILES)('%s profile: Transaction > Get Many (paid)', (profile) => {
	beforeEach(() => sb.setProfile(profile));

	test('every row carries amount and transactionId, Simplify on and off; raw keeps credit and paymentLinkTransactionId', async () => {
		const simple = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getMany',
			limit: 5,
		});
		expect(simple.error).toBeUndefined();
		expect(simple.items).toHaveLength(5);
		for (const { json } of simple.items) {
			const row = paidRows().find((r) => r.id === json.id) as IDataObject;
			expect(json.amount).toBe(row.credit);
			expect(json.transactionId).toBe(row.paymentLinkTransactionId);
		}
		const raw = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getMany',
			limit: 5,
			simplify: false,
		});
		for (const { json } of raw.items) {
			expect(typeof json.credit).toBe('number');
			expect(json.amount).toBe(json.credit);
			expect(json.transactionId).toBe(json.paymentLinkTransactionId);
		}
		// The id it gives is the one Transaction > Get takes.
		const get = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'get',
			transactionId: simple.items[0].json.transactionId,
		});
		expect(get.error).toBeUndefined();
		expect(get.items[0].json.amount).toBe(simple.items[0].json.amount);
	});

	test('a date range is honoured: Created After tomorrow gives nothing, and a range gives only its rows', async () => {
		const future = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getMany',
			returnAll: true,
			filters: { startAt: new Date(Date.now() + DAY).toISOString() },
		});
		expect(future.error).toBeUndefined();
		expect(future.items).toHaveLength(0);
		// One list request: the first page is already older than the range.
		expect(sb.log.filter((e) => e.path === '/hl/v2/transactions')).toHaveLength(1);

		const times = paidRows()
			.map((r) => Number(r.createdAt))
			.sort((a, b) => b - a);
		const from = times[12];
		const to = times[3];
		const range = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getMany',
			returnAll: true,
			simplify: false,
			filters: { startAt: new Date(from).toISOString(), endAt: new Date(to).toISOString() },
		});
		const inRange = paidRows().filter(
			(r) => Number(r.createdAt) >= from && Number(r.createdAt) <= to,
		);
		expect(range.items.map((i) => i.json.id).sort()).toEqual(inRange.map((r) => r.id).sort());
	});

	test('the Status filter is checked on each row: a membership payment with status paid is kept', async () => {
		const membership = (sb.store.products as IDataObject[]).find((p) => p.type === 'membership');
		expect(membership).toBeDefined();
		const rows = paidRows();
		const row = rows.find((r) => r.paymentLinkId === membership!.id) ?? rows[rows.length - 1];
		const was = { status: row.status, paymentLinkId: row.paymentLinkId };
		row.status = 'paid';
		row.paymentLinkId = membership!.id;
		try {
			const r = await runAgainst(sb, {
				resource: 'transaction',
				operation: 'getMany',
				returnAll: true,
				filters: { status: 'paid' },
			});
			expect(r.error).toBeUndefined();
			expect(r.items.map((i) => i.json.id)).toContain(row.id);
			expect(r.items.every((i) => i.json.status === 'paid')).toBe(true);
			// The status is not sent: Mayar's own filter drops such rows live.
			expect(sb.log.some((e) => e.path === '/hl/v2/transactions' && 'status' in e.query)).toBe(
				false,
			);
		} finally {
			Object.assign(row, was);
		}
	});
});

describe.each(PROFILES)('%s profile: one payment item for both triggers', (profile) => {
	beforeEach(() => sb.setProfile(profile));

	test('the Polling Trigger item has data.amount, data.transactionId, the customer and transactionStatus', async () => {
		const p = new PollHarness({
			parameters: { event: 'payment.received' },
			credentials: credentialsFor(sb),
		});
		await p.activate();
		const add = sb.addPaidTransactions as (n: number) => IDataObject[];
		const [row] = add(1);
		const run = await p.poll();
		expect(run.items).toHaveLength(1);
		const data = (run.items as IDataObject[])[0].data as IDataObject;
		const customer = (sb.store.customers as IDataObject[]).find((c) => c.id === row.customerId)!;
		expect(data.amount).toBe(row.credit);
		expect(data.transactionId).toBe(row.paymentLinkTransactionId);
		expect(data.customerEmail).toBe(customer.email);
		expect(data.customerName).toBe(customer.name);
		expect(data.customerMobile).toBe(customer.mobile);
		expect(data.transactionStatus).toBe('paid');
		expect((run.items as IDataObject[])[0].dedupeKey).toBe(
			`payment.received:${String(row.paymentLinkTransactionId)}`,
		);
	});
});

describe('no field of the default output disappears between the profiles', () => {
	type Memberships = { mainProductId: string; members: IDataObject[] };
	const keysUnder = async (profile: 'spec' | 'live', parameters: () => IDataObject) => {
		sb.setProfile(profile);
		const r = await runAgainst(sb, parameters());
		expect(r.error).toBeUndefined();
		return r.items[0].json;
	};
	const cases: [string, () => IDataObject, string[]][] = [
		[
			'QR Code > Create Dynamic (qrString)',
			() => ({ resource: 'qrCode', operation: 'createDynamic', amount: 25000 }),
			['qrString'],
		],
		[
			'Membership > Create Member Invoice (transactionId, customerId, expiredAt, name, term)',
			() => {
				const ms = sb.store.memberships as unknown as Memberships;
				const member = ms.members.find(
					(m) => m.paymentLinkId === ms.mainProductId && m.status === 'active',
				) as IDataObject;
				return {
					resource: 'membership',
					operation: 'createMemberInvoice',
					productId: ms.mainProductId,
					memberId: member.memberId,
				};
			},
			['transactionId', 'customerId', 'expiredAt', 'name', 'term'],
		],
		[
			'Review > Get Store Stats (statsComputed)',
			() => ({ resource: 'review', operation: 'getStoreStats' }),
			['statsComputed'],
		],
	];
	test.each(cases)('%s', async (_name, parameters, fields) => {
		const spec = await keysUnder('spec', parameters);
		const live = await keysUnder('live', parameters);
		for (const field of Object.keys(spec)) expect(live).toHaveProperty(field);
		for (const field of fields) {
			expect(spec).toHaveProperty(field);
			expect(live).toHaveProperty(field);
		}
	});
});

describe('the record and the API notes', () => {
	test('every recorded behaviour has a row in docs/api-notes.md "Spec vs live", and says what the node does', () => {
		const notes = fs.readFileSync(path.join(ROOT, 'docs/api-notes.md'), 'utf8');
		const section = notes.slice(notes.indexOf('## Spec vs live'));
		expect(section.length).toBeGreaterThan(1000);
		for (const b of LIVE) {
			expect(section).toContain(`\`${String(b.id)}\``);
			expect(String(b.node).length).toBeGreaterThan(10);
		}
		// The section is written from the record: run `npm run generate` after changing it.
		expect(withSection(notes)).toBe(notes);
	});

	test('what the node does (node) names no operation: an operation added on the same endpoint leaves it true', () => {
		const names = resourceList.flatMap((r) =>
			r.entries.flatMap((e) => [`${r.name} > ${e.name}`, ...(/ /.test(e.name) ? [e.name] : [])]),
		);
		const named = LIVE.flatMap((b) =>
			names
				.filter((n) =>
					new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(String(b.node)),
				)
				.map((n) => `${b.id}: ${n}`),
		);
		expect(named).toEqual([]);
		// The names are the editor's: the first operation of the first resource is one of them.
		expect(names).toContain(`${resourceList[0].name} > ${resourceList[0].entries[0].name}`);
	});
});
