import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const TYPES = [
	'generic_link',
	'physical_product',
	'event',
	'webinar',
	'digital_product',
	'coaching',
	'course',
	'cohort_based',
	'fundraising',
	'ebook',
	'podcast',
	'audiobook',
	'membership',
	'zakat',
	'invoice',
	'bundling',
	'saas',
	'payment_request',
	'support',
];
/** Every field of the spec's Product (list item) table, less transactions (V2 response changes). */
const LIST_FIELDS = [
	'id',
	'amount',
	'category',
	'createdAt',
	'description',
	'link',
	'type',
	'subType',
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
	'linkUrl',
	'linkPayment',
];

const rl = (value: string) => ({ __rl: true, mode: 'id', value });
/** A value given by an expression, as a mapped field would be: n8n's own required/regex checks do not see it. */
const expr = (value: string) => `={{ ${JSON.stringify(value)} }}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
let seq = 0;
const next = () => ++seq;

type Stored = IDataObject & {
	id: string;
	type: string;
	status: string;
	name: string;
	link: string;
	amount: number;
};
const stored = () => sb.store.products as unknown as Stored[];
const storedById = (id: string) => stored().find((p) => p.id === id) as Stored;
/** A seeded product of this type, found in the sandbox's store (test setup, not through the node). */
const seeded = (type: string, status = 'active') =>
	stored().find((p) => p.type === type && p.status === status) as Stored;

async function get(id: string): Promise<IDataObject> {
	const r = await runAgainst(sb, {
		resource: 'product',
		operation: 'get',
		productId: rl(id),
		simplify: false,
	});
	expect(r.error).toBeUndefined();
	return r.items[0].json;
}

/** Runs an operation that must fail before any request, and returns its error. */
async function refused(params: IDataObject, message: RegExp): Promise<IDataObject> {
	sb.clearLog();
	const r = await runAgainst(sb, { resource: 'product', ...params });
	expect(r.error?.name).toBe('NodeOperationError');
	expect(r.error?.message).toMatch(message);
	expect(r.error?.message).toMatch(/\(item 0\)/);
	expect(sb.log).toHaveLength(0);
	return r.error as IDataObject;
}

async function expect404(params: IDataObject) {
	sb.clearLog();
	const r = await runAgainst(sb, { resource: 'product', ...params });
	expect(r.error?.name).toBe('NodeApiError');
	expect(r.error?.httpCode).toBe('404');
	expect(r.error?.message).toMatch(/not found/i);
	expect(String(r.error?.description)).toMatch(/found no such record\. Check the ID/);
	expect(sb.log).toHaveLength(1);
	expect(sb.log[0].status).toBe(404);
}

/** Checks a create answer: the spec's {id, link}, link being the public URL of the product's slug. */
function expectIdAndLink(out: IDataObject) {
	expect(Object.keys(out).sort()).toEqual(['id', 'link']);
	expect(out.id).toMatch(UUID);
	expect(String(out.link)).toMatch(/^https:\/\/.+\/pl\/[A-Za-z0-9_-]+$/);
}

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

	test('an unknown id is a 404 NodeApiError with the not-found hint', async () => {
		await expect404({ operation: 'get', productId: rl(UNKNOWN_ID) });
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

describe('Create and Update Payment Link', () => {
	const createLink = (extra: IDataObject = {}) =>
		runAgainst(sb, {
			resource: 'product',
			operation: 'createPaymentLink',
			name: `Jasa Desain Logo ${next()}`,
			amount: 150000,
			...extra,
		});

	test('Create sends only what was set and returns the id and public link of a new generic_link product', async () => {
		const expiredAt = inDays(30);
		const r = await createLink({
			name: 'Jasa Buat Website Kece',
			additionalFields: {
				description: '<p>Website toko</p>',
				redirectUrl: 'https://example.com/thank-you',
				notes: 'catatan',
				expiredAt,
				purchaseLimit: 10,
				tax: 11000,
				coverImage: 'https://cdn.example.com/cover.jpg',
			},
		});
		expect(r.error).toBeUndefined();
		const out = r.items[0].json;
		expectIdAndLink(out);
		const sent = requestsTo(sb, '/hl/v2/products/create', 'POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toEqual({
			name: 'Jasa Buat Website Kece',
			amount: 150000,
			description: '<p>Website toko</p>',
			redirectUrl: 'https://example.com/thank-you',
			notes: 'catatan',
			expiredAt,
			limit: 10,
			tax: 11000,
			coverImage: 'https://cdn.example.com/cover.jpg',
		});
		const detail = await get(out.id as string);
		expect(detail).toMatchObject({
			type: 'generic_link',
			status: 'active',
			name: 'Jasa Buat Website Kece',
			amount: 150000,
			limit: 10,
			linkPayment: out.link,
		});
		expect(String(out.link).endsWith(`/pl/${detail.link}`)).toBe(true);
	});

	test('Create with only the required fields sends just name and amount', async () => {
		const r = await createLink({ name: 'Donasi Masjid' });
		expect(r.error).toBeUndefined();
		expect(requestsTo(sb, '/hl/v2/products/create')[0].body).toEqual({
			name: 'Donasi Masjid',
			amount: 150000,
		});
	});

	test.each([
		['an amount of 0', { amount: 0 }, /Amount must be a whole number of rupiah above 0/],
		['a fractional amount', { amount: 1500.5 }, /Amount must be a whole number/],
		['no name', { name: expr(' ') }, /Name is required/],
		[
			'an expiry in the past',
			{ additionalFields: { expiredAt: '2020-01-01T00:00:00Z' } },
			/Expires At is in the past/,
		],
		[
			'a redirect that is not a URL',
			{ additionalFields: { redirectUrl: 'example.com/thanks' } },
			/Redirect URL is not a valid http\(s\) URL/,
		],
		[
			'a purchase limit of 0',
			{ additionalFields: { purchaseLimit: 0 } },
			/Purchase Limit must be a whole number from 1/,
		],
	])('Create refuses %s before sending anything', async (_label, extra, message) => {
		await refused(
			{ operation: 'createPaymentLink', name: 'Produk', amount: 150000, ...(extra as IDataObject) },
			message,
		);
	});

	test('Create with a Read Only key is refused by Mayar with the Read & Write hint', async () => {
		const r = await runAgainst(
			sb,
			{ resource: 'product', operation: 'createPaymentLink', name: 'Produk', amount: 150000 },
			{ key: sb.keys.readOnly },
		);
		expect(r.error?.name).toBe('NodeApiError');
		expect(r.error?.httpCode).toBe('403');
		expect(String(r.error?.description)).toMatch(/Read Only key can only read/);
		expect(sb.log).toHaveLength(1);
	});

	test('Update sends the id in the path and the body, only the fields set, and moves the slug', async () => {
		const made = (await createLink()).items[0].json;
		const before = storedById(made.id as string);
		sb.clearLog();
		const slug = `jasa-desain-baru-${next()}`;
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updatePaymentLink',
			productId: rl(made.id as string),
			updateFields: { name: 'Jasa Desain Logo Premium', link: slug },
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toEqual({
			id: made.id,
			link: `https://toko-sandbox.myr.id/pl/${slug}`,
		});
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: `/hl/v2/products/payment-link/${made.id}/update`,
		});
		expect(sb.log[0].body).toEqual({ id: made.id, name: 'Jasa Desain Logo Premium', link: slug });
		const detail = await get(made.id as string);
		// partial: the amount and description stay as they were
		expect(detail).toMatchObject({
			name: 'Jasa Desain Logo Premium',
			link: slug,
			amount: before.amount,
			description: before.description,
		});
	});

	test('Update with no fields, or only empty ones, is refused with zero requests sent', async () => {
		const p = seeded('generic_link');
		for (const updateFields of [{}, { name: '', link: '  ' }]) {
			const error = await refused(
				{ operation: 'updatePaymentLink', productId: rl(p.id), updateFields },
				/Update Fields must hold at least one field to change/,
			);
			expect(String(error.description)).toMatch(/at least one field besides the ID/);
		}
	});

	test('Update refuses a link that is not a slug before sending', async () => {
		const p = seeded('generic_link');
		for (const link of [
			'kopi gayo',
			'https://toko.myr.id/pl/kopi',
			'kopi/../x',
			'-kopi',
			'kopi--gayo',
		]) {
			const error = await refused(
				{ operation: 'updatePaymentLink', productId: rl(p.id), updateFields: { link } },
				/Link Slug is not a slug/,
			);
			expect(String(error.description)).toMatch(/only the last part of the product URL/);
		}
	});

	test('Update to a slug another product holds is a 409 conflict', async () => {
		const [a, b] = stored().filter((p) => p.type === 'generic_link');
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updatePaymentLink',
			productId: rl(a.id),
			updateFields: { name: a.name, link: b.link },
		});
		expect(r.error?.httpCode).toBe('409');
		expect(r.error?.message).toMatch(/already exist/);
		expect(String(r.error?.description)).toMatch(/Conflict/);
		expect(storedById(a.id).link).not.toBe(b.link);
	});

	test('Mayar refusing an update with HTTP 200 and statusCode 400 in the body raises an error naming the field', async () => {
		// A membership product's edit requires amount (spec); Mayar reports it as HTTP 200 {statusCode:400, messages:"failed"}.
		const m = seeded('membership');
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updatePaymentLink',
			productId: rl(m.id),
			updateFields: { name: 'Membership Baru' },
		});
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].status).toBe(200);
		expect(r.error?.name).toBe('NodeApiError');
		expect(r.error?.httpCode).toBe('400');
		expect(r.error?.message).toMatch(/amount/);
		expect(String(r.error?.description)).toMatch(/Details: .*amount/);
		expect(storedById(m.id).name).not.toBe('Membership Baru');
	});

	test('Update of an unknown product is a 404 with the not-found hint', async () => {
		await expect404({
			operation: 'updatePaymentLink',
			productId: rl(UNKNOWN_ID),
			updateFields: { name: 'X' },
		});
	});

	test('Continue On Fail: an item with nothing to change becomes an error item, the others are updated', async () => {
		const ids = stored()
			.filter((p) => p.type === 'generic_link')
			.slice(2, 4)
			.map((p) => p.id);
		const rows = [
			{ id: ids[0], notes: 'satu', name: 'Satu' },
			{ id: ids[1], notes: '', name: '' },
			{ id: ids[1], notes: 'dua', name: 'Dua' },
		];
		const r = await runAgainst(
			sb,
			{
				resource: 'product',
				operation: 'updatePaymentLink',
				productId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
				updateFields: { notes: '={{ $json.notes }}', name: '={{ $json.name }}' },
			},
			{ items: rows, onError: 'continueRegularOutput' },
		);
		expect(r.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(r.items[0].json).toMatchObject({ id: ids[0] });
		expect(r.items[1].json.error).toMatch(
			/Update Fields must hold at least one field to change \(item 1\)/,
		);
		expect(r.items[2].json).toMatchObject({ id: ids[1] });
		expect(sb.log.map((e) => e.body)).toEqual([
			{ id: ids[0], notes: 'satu', name: 'Satu' },
			{ id: ids[1], notes: 'dua', name: 'Dua' },
		]);
	});

	test.each(['spec', 'live'] as const)(
		'%s profile: an update without Name is refused before sending (live Mayar answers HTTP 200 "failed" without it)',
		async (profile) => {
			sb.setProfile(profile);
			try {
				const p = seeded('generic_link');
				const r = await runAgainst(sb, {
					resource: 'product',
					operation: 'updatePaymentLink',
					productId: rl(p.id),
					updateFields: { notes: 'Kirim brief' },
				});
				expect(r.error?.message).toMatch(/Name is needed to update a payment link/);
				expect(sb.log).toHaveLength(0);
			} finally {
				sb.setProfile('spec');
			}
		},
	);

	test('live profile: a membership product without Amount is Mayar\'s HTTP 200 "failed", an error naming amount', async () => {
		sb.setProfile('live');
		try {
			const m = seeded('membership');
			const r = await runAgainst(sb, {
				resource: 'product',
				operation: 'updatePaymentLink',
				productId: rl(m.id),
				updateFields: { name: 'Membership Baru' },
			});
			expect(sb.log[0].status).toBe(200);
			expect(r.error?.name).toBe('NodeApiError');
			expect(r.error?.message).toMatch(/amount/);
		} finally {
			sb.setProfile('spec');
		}
	});
});

describe('Create and Update Digital Product', () => {
	const base = () => ({
		resource: 'product',
		operation: 'createDigitalProduct',
		name: `Template Excel Keuangan ${next()}`,
		description: 'Template siap pakai',
		amount: 99000,
		redirectUrl: 'https://example.com/download',
	});

	test('Create sends the required fields and the additional ones, and returns id and link', async () => {
		const params = {
			...base(),
			additionalFields: {
				crossoutPrice: 149000,
				purchaseLimit: 500,
				tax: 0,
				notes: 'PDF dan XLSX',
			},
		};
		const r = await runAgainst(sb, params);
		expect(r.error).toBeUndefined();
		const out = r.items[0].json;
		expectIdAndLink(out);
		const sent = requestsTo(sb, '/hl/v2/products/digital-product/create', 'POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toEqual({
			name: params.name,
			description: 'Template siap pakai',
			amount: 99000,
			redirectUrl: 'https://example.com/download',
			crossoutPrice: 149000,
			limit: 500,
			tax: 0,
			notes: 'PDF dan XLSX',
		});
		expect(await get(out.id as string)).toMatchObject({
			type: 'digital_product',
			name: params.name,
			amount: 99000,
			limit: 500,
		});
		// The product detail documents no crossoutPrice (docs product/detail): Mayar's own record shows it was kept.
		expect(storedById(out.id as string)).toMatchObject({ crossoutPrice: 149000, limit: 500 });
	});

	test('Create refuses a missing description or redirect URL (required by the spec) before sending', async () => {
		await refused({ ...base(), description: expr('') }, /Description is required/);
		await refused({ ...base(), redirectUrl: expr('') }, /Redirect URL is required/);
	});

	test('Update is partial and sends the id in the path and the body', async () => {
		const p = seeded('digital_product');
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updateDigitalProduct',
			productId: rl(p.id),
			updateFields: { amount: 79000, crossoutPrice: 99000 },
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toEqual({ id: p.id, link: `https://toko-sandbox.myr.id/pl/${p.link}` });
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: `/hl/v2/products/digital-product/${p.id}/update`,
		});
		expect(sb.log[0].body).toEqual({ id: p.id, amount: 79000, crossoutPrice: 99000 });
		expect(await get(p.id)).toMatchObject({ amount: 79000, name: p.name });
		expect(storedById(p.id)).toMatchObject({ amount: 79000, crossoutPrice: 99000, name: p.name });
	});

	test('Update with no fields is refused with zero requests; an unknown id is a 404', async () => {
		await refused(
			{
				operation: 'updateDigitalProduct',
				productId: rl(seeded('digital_product').id),
				updateFields: {},
			},
			/Update Fields must hold at least one field/,
		);
		await expect404({
			operation: 'updateDigitalProduct',
			productId: rl(UNKNOWN_ID),
			updateFields: { notes: 'x' },
		});
	});
});

describe('Create and Update Event', () => {
	const schedule = () => ({
		paymentType: 'paid',
		startAt: inDays(1),
		eventStartAt: inDays(20),
		eventEndAt: inDays(21),
		expiredAt: inDays(19),
	});
	const base = () => ({
		resource: 'product',
		operation: 'createEvent',
		name: `Workshop Batik Tulis ${next()}`,
		description: 'Workshop 2 hari',
		amount: 350000,
		...schedule(),
	});

	test('Create sends the schedule and nests the event details under event', async () => {
		const params = {
			...base(),
			additionalFields: {
				eventUrl: 'https://meet.example.com/batik',
				terms: 'Tidak dapat di-refund',
				purchaseLimit: 40,
				eventAddress: 'Jl. Malioboro 1, Yogyakarta',
				isOnlineEvent: false,
				maxTicket: 5,
			},
		};
		const r = await runAgainst(sb, params);
		expect(r.error).toBeUndefined();
		const out = r.items[0].json;
		expectIdAndLink(out);
		const sent = requestsTo(sb, '/hl/v2/products/event/create', 'POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toEqual({
			name: params.name,
			description: 'Workshop 2 hari',
			amount: 350000,
			paymentType: 'paid',
			startAt: params.startAt,
			eventStartAt: params.eventStartAt,
			eventEndAt: params.eventEndAt,
			expiredAt: params.expiredAt,
			eventUrl: 'https://meet.example.com/batik',
			terms: 'Tidak dapat di-refund',
			limit: 40,
			event: { eventAddress: 'Jl. Malioboro 1, Yogyakarta', isOnlineEvent: false, maxTicket: 5 },
		});
		const detail = await get(out.id as string);
		expect(detail).toMatchObject({
			type: 'event',
			event: { eventAddress: 'Jl. Malioboro 1, Yogyakarta', isOnlineEvent: false, maxTicket: 5 },
		});
		// The schedule is not among the documented product-detail fields (docs product/detail): Mayar's record holds it.
		expect(storedById(out.id as string)).toMatchObject({
			paymentType: 'paid',
			eventStartAt: params.eventStartAt,
			eventEndAt: params.eventEndAt,
		});
	});

	test.each([
		[
			'an end before the start',
			() => ({ eventStartAt: inDays(20), eventEndAt: inDays(19) }),
			/Event End At \(.+\) must be after Event Start At/,
		],
		[
			'an end equal to the start',
			() => {
				const t = inDays(20);
				return { eventStartAt: t, eventEndAt: t };
			},
			/Event End At \(.+\) must be after Event Start At/,
		],
		[
			'sales ending before they start',
			() => ({ startAt: inDays(10), expiredAt: inDays(5) }),
			/Expires At \(.+\) must be after Sales Start At/,
		],
		['no payment type', () => ({ paymentType: expr('') }), /Payment Type is required/],
		['no sales start', () => ({ startAt: expr('') }), /Sales Start At is required/],
		[
			'an event that already ended',
			() => ({ eventStartAt: '2020-01-01T00:00:00Z', eventEndAt: '2020-01-02T00:00:00Z' }),
			/Event End At is in the past/,
		],
	])('Create refuses %s before sending anything', async (_label, extra, message) => {
		await refused({ ...base(), ...extra() }, message);
	});

	test('Update sends only the changed schedule, with the id in the path and the body', async () => {
		const p = seeded('event');
		const eventStartAt = inDays(40);
		const eventEndAt = inDays(41);
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updateEvent',
			productId: rl(p.id),
			updateFields: { eventStartAt, eventEndAt, maxTicket: 2 },
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toMatchObject({ id: p.id });
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: `/hl/v2/products/event/${p.id}/update`,
		});
		expect(sb.log[0].body).toEqual({ id: p.id, eventStartAt, eventEndAt, event: { maxTicket: 2 } });
		expect(await get(p.id)).toMatchObject({ name: p.name, event: { maxTicket: 2 } });
		expect(storedById(p.id)).toMatchObject({ eventStartAt, eventEndAt, name: p.name });
	});

	test('Update with no fields, or an end before the start, is refused with zero requests', async () => {
		const p = seeded('event');
		await refused(
			{ operation: 'updateEvent', productId: rl(p.id), updateFields: {} },
			/Update Fields must hold at least one field/,
		);
		await refused(
			{
				operation: 'updateEvent',
				productId: rl(p.id),
				updateFields: { eventStartAt: inDays(9), eventEndAt: inDays(8) },
			},
			/Event End At .* must be after Event Start At/,
		);
	});
});

describe('Create and Update Webinar', () => {
	const base = () => ({
		resource: 'product',
		operation: 'createWebinar',
		name: `Webinar Investasi Saham ${next()}`,
		description: 'Belajar dasar',
		amount: 100000,
		crossoutPrice: 199000,
		eventUrl: 'https://zoom.us/j/123456',
		paymentType: 'paid',
		startAt: inDays(1),
		eventStartAt: inDays(10),
		eventEndAt: new Date(Date.parse(inDays(10)) + 3 * 3_600_000).toISOString(),
		expiredAt: inDays(9),
	});

	test('Create sends the webinar fields and returns id and link', async () => {
		const params = {
			...base(),
			additionalFields: {
				terms: 'Tidak ada refund',
				redirectUrl: 'https://example.com/webinar-thanks',
			},
		};
		const r = await runAgainst(sb, params);
		expect(r.error).toBeUndefined();
		const out = r.items[0].json;
		expectIdAndLink(out);
		expect(requestsTo(sb, '/hl/v2/products/webinar/create', 'POST')[0].body).toEqual({
			name: params.name,
			description: 'Belajar dasar',
			amount: 100000,
			crossoutPrice: 199000,
			eventUrl: 'https://zoom.us/j/123456',
			paymentType: 'paid',
			startAt: params.startAt,
			eventStartAt: params.eventStartAt,
			eventEndAt: params.eventEndAt,
			expiredAt: params.expiredAt,
			terms: 'Tidak ada refund',
			redirectUrl: 'https://example.com/webinar-thanks',
		});
		expect(await get(out.id as string)).toMatchObject({
			type: 'webinar',
			name: params.name,
			redirectUrl: 'https://example.com/webinar-thanks',
		});
		// eventUrl and crossoutPrice are not among the documented product-detail fields: Mayar's record holds them.
		expect(storedById(out.id as string)).toMatchObject({
			eventUrl: 'https://zoom.us/j/123456',
			crossoutPrice: 199000,
		});
	});

	test('Create refuses an event URL that is not a URL, and a missing one, before sending', async () => {
		await refused({ ...base(), eventUrl: 'zoom 123456' }, /Event URL is not a valid http\(s\) URL/);
		await refused({ ...base(), eventUrl: expr('') }, /Event URL is required/);
	});

	test('Update sends the id in the path and the body', async () => {
		const p = seeded('webinar');
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updateWebinar',
			productId: rl(p.id),
			updateFields: {
				eventUrl: 'https://zoom.us/j/999',
				redirectUrl: 'https://example.com/webinar-baru',
			},
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: `/hl/v2/products/webinar/${p.id}/update`,
		});
		expect(sb.log[0].body).toEqual({
			id: p.id,
			eventUrl: 'https://zoom.us/j/999',
			redirectUrl: 'https://example.com/webinar-baru',
		});
		expect(await get(p.id)).toMatchObject({ redirectUrl: 'https://example.com/webinar-baru' });
		expect(storedById(p.id)).toMatchObject({
			eventUrl: 'https://zoom.us/j/999',
			redirectUrl: 'https://example.com/webinar-baru',
		});
	});

	test('Update with no fields is refused with zero requests; an unknown id is a 404', async () => {
		await refused(
			{ operation: 'updateWebinar', productId: rl(seeded('webinar').id), updateFields: {} },
			/Update Fields must hold at least one field/,
		);
		await expect404({
			operation: 'updateWebinar',
			productId: rl(UNKNOWN_ID),
			updateFields: { name: 'x' },
		});
	});
});

describe('Update Fields offer only what Mayar documents for each edit', () => {
	const updateFieldsOf = async (operation: string) => {
		const { Mayar } = await import('../../nodes/Mayar/Mayar.node');
		const p = new Mayar().description.properties.find(
			(x) =>
				x.name === 'updateFields' &&
				(x.displayOptions?.show?.operation as string[] | undefined)?.includes(operation),
		) as INodeProperties;
		return (p.options as INodeProperties[]).map((o) => o.name).sort();
	};

	test('Payment Link: no Purchase Limit, Tax or Cover Image (spec paymentlink/edit, docs genericlink/edit)', async () => {
		expect(await updateFieldsOf('updatePaymentLink')).toEqual([
			'amount',
			'description',
			'expiredAt',
			'link',
			'name',
			'notes',
			'redirectUrl',
		]);
	});

	test("Webinar: the fields of docs webinar/edit plus V2's link; a field left from an older workflow (notes) is not sent", async () => {
		expect(await updateFieldsOf('updateWebinar')).toEqual([
			'amount',
			'crossoutPrice',
			'description',
			'eventUrl',
			'expiredAt',
			'link',
			'name',
			'redirectUrl',
		]);
		const p = seeded('webinar');
		const name = `Webinar Nama Baru ${next()}`;
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updateWebinar',
			productId: rl(p.id),
			updateFields: { name, notes: 'tidak dikirim' },
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => e.body)).toEqual([{ id: p.id, name }]);
		expect(storedById(p.id).name).toBe(name);
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

	test('an invalid action is refused before sending; an unknown product is a 404', async () => {
		const p = seeded('course');
		await refused(
			{ operation: 'setStatus', productId: rl(p.id), status: expr('deleted') },
			/Status must be one of active, closed, unlisted/,
		);
		await expect404({ operation: 'setStatus', productId: rl(UNKNOWN_ID), status: 'closed' });
	});
});

describe('Create: required Amount and Crossout Price are at least 1, with no guessed price', () => {
	const productProps = async () => {
		const { Mayar } = await import('../../nodes/Mayar/Mayar.node');
		const all = new Mayar().description.properties.filter((p) =>
			(p.displayOptions?.show?.resource as string[] | undefined)?.includes('product'),
		);
		return (operation: string, name: string) =>
			all.find(
				(p) =>
					p.name === name &&
					(p.displayOptions?.show?.operation as string[] | undefined)?.includes(operation),
			);
	};

	test('Create Payment Link with Amount left at its default (0) is refused before any request', async () => {
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'createPaymentLink',
			name: `Kelas Harga Bawaan ${next()}`,
		});
		expect(r.error?.message).toBe(
			'Amount must be a whole number of rupiah above 0, not 0 (item 0)',
		);
		expect(sb.log).toHaveLength(0);
	});

	test('Create Webinar with Crossout Price left at its default (0) is refused before any request', async () => {
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'createWebinar',
			name: `Webinar Harga Bawaan ${next()}`,
			description: 'Belajar dasar',
			eventUrl: 'https://zoom.us/j/123456',
			amount: 100000,
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(10),
			eventEndAt: inDays(11),
			expiredAt: inDays(9),
		});
		expect(r.error?.message).toBe(
			'Crossout Price must be a whole number of rupiah above 0, not 0 (item 0)',
		);
		expect(sb.log).toHaveLength(0);
	});

	test('the required parameters carry minValue 1; the optional Amount and Crossout Price (Additional and Update Fields) are unchanged', async () => {
		const field = await productProps();
		for (const operation of [
			'createPaymentLink',
			'createDigitalProduct',
			'createEvent',
			'createWebinar',
		]) {
			expect({ operation, ...field(operation, 'amount') }).toMatchObject({
				operation,
				required: true,
				default: 0,
				typeOptions: { minValue: 1 },
			});
		}
		expect(field('createWebinar', 'crossoutPrice')).toMatchObject({
			required: true,
			default: 0,
			typeOptions: { minValue: 1 },
		});
		const option = (operation: string, collection: string, name: string) =>
			(field(operation, collection)?.options as INodeProperties[]).find(
				(o) => o.name === name,
			) as INodeProperties;
		for (const [operation, collection, name] of [
			['createDigitalProduct', 'additionalFields', 'crossoutPrice'],
			['createEvent', 'additionalFields', 'crossoutPrice'],
			['updatePaymentLink', 'updateFields', 'amount'],
			['updateWebinar', 'updateFields', 'crossoutPrice'],
		]) {
			const o = option(operation, collection, name);
			expect({
				operation,
				name,
				default: o.default,
				typeOptions: o.typeOptions,
				required: o.required,
			}).toEqual({ operation, name, default: 0, typeOptions: undefined, required: undefined });
		}
	});
});
