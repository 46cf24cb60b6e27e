/**
 * Where Mayar's sources give several paths for one endpoint (docs/api-notes.md, "Endpoints with more than one
 * path"), the node tries the spec's path first and moves on after a route-level 404 only. The sandbox can serve one
 * form alone (as production will), so each operation is proven against every form. Credit has its own tests in
 * credit.test.ts.
 */
import type { IDataObject } from 'n8n-workflow';

import { runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());
afterEach(() => sb.setServedForms({}));

const paths = () => sb.log.map((e) => `${e.method} ${e.path} ${e.status}`);
const licenses = () => (sb.store.licenses as IDataObject[]).filter((l) => l.status === 'ACTIVE');
const verify = (lic: IDataObject) => ({
	resource: 'license',
	operation: 'verify',
	licenseCode: lic.licenseCode,
	productId: { __rl: true, mode: 'id', value: lic.productId },
});

describe('License > Verify', () => {
	test('the spec path when it is served: one request', async () => {
		sb.setServedForms({ 'license.verify': 0 });
		const r = await runAgainst(sb, verify(licenses()[0]));
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toMatchObject({ isLicenseActive: true, found: true });
		expect(paths()).toEqual(['POST /hl/v2/software/verify 200']);
	});

	test("the docs' path when only it is served: the spec path's 404, then the docs' path", async () => {
		sb.setServedForms({ 'license.verify': 1 });
		const r = await runAgainst(sb, verify(licenses()[0]));
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toMatchObject({ isLicenseActive: true, found: true });
		expect(paths()).toEqual([
			'POST /hl/v2/software/verify 404',
			'POST /software/v2/license/verify 200',
		]);
	});

	test('over 3 items the form that answered is kept: only the first item pays the extra request', async () => {
		sb.setServedForms({ 'license.verify': 1 });
		const lic = licenses()[0];
		const r = await runAgainst(
			sb,
			{ ...verify(lic), licenseCode: '={{ $json.code }}' },
			{ items: [{ code: lic.licenseCode }, { code: lic.licenseCode }, { code: lic.licenseCode }] },
		);
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(3);
		expect(paths()).toEqual([
			'POST /hl/v2/software/verify 404',
			...Array(3).fill('POST /software/v2/license/verify 200'),
		]);
	});

	test('an unknown license code (a 400 from the served path) is an answer, not a reason to try another path', async () => {
		const r = await runAgainst(sb, { ...verify(licenses()[0]), licenseCode: 'NO-SUCH-CODE-123' });
		expect(r.items[0].json).toMatchObject({ found: false, reason: 'notFound' });
		expect(sb.log).toHaveLength(1);
	});

	test('when neither path is served, the error says both were tried, in words, and keeps the paths for support', async () => {
		sb.setServedForms({ 'license.verify': 7 });
		const r = await runAgainst(sb, verify(licenses()[0]));
		expect(r.error?.httpCode).toBe('404');
		expect(String(r.error?.description)).toMatch(
			/^Mayar answered "Not Found" at each of the 2 addresses its documentation gives for this endpoint, so nothing was done\..*api-notes\.md#endpoints-with-more-than-one-path/,
		);
		expect(String(r.error?.description)).not.toMatch(/\/hl\/v2|\/software\/v2/);
		expect((r.error?.context as IDataObject | undefined)?.pathsTried).toEqual([
			'/hl/v2/software/verify',
			'/software/v2/license/verify',
		]);
		expect(sb.log).toHaveLength(2);
	});
});

describe('Review > Get Store Stats', () => {
	test.each([
		[0, ['GET /hl/v2/reviews/stats 200']],
		[1, ['GET /hl/v2/reviews/stats 404', 'GET /hl/v2/merchants/reviews/stats 200']],
	])('served form %s', async (form, expected) => {
		sb.setServedForms({ 'review.storeStats': form });
		const r = await runAgainst(sb, { resource: 'review', operation: 'getStoreStats' });
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toHaveProperty('total');
		expect(paths()).toEqual(expected);
	});
});

describe('Invoice > Set Status', () => {
	const invoice = () =>
		(sb.store.invoices as IDataObject[]).find((i) => i.status === 'active') as IDataObject;

	test.each([
		[0, '/hl/v2/products'],
		[1, '/hl/v2/invoices'],
	])('served form %s: closed through %s', async (form, base) => {
		sb.setServedForms({ 'product.setStatus': form });
		const inv = invoice();
		const r = await runAgainst(sb, {
			resource: 'invoice',
			operation: 'setStatus',
			invoiceId: { __rl: true, mode: 'id', value: inv.id },
			status: 'closed',
		});
		expect(r.error).toBeUndefined();
		expect(inv.status).toBe('closed');
		expect(sb.log.at(-1)).toMatchObject({ path: `${base}/${inv.id}/closed`, status: 200 });
		expect(sb.log).toHaveLength(form + 1);
		inv.status = 'active';
	});

	test('an unknown invoice is a record-level 404 ("Product not found"): one request, no other path tried', async () => {
		const r = await runAgainst(sb, {
			resource: 'invoice',
			operation: 'setStatus',
			invoiceId: { __rl: true, mode: 'id', value: '00000000-0000-4000-8000-000000000000' },
			status: 'closed',
		});
		expect(r.error?.httpCode).toBe('404');
		expect(r.error?.message).toBe('Mayar: Product not found');
		expect(sb.log).toHaveLength(1);
	});
});

describe('Customer > Update Email', () => {
	const customer = (k: number) => (sb.store.customers as IDataObject[])[k];

	test("the docs' path (named by email) when only it is served, with Current Email", async () => {
		sb.setServedForms({ 'customer.update': 1 });
		const c = customer(3);
		const fromEmail = String(c.email);
		const toEmail = `moved.${Date.now()}@example.com`;
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'updateEmail',
			customerId: c.id,
			toEmail,
			options: { fromEmail },
		});
		expect(r.error).toBeUndefined();
		expect(paths()).toEqual([
			`POST /hl/v2/customers/${c.id}/update 404`,
			'POST /hl/v2/customers/update 200',
		]);
		expect(sb.log[1].body).toEqual({ fromEmail, toEmail });
		expect(customer(3).email).toBe(toEmail);
	});

	test("without Current Email the docs' path cannot be tried: the error says to set it", async () => {
		sb.setServedForms({ 'customer.update': 1 });
		const c = customer(4);
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'updateEmail',
			customerId: c.id,
			toEmail: 'nobody.new@example.com',
		});
		expect(r.error?.httpCode).toBe('404');
		expect(String(r.error?.description)).toMatch(/Set Options > Current Email/);
		expect(sb.log).toHaveLength(1);
	});

	test('an unknown customer on the spec path is a record-level 404: one request even with Current Email', async () => {
		const r = await runAgainst(sb, {
			resource: 'customer',
			operation: 'updateEmail',
			customerId: '00000000-0000-4000-8000-000000000000',
			toEmail: 'a.new@example.com',
			options: { fromEmail: 'old@example.com' },
		});
		expect(r.error?.httpCode).toBe('404');
		expect(String(r.error?.description)).toMatch(/No customer with the ID/);
		// With Current Email set, the hint also names it: Mayar's other form finds the customer by it.
		expect(String(r.error?.description)).toContain('with the email old@example.com');
		expect(sb.log).toHaveLength(1);
	});
});
