import type { IDataObject } from 'n8n-workflow';

import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
type Customer = {
	id: string;
	email: string;
	name: string;
	mobile: string;
	createdAt: number;
	userId: string;
};
const customers = () => sb.store.customers as unknown as Customer[];
let seq = 0;

describe('Get Many', () => {
	test('Return All follows the cursor to the last page; every row has the documented fields', async () => {
		const r = await runAgainst(sb, { resource: 'customer', operation: 'getMany', returnAll: true });
		expect(r.error).toBeUndefined();
		const total = customers().length;
		expect(r.items).toHaveLength(total);
		const pages = requestsTo(sb, '/hl/v2/customers', 'GET');
		expect(pages).toHaveLength(Math.ceil(total / 50));
		expect(pages[0].query).toEqual({ limit: '50' });
		expect(pages[1].query.startingAfter).toMatch(/^\d+$/);
		for (const item of r.items) {
			expect(Object.keys(item.json).sort()).toEqual([
				'createdAt',
				'email',
				'id',
				'mobile',
				'name',
				'status',
				'updatedAt',
				'userId',
			]);
			expect(item.json.id).toMatch(UUID);
			expect(item.pairedItem).toEqual({ item: 0 });
		}
		expect(new Set(r.items.map((it) => it.json.id)).size).toBe(total);
	});

	test('Limit 7 sends one request for 7 and returns 7', async () => {
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'getMany',
			returnAll: false,
			limit: 7,
		});
		expect(r.items).toHaveLength(7);
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].query).toEqual({ limit: '7' });
	});

	test('date filters go as epoch-ms strings and narrow the list; a product filter goes as paymentLinkId', async () => {
		const sorted = customers()
			.map((c) => c.createdAt)
			.sort((a, b) => a - b);
		const from = sorted[10];
		const to = sorted[19];
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'getMany',
			returnAll: true,
			filters: { startAt: new Date(from).toISOString(), endAt: new Date(to).toISOString() },
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0].query).toEqual({ limit: '50', startAt: String(from), endAt: String(to) });
		expect(r.items).toHaveLength(10);
		for (const it of r.items) expect(it.json.createdAt as number).toBeGreaterThanOrEqual(from);

		sb.clearLog();
		const tx = (sb.store.transactions as IDataObject[]).find((t) => t.customerId) as IDataObject;
		const r2 = await runAgainst(sb, {
			resource: 'customer',
			operation: 'getMany',
			returnAll: true,
			filters: { paymentLinkId: tx.paymentLinkId },
		});
		expect(sb.log[0].query).toMatchObject({ paymentLinkId: tx.paymentLinkId });
		expect(r2.items.map((it) => it.json.id)).toContain(tx.customerId);
		// only customers of that product: each one has a transaction on it, and the others are left out
		const buyers = new Set(
			(sb.store.transactions as IDataObject[])
				.filter((t) => t.paymentLinkId === tx.paymentLinkId)
				.map((t) => t.customerId),
		);
		for (const it of r2.items) expect(buyers.has(it.json.id)).toBe(true);
		expect(r2.items.length).toBeLessThan(customers().length);
	});

	test('a start after the end, or a bad product ID, is refused before any request', async () => {
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'getMany',
			filters: { startAt: '2026-05-01T00:00:00Z', endAt: '2026-04-01T00:00:00Z' },
		});
		expect(r.error?.message).toMatch(/Created After .* is after Created Before/);
		const r2 = await runAgainst(sb, {
			resource: 'customer',
			operation: 'getMany',
			filters: { paymentLinkId: 'prod-1' },
		});
		expect(r2.error?.message).toMatch(/Product ID must be a Mayar ID/);
		expect(sb.log).toHaveLength(0);
	});
});

describe('Get by Email', () => {
	test('returns the customer and the merchant user object; the e-mail goes in the query', async () => {
		const c = customers()[3];
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'getByEmail',
			email: c.email.toUpperCase(),
		});
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({
			method: 'GET',
			path: '/hl/v2/customers/detail',
			query: { email: c.email.toUpperCase() },
		});
		expect(r.items[0].json).toMatchObject({
			id: c.id,
			email: c.email,
			name: c.name,
			mobile: c.mobile,
		});
		expect((r.items[0].json.user as IDataObject).id).toBe(c.userId);
	});

	test('a malformed e-mail is refused before any request, with Continue On Fail keeping the item', async () => {
		const r = await runAgainst(
			sb,
			{ resource: 'customer', operation: 'getByEmail', email: '={{ $json.mail }}' },
			{
				items: [{ mail: 'budi-at-example.com' }, { mail: customers()[0].email }],
				onError: 'continueRegularOutput',
			},
		);
		expect(r.items).toHaveLength(2);
		expect(r.items[0].json.error).toMatch(
			/Email is not a valid email address: budi-at-example.com/,
		);
		expect(r.items[0].pairedItem).toEqual({ item: 0 });
		expect(r.items[1].json.id).toBe(customers()[0].id);
		expect(r.items[1].pairedItem).toEqual({ item: 1 });
		expect(sb.log).toHaveLength(1);
	});
});

describe('Create', () => {
	test('sends name, email and mobile and returns the new customerId; the customer then exists', async () => {
		seq++;
		const email = `sari.${seq}@example.com`;
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'create',
			name: 'Sari Dewi',
			email,
			mobile: '0812-9876 5432',
		});
		expect(r.error).toBeUndefined();
		const sent = requestsTo(sb, '/hl/v2/customers/create', 'POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toEqual({ name: 'Sari Dewi', email, mobile: '081298765432' });
		const out = r.items[0].json;
		expect(out).toMatchObject({ name: 'Sari Dewi', email, mobile: '081298765432' });
		expect(out.customerId).toMatch(UUID);
		expect(out.userId).toMatch(UUID);
		expect(customers().find((c) => c.email === email)?.id).toBe(out.customerId);
	});

	test('an empty mobile (mapped from an earlier node) is refused before any request', async () => {
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'create',
			name: 'Sari',
			email: 'sari@example.com',
			mobile: '={{ "" }}',
		});
		expect(r.error?.message).toBe('Mobile is required');
		expect(sb.log).toHaveLength(0);
	});
});

describe('Update Email', () => {
	test('posts {toEmail} to /customers/{id}/update and the customer has the new e-mail', async () => {
		const c = customers()[5];
		seq++;
		const toEmail = `baru.${seq}@example.com`;
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'updateEmail',
			customerId: c.id,
			toEmail,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: `/hl/v2/customers/${c.id}/update`,
			body: { toEmail },
		});
		expect(r.items[0].json).toEqual({
			id: c.id,
			email: toEmail,
			success: true,
			message: 'success',
		});
		expect(customers().find((x) => x.id === c.id)?.email).toBe(toEmail);
	});

	test('a non-UUID id is refused before any request; an unknown id is a 404 with a hint', async () => {
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'updateEmail',
			customerId: '={{ "budi@example.com" }}',
			toEmail: 'x@example.com',
		});
		expect(r.error?.message).toMatch(/^Customer must be a Mayar ID/);
		expect(sb.log).toHaveLength(0);

		const missing = '00000000-0000-4000-8000-000000000000';
		const r2 = await runAgainst(sb, {
			resource: 'customer',
			operation: 'updateEmail',
			customerId: missing,
			toEmail: 'x@example.com',
		});
		expect(r2.error?.httpCode).toBe('404');
		expect(r2.error?.message).toBe('Mayar: Customer not found');
		expect(r2.error?.description).toContain(`No customer with the ID ${missing}`);
	});

	test("another customer's e-mail is a 409 with a plain hint", async () => {
		const [a, b] = customers();
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'updateEmail',
			customerId: a.id,
			toEmail: b.email,
		});
		expect(r.error?.httpCode).toBe('409');
		expect(r.error?.description).toBe(
			`The email ${b.email} already belongs to another customer of this account, so nothing was changed. Use another New Email, or find that customer with Customer > Get by Email.`,
		);
	});
});

describe('Send Portal Login Link', () => {
	test("posts {email} and returns Mayar's information text", async () => {
		const c = customers()[8];
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'sendPortalLoginLink',
			email: c.email,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: '/hl/v2/customers/portal-login',
			body: { email: c.email },
		});
		expect(r.items).toHaveLength(1);
		expect(r.items[0].json).toMatchObject({ email: c.email, sent: true });
		expect(typeof r.items[0].json.url).toBe('string');
	});

	test('a Read Only key gets the Read & Write hint', async () => {
		const r = await runAgainst(
			sb,
			{ resource: 'customer', operation: 'sendPortalLoginLink', email: customers()[0].email },
			{ key: sb.keys.readOnly },
		);
		expect(r.error?.httpCode).toBe('403');
		expect(r.error?.description).toMatch(/Read & Write key/);
	});
});
