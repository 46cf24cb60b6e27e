/**
 * `npm run new:operation` (scripts/new-operation.js) on a fixed fixture, test/fixtures/new-operation/ (a resource
 * Widget with a shared.ts, two operations and their facts, an empty resource Gadget, a mini contract): each command
 * runs on a fresh copy, and what it wrote (the new files whole, the edited ones as a diff) and printed is compared
 * with its snapshot (__snapshots__/newOperation.test.ts.snap). When the scaffold changes on purpose, a test here
 * fails with a diff of what it writes now: read the diff, and when it is what you meant, run
 * `npx jest test/integration/newOperation.test.ts -u` and commit the snapshot with the change.
 * Then, on a copy of the real tree: what it writes there type-checks.
 */
import { fs, os, path, ROOT, spawnNodeSync } from '../harness/node';

const FIXTURE = path.join(ROOT, 'test/fixtures/new-operation');
const SCRIPT = path.join(ROOT, 'scripts/new-operation.js');
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A fresh copy of `from` (the fixture, or the real tree's `parts`), with node_modules and `links` linked in. */
function copyOf(from: string, parts: string[], links: string[]): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-operation-'));
	temps.push(dir);
	for (const p of parts) fs.cpSync(path.join(from, p), path.join(dir, p), { recursive: true });
	fs.cpSync(path.join(ROOT, '.prettierrc.json'), path.join(dir, '.prettierrc.json'));
	for (const p of ['node_modules', ...links]) fs.symlinkSync(path.join(ROOT, p), path.join(dir, p));
	return dir;
}
const fixture = () =>
	copyOf(FIXTURE, fs.readdirSync(FIXTURE), ['nodes/Mayar/helpers', 'nodes/Mayar/transport']);

const run = (dir: string, command: string, description = 'Does something') =>
	spawnNodeSync([SCRIPT, ...command.split(' '), '--description', description, '--root', dir], {
		encoding: 'utf8',
		timeout: 60000,
	});

/** The lines `after` adds (+) and drops (-), each with its line number in `after` (a longest common subsequence). */
function linesChanged(before: string, after: string): string {
	const [a, b] = [before.split('\n'), after.split('\n')];
	const common = a.map(() => new Array<number>(b.length + 1).fill(0));
	common.push(new Array<number>(b.length + 1).fill(0));
	for (let i = a.length - 1; i >= 0; i--)
		for (let j = b.length - 1; j >= 0; j--)
			common[i][j] =
				a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
	const out: string[] = [];
	let [i, j] = [0, 0];
	while (i < a.length || j < b.length) {
		if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
		else if (j < b.length && (i === a.length || common[i][j + 1] >= common[i + 1][j]))
			out.push(`${++j} + ${b[j - 1]}`);
		else out.push(`${j} - ${a[i++]}`);
	}
	return out.join('\n');
}

/** The files a run changed in the copy: new ones whole, changed ones as a unified diff against the fixture. */
function changes(dir: string): Record<string, string> {
	const out: Record<string, string> = {};
	const walk = (rel: string) => {
		for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
			const p = path.join(rel, e.name);
			if (e.isSymbolicLink() || p === '.prettierrc.json') continue;
			if (e.isDirectory()) walk(p);
			else if (!fs.existsSync(path.join(FIXTURE, p)))
				out[p] = fs.readFileSync(path.join(dir, p), 'utf8');
			else {
				const diff = linesChanged(
					fs.readFileSync(path.join(FIXTURE, p), 'utf8'),
					fs.readFileSync(path.join(dir, p), 'utf8'),
				);
				if (diff) out[p] = diff;
			}
		}
	};
	walk('');
	return out;
}

/** Runs the command on a fresh fixture copy: it must succeed; its output and what it wrote match the snapshot. */
function scaffolds(command: string, description?: string) {
	const dir = fixture();
	const r = run(dir, command, description);
	expect(r.stderr).toBe('');
	expect(r.status).toBe(0);
	expect({ printed: r.stdout, ...changes(dir) }).toMatchSnapshot();
	return { dir, r };
}

test('a read by ID: the shared locator, 404 hint and Simplify; the sibling prepare by reference; the live step needs the list', () => {
	scaffolds('widget getHistory GET /hl/v2/widgets/{id}/history', 'The changes of a widget');
});

test('a list with filters: an option list, an epochMs sent as epoch ms; its rows kept under a name of its own, its live step a TODO', () => {
	scaffolds(
		'widget getManyByOwner GET /hl/v2/widgets/by-owner ownerId:string colour:string? createdAfter:epochMs? --list',
		'The widgets of one owner',
	);
});

test('a write: required and additional fields, sampled within the contract; a refusal of an unknown ID', () => {
	scaffolds(
		'widget duplicate POST /hl/v2/widgets/{id}/duplicate name:string colour:string? size:integer?',
		'A copy of a widget',
	);
});

test('an update: Update Fields, its minimal sample changes one', () => {
	scaffolds(
		'widget updateWidget POST /hl/v2/widgets/{id}/update name:string? size:integer?',
		'Change a widget',
	);
});

test('an endpoint the contract has with noOperation: used as documented, its noOperation taken off', () => {
	scaffolds('widget archive POST /hl/v2/widgets/{id}/archive reason:string', 'Archive a widget');
});

test("a resource's first read: a new record named after it, its default operation; TODOs for its prepare and live step", () => {
	scaffolds('gadget get GET /hl/v2/gadgets/{id}', 'One gadget');
});

test('--default: the Operation list opens on the new read', () => {
	scaffolds('widget getLatest GET /hl/v2/widgets/latest --default', 'The newest widget');
});

test('an epochMs field that is required: checked as a date, sent as epoch ms', () => {
	scaffolds(
		'widget getManySince GET /hl/v2/widgets/since since:epochMs --list',
		'Widgets since a moment',
	);
});

test.each([
	['an operation that exists', 'widget get GET /hl/v2/widgets/{id}', /widget\/get exists/],
	[
		'--default on a write',
		'widget copy POST /hl/v2/widgets/{id}/copy --default',
		/opens on a read/,
	],
	['a path outside V2', 'widget getOld GET /hl/v1/widgets', /is not a V2 path/],
])('refuses %s, writing nothing', (_, command, message) => {
	const dir = fixture();
	const r = run(dir, command);
	expect(r.status).toBe(2);
	expect(r.stderr).toMatch(message);
	expect(changes(dir)).toEqual({});
});

// The real tree: what it writes type-checks with the tests' settings (npm run static): a write of Membership, and a
// list of Product, whose ID parameter is a factory of shared.ts (productLocator(description)).
test('on a copy of the real tree, what it writes type-checks', () => {
	const parts = ['nodes', 'credentials', 'test', 'CHANGELOG.md', 'tsconfig.json'];
	const dir = copyOf(ROOT, parts, []);
	const commands = [
		[
			'membership pauseMember POST /hl/v2/memberships/members/{memberId}/pause productId:string',
			"Pause an active member's membership",
		],
		[
			'product getBuyers GET /hl/v2/products/{id}/buyers status:string? --list',
			"List a product's buyers",
		],
	];
	for (const [command, description] of commands)
		expect(run(dir, command, description).stderr).toBe('');
	const written = ['membership/pauseMember', 'product/getBuyers'].flatMap((op) =>
		['operation', 'facts'].map((k) => `nodes/Mayar/actions/${op}.${k}.ts`),
	);
	fs.writeFileSync(
		path.join(dir, 'tsconfig.check.json'),
		JSON.stringify({ extends: './test/tsconfig.json', include: written }),
	);
	const tsc = spawnNodeSync(
		[require.resolve('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.check.json'],
		{
			cwd: dir,
			encoding: 'utf8',
		},
	);
	expect(tsc.stdout).toBe('');
	expect(tsc.status).toBe(0);
}, 120000);
