import http from 'http';
import type { AddressInfo } from 'net';
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { mayarApiRequestAllItems } from '../../nodes/Mayar/transport';
import { runMayar } from '../harness';
import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface Balance {
	main: number;
	addon: number;
}
interface HistoryRow extends IDataObject {
	id: string;
	customerId: string;
	productId: string;
	createdAt: number;
	type: string;
	amount: number;
}
interface CreditStore {
	balances: Record<string, Balance>;
	history: HistoryRow[];
	checkouts: IDataObject[];
	mainCustomerId: string;
	mainProductId: string;
	seeded: Array<{ customerId: string; productId: string; membershipTierId: string | null }>;
}
const cr = () => sb.store.credit as unknown as CreditStore;
const balance = (customerId: string, productId: string, tierId: string | null = null) => {
	const b = cr().balances[`${customerId}|${productId}|${tierId ?? ''}`] ?? { main: 0, addon: 0 };
	return b.main + b.addon;
};
const historyOf = (customerId: string, productId: string) =>
	cr()
		.history.filter((h) => h.customerId === customerId && h.productId === productId)
		.sort((a, b) => b.createdAt - a.createdAt);
const products = () =>
	sb.store.products as Array<
		IDataObject & { id: string; type: string; membershipTier?: Array<{ id: string }> }
	>;
const membershipSeed = () =>
	cr().seeded.find((s) => s.membershipTierId !== null) as {
		customerId: string;
		productId: string;
		membershipTierId: string;
	};
const nonCreditProduct = () =>
	products().find((p) => p.type === 'digital_product') as IDataObject & { id: string };
const op = (operation: string, extra: IDataObject = {}): IDataObject => ({
	resource: 'credit',
	operation,
	customerId: cr().mainCustomerId,
	productId: cr().mainProductId,
	...extra,
});

describe('Get Customer Balance', () => {
	test('GET /credit/v2/credit/customer/balance?customerId=&productId=: the balance, after the ids asked for', async () => {
		const { mainCustomerId: customerId, mainProductId: productId } = cr();
		const r = await runAgainst(sb, op('getBalance'));
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({
			method: 'GET',
			path: '/credit/v2/credit/customer/balance',
			query: { customerId, productId },
		});
		expect(Object.keys(sb.log[0].query).sort()).toEqual(['customerId', 'productId']);
		const b = cr().balances[`${customerId}|${productId}|`];
		expect(r.items).toHaveLength(1);
		expect(r.items[0].json).toEqual({
			customerId,
			productId,
			customerBalance: b.main + b.addon,
			customerBalanceMain: b.main,
			customerBalanceAddon: b.addon,
		});
		expect(b.main + b.addon).toBeGreaterThan(0);
	});

	test('a membership product with Membership Tier ID: membershipTierId is sent; the answer has the membership balance and member detail', async () => {
		const s = membershipSeed();
		const r = await runAgainst(
			sb,
			op('getBalance', {
				customerId: s.customerId,
				productId: s.productId,
				additionalFields: { membershipTierId: s.membershipTierId },
			}),
		);
		expect(r.error).toBeUndefined();
		expect(sb.log[0].query).toEqual({
			customerId: s.customerId,
			productId: s.productId,
			membershipTierId: s.membershipTierId,
		});
		const out = r.items[0].json;
		expect(out.customerBalance).toBe(balance(s.customerId, s.productId, s.membershipTierId));
		expect(out).toHaveProperty('customerBalanceMembership');
		expect(out).toHaveProperty('customerBalanceAddon');
		expect((out.customerDetail as IDataObject).id).toBe(s.customerId);
	});

	test("a product that is not a credit product: Mayar's 404 with the credit hint (credit product, credit enabled, environment)", async () => {
		const r = await runAgainst(sb, op('getBalance', { productId: nonCreditProduct().id }));
		expect(r.error?.httpCode).toBe('404');
		expect(r.error?.message).toBe('Mayar: Product not found');
		expect(r.error?.description).toMatch(/credit-based product/);
		expect(r.error?.description).toMatch(/credit enabled/);
		expect(r.error?.description).toMatch(/environment \(Sandbox or Production\)/);
	});

	test('a Customer ID that is not a UUID fails before any request, naming the field and the item', async () => {
		const r = await runAgainst(sb, op('getBalance', { customerId: 'budi@example.com' }));
		expect(r.error?.message).toMatch(/^Customer ID must be a Mayar ID \(a UUID/);
		expect(r.error?.message).toMatch(/\(item 0\)$/);
		expect(sb.log).toHaveLength(0);
	});
});

describe('Add Credit', () => {
	test('POST /credit/v2/credit/customer/add-credit {customerId, productId, amount}: customerNewBalance; the sandbox balance and history grow', async () => {
		const { mainCustomerId: customerId, mainProductId: productId } = cr();
		const before = balance(customerId, productId);
		const historyBefore = historyOf(customerId, productId).length;
		const r = await runAgainst(sb, op('addCredit', { amount: 25 }));
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: '/credit/v2/credit/customer/add-credit',
			status: 200,
		});
		expect(sb.log[0].body).toEqual({ customerId, productId, amount: 25 });
		expect(r.items[0].json).toEqual({
			customerId,
			productId,
			amount: 25,
			customerNewBalance: before + 25,
		});
		expect(balance(customerId, productId)).toBe(before + 25);
		const history = historyOf(customerId, productId);
		expect(history).toHaveLength(historyBefore + 1);
		expect(history[0]).toMatchObject({
			type: 'ADD',
			amount: 25,
			balanceBefore: before,
			balanceAfter: before + 25,
		});
	});

	test('Membership Tier ID and Additional Body (JSON) go into the body; the extra field is merged as it is', async () => {
		const s = membershipSeed();
		const before = balance(s.customerId, s.productId, s.membershipTierId);
		const r = await runAgainst(
			sb,
			op('addCredit', {
				customerId: s.customerId,
				productId: s.productId,
				amount: '10',
				additionalFields: {
					membershipTierId: s.membershipTierId,
					additionalBody: '{"note":"bonus"}',
				},
			}),
		);
		expect(r.error).toBeUndefined();
		expect(sb.log[0].body).toEqual({
			customerId: s.customerId,
			productId: s.productId,
			amount: 10,
			membershipTierId: s.membershipTierId,
			note: 'bonus',
		});
		expect(r.items[0].json.customerNewBalance).toBe(before + 10);
	});

	test('amounts that are not positive whole numbers, and bad JSON, fail before any request', async () => {
		for (const amount of [0, -5, 1.5, 'ten']) {
			const r = await runAgainst(sb, op('addCredit', { amount }));
			expect(r.error?.message).toMatch(/^Amount must be a whole number from 1 to/);
			expect(r.error?.message).toMatch(/\(item 0\)$/);
		}
		const r = await runAgainst(
			sb,
			op('addCredit', { amount: 5, additionalFields: { additionalBody: '{not json' } }),
		);
		expect(r.error?.message).toBe('Additional Body (JSON) is not valid JSON (item 0)');
		expect(sb.log).toHaveLength(0);
	});

	test("a membership product with several tiers and no tier: Mayar's 400 with the validator error; nothing added", async () => {
		const s = membershipSeed();
		const before = balance(s.customerId, s.productId, s.membershipTierId);
		const r = await runAgainst(
			sb,
			op('addCredit', { customerId: s.customerId, productId: s.productId, amount: 5 }),
		);
		expect(r.error?.httpCode).toBe('400');
		expect(r.error?.message).toMatch(/Validation Error/);
		expect(JSON.stringify(r.error?.context)).toMatch(/membershipTierId/);
		expect(balance(s.customerId, s.productId, s.membershipTierId)).toBe(before);
	});
});

describe('Spend Credit', () => {
	test('POST /credit/v2/credit/customer/spend: the balance goes down by the amount; a SPEND history entry is added', async () => {
		const { mainCustomerId: customerId, mainProductId: productId } = cr();
		const before = balance(customerId, productId);
		expect(before).toBeGreaterThan(3);
		const r = await runAgainst(sb, op('spendCredit', { amount: 3 }));
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({ method: 'POST', path: '/credit/v2/credit/customer/spend' });
		expect(sb.log[0].body).toEqual({ customerId, productId, amount: 3 });
		expect(r.items[0].json).toEqual({
			customerId,
			productId,
			amount: 3,
			customerNewBalance: before - 3,
		});
		expect(balance(customerId, productId)).toBe(before - 3);
		expect(historyOf(customerId, productId)[0]).toMatchObject({
			type: 'SPEND',
			amount: 3,
			balanceAfter: before - 3,
		});
	});

	test('spending more than the balance: a clear insufficient-balance error with a hint, and the balance is unchanged', async () => {
		const { mainCustomerId: customerId, mainProductId: productId } = cr();
		const before = balance(customerId, productId);
		const historyBefore = historyOf(customerId, productId).length;
		const r = await runAgainst(sb, op('spendCredit', { amount: before + 1 }));
		expect(r.error?.httpCode).toBe('400');
		expect(r.error?.message).toMatch(/^Mayar: Insufficient balance/);
		expect(r.error?.description).toMatch(
			/^Insufficient credit balance: the customer has fewer than \d+ credits on this product, so nothing was spent/,
		);
		expect(r.error?.description).toMatch(/Get Customer Balance/);
		expect(r.error?.description).toMatch(/Credit > Add/);
		expect(sb.log).toHaveLength(1); // a refused write is not retried
		expect(balance(customerId, productId)).toBe(before);
		expect(historyOf(customerId, productId)).toHaveLength(historyBefore);
	});

	test("an unknown customer: Mayar's 404 with the credit hint", async () => {
		const r = await runAgainst(sb, op('spendCredit', { customerId: UNKNOWN, amount: 1 }));
		expect(r.error?.httpCode).toBe('404');
		expect(r.error?.message).toBe('Mayar: Customer not found');
		expect(r.error?.description).toMatch(/Customer ID is a customer of this account/);
	});
});

/**
 * The rows the sandbox serves on one history page, read straight from it: the node's output must be what Mayar
 * served, row for row (public facts 2.16: the fields of a V2 history row were never seen).
 */
async function servedHistory(
	customerId: string,
	productId: string,
	page: number,
	limit: number,
): Promise<IDataObject[]> {
	const q = new URLSearchParams({ productId, page: String(page), limit: String(limit) });
	const res = await fetch(
		`${sb.url}/credit/v2/credit/customer/paginate-credit-history/${customerId}?${q.toString()}`,
		{
			headers: { authorization: `Bearer ${sb.keys.readWrite}` },
		},
	);
	const body = (await res.json()) as { statusCode: number; data: IDataObject[] };
	expect(body.statusCode).toBe(200);
	return body.data;
}

describe('Get Credit History', () => {
	test("Return All walks the page numbers (page=1,2 with limit=50) until the short page; every row served, in Mayar's order", async () => {
		const { mainCustomerId: customerId, mainProductId: productId } = cr();
		const all = historyOf(customerId, productId);
		expect(all.length).toBeGreaterThan(60);
		expect(all.length).toBeLessThan(100);
		const r = await runAgainst(sb, op('getHistory', { returnAll: true }));
		expect(r.error).toBeUndefined();
		const sent = requestsTo(
			sb,
			`/credit/v2/credit/customer/paginate-credit-history/${customerId}`,
			'GET',
		);
		expect(sent).toHaveLength(2);
		expect(sb.log).toHaveLength(2);
		expect(sent[0].query).toEqual({ productId, page: '1', limit: '50' });
		expect(sent[1].query).toEqual({ productId, page: '2', limit: '50' });
		expect(r.items).toHaveLength(all.length);
		const served = [
			...(await servedHistory(customerId, productId, 1, 50)),
			...(await servedHistory(customerId, productId, 2, 50)),
		];
		expect(served).toHaveLength(all.length);
		expect(r.items.map((it) => it.json)).toEqual(served);
		// The rows' fields are undocumented, so the sandbox passes them whole: newest first, as stored.
		expect(r.items.map((it) => it.json.id)).toEqual(all.map((h) => h.id));
		expect(r.items[0].json).toMatchObject({
			customerId,
			productId,
			type: expect.stringMatching(/^(ADD|SPEND|PURCHASE)$/),
		});
	});

	test('Limit keeps one page size for every page (page 2 of limit 50 follows page 1), and stops at the limit', async () => {
		const { mainCustomerId: customerId, mainProductId: productId } = cr();
		const r = await runAgainst(sb, op('getHistory', { returnAll: false, limit: 55 }));
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => e.query)).toEqual([
			{ productId, page: '1', limit: '50' },
			{ productId, page: '2', limit: '50' },
		]);
		const served = [
			...(await servedHistory(customerId, productId, 1, 50)),
			...(await servedHistory(customerId, productId, 2, 50)),
		];
		expect(served.length).toBeGreaterThan(55);
		expect(r.items).toHaveLength(55);
		expect(r.items.map((it) => it.json)).toEqual(served.slice(0, 55));
		const all = historyOf(customerId, productId);
		expect(r.items.map((it) => it.json.id)).toEqual(all.slice(0, 55).map((h) => h.id));

		sb.clearLog();
		const r2 = await runAgainst(sb, op('getHistory', { returnAll: false, limit: 5 }));
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].query).toEqual({ productId, page: '1', limit: '5' });
		expect(r2.items).toHaveLength(5);
		expect(r2.items.map((it) => it.json)).toEqual(await servedHistory(customerId, productId, 1, 5));
		expect(r2.items.map((it) => it.json.id)).toEqual(all.slice(0, 5).map((h) => h.id));
	});

	test('a customer with no history on the product: no items, one request', async () => {
		const other = cr().seeded.find(
			(s) => s.productId !== cr().mainProductId && s.membershipTierId === null,
		) as { customerId: string; productId: string };
		const r = await runAgainst(
			sb,
			op('getHistory', {
				customerId: cr().mainCustomerId,
				productId: other.productId,
				returnAll: true,
			}),
		);
		expect(r.error).toBeUndefined();
		expect(historyOf(cr().mainCustomerId, other.productId)).toHaveLength(0);
		expect(r.items).toHaveLength(0);
		expect(sb.log).toHaveLength(1);
	});

	test("an unknown customer is Mayar's 404 with the credit hint; a Customer ID with a slash sends nothing", async () => {
		const r = await runAgainst(sb, op('getHistory', { customerId: UNKNOWN, returnAll: true }));
		expect(r.error?.httpCode).toBe('404');
		expect(r.error?.message).toBe('Mayar: Customer not found');
		expect(r.error?.description).toMatch(/credit-based product/);

		sb.clearLog();
		const r2 = await runAgainst(
			sb,
			op('getHistory', { customerId: '../balance', returnAll: true }),
		);
		expect(r2.error?.message).toMatch(/^Customer ID must be a Mayar ID \(a UUID.*\(item 0\)$/);
		expect(sb.log).toHaveLength(0);
	});
});

describe('Generate Checkout Link', () => {
	test('POST /credit/v2/credit/generate/immutable/checkout with customerInfo and creditAmount: the checkoutLink', async () => {
		const productId = cr().mainProductId;
		const r = await runAgainst(sb, {
			resource: 'credit',
			operation: 'generateCheckout',
			productId,
			additionalFields: {
				name: 'Budi Santoso',
				email: 'budi@example.com',
				mobile: '0812-3456-7890',
				creditAmount: 100,
			},
		});
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: '/credit/v2/credit/generate/immutable/checkout',
			status: 200,
		});
		expect(sb.log[0].body).toEqual({
			productId,
			customerInfo: { name: 'Budi Santoso', email: 'budi@example.com', mobile: '081234567890' },
			creditAmount: 100,
		});
		const last = cr().checkouts[cr().checkouts.length - 1];
		expect(r.items[0].json).toEqual({
			productId,
			creditAmount: 100,
			checkoutLink: last.checkoutLink,
		});
		expect(String(last.checkoutLink)).toMatch(/^https?:\/\//);
	});

	test('only the product: the body holds productId alone (no empty customerInfo)', async () => {
		const productId = cr().mainProductId;
		const r = await runAgainst(sb, {
			resource: 'credit',
			operation: 'generateCheckout',
			productId,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0].body).toEqual({ productId });
		expect(typeof r.items[0].json.checkoutLink).toBe('string');
	});

	test("a bad e-mail or credit amount fails before any request; an unknown product is Mayar's 404 with the credit hint", async () => {
		const productId = cr().mainProductId;
		const r = await runAgainst(sb, {
			resource: 'credit',
			operation: 'generateCheckout',
			productId,
			additionalFields: { email: 'budi(at)example.com' },
		});
		expect(r.error?.message).toMatch(/^Customer Email is not a valid e-mail address.*\(item 0\)$/);
		const r2 = await runAgainst(sb, {
			resource: 'credit',
			operation: 'generateCheckout',
			productId,
			additionalFields: { creditAmount: 0 },
		});
		expect(r2.error?.message).toMatch(
			/^Credit Amount must be a whole number from 1 to .*\(item 0\)$/,
		);
		expect(sb.log).toHaveLength(0);

		const r3 = await runAgainst(sb, {
			resource: 'credit',
			operation: 'generateCheckout',
			productId: UNKNOWN,
		});
		expect(r3.error?.httpCode).toBe('404');
		expect(r3.error?.message).toBe('Mayar: Product not found');
		expect(r3.error?.description).toMatch(/credit enabled/);
	});
});

// ---- the three documented path forms (issue item 5) -------------------------------------------------------------

/** The credit API's path forms, in the order the node tries them: the spec's, the docs'/CLI's, the docs repo's base. */
const FORMS = ['/credit/v2/credit', '/hl/v2/credit', '/credit/v2'] as const;
/** Serve only one credit form (0 = the spec's, n = the nth alternative), or all of them (undefined). */
const serveOnly = (form?: number) =>
	sb.setServedForms(form === undefined ? {} : { 'credit.': form });

describe('sandbox: the three credit prefixes serve the same handlers; setServedForms keeps one', () => {
	afterEach(() => serveOnly());

	test('GET {prefix}/customer/balance answers the same balance under each form; a form not served is the generic 404', async () => {
		const { mainCustomerId: customerId, mainProductId: productId } = cr();
		const headers = { authorization: `Bearer ${sb.keys.readWrite}` };
		const q = `customerId=${customerId}&productId=${productId}`;
		const get = async (prefix: string) => {
			const res = await fetch(`${sb.url}${prefix}/customer/balance?${q}`, { headers });
			return { status: res.status, body: (await res.json()) as IDataObject };
		};
		const [spec, hl, base] = await Promise.all(FORMS.map(get));
		expect(spec.status).toBe(200);
		expect(hl).toEqual(spec);
		expect(base).toEqual(spec);
		expect((spec.body.data as IDataObject).customerBalance).toBe(balance(customerId, productId));

		serveOnly(1);
		expect(await get(FORMS[0])).toEqual({
			status: 404,
			body: { statusCode: 404, messages: 'Not Found' },
		});
		expect(await get(FORMS[1])).toEqual(spec);
		expect(await get(FORMS[2])).toEqual({
			status: 404,
			body: { statusCode: 404, messages: 'Not Found' },
		});
	});
});

describe('credit path forms: the spec form first, then the others after a route-level 404 (issue item 5)', () => {
	afterEach(() => serveOnly());

	/** Each credit operation: its parameters, the path after the prefix, and what proves it worked. */
	const operations: Array<[string, string, string]> = [
		['getBalance', 'GET', '/customer/balance'],
		['addCredit', 'POST', '/customer/add-credit'],
		['spendCredit', 'POST', '/customer/spend'],
		['getHistory', 'GET', '/customer/paginate-credit-history/{customerId}'],
		['generateCheckout', 'POST', '/generate/immutable/checkout'],
	];
	const paramsFor = (operation: string): IDataObject =>
		operation === 'addCredit'
			? op(operation, { amount: 4 })
			: operation === 'spendCredit'
				? op(operation, { amount: 2 })
				: operation === 'getHistory'
					? op(operation, { returnAll: false, limit: 3 })
					: operation === 'generateCheckout'
						? {
								resource: 'credit',
								operation,
								productId: cr().mainProductId,
								additionalFields: { creditAmount: 7 },
							}
						: op(operation);
	const pathOf = (prefix: string, rest: string) =>
		`${prefix}${rest.replace('{customerId}', cr().mainCustomerId)}`;

	const cases = operations.flatMap(([operation, method, rest]) =>
		[1, 2].map((form) => [operation, form, method, rest] as const),
	);
	test.each(cases)(
		'%s with only form %i served: the spec form 404s first, then the forms in order until the served one answers',
		async (operation, form, method, rest) => {
			const { mainCustomerId: customerId, mainProductId: productId } = cr();
			serveOnly(form);
			const before = balance(customerId, productId);
			const checkouts = cr().checkouts.length;
			const r = await runAgainst(sb, paramsFor(operation));
			expect(r.error).toBeUndefined();
			// The spec form first, each form not served answered with Mayar's generic 404, then the served one.
			expect(sb.log.map((e) => [e.method, e.path, e.status])).toEqual(
				FORMS.slice(0, form + 1).map((prefix, k) => [
					method,
					pathOf(prefix, rest),
					k === form ? 200 : 404,
				]),
			);
			expect(sb.log[0].path.startsWith('/credit/v2/credit/')).toBe(true);
			expect(r.items).toHaveLength(operation === 'getHistory' ? 3 : 1);
			const out = r.items[0].json;
			// The served form's answer is the operation's result; a write is done once, not once per form tried.
			if (operation === 'getBalance')
				expect(out).toMatchObject({ customerId, productId, customerBalance: before });
			if (operation === 'addCredit') {
				expect(out).toEqual({ customerId, productId, amount: 4, customerNewBalance: before + 4 });
				expect(balance(customerId, productId)).toBe(before + 4);
			}
			if (operation === 'spendCredit') {
				expect(out).toEqual({ customerId, productId, amount: 2, customerNewBalance: before - 2 });
				expect(balance(customerId, productId)).toBe(before - 2);
			}
			if (operation === 'getHistory')
				expect(sb.log[form].query).toEqual({ productId, page: '1', limit: '3' });
			if (operation === 'generateCheckout') {
				expect(cr().checkouts).toHaveLength(checkouts + 1);
				expect(out).toEqual({
					productId,
					creditAmount: 7,
					checkoutLink: cr().checkouts[checkouts].checkoutLink,
				});
			}
		},
	);

	test.each([1, 2])(
		'one run over 3 items with only form %i: only the first item pays the fallback, the others use the form that answered',
		async (form) => {
			const { mainCustomerId: customerId, mainProductId: productId } = cr();
			serveOnly(form);
			const before = balance(customerId, productId);
			const r = await runAgainst(sb, op('addCredit', { amount: 1 }), { items: [{}, {}, {}] });
			expect(r.error).toBeUndefined();
			const served = `${FORMS[form]}/customer/add-credit`;
			expect(sb.log.map((e) => [e.path, e.status])).toEqual([
				...FORMS.slice(0, form).map((prefix) => [`${prefix}/customer/add-credit`, 404]),
				[served, 200],
				[served, 200],
				[served, 200],
			]);
			expect(r.items.map((it) => it.json.customerNewBalance)).toEqual([
				before + 1,
				before + 2,
				before + 3,
			]);
			expect(balance(customerId, productId)).toBe(before + 3);
		},
	);

	test.each([
		['getBalance', 'GET', '/customer/balance'],
		['addCredit', 'POST', '/customer/add-credit'],
		['spendCredit', 'POST', '/customer/spend'],
		['getHistory', 'GET', `/customer/paginate-credit-history/${UNKNOWN}`],
	])(
		'%s: a record-level 404 (unknown customer: "Customer not found") is not a missing route: one request, no fallback',
		async (operation, method, rest) => {
			const r = await runAgainst(
				sb,
				op(operation, { customerId: UNKNOWN, amount: 1, returnAll: true }),
			);
			expect(r.error?.httpCode).toBe('404');
			expect(r.error?.message).toBe('Mayar: Customer not found');
			expect(sb.log.map((e) => [e.method, e.path, e.status])).toEqual([
				[method, `${FORMS[0]}${rest}`, 404],
			]);
		},
	);

	test('a record-level 404 after a fallback stops there: the served form\'s "Customer not found" is the error, the last form is not tried', async () => {
		serveOnly(1);
		const r = await runAgainst(sb, op('getBalance', { customerId: UNKNOWN }));
		expect(r.error?.httpCode).toBe('404');
		expect(r.error?.message).toBe('Mayar: Customer not found');
		expect(sb.log.map((e) => [e.path, e.status])).toEqual([
			[`${FORMS[0]}/customer/balance`, 404],
			[`${FORMS[1]}/customer/balance`, 404],
		]);
	});
});

// ---- the transport's page-number mode, against scripted servers -------------------------------------------------

type Page = { status?: number; body: unknown };

async function serve(answer: (page: number, limit: number, n: number) => Page) {
	const seen: Array<{ path: string; query: Record<string, string> }> = [];
	const server = http.createServer((req, res) => {
		const url = new URL(req.url ?? '/', 'http://x');
		const query = Object.fromEntries(url.searchParams.entries());
		seen.push({ path: url.pathname, query });
		const out = answer(Number(query.page), Number(query.limit), seen.length);
		res.writeHead(out.status ?? 200, { 'content-type': 'application/json' });
		res.end(JSON.stringify(out.body));
	});
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
	const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return {
		seen,
		baseUrl,
		credentials: { apiKey: 'sk_credit_test_123456', environment: 'custom', baseUrl, rateLimit: 0 },
		close: () =>
			new Promise<void>((r) => {
				server.closeAllConnections();
				server.close(() => r());
			}),
	};
}

const rowsFor = (page: number, count: number) =>
	Array.from({ length: count }, (_, k) => ({ id: `p${page}r${k}` }));
const history = (customerId = UNKNOWN, productId = UNKNOWN) => ({
	resource: 'credit',
	operation: 'getHistory',
	customerId,
	productId,
	returnAll: true,
});

describe('transport page mode (paging: page)', () => {
	test('stops when the reported totalPages is reached, even on a full page', async () => {
		const s = await serve((page, limit) => ({
			body: {
				statusCode: 200,
				messages: 'success',
				total: 100,
				page,
				limit,
				totalPages: 2,
				data: rowsFor(page, 50),
			},
		}));
		const r = await runMayar({ credentials: s.credentials, parameters: history() });
		await s.close();
		expect(r.error).toBeUndefined();
		expect(s.seen.map((x) => x.query.page)).toEqual(['1', '2']);
		expect(s.seen[0]).toEqual({
			path: `/credit/v2/credit/customer/paginate-credit-history/${UNKNOWN}`,
			query: { productId: UNKNOWN, page: '1', limit: '50' },
		});
		expect(r.items).toHaveLength(100);
	});

	test('reads the V1 shape nested in data ({total, page, limit, totalPages, data[]}) too', async () => {
		const s = await serve((page, limit) => ({
			body: {
				statusCode: 200,
				messages: 'success',
				data: { total: 120, page, limit, totalPages: 3, data: rowsFor(page, page < 3 ? 50 : 20) },
			},
		}));
		const r = await runMayar({ credentials: s.credentials, parameters: history() });
		await s.close();
		expect(r.error).toBeUndefined();
		expect(s.seen.map((x) => x.query.page)).toEqual(['1', '2', '3']);
		expect(r.items.map((it) => it.json.id)).toEqual(
			[...rowsFor(1, 50), ...rowsFor(2, 50), ...rowsFor(3, 20)].map((x) => x.id),
		);
	});

	test('without totalPages, an empty page ends the list', async () => {
		const s = await serve((page) => ({
			body: { statusCode: 200, messages: 'success', data: page <= 2 ? rowsFor(page, 50) : [] },
		}));
		const r = await runMayar({ credentials: s.credentials, parameters: history() });
		await s.close();
		expect(r.error).toBeUndefined();
		expect(s.seen.map((x) => x.query.page)).toEqual(['1', '2', '3']);
		expect(r.items).toHaveLength(100);
	});

	test("an error on page 2 fails the run with Mayar's message (no partial output)", async () => {
		const s = await serve((page) =>
			page === 1
				? { body: { statusCode: 200, messages: 'success', data: rowsFor(1, 50) } }
				: { status: 400, body: { statusCode: 400, messages: 'Invalid query parameters' } },
		);
		const r = await runMayar({ credentials: s.credentials, parameters: history() });
		await s.close();
		expect(r.error?.message).toBe('Mayar: Invalid query parameters');
		expect(s.seen).toHaveLength(2);
	});

	test('the max-pages guard stops a server that always answers full pages', async () => {
		const s = await serve((page) => ({
			body: { statusCode: 200, messages: 'success', data: rowsFor(page, 50) },
		}));
		const ctx = {
			getNode: () => ({
				name: 'Mayar',
				type: 'n8n-nodes-mayar.mayar',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			}),
			getCredentials: async () => s.credentials,
			helpers: {
				httpRequestWithAuthentication: async (
					_type: string,
					options: { url: string; qs?: Record<string, unknown> },
				) => {
					const qs = new URLSearchParams(
						Object.entries(options.qs ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
					);
					const res = await fetch(`${options.url}?${qs.toString()}`);
					return { statusCode: res.status, headers: {}, body: await res.json() };
				},
			},
		} as unknown as IExecuteFunctions;
		const run = mayarApiRequestAllItems(
			ctx,
			{ method: 'GET', path: '/credit/v2/x', itemIndex: 0 },
			{ returnAll: true, paging: 'page', maxPages: 3 },
		);
		await expect(run).rejects.toThrow(/Stopped after 3 pages/);
		await s.close();
		expect(s.seen.map((x) => x.query.page)).toEqual(['1', '2', '3']);
	});
});

describe('Customer ID and Credit Product ID as resource locators ("From List" or "ID")', () => {
	const list = (value: string) => ({ __rl: true, mode: 'list', value });
	const byId = (value: string) => ({ __rl: true, mode: 'id', value });

	test.each([
		['getBalance', {}],
		['addCredit', { amount: 2 }],
		['spendCredit', { amount: 1 }],
		['getHistory', { returnAll: false, limit: 1 }],
		['generateCheckout', {}],
	])('%s reads both locators: the plain IDs go on the wire', async (operation, extra) => {
		const { mainCustomerId: customerId, mainProductId: productId } = cr();
		const r = await runAgainst(
			sb,
			op(operation, {
				customerId: list(customerId),
				productId: byId(productId.toUpperCase()),
				...extra,
			}),
		);
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		const { path, query, body } = sb.log[0];
		const sent = { ...(query as IDataObject), ...((body as IDataObject | undefined) ?? {}) };
		expect(sent.productId).toBe(productId);
		if (operation === 'getHistory')
			expect(path).toBe(`/credit/v2/credit/customer/paginate-credit-history/${customerId}`);
		else if (operation !== 'generateCheckout') expect(sent.customerId).toBe(customerId);
		// A history row has no documented fields (public facts 2.16): the output is the row Mayar served; the other
		// operations echo the product asked for.
		if (operation === 'getHistory')
			expect(r.items.map((it) => it.json)).toEqual(
				await servedHistory(customerId, productId, 1, 1),
			);
		else expect(r.items[0].json.productId).toBe(productId);
	});

	test('a locator value that is not a UUID (from an expression) is refused by name before any request', async () => {
		const r = await runAgainst(sb, op('getBalance', { productId: byId('={{ "kredit-saya" }}') }));
		expect(r.error?.message).toMatch(/^Credit Product ID must be a Mayar ID \(a UUID/);
		const c = await runAgainst(
			sb,
			op('getBalance', { customerId: list('={{ "budi@example.com" }}') }),
		);
		expect(c.error?.message).toMatch(/^Customer ID must be a Mayar ID \(a UUID/);
		expect(sb.log).toHaveLength(0);
	});
});
