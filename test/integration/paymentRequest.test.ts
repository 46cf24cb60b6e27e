import type { IDataObject } from 'n8n-workflow';

import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => {
	sb.setMode('sandbox');
	sb.clearLog();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const rl = (value: string) => ({ __rl: true, mode: 'id', value });

let seq = 0;
/** A fresh amount per create, so Mayar's duplicate guard (same customer and amount within a minute) stays out of the way. */
function nextAmount(): number {
	seq++;
	return 150_000 + seq * 1_000 + Math.floor(Math.random() * 900);
}

/** Amount and Customer Name are the required parameters of Create (the name because Mayar's public docs require it). */
function createParams(extra: IDataObject = {}): IDataObject {
	return {
		resource: 'paymentRequest',
		operation: 'create',
		amount: nextAmount(),
		name: 'Budi Santoso',
		...extra,
	};
}

/** Creates a payment request through the node and returns the create output. */
async function create(extra: IDataObject = {}): Promise<IDataObject> {
	const r = await runAgainst(sb, createParams(extra));
	expect(r.error).toBeUndefined();
	return r.items[0].json;
}

async function get(id: string): Promise<IDataObject> {
	const r = await runAgainst(sb, {
		resource: 'paymentRequest',
		operation: 'get',
		paymentRequestId: rl(id),
		simplify: false,
	});
	expect(r.error).toBeUndefined();
	return r.items[0].json;
}

/** A payment request that is already paid: created, then paid through Simulate Payment. */
async function paidRequest(): Promise<IDataObject> {
	const created = await create();
	const r = await runAgainst(sb, {
		resource: 'paymentRequest',
		operation: 'simulate',
		transactionId: created.transactionId,
	});
	expect(r.error).toBeUndefined();
	return created;
}

// Spec, "Payment request (detail)" and "Payment request (list item)".
const DETAIL_FIELDS = [
	'id',
	'link',
	'name',
	'category',
	'limit',
	'type',
	'userId',
	'event',
	'order',
	'qty',
	'amount',
	'status',
	'description',
	'coverImageId',
	'multipleImageId',
	'coverImage',
	'multipleImage',
];
const LIST_FIELDS = [
	'id',
	'amount',
	'category',
	'createdAt',
	'description',
	'link',
	'type',
	'status',
	'name',
	'limit',
	'redirectUrl',
	'installmentId',
	'event',
	'order',
	'coverImageId',
	'multipleImageId',
	'coverImage',
	'multipleImage',
];

const nullableString = (v: unknown) => v === null || typeof v === 'string';
const nullableNumber = (v: unknown) => v === null || typeof v === 'number';
const nullableObject = (v: unknown) => v === null || (typeof v === 'object' && !Array.isArray(v));

describe('Create', () => {
	test('creates a payment request with every optional field and returns id, transactionId and link', async () => {
		const amount = nextAmount();
		const expiredAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'create',
			amount,
			name: 'Budi Santoso',
			additionalFields: {
				email: 'budi@example.com',
				mobile: '0812-3456-7890',
				description: 'Konsultasi 1 jam',
				expiredAt,
				paymentMethod: 'QRIS',
				cashtag: 'tokobudi',
				extraData: '{"orderId":"PR-1"}',
			},
		});
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(1);
		const out = r.items[0].json;
		expect(out.id).toMatch(UUID);
		expect(out.transactionId).toMatch(UUID);
		expect(String(out.link)).toMatch(/^https?:\/\/.+\/invoices\/.+/);
		const sent = requestsTo(sb, '/hl/v2/payments/create', 'POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toEqual({
			amount,
			name: 'Budi Santoso',
			email: 'budi@example.com',
			mobile: '081234567890',
			description: 'Konsultasi 1 jam',
			expiredAt,
			paymentMethod: 'QRIS',
			cashtag: 'tokobudi',
			extraData: { orderId: 'PR-1' },
		});
		expect(r.items[0].pairedItem).toEqual({ item: 0 });
	});

	test('amount and customer name are the only required fields: the body then carries those two alone', async () => {
		const amount = nextAmount();
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'create',
			amount,
			name: '  Sari Dewi ',
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json.id).toMatch(UUID);
		expect(requestsTo(sb, '/hl/v2/payments/create')[0].body).toEqual({ amount, name: 'Sari Dewi' });
		const detail = await get(r.items[0].json.id as string);
		expect(detail.amount).toBe(amount);
		expect(detail.name).toBe('Sari Dewi');
		expect(detail.type).toBe('payment_request');
	});

	test('Customer Name is a required top-level parameter, no longer an additional field', async () => {
		const { Mayar } = await import('../../nodes/Mayar/Mayar.node');
		const props = new Mayar().description.properties.filter(
			(p) =>
				(p.displayOptions?.show?.resource as string[] | undefined)?.includes('paymentRequest') &&
				(p.displayOptions?.show?.operation as string[] | undefined)?.includes('create'),
		);
		expect(props.find((p) => p.name === 'name')).toMatchObject({
			displayName: 'Customer Name',
			type: 'string',
			required: true,
		});
		expect(
			props.find((p) => p.name === 'additionalFields')?.options?.map((o) => o.name),
		).not.toContain('name');
	});

	test.each([
		['an amount of 0', { amount: 0 }, /Amount must be a whole number of rupiah above 0, not 0/],
		[
			'a fractional amount',
			{ amount: 1.5 },
			/Amount must be a whole number of rupiah above 0, not 1\.5/,
		],
		[
			'a negative amount',
			{ amount: -5 },
			/Amount must be a whole number of rupiah above 0, not -5/,
		],
		[
			'an amount that is not a number',
			{ amount: '={{ "lima ribu" }}' },
			/Amount must be a whole number of rupiah above 0, not lima ribu/,
		],
		[
			'a customer name that resolves to blank',
			{ name: '={{ "  " }}' },
			/Customer Name is required/,
		],
		[
			'a malformed e-mail',
			{ additionalFields: { email: 'budi@' } },
			/Customer Email is not a valid email address: budi@/,
		],
		[
			'an expiry in the past',
			{ additionalFields: { expiredAt: '2020-01-01T00:00:00Z' } },
			/Expires At is in the past: 2020-01-01T00:00:00.000Z/,
		],
		[
			'a mobile number with letters',
			{ additionalFields: { mobile: '0812abc' } },
			/Customer Mobile is not a phone number/,
		],
		[
			'extra data that is not a JSON object',
			{ additionalFields: { extraData: '[1,2]' } },
			/Extra Data \(JSON\) must be a JSON object/,
		],
		[
			'extra data that is not JSON',
			{ additionalFields: { extraData: '{orderId:' } },
			/Extra Data \(JSON\) is not valid JSON/,
		],
	])('refuses %s before sending anything', async (_label, extra, message) => {
		const r = await runAgainst(sb, createParams(extra as IDataObject));
		expect(r.error?.name).toBe('NodeOperationError');
		expect(r.error?.message).toMatch(message);
		expect(sb.log).toHaveLength(0);
	});

	test('a Read Only key gets the Read Only hint, and the write is not retried', async () => {
		const r = await runAgainst(sb, createParams(), { key: sb.keys.readOnly });
		expect(r.error?.name).toBe('NodeApiError');
		expect(String(r.error?.description)).toMatch(/Read Only key/);
		expect(String(r.error?.description)).toMatch(/Read & Write key/);
		expect(requestsTo(sb, '/hl/v2/payments/create')).toHaveLength(1);
	});

	test('two identical creates within a minute: the second is refused as a duplicate, sent once, not retried', async () => {
		const amount = nextAmount();
		const row = { email: `dup.${Date.now()}@example.com`, amount };
		const r = await runAgainst(
			sb,
			{
				resource: 'paymentRequest',
				operation: 'create',
				amount: '={{ $json.amount }}',
				name: 'Dewi',
				additionalFields: { email: '={{ $json.email }}' },
			},
			{ items: [row, { ...row }], onError: 'continueRegularOutput' },
		);
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(2);
		expect(r.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(r.items[0].json.id).toMatch(UUID);
		expect(r.items[1].json.id).toBeUndefined();
		expect(r.items[1].json.error).toMatch(/Duplicate request detected/);
		expect(r.items[1].json.httpCode).toBe('429');
		expect(String(r.items[1].json.description)).toMatch(/duplicate/i);
		expect(String(r.items[1].json.description)).toMatch(/It was not sent again/);
		const sent = requestsTo(sb, '/hl/v2/payments/create', 'POST');
		expect(sent.map((e) => e.status)).toEqual([200, 429]);
		expect(sent[1].body).toEqual(sent[0].body);
	});
});

describe('Update', () => {
	test('sends the id in the path and the body with the new amount, returns id and link, and Get shows the change', async () => {
		const created = await create({ name: 'Rina', additionalFields: { email: 'rina@example.com' } });
		const id = created.id as string;
		const amount = nextAmount();
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'update',
			paymentRequestId: rl(id),
			amount,
			updateFields: { description: 'Harga baru', mobile: '+6281298765432' },
		});
		expect(r.error).toBeUndefined();
		const out = r.items[0].json;
		expect(out.id).toBe(id);
		expect(typeof out.link).toBe('string');
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].method).toBe('POST');
		expect(sb.log[0].path).toBe(`/hl/v2/payments/${id}/update`);
		expect(sb.log[0].body).toEqual({
			id,
			amount,
			description: 'Harga baru',
			mobile: '+6281298765432',
		});
		const detail = await get(id);
		expect(detail.amount).toBe(amount);
		expect(detail.description).toBe('Harga baru');
	});

	test.each([
		['a missing amount (0)', { amount: 0 }, /Amount must be a whole number of rupiah above 0/],
		['a fractional amount', { amount: 1.5 }, /Amount must be a whole number of rupiah above 0/],
		[
			'an expiry in the past',
			{ amount: 10_000, updateFields: { expiredAt: '2001-02-03T04:05:06Z' } },
			/Expires At is in the past/,
		],
		[
			'a bad e-mail',
			{ amount: 10_000, updateFields: { email: 'rina.example.com' } },
			/Customer Email is not a valid email/,
		],
	])('refuses %s before sending anything', async (_label, extra, message) => {
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'update',
			paymentRequestId: rl(UNKNOWN_ID),
			...(extra as IDataObject),
		});
		expect(r.error?.name).toBe('NodeOperationError');
		expect(r.error?.message).toMatch(message);
		expect(sb.log).toHaveLength(0);
	});

	test('refuses an id that is not a UUID before sending anything', async () => {
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'update',
			paymentRequestId: rl('={{ "../../products" }}'),
			amount: 10_000,
		});
		expect(r.error?.message).toMatch(/Payment Request must be a Mayar ID/);
		expect(sb.log).toHaveLength(0);
	});

	test('a paid payment request is a 409 conflict with the already-paid hint', async () => {
		const paid = await paidRequest();
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'update',
			paymentRequestId: rl(paid.id as string),
			amount: 20_000,
		});
		expect(r.error?.name).toBe('NodeApiError');
		expect(r.error?.httpCode).toBe('409');
		expect(r.error?.message).toMatch(/already paid/i);
		expect(String(r.error?.description)).toMatch(/already paid and can no longer be changed/);
		expect(sb.log).toHaveLength(1);
	});
});

describe('Get', () => {
	test('returns the detail with the fields and types of the spec table', async () => {
		const created = await create({ name: 'Agus', additionalFields: { description: 'Sewa alat' } });
		sb.clearLog();
		const out = await get(created.id as string);
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			`GET /hl/v2/payments/${created.id}`,
		]);
		for (const field of DETAIL_FIELDS) expect(out).toHaveProperty(field);
		expect(out.id).toBe(created.id);
		expect(out.userId).toMatch(UUID);
		expect(out.type).toBe('payment_request');
		expect(Number.isInteger(out.amount)).toBe(true);
		expect(out.description).toBe('Sewa alat');
		expect(out.name).toBe('Agus');
		expect(typeof out.link).toBe('string');
		expect(typeof out.name).toBe('string');
		expect(typeof out.status).toBe('string');
		expect(nullableString(out.category)).toBe(true);
		expect(nullableNumber(out.limit)).toBe(true);
		expect(nullableObject(out.event)).toBe(true);
		expect(nullableObject(out.order)).toBe(true);
		expect(nullableString(out.qty)).toBe(true);
		expect(nullableString(out.coverImageId)).toBe(true);
		expect(nullableString(out.multipleImageId)).toBe(true);
		expect(nullableObject(out.coverImage)).toBe(true);
		expect(Array.isArray(out.multipleImage)).toBe(true);
	});

	test('refuses ids that are not UUIDs, including ones that try to change the path', async () => {
		for (const value of ['abc', '../balances', '']) {
			const r = await runAgainst(sb, {
				resource: 'paymentRequest',
				operation: 'get',
				paymentRequestId: rl(`={{ ${JSON.stringify(value)} }}`),
			});
			expect(r.error?.message).toMatch(/Payment Request (must be a Mayar ID|is required)/);
		}
		expect(sb.log).toHaveLength(0);
	});
});

describe('Get Many', () => {
	test('list items carry the spec fields, filtered by status, one output item per payment request', async () => {
		await create();
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'getMany',
			returnAll: false,
			limit: 3,
			filters: { status: 'active' },
			simplify: false,
		});
		expect(r.error).toBeUndefined();
		expect(r.items.length).toBeGreaterThan(0);
		expect(r.items.length).toBeLessThanOrEqual(3);
		for (const { json, pairedItem } of r.items) {
			for (const field of LIST_FIELDS) expect(json).toHaveProperty(field);
			expect(json.id).toMatch(UUID);
			expect(json.type).toBe('payment_request');
			expect(json.status).toBe('active');
			expect(typeof json.createdAt).toBe('number');
			expect(json.amount === null || Number.isInteger(json.amount)).toBe(true);
			expect(Array.isArray(json.multipleImage)).toBe(true);
			expect(pairedItem).toEqual({ item: 0 });
		}
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].path).toBe('/hl/v2/payments');
		expect(sb.log[0].query).toMatchObject({ status: 'active', limit: '3' });
	});

	test('status paid returns only paid requests', async () => {
		const paid = await paidRequest();
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'getMany',
			returnAll: true,
			filters: { status: 'paid' },
		});
		expect(r.error).toBeUndefined();
		expect(r.items.map((i) => i.json.id)).toContain(paid.id);
		for (const { json } of r.items) expect(json.status).toBe('paid');
		expect(sb.log[0].query).toMatchObject({ status: 'paid', limit: '50' });
	});

	test('Limit with no status filter: each status is read up to the limit and the newest of all are returned', async () => {
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'getMany',
			returnAll: false,
			limit: 5,
			simplify: false,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => `${e.query.status} ${e.query.limit}`)).toEqual([
			'active 5',
			'paid 5',
			'closed 5',
		]);
		const newest = [...(sb.store.paymentRequests as IDataObject[])]
			.sort((a, b) => Number(b.createdAt) - Number(a.createdAt))
			.slice(0, 5);
		expect(r.items.map((i) => i.json.id)).toEqual(newest.map((p) => p.id));
	});

	describe('Return All over several pages per status', () => {
		// A bigger store than the default, so that active and paid each span several pages of 50.
		let big: Sandbox;
		beforeAll(async () => (big = await startSandbox({ counts: { paymentRequests: 300 } })));
		afterAll(async () => big.close());
		beforeEach(() => big.clearLog());
		const countOf = (status: string) =>
			(big.store.paymentRequests as IDataObject[]).filter((p) => p.status === status).length;

		test('Return All with a status follows the cursor until hasMore is false, 50 a page, without repeats', async () => {
			expect(countOf('active')).toBeGreaterThan(100);
			const r = await runAgainst(big, {
				resource: 'paymentRequest',
				operation: 'getMany',
				returnAll: true,
				filters: { status: 'active' },
			});
			expect(r.error).toBeUndefined();
			const ids = r.items.map((i) => i.json.id);
			expect(ids.length).toBe(countOf('active'));
			expect(new Set(ids).size).toBe(ids.length);
			expect(big.log.every((e) => e.query.limit === '50' && e.query.status === 'active')).toBe(
				true,
			);
			expect(big.log[0].query.startingAfter).toBeUndefined();
			for (const e of big.log.slice(1)) expect(typeof e.query.startingAfter).toBe('string');
			expect(big.log.length).toBe(Math.ceil(ids.length / 50));
		});

		test('with no status filter (the spec requires one) it asks for active, paid and closed in turn, each to its end, and merges them newest first', async () => {
			expect(countOf('active')).toBeGreaterThan(100);
			expect(countOf('paid')).toBeGreaterThan(50);
			const r = await runAgainst(big, {
				resource: 'paymentRequest',
				operation: 'getMany',
				returnAll: true,
				simplify: false,
			});
			expect(r.error).toBeUndefined();
			const store = big.store.paymentRequests as IDataObject[];
			const expected = store
				.filter((p) => ['active', 'paid', 'closed'].includes(String(p.status)))
				.sort((a, b) => Number(b.createdAt) - Number(a.createdAt))
				.map((p) => p.id);
			expect(r.items.map((i) => i.json.id)).toEqual(expected);
			expect(big.log.every((e) => e.path === '/hl/v2/payments' && e.query.limit === '50')).toBe(
				true,
			);
			expect(big.log.every((e) => typeof e.query.status === 'string')).toBe(true);
			const statuses = big.log.map((e) => e.query.status);
			expect([...new Set(statuses)]).toEqual(['active', 'paid', 'closed']);
			for (const status of ['active', 'paid', 'closed']) {
				const requests = big.log.filter((e) => e.query.status === status);
				expect({ status, requests: requests.length }).toEqual({
					status,
					requests: Math.max(1, Math.ceil(countOf(status) / 50)),
				});
				expect(requests[0].query.startingAfter).toBeUndefined();
				for (const e of requests.slice(1)) expect(typeof e.query.startingAfter).toBe('string');
			}
		});
	});

	test('accepts unpaid, the status value of the public docs, and sends it as is', async () => {
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'getMany',
			returnAll: false,
			limit: 5,
			filters: { status: 'unpaid' },
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0].query).toMatchObject({ status: 'unpaid', limit: '5' });
	});

	test('refuses an unknown status and a limit of 0 before sending anything', async () => {
		const bad = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'getMany',
			returnAll: false,
			limit: 5,
			filters: { status: '={{ "pending" }}' },
		});
		expect(bad.error?.message).toMatch(
			/Status must be one of active, paid, closed, unpaid, not pending/,
		);
		const zero = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'getMany',
			returnAll: false,
			limit: 0,
		});
		expect(zero.error?.message).toMatch(/Limit must be a whole number from 1/);
		expect(sb.log).toHaveLength(0);
	});
});

describe('Set Status', () => {
	test('closes and reopens a payment request through POST /hl/v2/payments/{id}/{action}', async () => {
		const created = await create();
		const id = created.id as string;
		sb.clearLog();
		const closed = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'setStatus',
			paymentRequestId: rl(id),
			status: 'closed',
		});
		expect(closed.error).toBeUndefined();
		expect(closed.items[0].json).toEqual({
			id,
			status: 'closed',
			success: true,
			message: expect.any(String),
		});
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			`POST /hl/v2/payments/${id}/closed`,
		]);
		expect((await get(id)).status).toBe('closed');

		sb.clearLog();
		const reopened = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'setStatus',
			paymentRequestId: rl(id),
			status: '={{ "open" }}',
		});
		expect(reopened.error).toBeUndefined();
		expect(reopened.items[0].json).toMatchObject({ id, status: 'active', success: true });
		expect(sb.log[0].path).toBe(`/hl/v2/payments/${id}/active`);
	});

	test('defaults to Active: a first Execute leaves an open payment request open', async () => {
		const created = await create();
		const id = created.id as string;
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'setStatus',
			paymentRequestId: rl(id),
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toMatchObject({ id, status: 'active', success: true });
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			`POST /hl/v2/payments/${id}/active`,
		]);
		expect((await get(id)).status).not.toBe('closed');
	});

	test('an unknown payment request is an error even when Mayar answers HTTP 200 with a 404 body', async () => {
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'setStatus',
			paymentRequestId: rl(UNKNOWN_ID),
			status: 'closed',
		});
		expect(r.error?.name).toBe('NodeApiError');
		expect(r.error?.httpCode).toBe('404');
		expect(String(r.error?.description)).toMatch(/Check the ID/);
		expect(sb.log).toHaveLength(1);
	});

	test('refuses an unknown action before sending anything', async () => {
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'setStatus',
			paymentRequestId: rl(UNKNOWN_ID),
			status: '={{ "deleted" }}',
		});
		expect(r.error?.message).toMatch(/Status must be one of active, closed, unlisted, not deleted/);
		expect(sb.log).toHaveLength(0);
	});
});

describe('Simulate Payment', () => {
	test('pays a sandbox payment request by its transaction id; Get then shows it paid', async () => {
		const created = await create();
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'simulate',
			transactionId: created.transactionId,
		});
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(1);
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].method).toBe('POST');
		expect(sb.log[0].path).toBe('/hl/v2/payments/simulate');
		expect(sb.log[0].body).toEqual({ transactionId: created.transactionId });
		expect((await get(created.id as string)).status).toBe('paid');
	});

	test('with a Production credential it explains itself and sends nothing', async () => {
		const r = await runAgainst(
			sb,
			{ resource: 'paymentRequest', operation: 'simulate', transactionId: UNKNOWN_ID },
			{ credentials: { apiKey: sb.keys.readWrite, environment: 'production' } },
		);
		expect(r.error?.name).toBe('NodeOperationError');
		expect(r.error?.message).toBe('Simulate Payment only works with a Sandbox credential');
		expect(String(r.error?.description)).toMatch(/nothing was sent/);
		expect(r.credentialsHelper.sentHeaders).toHaveLength(0);
		expect(sb.log).toHaveLength(0);
	});

	test('a sandbox that runs in production mode answers 403 with the message of the spec, shown with the hint', async () => {
		sb.setMode('production');
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'simulate',
			transactionId: UNKNOWN_ID,
		});
		expect(r.error?.name).toBe('NodeApiError');
		expect(r.error?.httpCode).toBe('403');
		expect(r.error?.message).toBe('Mayar: Simulate payment is not available in this environment');
		expect(String(r.error?.description)).toMatch(
			/Simulate Payment only works with a Sandbox credential/,
		);
		expect(requestsTo(sb, '/hl/v2/payments/simulate')).toHaveLength(1);
	});

	test('refuses a transaction id that is not a UUID before sending anything', async () => {
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'simulate',
			transactionId: 'TRX-123',
		});
		expect(r.error?.message).toMatch(/Transaction ID must be a Mayar ID .*TRX-123/);
		expect(sb.log).toHaveLength(0);
	});

	test('an unknown transaction is a 404', async () => {
		const r = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'simulate',
			transactionId: UNKNOWN_ID,
		});
		expect(r.error?.httpCode).toBe('404');
		expect(sb.log).toHaveLength(1);
	});
});

describe('Amount: at least 1, and no guessed default', () => {
	test('Create and Update carry minValue 1; left at its default (0) the Amount is refused before sending, so Update never overwrites a price', async () => {
		const { Mayar } = await import('../../nodes/Mayar/Mayar.node');
		const amountOf = (operation: string) =>
			new Mayar().description.properties.find(
				(p) =>
					p.name === 'amount' &&
					(p.displayOptions?.show?.resource as string[] | undefined)?.includes('paymentRequest') &&
					(p.displayOptions?.show?.operation as string[] | undefined)?.includes(operation),
			);
		for (const operation of ['create', 'update']) {
			expect({ operation, ...amountOf(operation) }).toMatchObject({
				operation,
				required: true,
				default: 0,
				typeOptions: { minValue: 1 },
			});
		}
		const create = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'create',
			name: 'Budi Santoso',
		});
		expect(create.error?.message).toBe('Amount must be a whole number of rupiah above 0, not 0');
		const update = await runAgainst(sb, {
			resource: 'paymentRequest',
			operation: 'update',
			paymentRequestId: rl(UNKNOWN_ID),
			updateFields: { description: 'Harga baru' },
		});
		expect(update.error?.message).toBe('Amount must be a whole number of rupiah above 0, not 0');
		expect(sb.log).toHaveLength(0);
	});
});
