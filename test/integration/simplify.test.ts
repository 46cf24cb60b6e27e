/**
 * Simplify (n8n's UX guideline for responses of more than 10 fields): on by default for the read operations
 * whose records are that wide. Each operation runs twice through n8n-core against the sandbox, with the default
 * and with Simplify off; the simplified record must hold exactly the listed keys, at most 10, each with the raw
 * record's value (a nested customer, payment link, tier or cover image flattened one level).
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { Mayar } from '../../nodes/Mayar/Mayar.node';
import { simplifyRecord } from '../../nodes/Mayar/helpers/simplify';
import { runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

const UNPAID = 130;
const PAID = 120;

let sb: Sandbox;
beforeAll(
	async () =>
		(sb = await startSandbox({ counts: { unpaidTransactions: UNPAID, paidTransactions: PAID } })),
);
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const rl = (value: string) => ({ __rl: true, mode: 'id', value });
type Row = IDataObject & { id: string };
const store = <T = Row>(name: string) => sb.store[name] as unknown as T[];
const memberships = () =>
	sb.store.memberships as unknown as {
		mainProductId: string;
		members: Array<Row & { memberId: string; paymentLinkId: string }>;
	};
const mainMembers = () =>
	memberships().members.filter((m) => m.paymentLinkId === memberships().mainProductId);

/** The flattened keys: key -> [nested object, field]. Written out here, not derived as the node does. */
const FLAT: Record<string, [string, string]> = {
	customerName: ['customer', 'name'],
	customerEmail: ['customer', 'email'],
	customerMobile: ['customer', 'mobile'],
	paymentLinkName: ['paymentLink', 'name'],
	membershipTierName: ['membershipTier', 'name'],
	coverImageUrl: ['coverImage', 'url'],
};

const KEYS = {
	// The invoice detail documents no description (docs invoice/detail): customerId takes its place.
	invoice: [
		'id',
		'transactionId',
		'status',
		'amount',
		'customerId',
		'customerName',
		'customerEmail',
		'customerMobile',
		'paymentUrl',
		'expiredAt',
	],
	invoiceList: [
		'id',
		'status',
		'amount',
		'description',
		'link',
		'customerId',
		'customerName',
		'customerEmail',
		'customerMobile',
		'createdAt',
	],
	product: [
		'id',
		'name',
		'type',
		'status',
		'amount',
		'description',
		'linkUrl',
		'linkPayment',
		'coverImageUrl',
		'createdAt',
	],
	// The payment request detail has the product-detail shape: no transactionId, customer or expiredAt documented.
	paymentRequest: [
		'id',
		'status',
		'amount',
		'name',
		'description',
		'type',
		'link',
		'linkUrl',
		'linkPayment',
		'createdAt',
	],
	paymentRequestList: ['id', 'status', 'amount', 'name', 'description', 'link', 'createdAt'],
	transaction: [
		'id',
		'status',
		'amount',
		'paymentMethod',
		'customerName',
		'customerEmail',
		'customerMobile',
		'paymentLinkName',
		'extraData',
		'createdAt',
	],
	paidTransaction: [
		'id',
		'transactionId',
		'status',
		'amount',
		'paymentMethod',
		'customerName',
		'customerEmail',
		'customerMobile',
		'paymentLinkName',
		'createdAt',
	],
	unpaidTransaction: [
		'id',
		'status',
		'amount',
		'type',
		'customerName',
		'customerEmail',
		'customerMobile',
		'paymentLinkName',
		'paymentUrl',
		'createdAt',
	],
	member: [
		'id',
		'memberId',
		'status',
		'customerName',
		'customerEmail',
		'customerMobile',
		'membershipTierName',
		'nextPayment',
		'expiredAt',
		'createdAt',
	],
	memberRow: [
		'id',
		'memberId',
		'status',
		'customerName',
		'customerEmail',
		'customerMobile',
		'membershipTierName',
		'nextPayment',
		'createdAt',
	],
};

/** What the simplified record must be, read off the raw one. */
function expectedFrom(raw: IDataObject, keys: string[]): IDataObject {
	const out: IDataObject = {};
	for (const key of keys) {
		if (FLAT[key]) {
			const [parent, field] = FLAT[key];
			expect(raw).toHaveProperty(parent);
			const obj = raw[parent] as IDataObject | null;
			out[key] = obj === null ? null : obj[field];
		} else {
			expect(raw).toHaveProperty(key);
			out[key] = raw[key];
		}
	}
	return out;
}

interface Case {
	label: string;
	params: () => IDataObject;
	keys: string[];
	/** For a list: how many records the page must hold. */
	rows?: number;
}

const some = (name: string, pick: (r: Row) => boolean = () => true) =>
	(store(name).find(pick) as Row).id;
const customerWithInvoices = () => {
	const inv = store<Row & { customerId: string }>('invoices')[0];
	return (
		store<Row & { email: string }>('customers').find((c) => c.id === inv.customerId) as Row & {
			email: string;
		}
	).email;
};

const CASES: Case[] = [
	{
		label: 'Invoice > Get',
		params: () => ({ resource: 'invoice', operation: 'get', invoiceId: rl(some('invoices')) }),
		keys: KEYS.invoice,
	},
	{
		label: 'Invoice > Get Many',
		params: () => ({ resource: 'invoice', operation: 'getMany', returnAll: false, limit: 20 }),
		keys: KEYS.invoiceList,
		rows: 20,
	},
	{
		label: 'Invoice > Get Many by Customer Email',
		params: () => ({
			resource: 'invoice',
			operation: 'getManyByEmail',
			email: customerWithInvoices(),
			returnAll: true,
		}),
		keys: KEYS.invoiceList,
	},
	{
		label: 'Product > Get',
		params: () => ({
			resource: 'product',
			operation: 'get',
			productId: rl(some('products', (p) => p.coverImage !== null)),
		}),
		keys: KEYS.product,
	},
	{
		label: 'Product > Get Many',
		params: () => ({ resource: 'product', operation: 'getMany', returnAll: false, limit: 30 }),
		keys: KEYS.product,
		rows: 30,
	},
	{
		label: 'Payment Request > Get',
		params: () => ({
			resource: 'paymentRequest',
			operation: 'get',
			paymentRequestId: rl(some('paymentRequests')),
		}),
		keys: KEYS.paymentRequest,
	},
	{
		label: 'Payment Request > Get Many',
		params: () => ({
			resource: 'paymentRequest',
			operation: 'getMany',
			returnAll: false,
			limit: 20,
		}),
		keys: KEYS.paymentRequestList,
		rows: 20,
	},
	{
		label: 'Transaction > Get',
		params: () => ({
			resource: 'transaction',
			operation: 'get',
			transactionId: some('transactions', (t) => t.status === 'paid'),
		}),
		keys: KEYS.transaction,
	},
	{
		label: 'Transaction > Get Many',
		params: () => ({ resource: 'transaction', operation: 'getMany', returnAll: false, limit: 20 }),
		keys: KEYS.paidTransaction,
		rows: 20,
	},
	{
		label: 'Transaction > Get Many Unpaid',
		params: () => ({
			resource: 'transaction',
			operation: 'getManyUnpaid',
			returnAll: false,
			limit: 20,
		}),
		keys: KEYS.unpaidTransaction,
		rows: 20,
	},
	{
		label: 'Membership > Get Member',
		params: () => ({
			resource: 'membership',
			operation: 'getMember',
			productId: memberships().mainProductId,
			memberId: mainMembers()[0].memberId,
		}),
		keys: KEYS.member,
	},
	{
		label: 'Membership > Get Members',
		params: () => ({
			resource: 'membership',
			operation: 'getMembers',
			productId: memberships().mainProductId,
			returnAll: false,
			limit: 20,
		}),
		keys: KEYS.memberRow,
		rows: 20,
	},
];

async function records(params: IDataObject): Promise<IDataObject[]> {
	const r = await runAgainst(sb, params);
	expect(r.error).toBeUndefined();
	return r.items.map((i) => i.json);
}

describe.each(CASES)('$label', ({ params, keys, rows }) => {
	test('Simplify is on by default: exactly the listed keys (at most 10), each with the raw value', async () => {
		expect(keys.length).toBeLessThanOrEqual(10);
		const simple = await records(params());
		const raw = await records({ ...params(), simplify: false });
		if (rows !== undefined) expect(raw).toHaveLength(rows);
		expect(raw.length).toBeGreaterThan(0);
		expect(simple).toHaveLength(raw.length);
		raw.forEach((record, k) => {
			// The raw record is wide enough for the guideline: more than 10 fields.
			expect(Object.keys(record).length).toBeGreaterThan(10);
			expect(Object.keys(simple[k])).toEqual(keys);
			expect(simple[k]).toEqual(expectedFrom(record, keys));
		});
		// Flattened fields carry real values, not a null from a wrong path.
		for (const key of keys.filter((k) => FLAT[k])) {
			expect(simple.some((s) => s[key] !== null && s[key] !== undefined && s[key] !== '')).toBe(
				true,
			);
		}
	});
});

/** Invoices and payment requests are listed one status at a time: these, in this order. */
const STATUSES = ['active', 'paid', 'closed'];
/** The status of each request a Return All sends: each status's pages of 50 (one page when it has none). */
const statusPages = (name: string) =>
	STATUSES.flatMap((st) =>
		Array.from(
			{ length: Math.max(1, Math.ceil(store(name).filter((r) => r.status === st).length / 50)) },
			() => st,
		),
	);

describe('Return All with Simplify still returns every record', () => {
	test.each([
		[
			'Invoice > Get Many',
			{ resource: 'invoice', operation: 'getMany' },
			() => store('invoices').length,
			() => statusPages('invoices'),
		],
		[
			'Product > Get Many',
			{ resource: 'product', operation: 'getMany' },
			() => store('products').length,
			undefined,
		],
		[
			'Payment Request > Get Many',
			{ resource: 'paymentRequest', operation: 'getMany' },
			() => store('paymentRequests').length,
			() => statusPages('paymentRequests'),
		],
		[
			'Transaction > Get Many',
			{ resource: 'transaction', operation: 'getMany' },
			() => PAID,
			undefined,
		],
		[
			'Transaction > Get Many Unpaid',
			{ resource: 'transaction', operation: 'getManyUnpaid' },
			() => UNPAID,
			undefined,
		],
		[
			'Membership > Get Members',
			{ resource: 'membership', operation: 'getMembers' },
			() => mainMembers().length,
			undefined,
		],
	] as Array<[string, IDataObject, () => number, (() => string[]) | undefined]>)(
		'%s',
		async (_label, base, total, byStatus) => {
			const params = {
				...base,
				...(base.resource === 'membership' ? { productId: memberships().mainProductId } : {}),
				returnAll: true,
			};
			const simple = await records(params);
			const pages = sb.log.length;
			expect(total()).toBeGreaterThan(50); // more than one page
			expect(simple).toHaveLength(total());
			if (byStatus) {
				// One status at a time, each paged on to its end.
				expect(sb.log.map((e) => e.query.status)).toEqual(byStatus());
				expect(pages).toBe(byStatus().length);
			} else {
				expect(pages).toBe(Math.ceil(total() / 50));
			}
			const raw = await records({ ...params, simplify: false });
			expect(simple.map((s) => s.id)).toEqual(raw.map((s) => s.id));
			expect(new Set(simple.map((s) => s.id)).size).toBe(total());
		},
	);
});

describe('the parameter', () => {
	const properties = new Mayar().description.properties as INodeProperties[];
	const simplifyOf = (resource: string, operation: string) =>
		properties.filter(
			(p) =>
				p.name === 'simplify' &&
				p.displayOptions?.show?.resource?.includes(resource) &&
				p.displayOptions?.show?.operation?.includes(operation),
		);

	// Every operation that offers Simplify, from the node's parameters; each is run by a case above.
	const offering = [
		...new Set(
			properties
				.filter((p) => p.name === 'simplify')
				.flatMap((p) =>
					(p.displayOptions?.show?.resource ?? []).flatMap((resource) =>
						(p.displayOptions?.show?.operation ?? []).map(
							(operation) => `${resource}/${operation}`,
						),
					),
				),
		),
	];

	test('each operation offering Simplify has its case above (CASES), run on and off', () => {
		const run = new Set(CASES.map((c) => `${c.params().resource}/${c.params().operation}`));
		expect(
			offering
				.filter((key) => !run.has(key))
				.map((key) => `${key}: add its case to CASES in test/integration/simplify.test.ts`),
		).toEqual([]);
	});

	test.each(offering.map((key) => key.split('/')))(
		'%s > %s has the Simplify switch of the n8n guideline',
		(resource, operation) => {
			const found = simplifyOf(resource, operation);
			expect(found).toHaveLength(1);
			// Where it shows aside (toEqual takes an undefined field as absent).
			expect({ ...found[0], displayOptions: undefined }).toEqual({
				displayName: 'Simplify',
				name: 'simplify',
				type: 'boolean',
				default: true,
				description:
					'Whether to return a simplified version of the response instead of the raw data',
			});
		},
	);

	test('Customer > Get Many has none: its records have 8 fields', async () => {
		expect(simplifyOf('customer', 'getMany')).toHaveLength(0);
		const rows = await records({
			resource: 'customer',
			operation: 'getMany',
			returnAll: false,
			limit: 5,
		});
		for (const row of rows) expect(Object.keys(row).length).toBeLessThanOrEqual(10);
	});

	test('Simplify set off by an expression gives the raw record', async () => {
		const id = some('invoices');
		const [raw] = await records({
			resource: 'invoice',
			operation: 'get',
			invoiceId: rl(id),
			simplify: '={{ false }}',
		});
		// Fields of the documented invoice detail (docs invoice/detail) that Simplify leaves out or flattens.
		expect(raw).toHaveProperty('transactions');
		expect(raw).toHaveProperty('paymentLinkId');
		expect(raw).toHaveProperty('customer');
		expect(Object.keys(raw).length).toBeGreaterThan(10);
	});
});

describe('simplifyRecord (plain unit test)', () => {
	test('leaves out what the record lacks and gives null for a field of a null nested object', () => {
		expect(
			simplifyRecord(
				{ id: 'm1', status: 'active', customer: null, membershipTier: { name: 'Pro' }, extra: 1 },
				'member',
			),
		).toEqual({
			id: 'm1',
			status: 'active',
			customerName: null,
			customerEmail: null,
			customerMobile: null,
			membershipTierName: 'Pro',
		});
	});
});
