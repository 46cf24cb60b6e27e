import type { IDataObject } from 'n8n-workflow';

import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';
import { description } from '../../nodes/Mayar/actions/paymentLink/getManySorted.operation';
import { PRODUCT_TYPES } from '../../nodes/Mayar/actions/product/shared';

// 2000 products give over 50 active products of each type, so Return All needs a second page.
let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox({ counts: { products: 2000 } })));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const activeOf = (type: string) =>
	(sb.store.products as IDataObject[]).filter((p) => p.type === type && p.status === 'active');

describe('Payment Link > Get Many Sorted by Type', () => {
	test('POST /hl/v2/payment-links/sort/{type}: Return All pages with the cursor under both names (spec startingAfter, CLI starting_after)', async () => {
		const want = activeOf('event');
		expect(want.length).toBeGreaterThan(50);
		const r = await runAgainst(sb, {
			resource: 'paymentLink',
			operation: 'getManySorted',
			productType: 'event',
			returnAll: true,
		});
		expect(r.error).toBeUndefined();
		const pages = requestsTo(sb, '/hl/v2/payment-links/sort/event', 'POST');
		expect(pages).toHaveLength(2);
		expect(pages[0].query).toEqual({ limit: '50' });
		expect(pages[1].query).toEqual({
			limit: '50',
			startingAfter: expect.stringMatching(/^\d+$/),
			starting_after: expect.stringMatching(/^\d+$/),
		});
		expect(pages[1].query.startingAfter).toBe(pages[1].query.starting_after);
		expect(r.items).toHaveLength(want.length);
		expect(new Set(r.items.map((it) => it.json.id))).toEqual(new Set(want.map((p) => p.id)));
		for (const { json } of r.items) {
			expect(json).toMatchObject({
				type: 'event',
				status: 'active',
				transactions: expect.any(Array),
			});
		}
	});

	test('Limit 5 of webinars: one request for 5', async () => {
		const r = await runAgainst(sb, {
			resource: 'paymentLink',
			operation: 'getManySorted',
			productType: 'webinar',
			returnAll: false,
			limit: 5,
		});
		expect(r.items).toHaveLength(5);
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			'POST /hl/v2/payment-links/sort/webinar',
		]);
		expect(r.items.every((it) => it.json.type === 'webinar')).toBe(true);
	});

	test("Product Type offers the spec's 19 product types (the product resource's list, without Any)", () => {
		const field = description.find((p) => p.name === 'productType');
		const values = (field?.options as Array<{ value: string }>).map((o) => o.value);
		expect(values).toHaveLength(19);
		expect(new Set(values)).toEqual(new Set(PRODUCT_TYPES));
	});

	test("a type outside Mayar's 19 (from an expression) is refused before any request", async () => {
		const r = await runAgainst(sb, {
			resource: 'paymentLink',
			operation: 'getManySorted',
			productType: 'course/../../balances',
			returnAll: true,
		});
		expect(r.error?.message).toMatch(/^Product Type must be one of generic_link, /);
		expect(sb.log).toHaveLength(0);
	});

	test('a Mayar error on the list surfaces with its message (a key of the other environment)', async () => {
		const r = await runAgainst(
			sb,
			{
				resource: 'paymentLink',
				operation: 'getManySorted',
				productType: 'event',
				returnAll: true,
			},
			{ key: sb.keys.otherEnv },
		);
		expect(r.error?.httpCode).toBe('401');
		expect(sb.log).toHaveLength(1);
	});
});
