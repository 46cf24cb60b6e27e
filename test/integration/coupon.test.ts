import type { IDataObject } from 'n8n-workflow';

import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
type Discount = IDataObject & {
	id: string;
	productIds: string[];
	coupons: (IDataObject & { code: string; totalUsed: number })[];
};
const discounts = () => sb.store.coupons as unknown as Discount[];
const products = () =>
	sb.store.products as unknown as (IDataObject & { id: string; status: string })[];
const byCode = (code: string) =>
	discounts().find((d) => d.coupons.some((k) => k.code === code)) as Discount;
const rl = (value: string) => ({ __rl: true, mode: 'id', value });

const createBase: IDataObject = {
	resource: 'coupon',
	operation: 'create',
	name: 'Promo Akhir Tahun',
	couponType: 'reusable',
	discountType: 'percentage',
	value: 25,
	totalCoupons: 100,
	eligibleCustomerType: 'all',
};

describe('Create', () => {
	test('a reusable code limited to two products: the documented nested body, and the discount as output', async () => {
		const [p1, p2] = products().filter((p) => p.status === 'active');
		const expiredAt = new Date(Date.now() + 30 * 86400000).toISOString();
		const r = await runAgainst(sb, {
			...createBase,
			code: 'AKHIRTAHUN25',
			eligibleCustomerType: 'new',
			additionalFields: {
				expiredAt,
				minimumPurchase: 50000,
				productIds: `${p1.id}, ${p2.id.toUpperCase()}`,
			},
		});
		expect(r.error).toBeUndefined();
		const sent = requestsTo(sb, '/hl/v2/coupons/create', 'POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toEqual({
			name: 'Promo Akhir Tahun',
			expiredAt,
			discount: {
				discountType: 'percentage',
				eligibleCustomerType: 'new',
				minimumPurchase: 50000,
				value: 25,
				totalCoupons: 100,
			},
			coupon: { code: 'AKHIRTAHUN25', type: 'reusable' },
			products: [{ id: p1.id }, { id: p2.id }],
		});
		const out = r.items[0].json;
		expect(out.id).toMatch(UUID);
		expect(out).toMatchObject({
			name: 'Promo Akhir Tahun',
			discountType: 'percentage',
			value: 25,
			totalCoupons: 100,
			discountProductType: 'selected',
			isLifeTime: false,
			expiredAt,
		});
		expect(out.createdAt).toMatch(ISO); // coupon create answers ISO 8601
		expect(out.coupons).toEqual([
			{ id: expect.stringMatching(UUID), code: 'AKHIRTAHUN25', type: 'reusable', expiredAt },
		]);
		expect(byCode('AKHIRTAHUN25').id).toBe(out.id);
	});

	test('one-time codes: Mayar generates Total Coupons codes; a Code given anyway is not sent', async () => {
		const r = await runAgainst(sb, {
			...createBase,
			name: 'Voucher Sekali Pakai',
			couponType: 'onetime',
			code: 'IGNORED',
			discountType: 'monetary',
			value: 10000,
			totalCoupons: 3,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0].body).toEqual({
			name: 'Voucher Sekali Pakai',
			discount: {
				discountType: 'monetary',
				eligibleCustomerType: 'all',
				value: 10000,
				totalCoupons: 3,
			},
			coupon: { type: 'onetime' },
		});
		const out = r.items[0].json;
		expect(out).toMatchObject({ discountProductType: 'all', isLifeTime: true, expiredAt: null });
		expect((out.coupons as IDataObject[]).map((k) => k.type)).toEqual([
			'onetime',
			'onetime',
			'onetime',
		]);
		expect(new Set((out.coupons as IDataObject[]).map((k) => k.code)).size).toBe(3);
	});

	const bad: [string, IDataObject, RegExp][] = [
		['a name under 5 characters', { name: 'Abcd' }, /^Name must be at least 5 characters long/],
		['a percentage of 100', { value: 100 }, /^Value must be a whole number from 1 to 99, not 100/],
		[
			'a fixed discount of 0',
			{ discountType: 'monetary', value: '={{ 0 }}' },
			/^Value must be a whole number of rupiah above 0/,
		],
		[
			'51 one-time codes',
			{ couponType: 'onetime', totalCoupons: 51 },
			/^Total Coupons must be a whole number from 1 to 50/,
		],
		['0 coupons', { totalCoupons: '={{ 0 }}' }, /^Total Coupons must be a whole number from 1/],
		['a code with a space', { code: 'HEMAT 10' }, /^Code may only hold letters, digits, - and _/],
		[
			'three products',
			{
				additionalFields: {
					productIds:
						'11111111-1111-4111-8111-111111111111,22222222-2222-4222-8222-222222222222,33333333-3333-4333-8333-333333333333',
				},
			},
			/^Product IDs holds 3 products; a coupon can be limited to at most 2/,
		],
		[
			'a product that is not an ID',
			{ additionalFields: { productIds: 'kopi-gayo' } },
			/^Product IDs must be a Mayar ID/,
		],
		[
			'an expiry in the past',
			{ additionalFields: { expiredAt: '2020-01-01T00:00:00Z' } },
			/^Expires At is in the past/,
		],
		[
			'a negative minimum purchase',
			{ additionalFields: { minimumPurchase: '={{ -1 }}' } },
			/^Minimum Purchase must be a whole number from 0/,
		],
	];
	test.each(bad)('%s is refused before any request', async (_label, change, message) => {
		const r = await runAgainst(sb, { ...createBase, ...change });
		expect(r.error?.message).toMatch(message);
		expect(r.error?.context).toMatchObject({ itemIndex: 0 });
		expect(sb.log).toHaveLength(0);
	});

	test("a code already in use is Mayar's 409 with a hint naming the code; an unknown product is its 404", async () => {
		const r = await runAgainst(sb, { ...createBase, code: 'HEMAT10' });
		expect(r.error?.httpCode).toBe('409');
		expect(r.error?.message).toBe('Mayar: Coupon code already in use');
		expect(r.error?.description).toMatch(/^The code HEMAT10 is already used by another coupon/);
		expect(sb.log).toHaveLength(1); // a write is not resent

		const r2 = await runAgainst(sb, {
			...createBase,
			additionalFields: { productIds: '00000000-0000-4000-8000-000000000000' },
		});
		expect(r2.error?.httpCode).toBe('404');
		expect(r2.error?.message).toBe('Mayar: Product Tidak Ditemukan');
		expect(r2.error?.description).toMatch(/Check Product IDs/);
	});
});

describe('Get', () => {
	test('returns the discount with its codes and productDiscount', async () => {
		const d = byCode('KHUSUS1');
		const r = await runAgainst(sb, { resource: 'coupon', operation: 'get', couponId: d.id });
		expect(r.error).toBeUndefined();
		expect(sb.log).toEqual([
			expect.objectContaining({ method: 'GET', path: `/hl/v2/coupons/${d.id}` }),
		]);
		const out = r.items[0].json;
		expect(out).toMatchObject({
			id: d.id,
			name: 'Khusus Satu Produk',
			discountProductType: 'selected',
		});
		expect(out.coupons).toEqual([
			expect.objectContaining({
				code: 'KHUSUS1',
				discountId: d.id,
				limit: 10,
				isActive: true,
				type: 'reusable',
			}),
		]);
		expect((out.productDiscount as IDataObject[]).map((p) => p.paymentLinkId)).toEqual(
			d.productIds,
		);
	});

	test('a code instead of an ID is refused before any request; an unknown ID is a 404 with a hint', async () => {
		const r = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'get',
			couponId: '={{ "HEMAT10" }}',
		});
		expect(r.error?.message).toMatch(/^Coupon must be a Mayar ID/);
		expect(sb.log).toHaveLength(0);
		const r2 = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'get',
			couponId: '00000000-0000-4000-8000-000000000000',
		});
		expect(r2.error?.httpCode).toBe('404');
		expect(r2.error?.description).toMatch(/to look a code up, use Check Usage/);
	});
});

describe('Get Many', () => {
	test('Return All reads every page; Limit 5 sends one request for 5', async () => {
		const r = await runAgainst(sb, { resource: 'coupon', operation: 'getMany', returnAll: true });
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(discounts().length);
		expect(requestsTo(sb, '/hl/v2/coupons', 'GET')).toHaveLength(
			Math.ceil(discounts().length / 50),
		);
		expect(new Set(r.items.map((it) => it.json.id)).size).toBe(discounts().length);

		sb.clearLog();
		const r2 = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'getMany',
			returnAll: false,
			limit: 5,
		});
		expect(r2.items).toHaveLength(5);
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].query).toEqual({ limit: '5' });
	});
});

describe('Validate', () => {
	const product = () => products().find((p) => p.status === 'active') as { id: string };

	test('a code that applies: {valid: true, coupon}, with the documented body', async () => {
		const r = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'validate',
			couponCode: 'HEMAT10',
			paymentLinkId: rl(product().id),
			amount: 75000,
			additionalFields: { customerEmail: 'pembeli@example.com' },
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: '/hl/v2/coupons/validate',
			body: {
				couponCode: 'HEMAT10',
				paymentLinkId: product().id,
				amount: 75000,
				customerEmail: 'pembeli@example.com',
			},
		});
		expect(r.items[0].json).toEqual({
			valid: true,
			coupon: {
				id: expect.stringMatching(UUID),
				code: 'HEMAT10',
				discountType: 'percentage',
				discountValue: 10,
				minimumPurchase: 0,
				eligibleCustomerType: 'all',
			},
		});
	});

	test('a code Mayar does not find (404) is {valid: false} that claims neither a typo nor another product', async () => {
		const r = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'validate',
			couponCode: 'TIDAKADA',
			paymentLinkId: rl(product().id),
			amount: 75000,
		});
		expect(r.error).toBeUndefined();
		expect(r.items.map((item) => item.json)).toEqual([
			{
				valid: false,
				couponCode: 'TIDAKADA',
				paymentLinkId: product().id,
				amount: 75000,
				reason:
					'Gagal! Kode diskon ini tidak ditemukan. Mayar gives this answer both for a code that does not exist in this account and for a coupon bound to another product.',
			},
		]);
		expect(sb.log).toHaveLength(1);
	});

	test('with Output Not Applicable as Item off, the 404 is an error that names both causes', async () => {
		const r = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'validate',
			couponCode: 'TIDAKADA',
			paymentLinkId: rl(product().id),
			amount: 75000,
			notApplicableAsOutput: false,
		});
		expect(r.error?.httpCode).toBe('404');
		expect(r.error?.message).toBe('Mayar: Gagal! Kode diskon ini tidak ditemukan.');
		expect(r.error?.description).toMatch(
			/does not exist in this account and for a coupon bound to another product/,
		);
		expect(r.error?.description).not.toMatch(/check the spelling/);
	});

	test('live profile: a real coupon bound to another product is the same 404, and still {valid: false}; an unknown product is a 500 with a hint', async () => {
		sb.setProfile('live');
		try {
			const other = products().find(
				(p) => p.status === 'active' && !byCode('KHUSUS1').productIds.includes(p.id),
			) as { id: string };
			const r = await runAgainst(sb, {
				resource: 'coupon',
				operation: 'validate',
				couponCode: 'KHUSUS1',
				paymentLinkId: rl(other.id),
				amount: 75000,
			});
			expect(sb.log[0].status).toBe(404);
			expect(r.error).toBeUndefined();
			expect(r.items[0].json.valid).toBe(false);
			expect(String(r.items[0].json.reason)).toMatch(/bound to another product/);
			const missing = await runAgainst(sb, {
				resource: 'coupon',
				operation: 'validate',
				couponCode: 'KHUSUS1',
				paymentLinkId: rl('00000000-0000-4000-8000-000000000000'),
				amount: 75000,
			});
			expect(missing.error?.httpCode).toBe('500');
			expect(missing.error?.description).toMatch(
				/product does not exist in this account: check Product,/,
			);
		} finally {
			sb.setProfile('spec');
		}
	});

	test('a code that exists but does not apply (400) becomes {valid: false, reason} by default, one item per input', async () => {
		const paidTx = (sb.store.transactions as IDataObject[]).find(
			(t) => t.status === 'paid' && t.customerId,
		) as IDataObject;
		const buyer = (sb.store.customers as IDataObject[]).find(
			(c) => c.id === paidTx.customerId,
		) as IDataObject;
		const cases: [string, number, string | undefined, string][] = [
			['KHUSUS1', 75000, undefined, 'Gagal! Kode diskon ini tidak berlaku untuk produk ini.'],
			['KADALUARSA', 75000, undefined, 'Gagal! Kode diskon ini sudah kedaluwarsa.'],
			[
				'MIN100K',
				99999,
				undefined,
				'Gagal! Minimal pembelian untuk kode diskon ini adalah Rp100000.',
			],
			['HABIS', 75000, undefined, 'Gagal! Kuota kode diskon ini sudah habis.'],
			['BARU', 75000, buyer.email as string, 'Gagal! Kode diskon ini hanya untuk customer baru.'],
			[
				'LAMA',
				75000,
				'baru.sekali@example.com',
				'Gagal! Kode diskon ini hanya untuk customer lama.',
			],
		];
		const other = products().find(
			(p) => p.status === 'active' && !byCode('KHUSUS1').productIds.includes(p.id),
		) as { id: string };
		const r = await runAgainst(
			sb,
			{
				resource: 'coupon',
				operation: 'validate',
				couponCode: '={{ $json.code }}',
				paymentLinkId: { __rl: true, mode: 'id', value: other.id },
				amount: '={{ $json.amount }}',
				additionalFields: { customerEmail: '={{ $json.email }}' },
			},
			{ items: cases.map(([code, amount, email]) => ({ code, amount, email: email ?? '' })) },
		);
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(cases.length);
		cases.forEach(([code, amount, , reason], n) => {
			expect(r.items[n].json).toEqual({
				valid: false,
				couponCode: code,
				paymentLinkId: other.id,
				amount,
				reason,
			});
			expect(r.items[n].pairedItem).toEqual({ item: n });
		});
		expect(sb.log).toHaveLength(cases.length);
	});

	test('with Output Not Applicable as Item off, the 400 is an error with its own hint', async () => {
		const r = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'validate',
			couponCode: 'KADALUARSA',
			paymentLinkId: rl(product().id),
			amount: 75000,
			notApplicableAsOutput: false,
		});
		expect(r.error?.httpCode).toBe('400');
		expect(r.error?.message).toBe('Mayar: Gagal! Kode diskon ini sudah kedaluwarsa.');
		expect(r.error?.description).toBe(
			'Mayar turned down the code KADALUARSA for this product: Gagal! Kode diskon ini sudah kedaluwarsa. Turn on Output Not Applicable as Item to get an item with valid set to false and this reason instead of an error.',
		);
	});

	test('a bad product ID or a bad e-mail is refused before any request', async () => {
		const r = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'validate',
			couponCode: 'HEMAT10',
			paymentLinkId: rl('={{ "kopi" }}'),
			amount: 75000,
		});
		expect(r.error?.message).toMatch(/^Product must be a Mayar ID/);
		const r2 = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'validate',
			couponCode: 'HEMAT10',
			paymentLinkId: rl(product().id),
			amount: 75000,
			additionalFields: { customerEmail: 'x@' },
		});
		expect(r2.error?.message).toMatch(/^Customer Email is not a valid email address/);
		expect(sb.log).toHaveLength(0);
	});
});

describe('Check Usage', () => {
	test('returns couponCode, isUsed, totalUsed, limit and remaining for a code', async () => {
		const k = byCode('HEMAT10').coupons[0];
		const r = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'checkUsage',
			couponCode: 'hemat10',
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: '/hl/v2/coupons/check',
			body: { couponCode: 'hemat10' },
		});
		expect(r.items[0].json).toEqual({
			couponCode: 'HEMAT10',
			isUsed: true,
			totalUsed: k.totalUsed,
			limit: 100,
			remaining: 100 - k.totalUsed,
		});
	});

	test('an unknown code is Mayar\'s 404 "Kode kupon tidak ditemukan." with a hint; a 51-character code sends nothing', async () => {
		const r = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'checkUsage',
			couponCode: 'TIDAKADA',
		});
		expect(r.error?.httpCode).toBe('404');
		expect(r.error?.message).toBe('Mayar: Kode kupon tidak ditemukan.');
		expect(r.error?.description).toMatch(/^No coupon with the code TIDAKADA in this Mayar account/);
		sb.clearLog();
		const r2 = await runAgainst(sb, {
			resource: 'coupon',
			operation: 'checkUsage',
			couponCode: 'A'.repeat(51),
		});
		expect(r2.error?.message).toBe('Coupon Code is too long (51 characters; at most 50)');
		expect(sb.log).toHaveLength(0);
	});
});
