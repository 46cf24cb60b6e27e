import type { IDataObject } from 'n8n-workflow';

import { runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

const UNPAID = 2_345;

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox({ counts: { unpaidTransactions: UNPAID } })));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function expectCustomer(c: unknown) {
	expect(c).toEqual(
		expect.objectContaining({
			id: expect.stringMatching(UUID),
			email: expect.any(String),
			name: expect.any(String),
			mobile: expect.any(String),
		}),
	);
}

async function firstPaid(filters: IDataObject = {}): Promise<IDataObject> {
	const r = await runAgainst(sb, {
		resource: 'transaction',
		operation: 'getMany',
		returnAll: false,
		limit: 1,
		filters,
		simplify: false,
	});
	expect(r.error).toBeUndefined();
	expect(r.items).toHaveLength(1);
	return r.items[0].json;
}

async function firstUnpaid(filters: IDataObject = {}): Promise<IDataObject> {
	const r = await runAgainst(sb, {
		resource: 'transaction',
		operation: 'getManyUnpaid',
		returnAll: false,
		limit: 1,
		filters,
		simplify: false,
	});
	expect(r.error).toBeUndefined();
	expect(r.items).toHaveLength(1);
	return r.items[0].json;
}

describe('Get Many (paid)', () => {
	test('rows carry the V2 aliases transactionId and amount beside the balance-history fields', async () => {
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getMany',
			returnAll: false,
			limit: 10,
			simplify: false,
		});
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(10);
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual(['GET /hl/v2/transactions']);
		expect(sb.log[0].query).toEqual({ limit: '10' });
		for (const { json } of r.items) {
			expect(json.id).toMatch(UUID);
			expect(json.transactionId).toMatch(UUID);
			expect(json.transactionId).toBe(json.paymentLinkTransactionId); // alias of paymentLinkTransactionId
			expect(Number.isInteger(json.amount)).toBe(true);
			expect(json.amount).toBe(json.credit); // alias of credit
			expect(typeof json.status).toBe('string');
			expect(typeof json.createdAt).toBe('number');
			expect(json.paymentLinkId).toMatch(UUID);
			expect(json.customerId).toMatch(UUID);
			expectCustomer(json.customer);
			expect((json.customer as IDataObject).id).toBe(json.customerId);
		}
	});

	test('the filters go to Mayar (dates as epoch-millisecond strings, ids as UUIDs), but Status: the node checks it on each row', async () => {
		const some = await firstPaid();
		sb.clearLog();
		const filters = {
			status: 'settled',
			customerId: some.customerId,
			type: 'digital_product',
			paymentLinkId: some.paymentLinkId,
			startAt: '2026-01-01T00:00:00.000Z',
			endAt: '2026-12-31T23:59:59.000Z',
		};
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getMany',
			returnAll: false,
			limit: 20,
			filters,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0].query).toEqual({
			limit: '20',
			customerId: some.customerId,
			type: 'digital_product',
			paymentLinkId: some.paymentLinkId,
			startAt: String(Date.UTC(2026, 0, 1)),
			endAt: String(Date.UTC(2026, 11, 31, 23, 59, 59)),
		});
	});

	test('customer filter: only that customer comes back', async () => {
		const some = await firstPaid();
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getMany',
			returnAll: true,
			filters: { customerId: some.customerId },
			simplify: false,
		});
		expect(r.items.length).toBeGreaterThan(0);
		for (const { json } of r.items) expect(json.customerId).toBe(some.customerId);
	});

	test.each([
		[
			'a customer ID that is not a UUID',
			{ customerId: 'cust-1' },
			/^Customer ID must be a Mayar ID/,
		],
		[
			'a payment link ID that is not a UUID',
			{ paymentLinkId: '12' },
			/^Payment Link ID must be a Mayar ID/,
		],
		[
			'a start date after the end date',
			{ startAt: '2026-02-01T00:00:00Z', endAt: '2026-01-01T00:00:00Z' },
			/^Created After \(2026-02-01T00:00:00.000Z\) is after Created Before/,
		],
		['a start date that is not a date', { startAt: 'yesterday' }, /^Created After is not a date/],
		[
			'a status that would change the query',
			{ status: 'paid&limit=1000' },
			/^Status may only hold letters/,
		],
		['a type that would change the query', { type: 'event?x=1' }, /^Type may only hold letters/],
	])('refuses %s before sending anything', async (_label, filters, message) => {
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getMany',
			returnAll: true,
			filters,
		});
		expect(r.error?.name).toBe('NodeOperationError');
		expect(r.error?.message).toMatch(message);
		expect(r.error?.context).toMatchObject({ itemIndex: 0 });
		expect(sb.log).toHaveLength(0);
	});
});

describe('Get Many Unpaid', () => {
	test('rows carry every field of the spec table, with paymentUrl and the customer', async () => {
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getManyUnpaid',
			returnAll: false,
			limit: 25,
			simplify: false,
		});
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(25);
		expect(sb.log[0].path).toBe('/hl/v2/transactions/unpaid');
		for (const { json } of r.items) {
			expect(json.id).toMatch(UUID);
			expect(typeof json.createdAt).toBe('number');
			expect(['payment_request', 'invoice', 'membership_payment', 'generic_link']).toContain(
				json.type,
			);
			expect(Number.isInteger(json.amount)).toBe(true);
			expect(['active', 'expired']).toContain(json.status);
			expect(json).toHaveProperty('urlParamTrackingData');
			expect(json.paymentLinkId).toMatch(UUID);
			expect(json.customerId).toMatch(UUID);
			expect(json).toHaveProperty('customeField'); // sic, as Mayar spells it
			expectCustomer(json.customer);
			expect((json.customer as IDataObject).id).toBe(json.customerId);
			const link = json.paymentLink as IDataObject;
			expect(link.id).toBe(json.paymentLinkId);
			for (const field of [
				'category',
				'createdAt',
				'description',
				'link',
				'name',
				'redirectUrl',
				'userId',
				'coverImageId',
				'multipleImageId',
				'coverImage',
				'multipleImage',
			]) {
				expect(link).toHaveProperty(field);
			}
			expect(typeof link.createdAt).toBe('number');
			expect(String(json.paymentUrl)).toMatch(/^https?:\/\/\S+$/);
		}
	});

	test(`Return All over ${UNPAID.toLocaleString('en')} unpaid transactions takes exactly 47 requests of 50`, async () => {
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getManyUnpaid',
			returnAll: true,
		});
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(UNPAID);
		expect(new Set(r.items.map((i) => i.json.id)).size).toBe(UNPAID);
		expect(sb.log).toHaveLength(47);
		for (const e of sb.log) {
			expect(e.path).toBe('/hl/v2/transactions/unpaid');
			expect(e.query.limit).toBe('50');
			expect(e.status).toBe(200);
		}
		// The first page has no cursor; each later page passes the previous nextStartingAfter.
		expect(sb.log[0].query.startingAfter).toBeUndefined();
		expect(new Set(sb.log.slice(1).map((e) => e.query.startingAfter)).size).toBe(46);
	});

	test('paid transactions are read 40 a page (a live page of 50 came back truncated): Limit 100 asks 40, 40, 20', async () => {
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getMany',
			returnAll: false,
			limit: 100,
		});
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(100);
		expect(sb.log.map((e) => `${e.path}?limit=${String(e.query.limit)}`)).toEqual([
			'/hl/v2/transactions?limit=40',
			'/hl/v2/transactions?limit=40',
			'/hl/v2/transactions?limit=20',
		]);
	});

	test('Limit 120 asks for 50, 50 and 20: exactly 3 requests', async () => {
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getManyUnpaid',
			returnAll: false,
			limit: 120,
		});
		expect(r.items).toHaveLength(120);
		expect(sb.log.map((e) => e.query.limit)).toEqual(['50', '50', '20']);
		expect(new Set(r.items.map((i) => i.json.id)).size).toBe(120);
	});

	test('status, customer and payment link filters are sent and honoured', async () => {
		const some = await firstUnpaid({ status: 'active' });
		sb.clearLog();
		const filters = {
			status: 'active',
			customerId: some.customerId,
			paymentLinkId: some.paymentLinkId,
		};
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getManyUnpaid',
			returnAll: true,
			filters,
			simplify: false,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0].query).toMatchObject({
			status: 'active',
			customerId: some.customerId,
			paymentLinkId: some.paymentLinkId,
			limit: '50',
		});
		expect(r.items.length).toBeGreaterThan(0);
		for (const { json } of r.items) expect(json).toMatchObject(filters);
	});

	test('expired transactions can be listed on their own', async () => {
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getManyUnpaid',
			returnAll: false,
			limit: 10,
			filters: { status: 'expired' },
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0].query).toMatchObject({ status: 'expired' });
		for (const { json } of r.items) expect(json.status).toBe('expired');
	});

	test('a status other than active or expired (from an expression) is refused before sending', async () => {
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getManyUnpaid',
			returnAll: true,
			filters: { status: '={{ "paid" }}' },
		});
		expect(r.error?.name).toBe('NodeOperationError');
		expect(r.error?.message).toMatch(/^Status must be one of active, expired, not paid$/);
		expect(sb.log).toHaveLength(0);
	});
});

describe('Get Daily Summary', () => {
	test('sends one GET to /transactions/daily and gives the day as one item', async () => {
		const r = await runAgainst(sb, { resource: 'transaction', operation: 'getDailySummary' });
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual(['GET /hl/v2/transactions/daily']);
		expect(r.items).toHaveLength(1);
		const day = r.items[0].json;
		expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
		expect(Number.isInteger(day.tpvCount)).toBe(true);
		expect(Number.isInteger(day.trxCount)).toBe(true);
	});

	test('a Read Only key may read it', async () => {
		const r = await runAgainst(
			sb,
			{ resource: 'transaction', operation: 'getDailySummary' },
			{ key: sb.keys.readOnly },
		);
		expect(r.error).toBeUndefined();
	});
});

describe('Get', () => {
	test('a paid transaction, by the transactionId of a paid row, says paid', async () => {
		const row = await firstPaid();
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'get',
			transactionId: row.transactionId,
			simplify: false,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			`GET /hl/v2/transactions/${row.transactionId}`,
		]);
		const t = r.items[0].json;
		expect(t.id).toBe(row.transactionId);
		expect(t.status).toBe('paid');
		expect(Number.isInteger(t.amount)).toBe(true);
		expect(typeof t.createdAt).toBe('number');
		expect(typeof t.updatedAt).toBe('number');
		expect((t.paymentLink as IDataObject).id).toBe(row.paymentLinkId);
		expect((t.customer as IDataObject).id).toBe(row.customerId);
	});

	test('an unpaid transaction, by its id, is not paid', async () => {
		const row = await firstUnpaid({ status: 'active' });
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'get',
			transactionId: row.id,
		});
		expect(r.error).toBeUndefined();
		const t = r.items[0].json;
		expect(t.id).toBe(row.id);
		expect(t.status).not.toBe('paid');
		expect(t.amount).toBe(row.amount);
	});

	test('an ID that is not a UUID is refused before sending', async () => {
		for (const value of ['', 'trx-1', '../../balances', 'daily']) {
			const r = await runAgainst(sb, {
				resource: 'transaction',
				operation: 'get',
				transactionId: `={{ ${JSON.stringify(value)} }}`,
			});
			expect(r.error?.name).toBe('NodeOperationError');
			expect(r.error?.message).toMatch(/^Transaction ID (is required|must be a Mayar ID)/);
		}
		expect(sb.log).toHaveLength(0);
	});
});
