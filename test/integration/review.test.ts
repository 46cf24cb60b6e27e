import type { IDataObject } from 'n8n-workflow';

import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const rl = (value: string) => ({ __rl: true, mode: 'id', value });
const UNKNOWN = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';

type Review = {
	id: string;
	createdAt: number;
	customerId: string;
	paymentLinkId: string;
	rating: number;
	message: string | null;
	status: string;
};
type Tx = { customerId?: string; paymentLinkId: string; status: string };
const reviews = () => sb.store.reviews as unknown as Review[];
const customers = () =>
	sb.store.customers as unknown as Array<{ id: string; email: string; name: string }>;
const products = () => sb.store.products as unknown as Array<{ id: string; name: string }>;
const transactions = () => sb.store.transactions as unknown as Tx[];

function statsOf(list: Review[]) {
	const active = list.filter((r) => r.status === 'ACTIVE');
	const round = (x: number) => Math.round(x * 100) / 100;
	return {
		total: active.length,
		average: round(active.reduce((s, r) => s + r.rating, 0) / active.length),
		stats: [5, 4, 3, 2, 1].map((n) => {
			const count = active.filter((r) => r.rating === n).length;
			return { rating: n, percentage: round((count / active.length) * 100), totalRating: count };
		}),
	};
}

/** The product with the most ACTIVE reviews. */
function busiestProduct(): string {
	const count: Record<string, number> = {};
	for (const r of reviews())
		if (r.status === 'ACTIVE') count[r.paymentLinkId] = (count[r.paymentLinkId] ?? 0) + 1;
	return Object.entries(count).sort((a, b) => b[1] - a[1])[0][0];
}

/** A customer with a paid transaction for a product and no review of it yet. */
function unreviewedBuyer(): { email: string; customerId: string; paymentLinkId: string } {
	const productIds = new Set(products().map((p) => p.id));
	for (const t of transactions()) {
		if (t.status !== 'paid' || !t.customerId || !productIds.has(t.paymentLinkId)) continue;
		if (reviews().some((r) => r.customerId === t.customerId && r.paymentLinkId === t.paymentLinkId))
			continue;
		const c = customers().find((x) => x.id === t.customerId);
		if (c) return { email: c.email, customerId: c.id, paymentLinkId: t.paymentLinkId };
	}
	throw new Error('no unreviewed buyer left in the seed');
}

describe('sandbox seed', () => {
	test('reviews are seeded deterministically from buyers of seeded products, enough to page', () => {
		expect(reviews().length).toBeGreaterThanOrEqual(60);
		for (const r of reviews()) {
			expect(r.id).toMatch(UUID);
			expect(
				transactions().some(
					(t) =>
						t.customerId === r.customerId &&
						t.paymentLinkId === r.paymentLinkId &&
						t.status === 'paid',
				),
			).toBe(true);
		}
	});

	test("the public docs' /hl/v2/merchants/reviews/stats answers the same as the spec's /hl/v2/reviews/stats", async () => {
		const get = async (path: string) =>
			(await (
				await fetch(`${sb.url}${path}`, {
					headers: { Authorization: `Bearer ${sb.keys.readWrite}` },
				})
			).json()) as IDataObject;
		const spec = await get('/hl/v2/reviews/stats');
		expect(spec.data).toEqual(statsOf(reviews()));
		expect(await get('/hl/v2/merchants/reviews/stats')).toEqual(spec);
	});
});

describe('Get Many', () => {
	test('Return All follows the cursor over every review; rows carry customer and paymentLink', async () => {
		const r = await runAgainst(sb, { resource: 'review', operation: 'getMany', returnAll: true });
		expect(r.error).toBeUndefined();
		const total = reviews().length;
		expect(r.items).toHaveLength(total);
		const pages = requestsTo(sb, '/hl/v2/reviews', 'GET');
		expect(pages).toHaveLength(Math.ceil(total / 50));
		expect(pages[0].query).toEqual({ limit: '50' });
		expect(pages[1].query.startingAfter).toMatch(/^\d+$/);
		expect(new Set(r.items.map((it) => it.json.id)).size).toBe(total);
		const first = r.items[0].json;
		expect(first).toMatchObject({
			id: expect.stringMatching(UUID),
			paymentLinkId: expect.stringMatching(UUID),
			status: expect.any(String),
		});
		expect((first.customer as IDataObject).id).toBe(first.customerId);
		expect((first.paymentLink as IDataObject).id).toBe(first.paymentLinkId);
	});

	test('filters go as status, paymentLinkId and rating, and narrow the list', async () => {
		const pid = busiestProduct();
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'getMany',
			returnAll: true,
			filters: { status: 'ACTIVE', paymentLinkId: pid },
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0]).toMatchObject({
			method: 'GET',
			path: '/hl/v2/reviews',
			query: { limit: '50', status: 'ACTIVE', paymentLinkId: pid },
		});
		const expected = reviews().filter((x) => x.status === 'ACTIVE' && x.paymentLinkId === pid);
		expect(r.items.map((it) => it.json.id).sort()).toEqual(expected.map((x) => x.id).sort());

		sb.clearLog();
		const r2 = await runAgainst(sb, {
			resource: 'review',
			operation: 'getMany',
			returnAll: false,
			limit: 3,
			filters: { rating: 1 },
		});
		expect(sb.log[0].query).toEqual({ limit: '3', rating: '1' });
		expect(r2.items.length).toBeGreaterThan(0);
		for (const it of r2.items) expect(it.json.rating).toBe(1);
	});

	test('a bad product ID filter is refused before any request', async () => {
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'getMany',
			filters: { paymentLinkId: 'kopi-gayo' },
		});
		expect(r.error?.name).toBe('NodeOperationError');
		expect(r.error?.message).toMatch(/^Product ID must be a Mayar ID /);
		expect(sb.log).toHaveLength(0);
	});
});

describe('Get Store Stats', () => {
	test("calls the spec's /hl/v2/reviews/stats and outputs total, average and stats[]", async () => {
		const r = await runAgainst(sb, { resource: 'review', operation: 'getStoreStats' });
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({ method: 'GET', path: '/hl/v2/reviews/stats' });
		expect(r.items).toHaveLength(1);
		expect(r.items[0].json).toEqual({ ...statsOf(reviews()), statsComputed: false });
	});

	test("Mayar's {} for a store without reviews becomes {total: 0, average: null, stats: []}", async () => {
		const saved = sb.store.reviews;
		sb.store.reviews = [];
		try {
			const r = await runAgainst(sb, { resource: 'review', operation: 'getStoreStats' });
			expect(r.error).toBeUndefined();
			expect(r.items).toHaveLength(1);
			expect(r.items[0].json).toEqual({ total: 0, average: null, stats: [], statsComputed: false });
		} finally {
			sb.store.reviews = saved;
		}
	});

	test("a key of the other environment is Mayar's 401 with the key hint", async () => {
		const r = await runAgainst(
			sb,
			{ resource: 'review', operation: 'getStoreStats' },
			{ key: sb.keys.otherEnv },
		);
		expect(r.error?.name).toBe('NodeApiError');
		expect(r.error?.message).toBe('Mayar: Unauthorized');
		expect(r.error?.httpCode).toBe('401');
		expect(r.error?.description).toMatch(/Sandbox key does not work in Production/);
	});
});

describe('Get Product Reviews', () => {
	test('lists the ACTIVE reviews of the product; rating and prioritizeMessage go in the query', async () => {
		const pid = busiestProduct();
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'getProductReviews',
			paymentLinkId: rl(pid),
			returnAll: true,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0]).toMatchObject({
			method: 'GET',
			path: `/hl/v2/products/${pid}/reviews`,
			query: { limit: '50' },
		});
		const expected = reviews().filter((x) => x.paymentLinkId === pid && x.status === 'ACTIVE');
		expect(r.items.map((it) => it.json.id).sort()).toEqual(expected.map((x) => x.id).sort());

		sb.clearLog();
		const five = reviews().find((x) => x.status === 'ACTIVE' && x.rating === 5) as Review;
		const r2 = await runAgainst(sb, {
			resource: 'review',
			operation: 'getProductReviews',
			paymentLinkId: rl(five.paymentLinkId),
			returnAll: false,
			limit: 2,
			filters: { rating: 5, prioritizeMessage: true },
		});
		expect(r2.error).toBeUndefined();
		expect(sb.log[0].query).toEqual({ limit: '2', rating: '5', prioritizeMessage: 'true' });
		expect(r2.items.map((it) => it.json.id)).toContain(five.id);
		for (const it of r2.items)
			expect(it.json).toMatchObject({ rating: 5, paymentLinkId: five.paymentLinkId });
	});

	test('an unknown product is Mayar\'s 404 "Produk tidak ditemukan" with a hint; a bad ID sends nothing', async () => {
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'getProductReviews',
			paymentLinkId: rl(UNKNOWN),
			returnAll: true,
		});
		expect(r.error?.message).toBe('Mayar: Produk tidak ditemukan');
		expect(r.error?.httpCode).toBe('404');
		expect(r.error?.description).toMatch(`No product with the ID ${UNKNOWN}`);
		sb.clearLog();
		const r2 = await runAgainst(sb, {
			resource: 'review',
			operation: 'getProductReviews',
			paymentLinkId: rl('={{ "kopi" }}'),
			returnAll: true,
		});
		expect(r2.error?.message).toMatch(/^Product must be a Mayar ID /);
		expect(sb.log).toHaveLength(0);
	});
});

describe('Get Product Review Stats', () => {
	test('outputs the product stats with its paymentLinkId', async () => {
		const pid = busiestProduct();
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'getProductStats',
			paymentLinkId: rl(pid),
		});
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({
			method: 'GET',
			path: `/hl/v2/products/${pid}/reviews/stats`,
		});
		expect(r.items[0].json).toEqual({
			paymentLinkId: pid,
			...statsOf(reviews().filter((x) => x.paymentLinkId === pid)),
			statsComputed: false,
		});
	});

	test('a product without reviews gives {total: 0, average: null, stats: []}, not an empty item', async () => {
		const reviewed = new Set(reviews().map((x) => x.paymentLinkId));
		const pid = (products().find((p) => !reviewed.has(p.id)) as { id: string }).id;
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'getProductStats',
			paymentLinkId: rl(pid),
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toEqual({
			paymentLinkId: pid,
			total: 0,
			average: null,
			stats: [],
			statsComputed: false,
		});
	});

	test('an unknown product is a 404 with the hint; a bad ID is refused before any request', async () => {
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'getProductStats',
			paymentLinkId: rl(UNKNOWN),
		});
		expect(r.error?.message).toBe('Mayar: Produk tidak ditemukan');
		expect(r.error?.description).toMatch(/Sandbox and Production have separate products/);
		sb.clearLog();
		const r2 = await runAgainst(sb, {
			resource: 'review',
			operation: 'getProductStats',
			paymentLinkId: rl('={{ "12345" }}'),
		});
		expect(r2.error?.name).toBe('NodeOperationError');
		expect(r2.error?.context).toMatchObject({ itemIndex: 0 });
		expect(sb.log).toHaveLength(0);
	});
});

describe("Get Customer's Review of a Product", () => {
	test('a reviewing customer gives {found: true, ...review}; customerId goes in the query', async () => {
		const rev = reviews()[4];
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'getCustomerReview',
			paymentLinkId: rl(rev.paymentLinkId),
			customerId: rev.customerId,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0]).toMatchObject({
			method: 'GET',
			path: `/hl/v2/products/${rev.paymentLinkId}/reviews/customer`,
			query: { customerId: rev.customerId },
		});
		expect(r.items[0].json).toMatchObject({
			found: true,
			id: rev.id,
			rating: rev.rating,
			customerId: rev.customerId,
			paymentLinkId: rev.paymentLinkId,
		});
	});

	test("Mayar's data null (no review) gives one item {found: false}", async () => {
		const buyer = unreviewedBuyer();
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'getCustomerReview',
			paymentLinkId: rl(buyer.paymentLinkId),
			customerId: buyer.customerId,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(r.items).toHaveLength(1);
		expect(r.items[0].json).toEqual({
			found: false,
			paymentLinkId: buyer.paymentLinkId,
			customerId: buyer.customerId,
		});
	});

	test('an empty or malformed Customer ID is refused before any request', async () => {
		const rev = reviews()[0];
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'getCustomerReview',
			paymentLinkId: rl(rev.paymentLinkId),
			customerId: '={{ "" }}',
		});
		expect(r.error?.message).toBe('Customer is required');
		const r2 = await runAgainst(sb, {
			resource: 'review',
			operation: 'getCustomerReview',
			paymentLinkId: rl(rev.paymentLinkId),
			customerId: 'budi@example.com',
		});
		expect(r2.error?.message).toMatch(/^Customer must be a Mayar ID /);
		expect(sb.log).toHaveLength(0);
	});
});

describe('Create', () => {
	test('a buyer reviews the product: the body is sent as documented and the review is ACTIVE; a second review is a 409', async () => {
		const buyer = unreviewedBuyer();
		const content = [{ type: 'image', multipleFileId: 'file-123' }];
		const params = {
			resource: 'review',
			operation: 'create',
			paymentLinkId: rl(buyer.paymentLinkId),
			customerEmail: buyer.email.toUpperCase(),
			rating: 4,
			additionalFields: { message: 'Materinya jelas.', contentReview: JSON.stringify(content) },
		};
		const r = await runAgainst(sb, params);
		expect(r.error).toBeUndefined();
		const sent = requestsTo(sb, '/hl/v2/reviews/create', 'POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toEqual({
			paymentLinkId: buyer.paymentLinkId,
			customerEmail: buyer.email.toUpperCase(),
			rating: 4,
			message: 'Materinya jelas.',
			contentReview: content,
		});
		const out = r.items[0].json;
		expect(out).toMatchObject({
			status: 'ACTIVE',
			rating: 4,
			message: 'Materinya jelas.',
			customerId: buyer.customerId,
			paymentLinkId: buyer.paymentLinkId,
		});
		expect(out.id).toMatch(UUID);
		expect(reviews().some((x) => x.id === out.id)).toBe(true);

		sb.clearLog();
		const again = await runAgainst(sb, params);
		expect(again.error?.httpCode).toBe('409');
		expect(again.error?.description).toMatch(/has already reviewed this product.*Review > Update/);
	});

	test("a customer who never bought the product is Mayar's 403 with a plain hint", async () => {
		const pid = busiestProduct();
		const buyers = new Set(
			transactions()
				.filter((t) => t.paymentLinkId === pid && t.status === 'paid')
				.map((t) => t.customerId),
		);
		const stranger = customers().find((c) => !buyers.has(c.id)) as { email: string };
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'create',
			paymentLinkId: rl(pid),
			customerEmail: stranger.email,
			rating: 5,
		});
		expect(r.error?.message).toBe('Mayar: Anda belum pernah membeli produk ini');
		expect(r.error?.httpCode).toBe('403');
		expect(r.error?.description).toBe(
			`${stranger.email} has never paid for this product, and Mayar only accepts reviews from buyers. Check the email (it must be the one used at checkout) and the product; Sandbox and Production have separate customers.`,
		);
		expect(sb.log).toHaveLength(1);
	});

	test("a Read Only key's 403 keeps the key's hint: Read & Write, not the buyer's", async () => {
		const pid = busiestProduct();
		const r = await runAgainst(
			sb,
			{
				resource: 'review',
				operation: 'create',
				paymentLinkId: rl(pid),
				customerEmail: customers()[0].email,
				rating: 5,
			},
			{ key: sb.keys.readOnly },
		);
		expect(r.error?.httpCode).toBe('403');
		expect(r.error?.description).toMatch(/Read Only key.*Read & Write key/);
		expect(r.error?.description).not.toMatch(/never paid/);
	});

	test('a validation failure answered as HTTP 200 {messages: "failed"} is reported as an error, not as output', async () => {
		const buyer = unreviewedBuyer();
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'create',
			paymentLinkId: rl(buyer.paymentLinkId),
			customerEmail: buyer.email,
			rating: 5,
			additionalFields: {
				contentReview: JSON.stringify([{ id: 123, type: 'image', multipleFileId: 'f-1' }]),
			},
		});
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].status).toBe(200);
		expect(r.items).toHaveLength(0);
		expect(r.error?.name).toBe('NodeApiError');
		expect(r.error?.message).toBe("Mayar: The 'contentReview[0].id' field must be a string.");
		expect(r.error?.description).toMatch(/Mayar rejected the request as invalid/);
		expect(
			reviews().some(
				(x) => x.customerId === buyer.customerId && x.paymentLinkId === buyer.paymentLinkId,
			),
		).toBe(false);
	});

	test('a rating outside 1-5, a bad e-mail or more than 10 content entries are refused before any request', async () => {
		const base = {
			resource: 'review',
			operation: 'create',
			paymentLinkId: rl(busiestProduct()),
			customerEmail: 'budi@example.com',
			rating: 5,
		};
		const r = await runAgainst(sb, { ...base, rating: 6 });
		expect(r.error?.message).toBe('Rating must be a whole number from 1 to 5, not 6');
		const r2 = await runAgainst(sb, { ...base, customerEmail: 'budi-at-example.com' });
		expect(r2.error?.message).toMatch(/^Customer Email is not a valid email address/);
		const many = Array.from({ length: 11 }, (_, n) => ({ type: 'image', multipleFileId: `f${n}` }));
		const r3 = await runAgainst(sb, {
			...base,
			additionalFields: { contentReview: JSON.stringify(many) },
		});
		expect(r3.error?.message).toBe('Content Review (JSON) holds 11 entries; at most 10');
		expect(sb.log).toHaveLength(0);
	});
});

describe('Update', () => {
	test('posts id and paymentLinkId with only the changes to /reviews/{id}/update', async () => {
		const rev = reviews().find((x) => x.rating !== 2) as Review;
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'update',
			reviewId: rev.id,
			paymentLinkId: rl(rev.paymentLinkId),
			updateFields: { rating: 2, message: 'Ternyata kurang.' },
		});
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({ method: 'POST', path: `/hl/v2/reviews/${rev.id}/update` });
		expect(sb.log[0].body).toEqual({
			id: rev.id,
			paymentLinkId: rev.paymentLinkId,
			rating: 2,
			message: 'Ternyata kurang.',
		});
		expect(r.items[0].json).toMatchObject({ id: rev.id, rating: 2, message: 'Ternyata kurang.' });
		expect(rev.rating).toBe(2);
	});

	test('nothing to change is refused before any request', async () => {
		const rev = reviews()[1];
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'update',
			reviewId: rev.id,
			paymentLinkId: rl(rev.paymentLinkId),
			updateFields: {},
		});
		expect(r.error?.name).toBe('NodeOperationError');
		expect(r.error?.message).toBe('Update Fields holds no change');
		expect(sb.log).toHaveLength(0);
	});

	test('a review of another product is Mayar\'s 404 "Review tidak ditemukan" with a hint naming both IDs', async () => {
		const rev = reviews()[2];
		const other = products().find((p) => p.id !== rev.paymentLinkId) as { id: string };
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'update',
			reviewId: rev.id,
			paymentLinkId: rl(other.id),
			updateFields: { rating: 3 },
		});
		expect(r.error?.message).toBe('Mayar: Review tidak ditemukan');
		expect(r.error?.description).toBe(
			`No review with the ID ${rev.id} on the product ${other.id}. Check Review ID and Product: Review > Get Many shows each review with its product.`,
		);
	});

	test('moving the review to a customer who never bought is Mayar\'s 404 "Transaksi tidak ditemukan"', async () => {
		const rev = reviews()[3];
		const buyers = new Set(
			transactions()
				.filter((t) => t.paymentLinkId === rev.paymentLinkId && t.status === 'paid')
				.map((t) => t.customerId),
		);
		const stranger = customers().find((c) => !buyers.has(c.id)) as { email: string };
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'update',
			reviewId: rev.id,
			paymentLinkId: rl(rev.paymentLinkId),
			updateFields: { customerEmail: stranger.email },
		});
		expect(sb.log[0].body).toEqual({
			id: rev.id,
			paymentLinkId: rev.paymentLinkId,
			customerEmail: stranger.email,
		});
		expect(r.error?.message).toBe('Mayar: Transaksi tidak ditemukan');
		expect(r.error?.description).toMatch(/new customer has no paid transaction/);
	});
});

describe('Bulk Update Status', () => {
	test('a list of IDs and one status: {input: [{id, status}]} is sent, one output item per review', async () => {
		const picked = reviews()
			.filter((x) => x.status === 'ACTIVE')
			.slice(0, 3);
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'bulkUpdateStatus',
			inputMode: 'ids',
			reviewIds: `${picked[0].id}, ${picked[1].id}\n${picked[2].id}`,
			status: 'INACTIVE',
		});
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({ method: 'POST', path: '/hl/v2/reviews/bulk-status/update' });
		expect(sb.log[0].body).toEqual({
			input: picked.map((x) => ({ id: x.id, status: 'INACTIVE' })),
		});
		expect(r.items.map((it) => it.json)).toEqual(
			picked.map((x) => ({ id: x.id, status: 'INACTIVE', updated: true })),
		);
		for (const x of picked) expect(x.status).toBe('INACTIVE');
	});

	test('a JSON array mapped from an earlier node, with per-review status and paymentLinkId', async () => {
		const picked = reviews().slice(10, 12);
		const rows = [
			{ id: picked[0].id, status: 'archived', paymentLinkId: picked[0].paymentLinkId },
			{ id: picked[1].id, status: 'ACTIVE' },
		];
		const r = await runAgainst(
			sb,
			{
				resource: 'review',
				operation: 'bulkUpdateStatus',
				inputMode: 'json',
				reviewsJson: '={{ $json.rows }}',
			},
			{ items: [{ rows }] },
		);
		expect(r.error).toBeUndefined();
		expect(sb.log[0].body).toEqual({
			input: [
				{ id: picked[0].id, status: 'ARCHIVED', paymentLinkId: picked[0].paymentLinkId },
				{ id: picked[1].id, status: 'ACTIVE' },
			],
		});
		expect(picked[0].status).toBe('ARCHIVED');
		expect(picked[1].status).toBe('ACTIVE');
		expect(r.items).toHaveLength(2);
	});

	test('0 reviews, 51 reviews or a bad status are refused before any request', async () => {
		const base = { resource: 'review', operation: 'bulkUpdateStatus' };
		const r = await runAgainst(sb, {
			...base,
			inputMode: 'ids',
			reviewIds: '={{ "" }}',
			status: 'ACTIVE',
		});
		expect(r.error?.message).toBe('Review IDs holds no review');
		const ids = reviews()
			.slice(0, 51)
			.map((x) => x.id);
		const r2 = await runAgainst(sb, {
			...base,
			inputMode: 'ids',
			reviewIds: ids.join(','),
			status: 'ACTIVE',
		});
		expect(r2.error?.message).toBe(
			'Review IDs holds 51 reviews; Mayar takes at most 50 per request',
		);
		const r3 = await runAgainst(sb, {
			...base,
			inputMode: 'json',
			reviewsJson: JSON.stringify([{ id: ids[0], status: 'DELETED' }]),
		});
		expect(r3.error?.message).toBe(
			'Reviews (JSON), row 1: status must be one of ACTIVE, ARCHIVED, INACTIVE, not DELETED',
		);
		const r4 = await runAgainst(sb, { ...base, inputMode: 'json', reviewsJson: '[]' });
		expect(r4.error?.message).toBe('Reviews (JSON) holds no review');
		expect(sb.log).toHaveLength(0);
	});

	test('an unknown review ID is Mayar\'s 400 "Review is not valid!"; no review is changed', async () => {
		const known = reviews().find((x) => x.status === 'ACTIVE') as Review;
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'bulkUpdateStatus',
			inputMode: 'ids',
			reviewIds: `${known.id},${UNKNOWN}`,
			status: 'ARCHIVED',
		});
		expect(r.error?.message).toBe('Mayar: Review is not valid! Please check your payload.');
		expect(r.error?.httpCode).toBe('400');
		expect(r.error?.description).toMatch(/Mayar changed none of them/);
		expect(known.status).toBe('ACTIVE');
	});
});

describe("Get Customer's Review: Customer ID as a resource locator", () => {
	test('the customer picked "From List" (and an upper-case ID) reaches Mayar as the plain ID', async () => {
		const rev = reviews()[1];
		for (const customerId of [
			{ __rl: true, mode: 'list', value: rev.customerId },
			rl(String(rev.customerId).toUpperCase()),
		]) {
			sb.clearLog();
			const r = await runAgainst(sb, {
				resource: 'review',
				operation: 'getCustomerReview',
				paymentLinkId: rl(rev.paymentLinkId),
				customerId,
			});
			expect(r.error).toBeUndefined();
			expect(sb.log.map((e) => [e.path, e.query])).toEqual([
				[`/hl/v2/products/${rev.paymentLinkId}/reviews/customer`, { customerId: rev.customerId }],
			]);
			expect(r.items[0].json).toMatchObject({
				found: true,
				id: rev.id,
				customerId: rev.customerId,
			});
		}
		sb.clearLog();
		const empty = {
			resource: 'review',
			operation: 'getCustomerReview',
			paymentLinkId: rl(rev.paymentLinkId),
			customerId: { __rl: true, mode: 'list', value: '' },
		};
		await expect(runAgainst(sb, empty)).rejects.toThrow(/Parameter "Customer" is required/);
		const fromExpression = await runAgainst(sb, {
			...empty,
			customerId: { __rl: true, mode: 'list', value: '={{ "" }}' },
		});
		expect(fromExpression.error?.message).toBe('Customer is required');
		expect(sb.log).toHaveLength(0);
	});
});

describe('live profile: the stats endpoints answer HTTP 500 (recorded live)', () => {
	beforeEach(() => sb.setProfile('live'));
	afterEach(() => sb.setProfile('spec'));

	test('Get Product Review Stats computes the same stats from the product reviews, marked statsComputed', async () => {
		const pid = busiestProduct();
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'getProductStats',
			paymentLinkId: rl(pid),
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.filter((e) => e.path.endsWith('/reviews/stats')).map((e) => e.status)).toContain(
			500,
		);
		expect(sb.log.some((e) => e.path === `/hl/v2/products/${pid}/reviews`)).toBe(true);
		expect(r.items[0].json).toEqual({
			paymentLinkId: pid,
			...statsOf(reviews().filter((x) => x.paymentLinkId === pid)),
			statsComputed: true,
		});
	});

	test('Get Store Stats computes the same stats from the active reviews, marked statsComputed', async () => {
		const r = await runAgainst(sb, { resource: 'review', operation: 'getStoreStats' });
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toEqual({ ...statsOf(reviews()), statsComputed: true });
	});

	test('an unknown product is still the 404 with the hint', async () => {
		const r = await runAgainst(sb, {
			resource: 'review',
			operation: 'getProductStats',
			paymentLinkId: rl(UNKNOWN),
		});
		expect(r.error?.message).toBe('Mayar: Produk tidak ditemukan');
		expect(r.error?.description).toMatch(/Sandbox and Production have separate products/);
	});
});
