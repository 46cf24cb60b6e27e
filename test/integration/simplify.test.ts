/**
 * Simplify (n8n's UX guideline for responses of more than 10 fields): on by default for the read operations
 * whose records are that wide. Each operation that offers it (read off the node's parameters) runs twice through
 * n8n-core against the sandbox, with its conformance case's minimal parameters (test/conformance) and with Simplify
 * off: the simplified record holds at most 10 keys, each the raw record's field of that name or a nested customer,
 * payment link, tier or cover image field flattened one level (FLAT), with the raw value. Which keys each record
 * keeps is in the committed output schemas (schemas.test.ts), and only documented ones (../conformance/simplify.test.ts).
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { Mayar } from '../../nodes/Mayar/Mayar.node';
import { memberSimplify } from '../../nodes/Mayar/actions/membership/shared';
import { simplifyRecord } from '../../nodes/Mayar/helpers/simplify';
import { cases } from '../conformance/cases';
import { type CaseEnv, startCaseEnv } from '../conformance/run';
import { runAgainst, type Sandbox } from '../harness/sandbox';

const UNPAID = 130;
const PAID = 120;

let env: CaseEnv;
let sb: Sandbox;
beforeAll(async () => {
	env = await startCaseEnv({ counts: { unpaidTransactions: UNPAID, paidTransactions: PAID } });
	sb = env.sb;
});
afterAll(async () => env.close());
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

const some = (name: string, pick: (r: Row) => boolean = () => true) =>
	(store(name).find(pick) as Row).id;
async function records(params: IDataObject, items?: IDataObject[]): Promise<IDataObject[]> {
	const r = await runAgainst(sb, params, items ? { items } : {});
	expect(r.error).toBeUndefined();
	return r.items.map((i) => i.json);
}

const properties = new Mayar().description.properties as INodeProperties[];
/** Every operation that offers Simplify, from the node's parameters: resource/operation. */
const offering = [
	...new Set(
		properties
			.filter((p) => p.name === 'simplify')
			.flatMap((p) =>
				(p.displayOptions?.show?.resource ?? []).flatMap((resource) =>
					(p.displayOptions?.show?.operation ?? []).map((operation) => `${resource}/${operation}`),
				),
			),
	),
];
/** The flattened keys seen with a value, over every operation run below. */
const flattenedWithValue = new Set<string>();

describe.each(offering)('%s', (key) => {
	test('Simplify is on by default: at most 10 keys, each with the raw value', async () => {
		const c = cases.find((x) => `${x.resource}/${x.operation}` === key);
		if (!c)
			throw new Error(
				`${key}: it needs its conformance case (\`sample\` in nodes/Mayar/actions/${key}.facts.ts)`,
			);
		const ctx = (await c.prepare?.(env, 'minimal')) ?? {};
		const params = { resource: c.resource, operation: c.operation, ...c.minimal(ctx) };
		const items = c.items?.(ctx, 'minimal');
		const simple = await records(params, items);
		const raw = await records({ ...params, simplify: false }, items);
		expect(raw.length).toBeGreaterThan(0);
		expect(simple).toHaveLength(raw.length);
		raw.forEach((record, k) => {
			const keys = Object.keys(simple[k]);
			// The raw record is wide enough for the guideline: more than 10 fields; the simplified one is not.
			expect(Object.keys(record).length).toBeGreaterThan(10);
			expect(keys.length).toBeGreaterThan(0);
			expect(keys.length).toBeLessThanOrEqual(10);
			expect(simple[k]).toEqual(expectedFrom(record, keys));
		});
		const keys = Object.keys(simple[0]);
		for (const name of keys.filter((n) => FLAT[n]))
			if (simple.some((x) => x[name] !== null && x[name] !== undefined && x[name] !== ''))
				flattenedWithValue.add(name);
	});
});

test('each flattened key carries a real value in some operation, not a null from a wrong path', () => {
	expect(Object.keys(FLAT).filter((n) => !flattenedWithValue.has(n))).toEqual([]);
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
	const simplifyOf = (resource: string, operation: string) =>
		properties.filter(
			(p) =>
				p.name === 'simplify' &&
				p.displayOptions?.show?.resource?.includes(resource) &&
				p.displayOptions?.show?.operation?.includes(operation),
		);

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
				memberSimplify,
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
