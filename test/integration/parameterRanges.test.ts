/**
 * What the editor tells a merchant about a number must be what the node does. For every number parameter of every
 * operation of the Mayar node (collections and fixed collections included) and the node's Request Options:
 *
 *  - it has a documented lower bound (typeOptions.minValue), and the words of its description and hint agree with
 *    its typeOptions: "from A to B" is [minValue, maxValue], "above 0" is minValue 1, "at most N" is maxValue N, and
 *    "negative" is said only of what is refused;
 *  - run inside n8n-core against the sandbox, with the value given as an expression (as mapped data arrives, past the
 *    editor's own checks): one step below minValue and one step above maxValue stop the item with an error naming
 *    the parameter, before any request; minValue and maxValue themselves go through;
 *  - each Get Many's Limit hint ("Mayar sends ... N per page") names the page size its first request asks for.
 *
 * Ranges that hold only under other parameters' values (a percentage, one-time codes) are the operations' facts'
 * `ranges`, each run under those values. The base parameters of each run are the operation's conformance case
 * (test/conformance/cases.ts).
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { Mayar } from '../../nodes/Mayar/Mayar.node';
import { type ConformanceCase, cases } from '../conformance/cases';
import { type CaseEnv, startCaseEnv } from '../conformance/run';
import { installDeduplicator } from '../harness/dedup';
import { runAgainst } from '../harness/sandbox';
import { allFacts, factsOf } from '../operations';

interface NumberField {
	op: string;
	/** Where the value goes in the parameters: [name], [collection, name] or [fixedCollection, group, name]. */
	path: string[];
	property: INodeProperties;
}

const description = new Mayar().description;
const opKey = (p: INodeProperties) => {
	const show = p.displayOptions?.show;
	return show?.resource && show.operation ? `${show.resource[0]}/${show.operation[0]}` : '';
};

/** Every number parameter of the node, by operation ('*' for the node-wide Request Options). */
function numberFields(): NumberField[] {
	const found: NumberField[] = [];
	const visit = (op: string, p: INodeProperties, path: string[]) => {
		if (p.type === 'number') found.push({ op, path: [...path, p.name], property: p });
		for (const o of (p.options ?? []) as unknown as IDataObject[]) {
			if (typeof o.type === 'string') visit(op, o as unknown as INodeProperties, [...path, p.name]);
			else if (Array.isArray(o.values))
				for (const value of o.values as INodeProperties[])
					visit(op, value, [...path, p.name, o.name as string]);
		}
	};
	for (const p of description.properties) visit(opKey(p) || '*', p, []);
	return found;
}
const FIELDS = numberFields();
const label = (f: NumberField) => `${f.op} ${f.path.join('.')}`;

/**
 * Ranges stated for values of other parameters (the operation's facts' `ranges`): the parameters that make the range
 * hold, and the range under them.
 */
const conditionalOf = (f: NumberField) => factsOf(f.op).ranges?.[f.path.join('.')];

const words = (p: INodeProperties) => `${p.description ?? ''} ${p.hint ?? ''}`;
const num = (s: string) => Number(s.replace(/,/g, ''));

describe('every number parameter says its range, in typeOptions and in words that agree', () => {
	test('the node has number parameters in every kind of place', () => {
		expect(FIELDS.length).toBeGreaterThan(60);
		expect(FIELDS.some((f) => f.path.length === 3)).toBe(true); // invoice lines
		expect(FIELDS.some((f) => f.op === '*')).toBe(true); // Request Options
	});

	test("every range in the operations' facts is a number parameter's", () => {
		const labels = new Set(FIELDS.map(label));
		const stated = allFacts().flatMap(({ op, facts }) =>
			Object.keys(facts.ranges ?? {}).map((p) => `${op} ${p}`),
		);
		expect(stated.filter((l) => !labels.has(l))).toEqual([]);
	});

	test.each(FIELDS.map((f) => [label(f), f] as const))('%s', (_, f) => {
		const t = f.property.typeOptions ?? {};
		const min = t.minValue as number | undefined;
		const max = t.maxValue as number | undefined;
		expect({ field: label(f), min }).toEqual({ field: label(f), min: expect.any(Number) });
		const text = words(f.property);
		const conditional = conditionalOf(f);
		const range = /\bfrom (-?[\d,]+) to (-?[\d,]+)/.exec(text);
		if (range) {
			const stated = [num(range[1]), num(range[2])];
			expect(stated).toEqual(conditional ? [conditional.min, conditional.max] : [min, max]);
		}
		const atMost = /\bat most (\d[\d,]*)/.exec(text);
		if (atMost) expect(num(atMost[1])).toBe(conditional ? conditional.max : max);
		if (/\babove 0\b/.test(text)) expect(min).toBe(1);
		for (const sentence of text.split(/(?<=[.;:])\s+/))
			if (/negative/i.test(sentence)) expect(sentence).toMatch(/refuse|not accept|cannot/i);
	});
});

/** What a run is checked with: the step, and the message's name for the field. */
function stepOf(p: INodeProperties): number {
	const precision = (p.typeOptions?.numberPrecision as number | undefined) ?? 0;
	return 10 ** -precision;
}

function withValue(base: IDataObject, path: string[], value: unknown): IDataObject {
	const params = structuredClone(base);
	const expr = `={{ ${JSON.stringify(value)} }}`;
	if (path.length === 1) params[path[0]] = expr;
	else if (path.length === 2)
		params[path[0]] = { ...((params[path[0]] as IDataObject) ?? {}), [path[1]]: expr };
	else {
		const [outer, group, name] = path;
		const rows = (((params[outer] as IDataObject) ?? {})[group] as IDataObject[]) ?? [{}];
		params[outer] = { [group]: rows.map((row, n) => (n === 0 ? { ...row, [name]: expr } : row)) };
	}
	// Limit is read only when Return All is off.
	if (path[path.length - 1] === 'limit') params.returnAll = false;
	return params;
}

let env: CaseEnv;
beforeAll(async () => {
	await installDeduplicator();
	env = await startCaseEnv();
});
afterAll(async () => env.close());

/** Pass Once calls no Mayar endpoint, so it has no conformance case: an event key is all it needs. */
const passOnce: ConformanceCase = {
	resource: 'triggerEvent',
	operation: 'passOnce',
	minimal: () => ({ key: 'payment.received:range-test' }),
	full: () => ({ key: `payment.received:range-test-${Math.random()}` }),
};

const caseOf = (op: string): ConformanceCase => {
	if (op === 'triggerEvent/passOnce') return passOnce;
	const [resource, operation] = op === '*' ? ['balance', 'get'] : op.split('/');
	const c = cases.find((x) => x.resource === resource && x.operation === operation);
	if (!c) throw new Error(`no conformance case for ${op}`);
	return c;
};

/**
 * One prepare per bound: the sandbox's records are handed out once each (conformance records.ts `fresh`), and a
 * write that makes a unique thing (a coupon code) needs its own.
 */
const prepared = new Map<string, Promise<IDataObject>>();
const contextOf = (key: string, c: ConformanceCase) => {
	if (!prepared.has(key))
		prepared.set(key, Promise.resolve(c.prepare?.(env, 'full') ?? {}) as Promise<IDataObject>);
	return prepared.get(key) as Promise<IDataObject>;
};

async function run(f: NumberField, bound: string, value: number) {
	const c = caseOf(f.op);
	const ctx = await contextOf(bound, c);
	const conditional = conditionalOf(f);
	const base = {
		resource: c.resource,
		operation: c.operation,
		...c.full(ctx),
		...(conditional?.when ?? {}),
	};
	const parameters = withValue(base, f.path, value);
	const items = c.items?.(ctx, 'full');
	env.sb.clearLog();
	// Pass Once needs its Mark Done after it
	const after =
		c === passOnce
			? { resource: 'triggerEvent', operation: 'markDone', key: parameters.key }
			: undefined;
	const r = await runAgainst(env.sb, parameters, { ...(items ? { items } : {}), after });
	// Pass Once sends nothing to Mayar: what it lets through is its output.
	return { r, requests: c === passOnce ? r.items.length : env.sb.log.length };
}

const fieldName = (f: NumberField) =>
	new RegExp(`^(Items, row 1: )?${f.property.displayName.replace(/[()]/g, '\\$&')}(?![a-z])`, 'i');

describe('each documented bound holds in a run: one step past it is refused before sending, the bound itself is sent', () => {
	const bounds: Array<[string, NumberField, 'min' | 'max', number]> = [];
	for (const f of FIELDS) {
		const conditional = conditionalOf(f);
		const min = conditional?.min ?? (f.property.typeOptions?.minValue as number | undefined);
		const max = conditional?.max ?? (f.property.typeOptions?.maxValue as number | undefined);
		if (min !== undefined) bounds.push([`${label(f)} >= ${min}`, f, 'min', min]);
		if (max !== undefined) bounds.push([`${label(f)} <= ${max}`, f, 'max', max]);
	}

	test.each(bounds)('%s', async (name, f, side, bound) => {
		const past = side === 'min' ? bound - stepOf(f.property) : bound + stepOf(f.property);
		const refused = await run(f, name, Number(past.toFixed(6)));
		expect(refused.r.error?.message).toMatch(fieldName(f));
		expect(refused.requests).toBe(0);

		const sent = await run(f, name, bound);
		expect(sent.r.error?.message).toBeUndefined();
		expect(sent.requests).toBeGreaterThan(0);
	});
});

describe("each Limit's hint names the page size the operation asks Mayar for", () => {
	const limits = FIELDS.filter((f) => f.property.name === 'limit');

	test.each(limits.map((f) => [f.op, f] as const))('%s', async (_, f) => {
		const hinted = /sends .* (\d+) per page/.exec(String(f.property.hint));
		expect(hinted).not.toBeNull();
		const { requests } = await run(f, `${f.op} page`, 200);
		expect(requests).toBeGreaterThan(0);
		expect(Number(env.sb.log[0].query.limit)).toBe(Number((hinted as RegExpExecArray)[1]));
	});
});
