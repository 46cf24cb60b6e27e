/**
 * `npm run new:operation` (scripts/new-operation.js), run on a copy of the files it edits: it registers the
 * operation, writes its case and test, and the contract self-check fails on every fact it left TODO, naming the
 * file; it refuses an operation that exists.
 */
import { fs, os, path, ROOT, spawnNodeSync } from '../harness/node';

const COPIED = [
	'nodes',
	'scripts',
	'test/contract',
	'test/conformance',
	'test/harness',
	'test/integration/coupon.test.ts',
	'docs/operations.md',
	'CHANGELOG.md',
	'.prettierrc.json',
];
let dir: string;

beforeAll(() => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-operation-'));
	for (const p of COPIED) fs.cpSync(path.join(ROOT, p), path.join(dir, p), { recursive: true });
	fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) =>
	spawnNodeSync(args, { cwd: dir, encoding: 'utf8', timeout: 60000 });
const read = (p: string) => fs.readFileSync(path.join(dir, p), 'utf8');

test('it writes the operation, its entry, case, test, row and CHANGELOG line; the contract check fails on each TODO', () => {
	const r = run(
		'scripts/new-operation.js',
		'coupon',
		'getUsageReport',
		'GET',
		'/hl/v2/coupon/{couponId}/report',
		'code:string',
		'--description',
		'Read the usage report of a coupon',
	);
	expect(r.stderr).toBe('');
	expect(r.status).toBe(0);
	expect(r.stdout).toMatch(/What is left/);
	const op = read('nodes/Mayar/actions/coupon/getUsageReport.operation.ts');
	expect(op).toMatch(/method: 'GET'/);
	expect(op).toMatch(/\/hl\/v2\/coupon\/\$\{v\.pathSegment\(this, i, 'Coupon ID'/);
	expect(read('nodes/Mayar/actions/coupon/index.ts')).toMatch(/value: 'getUsageReport'/);
	expect(read('test/conformance/cases-balance-to-membership.ts')).toMatch(
		/operation: 'getUsageReport'/,
	);
	expect(read('test/integration/coupon.test.ts')).toMatch(/describe\('Get Usage Report'/);
	expect(read('CHANGELOG.md')).toMatch(/\*\*Coupon > Get Usage Report\*\*/);
	expect(read('docs/operations.md')).toMatch(
		/\| \*\*Get Usage Report\*\* \| `GET \/hl\/v2\/coupon\/\{couponId\}\/report` \| Coupon ID, Code \|/,
	);

	const check = run('test/contract/selfcheck.js');
	expect(check.status).toBe(1);
	expect(check.stderr).toMatch(/in test\/contract\/mayar-v2\.js/);
	expect(check.stderr).toMatch(/coupon\.getUsageReport\.source says TODO/);
	expect(check.stderr).toMatch(/coupon\.getUsageReport\.query\.code\.source says TODO/);
	expect(check.stderr).toMatch(/record getUsageReportResult: no fields/);
});

test('it refuses an operation that exists, and writes nothing', () => {
	const before = read('nodes/Mayar/actions/coupon/index.ts');
	const r = run(
		'scripts/new-operation.js',
		'coupon',
		'get',
		'GET',
		'/hl/v2/coupon/{id}',
		'--description',
		'x',
	);
	expect(r.status).toBe(2);
	expect(r.stderr).toMatch(/coupon\/get exists/);
	expect(read('nodes/Mayar/actions/coupon/index.ts')).toBe(before);
});
