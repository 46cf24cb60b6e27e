/** Product: Get Many, Get, Get Transactions and Set Status against the sandbox. */
import type { IDataObject } from 'n8n-workflow';

import { runAgainst } from '../harness/sandbox';
import {
	sb,
	UUID,
	UNKNOWN_ID,
	TYPES,
	LIST_FIELDS,
	rl,
	expr,
	type Stored,
	stored,
	seeded,
	get,
	refused,
	expect404,
} from './product.kit';

describe('Get Many', () => {
	test('list items carry every field of the spec table with linkUrl and linkPayment, and no transactions', async () => {
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'getMany',
			returnAll: false,
			limit: 5,
			simplify: false,
		});
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(5);
		for (const { json } of r.items) {
			for (const field of LIST_FIELDS) expect(json).toHaveProperty(field);
			expect(json).not.toHaveProperty('transactions');
			expect(json.id).toMatch(UUID);
			expect(Number.isInteger(json.amount)).toBe(true);
			expect(typeof json.createdAt).toBe('number');
			expect(typeof json.description).toBe('string');
			expect(typeof json.name).toBe('string');
			expect(typeof json.status).toBe('string');
			expect(TYPES).toContain(json.type);
			expect(json.category === null || typeof json.category === 'string').toBe(true);
			expect(json.limit === null || Number.isInteger(json.limit)).toBe(true);
			expect(json.redirectUrl === null || typeof json.redirectUrl === 'string').toBe(true);
			expect(String(json.linkUrl)).toMatch(new RegExp(`^https://.+/plink/${json.link}$`));
			expect(String(json.linkPayment)).toMatch(new RegExp(`^https://.+/pl/${json.link}$`));
		}
		// newest first, as the cursor needs
		const times = r.items.map((i) => i.json.createdAt as number);
		expect([...times].sort((a, b) => b - a)).toEqual(times);
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({
			method: 'GET',
			path: '/hl/v2/products',
			query: { limit: '5' },
		});
	});

	test('Search sends the keyword and returns only matching products', async () => {
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'getMany',
			returnAll: true,
			filters: { search: 'Kopi Gayo' },
		});
		expect(r.error).toBeUndefined();
		const expected = stored().filter((p) => p.name.toLowerCase().includes('kopi gayo'));
		expect(expected.length).toBeGreaterThan(0);
		expect(r.items.map((i) => i.json.id).sort()).toEqual(expected.map((p) => p.id).sort());
		for (const e of sb.log)
			expect(e).toMatchObject({
				path: '/hl/v2/products',
				query: { search: 'Kopi Gayo', limit: '50' },
			});
	});

	test('a Type filter reads /products/types/{type}, with the search alongside', async () => {
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'getMany',
			returnAll: true,
			filters: { type: 'webinar' },
		});
		expect(r.error).toBeUndefined();
		const webinars = stored().filter((p) => p.type === 'webinar');
		expect(r.items).toHaveLength(webinars.length);
		for (const { json } of r.items) expect(json.type).toBe('webinar');
		expect(sb.log.map((e) => e.path)).toEqual(['/hl/v2/products/types/webinar']);
		expect(sb.log[0].query).not.toHaveProperty('type');

		sb.clearLog();
		const word = webinars[0].name.split(' ')[1];
		const both = await runAgainst(sb, {
			resource: 'product',
			operation: 'getMany',
			returnAll: true,
			filters: { type: 'webinar', search: word },
		});
		expect(both.items.length).toBeGreaterThan(0);
		for (const { json } of both.items) {
			expect(json.type).toBe('webinar');
			expect(String(json.name)).toContain(word);
		}
		expect(sb.log[0]).toMatchObject({
			path: '/hl/v2/products/types/webinar',
			query: { search: word },
		});
	});

	test('an unknown type, or one that tries to change the path, is refused before sending', async () => {
		for (const type of ['gadget', '../balances', 'event/x']) {
			await refused(
				{ operation: 'getMany', returnAll: true, filters: { type: expr(type) } },
				/Type must be one of generic_link, physical_product/,
			);
		}
	});

	test('Limit 120 asks for 50, 50 and 20: exactly 3 requests, following the cursor', async () => {
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'getMany',
			returnAll: false,
			limit: 120,
		});
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(120);
		expect(new Set(r.items.map((i) => i.json.id)).size).toBe(120);
		expect(sb.log.map((e) => e.query.limit)).toEqual(['50', '50', '20']);
		expect(sb.log[0].query).not.toHaveProperty('startingAfter');
		// each cursor is the createdAt of the last product of the page before
		expect(sb.log[1].query.startingAfter).toBe(String(r.items[49].json.createdAt));
		expect(sb.log[2].query.startingAfter).toBe(String(r.items[99].json.createdAt));
	});

	test('Return All reads every product, 50 a page', async () => {
		const total = stored().length;
		const r = await runAgainst(sb, { resource: 'product', operation: 'getMany', returnAll: true });
		expect(r.items).toHaveLength(total);
		expect(sb.log).toHaveLength(Math.ceil(total / 50));
		for (const e of sb.log) expect(e.query.limit).toBe('50');
	});
});

describe('Get', () => {
	test('returns the product detail: the list fields plus userId, qty and transactions', async () => {
		const p = seeded('event');
		const out = await get(p.id);
		for (const field of LIST_FIELDS) expect(out).toHaveProperty(field);
		expect(out).toMatchObject({
			id: p.id,
			name: p.name,
			amount: p.amount,
			type: 'event',
			link: p.link,
			status: 'active',
		});
		expect(out.userId).toMatch(UUID);
		expect(out).toHaveProperty('qty');
		expect(Array.isArray(out.transactions)).toBe(true);
		expect(out.event).toMatchObject({ isOnlineEvent: false, maxTicket: 50 });
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([`GET /hl/v2/products/${p.id}`]);
	});

	test('an id that is not a UUID, or tries to change the path, is refused before sending', async () => {
		for (const value of ['abc', '../balances', `${UNKNOWN_ID}/transactions`]) {
			await refused({ operation: 'get', productId: rl(expr(value)) }, /Product must be a Mayar ID/);
		}
	});
});

describe('Get Transactions', () => {
	let product: Stored;
	let created: IDataObject[];
	let paidId: string;
	let expiredId: string;

	beforeAll(() => {
		// Sandbox helpers the harness's Sandbox interface does not declare (yet).
		const helpers = sb as unknown as {
			addUnpaidTransactions(n: number, opts: IDataObject): IDataObject[];
			payTransaction(id: string): unknown;
		};
		product = seeded('generic_link');
		created = helpers.addUnpaidTransactions(2, { productId: product.id });
		expiredId = helpers.addUnpaidTransactions(1, { productId: product.id, expired: true })[0]
			.id as string;
		paidId = created[1].id as string;
		helpers.payTransaction(paidId);
	});

	test('lists the transactions of one product with the documented fields and statuses', async () => {
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'getTransactions',
			productId: rl(product.id),
			returnAll: true,
		});
		expect(r.error).toBeUndefined();
		const byId = new Map(r.items.map((i) => [i.json.id, i.json]));
		expect(byId.get(created[0].id)?.status).toBe('created');
		expect(byId.get(paidId)?.status).toBe('paid');
		expect(byId.get(expiredId)?.status).toBe('expired');
		for (const { json } of r.items) {
			expect(json.id).toMatch(UUID);
			expect(typeof json.createdAt).toBe('number');
			expect(typeof json.type).toBe('string');
			expect(Number.isInteger(json.amount)).toBe(true);
			expect(['created', 'paid', 'expired']).toContain(json.status);
			expect(json).toHaveProperty('urlParamTrackingData');
			expect(json).toHaveProperty('customeField');
			expect(json.paymentLinkId).toBe(product.id);
			expect(json.customerId).toMatch(UUID);
			expect(json.customer).toMatchObject({ id: json.customerId });
			expect(Object.keys(json.customer as IDataObject).sort()).toEqual([
				'email',
				'id',
				'mobile',
				'name',
			]);
			expect(json).toMatchObject({
				productName: product.name,
				productType: 'generic_link',
				productLink: product.link,
			});
		}
		expect(sb.log[0]).toMatchObject({
			method: 'GET',
			path: `/hl/v2/products/${product.id}/transactions`,
			query: { limit: '50' },
		});
	});

	test('filters by status and by customer; Limit caps the output', async () => {
		const paid = await runAgainst(sb, {
			resource: 'product',
			operation: 'getTransactions',
			productId: rl(product.id),
			returnAll: true,
			filters: { status: 'paid' },
		});
		expect(paid.items.map((i) => i.json.id)).toContain(paidId);
		for (const { json } of paid.items) expect(json.status).toBe('paid');
		expect(sb.log[0].query).toMatchObject({ status: 'paid' });

		sb.clearLog();
		const customerId = created[0].customerId as string;
		const mine = await runAgainst(sb, {
			resource: 'product',
			operation: 'getTransactions',
			productId: rl(product.id),
			returnAll: false,
			limit: 1,
			filters: { customerId },
		});
		expect(mine.items).toHaveLength(1);
		expect(mine.items[0].json.customerId).toBe(customerId);
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].query).toMatchObject({ customerId, limit: '1' });

		// only that customer's transactions, though the product has another customer's too
		const others = (sb.store.transactions as IDataObject[]).filter(
			(t) => t.paymentLinkId === product.id && t.customerId !== customerId,
		);
		expect(others.length).toBeGreaterThan(0);
		const all = await runAgainst(sb, {
			resource: 'product',
			operation: 'getTransactions',
			productId: rl(product.id),
			returnAll: true,
			filters: { customerId },
		});
		expect(all.items.length).toBeGreaterThan(0);
		for (const { json } of all.items) expect(json.customerId).toBe(customerId);
	});

	test('an unknown product is a 404; a bad customer id or status is refused before sending', async () => {
		await expect404({ operation: 'getTransactions', productId: rl(UNKNOWN_ID), returnAll: true });
		await refused(
			{
				operation: 'getTransactions',
				productId: rl(product.id),
				returnAll: true,
				filters: { customerId: 'budi@example.com' },
			},
			/Customer ID must be a Mayar ID/,
		);
		await refused(
			{
				operation: 'getTransactions',
				productId: rl(product.id),
				returnAll: true,
				filters: { status: expr('settled') },
			},
			/Status must be one of created, paid, expired/,
		);
	});
});

describe('Set Status', () => {
	test('closes, unlists and reopens a product through POST /products/{id}/{action}', async () => {
		const p = stored().filter((x) => x.type === 'course' && x.status === 'active')[0];
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'setStatus',
			productId: rl(p.id),
			status: 'closed',
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toEqual({
			id: p.id,
			status: 'closed',
			success: true,
			message: 'success',
		});
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			`POST /hl/v2/products/${p.id}/closed`,
		]);
		expect((await get(p.id)).status).toBe('closed');

		sb.clearLog();
		await runAgainst(sb, {
			resource: 'product',
			operation: 'setStatus',
			productId: rl(p.id),
			status: 'unlisted',
		});
		expect(sb.log[0].path).toBe(`/hl/v2/products/${p.id}/unlisted`);
		expect((await get(p.id)).status).toBe('unlisted');

		sb.clearLog();
		const open = await runAgainst(sb, {
			resource: 'product',
			operation: 'setStatus',
			productId: rl(p.id),
			status: expr('open'),
		});
		expect(open.items[0].json).toMatchObject({ status: 'active' });
		expect(sb.log[0].path).toBe(`/hl/v2/products/${p.id}/active`);
		expect((await get(p.id)).status).toBe('active');
	});

	test('Status left at its default opens the product: a first Execute never closes an open product', async () => {
		const p = stored().filter((x) => x.type === 'course' && x.status === 'active')[0];
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'setStatus',
			productId: rl(p.id),
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toMatchObject({ id: p.id, status: 'active', success: true });
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			`POST /hl/v2/products/${p.id}/active`,
		]);
		expect((await get(p.id)).status).toBe('active');
	});

	test('an invalid action is refused before sending; an unknown product is a 404', async () => {
		const p = seeded('course');
		await refused(
			{ operation: 'setStatus', productId: rl(p.id), status: expr('deleted') },
			/Status must be one of active, closed, unlisted/,
		);
		await expect404({ operation: 'setStatus', productId: rl(UNKNOWN_ID), status: 'closed' });
	});
});
