#!/usr/bin/env node
'use strict';
/**
 * npm run new:operation -- <resource> <operation> <METHOD> <path> [field:type[?] ...] [--list] [--description "..."] [--action "..."]
 * Starts an operation of an existing resource (CONTRIBUTING.md, "Adding an operation") from what the resource
 * already has: the fields, readers and 404 hints of its shared.ts, a record of its contract endpoints, the prepare
 * of a sibling conformance case. Writes the operation file, its entry in the resource's index.ts, a contract
 * endpoint whose every new fact says TODO (the contract self-check, so npm test, fails until each is sourced), a
 * conformance case, a test run on that case, a row in docs/operations.md and a CHANGELOG line; then prints what it
 * reused, what it did not write and what is left. Fields are the body's (POST) or the query's (GET): string,
 * email, uuid, integer, number, boolean, date (ISO 8601) or epochMs (a date sent as epoch milliseconds), `?` when
 * optional; {name} in the path is a path parameter. --list: a list Mayar pages (Return All, Limit, the optional
 * fields as Filters). Writes nothing if the operation exists.
 */
const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, '..');
const file = (p) => path.join(ROOT, p);
const TYPES = ['string', 'email', 'uuid', 'integer', 'number', 'boolean', 'date', 'epochMs'];
const SAMPLE = {
	string: "'contoh'",
	email: "'pelanggan@example.com'",
	uuid: "'3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b'",
	integer: '10000',
	number: '1',
	boolean: 'true',
	date: "'2026-01-01T00:00:00Z'",
	epochMs: "'2026-01-01T00:00:00Z'",
};

function usage(message) {
	const head = fs.readFileSync(__filename, 'utf8').split('\n');
	console.error(`new:operation: ${message}\n\n${head[3]}\n${head.slice(4, 14).join('\n')}`);
	process.exit(2);
}

const args = process.argv.slice(2);
const option = (name) => {
	const at = args.indexOf(`--${name}`);
	return at < 0 ? undefined : args.splice(at, 2)[1];
};
const flag = (name) => {
	const at = args.indexOf(`--${name}`);
	return at >= 0 && Boolean(args.splice(at, 1));
};
const described = option('description');
const actionText = option('action');
const isList = flag('list');
const [resource, operation, method, apiPath, ...fieldArgs] = args;
if (!resource || !operation || !method || !apiPath) usage('four arguments are needed');
if (!/^[a-z][A-Za-z]*$/.test(operation)) usage(`operation ${operation} is not camelCase`);
if (!['GET', 'POST'].includes(method)) usage(`method ${method}: GET or POST (the contract's)`);
if (!/^\/(hl|credit|saas|software)\/v2\//.test(apiPath)) usage(`path ${apiPath} is not a V2 path`);
if (!described) usage('--description "what it does, for the Operation list" is needed');
if (isList && method !== 'GET') usage('--list is for a GET that Mayar pages');

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
const cap = (s) => s.replace(/^./, (c) => c.toUpperCase());
const name = title(operation);
const where = method === 'GET' ? 'qs' : 'body';
const reused = [];
const notes = [];

// ---- what the resource already has: shared fields, readers and 404 hints (actions/<resource>/shared.ts) -----------

const sharedFile = `nodes/Mayar/actions/${resource}/shared.ts`;
const shared = fs.existsSync(file(sharedFile)) ? require(file(sharedFile)) : {};
const isParameter = (x) =>
	x && typeof x === 'object' && typeof x.name === 'string' && typeof x.displayName === 'string';
/** name -> the shared.ts export that declares a parameter of that name. */
const sharedFields = new Map(
	Object.entries(shared)
		.filter(([, x]) => isParameter(x))
		.map(([exp, x]) => [x.name, { exp, field: x }]),
);
/** A reader of shared.ts for a parameter: read<Name>(ctx, i). */
const readerOf = (n) =>
	typeof shared[`read${cap(n)}`] === 'function' ? `read${cap(n)}` : undefined;
const fromShared = new Set();
const use = (exp) => (fromShared.add(exp), exp);
// A parameter of that name in a sibling operation but not in shared.ts: said, not copied.
for (const n of [...params, ...fields.map((f) => f.name)]) {
	if (sharedFields.has(n)) continue;
	const sibling = res.entries.find((e) => e.module.description.some((p) => p.name === n));
	if (sibling)
		notes.push(
			`${n}: ${resource}/${sibling.value}.operation.ts has a parameter of this name; to share it, move it to ${sharedFile} and run again`,
		);
}

const labelOf = (n) =>
	sharedFields.get(n)?.field.displayName ??
	title(n)
		.replace(/\bId$/, 'ID')
		.replace(/\bUrl$/, 'URL');
// The 404 hint: <x>404(<x>Id) for a path parameter, else a constant <X>_404 for a parameter.
const hint404 = (() => {
	for (const p of params) {
		const fn = `${p.replace(/Id$/, '')}404`;
		if (typeof shared[fn] === 'function') return { exp: fn, code: `${fn}(${p})`, param: p };
	}
	for (const n of [...params, ...fields.map((f) => f.name)]) {
		const c = `${words(n.replace(/Id$/, '')).replace(/ /g, '_').toUpperCase()}_404`;
		if (typeof shared[c] === 'string') return { exp: c, code: c };
	}
	return undefined;
})();

// ---- the contract: an endpoint of a record the resource has, every new fact TODO until sourced -----------------------

const contract = require('../test/contract');
// An endpoint the contract already documents (one with no operation yet, in NO_OPERATION): used as it is.
const template = (p) => p.replace(/\{\w+\}/g, '{}');
const existing = contract.endpoints.find(
	(e) =>
		e.method === method &&
		[e.path, ...(e.altPaths ?? []).map((a) => a.path)].some(
			(p) => template(p) === template(apiPath),
		),
);
const id = existing?.id ?? `${resource}.${operation}`;
const response = existing?.response ?? (isList ? 'cursorList' : 'record');
const ofResource = contract.endpoints.filter((e) => e.id.startsWith(`${resource}.`));
const nestedSomewhere = new Set(
	Object.keys(contract.records).flatMap((r) => Object.values(contract.recordNested(r))),
);
const usedRecords = new Set(contract.endpoints.map((e) => e.record).filter(Boolean));
const count = (list) =>
	[...list.reduce((m, r) => m.set(r, (m.get(r) ?? 0) + 1), new Map())].sort((a, b) => b[1] - a[1]);
// The resource's records: those of its endpoints of the same method and answer, most used first; then a record named
// after the resource that nothing uses (what an endpoint removed left behind); then those of its other endpoints.
const candidates = [
	...count(
		ofResource
			.filter((e) => e.record && e.method === method && e.response === response)
			.map((e) => e.record),
	).map(([r]) => r),
	...Object.keys(contract.records).filter(
		(r) => r.startsWith(resource) && !usedRecords.has(r) && !nestedSomewhere.has(r),
	),
	...count(ofResource.filter((e) => e.record).map((e) => e.record)).map(([r]) => r),
].filter((r, k, all) => all.indexOf(r) === k);
const record = existing ? existing.record : (candidates[0] ?? `${operation}Result`);
if (existing)
	reused.push(
		`test/contract/mayar-v2.js: its endpoint ${existing.id}${record ? ` (record ${record})` : ''}, as documented`,
	);
else if (candidates.length) {
	const users = ofResource.filter((e) => e.record === record).map((e) => e.id);
	reused.push(
		`test/contract/mayar-v2.js: record ${record}${users.length ? ` (of ${users.join(', ')})` : ''}${
			candidates.length > 1 ? `; the resource's others: ${candidates.slice(1).join(', ')}` : ''
		}`,
	);
}
// Does a route of the sandbox already serve the path (router.get(`${V2}/customers`, ...))? Then no example is needed.
const served = (() => {
	const [, api, tail] = /^(\/\w+\/v2)(.*)$/.exec(apiPath);
	const literal = (t) => t.replace(/[.*+?^$()|[\]\\/]/g, '\\$&').replace(/\{\w+\}/g, ':\\w+');
	const route = new RegExp(
		`\\.${method.toLowerCase()}\\(\\s*[\`'](\\$\\{\\w+\\}|${literal(api)})${literal(tail)}[\`']`,
	);
	const dir = file('test/sandbox/routes');
	return fs.readdirSync(dir).some((f) => route.test(fs.readFileSync(path.join(dir, f), 'utf8')));
})();
if (!served && response !== 'record')
	notes.push(
		`no route of test/sandbox/routes serves ${method} ${apiPath}, and a ${response} needs one (the sandbox's state): write it`,
	);
// How the operations answering that record shape their output: a function of shared.ts around dataOf, if they agree.
const wrappers = res.entries
	.map((e) => file(`nodes/Mayar/actions/${resource}/${e.value}.operation.ts`))
	.filter((f) => fs.existsSync(f))
	.map((f) => fs.readFileSync(f, 'utf8'))
	.filter((src) =>
		ofResource.some(
			(e) =>
				e.record === record &&
				new RegExp(`[\`']${e.path.replace(/\{\w+\}/g, '\\$\\{[^}]+\\}')}[\`']`).test(src),
		),
	)
	.map((src) => /return (\w+)\(dataOf\(/.exec(src)?.[1])
	.filter((fn) => typeof shared[fn] === 'function');
const wrapper =
	wrappers.length && wrappers.every((fn) => fn === wrappers[0]) ? wrappers[0] : undefined;
const wrap = (expr) => (wrapper ? `${use(wrapper)}(${expr})` : expr);

// ---- the operation file ------------------------------------------------------------------------------------------

const collectionName = isList ? 'filters' : method === 'GET' ? 'filters' : 'additionalFields';
const top = fields.filter((f) => f.required || sharedFields.has(f.name));
const optional = fields.filter((f) => !top.includes(f));
const emailHelper = (f) => f.type === 'email' && ['email', 'customerEmail'].includes(f.name);
const ptype = (t) =>
	({
		string: 'string',
		email: 'string',
		uuid: 'string',
		integer: 'number',
		number: 'number',
		boolean: 'boolean',
		date: 'dateTime',
		epochMs: 'dateTime',
	})[t];
const pdefault = (t) => (t === 'boolean' ? 'false' : ptype(t) === 'number' ? '0' : "''");
const placeholder = (f) =>
	f.type === 'uuid'
		? ", placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b'"
		: f.type === 'email'
			? ", placeholder: 'name@email.com'"
			: '';
const parameter = (f) =>
	sharedFields.has(f.name)
		? use(sharedFields.get(f.name).exp)
		: emailHelper(f)
			? `emailField('${labelOf(f.name)}', '${f.name}', ${f.required})`
			: `{ displayName: '${labelOf(f.name)}', name: '${f.name}', type: '${ptype(f.type)}', default: ${pdefault(f.type)}${placeholder(f)}${
					f.required ? ', required: true' : ''
				} }`;
/** The checked value of a field, `raw` its parameter's value; blank optional fields give undefined. */
const check = (f, raw) => {
	// The parameter's name: helpers/validate shows the label the editor gives it.
	const L = `'${f.name}'`;
	const blankOk = (expr) => (f.required ? expr : `isBlank(${raw}) ? undefined : ${expr}`);
	return {
		string: `v.text(this, i, ${L}, ${raw}, ${f.required}, 200)`,
		email: `v.email(this, i, ${L}, ${raw}, ${f.required})`,
		uuid: blankOk(`v.uuid(this, i, ${L}, ${raw})`),
		integer: blankOk(`v.integer(this, i, ${L}, ${raw}, 0, Number.MAX_SAFE_INTEGER)`),
		number: blankOk(`v.number(this, i, ${L}, ${raw}, 0, Number.MAX_SAFE_INTEGER)`),
		boolean: `${raw} as boolean${f.required ? '' : ' | undefined'}`,
		date: `v.isoDate(this, i, ${L}, ${raw}, ${f.required})`,
		epochMs: `v.isoDate(this, i, ${L}, ${raw}, ${f.required})`,
	}[f.type];
};
/** How a parameter of shared.ts is read: its reader, a locator's ID, or the checked value. */
const readShared = (n, f) => {
	const s = sharedFields.get(n);
	if (readerOf(n)) return `${use(readerOf(n))}(this, i)`;
	if (s.field.type === 'resourceLocator') return `v.idParameter(this, i, '${n}')`;
	const raw = `this.getNodeParameter('${n}', i)`;
	return f ? check(f, raw) : `v.pathSegment(this, i, '${n}', ${raw})`;
};
const statements = [];
for (const p of params)
	statements.push(
		`const ${p} = ${
			sharedFields.has(p)
				? readShared(p)
				: `v.pathSegment(this, i, '${p}', this.getNodeParameter('${p}', i))`
		};`,
	);
const pathParams = params.map((p) => ({ name: p, type: 'string', required: true }));
if (optional.length)
	statements.push(
		`const ${collectionName} = this.getNodeParameter('${collectionName}', i, {}) as IDataObject;`,
	);
const valueOf = (f) => {
	const raw = optional.includes(f)
		? `${collectionName}.${f.name}`
		: `this.getNodeParameter('${f.name}', i)`;
	if (sharedFields.has(f.name)) return readShared(f.name, f);
	if (f.type === 'epochMs') {
		statements.push(`const ${f.name} = ${check(f, raw)};`);
		return `${f.name} === undefined ? undefined : String(Date.parse(${f.name}))`;
	}
	return check(f, raw);
};
const entries = fields.map((f) => `${f.name}: ${valueOf(f)}`);
if (fields.length)
	statements.push(`const ${where} = v.compact({ ${entries.join(', ')} } as IDataObject);`);
const requestPath = params.length
	? `\`${apiPath.replace(/\{(\w+)\}/g, '${$1}')}\``
	: `'${apiPath}'`;
const request = `{ method: '${method}', path: ${requestPath}, ${fields.length ? `${where}, ` : ''}itemIndex: i }`;
if (hint404) use(hint404.exp);
const body = () =>
	isList
		? `return await getList(this, i, { method: '${method}', path: ${requestPath}${fields.length ? `, ${where}` : ''} });`
		: hint404
			? `return ${wrap(`dataOf(await withHints(mayarApiRequest(this, ${request}), { 404: ${hint404.code} }))`)};`
			: `return ${wrap(`dataOf(await mayarApiRequest(this, ${request}))`)};`;
const fieldHelpers = [
	...(isList ? ['getList', 'listFields'] : []),
	...(optional.length ? [isList || method === 'GET' ? 'filtersCollection' : 'collection'] : []),
	...(fields.some((f) => emailHelper(f) && !sharedFields.has(f.name)) ? ['emailField'] : []),
].sort();
// The resource's shared fields first, in the order shared.ts declares them (as its other operations show them).
const sharedOrder = [...sharedFields.keys()];
const description = [
	...[...pathParams, ...top]
		.filter((f) => sharedFields.has(f.name))
		.sort((a, b) => sharedOrder.indexOf(a.name) - sharedOrder.indexOf(b.name))
		.map((f) => use(sharedFields.get(f.name).exp)),
	...pathParams.filter((p) => !sharedFields.has(p.name)).map(parameter),
	...top.filter((f) => !sharedFields.has(f.name)).map(parameter),
	...(isList ? [`...listFields('${words(res.value).toLowerCase()}s')`] : []),
	...(optional.length
		? [
				isList || method === 'GET'
					? `filtersCollection([${optional.map(parameter).join(', ')}])`
					: `collection('additionalFields', [${optional.map(parameter).join(', ')}])`,
			]
		: []),
];
const source = [...statements, body()].join('\n\t');
const opFile = `nodes/Mayar/actions/${resource}/${operation}.operation.ts`;
const opSource = `import type { ${/IDataObject/.test(source) ? 'IDataObject, ' : ''}IExecuteFunctions, INodeProperties } from 'n8n-workflow';

${fieldHelpers.length ? `import { ${fieldHelpers.join(', ')} } from '../../helpers/fields';\n` : ''}${
	hint404 ? "import { withHints } from '../../helpers/hints';\n" : ''
}${/\bv\./.test(source) ? "import * as v from '../../helpers/validate';\n" : ''}${
	/isBlank\(/.test(source) ? "import { isBlank } from '../../helpers/values';\n" : ''
}${isList ? '' : "import { dataOf, mayarApiRequest } from '../../transport';\n"}import type { OperationResult } from '../types';
${fromShared.size ? `import { ${[...fromShared].sort().join(', ')} } from './shared';\n` : ''}
export const description: INodeProperties[] = [${description.join(', ')}];

/** ${method} ${apiPath}${isList ? ', one output item per record' : ''}. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	${source}
}
`;
if (fromShared.size) reused.push(`${sharedFile}: ${[...fromShared].sort().join(', ')}`);

const TODO = "'TODO: its source (the spec, a public fact or a recorded live answer)'";
const ctype = (t) => (t === 'uuid' ? 'string' : t);
const rules = fields
	.map(
		(f) =>
			`${f.name}: { type: '${ctype(f.type)}'${f.required ? ', required: true' : ''}, source: ${TODO} }`,
	)
	.join(', ');
const endpointStub = `	{
		id: '${id}',
		method: '${method}',
		path: '${apiPath}',
		altPaths: [],
		source: ${TODO},
		query: {${method === 'GET' ? ` ${rules} ` : ''}},
		${method === 'POST' ? `body: { ${rules} },\n\t\t` : ''}response: '${response}',
		record: '${record}',${
			served
				? ''
				: `
		// What the sandbox answers when no route in test/sandbox/routes serves the endpoint: the documented data.
		example: { data: {}, source: ${TODO} },`
		}
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

// ---- the conformance case (a sibling's prepare where one fits) and the test, run on that case ------------------------

const casesFile = [
	'test/conformance/cases-balance-to-membership.ts',
	'test/conformance/cases-payment-to-webhook.ts',
].find((f) => new RegExp(`^\\t// ${res.name}$`, 'm').test(fs.readFileSync(file(f), 'utf8')));
if (!casesFile) throw new Error(`no "// ${res.name}" section in test/conformance/cases-*.ts`);
const casesText = fs.readFileSync(file(casesFile), 'utf8');
/** The expression after `name: ` in a case's text, up to its comma or closing brace. */
function expressionOf(text, n) {
	const m = new RegExp(`[{,\\s]${n}: `).exec(text);
	if (!m) return undefined;
	let depth = 0;
	let k = m.index + m[0].length;
	const start = k;
	for (; k < text.length; k++) {
		const ch = text[k];
		if ('([{'.includes(ch)) depth++;
		else if (')]}'.includes(ch)) {
			if (depth === 0) break;
			depth--;
		} else if ((ch === ',' || ch === '\n') && depth === 0) break;
	}
	return text.slice(start, k).trim();
}
const siblings = [
	...casesText.matchAll(
		new RegExp(
			`\\n\\t\\{\\n\\t\\tresource: '${resource}',\\n\\t\\toperation: '(\\w+)',\\n([\\s\\S]*?)\\n\\t\\},`,
			'g',
		),
	),
]
	// The parameters are read from minimal on (the prepare's own names come before it).
	.map((m) => ({
		operation: m[1],
		text: m[2],
		given: m[2].slice(m[2].search(/^\t\t(minimal|full): /m)),
	}));
const idNames = [...params, ...top.filter((f) => sharedFields.has(f.name)).map((f) => f.name)];
const sibling = idNames.length
	? siblings.find(
			(s) => /^\t\tprepare: /m.test(s.text) && idNames.every((n) => expressionOf(s.given, n)),
		)
	: undefined;
const isCustomerEmail = (f) => f.type === 'email' && /^(email|customerEmail)$/.test(f.name);
let prepare = '';
let fresh = false;
const value = (n, f) => {
	const fromSibling = sibling && expressionOf(sibling.given, n);
	if (fromSibling) return fromSibling;
	if (params.includes(n)) return `c.${n}`;
	if (isCustomerEmail(f)) return 'c.email';
	return fresh && f.type === 'email'
		? `\`${n.toLowerCase()}.\${c.n}@example.com\``
		: SAMPLE[f.type];
};
if (sibling) {
	prepare = /^(\t\tprepare: [\s\S]*?)\n\t\t(minimal|full|also|items): /m.exec(sibling.text)[1];
	fresh = method === 'POST' && /\bn: next\(\)/.test(prepare);
	reused.push(`${casesFile}: the prepare of ${resource}/${sibling.operation}`);
} else {
	// An id of the resource's records in the sandbox's store (store.customers for {customerId} of Customer), and for
	// a write a number of its own (next()) so that the e-mails it sends are new each run.
	const store = /const store = \{([\s\S]*?)\n\t\};/.exec(
		fs.readFileSync(file('test/sandbox/index.js'), 'utf8'),
	);
	const stored = `${resource}s`;
	const held = (p) =>
		(p === 'id' || p === `${resource}Id`) &&
		new RegExp(`^\\t\\t${stored}:`, 'm').test(store?.[1] ?? '');
	const imports = casesText.split('export const')[0];
	const imported = (n) => new RegExp(`^\\t${n},$`, 'm').test(imports);
	fresh =
		method === 'POST' &&
		imported('next') &&
		fields.some((f) => f.type === 'email' && !isCustomerEmail(f));
	const prepared = [
		...params.map((p) =>
			held(p) && imported('list')
				? `${p}: list(sb, '${stored}')[0].id`
				: `${p}: 'TODO: an id the sandbox holds'`,
		),
		...(fields.some(isCustomerEmail) ? ['email: customers(sb)[0].email'] : []),
		...(fresh ? ['n: next()'] : []),
	];
	const usesSb = prepared.some((x) => /\(sb\b/.test(x));
	if (prepared.length)
		prepare = `\t\tprepare: (${usesSb ? '{ sb }' : ''}) => ({ ${prepared.join(', ')} }),`;
}
const ofCase = (list) =>
	[
		...params.map((p) => `${p}: ${value(p)}`),
		...list.filter((f) => !optional.includes(f)).map((f) => `${f.name}: ${value(f.name, f)}`),
		...(list.some((f) => optional.includes(f))
			? [
					`${collectionName}: { ${optional.map((f) => `${f.name}: ${value(f.name, f)}`).join(', ')} }`,
				]
			: []),
		...(isList && list === fields ? ['returnAll: true'] : []),
	].join(', ');
const usesC = /\bc\./.test(ofCase(fields));
const caseStub = `	{
		resource: '${resource}',
		operation: '${operation}',
${prepare ? `${prepare}\n` : ''}		minimal: (${usesC ? 'c' : ''}) => ({ ${ofCase(fields.filter((f) => f.required))} }),
		full: (${usesC ? 'c' : ''}) => ({ ${ofCase(fields)} }),
	},
`;
const esc = (s) => s.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
const sentPath = params.length
	? `expect.stringMatching(/^${esc(apiPath).replace(/\\\{\w+\\\}|\{\w+\}/g, '[^/]+')}$/)`
	: `'${apiPath}'`;
const refusal =
	hint404?.param &&
	`
	test('an unknown ${labelOf(hint404.param)} is Mayar\\'s 404, with the hint of ${sharedFile}', async () => {
		const r = await runAgainst(sb, { ...(await caseParameters()), ${hint404.param}: 'UNKNOWN1' });
		expect(r.error?.description).toBe(${hint404.exp}('UNKNOWN1'));
	});
`;
const testStub = `
describe('${name}', () => {
	// The parameters of its conformance case (${casesFile}), on records the sandbox holds.
	const caseParameters = async () => {
		const c = cases.find((k) => k.resource === '${resource}' && k.operation === '${operation}') as ConformanceCase;
		return { resource: '${resource}', operation: '${operation}', ...c.minimal((await c.prepare?.({ sb, hookUrl: '' }, 'minimal')) ?? {}) };
	};

	test('sends ${method} ${apiPath} and puts out Mayar\\'s ${isList ? 'records' : 'record'}', async () => {
		const r = await runAgainst(sb, await caseParameters());
		expect(r.error).toBeUndefined();
		expect(sb.log[0]).toMatchObject({ method: '${method}', path: ${sentPath} });
		expect(r.items${isList ? '.length).toBeGreaterThan(0)' : ').toHaveLength(1)'};
	});
${refusal || ''}});
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
if (existing)
	edit('test/conformance/conformance.test.ts', (s) => s.replace(`\t'${existing.id}',\n`, ''));
else
	edit('test/contract/mayar-v2.js', (s) => {
		const endOfList = must(
			s,
			s.indexOf('\n];\n', s.indexOf('const endpoints = [')),
			'the endpoints',
		);
		const last = [...s.matchAll(new RegExp(`^\\t\\tid: '${resource}\\.`, 'gm'))].pop();
		const after = last ? s.indexOf('\n\t},\n', last.index) + 5 : endOfList + 1;
		s = insertAt(s, after, endpointStub);
		if (candidates.length) return s;
		const records = must(s, s.indexOf('const records = {'), 'the records');
		return insertAt(s, must(s, s.indexOf('\n};\n', records), 'the end of records') + 1, recordStub);
	});
edit(casesFile, (s) => {
	const section = s.search(new RegExp(`^\\t// ${res.name}$`, 'm'));
	// Last in its section: before the blank line of the next section, or the end of the table.
	const end = section + /\n(\n\t\/\/ [A-Z]|\];)/.exec(s.slice(section)).index + 1;
	return insertAt(s, end, caseStub);
});
let testFile = `test/integration/${resource}.test.ts`;
const testImports = [
	"import { cases, type ConformanceCase } from '../conformance/cases';",
	...(refusal
		? [`import { ${hint404.exp} } from '../../nodes/Mayar/actions/${resource}/shared';`]
		: []),
];
const fits = (s) => s !== null && /runAgainst/.test(s) && /^let sb: Sandbox;$/m.test(s);
if (fs.existsSync(file(testFile)) && !fits(fs.readFileSync(file(testFile), 'utf8')))
	testFile = `test/integration/${resource}${cap(operation)}.test.ts`;
edit(testFile, (s) => {
	if (s === null)
		return `${testImports.join('\n')}
import { runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());
${testStub}`;
	// The imports it lacks, after its last import.
	const at = s.indexOf('\nlet sb: Sandbox;');
	const missing = testImports.filter(
		(line) => !s.includes(line.replace(/^import \{ ([^}]+) \}.*$/, '$1')),
	);
	const lastImport = s.lastIndexOf("';\n", at) + 3;
	return insertAt(s, lastImport, missing.map((l) => `${l}\n`).join('')) + testStub;
});

// docs/operations.md: a row of the resource's table, whatever its columns, or a bullet of its list.
const required = [...pathParams, ...fields].filter((f) => f.required).map((f) => labelOf(f.name));
const call = `\`${method} ${apiPath}\``;
const cell = {
	Operation: `**${name}**`,
	'V2 call': call,
	'Mayar endpoint': call,
	'Required fields': `${required.join(', ') || 'none'}${isList ? ' (Return All or Limit)' : ''}`,
	'What it does': `${described}.`,
};
let docs = 'docs/operations.md: nothing written';
edit('docs/operations.md', (s) => {
	const section = s.indexOf(`\n## ${res.name}\n`);
	if (section < 0) {
		docs = `docs/operations.md: not written, it has no "## ${res.name}" section: add one with the row`;
		return s;
	}
	const next = s.indexOf('\n## ', section + 1);
	const part = s.slice(section, next < 0 ? s.length : next);
	const header = /\n(\|.*\|)\n\|[-| ]+\|\n/.exec(part);
	if (header) {
		const columns = header[1]
			.split('|')
			.slice(1, -1)
			.map((c) => c.trim());
		const missing = columns.filter((c) => !(c in cell));
		const row = `| ${columns.map((c) => cell[c] ?? '').join(' | ')} |`;
		const end =
			section +
			header.index +
			header[0].length +
			/\n\n|\n?$/.exec(part.slice(header.index + header[0].length)).index;
		docs = `docs/operations.md: a row of the ${res.name} table${missing.length ? `, its ${missing.join(', ')} left empty: fill it in` : ''}`;
		return insertAt(s, end + 1, `${row}\n`);
	}
	const bullets = [...part.matchAll(/^- \*\*/gm)];
	if (!bullets.length) {
		docs = `docs/operations.md: not written, "## ${res.name}" has neither a table nor a list: add the operation there`;
		return s;
	}
	const end =
		section +
		(/\n\n|\n?$/.exec(part.slice(bullets[bullets.length - 1].index)).index +
			bullets[bullets.length - 1].index);
	docs = `docs/operations.md: a line of the ${res.name} list`;
	return insertAt(s, end + 1, `- **${name}** [${call}]: ${described}.\n`);
});
// A list is a read with parameters (Return All, Limit): check:live runs it from a step in WRITTEN, its rows kept
// under the resource's plural (c.installments) for the steps that read them, so it goes before the first of those.
let livePlan = '';
if (isList && !params.length && !fields.some((f) => f.required))
	edit('scripts/check-live/plan.js', (s) => {
		const start = must(s, s.indexOf('const WRITTEN = ['), 'WRITTEN in scripts/check-live/plan.js');
		const end = s.indexOf('\n];\n', start);
		const plural = `${resource}s`;
		const taken = new RegExp(`list\\([^)]*'${plural}'`).test(s.slice(start, end));
		const key = taken ? `${resource}${cap(operation)}` : plural;
		const reader = s.slice(start, end).search(new RegExp(`\\bc\\.${key}\\b`));
		const at = reader < 0 ? end + 1 : stepStart(s, start + reader);
		livePlan = `; scripts/check-live/plan.js: a step list('${resource}/${operation}', '${key}')`;
		return insertAt(s, at, `\tlist('${resource}/${operation}', '${key}'),\n`);
	});
else if (isList || method === 'GET')
	notes.push(
		`check:live runs a read with parameters from its step in WRITTEN of scripts/check-live/plan.js: add one that takes them from the steps before (byId)`,
	);
/** Where the step of WRITTEN holding the index `at` opens: the last line before it indented by one tab only. */
function stepStart(s, at) {
	const lines = [...s.slice(0, at).matchAll(/\n\t(?!\t)/g)];
	return lines[lines.length - 1].index + 1;
}
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

const contractTodo = existing
	? `the endpoint '${id}' is documented: check that its rules are what the operation sends`
	: candidates.length
		? `the endpoint '${id}': every TODO sourced (Mayar's spec, docs or a recorded live answer, never the node). It
     answers record ${record}: if Mayar's answer is another, name it${served ? '' : ', and give the example data (or write a route)'}`
		: `the endpoint '${id}' and the new record '${record}': every TODO sourced (Mayar's spec, docs or a
     recorded live answer, never the node), the record's fields, types and descriptions${served ? '' : ', the example data (or a route)'}`;
console.log(`Written: ${edits.map(([rel]) => rel).join(', ')}.
${reused.length ? `Reused: ${reused.join('; ')}.\n` : ''}${docs}${livePlan}.
${notes.map((n) => `Note: ${n}.\n`).join('')}
What is left (CONTRIBUTING.md, "Adding an operation"):
  1. test/contract/mayar-v2.js, ${contractTodo}.
     node test/contract/selfcheck.js names each TODO left.
  2. ${opFile}: a description for each new parameter, the output, hints for Mayar's refusals (helpers/hints).
  3. ${prepare.includes('TODO') ? `${casesFile}: the prepare (an id the sandbox holds). ` : ''}${testFile}: a refusal.
  4. npm run format && npx jest ${testFile}
     npm run generate (schemas, docs/reference.md, the README; it names a field without a description)
     npx jest conformance schemas registry conventions parameterRanges docs listSearch simplify
`);
