#!/usr/bin/env node
'use strict';
/**
 * npm run new:operation -- <resource> <operation> <METHOD> <path> [field:type[?] ...] [--list] [--default] [--description "..."] [--action "..."] [--root <dir>]
 * Starts an operation of an existing resource (CONTRIBUTING.md, "Adding an operation") from what the resource has:
 * its shared.ts, the contract's endpoint and records, its operations' facts. Writes the operation file and its facts
 * file, the index.ts entry, a CHANGELOG line, and the contract's endpoint (TODO where unsourced) or takes noOperation
 * off it; prints what is left. Fields: the body's (POST) or query's (GET), string, email, uuid, integer, number,
 * boolean, date (ISO 8601) or epochMs, `?` when optional; {name} in the path is a path parameter, {id} the resource's
 * ID. --list: a list Mayar pages. --default: the resource opens on this read. --root: the tree to work in (the
 * scaffold's test gives its fixture). Writes nothing if the operation exists.
 */
const fs = require('fs');
const path = require('path');

const TYPES = ['string', 'email', 'uuid', 'integer', 'number', 'boolean', 'date', 'epochMs'];
const SAMPLE = {
	string: "'contoh'",
	email: "'pelanggan@example.com'",
	uuid: "'3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b'",
	integer: '10000',
	number: '1',
	boolean: 'true',
	// In the future: a date such as an expiry may be refused when past.
	date: "'2036-01-01T00:00:00Z'",
	epochMs: "'2036-01-01T00:00:00Z'",
};

function usage(message) {
	const head = fs.readFileSync(__filename, 'utf8').split('\n');
	console.error(`new:operation: ${message}\n\n${head.slice(3, head.indexOf(' */')).join('\n')}`);
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
const ROOT = path.resolve(option('root') ?? path.join(__dirname, '..'));
const isList = flag('list');
const asDefault = flag('default');
const [resource, operation, method, pathArg, ...fieldArgs] = args;
if (!resource || !operation || !method || !pathArg) usage('four arguments are needed');
// {id} is a record of the resource: its parameter is named as the resource's other operations name it (productId).
const apiPath = pathArg.replace('{id}', `{${resource}Id}`);
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

const file = (rel) => path.join(ROOT, rel);
const exists = (rel) => fs.existsSync(file(rel));
const readText = (rel) => fs.readFileSync(file(rel), 'utf8');
require('../test/harness/register-ts');

// ---- the resource: its name (actions/resources.ts), its operations (index.ts), shared.ts and its operations' facts

const dir = `nodes/Mayar/actions/${resource}`;
const resName = new RegExp(`name: '([^']+)', value: '${resource}'`).exec(
	readText('nodes/Mayar/actions/resources.ts'),
)?.[1];
if (!resName || !exists(`${dir}/index.ts`))
	usage(`no resource ${resource}: a new resource is a folder and a line in actions/resources.ts`);
const siblings = [...readText(`${dir}/index.ts`).matchAll(/^\t\t\tvalue: '(\w+)',$/gm)].map(
	(m) => m[1],
);
if (siblings.includes(operation)) usage(`${resource}/${operation} exists`);
const siblingModules = siblings
	.filter((op) => exists(`${dir}/${op}.operation.ts`))
	.map((op) => ({ op, module: require(file(`${dir}/${op}.operation.ts`)) }));
const siblingFacts = siblings
	.filter((op) => exists(`${dir}/${op}.facts.ts`))
	.map((op) => ({ op, facts: require(file(`${dir}/${op}.facts.ts`)).facts ?? {} }));

const words = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
/** An operation's name as the node writes them: Title Case, its small words lower case (Get Many by Type). */
const title = (s) =>
	words(s)
		.replace(/^./, (c) => c.toUpperCase())
		.replace(/ (By|Of|A|An|The|To|For|In|On|And|Or)(?= )/g, (w) => w.toLowerCase());
const cap = (s) => s.replace(/^./, (c) => c.toUpperCase());
const quote = (x) => (typeof x === 'string' ? `'${x.replace(/'/g, "\\'")}'` : JSON.stringify(x));
const name = title(operation);
const plural = `${resource}s`;
const where = method === 'GET' ? 'qs' : 'body';
const [reused, notes] = [[], []];
const sharedFile = `${dir}/shared.ts`;
const shared = exists(sharedFile) ? require(file(sharedFile)) : {};
const exported = Object.keys(shared);
const isParameter = (x) =>
	x && typeof x === 'object' && typeof x.name === 'string' && typeof x.displayName === 'string';
/** The names of a function's parameters, from its source; a parameter with a default ends the list. */
const paramNames = (fn) =>
	(/^[^(]*\(([^)]*)\)/.exec(String(fn))?.[1] ?? '')
		.split(',')
		.map((x) => x.trim())
		.filter(Boolean);
/**
 * The arguments a reader, validator or factory of shared.ts takes, by the names of its parameters (ctx, i, field,
 * value, required, fields, displayName, name, description); undefined when one is none of these.
 */
function argsFor(fn, known) {
	const out = [];
	for (const p of paramNames(fn)) {
		if (p.includes('=')) break;
		if (!(p in known) || known[p] === undefined) return undefined;
		out.push(known[p]);
	}
	return out;
}
/** The names shared.ts may use for a parameter: its own, then its endings (membershipTierId: tierId). */
const bases = (n) => [
	n,
	...[...n.matchAll(/[A-Z]/g)]
		.map((m) => n.slice(m.index).replace(/^./, (c) => c.toLowerCase()))
		.filter((b) => b !== 'id'),
];
/** The first export of shared.ts named `pattern(base)` for a base of n, of the kind `is` accepts. */
const sharedNamed = (n, pattern, is) =>
	bases(n)
		.map(pattern)
		.find((e) => exported.includes(e) && is(shared[e]));
// n8n's spelling in a label: ID and URL wherever they stand (URL Destination, Customer ID).
const plainLabel = (n) =>
	title(n)
		.replace(/\bId\b/g, 'ID')
		.replace(/\bUrl\b/g, 'URL');
const DESCRIBE = "'TODO: what it is for here'";
/**
 * name -> the parameter shared.ts declares under that name: an exported parameter (productIdField), or what a
 * factory of it gives (productLocator(description), contentReviewField(displayName, name, description)).
 */
const sharedFields = new Map();
for (const [exp, x] of Object.entries(shared))
	if (isParameter(x) && !sharedFields.has(x.name))
		sharedFields.set(x.name, { exp, field: x, order: exported.indexOf(exp) });
for (const n of [...params, ...fields.map((f) => f.name)]) {
	if (sharedFields.has(n)) continue;
	for (const exp of exported.filter((e) => /(Field|Locator|Filter)$/.test(e))) {
		const fn = shared[exp];
		if (typeof fn !== 'function') continue;
		// A factory given the name (contentReviewField(displayName, name, ...)) only under its own name.
		if (paramNames(fn).includes('name') && !bases(n).some((b) => exp.startsWith(b))) continue;
		const made = argsFor(fn, { displayName: n, name: n, description: '' });
		const field = made && fn(...made);
		if (!isParameter(field) || field.name !== n) continue;
		const text = argsFor(fn, {
			displayName: `'${plainLabel(n)}'`,
			name: `'${n}'`,
			description: DESCRIBE,
		});
		const order = exported.indexOf(exp);
		sharedFields.set(n, { exp, call: `${exp}(${text.join(', ')})`, field, order });
		break;
	}
}
/** Does a description declare parameter n, at the top or in a collection? */
const declared = (list, n) =>
	list.some((p) => p.name === n || (Array.isArray(p.options) && declared(p.options, n)));
const isOptionList = (x) =>
	Array.isArray(x) && x.length > 0 && x.every((o) => o && 'name' in o && 'value' in o);
/** An option list of shared.ts for a field: typeOptions, or named after the resource (productTypeOptions). */
const optionListOf = (n) =>
	sharedNamed(n, (b) => `${b}Options`, isOptionList) ??
	sharedNamed(n, (b) => `${resource}${cap(b)}Options`, isOptionList);
const fromShared = new Set();
const use = (exp) => (fromShared.add(exp), exp);
/**
 * How shared.ts reads a field: a reader read<Name>(ctx, i[, fields]) or a validator <name>(ctx, i, field, value
 * [, required]) (readAmount, readTierId for membershipTierId, rating); the call, or undefined.
 */
function sharedRead(n, f, raw, collection) {
	const known = { ctx: 'this', i: 'i', field: `'${n}'`, value: raw, required: String(f.required) };
	if (collection) known.fields = collection;
	const isFn = (x) => typeof x === 'function';
	for (const exp of [
		sharedNamed(n, (b) => `read${cap(b)}`, isFn),
		sharedNamed(
			n,
			(b) => b,
			(x) => isFn(x) && /^ctx,i,field,value/.test(paramNames(x).join()),
		),
	]) {
		// In a collection, a reader of the top-level parameter does not do: one given the collection or the value does.
		const takes = exp ? paramNames(shared[exp]).join() : '';
		if (collection && optional.includes(f) && !/\b(fields|value)\b/.test(takes)) continue;
		const made = exp && argsFor(shared[exp], known);
		if (made) return `${use(exp)}(${made.join(', ')})`;
	}
	return undefined;
}
// The 404 hint: <x>404(<x>Id) for a path parameter, else a constant <X>_404 for a parameter.
const hint404 = (() => {
	for (const p of params) {
		const fn = `${p.replace(/Id$/, '')}404`;
		if (typeof shared[fn] === 'function') return { exp: fn, code: `${fn}(${p})`, param: p };
	}
	for (const n of [...params, ...fields.map((f) => f.name)]) {
		const c = `${words(n.replace(/Id$/, '')).replace(/ /g, '_').toUpperCase()}_404`;
		if (typeof shared[c] === 'string') return { exp: c, code: c, param: n, constant: true };
	}
	return undefined;
})();

// ---- the contract: the endpoint it documents (with noOperation), else a stub whose every new fact says TODO ---------

const { endpoints, records } = require(file('test/contract/mayar-v2'));
const template = (p) => p.replace(/\{\w+\}/g, '{}');
const forms = (e) => [e.path, ...(e.altPaths ?? []).map((a) => a.path)].map(template);
const existing = endpoints.find((e) => e.method === method && forms(e).includes(template(apiPath)));
const ruleIn = (e, n) => e && [e.body, e.query, e.params].map((r) => r?.[n]).find(Boolean);
/** The string values the endpoint's own contract rule allows for n (active, paid, closed), if it lists them. */
const ownValues = (n) => {
	const values = ruleIn(existing, n)?.values;
	return values?.every?.((x) => typeof x === 'string') ? values : undefined;
};
// A field the endpoint requires that the command was not given, or gave as optional: the operation must send it.
for (const part of existing ? [existing.body, existing.query] : [])
	for (const [n, r] of Object.entries(part ?? {})) {
		const given = fields.find((f) => f.name === n);
		if (!r?.required || given?.required) continue;
		notes.push(
			`${n}: the contract's ${existing.id} requires it (${r.source ?? 'its rule'}), and the command ${given ? 'gave it as optional' : 'was not given it'}: the operation must send one all the same`,
		);
	}
const id = existing?.id ?? `${resource}.${operation}`;
const response = existing?.response ?? (isList ? 'cursorList' : 'record');
const ofResource = endpoints.filter((e) => e.id.startsWith(`${resource}.`));
// The resource's records: those of its endpoints of the same method and answer, most used first, then its others.
const recordsOf = (list) => {
	const uses = (r) => list.filter((e) => e.record === r).length;
	return [...new Set(list.map((e) => e.record).filter(Boolean))].sort((a, b) => uses(b) - uses(a));
};
const sameKind = ofResource.filter((e) => e.method === method && e.response === response);
const candidates = [...new Set([...recordsOf(sameKind), ...recordsOf(ofResource)])];
// A new record is named after the resource, else after the operation too.
const record = existing
	? existing.record
	: (candidates[0] ?? (records[resource] ? `${resource}${cap(operation)}` : resource));
const newRecord = !existing && !candidates.length;
if (existing)
	reused.push(`the contract's ${existing.id}${record ? ` (record ${record})` : ''}, as documented`);
else if (candidates.length) {
	const users = ofResource.filter((e) => e.record === record).map((e) => e.id);
	reused.push(`the contract's record ${record} (of ${users.join(', ')})`);
}
// Does a route of the sandbox already serve the path (router.get(`${V2}/customers`, ...))? Then no example is needed.
const served = (() => {
	const routes = 'test/sandbox/routes';
	if (!exists(routes)) return false;
	const [, api, tail] = /^(\/\w+\/v2)(.*)$/.exec(apiPath);
	const literal = (t) => t.replace(/[.*+?^$()|[\]\\/]/g, '\\$&').replace(/\{\w+\}/g, ':\\w+');
	const route = new RegExp(
		`\\.${method.toLowerCase()}\\(\\s*[\`'](\\$\\{\\w+\\}|${literal(api)})${literal(tail)}[\`']`,
	);
	return fs.readdirSync(file(routes)).some((f) => route.test(readText(`${routes}/${f}`)));
})();
const needsRoute = !served && response !== 'record';

// ---- the operation file ------------------------------------------------------------------------------------------

// An optional field goes in the collection; only a parameter shared.ts declares optional at the top level stays there.
const isTop = (f) => f.required || sharedFields.get(f.name)?.field.required === false;
const top = fields.filter(isTop);
const optional = fields.filter((f) => !top.includes(f));
// The collection of the optional fields, as n8n names them.
const kind = method === 'GET' ? 'read' : /^update/.test(operation) ? 'update' : 'write';
const collectionName = { read: 'filters', update: 'updateFields', write: 'additionalFields' }[kind];
const PTYPE = { integer: 'number', number: 'number', boolean: 'boolean', date: 'dateTime' };
const ptype = (t) => PTYPE[t === 'epochMs' ? 'date' : t] ?? 'string';
const pdefault = (t) => (t === 'boolean' ? 'false' : ptype(t) === 'number' ? '0' : "''");
const PLACEHOLDER = { uuid: `e.g. ${SAMPLE.uuid.slice(1, -1)}`, email: 'name@email.com' };
const placeholder = (f) => (PLACEHOLDER[f.type] ? `, placeholder: '${PLACEHOLDER[f.type]}'` : '');
/** The contract's rule for a field: the endpoint's, else that of the resource's endpoints naming it. */
const ruleOf = (n) => {
	const typed = (e) => [e.body, e.query, e.params].map((r) => r?.[n]).find((r) => r?.type);
	return (existing && typed(existing)) ?? ofResource.map(typed).find(Boolean);
};
for (const f of [...params, ...fields.map((x) => x.name)]) {
	const owner = siblingModules.find(({ module }) => declared(module.description, f));
	if (owner && !sharedFields.has(f))
		notes.push(`${f}: ${owner.op} has one too (if it means the same, share it from ${sharedFile})`);
}
/** The parameter shared.ts declares for a field, if any. */
const fieldOf = (n) => sharedFields.get(n)?.field;
const labelOf = (n) => fieldOf(n)?.displayName ?? plainLabel(n);
const isLocator = (n) => fieldOf(n)?.type === 'resourceLocator';
const optionValues = (n) => {
	const options = fieldOf(n)?.options ?? shared[optionListOf(n)];
	if (!options) return ownValues(n) ?? [];
	return options.filter((o) => o && 'value' in o && !isParameter(o)).map((o) => o.value);
};
/** A number's bounds: the contract's min/max (positive: 1), else the parameter's minValue/maxValue. */
const bounds = (n) => {
	const rule = ruleOf(n);
	const t = fieldOf(n)?.typeOptions ?? {};
	const min = rule?.min ?? (rule?.positive ? 1 : undefined) ?? t.minValue;
	return { min, max: rule?.max ?? t.maxValue };
};
/** A parameter's declaration: shared.ts's, an options list, or a plain typed one. */
const parameter = (f) => {
	const s = sharedFields.get(f.name);
	if (s) return s.call ? (use(s.exp), s.call) : use(s.exp);
	const head = `displayName: '${labelOf(f.name)}', name: '${f.name}'`;
	const req = f.required ? ', required: true' : '';
	const list = optionListOf(f.name);
	if (list)
		return `{ ${head}, type: 'options', options: ${use(list)}, default: ${quote(shared[list][0].value)}${req} }`;
	if (f.type === 'email' && ['email', 'customerEmail'].includes(f.name))
		return `emailField('${labelOf(f.name)}', '${f.name}', ${f.required})`;
	const own = f.type === 'string' && ownValues(f.name);
	if (own) {
		// Mayar's values as options, sorted by name (n8n's lint); an optional one may be left at Any.
		const options = [
			...(f.required ? [] : [{ name: 'Any', value: '' }]),
			...own.map((x) => ({ name: x.split(/[_-]/).map(cap).join(' '), value: x })),
		].sort((a, b) => a.name.localeCompare(b.name));
		return `{ ${head}, type: 'options', options: [${options.map((o) => `{ name: ${quote(o.name)}, value: ${quote(o.value)} }`).join(', ')}], default: ${quote(f.required ? own[0] : '')}${req} }`;
	}
	const { min, max } = bounds(f.name);
	const range =
		ptype(f.type) === 'number' && (min !== undefined || max !== undefined)
			? `, typeOptions: { ${[min !== undefined && `minValue: ${min}`, max !== undefined && `maxValue: ${max}`].filter(Boolean).join(', ')} }`
			: '';
	return `{ ${head}, type: '${ptype(f.type)}'${range}, default: ${pdefault(f.type)}${placeholder(f)}${req}, description: ${DESCRIBE} }`;
};
/** The checked value of a field, `raw` its parameter's value; blank optional fields give undefined. */
const check = (f, raw) => {
	// The parameter's name: helpers/validate shows the label the editor gives it.
	const L = `'${f.name}'`;
	const blankOk = (expr) => (f.required ? expr : `isBlank(${raw}) ? undefined : ${expr}`);
	const { min, max } = bounds(f.name);
	const range = `${min ?? 0}, ${max ?? 'Number.MAX_SAFE_INTEGER'}`;
	return {
		string: `v.text(this, i, ${L}, ${raw}, ${f.required}, 200)`,
		email: `v.email(this, i, ${L}, ${raw}, ${f.required})`,
		uuid: blankOk(`v.uuid(this, i, ${L}, ${raw})`),
		integer: blankOk(`v.integer(this, i, ${L}, ${raw}, ${range})`),
		number: blankOk(`v.number(this, i, ${L}, ${raw}, ${range})`),
		boolean: `v.boolean(this, i, ${L}, ${raw}, ${f.required})`,
		date: `v.isoDate(this, i, ${L}, ${raw}, ${f.required})`,
		epochMs: `v.isoDate(this, i, ${L}, ${raw}, ${f.required})`,
	}[f.type];
};
/** How a parameter is read: shared.ts's reader, a locator's ID, its own options, or the checked value. */
const readOf = (f, raw, isPath) => {
	const n = f.name;
	const viaShared = sharedRead(n, f, raw, optional.length ? collectionName : undefined);
	if (viaShared) return viaShared;
	if (isLocator(n)) return `v.idParameter(this, i, '${n}')`;
	const values = optionValues(n);
	if (values.length && values.every((x) => typeof x === 'string')) {
		// Checked against the parameter's own options, so its values are written once.
		const choice = `v.choice(this, i, '${n}', ${raw})`;
		return f.required ? choice : `isBlank(${raw}) ? undefined : ${choice}`;
	}
	return isPath ? `v.pathSegment(this, i, '${n}', ${raw})` : check(f, raw);
};
const statements = [];
const pathParams = params.map((p) => ({ name: p, type: 'string', required: true }));
for (const p of pathParams)
	statements.push(`const ${p.name} = ${readOf(p, `this.getNodeParameter('${p.name}', i)`, true)};`);
if (optional.length)
	statements.push(
		`const ${collectionName} = this.getNodeParameter('${collectionName}', i, {}) as IDataObject;`,
	);
const valueOf = (f) => {
	const raw = optional.includes(f)
		? `${collectionName}.${f.name}`
		: `this.getNodeParameter('${f.name}', i)`;
	// Sent as epoch ms whoever declares the parameter (a shared date filter is a dateTime, its value ISO 8601).
	if (f.type !== 'epochMs') return readOf(f, raw);
	statements.push(`const ${f.name} = ${check(f, raw)};`);
	return `${f.name} === undefined ? undefined : String(Date.parse(${f.name}))`;
};
const entries = fields.map((f) => `${f.name}: ${valueOf(f)}`);
const sends = entries.length > 0;
if (sends) statements.push(`const ${where} = v.compact({ ${entries.join(', ')} } as IDataObject);`);
const requestPath = params.length
	? `\`${apiPath.replace(/\{(\w+)\}/g, '${$1}')}\``
	: `'${apiPath}'`;
const hintsOf = () => `{ 404: ${(use(hint404.exp), hint404.code)} }`;
const hinted = (expr) => (hint404 ? `await withHints(${expr}, ${hintsOf()})` : `await ${expr}`);

// Simplify (n8n's guideline for records of over 10 fields) on a read of such a record: the resource's shared list
// for that record, else one of its own, from what the resource's other lists keep of its fields.
const recordFields = records[record]?.fields ?? [];
const simplify = (() => {
	if (method !== 'GET' || recordFields.length <= 10) return undefined;
	const isSimplify = (x) => x && typeof x.record === 'string' && Array.isArray(x.keep);
	const own = exported.find((e) => isSimplify(shared[e]) && shared[e].record === record);
	if (own) return { code: use(own), how: `${sharedFile}'s ${own}`, todo: false };
	const theirs = [...Object.values(shared), ...siblingModules.map((s) => s.module.simplify)];
	const kept_ = theirs.filter(isSimplify).flatMap((s) => s.keep);
	const keys = [...new Set(kept_)].filter((k) => recordFields.includes(k.split('.')[0]));
	// The URL a customer pays at, the field a merchant's workflow sends on.
	const urls = recordFields.filter((f) => /^pay\w*Url$/i.test(f) && !keys.includes(f));
	const keep = [...keys, ...urls].slice(0, 10);
	const enough = keep.length >= 3;
	const kept = (enough ? keep : recordFields.slice(0, 10)).map(quote).join(', ');
	const how = enough ? "the fields the resource's other lists keep" : `${record}'s first 10 fields`;
	return { code: `{ record: '${record}', keep: [${kept}] }`, how, todo: true };
})();
const returned = (expr) =>
	simplify ? `return simplifyIfAsked(this, i, simplify, ${expr});` : `return ${expr};`;
const request = `{ method: '${method}', path: ${requestPath}${sends ? `, ${where}` : ''}`;
const body = returned(
	isList
		? hinted(`getList(this, i, ${request} })`)
		: `dataOf(${hinted(`mayarApiRequest(this, ${request}, itemIndex: i })`)})`,
);
// The record acted on first, then the required fields, shared ones in the order shared.ts declares them.
const fromElsewhere = (p) => sharedFields.has(p.name);
const description = [
	...[...pathParams, ...top]
		.filter(fromElsewhere)
		.sort((a, b) => sharedFields.get(a.name).order - sharedFields.get(b.name).order),
	...pathParams.filter((p) => !fromElsewhere(p)),
	...top.filter((p) => !fromElsewhere(p)),
]
	.filter((p, k, all) => all.findIndex((x) => x.name === p.name) === k)
	.map(parameter);
const ownOptional = `[${optional.map(parameter).join(', ')}]`;
// the rows' noun, for Limit's hint ("Mayar sends transactions 50 per page"): the record's last word, else the resource
const rowNoun = `${words((record ?? resource).replace(/(ListItem|Detail)$/, ''))
	.split(' ')
	.pop()
	.toLowerCase()}s`;
if (isList) description.push(`...listFields('${rowNoun}')`);
if (simplify) description.push('simplifyField()');
if (optional.length && kind === 'read') description.push(`filtersCollection(${ownOptional})`);
else if (optional.length) description.push(`collection('${collectionName}', ${ownOptional})`);
const source = [...statements, body].join('\n\t');
const imports = new Map();
const needs = (from, n) => imports.set(from, (imports.get(from) ?? new Set()).add(n));
const text = [...description, source].join('\n');
for (const h of 'getList listFields filtersCollection collection emailField'.split(' '))
	if (new RegExp(`\\b${h}\\(`).test(text)) needs('../../helpers/fields', h);
if (hint404) needs('../../helpers/hints', 'withHints');
if (simplify)
	'simplifyField simplifyIfAsked'.split(' ').forEach((x) => needs('../../helpers/simplify', x));
if (simplify) needs('../../helpers/simplify', 'type Simplify');
if (/\bv\./.test(text)) needs('../../helpers/validate', '* as v');
if (/\bisBlank\(/.test(text)) needs('../../helpers/values', 'isBlank');
if (!isList) ['dataOf', 'mayarApiRequest'].forEach((x) => needs('../../transport', x));
for (const exp of fromShared) needs('./shared', exp);
/** Import lines, one a module in path order: `* as x` on its own, then the named ones sorted. */
const importLines = (map) =>
	[...map.keys()].sort().flatMap((from) => {
		const all = [...map.get(from)];
		const named = all
			.filter((x) => !x.startsWith('* as '))
			.sort((a, b) => a.replace('type ', '').localeCompare(b.replace('type ', '')));
		return [
			...all.filter((x) => x.startsWith('* as ')).map((x) => `import ${x} from '${from}';`),
			...(named.length ? [`import { ${named.join(', ')} } from '${from}';`] : []),
		];
	});
const lines = importLines(imports);
const opFile = `${dir}/${operation}.operation.ts`;
const opSource = `import type { ${/IDataObject/.test(source) ? 'IDataObject, ' : ''}IExecuteFunctions, INodeProperties } from 'n8n-workflow';

${lines.filter((l) => !l.endsWith("'./shared';")).join('\n')}
import type { OperationResult } from '../types';
${lines.filter((l) => l.endsWith("'./shared';")).join('\n')}
${simplify ? `\n${simplify.todo ? '// TODO: the fields a workflow needs most, first; 10 at most.\n' : ''}export const simplify: Simplify = ${simplify.code};\n` : ''}
export const description: INodeProperties[] = [${description.join(', ')}];

/** ${method} ${apiPath}${isList ? ', one output item per record' : ''}. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	${source}
}
`;
if (fromShared.size) reused.push(`${sharedFile}: ${[...fromShared].sort().join(', ')}`);
if (simplify)
	reused.push(`Simplify (${record} has ${recordFields.length} fields): ${simplify.how}`);

// ---- the facts file: the sample, the live-check step, the output texts, the note, the 404 refusal ------------------

const recordsFile = 'test/conformance/records.ts';
const recordsText = exists(recordsFile) ? readText(recordsFile) : '';
const fromRecords = new Set();
const records_ = (n) => (fromRecords.add(n), n);
// The parameters that name a record the sandbox must hold: path parameters, and required IDs and locators.
const idNames = [
	...params,
	...top.filter((f) => f.required && (isLocator(f.name) || /Id$/.test(f.name))).map((f) => f.name),
];
/** The value of an ID parameter from c's `key`: a locator's as an ID, as this operation declares it. */
const idValue = (n, key = n) => (isLocator(n) ? `${records_('rl')}(c.${key})` : `c.${key}`);
/**
 * A sibling's facts whose minimal gives every ID parameter this one takes from c (called on a c that answers each
 * name with a marker, so its values show which of c they read): its prepare is reused, and its values.
 */
const MARK = '\u0000';
const marker = new Proxy({}, { get: (_, k) => `${MARK}${String(k)}${MARK}` });
const attempt = (fn) => {
	try {
		return fn();
	} catch {
		return undefined;
	}
};
/** The key of c that a sibling's minimal gives n from (plain, or as a locator's value). */
const given = (out, n) => {
	const marked = (s) => typeof s === 'string' && new RegExp(`^${MARK}(\\w+)${MARK}$`).exec(s)?.[1];
	return marked(out?.[n]) || marked(out?.[n]?.value) || undefined;
};
// A read takes a read's prepare first (check:live's reads.json lists them), one that hands out no record a write needs.
const readsFile = 'scripts/check-live/reads.json';
const reads = exists(readsFile) ? JSON.parse(readText(readsFile)) : [];
const asThis = (op) => reads.includes(`${resource}/${op}`) === (method === 'GET');
const size = (o) => Object.keys(o).length;
const sibling = idNames.length
	? siblingFacts
			.filter((s) => s.facts.sample?.prepare)
			.map((s) => ({ ...s, out: attempt(() => s.facts.sample.minimal(marker)) }))
			.filter((s) => s.out && idNames.every((n) => given(s.out, n)))
			.sort((a, b) => asThis(b.op) - asThis(a.op) || size(a.out) - size(b.out))[0]
	: undefined;
if (sibling) reused.push(`${dir}/${sibling.op}.facts.ts: its sample's prepare`);
/** A date bounding a range (startDate, endAt, createdAfter, until...): its side. */
const rangeSide = (f) => {
	const w = ['date', 'epochMs'].includes(f.type) ? ` ${words(f.name).toLowerCase()} ` : '';
	if (/ (start|from|after|since) /.test(w)) return 'start';
	return / (end|to|before|until) /.test(w) ? 'end' : undefined;
};
const hasInDays = /^export const inDays = /m.test(recordsText);
/** A sample within the contract's rule (values, min, max) or the parameter's options and range. */
function sample(f) {
	const side = rangeSide(f);
	if (['date', 'epochMs'].includes(f.type) && hasInDays)
		// A write's start and end are a schedule, in the future; a list's range is wide, so that full finds records.
		return `${records_('inDays')}(${!side ? 30 : !isList ? (side === 'start' ? 30 : 31) : side === 'start' ? -3650 : 1})`;
	if (side === 'start') return "'2016-01-01T00:00:00Z'";
	const rule = ruleOf(f.name);
	const values = rule?.values ?? optionValues(f.name);
	if (values.length) {
		// The parameter's default if it is one of them, else the first that is not blank ('' may mean "all").
		const d = fieldOf(f.name)?.default;
		return quote(values.includes(d) && d !== '' ? d : (values.find((x) => x !== '') ?? values[0]));
	}
	const { min, max } = bounds(f.name);
	if (ptype(f.type) === 'number') {
		const x = Number(SAMPLE[f.type]);
		return String(Math.max(min ?? x, Math.min(max ?? x, x)));
	}
	if (f.type === 'string' && (rule?.min || rule?.max))
		return quote('contoh'.repeat(Math.ceil((rule.min ?? 1) / 6)).slice(0, rule.max ?? 200));
	// A write's e-mail is new each run: the sandbox's duplicate guard refuses a second one.
	if (f.type === 'email' && method === 'POST' && /^export const next = /m.test(recordsText))
		return `\`${f.name.toLowerCase()}.\${${records_('next')}()}@example.com\``;
	return SAMPLE[f.type];
}
const value = (f) =>
	idNames.includes(f.name) ? idValue(f.name, sibling && given(sibling.out, f.name)) : sample(f);
const pairs = (list) => list.map((f) => `${f.name}: ${value(f)}`).join(', ');
const ofSample = (list, all) => {
	const inCollection = list.filter((f) => optional.includes(f));
	return [
		pairs([...pathParams, ...list.filter((f) => !optional.includes(f))]),
		inCollection.length && `${collectionName}: { ${pairs(inCollection)} }`,
		all && isList && 'returnAll: true',
		all && simplify && 'simplify: false',
	]
		.filter(Boolean)
		.join(', ');
};
// An update sends at least one field: with none required, the minimal sample changes the first optional one.
const minimalFields = fields.filter((f) => f.required);
if (kind === 'update' && !minimalFields.length && optional.length) minimalFields.push(optional[0]);
const sampleOf = (list, all) => {
	const given_ = ofSample(list, all);
	return `(${/\bc\./.test(given_) ? 'c' : ''}) => ({ ${given_} })`;
};
const siblingName = sibling && `${sibling.op}Facts`;
const prepare = sibling
	? `${siblingName}.sample?.prepare`
	: idNames.length
		? `() => ({ ${idNames.map((n) => `${n}: 'TODO: an ID the sandbox holds (${recordsFile})'`).join(', ')} })`
		: undefined;
// check:live: a list keeps its rows for later steps; a read by one ID takes it from the step keeping that resource's
// rows (needs); any other read says TODO.
const fromLive = new Set();
const live = (n) => (fromLive.add(n), n);
const keepers = siblingFacts.filter((s) => s.facts.liveCheck?.keeps);
const keeper = keepers.find((s) => s.facts.liveCheck.keeps === plural) ?? keepers[0];
const required = [...params, ...fields.filter((f) => f.required).map((f) => f.name)];
const liveCheck = (() => {
	if (method !== 'GET') return undefined;
	const taken = keepers.some((s) => s.facts.liveCheck.keeps === plural);
	const keeps = isList && (taken ? `${resource}${cap(operation)}` : plural);
	if (!required.length) return keeps ? `{ keeps: '${keeps}' }` : undefined;
	const n = required[0];
	// The resource's own ID (a path parameter, or <resource>Id) from the rows of the step that lists the resource.
	if (required.length === 1 && keeper && (params.includes(n) || n === `${resource}Id`)) {
		const from = keeper.facts.liveCheck.keeps;
		const [pick, none] = [
			`(c) => c.${from}?.[0]?.id`,
			`'no ${words(resource).toLowerCase()} in this account'`,
		];
		const params = isLocator(n)
			? `${live('byId')}(${pick}, ${none}, '${n}')`
			: `(c) => ${live('need')}(c.${from}?.[0]?.id, ${none}, (id) => ({ ${n}: String(id) }))`;
		return `{ ${keeps ? `keeps: '${keeps}', ` : ''}needs: ['${from}'], params: ${params} }`;
	}
	return `{ ${keeps ? `keeps: '${keeps}', ` : ''}never: 'TODO: the step finding its parameters (needs, params), or why no account can run it' }`;
})();
// an ID of the right form (a UUID) that no record has: the node sends it, and Mayar answers 404
const unknownId = hint404?.param ?? params.find((p) => /Id$/.test(p));
const UNKNOWN = unknownId && records_('UNKNOWN_ID');
const refusal =
	unknownId &&
	`{ title: 'an unknown ${labelOf(unknownId)}', with: (p) => ({ ...p, ${unknownId}: ${isLocator(unknownId) ? `${records_('rl')}(${UNKNOWN})` : UNKNOWN} }), hint: ${!hint404 ? '/found no such record\\. Check the ID/' : hint404.constant ? hint404.exp : `${hint404.exp}(${UNKNOWN})`} }`;
const factsParts = [
	`sample: { ${prepare ? `prepare: ${prepare}, ` : ''}minimal: ${sampleOf(minimalFields, false)}, full: ${sampleOf(fields, true)} }`,
	liveCheck && `liveCheck: ${liveCheck}`,
	'output: {}',
	refusal && `refusals: [${refusal}]`,
	"notes: 'TODO: what its fields and output do not say (a refusal, a default, what Mayar does), in Markdown'",
].filter(Boolean);
const factsImports = new Map([
	['../../../../test/operations/types', new Set(['type OperationFacts'])],
]);
if (fromRecords.size) factsImports.set('../../../../test/conformance/records', fromRecords);
if (fromLive.size) factsImports.set('../../../../test/operations/liveCheck', fromLive);
if (sibling) factsImports.set(`./${sibling.op}.facts`, new Set([`facts as ${siblingName}`]));
if (hint404) factsImports.set('./shared', new Set([hint404.exp]));
const factsFile = `${dir}/${operation}.facts.ts`;
const factsSource = `${importLines(factsImports)
	.map((l) => l.replace(/^import \{ type (\w+) \}/, 'import type { $1 }'))
	.join('\n')}

export const facts: OperationFacts = { ${factsParts.join(', ')} };
`;

// ---- writing: the two files, then one-line edits of index.ts, the contract and CHANGELOG.md ---------------------

const edits = [];
function edit(rel, change) {
	const before = exists(rel) ? readText(rel) : null;
	const after = change(before);
	if (after !== before) edits.push([rel, after]);
}
const insertAt = (s, at, t) => s.slice(0, at) + t + s.slice(at);
const must = (s, found, what) => {
	if (found < 0) throw new Error(`cannot find ${what}`);
	return found;
};
const written = { [opFile]: opSource, [factsFile]: factsSource };
for (const [rel, text_] of Object.entries(written))
	edit(rel, (s) => {
		if (s !== null) throw new Error(`${rel} exists`);
		return text_;
	});
/** Where `key` goes among keys ({ key, at }): in order if they are sorted, else at `end`. */
function placeIn(list, key, end) {
	const sorted = list.every((x, n) => n === 0 || list[n - 1].key.localeCompare(x.key) <= 0);
	return (sorted && list.find((x) => x.key.localeCompare(key) > 0)?.at) || end;
}
let defaultNote = '';
edit(`${dir}/index.ts`, (s) => {
	const imported = [...s.matchAll(/^import \* as (\w+) from '\.\/\w+\.operation';\n/gm)];
	const last = imported[imported.length - 1];
	const importEnd = last ? last.index + last[0].length : s.indexOf('\n\n') + 1;
	const keyed = (list) => list.map((m) => ({ key: m[1], at: m.index }));
	s = insertAt(
		s,
		placeIn(keyed(imported), operation, importEnd),
		`import * as ${operation} from './${operation}.operation';\n`,
	);
	// A new resource's empty list, as Prettier writes it.
	s = s.replace(/operations: \[\],/, 'operations: [\n\t],');
	const close = must(s, s.lastIndexOf('\t],\n};'), `the end of operations in ${dir}/index.ts`);
	const own = [...s.matchAll(/^\t\t\{\n\t\t\tmodule: \w+,\n\t\t\tvalue: '(\w+)',/gm)];
	const action = actionText ?? cap(words(operation).toLowerCase());
	s = insertAt(
		s,
		placeIn(keyed(own), operation, close),
		`\t\t{\n\t\t\tmodule: ${operation},\n\t\t\tvalue: '${operation}',\n\t\t\tname: '${name}',\n\t\t\taction: ${JSON.stringify(action)},\n\t\t\tdescription: ${JSON.stringify(described)},\n\t\t},\n`,
	);
	// The Operation list opens on defaultOperation, which must be a read (registry.test.ts): a first one is set.
	const current = /defaultOperation: '(\w*)'/.exec(s)?.[1];
	if (method === 'GET' && (!own.length || asDefault)) {
		defaultNote = `defaultOperation is now ${operation}${own.length ? ` (--default; it was ${current}: docs naming ${resName} > ${title(current)} as the default need your words)` : ''}`;
		return s.replace(/defaultOperation: '\w*'/, `defaultOperation: '${operation}'`);
	}
	if (asDefault) usage(`--default: the Operation list opens on a read, and ${name} is a ${method}`);
	defaultNote = own.length
		? `the Operation list still opens on ${current}${method === 'GET' ? `; to open on ${name}, give --default` : ''}`
		: `defaultOperation must name a read (registry.test.ts): add one, ${name} is a write`;
	return s;
});
const TODO = "'TODO: its source (the spec, a public fact or a recorded live answer)'";
const ruleText = (f) =>
	`type: '${f.type === 'uuid' ? 'string' : f.type}'${f.required ? ', required: true' : ''}`;
const rules = fields.map((f) => `${f.name}: { ${ruleText(f)}, source: ${TODO} }`).join(', ');
// The contract's file holding the endpoint, else the resource's endpoints, else a new one, listed in its index.
const CONTRACT = 'test/contract/mayar-v2';
const idLine = existing ? `\t\tid: '${existing.id}',` : `\t\tid: '${resource}.`;
const holds = (f) => readText(`${CONTRACT}/${f}`).includes(idLine);
const contractFile = `${CONTRACT}/${fs.readdirSync(file(CONTRACT)).find(holds) ?? `${resource}.js`}`;
edit(contractFile, (s) => {
	if (existing) {
		// The endpoint gains an operation: its reason for having none goes.
		const at = s.indexOf(`id: '${existing.id}',`);
		return s.slice(0, at) + s.slice(at).replace(/^\t\tnoOperation:\s*'(?:[^'\\]|\\.)*',\n/m, '');
	}
	s ??= `'use strict';\n/** Mayar's ${resName}: endpoints, then records (./index.js says what each key means). */\n\nconst endpoints = [\n];\n\nconst records = {\n};\n\nmodule.exports = { endpoints, records };\n`;
	const endOfList = must(s, s.indexOf('\n];\n', s.indexOf('const endpoints = [')), 'the endpoints');
	const last = [...s.matchAll(new RegExp(`^\\t\\tid: '${resource}\\.`, 'gm'))].pop();
	s = insertAt(
		s,
		last ? s.indexOf('\n\t},\n', last.index) + 5 : endOfList + 1,
		`\t{ id: '${id}', method: '${method}', path: '${apiPath}', altPaths: [], source: ${TODO}, query: {${method === 'GET' ? ` ${rules} ` : ''}}, ${method === 'POST' ? `body: { ${rules} }, ` : ''}response: '${response}', record: '${record}',${
			served ? '' : ` example: { data: {}, source: ${TODO} },`
		} },\n`,
	);
	if (!newRecord) return s;
	const at = must(s, s.indexOf('\n};\n', s.indexOf('const records = {')), 'the end of records');
	const stub = `\t${record}: { fields: [], source: ${TODO}, types: {}, descriptions: {} },\n`;
	return insertAt(s, at + 1, stub);
});
if (!exists(contractFile))
	edit(`${CONTRACT}/index.js`, (s) =>
		s.replace(/(require\('\.\/\w+'\)),?\s*\]/, `$1, require('./${resource}'),\n]`),
	);
edit('CHANGELOG.md', (s) => {
	const ADDED = '### Added\n\n';
	const at = must(s, s.indexOf(ADDED, s.indexOf('## [Unreleased]')), 'Unreleased > Added');
	// The path as the contract writes it, where it has the endpoint ({id}, not the parameter's name).
	const what = described.replace(/^./, (c) => c.toLowerCase());
	const entry = `- **${resName} > ${name}** (\`${method} ${existing?.path ?? apiPath}\`): ${what}.\n`;
	return insertAt(s, at + ADDED.length, entry);
});
for (const [rel, t] of edits) fs.writeFileSync(file(rel), t);
const code = edits.map(([rel]) => rel).filter((rel) => !rel.endsWith('.md'));
require('child_process').execFileSync(
	process.execPath,
	[require.resolve('prettier/bin/prettier.cjs'), '--write', ...code],
	// Prettier's own message (a file it cannot parse) is shown: the edits are written, and need fixing by hand.
	{ cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
);

// ---- what is left -------------------------------------------------------------------------------------------------

const bare = [...pathParams, ...fields].filter((f) => !fieldOf(f.name) && !optionListOf(f.name));
const todoCalls = [...sharedFields.values()].filter((x) => x.call).map((x) => x.exp);
const them = (list) => list.filter(Boolean).join('; ');
// Mayar as recorded live answering this endpoint otherwise than its docs (test/contract/live.js).
const recorded = exists('test/contract/live.js') ? require(file('test/contract/live.js')).LIVE : [];
const touching = recorded.filter((b) => b.endpoints?.includes(existing?.id)).map((b) => b.id);
const left = [
	existing
		? `${contractFile}: ${id} is documented: check that its rules are what the operation sends.`
		: `${contractFile}: every TODO of ${id}${newRecord ? ` and of the new record ${record} (fields, types, descriptions)` : ` (it answers record ${record}: if Mayar's answer is another, name it)`}${served ? '' : ', and its example data (or a route)'}; sourced from Mayar's spec, docs or a recorded live answer, never the node.`,
	`${opFile}: ${them([
		bare.length && `a description for ${bare.map((f) => labelOf(f.name)).join(', ')}`,
		todoCalls.length && `the description of ${todoCalls.join(', ')} (says TODO)`,
		simplify?.todo && 'the fields Simplify keeps (says TODO)',
		`hints for Mayar's refusals (helpers/hints)${hint404 ? ' beyond the 404' : ''}`,
	])}.`,
	`${factsFile}: ${them([
		sibling
			? `check that ${sibling.op}'s prepare finds records that suit ${name}`
			: prepare && "the prepare's IDs (say TODO)",
		liveCheck?.includes('TODO') && 'the live-check step (says TODO)',
		"output: what a field means here where the contract's text does not say it",
		'notes (says TODO)',
		refusal ? 'refusals beyond the 404' : "refusals: Mayar's, with the hint the operation gives",
		touching.length &&
			`sends: the output that must hold under ${touching.join(', ')} too (live.js; sends.test runs it both ways)`,
	])}.`,
	needsRoute &&
		`test/sandbox/routes/${resource}.js: a route for ${method} ${apiPath} (a ${response} needs the sandbox's state), then node test/sandbox/selftest.js.`,
	/must name a read/.test(defaultNote) && `${dir}/index.ts: ${defaultNote}.`,
].filter(Boolean);
const contributing = exists('CONTRIBUTING.md') ? readText('CONTRIBUTING.md') : '';
const whileWorking = /\*\*While working\*\*[^`]*```bash\n([\s\S]*?)```/.exec(contributing)?.[1];
console.log(`Written: ${edits.map(([rel]) => rel).join(', ')}.
${reused.length ? `Reused: ${reused.join('; ')}.\n` : ''}${dir}/index.ts: ${defaultNote}.
${notes.map((n) => `Note: ${n}.\n`).join('')}
What is left (CONTRIBUTING.md, "Adding an operation"):
${left.map((l, k) => `  ${k + 1}. ${l}`).join('\n')}
${whileWorking ? `Then, in this order (CONTRIBUTING.md, "While working"):\n${whileWorking.trimEnd().replace(/^/gm, '  ')}\n` : ''}`);
