/**
 * What docs/verification.md claims of the editor's parameters, checked on the descriptions as loaded. n8n's lint
 * sees only parameters written as literals; many here are built by helpers (helpers/fields.ts, the registry), so
 * the lint rules' own checks are run again on what the editor gets:
 *
 *  - display names and option names in Title Case, as n8n-nodes-base/node-param-display-name-miscased has them;
 *  - every boolean described "Whether ...";
 *  - every number's default inside its range, except prices in rupiah, whose default 0 sits below their minimum
 *    of 1 on purpose: a price left untouched must fail, not sell at a guessed price (parameterRanges.test.ts runs
 *    each minimum and shows one step below it refused before anything is sent);
 *  - every resource locator offers From List and By ID, and its list method exists.
 *
 * Pure description checks: nothing is sent.
 */
import type { IDataObject, INodeProperties, INodeType } from 'n8n-workflow';

import { MayarHeadlessApi } from '../../credentials/MayarHeadlessApi.credentials';
import { Mayar } from '../../nodes/Mayar/Mayar.node';
import { MayarPollingTrigger } from '../../nodes/Mayar/MayarPollingTrigger.node';
import { MayarTrigger } from '../../nodes/Mayar/MayarTrigger.node';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JavaScript around n8n's lint package
const { lintTitleCase } = require('./texts.kit') as {
	lintTitleCase: (value: string) => string | null;
};

interface Param {
	/** node: resource/operation path.of.names */
	where: string;
	p: INodeProperties;
}

const NODES: INodeType[] = [new Mayar(), new MayarTrigger(), new MayarPollingTrigger()];

/** Every parameter of a node, collections' and fixed collections' values included, named by where it shows. */
function params(node: string, properties: INodeProperties[]): Param[] {
	const found: Param[] = [];
	const visit = (p: INodeProperties, at: string) => {
		found.push({ where: `${at}${p.name}`, p });
		for (const o of (p.options ?? []) as unknown as IDataObject[]) {
			if (typeof o.type === 'string') visit(o as unknown as INodeProperties, `${at}${p.name}.`);
			else if (Array.isArray(o.values))
				for (const v of o.values as INodeProperties[]) visit(v, `${at}${p.name}.${o.name}.`);
		}
	};
	for (const p of properties) {
		const show = p.displayOptions?.show;
		const op = show?.resource && show.operation ? `${show.resource[0]}/${show.operation[0]} ` : '';
		visit(p, `${node}: ${op}`);
	}
	return found;
}

const PARAMS: Param[] = [
	...NODES.flatMap((n) => params(n.description.displayName, n.description.properties)),
	...params('Mayar Headless API', new MayarHeadlessApi().properties),
];

/** Option names: the options of options and multiOptions parameters (operations included). */
const optionNames = (p: INodeProperties) =>
	p.type === 'options' || p.type === 'multiOptions'
		? ((p.options ?? []) as Array<{ name: string }>).map((o) => o.name)
		: [];

test('the walk reaches every kind of parameter', () => {
	expect(PARAMS.length).toBeGreaterThan(400);
	expect(PARAMS.some((x) => x.where.startsWith('Mayar Trigger:'))).toBe(true);
	expect(PARAMS.some((x) => x.where.startsWith('Mayar Headless API:'))).toBe(true);
	expect(PARAMS.some((x) => x.where.split('.').length === 3)).toBe(true); // invoice lines
});

test('display names and option names are in Title Case, as the lint rule asks of literal parameters', () => {
	const miscased = PARAMS.flatMap(({ where, p }) =>
		[...(p.type === 'notice' ? [] : [p.displayName]), ...optionNames(p)].flatMap((name) => {
			const wanted = lintTitleCase(name);
			return wanted === null || wanted === name ? [] : [`${where}: "${name}" (lint: "${wanted}")`];
		}),
	);
	expect(miscased).toEqual([]);
});

test('every boolean is described "Whether ..."', () => {
	const booleans = PARAMS.filter(({ p }) => p.type === 'boolean');
	expect(booleans.length).toBeGreaterThan(20);
	expect(
		booleans.filter(({ p }) => !/^Whether /.test(p.description ?? '')).map(({ where }) => where),
	).toEqual([]);
});

describe('number defaults', () => {
	const numbers = PARAMS.filter(({ p }) => p.type === 'number');
	const range = (p: INodeProperties) => ({
		min: (p.typeOptions?.minValue as number | undefined) ?? -Infinity,
		max: (p.typeOptions?.maxValue as number | undefined) ?? Infinity,
	});
	/** A price the merchant must enter: in rupiah, default 0, minimum 1. */
	const price = (p: INodeProperties) =>
		/rupiah/i.test(`${p.description ?? ''} ${p.hint ?? ''}`) &&
		p.default === 0 &&
		range(p).min === 1;

	test('each is inside its range, or is a price in rupiah left at 0 below its minimum of 1', () => {
		const outside = numbers
			.filter(({ p }) => {
				const { min, max } = range(p);
				return !((p.default as number) >= min && (p.default as number) <= max) && !price(p);
			})
			.map(({ where, p }) => `${where}: default ${p.default}, range ${JSON.stringify(range(p))}`);
		expect(outside).toEqual([]);
	});
});

test('every resource locator offers From List and By ID, and its list method exists', () => {
	const mayar = NODES[0];
	const methods = Object.keys(mayar.methods?.listSearch ?? {});
	const locators = PARAMS.filter(({ p }) => p.type === 'resourceLocator');
	expect(locators.length).toBeGreaterThan(40);
	const wrong = locators.flatMap(({ where, p }) => {
		const modes = (p.modes ?? []).map((m) => m.name);
		const list = p.modes?.find((m) => m.name === 'list')?.typeOptions?.searchListMethod;
		return modes.includes('id') && list && methods.includes(list)
			? []
			: [`${where}: modes ${modes.join(', ')}, list method ${list}`];
	});
	expect(wrong).toEqual([]);
});
