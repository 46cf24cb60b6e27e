import type { IDataObject } from 'n8n-workflow';

import { resources } from '../../nodes/Mayar/actions/resources';
import { nestDottedKeys } from '../../nodes/Mayar/helpers/values';
import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';
import { factsOf } from '../operations';
import { minimalOf } from '../operations/run';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Tier = IDataObject & { id: string; paymentLinkId: string; limit: number | null; name: string };
type Member = IDataObject & {
	id: string;
	memberId: string;
	paymentLinkId: string;
	membershipTierId: string;
	customerId: string;
	status: string;
	createdAt: number;
};
interface Store {
	mainProductId: string;
	tiers: Tier[];
	members: Member[];
}
const ms = () => sb.store.memberships as unknown as Store;
const main = () => ms().mainProductId;
const tiersOf = (productId: string) => ms().tiers.filter((t) => t.paymentLinkId === productId);
const membersOf = (productId: string) => ms().members.filter((m) => m.paymentLinkId === productId);
const customer = (id: string) =>
	(sb.store.customers as IDataObject[]).find((c) => c.id === id) as IDataObject;
const activeMember = () => membersOf(main()).find((m) => m.status === 'active') as Member;
const nonMembershipProduct = () =>
	(sb.store.products as IDataObject[]).find((p) => p.type !== 'membership') as IDataObject & {
		id: string;
	};
const op = (operation: string, extra: IDataObject = {}): IDataObject => ({
	resource: 'membership',
	operation,
	productId: main(),
	...extra,
});

describe('nestDottedKeys (plain unit test)', () => {
	test('nests the dotted keys of a members row into customer and membershipTier objects', () => {
		expect(
			nestDottedKeys({
				id: 'x',
				memberId: 'MBR8X2QK',
				'membershipTier.name': 'Pro',
				'membershipTier.gracePeriodInDays': 7,
				'customer.name': 'Budi',
				'customer.mobile': '0812',
				'customer.email': 'budi@example.com',
			}),
		).toEqual({
			id: 'x',
			memberId: 'MBR8X2QK',
			membershipTier: { name: 'Pro', gracePeriodInDays: 7 },
			customer: { name: 'Budi', mobile: '0812', email: 'budi@example.com' },
		});
	});

	test('merges into an existing object, goes several levels deep, and never overwrites data', () => {
		expect(nestDottedKeys({ customer: { id: 'c1' }, 'customer.name': 'Budi', 'a.b.c': 1 })).toEqual(
			{ customer: { id: 'c1', name: 'Budi' }, a: { b: { c: 1 } } },
		);
		// "customer" is not an object: the dotted key stays as it is. A key already set is not replaced.
		expect(nestDottedKeys({ customer: 'c1', 'customer.name': 'Budi' })).toEqual({
			customer: 'c1',
			'customer.name': 'Budi',
		});
		expect(nestDottedKeys({ customer: { name: 'A' }, 'customer.name': 'B' })).toEqual({
			customer: { name: 'A' },
			'customer.name': 'B',
		});
		// Keys with an empty part are not paths; a null parent becomes an object.
		expect(nestDottedKeys({ '.x': 1, 'y.': 2, 'z..w': 3, t: null, 't.u': 4 })).toEqual({
			'.x': 1,
			'y.': 2,
			'z..w': 3,
			t: { u: 4 },
		});
		expect(nestDottedKeys({})).toEqual({});
	});
});

describe('Get Tiers', () => {
	test('GET /hl/v2/memberships/tiers?productId=: one item per tier; Limit 1 asks for one', async () => {
		const r = await runAgainst(sb, op('getTiers', { returnAll: true }));
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({
			method: 'GET',
			path: '/hl/v2/memberships/tiers',
			query: { productId: main(), limit: '50' },
		});
		expect(r.items.map((it) => it.json.id)).toEqual(
			expect.arrayContaining(tiersOf(main()).map((t) => t.id)),
		);
		expect(r.items).toHaveLength(tiersOf(main()).length);
		expect(r.items[0].json).toMatchObject({
			paymentLinkId: main(),
			status: 'ACTIVE',
			createdAt: expect.stringMatching(ISO),
		});
		expect(r.items[0].json).toHaveProperty('gracePeriodInDays');

		sb.clearLog();
		const r2 = await runAgainst(sb, op('getTiers', { returnAll: false, limit: 1 }));
		expect(r2.items).toHaveLength(1);
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].query).toEqual({ productId: main(), limit: '1' });
	});

	test("a product that is not a membership is Mayar's 404 with a hint; a product ID that is not a UUID sends nothing", async () => {
		const r = await runAgainst(
			sb,
			op('getTiers', { productId: nonMembershipProduct().id, returnAll: true }),
		);
		expect(r.error?.httpCode).toBe('404');
		expect(r.error?.message).toBe('Mayar: Produk membership tidak ditemukan.');
		expect(r.error?.description).toMatch(/Membership Product must be a product of type Membership/);

		sb.clearLog();
		const r2 = await runAgainst(
			sb,
			op('getTiers', { productId: 'membership-kopi', returnAll: true }),
		);
		expect(r2.error?.message).toMatch(/^Membership Product must be a Mayar ID \(a UUID/);
		expect(r2.error?.context).toMatchObject({ itemIndex: 0 });
		expect(sb.log).toHaveLength(0);
	});
});

describe('Get Members', () => {
	test('Return All follows the cursor over every member; rows come nested, not with dotted keys', async () => {
		const all = membersOf(main());
		expect(all.length).toBeGreaterThan(50);
		const r = await runAgainst(sb, op('getMembers', { returnAll: true, simplify: false }));
		expect(r.error).toBeUndefined();
		const sent = requestsTo(sb, '/hl/v2/memberships/members', 'GET');
		expect(sent).toHaveLength(2);
		expect(sent[0].query).toEqual({ productId: main(), limit: '50' });
		expect(sent[1].query).toEqual({
			productId: main(),
			limit: '50',
			startingAfter: expect.stringMatching(/^\d+$/),
		});
		expect(r.items).toHaveLength(all.length);
		expect(new Set(r.items.map((it) => it.json.memberId)).size).toBe(all.length);
		const row = r.items[0].json;
		expect(Object.keys(row).some((k) => k.includes('.'))).toBe(false);
		const m = all.find((x) => x.memberId === row.memberId) as Member;
		const c = customer(m.customerId);
		const t = ms().tiers.find((x) => x.id === m.membershipTierId) as Tier;
		expect(row).toMatchObject({
			id: m.id,
			memberId: m.memberId,
			status: m.status,
			customerId: m.customerId,
			customer: { name: c.name, email: c.email, mobile: c.mobile },
			membershipTier: { name: t.name, gracePeriodInDays: t.gracePeriodInDays },
		});
	});

	test('filters: searchTerm, ISO startDate/endDate in UTC and isChurnedMember go on the wire; Limit caps the rows', async () => {
		const r = await runAgainst(
			sb,
			op('getMembers', {
				returnAll: false,
				limit: 5,
				filters: {
					searchTerm: 'example.com',
					startDate: '2020-01-01T07:00:00+07:00',
					endDate: '2099-12-31T23:59:59Z',
					isChurnedMember: true,
				},
			}),
		);
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].query).toEqual({
			productId: main(),
			searchTerm: 'example.com',
			startDate: '2020-01-01T00:00:00.000Z',
			endDate: '2099-12-31T23:59:59.000Z',
			isChurnedMember: 'true',
			limit: '5',
		});
		expect(r.items.length).toBeGreaterThan(0);
		expect(r.items.length).toBeLessThanOrEqual(5);
		for (const it of r.items) expect(it.json.status).not.toBe('active');

		// A search on one member's e-mail finds that member only.
		sb.clearLog();
		const m = activeMember();
		const email = customer(m.customerId).email as string;
		const r2 = await runAgainst(
			sb,
			op('getMembers', { returnAll: true, filters: { searchTerm: email }, simplify: false }),
		);
		expect(r2.items.map((it) => it.json.memberId)).toContain(m.memberId);
		for (const it of r2.items) expect((it.json.customer as IDataObject).email).toBe(email);
	});

	test('Created After later than Created Before, a date that is not a date, or Churned Members Only neither true nor false is refused before any request', async () => {
		const r = await runAgainst(
			sb,
			op('getMembers', {
				returnAll: true,
				filters: { startDate: '2026-06-01T00:00:00Z', endDate: '2026-01-01T00:00:00Z' },
			}),
		);
		expect(r.error?.message).toMatch(
			/^Created After \(2026-06-01T00:00:00.000Z\) is after Created Before/,
		);
		expect(r.error?.context).toMatchObject({ itemIndex: 0 });
		const r2 = await runAgainst(
			sb,
			op('getMembers', { returnAll: true, filters: { endDate: 'kemarin' } }),
		);
		expect(r2.error?.message).toMatch(/^Created Before is not a date/);
		// A boolean from an expression: the text true or false, nothing else (helpers/validate boolean).
		const r3 = await runAgainst(
			sb,
			op('getMembers', { returnAll: true, filters: { isChurnedMember: '={{ "yes" }}' } }),
		);
		expect(r3.error?.message).toBe('Churned Members Only must be true or false, not yes');
		expect(sb.log).toHaveLength(0);
	});
});

describe('Get Member', () => {
	test('GET /hl/v2/memberships/members/{memberId}?productId=: nested customer and membershipTier, the shape of list rows', async () => {
		const m = activeMember();
		const r = await runAgainst(sb, op('getMember', { memberId: m.memberId, simplify: false }));
		expect(r.error).toBeUndefined();
		expect(sb.log).toEqual([
			expect.objectContaining({
				method: 'GET',
				path: `/hl/v2/memberships/members/${m.memberId}`,
				query: { productId: main() },
			}),
		]);
		const out = r.items[0].json;
		const c = customer(m.customerId);
		expect(out).toMatchObject({
			id: m.id,
			memberId: m.memberId,
			status: 'active',
			nextPayment: expect.stringMatching(ISO),
			customer: { id: c.id, name: c.name, email: c.email, mobile: c.mobile },
			membershipTier: { id: m.membershipTierId },
			paymentLink: { id: main() },
		});

		// The same member in Get Members has the same customer and tier name.
		const list = await runAgainst(
			sb,
			op('getMembers', { returnAll: true, filters: { searchTerm: m.memberId }, simplify: false }),
		);
		const row = list.items.find((it) => it.json.memberId === m.memberId)?.json as IDataObject;
		expect(row.customer).toEqual({ name: c.name, email: c.email, mobile: c.mobile });
		expect((row.membershipTier as IDataObject).name).toBe((out.membershipTier as IDataObject).name);
	});

	test('a member ID that could change the path is refused before any request', async () => {
		const r = await runAgainst(sb, op('getMember', { memberId: '../tiers' }));
		expect(r.error?.message).toMatch(/^Member ID may only hold letters, digits, - and _/);
		expect(r.error?.context).toMatchObject({ itemIndex: 0 });
		expect(sb.log).toHaveLength(0);
	});
});

describe('Register Member', () => {
	const base = () => {
		const tier = tiersOf(main())[0];
		return op('registerMember', {
			membershipTierId: tier.id,
			name: 'Rina Lestari',
			email: 'rina.member@example.com',
			mobile: '0812 3456 7890',
			membershipMonthlyPeriod: 3,
		});
	};

	test("POST /hl/v2/memberships/members/create with customerInfo; the 201 answer's membershipCustomer is the output", async () => {
		const params = base();
		const r = await runAgainst(sb, params);
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: '/hl/v2/memberships/members/create',
			status: 201,
		});
		expect(sb.log[0].body).toEqual({
			productId: main(),
			membershipTierId: params.membershipTierId,
			customerInfo: {
				name: 'Rina Lestari',
				email: 'rina.member@example.com',
				mobile: '081234567890',
			},
			membershipMonthlyPeriod: 3,
		});
		const out = r.items[0].json;
		expect(out).toMatchObject({
			membershipTierId: params.membershipTierId,
			paymentLinkId: main(),
			monthlyPaymentPeriod: 3,
			status: 'active',
			nextPayment: expect.stringMatching(ISO),
		});
		expect(out.id).toMatch(UUID);
		expect(out.memberId).toMatch(/^MBR[A-Z0-9]{5}$/);
		expect(ms().members.some((m) => m.memberId === out.memberId)).toBe(true);
	});

	test('the same e-mail on the same tier again is Mayar\'s 400 "Email sudah terdaftar pada tier ini." with a hint', async () => {
		const params = { ...base(), email: 'dua.kali@example.com' };
		expect((await runAgainst(sb, params)).error).toBeUndefined();
		sb.clearLog();
		const r = await runAgainst(sb, params);
		expect(r.error?.httpCode).toBe('400');
		expect(r.error?.message).toBe('Mayar: Email sudah terdaftar pada tier ini.');
		expect(r.error?.description).toMatch(
			/^dua\.kali@example\.com is already a member of this tier/,
		);
		expect(sb.log).toHaveLength(1);
	});

	test("a full tier is Mayar's 400 about the member limit, with a hint", async () => {
		const full = ms().tiers.find((t) => t.limit !== null) as Tier;
		const r = await runAgainst(sb, {
			...base(),
			productId: full.paymentLinkId,
			membershipTierId: full.id,
			email: 'penuh@example.com',
		});
		expect(r.error?.httpCode).toBe('400');
		expect(r.error?.message).toBe(
			'Mayar: Paket membership ini telah mencapai batas limit anggota yang ditentukan.',
		);
		expect(r.error?.description).toMatch(/^This tier is full/);
	});
});

describe('Update Member', () => {
	test('nextPayment and expiredAt go as UTC ISO strings, whatever offset the user gave; the member record is the output', async () => {
		const m = activeMember();
		const tier = tiersOf(main()).find((t) => t.id !== m.membershipTierId) as Tier;
		const r = await runAgainst(
			sb,
			op('updateMember', {
				memberId: m.memberId,
				updateFields: {
					nextPayment: '2026-12-01T10:00:00+07:00',
					expiredAt: '2027-01-01T00:00:00-05:00',
					membershipTierId: tier.id,
					membershipMonthlyPeriod: 6,
					status: 'active',
				},
			}),
		);
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: `/hl/v2/memberships/members/${m.memberId}/update`,
		});
		expect(sb.log[0].body).toEqual({
			productId: main(),
			membershipTierId: tier.id,
			membershipMonthlyPeriod: 6,
			status: 'active',
			nextPayment: '2026-12-01T03:00:00.000Z',
			expiredAt: '2027-01-01T05:00:00.000Z',
		});
		expect(r.items[0].json).toMatchObject({
			memberId: m.memberId,
			membershipTierId: tier.id,
			monthlyPaymentPeriod: 6,
			nextPayment: '2026-12-01T03:00:00.000Z',
			expiredAt: '2027-01-01T05:00:00.000Z',
		});
	});

	test('a status alone is enough; Update Fields left empty is refused before any request', async () => {
		const m = membersOf(main()).find((x) => x.status === 'inactive') as Member;
		const r = await runAgainst(
			sb,
			op('updateMember', { memberId: m.memberId, updateFields: { status: 'finished' } }),
		);
		expect(r.error).toBeUndefined();
		expect(sb.log[0].body).toEqual({ productId: main(), status: 'finished' });
		expect(r.items[0].json.status).toBe('finished');

		sb.clearLog();
		const r2 = await runAgainst(sb, op('updateMember', { memberId: m.memberId, updateFields: {} }));
		expect(r2.error?.message).toBe('Update Fields must hold at least one field to change');
		const r3 = await runAgainst(
			sb,
			op('updateMember', { memberId: m.memberId, updateFields: { nextPayment: '1764558000000' } }),
		);
		expect(r3.error?.message).toMatch(/^Next Payment is not a date/);
		expect(sb.log).toHaveLength(0);
	});
});

describe('Create Member Invoice', () => {
	test('POST .../invoice/create {productId}: the bill with membershipBillUrl; a second call returns the open one', async () => {
		const m = activeMember();
		const r = await runAgainst(sb, op('createMemberInvoice', { memberId: m.memberId }));
		expect(r.error).toBeUndefined();
		expect(sb.log).toEqual([
			expect.objectContaining({
				method: 'POST',
				path: `/hl/v2/memberships/members/${m.memberId}/invoice/create`,
				body: { productId: main() },
			}),
		]);
		const out = r.items[0].json;
		expect(out).toMatchObject({
			customerId: m.customerId,
			status: 'created',
			expiredAt: expect.stringMatching(ISO),
			membershipBillUrl: expect.stringMatching(/^https:\/\//),
		});
		expect(out.transactionId).toMatch(UUID);
		expect(out.amount).toEqual(expect.any(Number));
		const again = await runAgainst(sb, op('createMemberInvoice', { memberId: m.memberId }));
		expect(again.items[0].json.id).toBe(out.id);
	});

	test('an unknown member is the 404 with a hint; a bad product ID sends nothing', async () => {
		const r = await runAgainst(sb, op('createMemberInvoice', { memberId: 'MBRNOPE2' }));
		expect(r.error?.httpCode).toBe('404');
		expect(r.error?.message).toBe('Mayar: Member dengan ID MBRNOPE2 tidak ditemukan.');
		expect(r.error?.description).toMatch(/^No member MBRNOPE2/);
		sb.clearLog();
		const r2 = await runAgainst(
			sb,
			op('createMemberInvoice', { memberId: 'MBRNOPE2', productId: '={{ "" }}' }),
		);
		expect(r2.error?.message).toBe('Membership Product is required');
		expect(sb.log).toHaveLength(0);
	});
});

describe('Cancel Member', () => {
	test('POST .../cancel {productId}: the member comes back stopped; cancelling again is the 400 "sudah tidak aktif" with a hint', async () => {
		const m = membersOf(main())
			.filter((x) => x.status === 'active')
			.slice(-1)[0];
		const r = await runAgainst(sb, op('cancelMember', { memberId: m.memberId }));
		expect(r.error).toBeUndefined();
		expect(sb.log).toEqual([
			expect.objectContaining({
				method: 'POST',
				path: `/hl/v2/memberships/members/${m.memberId}/cancel`,
				body: { productId: main() },
			}),
		]);
		expect(r.items[0].json).toMatchObject({ memberId: m.memberId, status: 'stopped' });
		expect(m.status).toBe('stopped');

		sb.clearLog();
		const r2 = await runAgainst(sb, op('cancelMember', { memberId: m.memberId }));
		expect(r2.error?.httpCode).toBe('400');
		expect(r2.error?.message).toBe(
			'Mayar: Membership member ini sudah tidak aktif (status: stopped).',
		);
		expect(r2.error?.description).toMatch(
			new RegExp(`^Member ${m.memberId} is already not active`),
		);
		expect(sb.log).toHaveLength(1);
	});

	test('a product that is not a membership is Mayar\'s 400 "not authorized" for writes', async () => {
		const r = await runAgainst(
			sb,
			op('cancelMember', {
				memberId: activeMember().memberId,
				productId: nonMembershipProduct().id,
			}),
		);
		expect(r.error?.httpCode).toBe('400');
		expect(r.error?.message).toBe('Mayar: You are not authorized to edit this product!');
	});
});

describe('older V2 paths in the sandbox', () => {
	test('GET /hl/v2/memberships/{productId}/tiers and /members?memberId= answer like the new paths', async () => {
		// Not used by the node; checked here so the sandbox stays honest about the spec's older forms.
		const { url, keys } = sb as unknown as { url: string; keys: { readWrite: string } };
		const headers = { Authorization: `Bearer ${keys.readWrite}` };
		const tiers = (await (
			await fetch(`${url}/hl/v2/memberships/${main()}/tiers`, { headers })
		).json()) as IDataObject;
		expect((tiers.data as IDataObject[]).map((t) => t.id).sort()).toEqual(
			tiersOf(main())
				.map((t) => t.id)
				.sort(),
		);
		const m = membersOf(main())[0];
		const one = (await (
			await fetch(`${url}/hl/v2/memberships/${main()}/members?memberId=${m.memberId}`, { headers })
		).json()) as IDataObject;
		expect((one.data as IDataObject).memberId).toBe(m.memberId);
	});
});

describe('Membership Product ID as a resource locator ("From List" or "ID")', () => {
	const list = (value: string) => ({ __rl: true, mode: 'list', value });

	// Every operation of the resource (the registry's), with its sample's other values (its facts file), so that one
	// added without the product fails here.
	test.each(Object.keys(resources.membership).map((operation) => [operation] as const))(
		'%s reads the picked product (From List): productId goes on the wire as the plain ID',
		async (operation) => {
			const { params } = await minimalOf(
				{ sb, hookUrl: '' },
				{ file: `membership/${operation}`, facts: factsOf(`membership/${operation}`) },
			);
			const productId = (params.productId as IDataObject).value as string;
			sb.clearLog();
			const r = await runAgainst(sb, op(operation, { ...params, productId: list(productId) }));
			expect(r.error).toBeUndefined();
			expect(sb.log).toHaveLength(1);
			const sent = { ...sb.log[0].query, ...((sb.log[0].body as IDataObject | undefined) ?? {}) };
			expect(sent.productId).toBe(productId);
		},
	);

	test('a locator value that is not a UUID keeps the field name in the error; an unknown one keeps the 404 hint', async () => {
		const bad = await runAgainst(
			sb,
			op('getTiers', { productId: { __rl: true, mode: 'id', value: '={{ "membership-saya" }}' } }),
		);
		expect(bad.error?.message).toMatch(/^Membership Product must be a Mayar ID/);
		expect(sb.log).toHaveLength(0);
		const missing = await runAgainst(sb, op('getTiers', { productId: list(UNKNOWN) }));
		expect(missing.error?.description).toMatch(
			/Membership Product must be a product of type Membership/,
		);
	});
});
