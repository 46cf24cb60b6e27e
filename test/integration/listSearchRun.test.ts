/** A result picked from a locator's list runs its operation; an API error reaches the editor as an error, not an empty list. */
import type { IDataObject, INodeListSearchItems } from 'n8n-workflow';

import { requestsTo, runAgainst } from '../harness/sandbox';
import { sb, type Row, stored, search } from './listSearch.kit';

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
		expect(bad.error?.message).toMatch(/^Bundle must be a Mayar ID/);
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
		expect(pickedProduct.name).toMatch(/\((SaaS|Membership)\)$/);
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
		expect(bad.error?.message).toMatch(/^Coupon must be a Mayar ID/);
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
		expect(bad.error?.message).toMatch(/^Installment must be a Mayar ID/);
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
		expect(missing.error?.description).toMatch(/Look the customer up with Customer > Get by Email/);
	});
});
