/**
 * A value outside an options parameter's list arrives only through an expression (mapped data from an earlier node),
 * which n8n's editor does not check. Every options parameter of every operation, read off the node's parameters (top
 * level, or in a collection such as Filters), is given one with its conformance case's full parameters: the node
 * must refuse it before any request, with a NodeOperationError that starts with the field's label and names the
 * item. So an operation's own refusal of a value outside its options needs no test of its own. An open list (a
 * webhook event: Mayar adds names, and sends testing) says so in its description, "can be given by expression", and is
 * sent as given.
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { Mayar } from '../../nodes/Mayar/Mayar.node';
import { cases } from '../conformance/cases';
import { type CaseEnv, startCaseEnv } from '../conformance/run';
import { runAgainst } from '../harness/sandbox';

let env: CaseEnv;
beforeAll(async () => (env = await startCaseEnv()));
afterAll(async () => env.close());

const properties = new Mayar().description.properties as INodeProperties[];
const NOT_AN_OPTION = 'not_an_option';

/** Shown for the operation with these parameters: every show condition holds (resource and operation among them). */
const shownFor = (p: INodeProperties, params: IDataObject) =>
	Object.entries(p.displayOptions?.show ?? {}).every(([name, values]) =>
		(values as unknown[]).includes(params[name]),
	);
const OPEN = /can be given by expression/;
const isChoice = (p: INodeProperties) =>
	p.type === 'options' &&
	!(p.typeOptions && 'loadOptionsMethod' in p.typeOptions) &&
	!OPEN.test(p.description ?? '');

interface Row {
	key: string;
	label: string;
	/** The case's full parameters with the bad value in place of this one. */
	with: (params: IDataObject) => IDataObject;
}

/** The options parameters of an operation shown with its full parameters: [path, label, how to set it]. */
function choicesOf(params: IDataObject): Row[] {
	const bad = `={{ ${JSON.stringify(NOT_AN_OPTION)} }}`;
	return properties
		.filter((p) => !['resource', 'operation'].includes(p.name) && shownFor(p, params))
		.flatMap((p): Row[] => {
			if (isChoice(p))
				return [{ key: p.name, label: p.displayName, with: (x) => ({ ...x, [p.name]: bad }) }];
			if (p.type !== 'collection') return [];
			return ((p.options ?? []) as INodeProperties[]).filter(isChoice).map((child) => ({
				key: `${p.name}.${child.name}`,
				label: child.displayName,
				with: (x) => ({ ...x, [p.name]: { ...(x[p.name] as IDataObject), [child.name]: bad } }),
			}));
		});
}

/**
 * Which parameters are shown depends on literal values of the full case (Items Input: fields), not on what prepare
 * finds: a stand-in for its result answers every property, call and conversion with itself.
 */
const anything: object = new Proxy(() => undefined, {
	get: (_, key) => (key === Symbol.toPrimitive ? () => '' : anything),
	apply: () => anything,
});
const rows = cases.flatMap((c) =>
	choicesOf({ resource: c.resource, operation: c.operation, ...c.full(anything) }).map(
		(row) => [`${c.resource}/${c.operation}: ${row.key}`, c, row] as const,
	),
);

test('the table finds options parameters at the top and in collections', () => {
	expect(rows.some(([name]) => /\.\w+$/.test(name))).toBe(true);
	expect(rows.some(([name]) => /: \w+$/.test(name))).toBe(true);
});

test('an open list is the exception: a webhook event, and nothing else', () => {
	const open = properties.flatMap((p) =>
		[p, ...((p.type === 'collection' ? p.options : []) as INodeProperties[])]
			.filter((x) => x.type === 'options' && OPEN.test(x.description ?? ''))
			.map((x) => x.displayName),
	);
	expect([...new Set(open)]).toEqual(['Event']);
});

test.each(rows)(
	'%s: a value outside its options is refused before any request, naming the field and the item',
	async (_, c, row) => {
		const ctx = (await c.prepare?.(env, 'full')) ?? {};
		const params = { resource: c.resource, operation: c.operation, ...c.full(ctx) };
		const items = c.items?.(ctx, 'full');
		env.sb.clearLog();
		let r;
		try {
			r = await runAgainst(env.sb, row.with(params), items ? { items } : {});
		} catch (error) {
			// n8n's own check of a mode given by expression (Retry By): every mode's required parameters are
			// asked for, and nothing runs.
			expect((error as Error).name).toBe('WorkflowHasIssuesError');
			expect(env.sb.log).toHaveLength(0);
			return;
		}
		expect(r.error?.name).toBe('NodeOperationError');
		expect(String(r.error?.message)).toMatch(new RegExp(`^${row.label}\\b`));
		expect(String(r.error?.message)).toContain(NOT_AN_OPTION);
		expect(r.error?.context).toMatchObject({ itemIndex: 0 });
		expect(env.sb.log).toHaveLength(0);
	},
);
