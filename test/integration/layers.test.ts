/**
 * The node's folders form a house with one direction: a folder imports only from its own floor or below.
 * A pure check of the source text (no HTTP): it walks nodes/Mayar/**\/*.ts and reads every relative import.
 *
 * Floors, bottom first (the order the code has: actions list trigger/events;
 * polling shapes rows with trigger/item; methods reuse the list operations of actions):
 *   transport < helpers < trigger < polling < actions < methods < the node files in nodes/Mayar itself.
 */
import { fs, path, ROOT as REPOSITORY } from '../harness/node';

const { readdirSync, readFileSync } = fs;
const { dirname, join, relative, resolve, sep } = path;

const ROOT = resolve(REPOSITORY, 'nodes/Mayar');
const FLOORS = ['transport', 'helpers', 'trigger', 'polling', 'actions', 'methods'];
const NODE_FILES = FLOORS.length;

/** The shipped .ts files: an operation's facts (<operation>.facts.ts) sit beside it, but are test code. */
function tsFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return tsFiles(path);
		return entry.name.endsWith('.ts') && !entry.name.endsWith('.facts.ts') ? [path] : [];
	});
}

/** The floor of a file or import target under nodes/Mayar: its first folder, or the top for the node files. */
function floorOf(path: string): number {
	const first = relative(ROOT, path).split(sep)[0];
	const floor = FLOORS.indexOf(first);
	return floor === -1 ? NODE_FILES : floor;
}

function relativeImports(source: string): string[] {
	const found: string[] = [];
	for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)) found.push(match[1]);
	return found;
}

/** Each import that points to a higher floor, as "file -> target". */
export function upwardImports(files: Array<{ path: string; source: string }>): string[] {
	const upward: string[] = [];
	for (const { path, source } of files) {
		for (const spec of relativeImports(source)) {
			const target = resolve(dirname(path), spec);
			if (floorOf(target) > floorOf(path)) {
				upward.push(`${relative(ROOT, path)} -> ${relative(ROOT, target)}`);
			}
		}
	}
	return upward;
}

describe('layers of nodes/Mayar (plain unit test)', () => {
	const files = tsFiles(ROOT).map((path) => ({ path, source: readFileSync(path, 'utf8') }));

	it('walks every floor', () => {
		const floors = new Set(files.map((f) => floorOf(f.path)));
		expect([...floors].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
	});

	it('no file imports from a floor above its own', () => {
		expect(upwardImports(files)).toEqual([]);
	});

	it('sees an upward import when there is one', () => {
		const planted = {
			path: join(ROOT, 'polling', 'events.ts'),
			source:
				"import { x } from '../actions/membership/shared';\nimport { y } from '../transport';\n",
		};
		expect(upwardImports([planted])).toEqual([
			`polling${sep}events.ts -> actions${sep}membership${sep}shared`,
		]);
	});
});

/**
 * Each relative import of shipped code (nodes/, credentials/) that leaves them, or reaches an operation's facts
 * (test code), as "file -> target".
 */
export function importsLeavingShippedCode(
	files: Array<{ path: string; source: string }>,
): string[] {
	const shipped = ['nodes', 'credentials'].map((dir) => join(REPOSITORY, dir) + sep);
	return files.flatMap(({ path, source }) =>
		relativeImports(source)
			.map((spec) => resolve(dirname(path), spec))
			.filter(
				(target) => !shipped.some((dir) => target.startsWith(dir)) || target.endsWith('.facts'),
			)
			.map((target) => `${relative(REPOSITORY, path)} -> ${relative(REPOSITORY, target)}`),
	);
}

test('shipped code imports nothing outside nodes/ and credentials/ (test/harness/node.js is for the tests)', () => {
	const files = ['nodes', 'credentials']
		.flatMap((dir) => tsFiles(join(REPOSITORY, dir)))
		.map((path) => ({ path, source: readFileSync(path, 'utf8') }));
	expect(files.length).toBeGreaterThan(100);
	expect(importsLeavingShippedCode(files)).toEqual([]);
	const planted = {
		path: join(ROOT, 'helpers', 'x.ts'),
		source: "import { fs } from '../../../test/harness/node';\n",
	};
	expect(importsLeavingShippedCode([planted])).toEqual([
		`nodes${sep}Mayar${sep}helpers${sep}x.ts -> test${sep}harness${sep}node`,
	]);
});
