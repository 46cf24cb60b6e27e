#!/usr/bin/env node
'use strict';
/**
 * npm run new:operation -- <resource> <operation> <METHOD> <path> [field:type[?] ...] [--list] [--default] [--description "..."] [--action "..."]
 * Starts an operation of an existing resource (CONTRIBUTING.md, "Adding an operation") from what the resource
 * already has: its shared.ts's fields, option lists, readers and 404 hints, a sibling operation's own parameter
 * (copied), a record of its contract endpoints, a sibling case's prepare. Writes, each in its file's order, the
 * operation file, its entry in index.ts, a contract endpoint whose every new fact says TODO (the contract
 * self-check, so npm test, fails until each is sourced), a conformance case, a test run on that case and a
 * CHANGELOG line; then prints what it reused, did not write and what is left. Fields:
 * the body's (POST) or query's (GET), string, email, uuid, integer, number, boolean, date (ISO 8601) or epochMs
 * (a date sent as epoch ms), `?` when optional; {name} in the path is a path parameter. --list: a list Mayar pages
 * (Return All, Limit, optional fields as Filters). --default: the resource's Operation list opens on this read.
 * Writes nothing if the operation exists.
 */
const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, '..');
const file = (p) => path.join(ROOT, p);
const readText = (rel) => fs.readFileSync(file(rel), 'utf8');
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
	console.error(
		`new:operation: ${message}\n\n${head[3]}\n${head.slice(4, head.indexOf(' */')).join('\n')}`,
	);
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

require('../test/harness/register-ts');
const resourceList = (() => {
	try {
		return require('../nodes/Mayar/actions/resources').resourceList;
	} catch (error) {
		// A new resource without operations: the registry refuses its defaultOperation until one is declared.
		if (
			!new RegExp(`operation "\\w*" of resource "${resource}" is not declared`).test(error.message)
		)
			throw error;
		const line = new RegExp(`name: '([^']+)', value: '${resource}'`).exec(
			fs.readFileSync(file('nodes/Mayar/actions/resources.ts'), 'utf8'),
		);
		return [{ value: resource, name: line[1], entries: [] }];
	}
})();
const res = resourceList.find((r) => r.value === resource);
if (!res)
	usage(`no resource ${resource}: a new resource is a folder and a line in actions/resources.ts`);
if (res.entries.some((e) => e.value === operation)) usage(`${resource}/${operation} exists`);

const esc = (s) => s.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
const words = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
/** An operation's name as the node writes them: Title Case, its small words lower case (Get Many by Type). */
const title = (s) =>
	words(s)
		.replace(/^./, (c) => c.toUpperCase())
		.replace(/ (By|Of|A|An|The|To|For|In|On|And|Or)(?= )/g, (w) => w.toLowerCase());
const cap = (s) => s.replace(/^./, (c) => c.toUpperCase());
const name = title(operation);
const where = method === 'GET' ? 'qs' : 'body';
const reused = [];
const notes = [];

// ---- what the resource already has: its shared.ts, and its operations' parameters ---------------------------------

const sharedFile = `nodes/Mayar/actions/${resource}/shared.ts`;
const shared = fs.existsSync(file(sharedFile)) ? require(file(sharedFile)) : {};
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
const exported = Object.keys(shared);
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
/**
 * name -> the parameter shared.ts declares under that name: an exported parameter (productIdField), or what a
 * factory of it gives (productLocator(description), contentReviewField(displayName, name, description)).
 */
const sharedFields = new Map();
// n8n's spelling in a label: ID and URL wherever they stand (URL Destination, Customer ID).
const plainLabel = (n) =>
	title(n)
		.replace(/\bId\b/g, 'ID')
		.replace(/\bUrl\b/g, 'URL');
const DESCRIBE = "'TODO: what it is for here'";
for (const [exp, x] of Object.entries(shared)) {
	if (isParameter(x) && !sharedFields.has(x.name))
		sharedFields.set(x.name, { exp, field: x, order: exported.indexOf(exp) });
}
for (const n of [...params, ...fields.map((f) => f.name)]) {
	if (sharedFields.has(n)) continue;
	for (const exp of exported.filter((e) => /(Field|Locator|Filter)$/.test(e))) {
		const fn = shared[exp];
		if (typeof fn !== 'function') continue;
		// A factory given the name (contentReviewField(displayName, name, ...)) only under its own name.
		if (paramNames(fn).includes('name') && !bases(n).some((b) => exp.startsWith(b))) continue;
		const args = argsFor(fn, { displayName: n, name: n, description: '' });
		const field = args && fn(...args);
		if (!isParameter(field) || field.name !== n) continue;
		const text = argsFor(fn, {
			displayName: `'${plainLabel(n)}'`,
			name: `'${n}'`,
			description: DESCRIBE,
		});
		sharedFields.set(n, {
			exp,
			call: `${exp}(${text.join(', ')})`,
			field,
			order: exported.indexOf(exp),
		});
		break;
	}
}
/** An option list of shared.ts for a field (statusOptions for status, productTypeOptions for type...). */
const isOptionList = (x) =>
	Array.isArray(x) && x.length > 0 && x.every((o) => o && 'name' in o && 'value' in o);
// typeOptions, or named after the resource too: productTypeOptions for a product's type.
const optionListOf = (n) =>
	sharedNamed(n, (b) => `${b}Options`, isOptionList) ??
	sharedNamed(n, (b) => `${resource}${cap(b)}Options`, isOptionList);
/**
 * How shared.ts reads a field: a reader read<Name>(ctx, i[, fields]) or a validator <name>(ctx, i, field, value
 * [, required]) (readAmount, readTierId for membershipTierId, rating); the call, or undefined.
 */
function sharedRead(n, f, raw, collection) {
	const known = { ctx: 'this', i: 'i', field: `'${n}'`, value: raw, required: String(f.required) };
	if (collection) known.fields = collection;
	for (const exp of [
		sharedNamed(
			n,
			(b) => `read${cap(b)}`,
			(x) => typeof x === 'function',
		),
		sharedNamed(
			n,
			(b) => b,
			(x) => typeof x === 'function' && /^ctx,i,field,value/.test(paramNames(x).join()),
		),
	]) {
		const args = exp && argsFor(shared[exp], known);
		if (args) return `${use(exp)}(${args.join(', ')})`;
	}
	return undefined;
}
const fromShared = new Set();
const use = (exp) => (fromShared.add(exp), exp);
// A parameter a sibling operation declares itself (Invoice's locator('invoiceId', ...) in get, update, setStatus):
// its expression is copied with the imports it uses, and read the way the sibling reads it. Read from the source's
// text: the elements of its description array, and the statement of its execute that reads the parameter.

/** The text with its comments blanked (same length, newlines kept), so quotes in them do not count. */
function blankComments(text) {
	let out = '';
	for (let k = 0; k < text.length; k++) {
		const ch = text[k];
		if (`'"\``.includes(ch)) {
			const end = stringEnd(text, k);
			out += text.slice(k, end + 1);
			k = end;
		} else if (text.startsWith('//', k) || text.startsWith('/*', k)) {
			const end = text.startsWith('//', k) ? text.indexOf('\n', k) : text.indexOf('*/', k) + 2;
			const stop = end < k ? text.length : end;
			out += text.slice(k, stop).replace(/[^\n]/g, ' ');
			k = stop - 1;
		} else out += ch;
	}
	return out;
}
/** The index of the quote that closes the string opening at k. */
function stringEnd(text, k) {
	const q = text[k];
	for (k++; k < text.length && text[k] !== q; k++) if (text[k] === '\\') k++;
	return k;
}
/** The parts of `text` between from and to separated by top-level commas: [{ text, at }], trimmed. */
function topLevel(text, from, to) {
	const parts = [];
	let depth = 0;
	let start = from;
	const push = (end) => {
		const part = text.slice(start, end);
		if (part.trim()) parts.push({ text: part.trim(), at: start + part.search(/\S/) });
	};
	for (let k = from; k < to; k++) {
		const ch = text[k];
		if (`'"\``.includes(ch)) k = stringEnd(text, k);
		else if ('([{'.includes(ch)) depth++;
		else if (')]}'.includes(ch)) depth--;
		else if (ch === ',' && depth === 0) (push(k), (start = k + 1));
	}
	push(to);
	return parts;
}
/** The index just past the bracket closing the one at `open`. */
function closing(text, open) {
	let depth = 0;
	for (let k = open; k < text.length; k++) {
		const ch = text[k];
		if (`'"\``.includes(ch)) k = stringEnd(text, k);
		else if ('([{'.includes(ch)) depth++;
		else if (')]}'.includes(ch) && --depth === 0) return k + 1;
	}
	return text.length;
}
/** The values a source imports: name -> { from, star } (`import * as v`) or { from, name }. */
function importsOf(src) {
	const names = new Map();
	for (const m of src.matchAll(/^import (type )?(?:\* as (\w+)|\{([^}]*)\}) from '([^']+)';/gm)) {
		if (m[1]) continue;
		if (m[2]) names.set(m[2], { from: m[4], star: true });
		for (const part of (m[3] ?? '').split(',').map((x) => x.trim())) {
			if (!part || part.startsWith('type ')) continue;
			const [own, alias] = part.split(/\s+as\s+/);
			names.set(alias ?? own, { from: m[4], name: own });
		}
	}
	return names;
}
const KEYWORDS = new Set([
	'true',
	'false',
	'null',
	'undefined',
	'this',
	'as',
	'typeof',
	'new',
	'await',
]);
/** The free names an expression uses (not property names, object keys or the text of strings). */
const identifiers = (expr) =>
	[
		...expr
			.replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"/g, "''")
			.replace(/`((?:\\.|[^`\\])*)`/g, (m, body) => (body.match(/\$\{[^}]*\}/g) ?? []).join(' '))
			.matchAll(/(?<![.\w$])([A-Za-z_$][\w$]*)(?![\w$]*\s*:[^:])/g),
	]
		.map((m) => m[1])
		.filter((x) => !KEYWORDS.has(x));
const lineOf = (text, at) => text.slice(0, at).split('\n').length;
/** Does an element of a description array declare the parameter n ({ name: 'n', ... } or call('n', ...))? */
function declares(el, n) {
	const inner = (t) => topLevel(t, t.indexOf(t[0] === '{' ? '{' : '(') + 1, t.length - 1);
	if (el.startsWith('{')) return inner(el).some((p) => p.text === `name: '${n}'`);
	if (!/^[\w.]+\(/.test(el) || closing(el, el.indexOf('(')) !== el.length) return false;
	// A factory named after it (mobileField('Customer Mobile', true) declares mobile).
	if (bases(n).some((b) => new RegExp(`^${b}(Field|Locator|Filter)\\(`).test(el))) return true;
	const args = inner(el);
	return args.some((a) => a.text === `'${n}'`) && !args.some((a) => a.text.startsWith('['));
}
/** The element of src's description that declares n, top-level or in a collection's list: { text, at, top }. */
function declaredIn(src, n) {
	const m = /export const description: INodeProperties\[\] = \[/.exec(src);
	if (!m) return undefined;
	const open = m.index + m[0].length - 1;
	const search = (from, to, top) => {
		for (const el of topLevel(src, from, to)) {
			if (declares(el.text, n)) return { ...el, top };
			// A collection's list: an array argument of a call or an options array of an object.
			const args = el.text.startsWith('{') ? 1 : /^[\w.]+\(/.exec(el.text)?.[0].length;
			if (!args) continue;
			for (const inner of topLevel(el.text, args, el.text.length - 1)) {
				const list = inner.text.replace(/^\w+:\s*/, '');
				if (!list.startsWith('[')) continue;
				const at = el.at + inner.at + inner.text.indexOf('[');
				const found = search(at + 1, closing(src, at) - 1, false);
				if (found) return found;
			}
		}
		return undefined;
	};
	return search(open + 1, closing(src, open) - 1, true);
}
/** Every parameter of a description, those inside collections too. */
const allParameters = (list) =>
	list.flatMap((p) => [
		p,
		...(Array.isArray(p.options) ? allParameters(p.options.filter(isParameter)) : []),
	]);
/**
 * How the sibling's execute reads n: the expression of the `const x = ...` or `x: ...` that reads it (its name or
 * its collection's n) and nothing else; null when none does.
 */
function readIn(src, n) {
	const body = src.slice(src.indexOf('export async function execute'));
	const collections = [
		...body.matchAll(/const (\w+) = this\.getNodeParameter\('\w+', i, \{\}\)/g),
	].map((m) => m[1]);
	const reads = (expr) =>
		expr.includes(`'${n}'`) || collections.some((c) => new RegExp(`\\b${c}\\.${n}\\b`).test(expr));
	const found = [];
	for (const m of body.matchAll(/(?:const (\w+) = |[{,(\s](\w+): )/g)) {
		const from = m.index + m[0].length;
		let depth = 0;
		let k = from;
		for (; k < body.length; k++) {
			const ch = body[k];
			if (`'"\``.includes(ch)) k = stringEnd(body, k);
			else if ('([{'.includes(ch)) depth++;
			else if (')]}'.includes(ch) && depth-- === 0) break;
			else if ((ch === ',' || ch === ';') && depth === 0) break;
		}
		const expr = body.slice(from, k).trim();
		if (
			reads(expr) &&
			!/getNodeParameter\('(?!\w+', i, \{\})/.test(expr.replace(`getNodeParameter('${n}'`, ''))
		)
			found.push({ expr, collections, line: lineOf(src, src.indexOf(body) + from) });
	}
	return found.sort((a, b) => a.expr.length - b.expr.length)[0] ?? null;
}
/**
 * n -> the sibling operation that has a parameter of that name ({ rel, src, field, imports, read }), one of the same
 * method first (its wording fits better).
 */
const siblingOps = res.entries
	.map((e) => ({ e, rel: `nodes/Mayar/actions/${resource}/${e.value}.operation.ts` }))
	.filter(({ rel }) => fs.existsSync(file(rel)))
	.map(({ e, rel }) => ({ e, rel, src: blankComments(fs.readFileSync(file(rel), 'utf8')) }))
	.sort((a, b) => b.src.includes(`method: '${method}'`) - a.src.includes(`method: '${method}'`));
// The collection of the optional fields: the name the resource's operations of the same kind use (an update's,
// a create's), else n8n's: filters for a read, updateFields for an update, additionalFields for another write.
const kind = method === 'GET' ? 'read' : /^update/.test(operation) ? 'update' : 'write';
const collectionName = (() => {
	if (kind === 'read') return 'filters';
	const used = siblingOps
		.filter(({ e }) => (/^update/.test(e.value) ? 'update' : 'write') === kind)
		.filter(({ src }) => /method: 'POST'/.test(src))
		.flatMap(({ src }) => [...src.matchAll(/\bcollection\('(\w+)'/g)].map((m) => m[1]));
	return used.length && used.every((x) => x === used[0])
		? used[0]
		: kind === 'update'
			? 'updateFields'
			: 'additionalFields';
})();
// An optional field goes in the collection, whoever declares it; only a parameter shared.ts declares optional at
// the top level (not required there) stays there.
const isTop = (f) => f.required || sharedFields.get(f.name)?.field.required === false;
/**
 * An array of parameters of shared.ts (or fields.ts) holding the optional fields (paymentRequest's
 * optionalFields): the collection is made of it, read by its reader (ctx, i, fields) when it has one.
 */
const sharedModules = ['shared', 'fields']
	.map((m) => ({ m, rel: `nodes/Mayar/actions/${resource}/${m}.ts` }))
	.filter(({ rel }) => fs.existsSync(file(rel)))
	.map(({ m, rel }) => ({ m, rel, exports: m === 'shared' ? shared : require(file(rel)) }));
const optionalNames = fields.filter((f) => !isTop(f)).map((f) => f.name);
const paramArray = (() => {
	const found = [];
	for (const { m, rel, exports } of sharedModules)
		for (const [exp, x] of Object.entries(exports)) {
			const list = Array.isArray(x)
				? x
				: x && typeof x === 'object' && !isParameter(x)
					? Object.values(x)
					: [];
			if (!list.length || !list.every(isParameter) || !Array.isArray(x)) continue;
			const names = x.map((p) => p.name);
			const shared_ = optionalNames.filter((n) => names.includes(n));
			if (shared_.length) found.push({ m, rel, exp, names, covered: shared_ });
		}
	const best = found.sort((a, b) => b.covered.length - a.covered.length)[0];
	if (!best) return undefined;
	const extra = best.names.filter((n) => !optionalNames.includes(n));
	const own = optionalNames.filter((n) => !best.names.includes(n));
	if (extra.length && own.length) {
		notes.push(
			`${best.rel}'s ${best.exp} holds ${best.covered.join(', ')} but also ${extra.join(', ')}, and not ${own.join(', ')}: not used, its fields are declared here`,
		);
		return undefined;
	}
	best.fit = extra.length
		? `a superset: it also has ${extra.join(', ')}`
		: own.length
			? `with ${own.join(', ')} of its own`
			: 'exactly the optional fields';
	// Its reader: a function (ctx, i, <the collection>) reading fields of it; the others it reads must be this
	// operation's required ones.
	const topNames = [...params, ...fields.filter(isTop).map((f) => f.name)];
	for (const { m, exports } of sharedModules)
		for (const [exp, fn] of Object.entries(exports)) {
			if (typeof fn !== 'function') continue;
			const ps = paramNames(fn);
			if (ps.length !== 3 || ps[0] !== 'ctx' || ps[1] !== 'i') continue;
			const src = String(fn);
			const reads = [...src.matchAll(new RegExp(`\\b${ps[2]}\\.(\\w+)`, 'g'))].map((x) => x[1]);
			if (!reads.some((n) => best.covered.includes(n))) continue;
			const others = [...src.matchAll(/getNodeParameter\('(\w+)'/g)].map((x) => x[1]);
			const missing = others.filter((n) => !topNames.includes(n));
			if (missing.length) {
				notes.push(
					`${exp} of ${m}.ts reads ${best.exp} but also ${missing.join(', ')}, which this operation lacks: not used`,
				);
				continue;
			}
			best.reader = { m, exp, reads: new Set([...reads, ...others]) };
			break;
		}
	return best;
})();
const arrayExports = () => sharedModules.find((x) => x.m === paramArray.m).exports;
if (paramArray)
	reused.push(
		`${paramArray.rel}: ${paramArray.exp} as the ${collectionName} (${paramArray.fit})${paramArray.reader ? `, read by ${paramArray.reader.exp}` : ''}`,
	);
const inArray = (n) => Boolean(paramArray?.names.includes(n) && optionalNames.includes(n));
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
/** The string values the endpoint's own contract rule allows for n (active, paid, closed), if it lists them. */
const ownValues = (n) => {
	const r =
		existing && [existing.body, existing.query, existing.params].map((x) => x?.[n]).find(Boolean);
	return Array.isArray(r?.values) && r.values.every((x) => typeof x === 'string')
		? r.values
		: undefined;
};
// An optional field the endpoint requires: the operation still has to send it (an Any asking for each value...).
for (const f of fields.filter((x) => !x.required)) {
	const r = existing && [existing.body, existing.query].map((x) => x?.[f.name]).find(Boolean);
	if (r?.required)
		notes.push(
			`${f.name}: the contract's ${existing.id} requires it (${r.source ?? 'its rule'}), and it is given here as optional: the operation must send one all the same`,
		);
}
// The record's ID in the body too, where the contract's body has it as required (an edit: Mayar reads the body's
// id, the spec the path's): sent in both, as the sources disagree.
const idRule = method === 'GET' || !pathArg.includes('{id}') ? undefined : existing?.body?.id;
const idInBody = Boolean(
	(idRule?.required || idRule?.requiredByDocs) && !fields.some((f) => f.name === 'id'),
);
if (idInBody)
	notes.push(
		`id: sent in the body too, as ${resource}Id, since the contract's ${existing.id} requires it there (${idRule.source})`,
	);
// A field the endpoint requires that the command was not given: nothing would send it, and Mayar refuses that.
for (const part of existing ? [existing.body, existing.query] : [])
	for (const [n, r] of Object.entries(part ?? {}))
		if (r?.required && !fields.some((f) => f.name === n) && !(n === 'id' && idInBody))
			notes.push(
				`${n}: the contract's ${existing.id} requires it (${r.source ?? 'its rule'}), and the command was not given it: send it from the operation (a parameter, or a value a shared reader gives), or run the command again with it`,
			);
const siblingOf = new Map();
for (const n of [...params, ...fields.map((f) => f.name)].filter((x) => !inArray(x)))
	for (const { e, rel, src } of siblingOps) {
		const field = allParameters(e.module.description).find((p) => p.name === n);
		if (!field) continue;
		siblingOf.set(n, { rel, src, field, imports: importsOf(src), read: readIn(src, n) });
		break;
	}
/** n -> { rel, line, text, top, field, imports, read }: a sibling's parameter that shared.ts lacks, to copy. */
const copied = new Map();
for (const [n, sib] of siblingOf) {
	// A value list of the endpoint's own makes the parameter here: a sibling's of the name may mean another thing.
	if (sharedFields.has(n) || ownValues(n)) continue;
	const el = declaredIn(sib.src, n);
	const local = el && identifiers(el.text).filter((x) => !sib.imports.has(x));
	if (!el || local.length) {
		const at = lineOf(sib.src, el ? el.at : sib.src.indexOf('export const description'));
		notes.push(
			`${n}: ${sib.rel}:${at} declares it ${local?.length ? `with ${local.join(', ')} of its own` : 'in a form the command does not read'}, so it is not copied: copy it by hand or move it to ${sharedFile}`,
		);
		continue;
	}
	copied.set(n, { ...sib, line: lineOf(sib.src, el.at), text: el.text, top: el.top });
}
/** What a copied expression needs from its sibling's imports: shared.ts names go through use(). */
const importedFrom = new Map();
function needImports(expr, imports) {
	for (const x of identifiers(expr)) {
		const imp = imports.get(x);
		if (!imp) continue;
		if (imp.from === './shared') use(imp.name);
		else importedFrom.set(x, imp);
	}
}
const labelOf = (n) => fieldOf(n)?.displayName ?? plainLabel(n);
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

const top = fields.filter(isTop);
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
/** The contract's rule for a field: the endpoint's, else that of the resource's endpoints naming it. */
const ruleOf = (n) => {
	const of = (e) => [e.body, e.query, e.params].map((r) => r?.[n]).find((r) => r?.type);
	return (existing && of(existing)) ?? ofResource.map(of).find(Boolean);
};
// A required ID the node's list searches cover (couponId: searchCoupons in methods/listSearch.ts), that neither
// shared.ts nor a sibling declares, is a locator on that search.
const searches = fs.readFileSync(file('nodes/Mayar/methods/listSearch.ts'), 'utf8');
const searched = new Map();
for (const n of [...params, ...fields.filter((f) => f.required).map((f) => f.name)]) {
	const x = /.Id$/.test(n) ? n.slice(0, -2) : undefined;
	const search = x && `search${cap(x)}s`;
	if (sharedFields.has(n) || siblingOf.has(n) || !search) continue;
	if (!new RegExp(`^export async function ${search}\\(`, 'm').test(searches)) continue;
	const field = { name: n, displayName: title(x), type: 'resourceLocator' };
	searched.set(n, {
		field,
		text: `locator('${n}', '${field.displayName}', '${search}', ${DESCRIBE})`,
	});
	reused.push(`${n}: a locator on ${search} (nodes/Mayar/methods/listSearch.ts)`);
}
/** The parameter a field comes with (shared.ts's, a sibling's or a search's), if any. */
const fieldOf = (n) =>
	sharedFields.get(n)?.field ??
	copied.get(n)?.field ??
	searched.get(n)?.field ??
	(inArray(n) ? arrayExports()[paramArray.exp].find((p) => p.name === n) : undefined);
const optionValues = (n) =>
	(
		fieldOf(n)?.options ??
		shared[optionListOf(n)] ??
		(ownValues(n) ?? []).map((value) => ({ value }))
	)
		.filter((o) => o && 'value' in o && !isParameter(o))
		.map((o) => o.value);
/** A number's bounds: the contract's min/max (positive: 1), else the parameter's minValue/maxValue. */
const bounds = (n) => {
	const rule = ruleOf(n);
	const t = fieldOf(n)?.typeOptions ?? {};
	return {
		min: rule?.min ?? (rule?.positive ? 1 : undefined) ?? t.minValue,
		max: rule?.max ?? t.maxValue,
	};
};
/**
 * An object literal copied from a sibling, required or not as the new field is, without the sibling's
 * displayOptions (the registry shows each operation's parameters; a sibling's may name its other parameters).
 */
const adapted = (text, required) => {
	if (!text.startsWith('{')) {
		// A factory's one boolean argument is its `required` (emailField(label, name, required, description)).
		const args = topLevel(text, text.indexOf('(') + 1, text.length - 1);
		const flags = args.filter((a) => /^(true|false)$/.test(a.text));
		if (flags.length !== 1) return text;
		const { at } = flags[0];
		return `${text.slice(0, at)}${required}${text.slice(at + flags[0].text.length)}`;
	}
	const kept = topLevel(text, 1, text.length - 1)
		.map((p) => p.text)
		.filter((p) => !/^(displayOptions|required):/.test(p));
	return `{ ${[...kept, ...(required ? ['required: true'] : [])].join(', ')} }`;
};
const parameter = (f) => {
	const s = sharedFields.get(f.name);
	if (s) {
		use(s.exp);
		return s.call ?? s.exp;
	}
	const c = copied.get(f.name);
	if (c) {
		needImports(c.text, c.imports);
		return adapted(c.text, f.required);
	}
	if (searched.has(f.name)) return searched.get(f.name).text;
	const req = f.required ? ', required: true' : '';
	const list = optionListOf(f.name);
	if (list)
		return `{ displayName: '${labelOf(f.name)}', name: '${f.name}', type: 'options', options: ${use(list)}, default: ${quote(shared[list][0].value)}${req} }`;
	if (emailHelper(f)) return `emailField('${labelOf(f.name)}', '${f.name}', ${f.required})`;
	const own = f.type === 'string' && ownValues(f.name);
	if (own) {
		// Mayar's values as options, sorted by name (n8n's lint); an optional one may be left at Any.
		const options = [
			...(f.required ? [] : [{ name: 'Any', value: '' }]),
			...own.map((x) => ({ name: x.split(/[_-]/).map(cap).join(' '), value: x })),
		].sort((a, b) => a.name.localeCompare(b.name));
		return `{ displayName: '${labelOf(f.name)}', name: '${f.name}', type: 'options', options: [${options.map((o) => `{ name: ${quote(o.name)}, value: ${quote(o.value)} }`).join(', ')}], default: ${quote(f.required ? own[0] : '')}${req} }`;
	}
	const { min, max } = bounds(f.name);
	const range =
		ptype(f.type) === 'number' && (min !== undefined || max !== undefined)
			? `, typeOptions: { ${[min !== undefined && `minValue: ${min}`, max !== undefined && `maxValue: ${max}`].filter(Boolean).join(', ')} }`
			: '';
	return `{ displayName: '${labelOf(f.name)}', name: '${f.name}', type: '${ptype(f.type)}'${range}, default: ${pdefault(f.type)}${placeholder(f)}${req} }`;
};
const quote = (x) => (typeof x === 'string' ? `'${x.replace(/'/g, "\\'")}'` : JSON.stringify(x));
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
/** The sibling's reading of a copied parameter, on this operation's raw value; undefined if it cannot be. */
function copiedRead(n, f, raw) {
	const c = siblingOf.get(n);
	// The endpoint's own value list made the parameter (not the sibling's): it is checked against those values too.
	if (!c || (ownValues(n) && !copied.has(n))) return undefined;
	let expr = c.read?.expr ?? '';
	expr = expr.replace(new RegExp(`this\\.getNodeParameter\\('${n}', i\\)`, 'g'), raw);
	for (const name of c.read?.collections ?? [])
		expr = expr.replace(new RegExp(`\\b${name}\\.${n}\\b`, 'g'), raw);
	// Its `required` argument, as the new field is.
	expr = expr.replace(/\b(true|false)(\s*\)(?:\s+as\s+[\w |]+)?)$/, `${f.required}$2`);
	const own = identifiers(expr).filter(
		(x) => x !== 'i' && x !== collectionName && !c.imports.has(x),
	);
	if (!expr || own.length) {
		if (copied.has(n))
			notes.push(
				`${n}: how ${c.rel}${c.read ? `:${c.read.line}` : ''} reads it ${own.length ? `uses ${own.join(', ')} of its own` : 'was not found'}; the operation checks it by its type instead`,
			);
		return undefined;
	}
	needImports(expr, c.imports);
	if (copied.has(n)) copied.get(n).readCopied = true;
	return expr;
}
/** How a parameter is read: shared.ts's reader, the sibling's reading, a locator's ID, or the checked value. */
const readOf = (f, raw, isPath) => {
	const n = f.name;
	const viaShared = sharedRead(n, f, raw, optional.length ? collectionName : undefined);
	if (viaShared) return viaShared;
	const viaSibling = copiedRead(n, f, raw);
	if (viaSibling) return viaSibling;
	if (fieldOf(n)?.type === 'resourceLocator') return `v.idParameter(this, i, '${n}')`;
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
	if (f.type === 'epochMs') {
		statements.push(`const ${f.name} = ${check(f, raw)};`);
		return `${f.name} === undefined ? undefined : String(Date.parse(${f.name}))`;
	}
	return readOf(f, raw);
};
/** A name of shared.ts or fields.ts the operation uses (the array, its reader). */
const fromModule = (m, exp) =>
	m === 'shared' ? use(exp) : (importedFrom.set(exp, { from: `./${m}`, name: exp }), exp);
const reader = paramArray?.reader;
const entries = [
	...(idInBody ? [`id: ${resource}Id`] : []),
	...(reader ? [`...${fromModule(reader.m, reader.exp)}(this, i, ${collectionName})`] : []),
	...fields.filter((f) => !reader?.reads.has(f.name)).map((f) => `${f.name}: ${valueOf(f)}`),
];
const sends = fields.length > 0 || idInBody;
if (entries.length === 1 && reader) statements.push(`const ${where} = ${entries[0].slice(3)};`);
else if (sends)
	statements.push(`const ${where} = v.compact({ ${entries.join(', ')} } as IDataObject);`);
const requestPath = params.length
	? `\`${apiPath.replace(/\{(\w+)\}/g, '${$1}')}\``
	: `'${apiPath}'`;
const request = `{ method: '${method}', path: ${requestPath}, ${sends ? `${where}, ` : ''}itemIndex: i }`;
if (hint404) use(hint404.exp);
/** What the operation returns, through Simplify when its record is that wide (`simplified`, below). */
const returned = (expr) =>
	simplified
		? `return simplifyIfAsked(this, i, '${simplified.type}', ${expr});`
		: `return ${expr};`;
const body = () =>
	isList
		? returned(
				`await getList(this, i, { method: '${method}', path: ${requestPath}${fields.length ? `, ${where}` : ''} })`,
			)
		: hint404
			? returned(
					wrap(
						`dataOf(await withHints(mayarApiRequest(this, ${request}), { 404: ${hint404.code} }))`,
					),
				)
			: returned(wrap(`dataOf(await mayarApiRequest(this, ${request}))`));
/** The collection: the shared array (with the fields it lacks after it), else the fields' own parameters. */
function collectionOf() {
	const own = optional.filter((f) => !inArray(f.name)).map(parameter);
	const list = paramArray
		? own.length
			? `[...${fromModule(paramArray.m, paramArray.exp)}, ${own.join(', ')}]`
			: fromModule(paramArray.m, paramArray.exp)
		: `[${own.join(', ')}]`;
	return collectionName === 'filters'
		? `filtersCollection(${list})`
		: `collection('${collectionName}', ${list})`;
}
/**
 * The path parameters (the record acted on) first, then the required fields, each group's shared fields first in
 * the order shared.ts declares them; a shared field that shared.ts declares before a shared path parameter stays
 * before it (productIdField, memberIdField: as the resource's other operations show them).
 */
const fromElsewhere = (p) => sharedFields.has(p.name);
const orderOf = (p) => sharedFields.get(p.name).order;
const inOrder = (list) => [
	...list.filter(fromElsewhere).sort((a, b) => orderOf(a) - orderOf(b)),
	...list.filter((p) => !fromElsewhere(p)),
];
const firstPath = Math.min(...pathParams.filter(fromElsewhere).map(orderOf));
const before = pathParams.some(fromElsewhere)
	? top.filter((f) => fromElsewhere(f) && orderOf(f) < firstPath)
	: [];
/** What a list lists: the path's last literal segment if it is a plural noun (members), else the resource's. */
const listNoun = (() => {
	// The resource's own collection (GET /hl/v2/payments, its records at /hl/v2/payments/{id}) is named after it.
	if (
		contract.endpoints.some((e) => e.id.startsWith(`${resource}.`) && e.path === `${apiPath}/{id}`)
	)
		return `${words(res.value).toLowerCase()}s`;
	const last = apiPath
		.split('/')
		.filter((x) => x && !x.includes('{'))
		.pop();
	const text = words(last).replace(/[-_]/g, ' ').toLowerCase();
	return /^[a-z ]+$/.test(text) && /[^su]s$/.test(text) && !/\b(by|of|for|with)\b/.test(text)
		? text
		: `${words(res.value).toLowerCase()}s`;
})();
const description = [
	...inOrder(before),
	...inOrder(pathParams),
	...inOrder(top.filter((f) => !before.includes(f))),
].map(parameter);
// Simplify (n8n's guideline for records of over 10 fields) on a read of such a record: its type is the record's
// (test/conformance/simplify.test.ts maps the others to theirs), else a new one named after the record, keeping what
// the resource's other Simplify types keep of the fields it has, then its payment URL, 10 at most.
const simplifyText = readText('nodes/Mayar/helpers/simplify.ts');
/** The names a Simplify type keeps, read off helpers/simplify.ts. */
const keptBy = (t) =>
	(new RegExp(`^\\t${t}: \\[([^\\]]*)\\]`, 'm').exec(simplifyText)?.[1] ?? '')
		.split(',')
		.map((x) => x.trim().replace(/^'|'$/g, ''))
		.filter(Boolean);
const simplified = (() => {
	if (method !== 'GET' || !contract.records[record]) return undefined;
	const recordFields = contract.recordFields(record);
	if (recordFields.length <= 10) return undefined;
	if (keptBy(record).length) return { type: record };
	const mapped = [
		...readText('test/conformance/simplify.test.ts').matchAll(/^\t(\w+): \[([^\]]*)\]/gm),
	].find((m) => m[2].includes(`'${record}'`));
	if (mapped) return { type: mapped[1] };
	const theirs = [
		...new Set(
			res.entries
				.map((e) => `nodes/Mayar/actions/${resource}/${e.value}.operation.ts`)
				.filter((rel) => fs.existsSync(file(rel)))
				.flatMap((rel) =>
					[...readText(rel).matchAll(/simplifyIfAsked\(\s*this,\s*i,\s*'(\w+)'/g)].map((m) => m[1]),
				),
		),
	];
	const keys = [...new Set(theirs.flatMap(keptBy))].filter((k) =>
		recordFields.includes(k.split('.')[0]),
	);
	// The URL a customer pays at, the field a merchant's workflow sends on.
	const urls = recordFields.filter((f) => /^pay\w*Url$/i.test(f) && !keys.includes(f));
	const kept = [...keys, ...urls].slice(0, 10);
	const how = `the fields it has of those ${theirs.join(' and ')} keep${theirs.length > 1 ? '' : 's'}${urls.length ? `, then ${urls.join(', ')}` : ''}`;
	return kept.length < 3 ? undefined : { type: record, keys: kept, how };
})();
description.push(
	...(isList ? [`...listFields('${listNoun}')`] : []),
	...(simplified ? ['simplifyField()'] : []),
	...(optional.length ? [collectionOf()] : []),
);
const source = [...statements, body()].join('\n\t');
// The imports, by module: the helpers the operation uses, then whatever a copied expression needs.
const imports = new Map();
const needs = (from, name) => imports.set(from, (imports.get(from) ?? new Set()).add(name));
const text = [...description, source].join('\n');
for (const h of [
	'getList',
	'listFields',
	'filtersCollection',
	'collection',
	'emailField',
	'locator',
])
	if (new RegExp(`\\b${h}\\(`).test(text.replace(/\.\.\.listFields/, 'listFields')))
		needs('../../helpers/fields', h);
if (hint404) needs('../../helpers/hints', 'withHints');
if (simplified)
	['simplifyField', 'simplifyIfAsked'].forEach((x) => needs('../../helpers/simplify', x));
if (/\bv\./.test(text)) needs('../../helpers/validate', '* as v');
if (/\bisBlank\(/.test(text)) needs('../../helpers/values', 'isBlank');
if (!isList) ['dataOf', 'mayarApiRequest'].forEach((x) => needs('../../transport', x));
for (const [name, imp] of importedFrom)
	needs(imp.from, imp.star ? `* as ${name}` : imp.name === name ? name : `${imp.name} as ${name}`);
for (const exp of fromShared) needs('./shared', exp);
const importLines = [...imports.keys()].sort().flatMap((from) => {
	const names = [...imports.get(from)];
	const star = names.filter((x) => x.startsWith('* as '));
	const named = names.filter((x) => !x.startsWith('* as ')).sort();
	return [
		...star.map((x) => `import ${x} from '${from}';`),
		...(named.length ? [`import { ${named.join(', ')} } from '${from}';`] : []),
	];
});
const opFile = `nodes/Mayar/actions/${resource}/${operation}.operation.ts`;
const opSource = `import type { ${/IDataObject/.test(source) ? 'IDataObject, ' : ''}IExecuteFunctions, INodeProperties } from 'n8n-workflow';

${importLines.filter((l) => !l.endsWith("'./shared';")).join('\n')}
import type { OperationResult } from '../types';
${importLines.filter((l) => l.endsWith("'./shared';")).join('\n')}

export const description: INodeProperties[] = [${description.join(', ')}];

/** ${method} ${apiPath}${isList ? ', one output item per record' : ''}. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	${source}
}
`;
for (const [n, c] of copied)
	reused.push(
		`${n}: copied from ${c.rel}:${c.line}${c.readCopied ? ', with how it reads it' : ''}; if a third operation needs it, move it to ${sharedFile}`,
	);
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

// The resource's own place: after its last case, else under its `// <Name>` comment (`// Credit: ...` too).
const casesFiles = fs
	.readdirSync(file('test/conformance'))
	.filter((f) => /^cases-.*\.ts$/.test(f))
	.map((f) => `test/conformance/${f}`);
/** What an operation acts on, its name without the leading verb: Event of createEvent and updateEvent. */
const nounOf = (op) => op.replace(/^[a-z]+/, '');
/** Its leading verb: update of updateEvent. */
const verbOf = (op) => op.replace(/[A-Z].*$/, '');
const verb = verbOf(operation);
const lowerFirst = (x) => x.charAt(0).toLowerCase() + x.slice(1);
/**
 * A family: a sibling of the same verb written for its noun, as a string ('event' in Product's updateEvent:
 * updateProperties('event'), updateProduct(this, i, 'event')), when the resource's other code knows this
 * operation's noun too (a key `webinar:` in product/kinds.ts). Its file is this operation's, the noun and path
 * changed: the family's shared code holds the fields, so the ones given on the command line serve the case only.
 */
const family = (() => {
	const noun = lowerFirst(nounOf(operation));
	const dir = `nodes/Mayar/actions/${resource}`;
	const known = new RegExp(`^\\s*${esc(noun)}: \\{`, 'm');
	const others = fs
		.readdirSync(file(dir))
		.filter((f) => f.endsWith('.ts') && !f.endsWith('.operation.ts'));
	if (!noun || !others.some((f) => known.test(readText(`${dir}/${f}`)))) return null;
	for (const { e, rel } of siblingOps) {
		if (verbOf(e.value) !== verb) continue;
		const theirs = `'${lowerFirst(nounOf(e.value))}'`;
		const text = readText(rel);
		if (nounOf(e.value) === '' || !text.includes(theirs)) continue;
		const changed = text
			.split(theirs)
			.join(`'${noun}'`)
			.replace(new RegExp(`${method} /hl/v2/[^\\s,]+`), `${method} ${pathArg}`);
		return { rel, operation: e.value, text: changed };
	}
	return null;
})();
/**
 * A cousin: another resource's operation of the same name built on shared helpers only (Payment Request's
 * setStatus: helpers/status's statusField and setStatus, a locator of helpers/fields), at the same path under its
 * own collection (/hl/v2/payments/{id}/{action}). Its file is this operation's, that resource's words, ID, search
 * and collection changed to this one's; taken only when none of its words is left and the search exists.
 */
const cousin = (() => {
	if (family || !pathArg.includes('/{')) return null;
	const prefix = pathArg.slice(0, pathArg.indexOf('/{'));
	const suffix = template(pathArg.slice(prefix.length));
	const searches = readText('nodes/Mayar/methods/listSearch.ts');
	const shareable = (from) =>
		from === 'n8n-workflow' || from === '../types' || from.startsWith('../../helpers/');
	for (const r of resourceList) {
		const rel = `nodes/Mayar/actions/${r.value}/${operation}.operation.ts`;
		if (r.value === resource || !fs.existsSync(file(rel))) continue;
		const text = readText(rel);
		if (![...text.matchAll(/from '([^']+)'/g)].every((m) => shareable(m[1]))) continue;
		const paths = [...new Set([...text.matchAll(/'(\/hl\/v2\/[^'{]+)'/g)].map((m) => m[1]))];
		const theirs =
			paths.length === 1 && new RegExp(`${method} ${esc(paths[0])}(/[^\\s,.]+)`).exec(text);
		if (!theirs || template(theirs[1]) !== suffix) continue;
		const [lower, ours] = [r.value, resource].map((x) => words(x).toLowerCase());
		const article = /^[aeiou]/.test(ours) ? 'an' : 'a';
		/** A text of that resource in this one's words (its ID, search, name and noun). */
		const reword = (t) =>
			t
				.split(paths[0])
				.join(prefix)
				.split(`${r.value}Id`)
				.join(`${resource}Id`)
				.split(`search${cap(r.value)}s`)
				.join(`search${cap(resource)}s`)
				.split(`'${r.name}'`)
				.join(`'${res.name}'`)
				.replace(new RegExp(`\\ba ${lower}`, 'g'), `${article} ${ours}`)
				.replace(new RegExp(`\\ban ${lower}`, 'g'), `${article} ${ours}`)
				.split(lower)
				.join(ours);
		const changed = reword(text);
		if (new RegExp(`${esc(lower)}|${r.value}`, 'i').test(changed)) continue;
		const used = [...changed.matchAll(/'(search\w+)'/g)].map((m) => m[1]);
		if (!used.every((x) => searches.includes(`function ${x}(`))) continue;
		return { rel, resource: r.value, operation, text: changed, prefix, reword };
	}
	return null;
})();
const copyOf = family ?? cousin;
/**
 * Another path of the endpoint under this resource's own collection (product.setStatus's /hl/v2/invoices/{id}/{action}
 * for an invoice): where the sources disagree the node must work with each, so a cousin's copy tries it after a
 * route-level 404 (helpers/status's fallbackBase), and the test proves it with that form served alone.
 */
const fallback = (() => {
	if (!cousin || !existing) return null;
	const own = words(resource).split(' ')[0].toLowerCase();
	const form = (existing.altPaths ?? []).findIndex(
		(a) =>
			template(a.path.slice(a.path.indexOf('/{'))) ===
				template(pathArg.slice(cousin.prefix.length)) &&
			a.path.slice(0, a.path.indexOf('/{')).split('/').pop().startsWith(own),
	);
	if (form < 0) return null;
	const alt = existing.altPaths[form];
	const base = alt.path.slice(0, alt.path.indexOf('/{'));
	const call = `'${cousin.prefix}', id)`;
	if (!cousin.text.includes(call)) {
		notes.push(
			`${alt.path}: the contract's ${existing.id} gives this other path (${alt.source}); the copy cannot take it as a fallback: try it after a route-level 404 by hand`,
		);
		return null;
	}
	return { alt, base, call, form: form + 1 };
})();
if (fallback) {
	const comment = /\/\*\*([^]*?)\*\/\nexport async function execute/.exec(cousin.text);
	cousin.text = cousin.text
		.replace(fallback.call, `'${cousin.prefix}', id, '${fallback.base}')`)
		.replace(
			comment[0],
			`/**\n *${comment[1].replace(/^\s*\*?\s*/, ' ').replace(/\s+$/, '')}\n * Where it is not served (a route-level 404): ${method} ${fallback.alt.path}, from ${fallback.alt.source}.\n */\nexport async function execute`,
		);
}
// The notes on the parameters it would have declared say nothing of the file copied.
if (copyOf) notes.splice(0, notes.length, ...notes.filter((n) => n.startsWith('no route ')));
// Nor does what the parameters would have reused (shared.ts's fields, a sibling's copied parameter).
if (copyOf)
	reused.splice(
		0,
		reused.length,
		...reused.filter((x) => !x.startsWith(`${sharedFile}: `) && !x.includes(': copied from ')),
	);
if (family)
	reused.push(
		`${opFile}: ${family.rel} for '${lowerFirst(nounOf(operation))}' (its family's shared code holds the fields; those given here make the case and test only)`,
	);
if (cousin)
	reused.push(
		`${opFile}: ${cousin.rel}, its resource's words changed to ${res.name}'s (it is built on shared helpers only)${fallback ? `, and ${fallback.alt.path} (the contract's ${existing.id}) tried after a route-level 404` : ''}`,
	);
/** The cousin's own descriptions of its output (byOperation), in this resource's words: the output is the same. */
const cousinDescriptions = (() => {
	if (!cousin) return [];
	const { byOperation } = require('../test/schema/descriptions');
	const theirs = `${cousin.resource}/${operation}:`;
	return Object.entries(byOperation)
		.filter(([key]) => key.startsWith(theirs))
		.map(([key, text]) => [
			`${resource}/${operation}:${key.slice(theirs.length)}`,
			cousin.reword(text),
		])
		.filter(([key]) => !byOperation[key]);
})();
if (cousinDescriptions.length)
	reused.push(
		`test/schema/descriptions.js: ${cousin.rel}'s descriptions of ${cousinDescriptions.map(([k]) => k.slice(k.indexOf(':') + 1)).join(', ')}, in ${res.name}'s words`,
	);
const ownCaseRe = new RegExp(`^\\t\\{\\n\\t\\tresource: '${resource}',$`, 'm');
const sectionRe = new RegExp(`^\\t// ${esc(res.name)}(?=$|[:( ])`, 'm');
const casesFile =
	casesFiles.find((f) => ownCaseRe.test(readText(f))) ??
	casesFiles.find((f) => sectionRe.test(readText(f)));
if (!casesFile)
	throw new Error(
		`no case of ${resource} nor a "// ${res.name}" section in test/conformance/cases-*.ts`,
	);
const casesText = readText(casesFile);
/** The expression after `name: ` in a case's text, up to its comma or closing brace. */
function expressionOf(text, n) {
	const m = new RegExp(`[{,\\s]${n}: `).exec(text);
	if (!m) return undefined;
	let depth = 0;
	let k = m.index + m[0].length;
	const start = k;
	for (; k < text.length; k++) {
		const ch = text[k];
		// A string literal is skipped whole: a comma in 'Template siap pakai, versi 2' does not end the value.
		if (`'"\``.includes(ch)) {
			for (k++; k < text.length && text[k] !== ch; k++) if (text[k] === '\\') k++;
			continue;
		}
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
// The parameters that name a record the sandbox must hold: path parameters, and required IDs and locators.
const isLocator = (n) => fieldOf(n)?.type === 'resourceLocator';
// A cousin's file reads the path parameters it takes as parameters; the others come from one (setStatus's {action}
// from Status), and its case gives what the cousin's full case gives besides its ID (status: 'unlisted').
const caseParams = cousin ? params.filter((p) => cousin.text.includes(`'${p}'`)) : params;
const cousinExtras = (() => {
	if (!cousin) return [];
	const caseRe = new RegExp(
		`\\n\\t\\{\\n\\t\\tresource: '${cousin.resource}',\\n\\t\\toperation: '${operation}',\\n([\\s\\S]*?)\\n\\t\\},`,
	);
	const text = casesFiles.map((f) => caseRe.exec(readText(f))?.[1]).find(Boolean) ?? '';
	const at = text.search(/^\t\tfull: \(\w*\) => \(\{/m);
	if (at < 0) return [];
	const open = text.indexOf('({', at) + 1;
	return topLevel(text, open + 1, closing(text, open) - 1)
		.map((x) => x.text)
		.filter((x) => x && !x.startsWith(`${cousin.resource}Id:`) && !/\bc\./.test(x));
})();
const idNames = [
	...caseParams,
	...top.filter((f) => f.required && (isLocator(f.name) || /Id$/.test(f.name))).map((f) => f.name),
];
const isCustomerEmail = (f) => f.type === 'email' && /^(email|customerEmail)$/.test(f.name);
// A sibling's prepare fits when its case gives every parameter this one takes from the prepare.
const fromPrepare = [...idNames, ...fields.filter(isCustomerEmail).map((f) => f.name)];
// A read takes a read's prepare first, and never one that hands out or makes a record of its own (a write's:
// fresh, next(), activeMember, a create), which would use up what the sandbox holds for the writes.
const methodOf = (op) =>
	/method: 'POST'/.test(siblingOps.find(({ e }) => e.value === op)?.src ?? '') ? 'POST' : 'GET';
const consumes = (text) =>
	/\b(fresh|next|active[A-Z]\w*|create\w*|add[A-Z]\w*|register\w*)\(|\bn: next\b/.test(
		/^\t\tprepare: [\s\S]*?(?=\n\t\t(minimal|full|also|items): )/m.exec(text)?.[0] ?? '',
	);
/**
 * Mayar's value for a noun where an option list of the resource's shared.ts names it: 'Payment Link (Generic Link)'
 * is generic_link, which no spelling of the noun gives.
 */
const optionNamed = (noun) => {
	const words = noun.replace(/\B[A-Z]/g, ' $&').toLowerCase();
	const hit = Object.values(shared)
		.filter(Array.isArray)
		.flat()
		.find(
			(o) =>
				typeof o?.name === 'string' &&
				typeof o.value === 'string' &&
				o.name.replace(/\s*\(.*\)$/, '').toLowerCase() === words,
		);
	return hit?.value;
};
/** A noun as a case spells it: Mayar's 'digital_product' first (a one-word noun is taken so), then 'digitalProduct'. */
const spellings = (noun) => [
	optionNamed(noun) ?? noun.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/^_/, ''),
	lowerFirst(noun),
];
/** In a family, the case of a sibling of the same verb whose prepare names its noun, for this noun. */
const familyCase = (() => {
	if (!family) return undefined;
	const ours = spellings(nounOf(operation));
	for (const s of siblings) {
		if (verbOf(s.operation) !== verb) continue;
		const theirs = spellings(nounOf(s.operation));
		const k = theirs.findIndex((x) => new RegExp(`^\\t\\tprepare: .*'${x}'`, 'm').test(s.text));
		if (k < 0) continue;
		const swap = (t) => t.split(`'${theirs[k]}'`).join(`'${ours[k]}'`);
		return { ...s, text: swap(s.text), given: swap(s.given) };
	}
	return undefined;
})();
const sibling =
	familyCase ??
	(idNames.length
		? siblings
				.filter((s) => method !== 'GET' || !consumes(s.text))
				.sort((a, b) => (methodOf(b.operation) === method) - (methodOf(a.operation) === method))
				.find(
					(s) =>
						/^\t\tprepare: /m.test(s.text) && fromPrepare.every((n) => expressionOf(s.given, n)),
				)
		: undefined);
/** What the cases file must import from ./records for the case (added to its import list). */
const caseImports = new Set();
const records = (n) => (caseImports.add(n), n);
/** A date bounding a range (startDate, endAt, createdAfter, until...): its side. */
const rangeSide = (f) => {
	if (!['date', 'epochMs'].includes(f.type)) return undefined;
	const parts = words(f.name).toLowerCase().split(' ');
	if (parts.some((w) => ['start', 'from', 'after', 'since'].includes(w))) return 'start';
	if (parts.some((w) => ['end', 'to', 'before', 'until'].includes(w))) return 'end';
	return undefined;
};
/** Does the cases file have inDays (test/conformance/records.ts) for dates relative to now? */
const hasInDays = /^export const inDays = /m.test(readText('test/conformance/records.ts'));
/** A sample within the contract's rule (values, min, max) or the parameter's options and range. */
function sample(f) {
	const side = rangeSide(f);
	// A write's start and end (a sale, an event) are a schedule, in the future, the end after the start.
	if (side && !isList && hasInDays) return `${records('inDays')}(${side === 'start' ? 30 : 31})`;
	// A list's range is wide, so that the full case finds records.
	if (side)
		return hasInDays
			? `${records('inDays')}(${side === 'start' ? -3650 : 1})`
			: side === 'start'
				? "'2016-01-01T00:00:00Z'"
				: "'2036-01-01T00:00:00Z'";
	if (['date', 'epochMs'].includes(f.type) && hasInDays) return `${records('inDays')}(30)`;
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
	if (f.type === 'string' && rule && (rule.min || rule.max)) {
		const text = 'contoh'.repeat(Math.ceil((rule.min ?? 1) / 6)).slice(0, rule.max ?? 200);
		return quote(text);
	}
	return SAMPLE[f.type];
}
let prepare = '';
let fresh = false;
/** A value another case of the resource gives n that needs no prepare (a mobile number its check accepts). */
const givenElsewhere = (n) =>
	siblings.map((s) => expressionOf(s.given, n)).find((x) => x && !/\bc\.|\(/.test(x));
const value = (n, f) => {
	const fromSibling = sibling && expressionOf(sibling.given, n);
	if (fromSibling) return fromSibling;
	if (idNames.includes(n)) return isLocator(n) ? `${records('rl')}(c.${n})` : `c.${n}`;
	if (isCustomerEmail(f)) return 'c.email';
	if (fresh && f.type === 'email') return `\`${n.toLowerCase()}.\${c.n}@example.com\``;
	// The endpoint's own values first: another case's status (setStatus's unlisted) may be no list's filter.
	const own =
		existing && [existing.body, existing.query, existing.params].map((r) => r?.[n]).find(Boolean);
	return (own?.values ? undefined : givenElsewhere(n)) ?? sample(f);
};
if (sibling) {
	prepare = /^(\t\tprepare: [\s\S]*?)\n\t\t(minimal|full|also|items): /m.exec(sibling.text)[1];
	fresh = method === 'POST' && /\bn: next\(\)/.test(prepare);
	reused.push(
		`${casesFile}: the prepare of ${resource}/${sibling.operation}${familyCase ? `, for '${lowerFirst(nounOf(operation))}'` : ''}`,
	);
} else {
	// An ID of the records the sandbox holds (invoiceId, or {id} of Invoice: store.invoices), by the function of
	// ./records named after them (reviews(sb)) or the store's key; for a write a number of its own (next()) so that
	// the e-mails it sends are new each run.
	const recordsText = readText('test/conformance/records.ts');
	// The store's keys: those the sandbox's code reads or sets (store.coupons is set by its coupon route).
	const sandboxText = ['test/sandbox', 'test/sandbox/lib', 'test/sandbox/routes']
		.flatMap((d) =>
			fs
				.readdirSync(file(d))
				.filter((f) => f.endsWith('.js'))
				.map((f) => `${d}/${f}`),
		)
		.map(readText)
		.join('\n');
	const keys = new Set(
		[...`${sandboxText}\n${recordsText}`.matchAll(/\bstore\.(\w+)|list\(sb, '(\w+)'\)/g)].map(
			(m) => m[1] ?? m[2],
		),
	);
	const heldBy = (n) => {
		const plural = `${n === 'id' ? resource : n.replace(/Id$/, '')}s`;
		if (new RegExp(`^export const ${plural} = \\(sb: Sandbox\\)`, 'm').test(recordsText))
			return `${records(plural)}(sb)[0].id`;
		if (keys.has(plural)) return `${records('list')}(sb, '${plural}')[0].id`;
		return undefined;
	};
	fresh = method === 'POST' && fields.some((f) => f.type === 'email' && !isCustomerEmail(f));
	const prepared = [
		...idNames.map(
			(n) =>
				`${n}: ${heldBy(n) ?? (/Id$/.test(n) ? "'TODO: an id the sandbox holds'" : "'TODO: a value Mayar takes here'")}`,
		),
		...(fields.some(isCustomerEmail) ? [`email: ${records('customers')}(sb)[0].email`] : []),
		...(fresh ? [`n: ${records('next')}()`] : []),
	];
	const usesSb = prepared.some((x) => /\(sb\b/.test(x));
	if (prepared.length)
		prepare = `\t\tprepare: (${usesSb ? '{ sb }' : ''}) => ({ ${prepared.join(', ')} }),`;
}
const ofCase = (list) =>
	[
		...caseParams.map((p) => `${p}: ${value(p)}`),
		...list.filter((f) => !optional.includes(f)).map((f) => `${f.name}: ${value(f.name, f)}`),
		...(list === fields ? cousinExtras : []),
		...(list.some((f) => optional.includes(f))
			? [
					`${collectionName}: { ${list
						.filter((f) => optional.includes(f))
						.map((f) => `${f.name}: ${value(f.name, f)}`)
						.join(', ')} }`,
				]
			: []),
		...(isList && list === fields ? ['returnAll: true'] : []),
	].join(', ');
const usesC = /\bc\./.test(ofCase(fields));
// An update sends at least one field: with none required, the minimal case changes the first optional one.
const minimalFields = fields.filter((f) => f.required);
if (kind === 'update' && !minimalFields.length && optional.length) minimalFields.push(optional[0]);
const caseStub = `	{
		resource: '${resource}',
		operation: '${operation}',
${prepare ? `${prepare}\n` : ''}		minimal: (${usesC ? 'c' : ''}) => ({ ${ofCase(minimalFields)} }),
		full: (${usesC ? 'c' : ''}) => ({ ${[ofCase(fields), simplified && 'simplify: false'].filter(Boolean).join(', ')} }),
	},
`;
/** A path as the test matches it, any ID in its parameters. */
const pathMatcher = (p) =>
	`expect.stringMatching(/^${esc(p).replace(/\\\{\w+\\\}|\{\w+\}/g, '[^/]+')}$/)`;
const sentPath = params.length ? pathMatcher(apiPath) : `'${apiPath}'`;
const fallbackTest =
	fallback &&
	`
	test('where only ${fallback.alt.path} is served: ${apiPath} answers 404, then that path', async () => {
		sb.setServedForms({ '${existing.id}': ${fallback.form} });
		try {
			const r = await runAgainst(sb, await caseParameters());
			expect(r.error).toBeUndefined();
			expect(sb.log.map((e) => [e.path, e.status])).toEqual([
				[${pathMatcher(apiPath)}, 404],
				[${pathMatcher(fallback.alt.path)}, 200],
			]);
		} finally {
			sb.setServedForms({});
		}
	});
`;
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
	// Typed as the case's parameters, so that a test may read or replace any of them (its ID).
	const caseParameters = async (): Promise<ReturnType<ConformanceCase['minimal']>> => {
		const c = cases.find((k) => k.resource === '${resource}' && k.operation === '${operation}') as ConformanceCase;
		return { resource: '${resource}', operation: '${operation}', ...c.minimal((await c.prepare?.({ sb, hookUrl: '' }, 'minimal')) ?? {}) };
	};

	test('sends ${method} ${apiPath} and puts out ${isList ? "Mayar\\'s records" : response === 'statusOnly' ? 'one item (Mayar answers with a status only)' : "Mayar\\'s record"}', async () => {
		const r = await runAgainst(sb, await caseParameters());
		expect(r.error).toBeUndefined();
		expect(sb.log[0]).toMatchObject({ method: '${method}', path: ${sentPath} });
		expect(r.items${isList ? '.length).toBeGreaterThan(0)' : ').toHaveLength(1)'};
	});
${fallbackTest || ''}${refusal || ''}});
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
	return copyOf ? copyOf.text : opSource;
});
/**
 * Where `key` goes in a list of keys (each with its index in the text): in order if the list is sorted, else after
 * the last one of the same noun (updateEvent after createEvent), else last.
 */
function placeIn(list, key, end) {
	const keys = list.map((x) => x.key);
	const sorted =
		keys.length > 1 && keys.every((k, n) => n === 0 || keys[n - 1].localeCompare(k) <= 0);
	if (sorted) {
		const after = list.find((x) => x.key.localeCompare(key) > 0);
		return { at: after ? after.at : end, sorted };
	}
	const partner = nounOf(key) ? keys.map(nounOf).lastIndexOf(nounOf(key)) : -1;
	return partner < 0
		? { at: end, sorted }
		: { at: list[partner + 1]?.at ?? end, sorted, partner: keys[partner] };
}
let defaultNote = '';
let orderNote = '';
/** Lines of the README and docs/ that speak of the resource's previous default operation as its default. */
let defaultTexts = [];
function textsNamingDefault(previous) {
	const was = res?.entries.find((e) => e.value === previous)?.name;
	if (!was) return [];
	const mention = new RegExp(`${esc(`${res.name} > ${was}`)}(?!\\w|\\s+[a-z]+\\s+[A-Z])`);
	return ['README.md', ...fs.readdirSync(file('docs')).map((f) => `docs/${f}`)]
		.filter((rel) => rel.endsWith('.md') && fs.existsSync(file(rel)))
		.flatMap((rel) => {
			const lines = readText(rel).split('\n');
			return lines.flatMap((line, n) =>
				mention.test(line) && /default/i.test(`${lines[n - 1] ?? ''} ${line}`)
					? [`${rel}:${n + 1}`]
					: [],
			);
		});
}
edit(`nodes/Mayar/actions/${resource}/index.ts`, (s) => {
	const imports = [...s.matchAll(/^import \* as (\w+) from '\.\/\w+\.operation';\n/gm)];
	const lastImport = imports[imports.length - 1];
	const importAt = placeIn(
		imports.map((m) => ({ key: m[1], at: m.index })),
		operation,
		lastImport ? lastImport.index + lastImport[0].length : s.indexOf('\n\n') + 1,
	).at;
	s = insertAt(s, importAt, `import * as ${operation} from './${operation}.operation';\n`);
	// A new resource's empty list, as Prettier writes it.
	s = s.replace(/operations: \[\],/, 'operations: [\n\t],');
	const close = must(s, s.lastIndexOf('\t],\n};'), `the end of operations in ${resource}/index.ts`);
	const own = [...s.matchAll(/^\t\t\{\n\t\t\tmodule: \w+,\n\t\t\tvalue: '(\w+)',/gm)];
	// The entries keep the file's order: by value where they are sorted, else the new one last.
	const place = placeIn(
		own.map((m) => ({ key: m[1], at: m.index })),
		operation,
		close,
	);
	orderNote = place.sorted
		? ', in the order of its values'
		: place.partner
			? `, after ${place.partner}`
			: ', last of its operations';
	const action =
		actionText ??
		words(operation)
			.toLowerCase()
			.replace(/^./, (c) => c.toUpperCase());
	s = insertAt(
		s,
		place.at,
		`\t\t{\n\t\t\tmodule: ${operation},\n\t\t\tvalue: '${operation}',\n\t\t\tname: '${name}',\n\t\t\taction: ${JSON.stringify(action)},\n\t\t\tdescription: ${JSON.stringify(described)},\n\t\t},\n`,
	);
	// The Operation list opens on defaultOperation, which must be a read (registry.test.ts): a first one is set.
	const current = /defaultOperation: '(\w*)'/.exec(s)?.[1];
	if (method === 'GET' && (!own.length || asDefault)) {
		defaultNote = `defaultOperation is now ${operation}${own.length ? ` (--default; it was ${current})` : ", the resource's first operation"}`;
		if (own.length && current !== operation) defaultTexts = textsNamingDefault(current);
		return s.replace(/defaultOperation: '\w*'/, `defaultOperation: '${operation}'`);
	}
	if (asDefault) usage(`--default: the Operation list opens on a read, and ${name} is a ${method}`);
	defaultNote = own.length
		? `the Operation list still opens on ${current} (defaultOperation in ${resource}/index.ts)${method === 'GET' ? `; to open on ${name}, give --default` : ''}`
		: `defaultOperation in ${resource}/index.ts must name a read (registry.test.ts): add one, ${name} is a write`;
	return s;
});
if (existing)
	edit('test/conformance/conformance.test.ts', (s) =>
		// The endpoint's line in NO_OPERATION, with the reason it gives.
		s.replace(new RegExp(`^\\t'${existing.id.replace('.', '\\.')}',.*\\n`, 'm'), ''),
	);
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
	// After the resource's last case, else on the line after its section's comment.
	const own = [
		...s.matchAll(new RegExp(`${ownCaseRe.source}\\n\\t\\toperation: '(\\w+)',`, 'gm')),
	].map((m) => ({ key: m[1], at: m.index + 1 }));
	const end = own.length
		? closing(s, own[own.length - 1].at) + ',\n'.length
		: s.indexOf('\n', s.search(sectionRe)) + 1;
	s = insertAt(s, placeIn(own, operation, end).at, caseStub);
	// The names of ./records the case uses that the file does not import yet, at the end of that import list.
	const list = must(s, s.indexOf("} from './records';"), `the import of ./records in ${casesFile}`);
	const head = s.slice(0, list);
	const missing = [...caseImports].filter((n) => !new RegExp(`^\\t${n},$`, 'm').test(head));
	const typeAt = head.search(/^\ttype \w+,$/m);
	return insertAt(s, typeAt < 0 ? list : typeAt, missing.map((n) => `\t${n},\n`).join(''));
});
const testImports = [
	"import { cases, type ConformanceCase } from '../conformance/cases';",
	...(refusal
		? [`import { ${hint404.exp} } from '../../nodes/Mayar/actions/${resource}/shared';`]
		: []),
];
// The resource's test file that runs operations on a sandbox `sb` (its own, or a kit's such as product.kit.ts): the
// one testing most operations of the same verb (update...), else <resource>.test.ts, else another; else a new file.
const fits = (s) =>
	/runAgainst/.test(s) &&
	(/^let sb: Sandbox;$/m.test(s) || /^import \{[^}]*\bsb,[^}]*\} from '\.\/\w+\.kit';$/m.test(s));
const testFiles = fs
	.readdirSync(file('test/integration'))
	.filter((n) => new RegExp(`^${resource}([A-Z]\\w*)?\\.test\\.ts$`).test(n))
	.map((n) => ({ rel: `test/integration/${n}`, text: readText(`test/integration/${n}`) }))
	.filter((f) => fits(f.text));
const testFile = (
	testFiles
		.map((f) => ({
			...f,
			same: new Set(f.text.match(new RegExp(`operation: '${verb}[A-Z]\\w*'`, 'g'))).size,
		}))
		.filter((f) => f.same)
		.sort((a, b) => b.same - a.same)[0] ??
	testFiles.find((f) => f.rel.endsWith(`/${resource}.test.ts`)) ??
	testFiles[0] ?? {
		rel: fs.existsSync(file(`test/integration/${resource}.test.ts`))
			? `test/integration/${resource}${cap(operation)}.test.ts`
			: `test/integration/${resource}.test.ts`,
	}
).rel;
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
	const missing = testImports.filter(
		(line) => !s.includes(line.replace(/^import \{ ([^}]+) \}.*$/, '$1')),
	);
	const imports = [...s.matchAll(/^import [^;]*? from '[^']+';\n/gm)];
	const last = imports[imports.length - 1];
	return insertAt(s, last.index + last[0].length, missing.map((l) => `${l}\n`).join('')) + testStub;
});

// docs/operations.md says what an operation's fields and output do not (the generated reference lists those): the
// contributor's words, held to an entry per operation by operationMentions.test.ts.
const docsEntry = `**${name}** under "## ${res.name}", with what its fields and output do not say`;
const docs = `docs/operations.md: nothing written; add ${docsEntry}`;
// A list is a read with parameters (Return All, Limit): check:live runs it from a step in WRITTEN, its rows kept
// under the resource's plural (c.installments) for the steps that read them, so it goes before the first of those.
let livePlan = '';
// A list taking one ID (productId): its value from the steps before, as an earlier step reads it (byId(..., pick,
// none, 'productId')), the resource's own first; the new step goes after that one.
const givenNames = [
	...new Set([...params, ...fields.filter((f) => f.required).map((f) => f.name)]),
];
const planText = readText('scripts/check-live/plan.js');
const liveFrom =
	isList && givenNames.length === 1
		? (() => {
				const start = planText.indexOf('const WRITTEN = [');
				const open = planText.indexOf('[', start);
				const steps = topLevel(planText, open + 1, closing(planText, open) - 1);
				const found = steps
					.map((el) => {
						const at = el.text.indexOf('byId(');
						if (at < 0) return undefined;
						const args = topLevel(el.text, at + 5, closing(el.text, at + 4) - 1).map((a) => a.text);
						return args[3] === `'${givenNames[0]}'` ? { el, args } : undefined;
					})
					.filter(Boolean);
				return found.find((x) => x.args[0].startsWith(`'${resource}/`)) ?? found[0];
			})()
		: undefined;
if (isList && (liveFrom || (!params.length && !fields.some((f) => f.required))))
	edit('scripts/check-live/plan.js', (s) => {
		const start = must(s, s.indexOf('const WRITTEN = ['), 'WRITTEN in scripts/check-live/plan.js');
		const end = s.indexOf('\n];\n', start);
		const plural = listNoun.includes(' ') ? `${resource}s` : listNoun;
		const taken = new RegExp(`list\\([^)]*'${plural}'|\\bc\\.${plural} = `).test(
			s.slice(start, end),
		);
		const key = taken ? `${resource}${cap(operation)}` : plural;
		const reader = s.slice(start, end).search(new RegExp(`\\bc\\.${key}\\b`));
		if (liveFrom) {
			const [, pick, none, param] = liveFrom.args;
			const after = s.indexOf('\n', liveFrom.el.at + liveFrom.el.text.length) + 1;
			livePlan = `; scripts/check-live/plan.js: a step reading ${resource}/${operation} with the ${givenNames[0]} of ${liveFrom.args[0].slice(1, -1)}'s step${reader < 0 ? '' : `, its rows in c.${key}`}`;
			return insertAt(
				s,
				reader < 0 ? after : Math.min(after, stepStart(s, start + reader)),
				// Its rows kept (then) only for a step that reads them.
				reader < 0
					? `\tbyId('${resource}/${operation}', ${pick}, ${none}, ${param}),\n`
					: `\t{ ...byId('${resource}/${operation}', ${pick}, ${none}, ${param}), then: (rows, c) => (c.${key} = rows) },\n`,
			);
		}
		// A read of the resource the plan never ran for want of its ID (never('paymentRequest/get', ...)) takes the
		// first one of this list now.
		const idName = `${resource}Id`;
		const waiting = [...s.slice(start, end).matchAll(/^\tnever\('([\w/]+)', [^\n]*\),\n/gm)].find(
			([, op]) =>
				op.startsWith(`${resource}/`) &&
				readText(`nodes/Mayar/actions/${op}.operation.ts`).includes(`'${idName}'`),
		);
		if (waiting) {
			const byIdStep = `byId('${waiting[1]}', (c) => c.${key}?.[0]?.id, 'no ${words(resource).toLowerCase()} in this account', '${idName}')`;
			livePlan = `; scripts/check-live/plan.js: a step list('${resource}/${operation}', '${key}'), and ${waiting[1]} runs on its first ${idName} (it never ran)`;
			const replaced = s.replace(
				waiting[0],
				`\tlist('${resource}/${operation}', '${key}'),\n\t${byIdStep},\n`,
			);
			// The reason it never ran goes too, if nothing else gives it (lint refuses an unused constant).
			const reason = /^\tnever\('[\w/]+', (\w+)\),/.exec(waiting[0])?.[1];
			return reason && replaced.split(reason).length === 2
				? replaced.replace(new RegExp(`^const ${reason} =[^;]*;\\n`, 'm'), '')
				: replaced;
		}
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
if (simplified?.keys)
	edit('nodes/Mayar/helpers/simplify.ts', (s) => {
		const end = must(
			s,
			s.indexOf('} satisfies Record<string, readonly string[]>;'),
			'the end of SIMPLE_FIELDS',
		);
		return insertAt(
			s,
			end,
			`\t/** ${res.name} > ${name}: ${simplified.how}. */\n\t${simplified.type}: [${simplified.keys.map(quote).join(', ')}],\n`,
		);
	});
if (simplified)
	reused.push(
		simplified.keys
			? `nodes/Mayar/helpers/simplify.ts: Simplify, its record ${record} having over 10 fields; a type ${simplified.type} keeping ${simplified.keys.join(', ')} (${simplified.how})`
			: `nodes/Mayar/helpers/simplify.ts: Simplify, its record ${record} having over 10 fields, as type ${simplified.type}`,
	);
edit('CHANGELOG.md', (s) => {
	const added = must(
		s,
		s.indexOf('### Added\n\n', s.indexOf('## [Unreleased]')),
		'Unreleased > Added',
	);
	return insertAt(
		s,
		added + '### Added\n\n'.length,
		// The path as the contract writes it, where it has the endpoint ({id}, not the parameter's name).
		`- **${res.name} > ${name}** (\`${method} ${existing?.path ?? apiPath}\`${fallback ? `, then \`${fallback.alt.path}\`` : ''}): ${described.replace(/^./, (c) => c.toLowerCase())}.\n`,
	);
});
if (cousinDescriptions.length)
	edit('test/schema/descriptions.js', (s) => {
		const start = must(
			s,
			s.indexOf('\tbyOperation: {\n'),
			'byOperation in test/schema/descriptions.js',
		);
		for (const [key, text] of cousinDescriptions) {
			const end = closing(s, s.indexOf('{', start));
			// In the order of the keys, as the file keeps them.
			const next = [...s.slice(start, end).matchAll(/^\t\t'([^']+)':/gm)].find(
				(m) => m[1].localeCompare(key) > 0,
			);
			s = insertAt(
				s,
				next ? start + next.index : s.lastIndexOf('\n', end) + 1,
				`\t\t'${key}': ${JSON.stringify(text)},\n`,
			);
		}
		return s;
	});
// The node's paths are listed where its errors link (docs/api-notes.md, "Endpoints with more than one path").
if (fallback)
	edit('docs/api-notes.md', (s) => {
		const head = must(
			s,
			s.indexOf('## Endpoints with more than one path'),
			'its section in docs/api-notes.md',
		);
		// The end of the section's first table: its rows run without a break.
		const rows = [...s.slice(head).matchAll(/^\|.*\|\n/gm)];
		let end = rows[0].index + rows[0][0].length;
		for (const m of rows.slice(1)) if (m.index === end) end += m[0].length;
		return insertAt(
			s,
			head + end,
			`| ${res.name} > ${name} | \`${existing.path}\`, \`${fallback.alt.path}\` | ${existing.source}; ${fallback.alt.source} |\n`,
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
	// Prettier's own message (a file it cannot parse) is shown: the edits are written, and need fixing by hand.
	{ cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
);

const contractTodo = existing
	? `the endpoint '${id}' is documented: check that its rules are what the operation sends`
	: candidates.length
		? `the endpoint '${id}': every TODO sourced (Mayar's spec, docs or a recorded live answer, never the node). It
     answers record ${record}: if Mayar's answer is another, name it${served ? '' : ', and give the example data (or write a route)'}`
		: `the endpoint '${id}' and the new record '${record}': every TODO sourced (Mayar's spec, docs or a
     recorded live answer, never the node), the record's fields, types and descriptions${served ? '' : ', the example data (or a route)'}`;
// What is left, each file to edit by hand with what it still needs, then the commands of CONTRIBUTING's "While working".
const bare = [...pathParams, ...fields].filter((f) => !fieldOf(f.name)).map((f) => labelOf(f.name));
const todoCalls = [
	...[...sharedFields.values()].filter((x) => x.call?.includes('TODO')).map((x) => x.exp),
	...[...searched.keys()].map((n) => `the locator ${n}`),
];
const left = [
	`test/contract/mayar-v2.js, ${contractTodo}.`,
	`${opFile}: ${[
		family && `check that ${family.operation}'s file fits ${name}`,
		cousin && `check that ${cousin.rel}'s file fits ${name}, its words changed`,
		!copyOf && bare.length && `a description for ${bare.join(', ')}`,
		!copyOf && todoCalls.length && `the description of ${todoCalls.join(', ')} (says TODO)`,
		!copyOf &&
			copied.size &&
			`check that the copied ${[...copied.keys()].join(', ')} (description and check) fit this operation`,
		!copyOf && 'the output',
		!copyOf && `hints for Mayar's refusals (helpers/hints)${hint404 ? ' beyond the 404' : ''}`,
	]
		.filter(Boolean)
		.join('; ')}.`,
	...(sibling
		? [
				`${casesFile}: the prepare is ${resource}/${sibling.operation}'s: check that its records suit ${name} (the test below says).`,
			]
		: []),
	...(prepare.includes('TODO')
		? [
				`${casesFile}: the prepare's ${[...prepare.matchAll(/(\w+): 'TODO/g)].map((m) => m[1]).join(' and ')} says TODO: ${/an id the sandbox/.test(prepare) ? 'take an ID the sandbox holds (test/conformance/records.ts)' : "give a value Mayar's spec takes there"}.`,
			]
		: []),
	`${testFile}: ${refusal ? 'the other refusals' : params.length || idNames.length ? "the refusals (an unknown ID's 404 first)" : 'the refusals (what the node checks before sending)'}; a value outside an options list needs none (optionRefusals.test.ts runs every operation's).`,
	...(simplified?.keys
		? [
				`nodes/Mayar/helpers/simplify.ts: the keys ${simplified.type} keeps, the most useful first (10 at most).`,
			]
		: []),
	`docs/operations.md: ${docsEntry}.`,
	...(!served && response !== 'record'
		? [
				`test/sandbox/routes/${resource}.js: a route for ${method} ${apiPath}, then node test/sandbox/selftest.js.`,
			]
		: []),
	...(notes.some((n) => n.startsWith('check:live'))
		? ["scripts/check-live/plan.js: the read's step in WRITTEN."]
		: []),
	...(defaultTexts.length
		? [
				`${defaultTexts.join(', ')}: ${res.name}'s default was named there; say ${res.name} > ${name} where it is the default now.`,
			]
		: []),
	...(/must name a read/.test(defaultNote)
		? [`nodes/Mayar/actions/${resource}/index.ts: ${defaultNote}.`]
		: []),
];
console.log(`Written: ${edits.map(([rel]) => rel).join(', ')}.
${reused.length ? `Reused: ${reused.join('; ')}.\n` : ''}${docs}${livePlan}.
${resource}/index.ts: the entry${orderNote}; ${defaultNote}.
${notes.map((n) => `Note: ${n}.\n`).join('')}
What is left (CONTRIBUTING.md, "Adding an operation"):
${left.map((l, k) => `  ${k + 1}. ${l}`).join('\n')}
Then, in this order (CONTRIBUTING.md, "While working"):
${whileWorking()}
`);

/** CONTRIBUTING's "While working" commands, kept there only: its test file is this operation's. */
function whileWorking() {
	const text = readText('CONTRIBUTING.md');
	const block = /\*\*While working\*\*[^`]*```bash\n([\s\S]*?)```/.exec(text)[1];
	return block
		.trimEnd()
		.split('\n')
		.map((line) => `  ${line.replace(/test\/integration\/\w+\.test\.ts/, testFile)}`)
		.join('\n');
}
