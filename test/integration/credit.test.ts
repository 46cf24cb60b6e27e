/** Credit: the operations against the sandbox, and Customer ID and Credit Product ID as resource locators. */
import type { IDataObject } from 'n8n-workflow';

import { resources } from '../../nodes/Mayar/actions/resources';
import { factsOf } from '../operations';
import { requestsTo, runAgainst } from '../harness/sandbox';
import {
	sb,
	UNKNOWN,
	cr,
	balance,
	historyOf,
	membershipSeed,
	nonCreditProduct,
	op,
} from './credit.kit';

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
		expect(r.error?.message).toMatch(/^Customer must be a Mayar ID \(a UUID/);
		expect(r.error?.context).toMatchObject({ itemIndex: 0 });
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
			expect(r.error?.context).toMatchObject({ itemIndex: 0 });
		}
		const r = await runAgainst(
			sb,
			op('addCredit', { amount: 5, additionalFields: { additionalBody: '{not json' } }),
		);
		expect(r.error?.message).toBe('Additional Body (JSON) is not valid JSON');
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
		expect(r2.error?.message).toMatch(/^Customer must be a Mayar ID \(a UUID/);
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
		expect(r.error?.message).toMatch(/^Customer Email is not a valid email address/);
		const r2 = await runAgainst(sb, {
			resource: 'credit',
			operation: 'generateCheckout',
			productId,
			additionalFields: { creditAmount: 0 },
		});
		expect(r2.error?.message).toMatch(/^Credit Amount must be a whole number from 1 to /);
		expect(sb.log).toHaveLength(0);

		const r3 = await runAgainst(sb, {
			resource: 'credit',
			operation: 'generateCheckout',
			productId: UNKNOWN,
		});
		expect(r3.error?.httpCode).toBe('404');
		expect(r3.error?.message).toBe('Mayar: Product not found');
		expect(r3.error?.description).toMatch(/Credit Product is a .*credit enabled/);
		// This operation has no Customer field, so its hint does not ask about one.
		expect(r3.error?.description).not.toMatch(/Customer/);
	});
});

describe('Customer ID and Credit Product ID as resource locators ("From List" or "ID")', () => {
	const list = (value: string) => ({ __rl: true, mode: 'list', value });
	const byId = (value: string) => ({ __rl: true, mode: 'id', value });

	// getHistory's output is checked against one served row
	const ONE_ROW = { returnAll: false, limit: 1 };
	test.each(Object.keys(resources.credit))(
		'%s reads both locators: the plain IDs go on the wire',
		async (operation) => {
			// Every operation of the resource takes the product, with its sample's other required values.
			const { mainCustomerId: customerId, mainProductId: productId } = cr();
			const required =
				factsOf(`credit/${operation}`).sample?.minimal({ customerId, productId }) ?? {};
			const r = await runAgainst(
				sb,
				op(operation, {
					...required,
					customerId: list(customerId),
					productId: byId(productId.toUpperCase()),
					...(operation === 'getHistory' ? ONE_ROW : {}),
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
		},
	);

	test('a locator value that is not a UUID (from an expression) is refused by name before any request', async () => {
		const r = await runAgainst(sb, op('getBalance', { productId: byId('={{ "kredit-saya" }}') }));
		expect(r.error?.message).toMatch(/^Credit Product must be a Mayar ID \(a UUID/);
		const c = await runAgainst(
			sb,
			op('getBalance', { customerId: list('={{ "budi@example.com" }}') }),
		);
		expect(c.error?.message).toMatch(/^Customer must be a Mayar ID \(a UUID/);
		expect(sb.log).toHaveLength(0);
	});
});
