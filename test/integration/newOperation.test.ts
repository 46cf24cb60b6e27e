/**
 * `npm run new:operation` (scripts/new-operation.js), run on a copy of the files it edits: it registers the
 * operation, writes its case and test, and the contract self-check fails on every fact it left TODO, naming the
 * file; it uses what the resource has (shared fields, readers, 404 hint, output shape, a record, a sibling's
 * prepare), writes the docs row whatever the table's columns and says what it left; it refuses an operation that
 * exists.
 */
import { fs, os, path, ROOT, spawnNodeSync } from '../harness/node';

const COPIED = [
	'nodes',
	'scripts',
	'test/contract',
	'test/conformance',
	'test/harness',
	'test/sandbox',
	'test/integration/coupon.test.ts',
	'test/integration/membership.test.ts',
	'test/integration/customer.test.ts',
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
	expect(op).toMatch(/const couponId = v\.pathSegment\(this, i, 'couponId'/);
	expect(op).toMatch(/path: `\/hl\/v2\/coupon\/\$\{couponId\}\/report`/);
	expect(read('nodes/Mayar/actions/coupon/index.ts')).toMatch(/value: 'getUsageReport'/);
	expect(read('test/conformance/cases-balance-to-membership.ts')).toMatch(
		/operation: 'getUsageReport'/,
	);
	expect(read('test/integration/coupon.test.ts')).toMatch(/describe\('Get Usage Report'/);
	expect(read('CHANGELOG.md')).toMatch(/\*\*Coupon > Get Usage Report\*\*/);
	expect(read('docs/operations.md')).toMatch(
		/\| \*\*Get Usage Report\*\* \| `GET \/hl\/v2\/coupon\/\{couponId\}\/report` \| Coupon ID, Code \| {2}\|/,
	);
	expect(r.stdout).toMatch(/a row of the Coupon table, its Output left empty: fill it in/);
	// A record of the resource (coupon.get's), not a new one; no route serves the path, so an example to source.
	expect(r.stdout).toMatch(/record coupon \(of coupon\.create, coupon\.get\)/);
	expect(r.stdout).toMatch(/couponId: coupon\/get\.operation\.ts has a parameter of this name/);

	const check = run('test/contract/selfcheck.js');
	expect(check.status).toBe(1);
	expect(check.stderr).toMatch(/in test\/contract\/mayar-v2\.js/);
	expect(check.stderr).toMatch(/coupon\.getUsageReport\.source says TODO/);
	expect(check.stderr).toMatch(/coupon\.getUsageReport\.query\.code\.source says TODO/);
	expect(check.stderr).toMatch(/coupon\.getUsageReport\.example\.source says TODO/);
	expect(check.stderr).not.toMatch(/record getUsageReportResult/);
});

test("a write of a resource with shared.ts: its fields, readers, 404 hint and output shape, a sibling's prepare, its record; the row in the table's own columns", () => {
	const r = run(
		'scripts/new-operation.js',
		'membership',
		'pauseMember',
		'POST',
		'/hl/v2/memberships/members/{memberId}/pause',
		'productId:string',
		'--description',
		"Pause an active member's membership",
	);
	expect(r.stderr).toBe('');
	expect(r.status).toBe(0);
	const op = read('nodes/Mayar/actions/membership/pauseMember.operation.ts');
	expect(op).toMatch(/description: INodeProperties\[\] = \[productIdField, memberIdField\]/);
	expect(op).toMatch(/const memberId = readMemberId\(this, i\)/);
	expect(op).toMatch(/productId: readProductId\(this, i\)/);
	expect(op).toMatch(/return membershipCustomerOf\(\s*dataOf\(\s*await withHints\(/);
	expect(op).toMatch(/\{ 404: member404\(memberId\) \}/);
	const contract = read('test/contract/mayar-v2.js');
	expect(contract).toMatch(
		/id: 'membership\.pauseMember',[\s\S]*?record: 'membershipCustomerResult',/,
	);
	expect(contract).not.toMatch(/pauseMemberResult/);
	const cases = read('test/conformance/cases-balance-to-membership.ts');
	expect(cases).toMatch(
		/operation: 'pauseMember',\s+prepare: \(\{ sb \}\) => \(\{\s+productId: memberships\(sb\)\.mainProductId,\s+memberId: activeMember\(sb\)\.memberId,\s+\}\),\s+minimal: \(c\) => \(\{ memberId: c\.memberId, productId: rl\(c\.productId\) \}\)/,
	);
	const test = read('test/integration/membership.test.ts');
	expect(test).toMatch(/describe\('Pause Member'/);
	expect(test).toMatch(/expect\(r\.error\?\.description\)\.toBe\(member404\('UNKNOWN1'\)\)/);
	expect(read('docs/operations.md')).toMatch(
		/\| \*\*Pause Member\*\* \| Pause an active member's membership\. \| `POST \/hl\/v2\/memberships\/members\/\{memberId\}\/pause` \|\n/,
	);
	expect(r.stdout).toMatch(
		/Reused: .*nodes\/Mayar\/actions\/membership\/shared\.ts: member404, memberIdField, membershipCustomerOf, productIdField, readMemberId, readProductId/,
	);
});

test('a list (--list): Return All and Limit, the optional fields as Filters, a cursorList; it says that a route is needed', () => {
	const r = run(
		'scripts/new-operation.js',
		'customer',
		'getManyByTag',
		'GET',
		'/hl/v2/customers/tags',
		'tag:string?',
		'createdAfter:epochMs?',
		'paymentLinkId:uuid?',
		'--list',
		'--description',
		'List the customers with a tag',
	);
	expect(r.stderr).toBe('');
	expect(r.status).toBe(0);
	const op = read('nodes/Mayar/actions/customer/getManyByTag.operation.ts');
	expect(op).toMatch(/\.\.\.listFields\('customers'\)/);
	expect(op).toMatch(/filtersCollection\(\[/);
	expect(op).toMatch(/name: 'createdAfter',\s+type: 'dateTime'/);
	expect(op).toMatch(/String\(Date\.parse\(createdAfter\)\)/);
	expect(op).toMatch(
		/isBlank\(filters\.paymentLinkId\)\s+\? undefined\s+: v\.uuid\(this, i, 'paymentLinkId'/,
	);
	expect(op).toMatch(
		/return await getList\(this, i, \{ method: 'GET', path: '\/hl\/v2\/customers\/tags', qs \}\)/,
	);
	expect(read('test/contract/mayar-v2.js')).toMatch(
		/id: 'customer\.getManyByTag',[\s\S]*?createdAfter: \{\s+type: 'epochMs',[\s\S]*?response: 'cursorList',/,
	);
	expect(read('test/conformance/cases-balance-to-membership.ts')).toMatch(
		/operation: 'getManyByTag',\s+minimal: \(\) => \(\{\}\),\s+full: \(\) => \(\{\s+filters: \{\s+tag: 'contoh',/,
	);
	expect(r.stdout).toMatch(
		/no route of test\/sandbox\/routes serves GET \/hl\/v2\/customers\/tags/,
	);
	// check:live runs it from a step of WRITTEN; c.customers is Customer > Get Many's, so its rows go elsewhere.
	expect(read('scripts/check-live/plan.js')).toMatch(
		/\tlist\('customer\/getManyByTag', 'customerGetManyByTag'\),\n\];/,
	);
	expect(r.stdout).toMatch(
		/scripts\/check-live\/plan\.js: a step list\('customer\/getManyByTag', 'customerGetManyByTag'\)/,
	);
	expect(read('docs/operations.md')).toMatch(
		/\| \*\*Get Many By Tag\*\* \| `GET \/hl\/v2\/customers\/tags` \| none \(Return All or Limit\) \| {2}\|/,
	);
});

test("without a sibling to copy, the prepare takes an id from the sandbox's store, and a write a new e-mail each run", () => {
	const r = run(
		'scripts/new-operation.js',
		'transaction',
		'flag',
		'POST',
		'/hl/v2/transactions/{id}/flag',
		'reportEmail:email',
		'--description',
		'Flag a transaction for review',
	);
	expect(r.stderr).toBe('');
	expect(r.status).toBe(0);
	expect(read('test/conformance/cases-payment-to-webhook.ts')).toMatch(
		/operation: 'flag',\s+prepare: \(\{ sb \}\) => \(\{ id: list\(sb, 'transactions'\)\[0\]\.id, n: next\(\) \}\),\s+minimal: \(c\) => \(\{ id: c\.id, reportEmail: `reportemail\.\$\{c\.n\}@example\.com` \}\)/,
	);
	expect(r.stdout).not.toMatch(/the prepare \(an id the sandbox holds\)/);
});

test('an endpoint the contract documents without an operation is used as it is, and leaves NO_OPERATION', () => {
	const before = read('test/contract/mayar-v2.js');
	const r = run(
		'scripts/new-operation.js',
		'membership',
		'getTiersByPath',
		'GET',
		'/hl/v2/memberships/{productId}/tiers',
		'--list',
		'--description',
		'List the tiers of a membership product',
	);
	expect(r.stderr).toBe('');
	expect(r.status).toBe(0);
	expect(read('test/contract/mayar-v2.js')).toBe(before);
	expect(r.stdout).toMatch(
		/its endpoint membership\.tiersByProduct \(record membershipTier\), as documented/,
	);
	expect(read('test/conformance/conformance.test.ts')).not.toMatch(/'membership\.tiersByProduct',/);
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
