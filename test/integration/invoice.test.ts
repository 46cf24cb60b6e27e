import type { IDataObject } from 'n8n-workflow';

import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = 86_400_000;
/** Expires At and Redirect URL are required on create (the spec marks both required). */
const EXPIRES_AT = new Date(Date.now() + 7 * DAY).toISOString();
const REDIRECT_URL = 'https://shop.example.com/thanks';
let seq = 0;
/** Each create gets its own customer, so Mayar's duplicate guard (same customer and amount) stays out of the way. */
function createParams(extra: IDataObject = {}): IDataObject {
	seq++;
	return {
		resource: 'invoice',
		operation: 'create',
		name: 'Siti Rahma',
		email: `siti.${seq}@example.com`,
		mobile: '081234567890',
		description: `Order #${seq}`,
		itemsInput: 'fields',
		items: {
			item: [
				{ description: 'Kopi Gayo 250 g', quantity: 2, rate: 85000 },
				{ description: 'Ongkir', quantity: 1, rate: 15000 },
			],
		},
		expiredAt: EXPIRES_AT,
		redirectUrl: REDIRECT_URL,
		...extra,
	};
}

async function someInvoice(status: string): Promise<IDataObject> {
	const r = await runAgainst(sb, {
		resource: 'invoice',
		operation: 'getMany',
		returnAll: false,
		limit: 1,
		filters: { status },
		simplify: false,
	});
	expect(r.items).toHaveLength(1);
	return r.items[0].json;
}

describe('Create', () => {
	test('creates an invoice from line fields and returns its id, transaction id and link', async () => {
		const expiredAt = new Date(Date.now() + 3 * DAY).toISOString();
		const r = await runAgainst(
			sb,
			createParams({
				expiredAt,
				redirectUrl: 'https://shop.example.com/paid',
				additionalFields: { extraData: '{"orderId":"A-1"}' },
			}),
		);
		expect(r.error).toBeUndefined();
		const out = r.items[0].json;
		expect(out.id).toMatch(UUID);
		expect(out.transactionId).toMatch(UUID);
		expect(String(out.link)).toMatch(/^https?:\/\/.+\/invoices\/.+/);
		const sent = requestsTo(sb, '/hl/v2/invoices/create', 'POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toMatchObject({
			name: 'Siti Rahma',
			mobile: '081234567890',
			items: [
				{ description: 'Kopi Gayo 250 g', quantity: 2, rate: 85000 },
				{ description: 'Ongkir', quantity: 1, rate: 15000 },
			],
			expiredAt,
			redirectUrl: 'https://shop.example.com/paid',
			extraData: { orderId: 'A-1' },
		});
	});

	test('Expires At and Redirect URL are required top-level parameters, and both are always sent', async () => {
		const { Mayar } = await import('../../nodes/Mayar/Mayar.node');
		const props = new Mayar().description.properties.filter(
			(p) =>
				(p.displayOptions?.show?.resource as string[] | undefined)?.includes('invoice') &&
				(p.displayOptions?.show?.operation as string[] | undefined)?.includes('create'),
		);
		for (const name of ['expiredAt', 'redirectUrl'])
			expect({ name, required: props.find((p) => p.name === name)?.required }).toEqual({
				name,
				required: true,
			});
		const additional = props
			.find((p) => p.name === 'additionalFields')
			?.options?.map((o) => o.name);
		expect(additional).not.toContain('expiredAt');
		expect(additional).not.toContain('redirectUrl');
		const r = await runAgainst(sb, createParams());
		expect(r.error).toBeUndefined();
		expect(requestsTo(sb, '/hl/v2/invoices/create')[0].body).toMatchObject({
			expiredAt: EXPIRES_AT,
			redirectUrl: REDIRECT_URL,
		});
	});

	test('takes the lines as a JSON array mapped from an earlier node', async () => {
		const order = {
			lines: [
				{ description: 'Sepatu', quantity: 1, rate: 250000 },
				{ description: 'Kaos', quantity: 2, rate: 50000 },
			],
		};
		const r = await runAgainst(
			sb,
			createParams({ itemsInput: 'json', itemsJson: '={{ $json.lines }}' }),
			{ items: [order] },
		);
		expect(r.error).toBeUndefined();
		expect(requestsTo(sb, '/hl/v2/invoices/create')[0].body).toMatchObject({ items: order.lines });
	});

	test.each(['spec', 'live'] as const)(
		'%s profile: a discount line (negative rate) is refused before sending, naming the line; live Mayar refuses it too',
		async (profile) => {
			sb.setProfile(profile);
			try {
				const r = await runAgainst(
					sb,
					createParams({
						itemsInput: 'json',
						itemsJson:
							'[{"description":"Sepatu","quantity":1,"rate":300000},{"description":"Diskon","quantity":1,"rate":-50000}]',
					}),
				);
				expect(r.error?.message).toMatch(
					/Items \(JSON\), row 2: rate is -50000; Mayar takes only rates above 0/,
				);
				expect(requestsTo(sb, '/hl/v2/invoices/create')).toHaveLength(0);
			} finally {
				sb.setProfile('spec');
			}
		},
	);

	test.each([
		[
			'a discount line',
			{
				itemsInput: 'json',
				itemsJson:
					'[{"description":"A","quantity":1,"rate":1000},{"description":"D","quantity":1,"rate":-1000}]',
			},
			/Items \(JSON\), row 2: rate is -1000/,
		],
		['no lines', { items: {} }, /Items must hold at least one line/],
		[
			'a fractional quantity',
			{ itemsInput: 'json', itemsJson: '[{"description":"A","quantity":1.5,"rate":1000}]' },
			/Items \(JSON\), row 1: quantity/,
		],
		['a malformed e-mail', { email: 'siti@' }, /Customer Email is not a valid email/],
		['an expiry in the past', { expiredAt: '2020-01-01T00:00:00Z' }, /Expires At is in the past/],
		['an expiry that resolves to nothing', { expiredAt: '={{ "" }}' }, /Expires At is required/],
		[
			'a redirect URL that is not http(s)',
			{ redirectUrl: 'javascript:alert(1)' },
			/Redirect URL is not a valid http\(s\) URL/,
		],
		[
			'a redirect URL that resolves to blank',
			{ redirectUrl: '={{ "  " }}' },
			/Redirect URL is required/,
		],
		[
			'JSON lines that are not an array',
			{ itemsInput: 'json', itemsJson: '{"a":1}' },
			/must be a JSON array/,
		],
	])('refuses %s before sending anything', async (_label, extra, message) => {
		const r = await runAgainst(sb, createParams(extra as IDataObject));
		expect(r.error?.name).toBe('NodeOperationError');
		expect(r.error?.message).toMatch(message);
		expect(r.error?.context).toMatchObject({ itemIndex: 0 });
		expect(sb.log).toHaveLength(0);
	});

	test('a Read Only key gets the Read Only hint', async () => {
		const r = await runAgainst(sb, createParams(), { key: sb.keys.readOnly });
		expect(r.error?.name).toBe('NodeApiError');
		expect(String(r.error?.description)).toMatch(/Read Only key/);
	});

	test('Continue On Fail: a bad item becomes an error item paired with its input, the others go on', async () => {
		const rows = [
			{ email: `ok.a.${Date.now()}@example.com` },
			{ email: 'not-an-email' },
			{ email: `ok.b.${Date.now()}@example.com` },
		];
		const r = await runAgainst(sb, createParams({ email: '={{ $json.email }}' }), {
			items: rows,
			onError: 'continueRegularOutput',
		});
		expect(r.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(r.items[0].json.id).toMatch(UUID);
		expect(r.items[1].json.error).toMatch(
			/Customer Email is not a valid email address: not-an-email/,
		);
		expect(r.items[2].json.id).toMatch(UUID);
		expect(requestsTo(sb, '/hl/v2/invoices/create')).toHaveLength(2);
	});
});

describe('Get, Get Many, Get Many by Customer Email', () => {
	test('Get returns the invoice with its customer and transactions', async () => {
		const inv = await someInvoice('active');
		const r = await runAgainst(sb, {
			resource: 'invoice',
			operation: 'get',
			invoiceId: { __rl: true, mode: 'id', value: inv.id },
			simplify: false,
		});
		expect(r.error).toBeUndefined();
		const out = r.items[0].json;
		expect(out.id).toBe(inv.id);
		expect(Number.isInteger(out.amount)).toBe(true);
		expect(out.customerId).toMatch(UUID);
		expect(out.customer).toMatchObject({ id: out.customerId });
		expect(Array.isArray(out.transactions)).toBe(true);
	});

	test('Get refuses an id that is not a UUID, and one that tries to change the path', async () => {
		for (const value of ['abc', '../balances', "1' OR '1'='1"]) {
			const r = await runAgainst(sb, {
				resource: 'invoice',
				operation: 'get',
				invoiceId: { __rl: true, mode: 'id', value: `={{ ${JSON.stringify(value)} }}` },
			});
			expect(r.error?.message).toMatch(/Invoice must be a Mayar ID/);
		}
		expect(sb.log).toHaveLength(0);
	});

	test('Get Many list items carry the spec fields, filtered by status; one item per invoice', async () => {
		const r = await runAgainst(sb, {
			resource: 'invoice',
			operation: 'getMany',
			returnAll: false,
			limit: 7,
			filters: { status: 'paid' },
			simplify: false,
		});
		expect(r.items).toHaveLength(7);
		for (const { json } of r.items) {
			expect(json).toMatchObject({ type: 'invoice', status: 'paid' });
			for (const field of [
				'id',
				'amount',
				'createdAt',
				'description',
				'link',
				'name',
				'customerId',
				'transactions',
				'customer',
			])
				expect(json).toHaveProperty(field);
			expect(typeof json.createdAt).toBe('number');
		}
		expect(sb.log[0].query).toMatchObject({ sort: 'paid', status: 'paid', limit: '7' });
	});

	test('Get Many by Customer Email lists only that customer, and a stranger is a 404', async () => {
		const inv = await someInvoice('active');
		const email = (inv.customer as IDataObject).email as string;
		const r = await runAgainst(sb, {
			resource: 'invoice',
			operation: 'getManyByEmail',
			email,
			returnAll: true,
			simplify: false,
		});
		expect(r.items.length).toBeGreaterThan(0);
		for (const { json } of r.items) expect((json.customer as IDataObject).email).toBe(email);
		const none = await runAgainst(sb, {
			resource: 'invoice',
			operation: 'getManyByEmail',
			email: 'nobody@example.com',
			returnAll: true,
		});
		expect(none.error?.httpCode).toBe('404');
	});
});

describe('Get Many: Mayar lists invoices one status at a time (sort and status required)', () => {
	// A bigger store than the default, so that one status alone holds more than 120 invoices.
	let big: Sandbox;
	beforeAll(async () => (big = await startSandbox({ counts: { invoices: 400 } })));
	afterAll(async () => big.close());
	beforeEach(() => big.clearLog());
	const countOf = (status: string) =>
		(big.store.invoices as IDataObject[]).filter((inv) => inv.status === status).length;

	test('Limit 120 with a status asks for 50, 50 and 20 of that status: exactly 3 requests', async () => {
		expect(countOf('active')).toBeGreaterThan(120);
		const r = await runAgainst(big, {
			resource: 'invoice',
			operation: 'getMany',
			returnAll: false,
			limit: 120,
			filters: { status: 'active' },
			simplify: false,
		});
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(120);
		expect(big.log.map((e) => e.query.limit)).toEqual(['50', '50', '20']);
		for (const e of big.log) expect(e.query).toMatchObject({ sort: 'active', status: 'active' });
		expect(new Set(r.items.map((i) => i.json.id)).size).toBe(120);
		for (const { json } of r.items) expect(json.status).toBe('active');
	});

	test('Limit 120 with no status reads each status (active, paid, closed) up to 120 and returns the newest 120 of all', async () => {
		// active and paid each hold more than 120 (50, 50, 20); closed holds fewer than 50 (one request of 50).
		expect(countOf('active')).toBeGreaterThan(120);
		expect(countOf('paid')).toBeGreaterThan(120);
		expect(countOf('closed')).toBeLessThan(50);
		const r = await runAgainst(big, {
			resource: 'invoice',
			operation: 'getMany',
			returnAll: false,
			limit: 120,
			simplify: false,
		});
		expect(r.error).toBeUndefined();
		expect(big.log.map((e) => `${e.query.sort}/${e.query.status} ${e.query.limit}`)).toEqual([
			'active/active 50',
			'active/active 50',
			'active/active 20',
			'paid/paid 50',
			'paid/paid 50',
			'paid/paid 20',
			'closed/closed 50',
		]);
		const newest = [...(big.store.invoices as IDataObject[])]
			.sort((a, b) => Number(b.createdAt) - Number(a.createdAt))
			.slice(0, 120);
		expect(r.items.map((i) => i.json.id)).toEqual(newest.map((inv) => inv.id));
	});

	test('Return All with no status returns every invoice once, newest first', async () => {
		const r = await runAgainst(big, {
			resource: 'invoice',
			operation: 'getMany',
			returnAll: true,
			simplify: false,
		});
		expect(r.error).toBeUndefined();
		const all = [...(big.store.invoices as IDataObject[])].sort(
			(a, b) => Number(b.createdAt) - Number(a.createdAt),
		);
		expect(r.items.map((i) => i.json.id)).toEqual(all.map((inv) => inv.id));
		const statuses = big.log.map((e) => e.query.status);
		expect([...new Set(statuses)]).toEqual(['active', 'paid', 'closed']);
		for (const status of ['active', 'paid', 'closed']) {
			expect(statuses.filter((s) => s === status)).toHaveLength(
				Math.max(1, Math.ceil(countOf(status) / 50)),
			);
		}
	});
});

describe('Update and Set Status', () => {
	test('Update sends the id in the path and in the body, with the new lines', async () => {
		const inv = await someInvoice('active');
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'invoice',
			operation: 'update',
			invoiceId: { __rl: true, mode: 'id', value: inv.id },
			items: { item: [{ description: 'Revised', quantity: 3, rate: 10000 }] },
			updateFields: { notes: 'Thanks' },
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json.id).toBe(inv.id);
		const sent = sb.log[0];
		expect(sent.path).toBe(`/hl/v2/invoices/${inv.id}/update`);
		expect(sent.body).toEqual({
			id: inv.id,
			items: [{ description: 'Revised', quantity: 3, rate: 10000 }],
			notes: 'Thanks',
		});
	});

	test('Update of a paid invoice is a 409 conflict with the already-paid hint', async () => {
		const inv = await someInvoice('paid');
		const r = await runAgainst(sb, {
			resource: 'invoice',
			operation: 'update',
			invoiceId: { __rl: true, mode: 'id', value: inv.id },
			items: { item: [{ description: 'X', quantity: 1, rate: 1000 }] },
		});
		expect(r.error?.httpCode).toBe('409');
		expect(String(r.error?.description)).toMatch(/already paid/);
	});

	test('Set Status closes an invoice through the product status action', async () => {
		const inv = await someInvoice('active');
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'invoice',
			operation: 'setStatus',
			invoiceId: { __rl: true, mode: 'id', value: inv.id },
			status: 'closed',
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toMatchObject({ id: inv.id, status: 'closed', success: true });
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			`POST /hl/v2/products/${inv.id}/closed`,
		]);
	});

	test('Set Status defaults to Active: a first Execute leaves an open invoice open', async () => {
		const inv = await someInvoice('active');
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'invoice',
			operation: 'setStatus',
			invoiceId: { __rl: true, mode: 'id', value: inv.id },
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toMatchObject({ id: inv.id, status: 'active', success: true });
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			`POST /hl/v2/products/${inv.id}/active`,
		]);
	});

	test("Set Status accepts Mayar's aliases (open) and refuses an unknown action before sending", async () => {
		const inv = await someInvoice('active');
		sb.clearLog();
		const ok = await runAgainst(sb, {
			resource: 'invoice',
			operation: 'setStatus',
			invoiceId: { __rl: true, mode: 'id', value: inv.id },
			status: '={{ "open" }}',
		});
		expect(ok.error).toBeUndefined();
		expect(sb.log[0].path).toBe(`/hl/v2/products/${inv.id}/active`);
		const bad = await runAgainst(sb, {
			resource: 'invoice',
			operation: 'setStatus',
			invoiceId: { __rl: true, mode: 'id', value: inv.id },
			status: '={{ "deleted" }}',
		});
		expect(bad.error?.message).toMatch(/Status must be one of active, closed, unlisted/);
		expect(sb.log).toHaveLength(1);
	});
});
