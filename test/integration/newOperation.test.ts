/**
 * `npm run new:operation` (scripts/new-operation.js), run on a copy of the files it edits: it registers the
 * operation, writes its case and test, and the contract self-check fails on every fact it left TODO, naming the
 * file; it uses what the resource has (shared fields, option lists and readers, a sibling's parameter, 404 hint,
 * output shape, a record, a sibling's prepare), puts each entry where the file's order wants it, samples within the
 * contract's ranges, leaves docs/operations.md (notes) to the contributor and says so; it refuses an operation
 * that exists; and all it wrote type-checks.
 */
import { fs, os, path, ROOT, spawnNodeSync } from '../harness/node';

const COPIED = [
	'nodes',
	'credentials',
	'scripts',
	'test/contract',
	'test/conformance',
	'test/harness',
	'test/sandbox',
	'test/schema/descriptions.js',
	'test/integration/coupon.test.ts',
	'test/integration/invoice.test.ts',
	'test/integration/membership.test.ts',
	'test/integration/customer.test.ts',
	'test/integration/product.test.ts',
	'test/integration/product.kit.ts',
	'test/integration/productWrites.test.ts',
	'test/integration/productPaymentLink.test.ts',
	'docs/operations.md',
	'docs/api-notes.md',
	'README.md',
	'CHANGELOG.md',
	'CONTRIBUTING.md',
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
/** Runs the command, `words` its arguments but the description; it must succeed. */
function scaffold(words: string, description: string) {
	const r = run('scripts/new-operation.js', ...words.split(' '), '--description', description);
	expect(r.stderr).toBe('');
	expect(r.status).toBe(0);
	return r;
}
const read = (p: string) => fs.readFileSync(path.join(dir, p), 'utf8');
/** Takes what `re` matches out of the copy's file, which must have it: an operation removed before it is re-added. */
const takeOut = (rel: string, re: RegExp) => {
	const before = read(rel);
	expect(before).toMatch(re);
	fs.writeFileSync(path.join(dir, rel), before.replace(re, ''));
};
/** An existing operation taken out of the copy (its file, import, entry and case), so the command can add it. */
function removeOperation(resource: string, operation: string, casesFile: string) {
	const index = `nodes/Mayar/actions/${resource}/index.ts`;
	fs.rmSync(path.join(dir, `nodes/Mayar/actions/${resource}/${operation}.operation.ts`));
	takeOut(index, new RegExp(`import \\* as ${operation} from '\\./${operation}\\.operation';\\n`));
	takeOut(index, new RegExp(`\\t\\t\\{\\n\\t\\t\\tmodule: ${operation},[^]*?\\n\\t\\t\\},\\n`));
	takeOut(
		casesFile,
		new RegExp(
			`\\n\\t\\{\\n\\t\\tresource: '${resource}',\\n\\t\\toperation: '${operation}',\\n[^]*?\\n\\t\\},`,
		),
	);
}

test('it writes the operation, its entry, case, test and CHANGELOG line; the contract check fails on each TODO', () => {
	const r = scaffold(
		'coupon getUsageReport GET /hl/v2/coupon/{couponId}/report code:string',
		'Read the usage report of a coupon',
	);
	expect(r.stdout).toMatch(/What is left/);
	const op = read('nodes/Mayar/actions/coupon/getUsageReport.operation.ts');
	expect(op).toMatch(/method: 'GET'/);
	expect(op).toMatch(/const couponId = v\.idParameter\(this, i, 'couponId'\)/);
	expect(op).toMatch(/path: `\/hl\/v2\/coupon\/\$\{couponId\}\/report`/);
	expect(read('nodes/Mayar/actions/coupon/index.ts')).toMatch(/value: 'getUsageReport'/);
	expect(read('test/conformance/cases-balance-to-membership.ts')).toMatch(
		/operation: 'getUsageReport'/,
	);
	expect(read('test/integration/coupon.test.ts')).toMatch(/describe\('Get Usage Report'/);
	expect(read('CHANGELOG.md')).toMatch(/\*\*Coupon > Get Usage Report\*\*/);
	// Its entry in docs/operations.md is the contributor's words: left, and said.
	expect(read('docs/operations.md')).toBe(
		fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8'),
	);
	expect(r.stdout).toMatch(
		/docs\/operations\.md: \*\*Get Usage Report\*\* under "## Coupon", with what its fields and output do not say\./,
	);
	// A record of the resource (coupon.get's), not a new one; no route serves the path, so an example to source.
	expect(r.stdout).toMatch(/record coupon \(of coupon\.create, coupon\.get\)/);

	const check = run('test/contract/selfcheck.js');
	expect(check.status).toBe(1);
	expect(check.stderr).toMatch(/in test\/contract\/mayar-v2\.js/);
	expect(check.stderr).toMatch(/coupon\.getUsageReport\.source says TODO/);
	expect(check.stderr).toMatch(/coupon\.getUsageReport\.query\.code\.source says TODO/);
	expect(check.stderr).toMatch(/coupon\.getUsageReport\.example\.source says TODO/);
	expect(check.stderr).not.toMatch(/record getUsageReportResult/);
});

test("a write of a resource with shared.ts: its fields, readers, 404 hint and output shape, a sibling's prepare, its record; the row in the table's own columns", () => {
	const r = scaffold(
		'membership pauseMember POST /hl/v2/memberships/members/{memberId}/pause productId:string',
		"Pause an active member's membership",
	);
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
	expect(r.stdout).toMatch(
		/Reused: .*nodes\/Mayar\/actions\/membership\/shared\.ts: member404, memberIdField, membershipCustomerOf, productIdField, readMemberId, readProductId/,
	);
});

test('a list (--list): Return All and Limit, the optional fields as Filters, a cursorList; it says that a route is needed', () => {
	const r = scaffold(
		'customer getManyByTag GET /hl/v2/customers/by-tag tag:string? createdAfter:epochMs? paymentLinkId:uuid? --list',
		'List the customers with a tag',
	);
	const op = read('nodes/Mayar/actions/customer/getManyByTag.operation.ts');
	expect(op).toMatch(/\.\.\.listFields\('customers'\)/);
	expect(op).toMatch(/filtersCollection\(\[/);
	expect(op).toMatch(/name: 'createdAfter',\s+type: 'dateTime'/);
	expect(op).toMatch(/String\(Date\.parse\(createdAfter\)\)/);
	// Customer > Get Many's Product ID filter, copied with its description and its reading.
	expect(op).toMatch(/description:\s+'Only customers of this product/);
	expect(op).toMatch(
		/paymentLinkId: filters\.paymentLinkId\s+\? v\.uuid\(this, i, 'paymentLinkId', filters\.paymentLinkId\)/,
	);
	expect(op).toMatch(
		/return await getList\(this, i, \{ method: 'GET', path: '\/hl\/v2\/customers\/by-tag', qs \}\)/,
	);
	expect(read('test/contract/mayar-v2.js')).toMatch(
		/id: 'customer\.getManyByTag',[\s\S]*?createdAfter: \{\s+type: 'epochMs',[\s\S]*?response: 'cursorList',/,
	);
	expect(read('test/conformance/cases-balance-to-membership.ts')).toMatch(
		/operation: 'getManyByTag',\s+minimal: \(\) => \(\{\}\),\s+full: \(\) => \(\{\s+filters: \{\s+tag: 'contoh',\s+createdAfter: inDays\(-3650\),/,
	);
	expect(r.stdout).toMatch(
		/no route of test\/sandbox\/routes serves GET \/hl\/v2\/customers\/by-tag/,
	);
	// check:live runs it from a step of WRITTEN; c.customers is Customer > Get Many's, so its rows go elsewhere.
	expect(read('scripts/check-live/plan.js')).toMatch(
		/\tlist\('customer\/getManyByTag', 'customerGetManyByTag'\),\n\];/,
	);
	expect(r.stdout).toMatch(
		/scripts\/check-live\/plan\.js: a step list\('customer\/getManyByTag', 'customerGetManyByTag'\)/,
	);
});

test("{id} is the resource's ID as its operations name it (customerId), with their field and prepare; a write gets a new e-mail each run", () => {
	const r = scaffold(
		'customer flag POST /hl/v2/customers/{id}/flag reportEmail:email',
		'Flag a customer for review',
	);
	expect(read('nodes/Mayar/actions/customer/flag.operation.ts')).toMatch(
		/const customerId = v\.idParameter\(this, i, 'customerId'\)[\s\S]*path: `\/hl\/v2\/customers\/\$\{customerId\}\/flag`/,
	);
	expect(read('test/conformance/cases-balance-to-membership.ts')).toMatch(
		/operation: 'flag',\s+prepare: \(\{ sb \}\) => \(\{ id: fresh\(customers\(sb\)\.slice\(10\), 'customer'\)\.id, n: next\(\) \}\),\s+minimal: \(c\) => \(\{ customerId: rl\(c\.id\), reportEmail: `reportemail\.\$\{c\.n\}@example\.com` \}\)/,
	);
	expect(r.stdout).toMatch(
		/customerId: copied from nodes\/Mayar\/actions\/customer\/updateEmail\.operation\.ts/,
	);
});

test('a field named like an option list of shared.ts (eventType: eventTypeOptions) is an options parameter on it, checked against its values', () => {
	const r = scaffold(
		'webhook getByEvent GET /hl/v2/webhooks/by-event eventType:string --list',
		'List the deliveries of one event',
	);
	const op = read('nodes/Mayar/actions/webhook/getByEvent.operation.ts');
	expect(op).toMatch(/name: 'eventType',\s+type: 'options',\s+options: eventTypeOptions,/);
	expect(op).toMatch(/v\.choice\(this, i, 'eventType', this\.getNodeParameter\('eventType', i\)\)/);
	expect(r.stdout).toMatch(
		/Reused: .*nodes\/Mayar\/actions\/webhook\/shared\.ts: eventTypeOptions/,
	);
});

test('a reader of shared.ts is found under an ending of the name (membershipTierId: readTierId), given the collection it reads', () => {
	const r = scaffold(
		'credit refund POST /credit/v2/customer/refund customerId:string productId:string amount:integer membershipTierId:uuid?',
		'Give credits back to a customer',
	);
	const op = read('nodes/Mayar/actions/credit/refund.operation.ts');
	expect(op).toMatch(/membershipTierId: readTierId\(this, i, additionalFields\)/);
	expect(op).toMatch(/amount: readAmount\(this, i\)/);
	expect(r.stdout).toMatch(/credit\/shared\.ts: [^.]*readTierId/);
});

test("a sibling's own parameter (Invoice's locator) is copied with its import and read as the sibling reads it; no 'run again'", () => {
	const r = scaffold(
		'invoice getPdf GET /hl/v2/invoices/{invoiceId}/pdf',
		'Download the PDF of an invoice',
	);
	const op = read('nodes/Mayar/actions/invoice/getPdf.operation.ts');
	expect(op).toMatch(/import \{ locator \} from '\.\.\/\.\.\/helpers\/fields';/);
	expect(op).toMatch(/locator\('invoiceId', 'Invoice', 'searchInvoices', 'The invoice to read'\)/);
	expect(op).toMatch(/const invoiceId = v\.idParameter\(this, i, 'invoiceId'\)/);
	expect(r.stdout).toMatch(
		/invoiceId: copied from nodes\/Mayar\/actions\/invoice\/get\.operation\.ts:\d+, with how it reads it; if a third operation needs it, move it to nodes\/Mayar\/actions\/invoice\/shared\.ts/,
	);
	expect(r.stdout).not.toMatch(/run again/);
});

test("a sibling's reading that uses its own names is not copied: the note names the file and line", () => {
	const r = scaffold(
		'coupon redeem POST /hl/v2/coupons/redeem code:string',
		'Mark a coupon code as used',
	);
	expect(r.stdout).toMatch(
		/Note: code: how nodes\/Mayar\/actions\/coupon\/create\.operation\.ts:\d+ reads it uses type of its own; the operation checks it by its type instead/,
	);
	expect(read('nodes/Mayar/actions/coupon/redeem.operation.ts')).toMatch(
		/code: v\.text\(this, i, 'code'/,
	);
});

test("the case lands in the resource's own section, whose comment says more than its name (// Credit: ...), in its order", () => {
	scaffold(
		'credit getUsage GET /credit/v2/customer/usage customerId:string productId:string',
		"A customer's credit usage",
	);
	const cases = read('test/conformance/cases-balance-to-membership.ts');
	const section = cases.slice(cases.indexOf('\t// Credit:'), cases.indexOf('\t// Customer'));
	expect(section).toMatch(
		/operation: 'getHistory',[\s\S]*operation: 'getUsage',[\s\S]*operation: 'spendCredit',/,
	);
});

test('a label spells ID and URL as n8n does, wherever they stand', () => {
	scaffold(
		'webhook getByPattern GET /hl/v2/webhooks/by-pattern urlPattern:string? idPrefix:string? --list',
		'Deliveries to matching URLs',
	);
	const op = read('nodes/Mayar/actions/webhook/getByPattern.operation.ts');
	expect(op).toMatch(/displayName: 'URL Pattern'/);
	expect(op).toMatch(/displayName: 'ID Prefix'/);
});

test('a derived prepare imports what it uses from ./records into the cases file', () => {
	// Whatever the file imports today: taken out, so the command must add it back (the type check below says so too).
	const file = 'test/conformance/cases-payment-to-webhook.ts';
	fs.writeFileSync(path.join(dir, file), read(file).replace(/^\tcustomers,\n/m, ''));
	expect(read(file)).not.toMatch(/^\tcustomers,$/m);
	scaffold(
		'transaction notify POST /hl/v2/transactions/notify customerEmail:email',
		'Send a customer their transactions',
	);
	const cases = read('test/conformance/cases-payment-to-webhook.ts');
	expect(cases).toMatch(/prepare: \(\{ sb \}\) => \(\{ email: customers\(sb\)\[0\]\.email \}\)/);
	expect(cases.slice(0, cases.indexOf("} from './records';"))).toMatch(/^\tcustomers,$/m);
});

test("an ID the node's list searches cover, that the resource does not declare, is a locator on that search ({customerId} in Webhook: searchCustomers)", () => {
	const r = scaffold(
		'webhook getByCustomer GET /hl/v2/webhooks/customers/{customerId}',
		"A customer's deliveries",
	);
	expect(read('nodes/Mayar/actions/webhook/getByCustomer.operation.ts')).toMatch(
		/locator\('customerId', 'Customer', 'searchCustomers', 'TODO: what it is for here'\)[\s\S]*const customerId = v\.idParameter\(this, i, 'customerId'\)/,
	);
	expect(r.stdout).toMatch(/customerId: a locator on searchCustomers/);
	expect(r.stdout).toMatch(/the description of the locator customerId \(says TODO\)/);
});

test("a sibling's factory named after the field (mobileField) is copied, its one boolean set to the field's required", () => {
	scaffold(
		'invoice remind POST /hl/v2/invoices/{invoiceId}/remind mobile:string?',
		'Remind the customer',
	);
	expect(read('nodes/Mayar/actions/invoice/remind.operation.ts')).toMatch(
		/collection\('additionalFields', \[mobileField\('Customer Mobile', false\)\]\)[\s\S]*mobile: v\.mobile\(this, i, 'mobile', additionalFields\.mobile, false\)/,
	);
});

test("a field's sample is the literal another case of the resource gives it (a mobile number its check accepts)", () => {
	scaffold(
		'invoice notify POST /hl/v2/invoices/{invoiceId}/notify mobile:string',
		'Text the customer',
	);
	expect(read('test/conformance/cases-balance-to-membership.ts')).toMatch(
		/operation: 'notify',[\s\S]*?minimal: \(c\) => \(\{ invoiceId: rl\(c\.id\), mobile: '08\d+' \}\)/,
	);
});

test("sample values keep to the parameter's options and the contract's range (a rating 1 to 5, not 10000)", () => {
	scaffold(
		'review countByRating GET /hl/v2/reviews/count rating:integer',
		'Count the reviews with a rating',
	);
	expect(read('test/conformance/cases-payment-to-webhook.ts')).toMatch(
		/operation: 'countByRating',\s+minimal: \(\) => \(\{ rating: 5 \}\)/,
	);
});

test("the entry keeps index.ts's order: among sorted entries in order, else last; the default operation is said", () => {
	const r = scaffold(
		'membership resumeMember POST /hl/v2/memberships/members/{memberId}/resume productId:string',
		"Resume a paused member's membership",
	);
	const index = read('nodes/Mayar/actions/membership/index.ts');
	expect(index).toMatch(
		/registerMember\.operation';\nimport \* as resumeMember from '\.\/resumeMember\.operation';\nimport \* as updateMember/,
	);
	expect(index).toMatch(
		/value: 'registerMember'[\s\S]*value: 'resumeMember'[\s\S]*value: 'updateMember'/,
	);
	// The resource's default as its index.ts declares it now (the copy's, before the command ran, is the same).
	const opensOn = /defaultOperation: '(\w+)'/.exec(index)?.[1];
	expect(r.stdout).toContain(
		`the entry, in the order of its values; the Operation list still opens on ${opensOn}`,
	);
	// Coupon's entries are not sorted: a new one goes last.
	scaffold('coupon getDiscount GET /hl/v2/coupons/{id}', 'A discount by ID');
	expect(read('nodes/Mayar/actions/coupon/index.ts')).toMatch(
		/value: 'getDiscount',[^}]+\},\n\t\],/,
	);
});

test("an update goes to the test file with most updates of its resource; its minimal case changes one field; a boolean is checked; a write's dates are a schedule", () => {
	const r = scaffold(
		'product updateCourse POST /hl/v2/products/course/{id}/update name:string? startAt:date? endAt:date? isOnline:boolean?',
		'Edit a course product',
	);
	expect(read('nodes/Mayar/actions/product/updateCourse.operation.ts')).toMatch(
		/productLocator\([\s\S]*isOnline: v\.boolean\(this, i, 'isOnline', updateFields\.isOnline, false\)/,
	);
	expect(read('test/conformance/cases-payment-to-webhook.ts')).toMatch(
		/operation: 'updateCourse',[^]*?minimal: \(c\) => \(\{ productId: rl\(c\.id\), updateFields: \{ name: '[^']+' \} \}\),[^]*?startAt: inDays\(30\),\s+endAt: inDays\(31\),/,
	);
	// productWrites.test.ts tests three updates, productPaymentLink.test.ts one; both take sb from product.kit.ts.
	expect(read('test/integration/productWrites.test.ts')).toMatch(/describe\('Update Course'/);
	expect(r.stdout).toMatch(/npx jest test\/integration\/productWrites\.test\.ts/);
});

test('among unsorted entries a new one goes after the last of the same noun (deleteWebinar after updateWebinar)', () => {
	const index = 'nodes/Mayar/actions/product/index.ts';
	// The last webinar operation the resource has (read off the copy: a proof may have taken one out).
	const last = [...read(index).matchAll(/value: '(\w+Webinar)'/g)].pop()?.[1];
	const r = scaffold(
		'product deleteWebinar POST /hl/v2/products/webinar/{id}/delete',
		'Delete a webinar',
	);
	expect(read(index)).toMatch(
		new RegExp(`value: '${last}',[^}]+\\},\\n\\t\\t\\{\\n\\t\\t\\tmodule: deleteWebinar,`),
	);
	expect(r.stdout).toMatch(`the entry, after ${last}`);
	// No delete is tested yet: product.test.ts, whose sandbox is product.kit.ts's.
	expect(read('test/integration/product.test.ts')).toMatch(/describe\('Delete Webinar'/);
});

test("a sample taken from another case keeps a string's comma ('Template siap pakai, PDF')", () => {
	// Cut at the comma, the case did not parse, and Prettier stopped the command before it said what is left.
	const cases = 'test/conformance/cases-payment-to-webhook.ts';
	const before = read(cases);
	fs.writeFileSync(
		path.join(dir, cases),
		before.replace(
			"description: 'Template siap pakai',",
			"description: 'Template siap pakai, PDF',",
		),
	);
	const r = scaffold(
		'product updateEbook POST /hl/v2/products/ebook/{id}/update description:string? amount:integer?',
		'Edit an ebook',
	);
	expect(r.stdout).toMatch(/What is left/);
	expect(read(cases)).toMatch(
		/operation: 'updateEbook',[\s\S]*?description: 'Template siap pakai, PDF'[,\s]/,
	);
});

test('What is left names each TODO written, then the commands in the order of CONTRIBUTING (the linters first)', () => {
	const r = scaffold(
		'coupon getRedemption GET /hl/v2/coupons/redemptions/{redemptionId}',
		'A redemption of a coupon',
	);
	expect(read('test/conformance/cases-balance-to-membership.ts')).toMatch(
		/redemptionId: 'TODO: an id the sandbox holds'/,
	);
	const left = r.stdout.slice(r.stdout.indexOf('What is left'));
	expect(left).toMatch(
		/cases-balance-to-membership\.ts: the prepare's redemptionId says TODO: take an ID the sandbox holds/,
	);
	expect(left).toMatch(/getRedemption\.operation\.ts: a description for Redemption ID/);
	// CONTRIBUTING's "While working" block, line by line and in its order, with this operation's test file.
	const block = /\*\*While working\*\*[^`]*```bash\n([\s\S]*?)```/.exec(
		read('CONTRIBUTING.md'),
	)?.[1];
	const lines = (block ?? '')
		.trimEnd()
		.split('\n')
		.map((line) =>
			line.replace(/test\/integration\/\w+\.test\.ts/, 'test/integration/coupon.test.ts'),
		);
	expect(lines[0]).toMatch(/^npm run format && npm run static/);
	const order = lines.map((line) => left.indexOf(`  ${line}\n`));
	expect(order.every((at, k) => at > 0 && (k === 0 || at > order[k - 1]))).toBe(true);
});

test('an endpoint the contract documents without an operation is used as it is, and leaves NO_OPERATION', () => {
	const before = read('test/contract/mayar-v2.js');
	const r = scaffold(
		'membership getTiersByPath GET /hl/v2/memberships/{productId}/tiers --list',
		'List the tiers of a membership product',
	);
	expect(read('test/contract/mayar-v2.js')).toBe(before);
	expect(r.stdout).toMatch(
		/its endpoint membership\.tiersByProduct \(record membershipTier\), as documented/,
	);
	expect(read('test/conformance/conformance.test.ts')).not.toMatch(/'membership\.tiersByProduct',/);
});

test("a list's Limit names what the path lists (its last segment, a plural noun), else the resource's", () => {
	scaffold(
		'membership getMemberInvoices GET /hl/v2/memberships/member-invoices productId:string --list',
		"List members' invoices",
	);
	expect(read('nodes/Mayar/actions/membership/getMemberInvoices.operation.ts')).toMatch(
		/\.\.\.listFields\('member invoices'\)/,
	);
});

test('path parameters come first: the record acted on before a shared required field (amountField)', () => {
	scaffold(
		'paymentRequest reprice POST /hl/v2/payments/{paymentRequestId}/reprice amount:integer',
		'Change the amount of a payment request',
	);
	expect(read('nodes/Mayar/actions/paymentRequest/reprice.operation.ts')).toMatch(
		/description: INodeProperties\[\] = \[\s+locator\(\s+'paymentRequestId'[\s\S]*?\),\s+amountField,\s+\]/,
	);
});

test('an optional field copied from a sibling that requires it goes in the collection, not required', () => {
	scaffold(
		'invoice resend POST /hl/v2/invoices/{invoiceId}/resend name:string?',
		'Send an invoice again',
	);
	const op = read('nodes/Mayar/actions/invoice/resend.operation.ts');
	expect(op).toMatch(/collection\('additionalFields', \[\s*\{[^}]*name: 'name'/);
	expect(op).not.toMatch(/required: true/);
});

test("an update's collection is updateFields (n8n's name) when no sibling update says otherwise", () => {
	scaffold(
		'coupon updateLimit POST /hl/v2/coupons/{couponId}/limit limit:integer?',
		"Change a coupon's limit",
	);
	expect(read('nodes/Mayar/actions/coupon/updateLimit.operation.ts')).toMatch(
		/collection\('updateFields', \[/,
	);
});

test('an array of parameters of shared.ts holding the optional fields is the collection, read by its reader', () => {
	const r = scaffold(
		'paymentRequest renew POST /hl/v2/payments/{paymentRequestId}/renew amount:integer name:string? email:email? expiredAt:date?',
		'Renew a payment request',
	);
	const op = read('nodes/Mayar/actions/paymentRequest/renew.operation.ts');
	expect(op).toMatch(/collection\('additionalFields', optionalFields\)/);
	expect(op).toMatch(/const body = readBody\(this, i, additionalFields\)/);
	expect(r.stdout).toMatch(
		/shared\.ts: optionalFields as the additionalFields \(a superset: it also has cashtag, [^)]*\), read by readBody/,
	);
	expect(r.stdout).not.toMatch(/in a form the command does not read/);
});

test("a read's case takes a read's prepare, never a write's that hands out a record (activeMember)", () => {
	const r = scaffold(
		'membership countMembers GET /hl/v2/memberships/members/count productId:string',
		'Count the members of a membership product',
	);
	expect(read('test/conformance/cases-balance-to-membership.ts')).toMatch(
		/operation: 'countMembers',\s+prepare: \(\{ sb \}\) => \(\{ productId: memberships\(sb\)\.mainProductId \}\),/,
	);
	expect(r.stdout).not.toMatch(/the prepare of membership\/cancelMember/);
});

test('a pair of range dates is sampled wide (inDays(-3650) to inDays(1)), so the full case finds records', () => {
	scaffold(
		'membership getJoined GET /hl/v2/memberships/joined productId:string joinedAfter:date? joinedBefore:date? --list',
		'List the members who joined in a period',
	);
	expect(read('test/conformance/cases-balance-to-membership.ts')).toMatch(
		/operation: 'getJoined',[\s\S]*?filters: \{ joinedAfter: inDays\(-3650\), joinedBefore: inDays\(1\) \}/,
	);
});

test("a list taking one ID gets its check:live step, the ID from an earlier step's (byId), after it; its rows kept only for a step that reads them", () => {
	const r = scaffold(
		'membership getChurned GET /hl/v2/memberships/churned productId:string --list',
		'List the churned members',
	);
	expect(read('scripts/check-live/plan.js')).toMatch(
		/byId\('membership\/getTiers'[^\n]*\n\tbyId\('membership\/getChurned', membershipOf, 'no membership product in this account', 'productId'\),\n/,
	);
	expect(r.stdout).toMatch(
		/a step reading membership\/getChurned with the productId of membership\/getTiers's step/,
	);
	expect(r.stdout).not.toMatch(/Note: check:live/);
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

test('a field takes an option list named after the resource too (type: productTypeOptions); a list without an ID is not told to test a 404', () => {
	// Product > Get Many's own Type would be copied first: renamed in this copy while the command runs.
	const sibling = 'nodes/Mayar/actions/product/getMany.operation.ts';
	const before = read(sibling);
	fs.writeFileSync(path.join(dir, sibling), before.replace(/name: 'type'/, "name: 'kind'"));
	const r = scaffold(
		'product getManyOfType GET /hl/v2/products/of-type type:string? --list',
		'List products of one type',
	);
	fs.writeFileSync(path.join(dir, sibling), before);
	expect(read('nodes/Mayar/actions/product/getManyOfType.operation.ts')).toMatch(
		/name: 'type',\s+type: 'options',\s+options: productTypeOptions,/,
	);
	expect(r.stdout).toMatch(
		/the refusals \(what the node checks before sending\); a value outside an options list needs none \(optionRefusals\.test\.ts/,
	);
});

// Last: until it has an operation, the new resource stops every other run of the command.
test("a new resource's first read becomes its defaultOperation", () => {
	fs.mkdirSync(path.join(dir, 'nodes/Mayar/actions/loyalty'));
	fs.writeFileSync(
		path.join(dir, 'nodes/Mayar/actions/loyalty/index.ts'),
		"import type { ResourceDeclaration } from '../registry';\n\nexport const declaration: ResourceDeclaration = {\n\tdefaultOperation: '',\n\toperations: [],\n};\n",
	);
	const edit = (p: string, from: string, to: string) =>
		fs.writeFileSync(path.join(dir, p), read(p).replace(from, to));
	edit(
		'nodes/Mayar/actions/resources.ts',
		'import { declaration as membership }',
		"import { declaration as loyalty } from './loyalty';\nimport { declaration as membership }",
	);
	edit(
		'nodes/Mayar/actions/resources.ts',
		"\tdefineResource({ name: 'Membership'",
		"\tdefineResource({ name: 'Loyalty', value: 'loyalty' }, loyalty),\n\tdefineResource({ name: 'Membership'",
	);
	edit(
		'test/conformance/cases-balance-to-membership.ts',
		'\t// Membership\n',
		'\t// Loyalty\n\n\t// Membership\n',
	);
	const r = scaffold(
		'loyalty getPoints GET /hl/v2/loyalty/{customerId}/points',
		"A customer's points",
	);
	expect(read('nodes/Mayar/actions/loyalty/index.ts')).toMatch(/defaultOperation: 'getPoints'/);
	expect(r.stdout).toMatch(/defaultOperation is now getPoints/);
	expect(r.stdout).toMatch(/add \*\*Get Points\*\* under "## Loyalty"/);
});

/** Product's `operation` taken out of the copy (its file, entry and case): the scaffold is to write it back. */
function withoutProductOperation(operation: string) {
	const index = 'nodes/Mayar/actions/product/index.ts';
	fs.writeFileSync(
		path.join(dir, index),
		read(index)
			.replace(`import * as ${operation} from './${operation}.operation';\n`, '')
			.replace(
				new RegExp(`\\t\\t\\{\\n\\t\\t\\tmodule: ${operation},[\\s\\S]*?\\n\\t\\t\\},\\n`),
				'',
			),
	);
	fs.rmSync(path.join(dir, `nodes/Mayar/actions/product/${operation}.operation.ts`));
	const cases = 'test/conformance/cases-payment-to-webhook.ts';
	fs.writeFileSync(
		path.join(dir, cases),
		read(cases).replace(
			new RegExp(
				`\\t\\{\\n\\t\\tresource: 'product',\\n\\t\\toperation: '${operation}',[\\s\\S]*?\\n\\t\\},\\n`,
			),
			'',
		),
	);
	expect(read(cases)).not.toMatch(new RegExp(`'${operation}'`));
	expect(read(index)).not.toMatch(new RegExp(`\\b${operation}\\b`));
	return cases;
}

test("a family's operation (a sibling of the same verb written for its noun) is that sibling's file for this noun", () => {
	const cases = withoutProductOperation('updateDigitalProduct');
	const op = 'nodes/Mayar/actions/product/updateDigitalProduct.operation.ts';
	const r = scaffold(
		'product updateDigitalProduct POST /hl/v2/products/digital-product/{id}/update name:string?',
		'Update a digital product: only the fields given are sent',
	);
	expect(read(op)).toBe(fs.readFileSync(path.join(ROOT, op), 'utf8'));
	expect(r.stdout).toMatch(
		/Reused: .*product\/updateDigitalProduct\.operation\.ts: nodes\/Mayar\/actions\/product\/update\w+\.operation\.ts for 'digitalProduct'/,
	);
	expect(r.stdout).toMatch(
		/updateDigitalProduct\.operation\.ts: check that update\w+'s file fits Update Digital Product\./,
	);
	// What its parameters would have reused is not said: the family's file uses none of it.
	expect(r.stdout).not.toMatch(/shared\.ts: productLocator/);
	// The case's prepare is the family's, for a digital product.
	expect(read(cases)).toMatch(
		/operation: 'updateDigitalProduct',\s+prepare: \(\{ sb \}\) => \(\{ id: product\(sb, 'digital_product'\)\.id, n: next\(\) \}\),/,
	);
});

test("a family's case takes Mayar's value for its noun from the resource's option lists (a payment link is generic_link)", () => {
	const cases = withoutProductOperation('updatePaymentLink');
	scaffold(
		'product updatePaymentLink POST /hl/v2/products/payment-link/{id}/update name:string',
		'Change a payment link',
	);
	expect(read(cases)).toMatch(
		/operation: 'updatePaymentLink',\s+prepare: \(\{ sb \}\) => \(\{ id: product\(sb, 'generic_link'\)\.id, n: next\(\) \}\),/,
	);
});

test("check:live: a read the plan never ran for want of the resource's ID runs on the first of a new list", () => {
	const plan = 'scripts/check-live/plan.js';
	const steps = /\tlist\('invoice\/getMany', 'invoices'\),\n\tbyId\('invoice\/get', [^\n]*\),\n/;
	expect(read(plan)).toMatch(steps);
	fs.writeFileSync(
		path.join(dir, plan),
		read(plan)
			.replace(steps, "\tnever('invoice/get', NO_INVOICE),\n")
			.replace(
				'\nconst WRITTEN = [',
				"\nconst NO_INVOICE = 'needs an invoice ID, and no read lists invoices';\nconst WRITTEN = [",
			),
	);
	const r = scaffold(
		'invoice getManyRecent GET /hl/v2/invoices/recent --list',
		'List recent invoices',
	);
	// Its rows under c.invoices, or under c.invoiceGetManyRecent when a list step holds c.invoices already.
	expect(read(plan)).toMatch(
		/\tlist\('invoice\/getManyRecent', '(invoices|invoiceGetManyRecent)'\),\n\tbyId\(\s*'invoice\/get',\s*\(c\) => c\.\1\?\.\[0\]\?\.id,\s*'no invoice in this account',\s*'invoiceId',?\s*\),\n/,
	);
	expect(read(plan)).not.toMatch(/never\('invoice\/get'/);
	// Its reason is given by nothing else now: gone with it (lint refuses an unused constant).
	expect(read(plan)).not.toMatch(/NO_INVOICE/);
	expect(r.stdout).toMatch(/invoice\/get runs on its first invoiceId \(it never ran\)/);
});

test("the endpoint's own values are the options and the check; its own collection is named after the resource; a required query given as optional is said", () => {
	const r = scaffold(
		'paymentRequest getManyByStatus GET /hl/v2/payments status:string? --list',
		'List payment requests by status',
	);
	const op = read('nodes/Mayar/actions/paymentRequest/getManyByStatus.operation.ts');
	expect(op).toMatch(/\.\.\.listFields\('payment requests'\)/);
	expect(op).toMatch(
		/options: \[\s*\{ name: 'Active', value: 'active' \},\s*\{ name: 'Any', value: '' \},\s*\{ name: 'Closed', value: 'closed' \},\s*\{ name: 'Paid', value: 'paid' \},\s*\{ name: 'Unpaid', value: 'unpaid' \},\s*\]/,
	);
	expect(op).toMatch(/v\.choice\(this, i, 'status', filters\.status\)/);
	// Not Set Status's value (unlisted), which is no status a list is filtered by.
	expect(read('test/conformance/cases-payment-to-webhook.ts')).toMatch(
		/operation: 'getManyByStatus',[\s\S]*?full: \(\) => \(\{ filters: \{ status: 'active' \}/,
	);
	expect(r.stdout).toMatch(
		/Note: status: the contract's paymentRequest\.list requires it \(spec: .*, and it is given here as optional: the operation must send one all the same\./,
	);
	expect(r.stdout).not.toMatch(/Note: status: .*setStatus/);
});

test("another resource's operation of the same name built on shared helpers only is this one's, in this resource's words", () => {
	const r = scaffold(
		'coupon setStatus POST /hl/v2/coupon/{id}/{action}',
		'Open, close or unlist a coupon',
	);
	const op = read('nodes/Mayar/actions/coupon/setStatus.operation.ts');
	// Payment Request's Set Status (Invoice's has two paths, Product's a field of its own shared.ts).
	expect(op).toMatch(
		/locator\('couponId', 'Coupon', 'searchCoupons', 'The coupon to open, close or unlist'\)/,
	);
	expect(op).toMatch(
		/description: 'Active \(Open\) by default, which leaves an open coupon as it is'/,
	);
	expect(op).toMatch(/return await setStatus\(this, i, '\/hl\/v2\/coupon', id\);/);
	expect(op).not.toMatch(/payment/i);
	expect(r.stdout).toMatch(
		/Reused: .*coupon\/setStatus\.operation\.ts: nodes\/Mayar\/actions\/paymentRequest\/setStatus\.operation\.ts, its resource's words changed to Coupon's/,
	);
	// {action} is Status's: the case gives Status as Payment Request's full case does, and no action.
	const cases = read('test/conformance/cases-balance-to-membership.ts');
	expect(cases).toMatch(
		/operation: 'setStatus',[\s\S]*?minimal: \(c\) => \(\{ couponId: rl\(c\.\w+\) \}\),\s+full: \(c\) => \(\{ couponId: rl\(c\.\w+\), status: 'unlisted' \}\)/,
	);
	expect(cases).not.toMatch(/action: /);
});

test("a cousin's copy tries the endpoint's other path under this resource's collection, and its test proves it; the cousin's output descriptions and the paths table follow", () => {
	// Invoice > Set Status taken out of the copy: the contract's product.setStatus names /hl/v2/invoices/{id}/{action}.
	removeOperation('invoice', 'setStatus', 'test/conformance/cases-balance-to-membership.ts');
	takeOut('test/schema/descriptions.js', /\t\t'invoice\/setStatus:[^\n]*\n/g);
	takeOut('docs/api-notes.md', /\| Invoice > Set Status \|[^\n]*\n/);

	const r = scaffold(
		'invoice setStatus POST /hl/v2/products/{id}/{action}',
		'Open, close or unlist an invoice',
	);
	expect(read('nodes/Mayar/actions/invoice/setStatus.operation.ts')).toMatch(
		/Where it is not served \(a route-level 404\): POST \/hl\/v2\/invoices\/\{id\}\/\{action\}, from CLI invoice\.js[^]*return await setStatus\(this, i, '\/hl\/v2\/products', id, '\/hl\/v2\/invoices'\);/,
	);
	expect(read('test/integration/invoice.test.ts')).toMatch(
		/sb\.setServedForms\(\{ 'product\.setStatus': 1 \}\);[^]*?\/\^\\\/hl\\\/v2\\\/products\\\/\[\^\/\]\+\\\/\[\^\/\]\+\$\/\), 404\],\s+\[expect\.stringMatching\(\/\^\\\/hl\\\/v2\\\/invoices\\\//,
	);
	expect(read('test/schema/descriptions.js')).toMatch(
		/'invoice\/setStatus:id': 'The invoice ID: use it to read, edit or close the invoice',/,
	);
	expect(read('docs/api-notes.md')).toMatch(
		/\| Invoice > Set Status \| `\/hl\/v2\/products\/\{id\}\/\{action\}`, `\/hl\/v2\/invoices\/\{id\}\/\{action\}` \| spec: [^\n]*; CLI invoice\.js[^\n]* \|\n\n/,
	);
	expect(r.stdout).toMatch(
		/and \/hl\/v2\/invoices\/\{id\}\/\{action\} \(the contract's product\.setStatus\) tried after a route-level 404/,
	);
});

test("an edit sends the record's ID in the body too where the contract's body requires it (Mayar's docs: the body's id)", () => {
	// Payment Request > Update taken out of the copy: the contract's paymentRequest.update has id requiredByDocs.
	removeOperation('paymentRequest', 'update', 'test/conformance/cases-payment-to-webhook.ts');

	const r = scaffold(
		'paymentRequest update POST /hl/v2/payments/{id}/update amount:integer name:string?',
		'Change a payment request',
	);
	expect(read('nodes/Mayar/actions/paymentRequest/update.operation.ts')).toMatch(
		/const body = v\.compact\(\{\s+id: paymentRequestId,\s+\.\.\.readBody\(this, i, updateFields\),\s+\} as IDataObject\);[^]*path: `\/hl\/v2\/payments\/\$\{paymentRequestId\}\/update`,\s+body,/,
	);
	expect(r.stdout).toMatch(
		/Note: id: sent in the body too, as paymentRequestId, since the contract's paymentRequest\.update requires it there \(/,
	);
});

test('a field the endpoint requires and the command was not given is said: nothing would send it', () => {
	const r = scaffold(
		'paymentRequest getManyAny GET /hl/v2/payments --list',
		'List payment requests of any status',
	);
	expect(r.stdout).toMatch(
		/Note: status: the contract's paymentRequest\.list requires it \(.*\), and the command was not given it: send it from the operation/,
	);
});

test('a path parameter that is no ID is asked for as a value, not as an ID the sandbox holds', () => {
	const r = scaffold('coupon getManyByKind GET /hl/v2/coupons/kind/{kind}', 'Coupons of a kind');
	expect(read('test/conformance/cases-balance-to-membership.ts')).toMatch(
		/kind: 'TODO: a value Mayar takes here'/,
	);
	expect(r.stdout).toMatch(/the prepare's kind says TODO: give a value Mayar's spec takes there\./);
});

test('--default: the Operation list opens on the new read', () => {
	// The default it had, read off the copy: adding or removing an operation may change it.
	const was = /defaultOperation: '(\w+)'/.exec(read('nodes/Mayar/actions/invoice/index.ts'))?.[1];
	const r = scaffold(
		'invoice getManyOverdue GET /hl/v2/invoices/overdue --list --default',
		'List overdue invoices',
	);
	expect(read('nodes/Mayar/actions/invoice/index.ts')).toMatch(
		/defaultOperation: 'getManyOverdue'/,
	);
	expect(r.stdout).toMatch(`defaultOperation is now getManyOverdue (--default; it was ${was})`);
	// The texts that named the previous default as the node's first step (docs.test.ts holds them to it).
	expect(r.stdout).toMatch(
		/README\.md:\d+, (\S+, )*docs\/api-notes\.md:\d+(, \S+)*: Invoice's default was named there; say Invoice > Get Many Overdue where it is the default now\./,
	);
});

test("a read of a record of over 10 fields gets Simplify: its record's type, else a new one of what the resource's types keep", () => {
	// Payment Request's list record is simplified already (Get Many): that type, and the case's full turns it off.
	scaffold(
		'paymentRequest getManyRecent GET /hl/v2/payments status:string --list',
		'Recent payment requests',
	);
	const list = read('nodes/Mayar/actions/paymentRequest/getManyRecent.operation.ts');
	expect(list).toMatch(/\.\.\.listFields\('payment requests'\),\s+simplifyField\(\),/);
	expect(list).toMatch(
		/return simplifyIfAsked\(\s*this,\s*i,\s*'paymentRequestListItem',\s*await getList\(/,
	);
	expect(read('test/conformance/cases-payment-to-webhook.ts')).toMatch(
		/operation: 'getManyRecent',[\s\S]*?full: \(\) => \(\{[^}]*\}?[^}]*simplify: false \}\)/,
	);
	// Product's transaction record (14 fields) has no type: one named after it, of what `product` keeps that it has.
	const r = scaffold(
		'product getSales GET /hl/v2/products/{id}/transactions --list',
		'Sales of a product',
	);
	expect(read('nodes/Mayar/helpers/simplify.ts')).toMatch(
		/\/\*\* Product > Get Sales: the fields it has of those product keeps\. \*\/\n\tproductTransaction: \['id', 'type', 'status', 'amount', 'createdAt'\],\n/,
	);
	expect(r.stdout).toMatch(
		/nodes\/Mayar\/helpers\/simplify\.ts: the keys productTransaction keeps, the most useful first/,
	);
});

test('an epochMs field is sent as epoch ms also when its parameter is a shared date filter', () => {
	scaffold(
		'transaction getManyRecent GET /hl/v2/transactions/recent startAt:epochMs? --list',
		'Recent transactions',
	);
	const op = read('nodes/Mayar/actions/transaction/getManyRecent.operation.ts');
	expect(op).toMatch(/dateFilters/);
	expect(op).toMatch(
		/startAt: startAt === undefined \? undefined : String\(Date\.parse\(startAt\)\)/,
	);
});

// Last: every file the commands above wrote, in the copy, passes the type check `npm run static` runs
// (typecheck:tests), as a contributor's first `npm run static` would.
test('what the scaffold wrote type-checks', () => {
	for (const p of ['tsconfig.json', 'test/tsconfig.json'])
		fs.cpSync(path.join(ROOT, p), path.join(dir, p));
	const r = run(require.resolve('typescript/bin/tsc'), '--noEmit', '-p', 'test/tsconfig.json');
	expect(r.stdout).toBe('');
	expect(r.status).toBe(0);
}, 120000);
