/**
 * Errors name a field by the label the editor shows (issue #51). The checks of helpers/validate.ts take the
 * parameter's name and put its displayName in the message, so a label is never typed a second time. This test
 * reads every file of actions/ and helpers/ and holds each name given to a check to a parameter of the operation
 * that runs it; a name the operation does not show would reach the merchant as it is. Nothing is sent.
 */
import type { INodeProperties } from 'n8n-workflow';

import { resourceList } from '../../nodes/Mayar/actions/resources';
import { requestOptionsProperty } from '../../nodes/Mayar/actions/router';
import { parameterAt } from '../../nodes/Mayar/helpers/validate';
import { fs, path, ROOT } from '../harness/node';

const MAYAR = path.join(ROOT, 'nodes/Mayar');
const rel = (file: string) => path.relative(ROOT, file);

function tsFiles(dir: string): string[] {
	return fs
		.readdirSync(dir, { withFileTypes: true })
		.flatMap((d) =>
			d.isDirectory()
				? tsFiles(path.join(dir, d.name))
				: d.name.endsWith('.ts')
					? [path.join(dir, d.name)]
					: [],
		);
}
const FILES = [...tsFiles(path.join(MAYAR, 'actions')), ...tsFiles(path.join(MAYAR, 'helpers'))];
const source = (file: string) => fs.readFileSync(file, 'utf8');

/** Functions of the shape `f(ctx, i, 'text')` whose text is not a field: an operation's value, a kind of output. */
const NOT_FIELDS = new Set([
	'changeBalance',
	'createProduct',
	'updateProduct',
	'setLicenseStatus',
	'setStatus',
]);

/**
 * The field names a file gives to the checks: the string after `(this|ctx, i, ` (the shape of every check, of
 * fail and of the readers that pass a field on), the first string of row() and labelOf(), and startAt/endAt where
 * it calls epochRange.
 */
function fieldNames(text: string): string[] {
	const names = [
		...[...text.matchAll(/\b([\w.]+)\(\s*(?:this|ctx),\s*(?:i|0),\s*'([^']*)'/g)]
			.filter((m) => !NOT_FIELDS.has(m[1]))
			.map((m) => m[2]),
		...[...text.matchAll(/\b(?:row|labelOf)\(\s*(?:this|ctx),\s*'([^']*)'/g)].map((m) => m[1]),
	];
	if (/\bepochRange\(/.test(text)) names.push('startAt', 'endAt');
	return names;
}

/** The files a file imports from nodes/Mayar/actions and helpers, and theirs. */
function closure(file: string, seen = new Set<string>()): Set<string> {
	if (seen.has(file)) return seen;
	seen.add(file);
	for (const [, spec] of source(file).matchAll(/from '(\.[^']+)'/g)) {
		const base = path.resolve(path.dirname(file), spec);
		const target = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => FILES.includes(f));
		if (target) closure(target, seen);
	}
	return seen;
}

interface Operation {
	title: string;
	file: string;
	properties: readonly INodeProperties[];
	uses: Set<string>;
}

const operations: Operation[] = resourceList.flatMap((resource) =>
	resource.entries.map((entry) => {
		const dir = path.join(MAYAR, 'actions', resource.value);
		const file = fs
			.readdirSync(dir)
			.filter((f) => f.endsWith('.operation.ts'))
			.map((f) => path.join(dir, f))
			// eslint-disable-next-line @typescript-eslint/no-require-imports -- the file whose execute the entry runs
			.find((f) => (require(f) as { execute?: unknown }).execute === entry.module.execute);
		if (!file) throw new Error(`${resource.name} > ${entry.name}: no operation file found`);
		return {
			title: `${resource.name} > ${entry.name}`,
			file,
			properties: [...entry.module.description, requestOptionsProperty],
			uses: closure(file),
		};
	}),
);

test('every operation file was found, and the scan sees the checks (it cannot pass on nothing)', () => {
	expect(operations.length).toBeGreaterThan(60);
	const all = FILES.flatMap((f) => fieldNames(source(f)));
	expect(all.length).toBeGreaterThan(150);
	expect(fieldNames("v.text(this, i, 'name', x); v.row(ctx, 'itemsJson', k)")).toEqual([
		'name',
		'itemsJson',
	]);
});

/** Every parameter of a list and inside its collections. */
const flat = (list: readonly INodeProperties[]): INodeProperties[] =>
	list.flatMap((p) => [
		p,
		...flat(
			((p.options ?? []) as Array<INodeProperties & { values?: INodeProperties[] }>).flatMap((o) =>
				p.type === 'fixedCollection' ? (o.values ?? []) : 'type' in o ? [o] : [],
			),
		),
	]);

test('every field an operation file names in an error is a parameter the editor shows for that operation', () => {
	const wrong = operations.flatMap((op) =>
		fieldNames(source(op.file))
			.filter((name) => !parameterAt(op.properties, name))
			.map((name) => `${op.title} (${rel(op.file)}): "${name}" is no parameter of this operation`),
	);
	expect(wrong).toEqual([]);
});

test('a bare name finds one label: where two parameters of an operation share a name, they share a displayName', () => {
	const wrong = operations.flatMap((op) => {
		const labels = new Map<string, Set<string>>();
		for (const p of flat(op.properties))
			labels.set(p.name, (labels.get(p.name) ?? new Set()).add(p.displayName));
		const used = new Set([...op.uses].flatMap((file) => fieldNames(source(file))));
		return [...used]
			.filter((name) => !name.includes('.') && (labels.get(name)?.size ?? 0) > 1)
			.map(
				(name) =>
					`${op.title}: "${name}" is ${[...(labels.get(name) ?? [])].join(' and ')}; name it by its path (collection.${name})`,
			);
	});
	expect(wrong).toEqual([]);
});

test('every field a shared file names in an error is a parameter of an operation that uses the file', () => {
	const shared = FILES.filter(
		(f) => !f.endsWith('.operation.ts') && !f.endsWith('validate.ts') && !f.endsWith('router.ts'),
	);
	const wrong = shared.flatMap((file) => {
		const users = operations.filter((op) => op.uses.has(file));
		return fieldNames(source(file))
			.filter((name) => !users.some((op) => parameterAt(op.properties, name)))
			.map(
				(name) =>
					`${rel(file)}: "${name}" is no parameter of the operations using it (${users.map((op) => op.title).join(', ') || 'none'})`,
			);
	});
	expect(wrong).toEqual([]);
});

test("the router's names are Request Options", () => {
	const names = fieldNames(source(path.join(MAYAR, 'actions/router.ts')));
	expect(names.length).toBeGreaterThan(0);
	expect(names.filter((name) => !parameterAt([requestOptionsProperty], name))).toEqual([]);
});

test('the scan reaches inside collections and fixedCollections', () => {
	const update = operations.find((op) => op.title === 'Invoice > Update');
	const names = flat(update?.properties ?? []).map((p) => p.name);
	expect(names).toEqual(expect.arrayContaining(['updateFields', 'notes', 'items', 'rate']));
	expect(parameterAt(update?.properties ?? [], 'items.rate')?.displayName).toBe('Rate');
});
