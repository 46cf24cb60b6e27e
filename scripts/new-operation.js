#!/usr/bin/env node
'use strict';
/**
 * npm run new:operation -- <resource> <operation> <METHOD> <path> [field:type[?] ...] [--description "..."]
 *   [--action "..."]
 * Starts an operation of an existing resource (CONTRIBUTING.md, "Adding an operation"): writes its operation file,
 * its entry in the resource's index.ts, a contract entry and record whose every fact says TODO (the contract
 * self-check, so npm test, fails until each is sourced), a conformance case, a test, a row in docs/operations.md
 * and a CHANGELOG line; then prints what is left. Fields are the body's (POST) or the query's (GET): string, email, integer, number or
 * boolean, `?` when optional; {name} in the path is a path parameter. Writes nothing if the operation exists.
 */
const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, '..');
const file = (p) => path.join(ROOT, p);
const TYPES = ['string', 'email', 'integer', 'number', 'boolean'];
const SAMPLE = {
	string: "'contoh'",
	email: "'pelanggan@example.com'",
	integer: '10000',
	number: '1',
	boolean: 'true',
};

function usage(message) {
	console.error(
		`new:operation: ${message}\n\n${fs.readFileSync(__filename, 'utf8').split('\n')[3]}`,
	);
	process.exit(2);
}

const args = process.argv.slice(2);
const option = (name) => {
	const at = args.indexOf(`--${name}`);
	return at < 0 ? undefined : args.splice(at, 2)[1];
};
const described = option('description');
const actionText = option('action');
const [resource, operation, method, apiPath, ...fieldArgs] = args;
if (!resource || !operation || !method || !apiPath) usage('four arguments are needed');
if (!/^[a-z][A-Za-z]*$/.test(operation)) usage(`operation ${operation} is not camelCase`);
if (!['GET', 'POST'].includes(method)) usage(`method ${method}: GET or POST (the contract's)`);
if (!/^\/(hl|credit|saas|software)\/v2\//.test(apiPath)) usage(`path ${apiPath} is not a V2 path`);
if (!described) usage('--description "what it does, for the Operation list" is needed');

const fields = fieldArgs.map((arg) => {
	const m = /^([a-zA-Z]\w*):(\w+)(\?)?$/.exec(arg);
	if (!m || !TYPES.includes(m[2])) usage(`field ${arg}: name:type or name:type?, type ${TYPES}`);
	return { name: m[1], type: m[2], required: !m[3] };
});
const params = (apiPath.match(/\{(\w+)\}/g) || []).map((p) => p.slice(1, -1));

require('../test/harness/register-ts');
const { resourceList } = require('../nodes/Mayar/actions/resources');
const res = resourceList.find((r) => r.value === resource);
if (!res)
	usage(`no resource ${resource}: a new resource is a folder and a line in actions/resources.ts`);
if (res.entries.some((e) => e.value === operation)) usage(`${resource}/${operation} exists`);

const words = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
const title = (s) => words(s).replace(/^./, (c) => c.toUpperCase());
const name = title(operation);
const label = (n) => title(n).replace(/\bId$/, 'ID');
const where = method === 'GET' ? 'qs' : 'body';

// ---- the operation file ------------------------------------------------------------------------------------------

const usesEmailField = (f) => f.type === 'email' && ['email', 'customerEmail'].includes(f.name);
const parameter = (f) =>
	usesEmailField(f)
		? `emailField('${label(f.name)}', '${f.name}', ${f.required})`
		: `{ displayName: '${label(f.name)}', name: '${f.name}', type: '${
				f.type === 'email' || f.type === 'string'
					? 'string'
					: f.type === 'boolean'
						? 'boolean'
						: 'number'
			}', default: ${f.type === 'boolean' ? 'false' : f.type === 'string' || f.type === 'email' ? "''" : '0'}${
				f.required ? ', required: true' : ''
			} }`;
const read = (f) => `this.getNodeParameter('${f.name}', i)`;
const check = (f) =>
	({
		string: `v.text(this, i, '${label(f.name)}', ${read(f)}, ${f.required}, 200)`,
		email: `v.email(this, i, '${label(f.name)}', ${read(f)}, ${f.required})`,
		integer: `v.integer(this, i, '${label(f.name)}', ${read(f)}, 0, Number.MAX_SAFE_INTEGER)`,
		number: `v.number(this, i, '${label(f.name)}', ${read(f)}, 0, Number.MAX_SAFE_INTEGER)`,
		boolean: `${read(f)} as boolean`,
	})[f.type];
const pathParams = params.map((p) => ({ name: p, type: 'string', required: true }));
const opFile = `nodes/Mayar/actions/${resource}/${operation}.operation.ts`;
const requestPath = apiPath.replace(
	/\{(\w+)\}/g,
	(_, p) => `\${v.pathSegment(this, i, '${label(p)}', this.getNodeParameter('${p}', i))}`,
);
const opSource = `import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

${fields.some(usesEmailField) ? "import { emailField } from '../../helpers/fields';\n" : ''}${
	fields.length || params.length ? "import * as v from '../../helpers/validate';\n" : ''
}import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [${[...pathParams, ...fields].map(parameter).join(', ')}];

/** ${method} ${apiPath}. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	${fields.length ? `const ${where} = v.compact({ ${fields.map((f) => `${f.name}: ${check(f)}`).join(', ')} });` : ''}
	return dataOf(
		await mayarApiRequest(this, { method: '${method}', path: ${params.length ? `\`${requestPath}\`` : `'${apiPath}'`}, ${fields.length ? `${where}, ` : ''}itemIndex: i }),
	);
}
`;

// ---- the contract: an endpoint and its record, every fact TODO until sourced ---------------------------------------

const id = `${resource}.${operation}`;
const record = `${operation}Result`;
const TODO = "'TODO: its source (the spec, a public fact or a recorded live answer)'";
const rules = fields
	.map(
		(f) =>
			`${f.name}: { type: '${f.type === 'integer' || f.type === 'number' ? f.type : f.type === 'boolean' ? 'boolean' : f.type}'${
				f.required ? ', required: true' : ''
			}, source: ${TODO} }`,
	)
	.join(', ');
const endpointStub = `	{
		id: '${id}',
		method: '${method}',
		path: '${apiPath}',
		altPaths: [],
		source: ${TODO},
		query: {${method === 'GET' ? ` ${rules} ` : ''}},
		${method === 'POST' ? `body: { ${rules} },\n\t\t` : ''}response: 'record',
		record: '${record}',
		// What the sandbox answers when no route in test/sandbox/routes serves the endpoint: the documented data.
		example: { data: {}, source: ${TODO} },
	},
`;
const recordStub = `	${record}: {
		// The fields of the answer's data, with their types and, where no shared entry fits, what each means.
		fields: [],
		source: ${TODO},
		types: {},
		descriptions: {},
	},
`;

// ---- the conformance case and the test ---------------------------------------------------------------------------

/** An e-mail field of Mayar's names a customer: the sandbox's first one, which exists (c.email in a case). */
const isCustomerEmail = (f) => f.type === 'email' && /^(email|customerEmail)$/.test(f.name);
const sample = (f, inCase) =>
	`${f.name}: ${isCustomerEmail(f) ? (inCase ? 'c.email' : 'customers()[0].email') : SAMPLE[f.type]}`;
const ofCase = (f) => sample(f, true);
const ids = params.map((p) => `${p}: c.${p}`);
const prepared = [
	...params.map((p) => `${p}: 'TODO: an id the sandbox holds'`),
	...(fields.some(isCustomerEmail) ? ['email: customers(sb)[0].email'] : []),
];
const usesC = prepared.length > 0;
const caseStub = `	{
		resource: '${resource}',
		operation: '${operation}',
${usesC ? `\t\tprepare: (${fields.some(isCustomerEmail) ? '{ sb }' : ''}) => ({ ${prepared.join(', ')} }),\n` : ''}		minimal: (${usesC ? 'c' : ''}) => ({ ${[...ids, ...fields.filter((f) => f.required).map(ofCase)].join(', ')} }),
		full: (${usesC ? 'c' : ''}) => ({ ${[...ids, ...fields.map(ofCase)].join(', ')} }),
	},
`;
const sentPath = apiPath.replace(/\{(\w+)\}/g, 'ID');
const testStub = `
describe('${name}', () => {
	test('sends ${method} ${apiPath} and puts out Mayar\\'s record', async () => {
		const r = await runAgainst(sb, {
			resource: '${resource}',
			operation: '${operation}',
			${[...params.map((p) => `${p}: 'ID'`), ...fields.filter((f) => f.required).map((f) => sample(f))].join(',\n\t\t\t')}
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0]).toMatchObject({ method: '${method}', path: '${sentPath}'${
			fields.length
				? `, ${method === 'GET' ? 'query' : 'body'}: { ${fields
						.filter((f) => f.required)
						.map((f) =>
							method === 'GET' && !isCustomerEmail(f)
								? `${f.name}: '${SAMPLE[f.type].replace(/'/g, '')}'`
								: sample(f),
						)
						.join(', ')} }`
				: ''
		} });
		expect(r.items).toHaveLength(1);
	});
});
`;

// ---- writing ------------------------------------------------------------------------------------------------------

const edits = [];
function edit(rel, change) {
	const before = fs.existsSync(file(rel)) ? fs.readFileSync(file(rel), 'utf8') : null;
	const after = change(before);
	if (after !== before) edits.push([rel, after]);
}
/** `text` inserted before the line at `at` of `s` (an index), after the previous newline. */
const insertAt = (s, at, text) => s.slice(0, at) + text + s.slice(at);
const must = (s, found, what) => {
	if (found < 0) throw new Error(`cannot find ${what}`);
	return found;
};

edit(opFile, (s) => {
	if (s !== null) throw new Error(`${opFile} exists`);
	return opSource;
});
edit(`nodes/Mayar/actions/${resource}/index.ts`, (s) => {
	const imports = [...s.matchAll(/^import \* as \w+ from '\.\/\w+\.operation';\n/gm)];
	const lastImport = imports[imports.length - 1];
	s = insertAt(
		s,
		lastImport.index + lastImport[0].length,
		`import * as ${operation} from './${operation}.operation';\n`,
	);
	const close = must(s, s.lastIndexOf('\t],\n};'), `the end of operations in ${resource}/index.ts`);
	const action =
		actionText ??
		words(operation)
			.toLowerCase()
			.replace(/^./, (c) => c.toUpperCase());
	return insertAt(
		s,
		close,
		`\t\t{\n\t\t\tmodule: ${operation},\n\t\t\tvalue: '${operation}',\n\t\t\tname: '${name}',\n\t\t\taction: ${JSON.stringify(action)},\n\t\t\tdescription: ${JSON.stringify(described)},\n\t\t},\n`,
	);
});
edit('test/contract/mayar-v2.js', (s) => {
	const ofResource = [...s.matchAll(new RegExp(`^\\t\\tid: '${resource}\\.`, 'gm'))];
	const endOfList = must(s, s.indexOf('\n];\n', s.indexOf('const endpoints = [')), 'the endpoints');
	const after = ofResource.length
		? s.indexOf('\n\t},\n', ofResource[ofResource.length - 1].index) + 5
		: endOfList + 1;
	s = insertAt(s, after, endpointStub);
	const records = must(s, s.indexOf('const records = {'), 'the records');
	return insertAt(s, must(s, s.indexOf('\n};\n', records), 'the end of records') + 1, recordStub);
});
const casesFile = [
	'test/conformance/cases-balance-to-membership.ts',
	'test/conformance/cases-payment-to-webhook.ts',
].find((f) => new RegExp(`^\\t// ${res.name}$`, 'm').test(fs.readFileSync(file(f), 'utf8')));
if (!casesFile) throw new Error(`no "// ${res.name}" section in test/conformance/cases-*.ts`);
edit(casesFile, (s) => {
	const section = s.search(new RegExp(`^\\t// ${res.name}$`, 'm'));
	// Last in its section: before the blank line of the next section, or the end of the table.
	const end = section + /\n(\n\t\/\/ [A-Z]|\];)/.exec(s.slice(section)).index + 1;
	return insertAt(s, end, caseStub);
});
const testFile = `test/integration/${resource}.test.ts`;
edit(testFile, (s) =>
	s !== null && /runAgainst/.test(s) && /^let sb: Sandbox;$/m.test(s)
		? s +
			(fields.some(isCustomerEmail) && !/const customers = /.test(s)
				? `\nconst customers = () => sb.store.customers as unknown as Array<{ email: string }>;\n`
				: '') +
			testStub
		: `${s ?? ''}import { runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());
${fields.some(isCustomerEmail) ? 'const customers = () => sb.store.customers as unknown as Array<{ email: string }>;\n' : ''}${testStub}`,
);
edit('docs/operations.md', (s) => {
	// A row at the end of the resource's table, where its columns are the call and the required fields.
	const section = must(s, s.indexOf(`\n## ${res.name}\n`), `## ${res.name} in docs/operations.md`);
	const header = s.indexOf('| Operation | V2 call | Required fields |', section);
	const next = s.indexOf('\n## ', section + 1);
	if (header < 0 || (next >= 0 && header > next)) return s;
	const end = s.indexOf('\n\n', header);
	const required = [...pathParams, ...fields].filter((f) => f.required).map((f) => label(f.name));
	const row = `| **${name}** | \`${method} ${apiPath}\` | ${required.join(', ') || 'none'} | ${described}. |`;
	return insertAt(s, end + 1, `${row}\n`);
});
edit('CHANGELOG.md', (s) => {
	const added = must(
		s,
		s.indexOf('### Added\n\n', s.indexOf('## [Unreleased]')),
		'Unreleased > Added',
	);
	return insertAt(
		s,
		added + '### Added\n\n'.length,
		`- **${res.name} > ${name}** (\`${method} ${apiPath}\`): ${described.replace(/^./, (c) => c.toLowerCase())}.\n`,
	);
});

for (const [rel, text] of edits) fs.writeFileSync(file(rel), text);
require('child_process').execFileSync(
	process.execPath,
	[
		require.resolve('prettier/bin/prettier.cjs'),
		'--write',
		...edits.map(([rel]) => rel).filter((rel) => !rel.endsWith('.md')),
	],
	{ cwd: ROOT, stdio: 'ignore' },
);

console.log(`Written: ${edits.map(([rel]) => rel).join(', ')}.

What is left (CONTRIBUTING.md, "Adding an operation"):
  1. test/contract/mayar-v2.js, '${id}' and record '${record}': every TODO sourced (Mayar's spec,
     docs or a recorded live answer, never the node), the record's fields, types and descriptions, and the
     example's data (or, with a route, no example).
     node test/contract/selfcheck.js names each TODO left.
  2. ${opFile}: descriptions of the parameters, hints for Mayar's refusals (helpers/hints).
  3. Where the answer depends on the sandbox's state (a record must exist, a list): a route in
     test/sandbox/routes/, and a prepare in ${casesFile} that finds what it needs.
  4. ${testFile}: what is sent, the output, a refusal.
  5. npm run format && npx jest ${testFile} test/conformance/conformance.test.ts
     then npm run generate (schemas, docs/reference.md, the README) and npm test.
`);
