/** The resource locators' "From List" of membership products, bundles, credit and review, over more than one page. */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { Mayar } from '../../nodes/Mayar/Mayar.node';
import { resourceList } from '../../nodes/Mayar/actions/resources';
import { requestsTo, type Sandbox, searchAgainst, startSandbox } from '../harness/sandbox';
import { sb, type Row, stored, newestFirst, ids, search, raw, rupiahOf } from './listSearch.kit';

/** A second sandbox with 1000 products: about 52 membership products and 52 bundles, so those lists page. */
describe('Membership products and bundles over two pages (1000 products)', () => {
	let big: Sandbox;
	beforeAll(async () => (big = await startSandbox({ counts: { products: 1000 } })));
	afterAll(async () => big.close());
	beforeEach(() => big.clearLog());

	const ofType = (type: string) =>
		newestFirst((big.store.products as Row[]).filter((p) => p.type === type));
	const searchBig = async (method: string, filter?: string, token?: string) =>
		(await searchAgainst(big, method, filter, token)).result;

	test.each([
		['searchMembershipProducts', '/hl/v2/products/types/membership', 'membership'],
		['searchBundles', '/hl/v2/bundling', 'bundling'],
	])(
		'%s: 50, then the rest after the token (startingAfter), no overlap, no token at the end',
		async (method, path, type) => {
			const rows = ofType(type);
			expect(rows.length).toBeGreaterThan(50);
			expect(rows.length).toBeLessThan(100);
			const first = await searchBig(method);
			expect(requestsTo(big, path, 'GET').map((e) => e.query)).toEqual([{ limit: '50' }]);
			expect(ids(first)).toEqual(rows.slice(0, 50).map((r) => r.id));
			expect(first.paginationToken).toBe(String(rows[49].createdAt));
			big.clearLog();
			const second = await searchBig(method, undefined, first.paginationToken);
			expect(requestsTo(big, path, 'GET').map((e) => e.query)).toEqual([
				{ limit: '50', startingAfter: first.paginationToken },
			]);
			expect(ids(second)).toEqual(rows.slice(50).map((r) => r.id));
			expect(second.paginationToken).toBeUndefined();
		},
	);

	test('searchBundles: a filter that only matches on page 2 is not sent, and reads on to page 2 in the same call', async () => {
		const oldest = ofType('bundling').slice(-1)[0];
		const r = await searchBig('searchBundles', oldest.id.toUpperCase());
		const sent = requestsTo(big, '/hl/v2/bundling', 'GET').map((e) => e.query);
		expect(sent).toEqual([
			{ limit: '50' },
			{ limit: '50', startingAfter: expect.stringMatching(/^\d+$/) },
		]);
		expect(ids(r)).toEqual([oldest.id]);
		expect(r.paginationToken).toBeUndefined();
	});

	test('searchMembershipProducts: the filter goes to Mayar as search, one request even with no match', async () => {
		const p = ofType('membership').slice(-1)[0]; // the oldest: on page 2 of the unfiltered list
		const r = await searchBig('searchMembershipProducts', p.name.toLowerCase());
		expect(requestsTo(big, '/hl/v2/products/types/membership', 'GET').map((e) => e.query)).toEqual([
			{ limit: '50', search: p.name.toLowerCase() },
		]);
		expect(ids(r)).toContain(p.id);
		expect(r.results.every((x) => x.name.toLowerCase().startsWith(p.name.toLowerCase()))).toBe(
			true,
		);
		big.clearLog();
		expect(await searchBig('searchMembershipProducts', 'tidak ada produk seperti ini')).toEqual({
			results: [],
			paginationToken: undefined,
		});
		expect(requestsTo(big, '/hl/v2/products/types/membership', 'GET')).toHaveLength(1);
	});
});

describe('Membership products (searchMembershipProducts)', () => {
	test('only products of type membership, from /products/types/membership; label "name · Rp amount · status · N tiers", url = linkUrl', async () => {
		const api = await raw('/hl/v2/products/types/membership?limit=50');
		const r = await search('searchMembershipProducts');
		expect(requestsTo(sb, '/hl/v2/products/types/membership', 'GET').map((e) => e.query)).toEqual([
			{ limit: '50' },
		]);
		expect(
			requestsTo(sb, '/hl/v2/products', 'GET').filter((e) => e.path === '/hl/v2/products'),
		).toHaveLength(0);
		const memberships = newestFirst(stored('products').filter((p) => p.type === 'membership'));
		expect(memberships.length).toBeGreaterThan(1);
		expect(ids(r)).toEqual(memberships.map((p) => p.id));
		expect(r.results.map((x) => x.url)).toEqual(api.data.map((p) => p.linkUrl));
		expect(r.paginationToken).toBeUndefined();
		const p = memberships[1];
		const tiers = (p.membershipTier as IDataObject[]).length;
		expect(tiers).toBeGreaterThan(1);
		expect(r.results[1]).toEqual({
			name: `${p.name} · ${rupiahOf(p.amount)} · ${p.status} · ${tiers} tiers`,
			value: p.id,
			url: expect.stringMatching(/\/plink\//),
		});
	});

	test('a filter goes to Mayar as search and only membership products come back', async () => {
		const p = newestFirst(stored('products').filter((x) => x.type === 'membership'))[2];
		const word = p.name.split(' ')[1].toLowerCase();
		const r = await search('searchMembershipProducts', word);
		expect(requestsTo(sb, '/hl/v2/products/types/membership', 'GET').map((e) => e.query)).toEqual([
			{ limit: '50', search: word },
		]);
		expect(ids(r)).toContain(p.id);
		const byId = new Map(stored('products').map((x) => [x.id, x]));
		expect(r.results.every((x) => byId.get(x.value as string)?.type === 'membership')).toBe(true);
		// the same word over all products also finds products of other types, which this list leaves out
		const all = await search('searchProducts', word);
		expect(all.results.length).toBeGreaterThan(r.results.length);
	});
});

describe('Bundles (searchBundles)', () => {
	const bundles = () => newestFirst(stored('products').filter((p) => p.type === 'bundling'));

	test('label "name · Rp amount · status · N products", value = id, no url; one page, no token', async () => {
		const api = await raw('/hl/v2/bundling?limit=50');
		const r = await search('searchBundles');
		expect(requestsTo(sb, '/hl/v2/bundling', 'GET').map((e) => e.query)).toEqual([{ limit: '50' }]);
		expect(ids(r)).toEqual(bundles().map((b) => b.id));
		expect(r.paginationToken).toBeUndefined();
		const row = api.data[0];
		const count = (row.products as IDataObject[]).length;
		expect(count).toBeGreaterThanOrEqual(2);
		expect(r.results[0]).toEqual({
			name: `${row.name} · ${rupiahOf(row.amount)} · ${row.status} · ${count} products`,
			value: row.id,
			url: undefined,
		});
		expect(r.results.map((x) => x.name)).toEqual(
			expect.arrayContaining([expect.stringMatching(/ · unlisted · \d products$/)]),
		);
	});

	test('no keyword search in the API: the filter is not sent, and is matched here on name, status and ID', async () => {
		const b = bundles()[1];
		const r = await search('searchBundles', b.name.toUpperCase());
		expect(requestsTo(sb, '/hl/v2/bundling', 'GET').map((e) => e.query)).toEqual([{ limit: '50' }]);
		expect(ids(r)).toEqual([b.id]);
		expect(ids(await search('searchBundles', b.id.toUpperCase()))).toEqual([b.id]);
		expect(ids(await search('searchBundles', 'unlisted'))).toEqual(
			bundles()
				.filter((x) => x.status === 'unlisted')
				.map((x) => x.id),
		);
		sb.clearLog();
		expect(await search('searchBundles', 'tidak ada bundel ini')).toEqual({
			results: [],
			paginationToken: undefined,
		});
		expect(requestsTo(sb, '/hl/v2/bundling', 'GET')).toHaveLength(1);
	});
});

describe('The locators of credit, membership, review and bundling', () => {
	const properties = new Mayar().description.properties;
	const fieldsOf = (resource: string, name: string) =>
		properties.filter(
			(p) =>
				p.name === name &&
				(p.displayOptions?.show?.resource as string[] | undefined)?.includes(resource),
		);
	const searchMethodOf = (p: INodeProperties) =>
		(p.modes?.find((m) => m.name === 'list')?.typeOptions as IDataObject | undefined)
			?.searchListMethod;

	// No count of operations: every operation of the resource that has the parameter is held to the locator, one
	// by one, and a failure names the operation's file and the shared field that gives it.
	test.each([
		['credit', 'customerId', 'Customer', 'searchCustomers', 'customerIdField of credit/shared.ts'],
		[
			'credit',
			'productId',
			'Credit Product',
			'searchProducts',
			'productIdField of credit/shared.ts',
		],
		[
			'membership',
			'productId',
			'Membership Product',
			'searchMembershipProducts',
			'productIdField of membership/shared.ts',
		],
		['review', 'customerId', 'Customer', 'searchCustomers', "getCustomerReview's locator"],
		['bundling', 'bundleId', 'Bundle', 'searchBundles', "get's locator"],
	])(
		'%s %s: a resource locator "%s" (From List with %s, or ID) on every operation that has it (%s)',
		(resource, name, label, method, shared) => {
			const entries = resourceList.find((r) => r.value === resource)?.entries ?? [];
			const having = entries.filter((e) => e.module.description.some((p) => p.name === name));
			expect(having.length).toBeGreaterThan(0);
			for (const e of having) {
				const p = e.module.description.find((q) => q.name === name) as INodeProperties;
				const shape = {
					displayName: p.displayName,
					type: p.type,
					required: p.required,
					default: p.default,
					modes: p.modes?.map((m) => m.name),
					searchListMethod: searchMethodOf(p),
				};
				const file = `nodes/Mayar/actions/${resource}/${e.value}.operation.ts`;
				expect({ file, use: shared, shape }).toEqual({
					file,
					use: shared,
					shape: {
						displayName: label,
						type: 'resourceLocator',
						required: true,
						default: { mode: 'list', value: '' },
						modes: ['list', 'id'],
						searchListMethod: method,
					},
				});
			}
			// What the node shows is what the operations declare.
			expect(fieldsOf(resource, name)).toHaveLength(having.length);
			expect(Object.keys(new Mayar().methods.listSearch)).toContain(method);
		},
	);

	test('the registered listSearch methods are exactly those the locators name (the node registers every export of methods/listSearch)', () => {
		const named = new Set(
			properties.filter((p) => p.type === 'resourceLocator').map(searchMethodOf),
		);
		expect(Object.keys(new Mayar().methods.listSearch).sort()).toEqual([...named].sort());
		expect(named.size).toBe(8);
	});
});
