import type { IDataObject } from 'n8n-workflow';

import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

// 1000 products give about 52 bundles (the seed spreads products over the 19 types), so Return All pages.
let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox({ counts: { products: 1000 } })));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const bundles = () => (sb.store.products as IDataObject[]).filter((p) => p.type === 'bundling');

describe('Bundling > Get Many', () => {
	test('Return All follows the cursor over every bundle; each row lists the products it contains', async () => {
		const total = bundles().length;
		expect(total).toBeGreaterThan(50);
		const r = await runAgainst(sb, { resource: 'bundling', operation: 'getMany', returnAll: true });
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(total);
		const pages = requestsTo(sb, '/hl/v2/bundling', 'GET');
		expect(pages).toHaveLength(2);
		expect(pages[0].query).toEqual({ limit: '50' });
		expect(pages[1].query).toEqual({ limit: '50', startingAfter: expect.stringMatching(/^\d+$/) });
		expect(new Set(r.items.map((it) => it.json.id))).toEqual(new Set(bundles().map((b) => b.id)));
		for (const { json } of r.items) {
			expect(json.type).toBe('bundling');
			expect((json.products as IDataObject[]).length).toBeGreaterThanOrEqual(2);
			expect((json.products as IDataObject[])[0]).toEqual({
				id: expect.any(String),
				status: 'active',
				paymentLinkId: expect.any(String),
				paymentLink: {
					id: expect.any(String),
					name: expect.any(String),
					type: expect.any(String),
					amount: expect.any(Number),
				},
			});
		}
	});

	test('Limit 3 asks for 3 in one request', async () => {
		const r = await runAgainst(sb, {
			resource: 'bundling',
			operation: 'getMany',
			returnAll: false,
			limit: 3,
		});
		expect(r.items).toHaveLength(3);
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].query).toEqual({ limit: '3' });
	});

	test('a Read Only key may list; a key of the other environment fails with the credential hint', async () => {
		const ro = await runAgainst(
			sb,
			{ resource: 'bundling', operation: 'getMany', returnAll: false, limit: 1 },
			{ key: sb.keys.readOnly },
		);
		expect(ro.error).toBeUndefined();
		const other = await runAgainst(
			sb,
			{ resource: 'bundling', operation: 'getMany', returnAll: false, limit: 1 },
			{ key: sb.keys.otherEnv },
		);
		expect(other.error?.httpCode).toBe('401');
	});
});

describe('Bundling > Get', () => {
	test('GET /hl/v2/bundling/{id}: the bundle with its products and the merchant account', async () => {
		const b = bundles()[0];
		const r = await runAgainst(sb, {
			resource: 'bundling',
			operation: 'get',
			bundleId: String(b.id).toUpperCase(),
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([`GET /hl/v2/bundling/${b.id}`]);
		expect(r.items).toHaveLength(1);
		expect(r.items[0].json).toMatchObject({
			id: b.id,
			name: b.name,
			type: 'bundling',
			user: { id: expect.any(String) },
		});
		expect((r.items[0].json.products as IDataObject[]).length).toBeGreaterThanOrEqual(2);
	});

	test('an ID that is not a UUID is refused before any request', async () => {
		const r = await runAgainst(sb, {
			resource: 'bundling',
			operation: 'get',
			bundleId: '../balances',
		});
		expect(r.error?.message).toMatch(/^Bundle must be a Mayar ID /);
		expect(sb.log).toHaveLength(0);
	});
});

describe('Bundling > Get: Bundle ID as a resource locator', () => {
	test('the bundle picked "From List" is read by its plain ID; an empty pick is refused before any request', async () => {
		const b = bundles()[3];
		const r = await runAgainst(sb, {
			resource: 'bundling',
			operation: 'get',
			bundleId: { __rl: true, mode: 'list', value: b.id },
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([`GET /hl/v2/bundling/${b.id}`]);
		expect(r.items[0].json).toMatchObject({ id: b.id, name: b.name });
		sb.clearLog();
		// a required locator left empty: n8n itself refuses to run the node
		await expect(
			runAgainst(sb, {
				resource: 'bundling',
				operation: 'get',
				bundleId: { __rl: true, mode: 'list', value: '' },
			}),
		).rejects.toThrow(/Parameter "Bundle" is required/);
		const fromExpression = await runAgainst(sb, {
			resource: 'bundling',
			operation: 'get',
			bundleId: { __rl: true, mode: 'list', value: '={{ "" }}' },
		});
		expect(fromExpression.error?.message).toBe('Bundle is required');
		expect(sb.log).toHaveLength(0);
	});
});
