/**
 * The documentation holds together (issue #32): every relative link and #anchor of every Markdown file resolves,
 * as GitHub renders it; the README and CONTRIBUTING stay a short read; the README names every credential field and
 * its operation overview is what `npm run generate` writes from the registry now. No sandbox: nothing is sent.
 */

import type { INodeProperties } from 'n8n-workflow';

import { MayarHeadlessApi } from '../../credentials/MayarHeadlessApi.credentials';
import { Mayar } from '../../nodes/Mayar/Mayar.node';
import { resourceList } from '../../nodes/Mayar/actions/resources';
import { fs, path, ROOT } from '../harness/node';
import { factsOf } from '../operations';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the Markdown tooling is plain JavaScript
const markdown = require('../../scripts/lib/markdown') as {
	anchors: (text: string) => Set<string>;
	links: (text: string) => string[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require('../../scripts/generate-readme') as {
	overview: (resources: typeof resourceList) => string;
	current: (text: string, start?: string, end?: string) => string | null;
	update: (readme: string, resources: typeof resourceList) => string;
	notes: (resource: Resource, notesOf: NotesOf) => string;
	notesStart: (resource: string) => string;
	notesEnd: (resource: string) => string;
	updateNotes: (md: string, resources: typeof resourceList, notesOf: NotesOf) => string;
	updateChoices: (md: string, resources: typeof resourceList, apiNotesOf: NotesOf) => string;
};
type Resource = (typeof resourceList)[number];
type NotesOf = (op: string) => string | undefined;

const SKIP = new Set([
	'node_modules',
	'dist',
	'.git',
	'artifacts',
	'coverage',
	'reports',
	'.stryker-tmp',
	'.e2e',
]);
const MAX_BYTES = 15000;

/** Every Markdown file of the repository, relative to its root. */
function markdownFiles(dir = ROOT): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
		if (SKIP.has(d.name)) return [];
		const full = path.join(dir, d.name);
		if (d.isDirectory()) return markdownFiles(full);
		return d.name.endsWith('.md') ? [path.relative(ROOT, full)] : [];
	});
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const anchorsOf = new Map<string, Set<string>>();
const anchorsIn = (file: string) => {
	if (!anchorsOf.has(file)) anchorsOf.set(file, markdown.anchors(read(file)));
	return anchorsOf.get(file) as Set<string>;
};

/** What is wrong with one link of `file`, or null when it resolves (external links are not followed). */
function brokenLink(file: string, target: string): string | null {
	if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
	const [rawPath, anchor] = target.split('#', 2);
	const resolved = rawPath
		? path.relative(
				ROOT,
				path.resolve(path.dirname(path.join(ROOT, file)), decodeURIComponent(rawPath)),
			)
		: file;
	if (resolved.startsWith('..') || !fs.existsSync(path.join(ROOT, resolved)))
		return `${file}: ${target}: no such file`;
	if (anchor === undefined) return null;
	if (!resolved.endsWith('.md'))
		return `${file}: ${target}: an anchor into a file that is not Markdown`;
	return anchorsIn(resolved).has(anchor)
		? null
		: `${file}: ${target}: no such heading in ${resolved}`;
}

describe('links', () => {
	const files = markdownFiles();

	test('the check covers the README, CONTRIBUTING, docs/ and the READMEs beside the code', () => {
		for (const f of [
			'README.md',
			'CONTRIBUTING.md',
			'docs/README.md',
			'docs/operations.md',
			'docs/reference.md',
		])
			expect(files).toContain(f);
		expect(files.filter((f) => f.endsWith('/README.md')).length).toBeGreaterThanOrEqual(4);
	});

	test('every relative link resolves to a file, and every #anchor to a heading of that file', () => {
		const broken = files.flatMap((file) =>
			markdown.links(read(file)).flatMap((target) => brokenLink(file, target) ?? []),
		);
		expect(broken).toEqual([]);
	});

	test('every file of docs/ is listed in the index, docs/README.md', () => {
		const index = markdown.links(read('docs/README.md'));
		const unlisted = fs
			.readdirSync(path.join(ROOT, 'docs'))
			.filter((f) => f.endsWith('.md') && f !== 'README.md' && !index.includes(f));
		expect(unlisted).toEqual([]);
	});
});

test("docs/operations.md's Get Many sentence: the Get Many operations without Return All and Limit are the ones it names", () => {
	const sentence = /Every \*\*Get Many\*\* but ([^(]+?)'s \(/.exec(read('docs/operations.md'))?.[1];
	const without = resourceList.flatMap((r) =>
		r.entries
			.filter((e) => /^Get Many/.test(e.name))
			.filter((e) => !e.module.description.some((p) => p.name === 'returnAll'))
			.map(() => r.name),
	);
	expect(without).toEqual([sentence]);
});

describe("docs/operations.md's notes blocks", () => {
	const notesOf: NotesOf = (op) => factsOf(op).notes;
	/** What is wrong with a resource's block: its markers are missing, or it is not what its facts' notes give. */
	const wrong = (md: string, r: Resource, of: NotesOf) => {
		const block = generator.current(md, generator.notesStart(r.value), generator.notesEnd(r.value));
		if (block === null)
			return `## ${r.name}: its notes markers are missing (${generator.notesStart(r.value)} ... ${generator.notesEnd(r.value)})`;
		return block === generator.notes(r, of)
			? null
			: `## ${r.name}: stale: run \`npm run generate\` and commit docs/operations.md`;
	};

	test("each resource's block is what `npm run generate` writes from its operations' facts (notes) now", () => {
		const md = read('docs/operations.md');
		expect(resourceList.flatMap((r) => wrong(md, r, notesOf) ?? [])).toEqual([]);
		// and each block sits in its resource's own section
		expect(generator.updateNotes(md, resourceList, notesOf)).toBe(md);
	});

	test('a note changed in the facts and not regenerated is stale', () => {
		const md = read('docs/operations.md');
		const [r] = resourceList;
		const changed: NotesOf = (op) =>
			op === `${r.value}/${r.entries[0].value}` ? `${notesOf(op) ?? ''} Changed.` : notesOf(op);
		expect(wrong(md, r, changed)).toMatch(/stale/);
	});
});

test("docs/api-notes.md's Choices per operation is what `npm run generate` writes from the operations' facts (apiNotes) now", () => {
	const md = read('docs/api-notes.md');
	const apiNotesOf: NotesOf = (op) => factsOf(op).apiNotes;
	expect(generator.updateChoices(md, resourceList, apiNotesOf)).toBe(md);
	// and a choice changed in the facts and not regenerated would show
	const [r] = resourceList;
	const changed: NotesOf = (op) =>
		op === `${r.value}/${r.entries[0].value}` ? 'Changed.' : apiNotesOf(op);
	expect(generator.updateChoices(md, resourceList, changed)).not.toBe(md);
});

test('no hand-written text counts the operations of a resource (a count goes stale when one is added or removed)', () => {
	const NUMBER = '(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d+)';
	const counted = new RegExp(
		`\\b(?:all|both|the|its|these) ${NUMBER} (?:[a-z]+ )?operations\\b`,
		'i',
	);
	const files = [
		'README.md',
		'CONTRIBUTING.md',
		...fs.readdirSync(path.join(ROOT, 'docs')).map((f) => `docs/${f}`),
	];
	const found = files
		.filter((f) => f.endsWith('.md') && f !== 'docs/reference.md')
		.flatMap((f) =>
			read(f)
				.split('\n')
				.map((line, k) => [`${f}:${k + 1}`, counted.exec(line)?.[0]] as const)
				.filter(([, hit]) => hit),
		);
	expect(found).toEqual([]);
	expect(counted.test('| Credit (all five operations) |')).toBe(true);
});

describe('README and CONTRIBUTING', () => {
	test.each(['README.md', 'CONTRIBUTING.md'])(`%s is at most ${MAX_BYTES} bytes`, (file) => {
		expect(fs.statSync(path.join(ROOT, file)).size).toBeLessThanOrEqual(MAX_BYTES);
	});

	test('the README, its overview regenerated, has room for ten more operations (so the next one does not break the build)', () => {
		const regenerated = generator.update(read('README.md'), resourceList);
		const names = resourceList.flatMap((r) => r.entries.map((e) => e.name));
		const perOperation = Math.max(...names.map((name) => Buffer.byteLength(`, ${name}`)));
		expect({
			bytes: Buffer.byteLength(regenerated),
			roomForTen: Buffer.byteLength(regenerated) + 10 * perOperation <= MAX_BYTES,
		}).toEqual({ bytes: Buffer.byteLength(regenerated), roomForTen: true });
	});

	test("the README's first workflow and the API notes name the step a new Mayar node opens on", () => {
		const properties = new Mayar().description.properties as INodeProperties[];
		const resource = properties.find((p) => p.name === 'resource');
		const operation = properties.find(
			(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.[0] === resource?.default,
		);
		const nameOf = (p: INodeProperties | undefined) =>
			(p?.options as Array<{ name: string; value: string }>).find((o) => o.value === p?.default)
				?.name;
		const step = `${nameOf(resource)} > ${nameOf(operation)}`;
		expect({
			readme: /Its default step,\s+\*\*([^*]+)\*\*/.exec(read('README.md'))?.[1],
			apiNotes: /\*\*Mayar node: ([^*]+)\*\*, and a read as every resource's default/.exec(
				read('docs/api-notes.md'),
			)?.[1],
		}).toEqual({ readme: step, apiNotes: step });
	});

	test('the README names every field of the credential, by the name n8n shows', () => {
		const readme = read('README.md');
		const fields = new MayarHeadlessApi().properties.filter((p) => p.type !== 'notice');
		expect(fields.length).toBeGreaterThanOrEqual(6);
		expect(fields.map((p) => p.displayName).filter((name) => !readme.includes(name))).toEqual([]);
	});

	test("the README's operation overview is what `npm run generate` writes from the registry now", () => {
		const inReadme = generator.current(read('README.md'));
		const expected = generator.overview(resourceList);
		const state =
			inReadme === null
				? 'README.md has lost its operations:start / operations:end markers'
				: inReadme === expected
					? 'current'
					: 'stale: run `npm run generate` and commit README.md';
		expect(state).toBe('current');
	});

	test('the overview names every operation of every resource, under the resource the node shows it in', () => {
		const rows = new Map(
			(generator.current(read('README.md')) ?? '')
				.split('\n')
				.slice(2)
				.map((row) => row.split('|').map((cell) => cell.trim()))
				.map(([, resource, operations]) => [
					resource.replace(/^\[([^\]]+)\].*$/, '$1'),
					operations,
				]),
		);
		for (const resource of resourceList)
			expect([resource.name, rows.get(resource.name)]).toEqual([
				resource.name,
				resource.entries.map((e) => e.name).join(', '),
			]);
		expect(rows.size).toBe(resourceList.length);
	});
});
