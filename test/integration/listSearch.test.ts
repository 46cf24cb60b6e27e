/**
 * The resource locators' "From List": each listSearch method of the Mayar node, called through n8n-core's real
 * LoadOptionsContext (as the editor backend does) against the sandbox. Checks the labels, value (the ID) and URL
 * of the results, the query sent (limit 50, search, startingAfter), the pagination token, and that an API error
 * reaches the editor as an error instead of an empty list. Then picks a result and runs the operation with it.
 */
import type { IDataObject, INodeListSearchItems } from 'n8n-workflow';

import { requestsTo, runAgainst } from '../harness/sandbox';
import {
	sb,
	type Row,
	stored,
	newestFirst,
	ids,
	search,
	raw,
	allPages,
	pageSizes,
	expectStatusPagesCover,
	expectPagesCover,
} from './listSearch.kit';

describe('Products (searchProducts)', () => {
	test('first page: 50 newest products, label "name · Rp amount · status (Type as the filter names it)", value = id, url = linkUrl, token = nextStartingAfter', async () => {
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
		expect(
			r.results[7].name.startsWith(
				`${p.name} · Rp ${(p.amount as number).toLocaleString('id-ID')} · ${p.status} (`,
			),
		).toBe(true);
		// The type as the Type filter names it (Digital Product), never Mayar's value (digital_product).
		expect(r.results.map((x) => x.name)).not.toContainEqual(
			expect.stringMatching(/\([a-z]+_[a-z_]+\)$/),
		);
		expect(new Set(r.results.map((x) => /\(([^)]*)\)$/.exec(x.name)?.[1]))).not.toContain(
			undefined,
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
				name: 'Kelas Batik Tulis Lsearch · Rp 1.250.000 · active (Payment Link)',
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
