/**
 * What the product tests share (product*.test.ts): one sandbox per file, the seeded products, and checks of refusals and answers.
 */
import type { IDataObject } from 'n8n-workflow';

import { runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the contract is plain JavaScript
const contract = require('../contract');

export let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** The product types of the contract (the spec's and the docs' list). */
export const TYPES: string[] = contract.byId('product.listByType').params.type.values;
/** Every field of the spec's Product (list item) table, less transactions (V2 response changes). */
export const LIST_FIELDS = [
	'id',
	'amount',
	'category',
	'createdAt',
	'description',
	'link',
	'type',
	'subType',
	'status',
	'name',
	'limit',
	'redirectUrl',
	'installmentId',
	'event',
	'order',
	'coverImageId',
	'multipleImageId',
	'coverImage',
	'multipleImage',
	'linkUrl',
	'linkPayment',
];

export const rl = (value: string) => ({ __rl: true, mode: 'id', value });
/** A value given by an expression, as a mapped field would be: n8n's own required/regex checks do not see it. */
export const expr = (value: string) => `={{ ${JSON.stringify(value)} }}`;
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
export let seq = 0;
export const next = () => ++seq;

export type Stored = IDataObject & {
	id: string;
	type: string;
	status: string;
	name: string;
	link: string;
	amount: number;
};
export const stored = () => sb.store.products as unknown as Stored[];
export const storedById = (id: string) => stored().find((p) => p.id === id) as Stored;
/** A seeded product of this type, found in the sandbox's store (test setup, not through the node). */
export const seeded = (type: string, status = 'active') =>
	stored().find((p) => p.type === type && p.status === status) as Stored;

export async function get(id: string): Promise<IDataObject> {
	const r = await runAgainst(sb, {
		resource: 'product',
		operation: 'get',
		productId: rl(id),
		simplify: false,
	});
	expect(r.error).toBeUndefined();
	return r.items[0].json;
}

/** Runs an operation that must fail before any request, and returns its error. */
export async function refused(params: IDataObject, message: RegExp): Promise<IDataObject> {
	sb.clearLog();
	const r = await runAgainst(sb, { resource: 'product', ...params });
	expect(r.error?.name).toBe('NodeOperationError');
	expect(r.error?.message).toMatch(message);
	expect(r.error?.context).toMatchObject({ itemIndex: 0 });
	expect(sb.log).toHaveLength(0);
	return r.error as IDataObject;
}

export async function expect404(params: IDataObject) {
	sb.clearLog();
	const r = await runAgainst(sb, { resource: 'product', ...params });
	expect(r.error?.name).toBe('NodeApiError');
	expect(r.error?.httpCode).toBe('404');
	expect(r.error?.message).toMatch(/not found/i);
	expect(String(r.error?.description)).toMatch(/found no such record\. Check the ID/);
	expect(sb.log).toHaveLength(1);
	expect(sb.log[0].status).toBe(404);
}

/** Checks a create answer: the spec's {id, link}, link being the public URL of the product's slug. */
export function expectIdAndLink(out: IDataObject) {
	expect(Object.keys(out).sort()).toEqual(['id', 'link']);
	expect(out.id).toMatch(UUID);
	expect(String(out.link)).toMatch(/^https:\/\/.+\/pl\/[A-Za-z0-9_-]+$/);
}
