/**
 * The resource locators' "From List": each listSearch method of the Mayar node, called through n8n-core's real
 * LoadOptionsContext (as the editor backend does) against the sandbox. Checks the labels, value (the ID) and URL
 * of the results, the query sent (limit 50, search, startingAfter), the pagination token, and that an API error
 * reaches the editor as an error instead of an empty list. Then picks a result and runs the operation with it.
 */
import type {
	IDataObject,
	INodeListSearchItems,
	INodeListSearchResult,
	INodeProperties,
} from 'n8n-workflow';

import { Mayar } from '../../nodes/Mayar/Mayar.node';
import {
	requestsTo,
	runAgainst,
	type Sandbox,
	searchAgainst,
	startSandbox,
} from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

type Row = IDataObject & { id: string; createdAt: number; name: string };
const stored = (key: string) => sb.store[key] as unknown as Row[];
const newestFirst = (rows: Row[]) => [...rows].sort((a, b) => b.createdAt - a.createdAt);
const ids = (r: INodeListSearchResult) => r.results.map((x) => x.value);

async function search(
	method: string,
	filter?: string,
	token?: string,
	key?: string,
): Promise<INodeListSearchResult> {
	return (await searchAgainst(sb, method, filter, token, { key })).result;
}

/** The list as the API itself answers it, read without the node (to compare ids, order and linkUrl). */
async function raw(
	path: string,
): Promise<
	IDataObject & { data: IDataObject[]; hasMore: boolean; nextStartingAfter: string | null }
> {
	const res = await fetch(`${sb.url}${path}`, {
		headers: { Authorization: `Bearer ${sb.keys.readWrite}` },
	});
	const body = (await res.json()) as IDataObject & {
		data: IDataObject[];
		hasMore: boolean;
		nextStartingAfter: string | null;
	};
	sb.clearLog();
	return body;
}

/**
 * Follows the pagination token to the end; checks each request carried the previous token as startingAfter. For a
 * list Mayar serves one status at a time (`variants`: the status query of each, in order), the token is
 * "<status index>~<cursor>" and each request must carry that status's query and the cursor after the "~".
 */
async function allPages(
	method: string,
	path: string,
	filter?: string,
	variants?: IDataObject[],
): Promise<INodeListSearchResult[]> {
	const pages: INodeListSearchResult[] = [];
	let token: string | undefined;
	do {
		sb.clearLog();
		const page = await search(method, filter, token);
		const sent = requestsTo(sb, path, 'GET');
		expect(sent.length).toBeGreaterThanOrEqual(1);
		if (variants) {
			const m = token === undefined ? null : /^(\d+)~(.*)$/.exec(token);
			if (token !== undefined) expect(m).not.toBeNull();
			const cursor = m && m[2] !== '' ? m[2] : undefined;
			expect(sent[0].query).toEqual({
				...variants[m ? Number(m[1]) : 0],
				limit: '50',
				...(cursor === undefined ? {} : { startingAfter: cursor }),
			});
		} else {
			expect(sent[0].query.startingAfter).toBe(token);
		}
		expect(sent[0].query.limit).toBe('50');
		pages.push(page);
		token = page.paginationToken;
		expect(pages.length).toBeLessThan(20);
	} while (token !== undefined);
	return pages;
}

/** The sizes of the pages of n records, 50 at a time (one empty page when there are none). */
const pageSizes = (n: number) =>
	n === 0 ? [0] : Array.from({ length: Math.ceil(n / 50) }, (_, k) => Math.min(50, n - 50 * k));

/**
 * A list read one status at a time: the pages of each status in `statuses` order, each status newest first, 50 a
 * page; within a status the token is "<index>~<cursor>", at the end of one "<next index>~", after the last none.
 */
function expectStatusPagesCover(
	pages: INodeListSearchResult[],
	rows: Row[],
	statuses: readonly string[],
) {
	const all = pages.flatMap(ids);
	expect(new Set(all).size).toBe(all.length);
	expect(all.length).toBe(rows.length);
	expect(all).toEqual(
		statuses.flatMap((st) => newestFirst(rows.filter((r) => r.status === st)).map((r) => r.id)),
	);
	const expected = statuses.flatMap((st, k) => {
		const mine = newestFirst(rows.filter((r) => r.status === st));
		const sizes = pageSizes(mine.length);
		return sizes.map((size, n) => ({
			size,
			token:
				n < sizes.length - 1
					? `${k}~${String(mine[50 * n + 49].createdAt)}`
					: k < statuses.length - 1
						? `${k + 1}~`
						: undefined,
		}));
	});
	expect(pages.map((p) => ({ size: p.results.length, token: p.paginationToken }))).toEqual(
		expected,
	);
}

/** Pages join up: no ID twice, and together they are the whole list, newest first. */
function expectPagesCover(pages: INodeListSearchResult[], rows: Row[]) {
	const all = pages.flatMap(ids);
	expect(new Set(all).size).toBe(all.length);
	expect(all).toEqual(newestFirst(rows).map((r) => r.id));
	for (const page of pages.slice(0, -1)) expect(page.results).toHaveLength(50);
	expect(pages[pages.length - 1].paginationToken).toBeUndefined();
}

describe('Products (searchProducts)', () => {
	test('first page: 50 newest products, label "name · Rp amount · status (type)", value = id, url = linkUrl, token = nextStartingAfter', async () => {
		const api = await raw('/hl/v2/products?limit=50');
		const r = await search('searchProducts');
		const sent = requestsTo(sb, '/hl/v2/products', 'GET');
		expect(sent).toHaveLength(1);
		expect(sent[0].query).toEqual({ limit: '50' });
		expect(r.results).toHaveLength(50);
		expect(ids(r)).toEqual(
			newestFirst(stored('products'))
				.slice(0, 50)
				.map((p) => p.id),
		);
		expect(r.results.map((x) => x.url)).toEqual(api.data.map((p) => p.linkUrl));
		expect(r.results[0].url).toMatch(/\/plink\/[a-z0-9-]+$/);
		const p = stored('products').find((x) => x.id === r.results[7].value) as Row;
		expect(r.results[7].name).toBe(
			`${p.name} · Rp ${(p.amount as number).toLocaleString('id-ID')} · ${p.status} (${p.type})`,
		);
		expect(api.hasMore).toBe(true);
		expect(r.paginationToken).toBe(api.nextStartingAfter);
		expect(r.paginationToken).toBe(String(newestFirst(stored('products'))[49].createdAt));
	});

	test('a filter goes to Mayar as search; the one match has the label of the product created', async () => {
		const created = await runAgainst(sb, {
			resource: 'product',
			operation: 'createPaymentLink',
			name: 'Kelas Batik Tulis Lsearch',
			amount: 1250000,
		});
		expect(created.error).toBeUndefined();
		sb.clearLog();
		const r = await search('searchProducts', 'batik tulis lsearch');
		expect(requestsTo(sb, '/hl/v2/products', 'GET').map((e) => e.query)).toEqual([
			{ limit: '50', search: 'batik tulis lsearch' },
		]);
		expect(r.results).toEqual([
			{
				name: 'Kelas Batik Tulis Lsearch · Rp 1.250.000 · active (generic_link)',
				value: created.items[0].json.id,
				url: expect.stringMatching(/\/plink\//),
			},
		]);
		expect(r.paginationToken).toBeUndefined();
		const none = await search('searchProducts', 'tidak ada produk seperti ini');
		expect(none).toEqual({ results: [], paginationToken: undefined });
	});

	test('the token gives the next page (startingAfter), with no overlap; the last page has no token', async () => {
		const pages = await allPages('searchProducts', '/hl/v2/products');
		expect(pages.length).toBe(3); // 121 products: 50 + 50 + 21
		expectPagesCover(pages, stored('products'));
	});
});

describe('Invoices (searchInvoices)', () => {
	test('label "name · Rp amount · status · customer e-mail"; search sent; no url (the list items carry no linkUrl)', async () => {
		const made = await runAgainst(sb, {
			resource: 'invoice',
			operation: 'create',
			name: 'Rahmat Lsearch',
			email: 'rahmat.lsearch@example.com',
			mobile: '081234567890',
			description: 'Pesanan LS-77',
			itemsInput: 'fields',
			items: {
				item: [
					{ description: 'Kopi Gayo 250 g', quantity: 2, rate: 85000 },
					{ description: 'Ongkir', quantity: 1, rate: 15000 },
				],
			},
			expiredAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
			redirectUrl: 'https://shop.example.com/thanks',
		});
		expect(made.error).toBeUndefined();
		sb.clearLog();
		// Mayar lists invoices one status at a time: the search goes with each status's query, active first.
		const r = await search('searchInvoices', 'LS-77');
		expect(requestsTo(sb, '/hl/v2/invoices', 'GET').map((e) => e.query)).toEqual([
			{ sort: 'active', status: 'active', limit: '50', search: 'LS-77' },
		]);
		expect(r).toEqual({
			results: [
				{
					name: 'Rahmat Lsearch · Rp 185.000 · active · rahmat.lsearch@example.com',
					value: made.items[0].json.id,
					url: undefined,
				},
			],
			paginationToken: '1~',
		});
		// The token goes on to the paid invoices, then the closed ones, with the search each time; none match, and the last has no token.
		sb.clearLog();
		expect(await search('searchInvoices', 'LS-77', r.paginationToken)).toEqual({
			results: [],
			paginationToken: '2~',
		});
		expect(await search('searchInvoices', 'LS-77', '2~')).toEqual({
			results: [],
			paginationToken: undefined,
		});
		expect(requestsTo(sb, '/hl/v2/invoices', 'GET').map((e) => e.query)).toEqual([
			{ sort: 'paid', status: 'paid', limit: '50', search: 'LS-77' },
			{ sort: 'closed', status: 'closed', limit: '50', search: 'LS-77' },
		]);
	});

	test('first page and every page after it: active, then paid, then closed, 50 a page, each newest first; ends without a token', async () => {
		const first = await search('searchInvoices');
		const inv = stored('invoices').find((x) => x.id === first.results[3].value) as Row;
		const email = (
			(sb.store.customers as IDataObject[]).find((c) => c.id === inv.customerId) as IDataObject
		).email;
		expect(first.results[3].name).toBe(
			`${inv.name} · Rp ${(inv.amount as number).toLocaleString('id-ID')} · ${inv.status} · ${email}`,
		);
		expect(first.results.every((x) => x.url === undefined)).toBe(true);
		const statuses = ['active', 'paid', 'closed'];
		const pages = await allPages(
			'searchInvoices',
			'/hl/v2/invoices',
			undefined,
			statuses.map((st) => ({ sort: st, status: st })),
		);
		expect(pages[0]).toEqual(first);
		expect(pages.length).toBeGreaterThan(statuses.length); // at least one status pages on with a cursor
		expectStatusPagesCover(pages, stored('invoices'), statuses);
	});
});

describe('Payment requests (searchPaymentRequests)', () => {
	test('label "name · Rp amount · status", value = id; no keyword search in the API: the filter is matched here, not sent', async () => {
		const all = await search('searchPaymentRequests');
		const p = stored('paymentRequests').find((x) => x.id === all.results[0].value) as Row;
		expect(all.results[0]).toEqual({
			name: `${p.name} · Rp ${(p.amount as number).toLocaleString('id-ID')} · ${p.status}`,
			value: p.id,
			url: undefined,
		});
		expect(all.results[0].name).toMatch(
			/^[A-Z][a-z]+ [A-Z][a-z]+ · Rp \d{1,3}(\.\d{3})* · (active|paid|closed)$/,
		);

		sb.clearLog();
		const lastName = p.name.split(' ')[1];
		const r = await search('searchPaymentRequests', lastName.toLowerCase());
		expect(requestsTo(sb, '/hl/v2/payments', 'GET')[0].query).toEqual({
			status: 'active',
			limit: '50',
		});
		expect(r.results.length).toBeGreaterThan(0);
		expect(r.results.map((x) => x.value)).toContain(p.id);
		expect(r.results.every((x) => x.name.toLowerCase().includes(lastName.toLowerCase()))).toBe(
			true,
		);
	});

	test('80 records, one status at a time (active, paid, closed): token "<status>~<cursor>", no overlap, no token at the end', async () => {
		const statuses = ['active', 'paid', 'closed'];
		const rows = stored('paymentRequests');
		expect(rows).toHaveLength(80);
		const pages = await allPages(
			'searchPaymentRequests',
			'/hl/v2/payments',
			undefined,
			statuses.map((st) => ({ status: st })),
		);
		expect(pages.map((p) => p.results.length)).toEqual(
			statuses.flatMap((st) => pageSizes(rows.filter((r) => r.status === st).length)),
		);
		expectStatusPagesCover(pages, rows, statuses);
	});
});

describe('Coupons (searchCoupons)', () => {
	const byCode = (code: string) =>
		stored('coupons').find((d) => (d.coupons as IDataObject[]).some((k) => k.code === code)) as Row;

	test('label "name · code · value · status", value = discount id; 2 pages of 55 coupons', async () => {
		const pages = await allPages('searchCoupons', '/hl/v2/coupons');
		expectPagesCover(pages, stored('coupons'));
		const all = pages.flatMap((p) => p.results);
		const item = (code: string) =>
			all.find((x) => x.value === byCode(code).id) as INodeListSearchItems;
		expect(item('HEMAT10')).toEqual({
			name: 'Hemat Sepuluh Persen · HEMAT10 · 10% · active',
			value: byCode('HEMAT10').id,
			url: undefined,
		});
		expect(item('KADALUARSA').name).toBe('Promo Kadaluarsa · KADALUARSA · Rp 5.000 · active');
		expect(item('MIN100K').name).toBe('Minimal Seratus Ribu · MIN100K · Rp 15.000 · active');
	});

	test('one-time codes show as a count', async () => {
		const made = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'create',
			name: 'Sekali Pakai Lsearch',
			couponType: 'onetime',
			discountType: 'monetary',
			value: 7500,
			totalCoupons: 3,
			eligibleCustomerType: 'all',
		});
		expect(made.error).toBeUndefined();
		const r = await search('searchCoupons', 'sekali pakai lsearch');
		expect(r.results).toEqual([
			{
				name: 'Sekali Pakai Lsearch · 3 codes · Rp 7.500 · active',
				value: made.items[0].json.id,
				url: undefined,
			},
		]);
	});

	test('no keyword search in the API: the filter is not sent, and is matched here on name, code and ID', async () => {
		const r = await search('searchCoupons', 'hemat10');
		expect(requestsTo(sb, '/hl/v2/coupons', 'GET').map((e) => e.query)).toEqual([{ limit: '50' }]);
		expect(ids(r)).toEqual([byCode('HEMAT10').id]);
		const id = byCode('KHUSUS1').id;
		expect(ids(await search('searchCoupons', id.toUpperCase()))).toEqual([id]);
	});

	test('a filter with no match on page 1 reads on (startingAfter) until a page has one', async () => {
		const r = await search('searchCoupons', 'Promo Musiman 48');
		const sent = requestsTo(sb, '/hl/v2/coupons', 'GET');
		const firstPage = await raw('/hl/v2/coupons?limit=50');
		expect(sent.map((e) => e.query)).toEqual([
			{ limit: '50' },
			{ limit: '50', startingAfter: firstPage.nextStartingAfter },
		]);
		expect(r.results.map((x) => x.name)).toEqual([
			expect.stringMatching(/^Promo Musiman 48 · PROMO048 · /),
		]);
		expect(r.paginationToken).toBeUndefined();
		sb.clearLog();
		expect(await search('searchCoupons', 'tidak ada kupon ini')).toEqual({
			results: [],
			paginationToken: undefined,
		});
		expect(requestsTo(sb, '/hl/v2/coupons', 'GET')).toHaveLength(2);
	});

	test('matches on page 1 come back with the token; the token gives the matches of page 2, none repeated', async () => {
		const codeOf = (x: INodeListSearchItems) => x.name.split(' · ')[1];
		const onPage1 = new Set(
			newestFirst(stored('coupons'))
				.slice(0, 50)
				.map((d) => d.id),
		);
		const first = await search('searchCoupons', 'musiman 4');
		expect(requestsTo(sb, '/hl/v2/coupons', 'GET')).toHaveLength(1);
		expect(first.results.length).toBeGreaterThan(0);
		expect(first.results.every((x) => onPage1.has(x.value as string))).toBe(true);
		const cursor = (await raw('/hl/v2/coupons?limit=50')).nextStartingAfter as string;
		expect(first.paginationToken).toBe(cursor);
		const second = await search('searchCoupons', 'musiman 4', first.paginationToken);
		expect(requestsTo(sb, '/hl/v2/coupons', 'GET').map((e) => e.query)).toEqual([
			{ limit: '50', startingAfter: cursor },
		]);
		expect(second.results.length).toBeGreaterThan(0);
		expect(second.results.some((x) => onPage1.has(x.value as string))).toBe(false);
		expect(second.paginationToken).toBeUndefined();
		// Together: "Promo Musiman 4" and 40 to 48, each once, newest (4) first.
		expect([...first.results, ...second.results].map(codeOf)).toEqual([
			'PROMO004',
			...Array.from({ length: 9 }, (_, n) => `PROMO0${40 + n}`),
		]);
	});
});

describe('Installments (searchInstallments)', () => {
	// The list rows are payment-link list items of type installment (docs installment/index; the contract's
	// installmentListItem): they carry no customer, so the label has no e-mail.
	test('label "name · Rp amount · status" (the rows carry no customer), value = the plan id; one page, no token', async () => {
		const r = await search('searchInstallments');
		expect(requestsTo(sb, '/hl/v2/installments', 'GET').map((e) => e.query)).toEqual([
			{ limit: '50' },
		]);
		const plans = stored('installments');
		expect(ids(r)).toEqual(newestFirst(plans).map((p) => p.id));
		// the list rows are payment links: their own id is not the plan's, so the value must come from installmentId
		const listed = await raw('/hl/v2/installments?limit=50');
		expect(listed.data.map((row) => row.installmentId)).toEqual(ids(r));
		expect(listed.data.some((row) => ids(r).includes(row.id as string))).toBe(false);
		expect(r.paginationToken).toBeUndefined();
		const kopi = plans.find((p) => p.description === 'Cicilan Kopi Gayo') as Row;
		const row = listed.data.find((x) => x.installmentId === kopi.id) as IDataObject;
		expect(row).not.toHaveProperty('customer');
		expect(row.name).toBe('Cicilan Kopi Gayo');
		expect(r.results.find((x) => x.value === kopi.id)).toEqual({
			name: `Cicilan Kopi Gayo · Rp 3.450.000 · ${kopi.status}`,
			value: kopi.id,
			url: undefined,
		});
	});

	test('the filter is matched here (not sent): by name and by plan ID; not by customer e-mail, which the rows do not carry', async () => {
		const kopi = stored('installments').find((p) => p.description === 'Cicilan Kopi Gayo') as Row;
		const r = await search('searchInstallments', 'KOPI gayo');
		expect(requestsTo(sb, '/hl/v2/installments', 'GET').map((e) => e.query)).toEqual([
			{ limit: '50' },
		]);
		expect(ids(r)).toEqual([kopi.id]);
		expect(ids(await search('searchInstallments', kopi.id.toUpperCase()))).toEqual([kopi.id]);
		sb.clearLog();
		const email = (
			(sb.store.customers as IDataObject[]).find((c) => c.id === kopi.customerId) as IDataObject
		).email as string;
		expect(await search('searchInstallments', email)).toEqual({
			results: [],
			paginationToken: undefined,
		});
		expect(requestsTo(sb, '/hl/v2/installments', 'GET').map((e) => e.query)).toEqual([
			{ limit: '50' },
		]);
	});
});

describe('Customers (searchCustomers)', () => {
	test('label "name · e-mail", value = id; 2 pages of 50 and the rest, no overlap', async () => {
		const pages = await allPages('searchCustomers', '/hl/v2/customers');
		expectPagesCover(pages, stored('customers'));
		const c = stored('customers').find((x) => x.email === 'budi.santoso0@example.com') as Row;
		expect(pages.flatMap((p) => p.results).find((x) => x.value === c.id)).toEqual({
			name: 'Budi Santoso · budi.santoso0@example.com',
			value: c.id,
			url: undefined,
		});
	});

	test('the filter is matched here on name and e-mail, not sent as search', async () => {
		const c = stored('customers').find((x) => x.email === 'budi.santoso0@example.com') as Row;
		const r = await search('searchCustomers', 'BUDI.SANTOSO0@');
		expect(requestsTo(sb, '/hl/v2/customers', 'GET')[0].query).toEqual({ limit: '50' });
		expect(r.results).toEqual([
			{ name: 'Budi Santoso · budi.santoso0@example.com', value: c.id, url: undefined },
		]);
	});
});

const rupiahOf = (amount: unknown) => `Rp ${(amount as number).toLocaleString('id-ID')}`;

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

	test.each([
		['credit', 'customerId', 'Customer', 'searchCustomers', 4],
		['credit', 'productId', 'Credit Product', 'searchProducts', 5],
		['membership', 'productId', 'Membership Product', 'searchMembershipProducts', 7],
		['review', 'customerId', 'Customer', 'searchCustomers', 1],
		['bundling', 'bundleId', 'Bundle', 'searchBundles', 1],
	])(
		'%s %s: a resource locator "%s" (From List with %s, or ID) on each of its %i operations',
		(resource, name, label, method, count) => {
			const fields = fieldsOf(resource, name);
			expect(fields).toHaveLength(count);
			for (const p of fields) {
				expect(p).toMatchObject({
					displayName: label,
					type: 'resourceLocator',
					required: true,
					default: { mode: 'list', value: '' },
				});
				expect(p.modes?.map((m) => m.name)).toEqual(['list', 'id']);
				expect(searchMethodOf(p)).toBe(method);
			}
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

describe('A picked membership product, bundle or customer runs its operation', () => {
	const list = (value: unknown) => ({ __rl: true, mode: 'list', value });
	const ms = () =>
		sb.store.memberships as unknown as {
			mainProductId: string;
			tiers: Array<{ id: string; paymentLinkId: string }>;
		};

	test('Membership > Get Tiers with the picked membership product', async () => {
		const main = stored('products').find((p) => p.id === ms().mainProductId) as Row;
		const picked = (await search('searchMembershipProducts', main.name)).results.find(
			(x) => x.value === main.id,
		) as INodeListSearchItems;
		expect(picked).toBeDefined();
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'membership',
			operation: 'getTiers',
			productId: list(picked.value),
			returnAll: true,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => [e.path, e.query.productId])).toEqual([
			['/hl/v2/memberships/tiers', main.id],
		]);
		expect(r.items.map((it) => it.json.id).sort()).toEqual(
			ms()
				.tiers.filter((t) => t.paymentLinkId === main.id)
				.map((t) => t.id)
				.sort(),
		);
	});

	test('Bundling > Get with the picked bundle; a non-UUID from an expression and an unknown ID keep their messages', async () => {
		const picked = (await search('searchBundles')).results[2];
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'bundling',
			operation: 'get',
			bundleId: list(picked.value),
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			`GET /hl/v2/bundling/${picked.value}`,
		]);
		expect(r.items[0].json).toMatchObject({ id: picked.value, type: 'bundling' });
		const bad = await runAgainst(sb, {
			resource: 'bundling',
			operation: 'get',
			bundleId: { __rl: true, mode: 'id', value: '={{ "bundel-1" }}' },
		});
		expect(bad.error?.message).toMatch(/^Bundle ID must be a Mayar ID/);
		const missing = await runAgainst(sb, {
			resource: 'bundling',
			operation: 'get',
			bundleId: { __rl: true, mode: 'id', value: '00000000-0000-4000-8000-000000000000' },
		});
		expect(missing.error?.description).toMatch(/Bundling > Get Many lists them/);
	});

	test('Credit > Get Customer Balance with the customer and the product picked from their lists', async () => {
		const credit = sb.store.credit as unknown as { mainCustomerId: string; mainProductId: string };
		const customer = (sb.store.customers as IDataObject[]).find(
			(c) => c.id === credit.mainCustomerId,
		) as IDataObject;
		const product = stored('products').find((p) => p.id === credit.mainProductId) as Row;
		const pickedCustomer = (await search('searchCustomers', customer.email as string)).results[0];
		const pickedProduct = (await search('searchProducts', product.name)).results.find(
			(x) => x.value === product.id,
		) as INodeListSearchItems;
		expect(pickedCustomer.value).toBe(customer.id);
		expect(pickedProduct.name).toMatch(/\((saas|membership)\)$/);
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'credit',
			operation: 'getBalance',
			customerId: list(pickedCustomer.value),
			productId: list(pickedProduct.value),
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => [e.path, e.query])).toEqual([
			['/credit/v2/credit/customer/balance', { customerId: customer.id, productId: product.id }],
		]);
		expect(r.items[0].json).toMatchObject({
			customerId: customer.id,
			productId: product.id,
			customerBalance: expect.any(Number),
		});
	});

	test("Review > Get Customer's Review with the picked customer", async () => {
		const reviewsStore = sb.store.reviews as IDataObject[];
		const review = reviewsStore.find(
			(x) => typeof x.customerId === 'string' && typeof x.paymentLinkId === 'string',
		) as IDataObject;
		const customer = (sb.store.customers as IDataObject[]).find(
			(c) => c.id === review.customerId,
		) as IDataObject;
		const picked = (await search('searchCustomers', customer.email as string)).results[0];
		expect(picked.value).toBe(customer.id);
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'getCustomerReview',
			paymentLinkId: { __rl: true, mode: 'id', value: review.paymentLinkId },
			customerId: list(picked.value),
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => [e.path, e.query])).toEqual([
			[`/hl/v2/products/${review.paymentLinkId}/reviews/customer`, { customerId: customer.id }],
		]);
		expect(r.items[0].json).toMatchObject({ found: true, customerId: customer.id });
	});
});

describe('Errors reach the editor as errors, not as an empty list', () => {
	test.each([
		['searchProducts', '/hl/v2/products'],
		['searchInvoices', '/hl/v2/invoices'],
		['searchPaymentRequests', '/hl/v2/payments'],
		['searchCoupons', '/hl/v2/coupons'],
		['searchInstallments', '/hl/v2/installments'],
		['searchCustomers', '/hl/v2/customers'],
		['searchMembershipProducts', '/hl/v2/products/types/membership'],
		['searchBundles', '/hl/v2/bundling'],
	])(
		'%s with a key of the other environment: 401 with the key hint, sent once',
		async (method, path) => {
			const call = search(method, undefined, undefined, sb.keys.otherEnv);
			await expect(call).rejects.toMatchObject({
				name: 'NodeApiError',
				httpCode: '401',
				message: expect.stringMatching(/^Mayar: /),
				description: expect.stringMatching(
					/Check the key in the credential, and that it belongs to the selected environment/,
				),
			});
			const sent = requestsTo(sb, path, 'GET');
			expect(sent).toHaveLength(1);
			expect(sent[0].status).toBe(401);
		},
	);

	test('a Read Only key may list (GET only)', async () => {
		const r = await search('searchCoupons', undefined, undefined, sb.keys.readOnly);
		expect(r.results).toHaveLength(50);
	});

	test('a token the API never issued is an error (400), not an empty page', async () => {
		await expect(search('searchInvoices', undefined, '12345')).rejects.toMatchObject({
			httpCode: '400',
		});
	});
});

describe('A picked result runs the operation', () => {
	test('Coupon > Get with the "From List" value, and with the "ID" mode', async () => {
		const picked = (await search('searchCoupons', 'HEMAT10')).results[0];
		for (const mode of ['list', 'id']) {
			sb.clearLog();
			const r = await runAgainst(sb, {
				resource: 'coupon',
				operation: 'get',
				couponId: { __rl: true, mode, value: picked.value },
			});
			expect(r.error).toBeUndefined();
			expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
				`GET /hl/v2/coupons/${picked.value}`,
			]);
			expect(r.items[0].json).toMatchObject({ id: picked.value, name: 'Hemat Sepuluh Persen' });
		}
		// A typed non-UUID is refused by n8n itself (the ID mode's validation); one from an expression, by the node.
		await expect(
			runAgainst(sb, {
				resource: 'coupon',
				operation: 'get',
				couponId: { __rl: true, mode: 'id', value: 'HEMAT10' },
			}),
		).rejects.toThrow(/Not a Mayar ID/);
		const bad = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'get',
			couponId: { __rl: true, mode: 'id', value: '={{ "HEMAT10" }}' },
		});
		expect(bad.error?.message).toMatch(/^Coupon ID must be a Mayar ID/);
		const missing = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'get',
			couponId: { __rl: true, mode: 'id', value: '00000000-0000-4000-8000-000000000000' },
		});
		expect(missing.error?.description).toMatch(/to look a code up, use Check Usage/);
	});

	test('Installment > Get with the picked plan', async () => {
		const picked = (await search('searchInstallments', 'kopi gayo')).results[0];
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'installment',
			operation: 'get',
			installmentId: { __rl: true, mode: 'list', value: picked.value },
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			`GET /hl/v2/installments/${picked.value}`,
		]);
		expect(r.items[0].json).toMatchObject({ id: picked.value, description: 'Cicilan Kopi Gayo' });
		const bad = await runAgainst(sb, {
			resource: 'installment',
			operation: 'get',
			installmentId: { __rl: true, mode: 'id', value: '={{ "kopi" }}' },
		});
		expect(bad.error?.message).toMatch(/^Installment ID must be a Mayar ID/);
	});

	test('Customer > Update Email with the picked customer; unknown ID keeps its 404 hint', async () => {
		const picked = (await search('searchCustomers', 'siti')).results[0];
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'updateEmail',
			customerId: { __rl: true, mode: 'list', value: picked.value },
			toEmail: 'siti.baru.lsearch@example.com',
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			`POST /hl/v2/customers/${picked.value}/update`,
		]);
		expect(r.items[0].json).toMatchObject({
			id: picked.value,
			email: 'siti.baru.lsearch@example.com',
			success: true,
		});
		expect(stored('customers').find((c) => c.id === picked.value)?.email).toBe(
			'siti.baru.lsearch@example.com',
		);
		const missing = await runAgainst(sb, {
			resource: 'customer',
			operation: 'updateEmail',
			customerId: { __rl: true, mode: 'id', value: '00000000-0000-4000-8000-000000000000' },
			toEmail: 'x@example.com',
		});
		expect(missing.error?.description).toMatch(/Look the ID up with Customer > Get by Email/);
	});
});
