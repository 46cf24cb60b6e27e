import type { IDataObject } from 'n8n-workflow';

import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
let seq = 0;

/** Each create gets its own customer, so Mayar's duplicate guard (same customer and amount) stays out of the way. */
function createParams(extra: IDataObject = {}): IDataObject {
	seq++;
	return {
		resource: 'installment',
		operation: 'create',
		name: 'Budi Santoso',
		email: `budi.${seq}@example.com`,
		mobile: '081298765432',
		amount: 3_000_000,
		description: `Laptop cicilan #${seq}`,
		interest: 0,
		tenure: 3,
		dueDate: 10,
		...extra,
	};
}

async function create(extra: IDataObject = {}): Promise<IDataObject> {
	const r = await runAgainst(sb, createParams(extra));
	expect(r.error).toBeUndefined();
	expect(r.items).toHaveLength(1);
	return r.items[0].json;
}

/** The V2 installment plan (create and detail), field by field against the spec and its V2 response changes. */
function expectPlan(
	plan: IDataObject,
	want: {
		amount: number;
		interest: number;
		tenure: number;
		dueDate: number;
		description: string;
		email: string;
	},
) {
	expect(plan.id).toMatch(UUID);
	expect(plan.createdAt).toMatch(ISO); // V2: an ISO 8601 string, no longer epoch ms
	expect(plan).toMatchObject({
		amount: want.amount,
		interest: want.interest,
		interestType: 'FLAT',
		period: 'MONTHLY',
		tenure: want.tenure,
		dueDate: want.dueDate,
		description: want.description,
	});
	expect(Number.isInteger(plan.totalInterest)).toBe(true);
	expect(plan.totalAmount).toBe(want.amount + (plan.totalInterest as number));
	expect(typeof plan.status).toBe('string');
	expect(plan.customer).toMatchObject({
		name: 'Budi Santoso',
		email: want.email,
		mobile: '081298765432',
	});
	// The detail loses these in V2.
	for (const gone of ['paymentLinkId', 'updatedAt', 'userId', 'paymentLink'])
		expect(plan).not.toHaveProperty(gone);

	const invoices = plan.invoices as IDataObject[];
	expect(invoices).toHaveLength(want.tenure);
	let remaining = plan.totalAmount as number;
	invoices.forEach((inv, n) => {
		expect(inv.id).toMatch(UUID);
		expect(inv.index).toBe(n + 1); // order number from 1
		expect(Number.isInteger(inv.amount)).toBe(true);
		expect(inv.amount as number).toBeGreaterThan(0);
		expect(Number.isInteger(inv.interestAmount)).toBe(true);
		expect(inv.dueDate).toMatch(ISO); // V2 adds dueDate
		expect(new Date(inv.dueDate as string).getUTCDate()).toBe(want.dueDate);
		expect(String(inv.paymentUrl)).toMatch(/^https?:\/\/\S+$/); // V2 adds paymentUrl
		expect(inv.status).toBe('unpaid');
		expect(typeof inv.link).toBe('string');
		remaining -= inv.amount as number;
		expect(inv.remainingAmount).toBe(remaining);
		// V2 invoice lines lose these.
		for (const gone of ['customerId', 'customer', 'category', 'description'])
			expect(inv).not.toHaveProperty(gone);
	});
	expect(remaining).toBe(0);
	expect(invoices[invoices.length - 1].remainingAmount).toBe(0);
	// One due date per month, in order.
	const months = invoices.map((inv) => {
		const d = new Date(inv.dueDate as string);
		return d.getUTCFullYear() * 12 + d.getUTCMonth();
	});
	months.forEach((m, n) => n > 0 && expect(m - months[n - 1]).toBe(1));
}

describe('Create', () => {
	test('sends the documented body and returns the V2 plan with one invoice a month', async () => {
		const params = createParams({ amount: 3_000_000, interest: 0, tenure: 3, dueDate: 10 });
		const r = await runAgainst(sb, params);
		expect(r.error).toBeUndefined();
		const sent = requestsTo(sb, '/hl/v2/installments/create', 'POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toEqual({
			name: 'Budi Santoso',
			email: params.email,
			mobile: '081298765432',
			amount: 3_000_000,
			installment: { description: params.description, interest: 0, tenure: 3, dueDate: 10 },
		});
		const plan = r.items[0].json;
		expectPlan(plan, {
			amount: 3_000_000,
			interest: 0,
			tenure: 3,
			dueDate: 10,
			description: params.description as string,
			email: params.email as string,
		});
		// The documented case: no interest, equal invoices.
		expect(plan.totalInterest).toBe(0);
		expect((plan.invoices as IDataObject[]).map((inv) => inv.amount)).toEqual([
			1_000_000, 1_000_000, 1_000_000,
		]);
		expect(sb.log).toHaveLength(1);
	});

	test('1,000,001 over 7 months at 3%: the invoices add up exactly to the total and the remainder reaches 0', async () => {
		const params = createParams({ amount: 1_000_001, interest: 3, tenure: 7, dueDate: 28 });
		const plan = await create(params);
		expectPlan(plan, {
			amount: 1_000_001,
			interest: 3,
			tenure: 7,
			dueDate: 28,
			description: params.description as string,
			email: params.email as string,
		});
		expect(plan.totalInterest as number).toBeGreaterThan(0);
		const invoices = plan.invoices as IDataObject[];
		const sum = invoices.reduce((s, inv) => s + (inv.amount as number), 0);
		expect(sum).toBe(plan.totalAmount);
		const interestSum = invoices.reduce((s, inv) => s + (inv.interestAmount as number), 0);
		expect(interestSum).toBe(plan.totalInterest);
		// Rounding spreads at most a rupiah or so: no invoice differs from another by more than the remainder.
		const amounts = invoices.map((inv) => inv.amount as number);
		expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThan(7);
	});

	test('accepts a fractional interest, and numbers given as text from an expression', async () => {
		const params = createParams({
			amount: '={{ "2500000" }}',
			interest: 1.5,
			tenure: '={{ "12" }}',
			dueDate: 1,
		});
		const plan = await create(params);
		const sent = requestsTo(sb, '/hl/v2/installments/create')[0].body as IDataObject;
		expect(sent.amount).toBe(2_500_000);
		expect(sent.installment).toEqual({
			description: params.description,
			interest: 1.5,
			tenure: 12,
			dueDate: 1,
		});
		expect((plan.invoices as IDataObject[]).length).toBe(12);
	});

	test.each([
		[
			'a tenure of 2 months',
			{ tenure: 2 },
			/Tenure \(Months\) must be a whole number from 3 to 24, not 2/,
		],
		[
			'a tenure of 25 months',
			{ tenure: 25 },
			/Tenure \(Months\) must be a whole number from 3 to 24, not 25/,
		],
		['a fractional tenure', { tenure: 3.5 }, /Tenure \(Months\) must be a whole number/],
		['due day 0', { dueDate: 0 }, /Due Day of Month must be a whole number from 1 to 28, not 0/],
		['due day 29', { dueDate: 29 }, /Due Day of Month must be a whole number from 1 to 28, not 29/],
		['interest -1', { interest: -1 }, /Interest \(%\) must be a number from 0 to 100, not -1/],
		['interest 101', { interest: 101 }, /Interest \(%\) must be a number from 0 to 100/],
		['amount 0', { amount: 0 }, /Total Amount must be a whole number of rupiah above 0, not 0/],
		[
			'a fractional amount',
			{ amount: 1500.5 },
			/Total Amount must be a whole number of rupiah above 0/,
		],
		[
			'a malformed e-mail',
			{ email: 'budi@' },
			/Customer Email is not a valid email address: budi@/,
		],
		['a missing name', { name: '  ' }, /Customer Name is required/],
		['a missing mobile', { mobile: '={{ "" }}' }, /Customer Mobile is required/],
		['a missing description', { description: '={{ "" }}' }, /Description is required/],
	])(
		'refuses %s with a NodeOperationError naming the field, before sending anything',
		async (_label, extra, message) => {
			const r = await runAgainst(sb, createParams(extra as IDataObject));
			expect(r.error?.name).toBe('NodeOperationError');
			expect(r.error?.message).toMatch(message);
			expect(r.error?.context).toMatchObject({ itemIndex: 0 });
			expect(r.items).toHaveLength(0);
			expect(sb.log).toHaveLength(0);
		},
	);

	test('a Read Only key is refused with the Read & Write hint', async () => {
		const r = await runAgainst(sb, createParams(), { key: sb.keys.readOnly });
		expect(r.error?.name).toBe('NodeApiError');
		expect(String(r.error?.description)).toMatch(/Read & Write key/);
		expect(requestsTo(sb, '/hl/v2/installments/create')).toHaveLength(1); // a refused write is not resent
	});

	test('Continue On Fail: a bad row becomes an error item for its input, the others are created', async () => {
		const rows = [{ tenure: 6 }, { tenure: 30 }, { tenure: 24 }];
		const r = await runAgainst(
			sb,
			createParams({
				tenure: '={{ $json.tenure }}',
				email: '={{ "row." + $itemIndex + "." + $now.toMillis() + "@example.com" }}',
			}),
			{
				items: rows,
				onError: 'continueRegularOutput',
			},
		);
		expect(r.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect((r.items[0].json.invoices as IDataObject[]).length).toBe(6);
		expect(r.items[1].json.error).toMatch(
			/Tenure \(Months\) must be a whole number from 3 to 24, not 30/,
		);
		expect((r.items[2].json.invoices as IDataObject[]).length).toBe(24);
		expect(requestsTo(sb, '/hl/v2/installments/create')).toHaveLength(2);
	});
});

describe('Get', () => {
	test('returns the same plan as Create, in the V2 detail shape', async () => {
		const params = createParams({ amount: 1_200_000, interest: 2, tenure: 4, dueDate: 15 });
		const created = await create(params);
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'installment',
			operation: 'get',
			installmentId: ` ${String(created.id).toUpperCase()} `,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			`GET /hl/v2/installments/${created.id}`,
		]);
		const plan = r.items[0].json;
		expectPlan(plan, {
			amount: 1_200_000,
			interest: 2,
			tenure: 4,
			dueDate: 15,
			description: params.description as string,
			email: params.email as string,
		});
		expect(plan.id).toBe(created.id);
		expect((plan.invoices as IDataObject[]).map((inv) => inv.id)).toEqual(
			(created.invoices as IDataObject[]).map((inv) => inv.id),
		);
	});

	test('an ID that is not a UUID, or that tries to change the path, is refused before sending', async () => {
		for (const value of [
			'',
			'abc',
			'../balances',
			'00000000-0000-4000-8000-000000000000/../../balances',
		]) {
			const r = await runAgainst(sb, {
				resource: 'installment',
				operation: 'get',
				installmentId: `={{ ${JSON.stringify(value)} }}`,
			});
			expect(r.error?.name).toBe('NodeOperationError');
			expect(r.error?.message).toMatch(/^Installment (is required|must be a Mayar ID)/);
		}
		expect(sb.log).toHaveLength(0);
	});
});

describe('Get Many', () => {
	test('lists installments one item each, with the limit and filters in the query', async () => {
		const created = await create();
		const customerId = await customerIdOf(created);
		expect(customerId).toMatch(UUID); // so the customer filter below is exercised
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'installment',
			operation: 'getMany',
			returnAll: false,
			limit: 5,
			filters: customerId ? { customerId } : {},
		});
		expect(r.error).toBeUndefined();
		expect(r.items.length).toBeGreaterThan(0);
		expect(r.items.length).toBeLessThanOrEqual(5);
		expect(sb.log[0].path).toBe('/hl/v2/installments');
		expect(sb.log[0].query).toMatchObject({ limit: '5', ...(customerId ? { customerId } : {}) });
		// The list rows are payment-link items with the plan's installmentId and no customerId (docs installment/index):
		// the plan each row names must be one of the customer's.
		const plans = sb.store.installments as IDataObject[];
		for (const { json } of r.items) {
			expect(json.id).toMatch(UUID);
			expect(json.installmentId).toMatch(UUID);
			expect(json).not.toHaveProperty('customerId');
			const plan = plans.find((p) => p.id === json.installmentId) as IDataObject;
			expect(plan).toBeDefined();
			if (customerId) expect(plan.customerId).toBe(customerId);
		}
		if (customerId) expect(r.items.map((it) => it.json.installmentId)).toContain(created.id);
	});

	test('Return All follows the cursor to the end, 50 a page', async () => {
		for (let n = 0; n < 3; n++) await create();
		sb.clearLog();
		const r = await runAgainst(sb, {
			resource: 'installment',
			operation: 'getMany',
			returnAll: true,
		});
		expect(r.error).toBeUndefined();
		expect(r.items.length).toBeGreaterThanOrEqual(3);
		expect(new Set(r.items.map((i) => i.json.id)).size).toBe(r.items.length);
		expect(sb.log).toHaveLength(Math.floor(r.items.length / 50) + 1);
		for (const e of sb.log) expect(e.query.limit).toBe('50');
	});

	test('the status filter is sent as given; a malformed status or customer ID is refused before sending', async () => {
		const ok = await runAgainst(sb, {
			resource: 'installment',
			operation: 'getMany',
			returnAll: false,
			limit: 3,
			filters: { status: 'active' },
		});
		expect(ok.error).toBeUndefined();
		expect(sb.log[0].query).toMatchObject({ status: 'active', limit: '3' });
		for (const { json } of ok.items) expect(json.status).toBe('active');
		sb.clearLog();
		const badStatus = await runAgainst(sb, {
			resource: 'installment',
			operation: 'getMany',
			returnAll: true,
			filters: { status: 'active&limit=500' },
		});
		expect(badStatus.error?.message).toMatch(/^Status may only hold letters, digits/);
		const badCustomer = await runAgainst(sb, {
			resource: 'installment',
			operation: 'getMany',
			returnAll: true,
			filters: { customerId: 'budi' },
		});
		expect(badCustomer.error?.message).toMatch(/^Customer ID must be a Mayar ID/);
		expect(sb.log).toHaveLength(0);
	});
});

/** The customer of a plan, read from the sandbox's store (the V2 plan's customer carries no id). */
async function customerIdOf(plan: IDataObject): Promise<string | undefined> {
	const email = (plan.customer as IDataObject).email;
	const customers = (sb.store.customers as IDataObject[] | undefined) ?? [];
	return customers.find((c) => c.email === email)?.id as string | undefined;
}

describe('Create: Total Amount default', () => {
	test('left at its default (0), Total Amount is refused before any request: no guessed price', async () => {
		const params = createParams();
		delete params.amount;
		const r = await runAgainst(sb, params);
		expect(r.error?.message).toMatch(
			/^Total Amount must be a whole number of rupiah above 0, not 0$/,
		);
		expect(sb.log).toHaveLength(0);
		const { Mayar } = await import('../../nodes/Mayar/Mayar.node');
		const field = new Mayar().description.properties.find(
			(p) =>
				p.name === 'amount' &&
				(p.displayOptions?.show?.resource as string[] | undefined)?.includes('installment'),
		);
		expect(field).toMatchObject({
			displayName: 'Total Amount',
			required: true,
			default: 0,
			typeOptions: { minValue: 1 },
		});
	});
});

describe.each(['spec', 'live'] as const)("%s profile: each monthly invoice's page", (profile) => {
	beforeEach(() => sb.setProfile(profile));
	afterEach(() => sb.setProfile('spec'));

	test("with Store URL, every invoice has a paymentUrl: Mayar's own, or <Store URL>/invoices/<slug> where it sent only the slug", async () => {
		const r = await runAgainst(
			sb,
			createParams({ options: { storeUrl: 'https://tokoku.myr.id/' } }),
		);
		expect(r.error).toBeUndefined();
		const lines = r.items[0].json.invoices as IDataObject[];
		expect(lines).toHaveLength(3);
		for (const line of lines) {
			expect(typeof line.link).toBe('string');
			expect(String(line.paymentUrl)).toMatch(/^https?:\/\//);
			if (profile === 'live')
				expect(line.paymentUrl).toBe(`https://tokoku.myr.id/invoices/${String(line.link)}`);
		}
		const answered = sb.log[sb.log.length - 1];
		expect(answered.path).toBe('/hl/v2/installments/create');
		// Under live, Mayar's answer had no paymentUrl: the node built them; under spec it kept Mayar's.
		if (profile === 'spec') expect(lines[0].paymentUrl).not.toMatch(/^https:\/\/tokoku\.myr\.id/);
	});

	test('without Store URL, dueDate and paymentUrl are what Mayar sent, null where it sent none (never invented)', async () => {
		const r = await runAgainst(sb, createParams());
		const lines = r.items[0].json.invoices as IDataObject[];
		for (const line of lines) {
			expect('paymentUrl' in line && 'dueDate' in line).toBe(true);
			if (profile === 'spec') expect(String(line.paymentUrl)).toMatch(/^https?:\/\//);
			else expect([line.paymentUrl, line.dueDate]).toEqual([null, null]);
		}
	});

	test('a Store URL that is not a URL is refused before sending', async () => {
		const r = await runAgainst(sb, createParams({ options: { storeUrl: 'tokoku' } }));
		expect(r.error?.message).toMatch(/Store URL/);
		expect(sb.log.filter((e) => e.path === '/hl/v2/installments/create')).toHaveLength(0);
	});
});
