/**
 * The operation registry (issue #14): the resources of nodes/Mayar/actions/resources.ts, each resource's declaration
 * in its index.ts, the node's description derived from them and the operation files on disk must all name the
 * same operations (the README's overview, generated from them: docs.test.ts). No sandbox: nothing is sent.
 */
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { Mayar } from '../../nodes/Mayar/Mayar.node';
import { resourceList, resources } from '../../nodes/Mayar/actions/resources';
import type { MayarOperation } from '../../nodes/Mayar/actions/types';
import { fs, path, ROOT } from '../harness/node';

const ACTIONS = path.join(ROOT, 'nodes/Mayar/actions');

const description = new Mayar().description;
const properties = description.properties;
const resourceParameter = properties.find((p) => p.name === 'resource') as INodeProperties;
const optionsOf = (p: INodeProperties) => (p.options ?? []) as INodePropertyOptions[];

/** The node's Operation parameter(s) shown for one resource. */
const operationParameters = (resource: string) =>
	properties.filter(
		(p) =>
			p.name === 'operation' &&
			(p.displayOptions?.show?.resource as string[] | undefined)?.includes(resource),
	);

/** Resource folders on disk: every folder of actions/ with an index.ts. */
const resourceDirs = fs
	.readdirSync(ACTIONS, { withFileTypes: true })
	.filter((d) => d.isDirectory() && fs.existsSync(path.join(ACTIONS, d.name, 'index.ts')))
	.map((d) => d.name)
	.sort();

/** Operation files on disk of one resource folder, loaded: file name -> module. */
const operationFiles = (dir: string): Array<[string, MayarOperation]> =>
	fs
		.readdirSync(path.join(ACTIONS, dir))
		.filter((f) => f.endsWith('.operation.ts'))
		.sort()
		// eslint-disable-next-line @typescript-eslint/no-require-imports -- every operation file, by its name
		.map((f) => [f, require(path.join(ACTIONS, dir, f)) as MayarOperation]);

/** n8n's order for options lists (eslint-plugin-n8n-nodes-base optionComparator): by name. */
const sortedByName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

describe('resources', () => {
	test('the Resource options are exactly the registered resources, in the same order, and the folders of actions/', () => {
		const values = resourceList.map((r) => r.value);
		expect(optionsOf(resourceParameter).map((o) => o.value)).toEqual(values);
		expect(optionsOf(resourceParameter).map((o) => o.name)).toEqual(
			resourceList.map((r) => r.name),
		);
		expect(Object.keys(resources)).toEqual(values);
		expect([...values].sort()).toEqual(resourceDirs);
		expect(new Set(values).size).toBe(values.length);
		expect(values).toContain(resourceParameter.default);
	});

	test('the Resource options are sorted by name (the lint rule cannot see a derived list)', () => {
		const names = optionsOf(resourceParameter).map((o) => o.name);
		expect(names).toEqual(sortedByName(names));
	});

	test('every property of the node belongs to the Resource parameter, Request Options or exactly one resource', () => {
		const owned = new Set<INodeProperties>(resourceList.flatMap((r) => r.description));
		const orphans = properties.filter(
			(p) => p !== resourceParameter && p.name !== 'requestOptions' && !owned.has(p),
		);
		expect(orphans.map((p) => p.name)).toEqual([]);
		expect(properties).toEqual([
			resourceParameter,
			...resourceList.flatMap((r) => r.description),
			expect.objectContaining({ name: 'requestOptions' }),
		]);
	});
});

describe.each(resourceList.map((r) => [r.value, r] as const))('%s', (value, resource) => {
	const [operationParameter, ...extra] = operationParameters(value);
	const options = operationParameter ? optionsOf(operationParameter) : [];

	test('has one Operation list, shown for this resource only, whose default is one of its options', () => {
		expect(extra).toEqual([]);
		expect(operationParameter?.displayOptions).toEqual({ show: { resource: [value] } });
		expect(options.map((o) => o.value)).toContain(operationParameter?.default);
	});

	test('every option of the Operation list has an execute, and every execute an option', () => {
		const optionValues = options.map((o) => o.value as string);
		expect(new Set(optionValues).size).toBe(optionValues.length);
		for (const v of optionValues) expect(typeof resources[value][v]?.execute).toBe('function');
		expect(Object.keys(resources[value]).sort()).toEqual([...optionValues].sort());
		// The operation files on disk: each is the module of exactly one option (a file with no entry fails here).
		const unregistered = operationFiles(value)
			.filter(
				([, module]) =>
					optionValues.filter((v) => resources[value][v].execute === module.execute).length !== 1,
			)
			.map(([file]) => file);
		expect(unregistered).toEqual([]);
		expect(operationFiles(value)).toHaveLength(optionValues.length);
	});

	test('the Operation list is sorted by name, and every option has an action and a description', () => {
		const names = options.map((o) => o.name);
		expect(names).toEqual(sortedByName(names));
		expect(new Set(names).size).toBe(names.length);
		for (const o of options) {
			expect(o.action).toEqual(expect.any(String));
			expect(o.description).toEqual(expect.any(String));
		}
	});

	test("every operation's parameters are in the node and shown for this resource and that operation", () => {
		const wrong: string[] = [];
		for (const entry of resource.entries) {
			for (const p of entry.module.description) {
				if (!properties.includes(p)) wrong.push(`${entry.value}.${p.name}: not in the node`);
				const show = p.displayOptions?.show;
				if (
					JSON.stringify(show?.resource) !== JSON.stringify([value]) ||
					JSON.stringify(show?.operation) !== JSON.stringify([entry.value])
				) {
					wrong.push(`${entry.value}.${p.name}: shown for ${JSON.stringify(show)}`);
				}
			}
		}
		expect(wrong).toEqual([]);
	});

	test('an operation exports what Simplify keeps (simplify) if and only if it shows the Simplify switch', () => {
		const wrong = resource.entries
			.map((entry) => ({
				entry,
				shows: entry.module.description.some((p) => p.name === 'simplify'),
				keeps: entry.module.simplify !== undefined,
			}))
			.filter(({ shows, keeps }) => shows !== keeps)
			.map(({ entry, shows }) =>
				shows
					? `${entry.value}: shows Simplify but exports no simplify ({ record, keep })`
					: `${entry.value}: exports simplify but shows no Simplify switch (simplifyField())`,
			);
		expect(wrong).toEqual([]);
	});
});

test("a first Execute creates, changes or sends nothing: the node's default resource and each resource's default operation only read", () => {
	// A read says so in its action's first word; anything else (Create, Set, Send, Simulate, ...) is a write.
	const READS = new Set(['Get', 'Verify', 'Validate', 'Check', 'Pass']);
	expect(resourceParameter.default).toBe('invoice');
	const writes = resourceList
		.map((r) => ({
			r,
			entry: r.entries.find((e) => e.value === operationParameters(r.value)[0]?.default),
		}))
		.filter(({ entry }) => !READS.has(String(entry?.action).split(' ')[0]))
		.map(
			({ r, entry }) =>
				`${r.name} > ${entry?.name ?? '(none)'}: set defaultOperation in actions/${r.value}/index.ts to a read`,
		);
	expect(writes).toEqual([]);
});
