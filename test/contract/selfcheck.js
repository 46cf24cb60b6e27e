#!/usr/bin/env node
'use strict';
/**
 * node test/contract/selfcheck.js
 * Checks the shape of the contract (ids, paths, records, field rules, templates), then exercises checkRequest on
 * hand-written requests. Exit 0 and one count line when everything holds; exit 1 with the failures otherwise.
 */
const contract = require('./index');

const { endpoints, records } = contract;
const failures = [];
const fail = (msg) => failures.push(msg);

// ---- structure -----------------------------------------------------------------------------------------

const PREFIXES = ['/hl/v2/', '/credit/v2/', '/saas/v2/', '/software/v2/'];
const RESPONSES = [
	'cursorList',
	'pageList',
	'record',
	'nullableRecord',
	'statusOnly',
	'verify',
	'file',
];
const BODY_TYPES = [
	'string',
	'integer',
	'number',
	'email',
	'url',
	'date',
	'boolean',
	'object',
	'array',
	'any',
];
const QUERY_TYPES = [
	'string',
	'integer',
	'number',
	'boolean',
	'email',
	'epochMs',
	'url',
	'date',
	'any',
];
const RULE_KEYS = [
	'type',
	'required',
	'requiredByDocs',
	'values',
	'min',
	'max',
	'positive',
	'props',
	'items',
	'source',
];
const placeholders = (path) => (path.match(/\{[^}]+\}/g) || []).map((p) => p.slice(1, -1));
const shape = (path) => path.replace(/\{[^}]+\}/g, '{}');

function checkRule(where, rule, types, needSource = true) {
	if (!rule || typeof rule !== 'object') return fail(`${where}: rule is not an object`);
	if (!types.includes(rule.type)) fail(`${where}: unknown type ${rule.type}`);
	if (needSource && (typeof rule.source !== 'string' || !rule.source)) fail(`${where}: no source`);
	for (const key of Object.keys(rule))
		if (!RULE_KEYS.includes(key)) fail(`${where}: unknown rule key ${key}`);
	if (rule.required && rule.requiredByDocs) fail(`${where}: both required and requiredByDocs`);
	if (rule.values !== undefined && (!Array.isArray(rule.values) || !rule.values.length))
		fail(`${where}: values must be a non-empty array`);
	if (rule.props) {
		if (rule.type !== 'object') fail(`${where}: props on a ${rule.type}`);
		for (const [k, r] of Object.entries(rule.props)) checkRule(`${where}.${k}`, r, types);
	}
	if (rule.items) {
		if (rule.type !== 'array') fail(`${where}: items on a ${rule.type}`);
		checkRule(`${where}[]`, rule.items, types);
	}
}

const isPlain = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

const ids = new Set();
const routes = new Map();
for (const ep of endpoints) {
	const at = ep.id || JSON.stringify(ep).slice(0, 60);
	for (const key of ['id', 'method', 'path', 'source', 'response']) {
		if (typeof ep[key] !== 'string' || !ep[key]) fail(`${at}: missing ${key}`);
	}
	if (!/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(ep.id)) fail(`${at}: id is not resource.verb`);
	if (ids.has(ep.id)) fail(`${at}: duplicate id`);
	ids.add(ep.id);
	if (!['GET', 'POST'].includes(ep.method)) fail(`${at}: method ${ep.method}`);
	if (!RESPONSES.includes(ep.response)) fail(`${at}: response ${ep.response}`);
	if (ep.record !== undefined && !records[ep.record])
		fail(`${at}: record ${ep.record} does not exist`);
	if (!Array.isArray(ep.altPaths)) fail(`${at}: altPaths is not an array`);

	const forms = [{ path: ep.path, source: ep.source }, ...(ep.altPaths || [])];
	forms.forEach((form, i) => {
		const where = i ? `${at} altPaths[${i - 1}]` : at;
		if (!PREFIXES.some((p) => String(form.path).startsWith(p)))
			fail(`${where}: path ${form.path} has no V2 prefix`);
		if (typeof form.source !== 'string' || !form.source) fail(`${where}: no source`);
		const key = `${ep.method} ${shape(form.path)}`;
		if (routes.has(key)) fail(`${where}: ${key} also used by ${routes.get(key)}`);
		routes.set(key, ep.id);
		for (const name of Object.keys(ep.params || {})) {
			if (!placeholders(form.path).includes(name))
				fail(`${where}: params.${name} is not a placeholder of ${form.path}`);
		}
		// Each template must resolve to itself.
		const sample = form.path.replace(/\{[^}]+\}/g, 'x1');
		const m = contract.match(ep.method, sample);
		if (
			!m ||
			m.endpoint !== ep ||
			m.form !== (i ? 'alt' : 'path') ||
			m.altIndex !== (i ? i - 1 : null)
		) {
			fail(
				`${where}: ${ep.method} ${sample} resolves to ${m ? `${m.endpoint.id} ${m.form}` : 'nothing'}`,
			);
		}
		if (form.body)
			for (const [k, r] of Object.entries(form.body))
				checkRule(`${where} body.${k}`, r, BODY_TYPES);
		if (form.query)
			for (const [k, r] of Object.entries(form.query))
				checkRule(`${where} query.${k}`, r, QUERY_TYPES);
	});
	for (const [k, r] of Object.entries(ep.params || {}))
		checkRule(`${at} params.${k}`, r, QUERY_TYPES);

	if (ep.method === 'GET' && ep.body && Object.keys(ep.body).length)
		fail(`${at}: GET with body fields`);
	if (
		ep.response === 'cursorList' &&
		ep.query &&
		('limit' in ep.query || 'startingAfter' in ep.query)
	)
		fail(`${at}: cursorList lists an implied cursor field`);
	if (ep.response === 'pageList' && !(ep.query && 'page' in ep.query && 'limit' in ep.query))
		fail(`${at}: pageList without page and limit`);
	const known = new Set([...Object.keys(ep.body || {}), ...Object.keys(ep.query || {})]);
	for (const name of [...(ep.oneOf || []).flat(), ...(ep.atLeastOne || [])]) {
		if (!known.has(name)) fail(`${at}: oneOf/atLeastOne names unknown field ${name}`);
	}
	for (const part of ep.undocumented || [])
		if (!['body', 'query'].includes(part)) fail(`${at}: undocumented ${part}`);
	if (ep.example !== undefined) checkExample(at, ep);
	if (ep.noOperation !== undefined && (typeof ep.noOperation !== 'string' || !ep.noOperation))
		fail(`${at}: noOperation is not a reason (a non-empty string)`);
}

/** An endpoint's example (what the sandbox answers when no route file serves it) holds to its own record. */
function checkExample(at, ep) {
	const { example } = ep;
	if (!isPlain(example)) return fail(`${at}: example is not an object`);
	for (const key of Object.keys(example))
		if (!['data', 'messages', 'source'].includes(key))
			fail(`${at}: example has unknown key ${key}`);
	if (typeof example.source !== 'string' || !example.source) fail(`${at}: example has no source`);
	if (ep.response === 'statusOnly') {
		if (example.data !== undefined) fail(`${at}: a statusOnly example has data`);
		return;
	}
	if (!ep.record || !isPlain(example.data))
		return fail(`${at}: example.data is not a ${ep.record} record`);
	const fields = contract.recordFields(ep.record);
	const types = contract.recordTypes(ep.record);
	for (const [field, value] of Object.entries(example.data)) {
		if (!fields.includes(field))
			fail(`${at}: example.data.${field} is not a field of ${ep.record}`);
		else if (types[field] && !contract.typeFits(types[field], contract.jsonType(value)))
			fail(`${at}: example.data.${field} is not ${types[field]}`);
	}
}
const RECORD_KEYS = ['fields', 'source', 'types', 'nested', 'typesSource', 'descriptions'];
const JSON_TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'];
for (const [name, rec] of Object.entries(records)) {
	if (!Array.isArray(rec.fields) || !rec.fields.length) fail(`record ${name}: no fields`);
	if (new Set(rec.fields).size !== rec.fields.length) fail(`record ${name}: duplicate fields`);
	if (typeof rec.source !== 'string' || !rec.source) fail(`record ${name}: no source`);
	for (const key of Object.keys(rec))
		if (!RECORD_KEYS.includes(key)) fail(`record ${name}: unknown key ${key}`);
	if (rec.typesSource !== undefined && (typeof rec.typesSource !== 'string' || !rec.typesSource))
		fail(`record ${name}: typesSource is not a non-empty string`);
	if (rec.types !== undefined && !isPlain(rec.types))
		fail(`record ${name}: types is not an object`);
	if (rec.nested !== undefined && !isPlain(rec.nested))
		fail(`record ${name}: nested is not an object`);
	const fields = Array.isArray(rec.fields) ? rec.fields : [];
	for (const [field, type] of Object.entries(rec.types || {})) {
		if (!fields.includes(field)) fail(`record ${name}: types.${field} is not one of its fields`);
		const names = typeof type === 'string' ? type.split('|') : [];
		if (!names.length || names.some((t) => !JSON_TYPES.includes(t)))
			fail(
				`record ${name}: types.${field} ${JSON.stringify(type)} is not a |-list of ${JSON_TYPES}`,
			);
		if (new Set(names).size !== names.length)
			fail(`record ${name}: types.${field} ${type} repeats a type`);
	}
	for (const [field, text] of Object.entries(rec.descriptions || {}))
		if (!fields.includes(field) || typeof text !== 'string' || !text)
			fail(`record ${name}: descriptions.${field} is not a text for one of its fields`);
	for (const [field, target] of Object.entries(rec.nested || {})) {
		if (!fields.includes(field)) fail(`record ${name}: nested.${field} is not one of its fields`);
		if (typeof target !== 'string' || !Object.prototype.hasOwnProperty.call(records, target))
			fail(`record ${name}: nested.${field} names no record (${target})`);
		const type = (rec.types || {})[field];
		if (typeof type === 'string' && !type.split('|').some((t) => t === 'object' || t === 'array'))
			fail(`record ${name}: nested.${field} is typed ${type}, neither object nor array`);
	}
}

// ---- requests ------------------------------------------------------------------------------------------------

let assertions = 0;
const summary = (res) => res.violations.map((v) => `${v.kind}:${v.field}`).sort();

/** The request's violations, as sorted "kind:field", must equal `expected` exactly. */
function expectViolations(name, request, expected) {
	assertions++;
	const res = contract.checkRequest(request);
	const got = summary(res);
	const want = [...expected].sort();
	if (JSON.stringify(got) !== JSON.stringify(want))
		fail(`${name}: expected [${want.join(', ')}], got [${got.join(', ')}]`);
}

function expectMatch(name, method, path, id, form, altIndex) {
	assertions++;
	const m = contract.match(method, path);
	const got = m ? `${m.endpoint.id} ${m.form} ${m.altIndex}` : 'null';
	const want = `${id} ${form} ${altIndex}`;
	if (got !== want) fail(`${name}: expected ${want}, got ${got}`);
}

function expectTrue(name, cond) {
	assertions++;
	if (!cond) fail(name);
}

const goodInvoice = {
	name: 'Budi',
	email: 'budi@example.com',
	mobile: '081234567890',
	redirectUrl: 'https://example.com/thanks',
	description: 'Order 42',
	expiredAt: '2026-12-31T00:00:00.000Z',
	items: [
		{ quantity: 2, rate: 50000, description: 'Widget' },
		{ quantity: 1, rate: -10000, description: 'Discount' },
	],
};
const post = (path, body, query) => ({ method: 'POST', path, body, query });
const get = (path, query) => ({ method: 'GET', path, query });

expectViolations('good invoice create passes', post('/hl/v2/invoices/create', goodInvoice), []);
expectViolations(
	'nested unknown item field',
	post('/hl/v2/invoices/create', {
		...goodInvoice,
		items: [{ quantity: 1, rate: 1, description: 'x', foo: 1 }],
	}),
	['unknown:items[0].foo'],
);
expectViolations(
	'invoice create without items: docs-only requirement',
	post('/hl/v2/invoices/create', { ...goodInvoice, items: undefined }),
	['missingDocs:items'],
);
expectViolations(
	'"10000" is not an integer in a body',
	post('/hl/v2/payments/create', { amount: '10000', name: 'Budi' }),
	['type:amount'],
);
expectViolations(
	'unknown body field',
	post('/hl/v2/payments/create', { amount: 10000, name: 'Budi', colour: 'red' }),
	['unknown:colour'],
);
expectViolations('invoice list without sort', get('/hl/v2/invoices', { status: 'paid' }), [
	'missing:sort',
]);
expectViolations(
	'invoice list sort value',
	get('/hl/v2/invoices', { sort: 'pending', limit: '50' }),
	['value:sort'],
);
expectViolations(
	'payment-link sort with starting_after only',
	post('/hl/v2/payment-links/sort/generic_link', {}, { starting_after: '1768375011056' }),
	[],
);
expectViolations(
	'cursorList limit 51 and a foreign cursor',
	get('/hl/v2/transactions', { limit: '51', page: '2' }),
	['cursor:limit', 'cursor:page'],
);
expectViolations(
	'repeated query key for a scalar',
	get('/hl/v2/payments', { status: ['paid', 'closed'] }),
	['type:status'],
);
expectViolations(
	'epochMs query filter',
	get('/hl/v2/transactions/unpaid', { startAt: '2026-01-01', status: 'active' }),
	['type:startAt'],
);
expectMatch(
	'credit balance, spec form',
	'GET',
	'/credit/v2/credit/customer/balance',
	'credit.balance',
	'path',
	null,
);
expectMatch(
	'credit balance, docs/CLI form',
	'GET',
	'/hl/v2/credit/customer/balance',
	'credit.balance',
	'alt',
	0,
);
expectMatch(
	'credit balance, validator-script form',
	'GET',
	'/credit/v2/customer/balance',
	'credit.balance',
	'alt',
	1,
);
expectViolations(
	'credit balance needs productId',
	get('/hl/v2/credit/customer/balance', { customerId: 'c1' }),
	['missing:productId'],
);
expectViolations(
	'customer update, spec form',
	post('/hl/v2/customers/c1/update', { toEmail: 'new@example.com' }),
	[],
);
expectViolations(
	'customer update, docs form needs fromEmail',
	post('/hl/v2/customers/update', { toEmail: 'new@example.com' }),
	['missing:fromEmail'],
);
expectViolations(
	'webhook retry, spec V2 body',
	post('/hl/v2/webhooks/retry', {
		paymentLinkId: 'p',
		type: 'payment.received',
		payload: '{}',
		paymentLinkTransactionId: 't',
	}),
	[],
);
expectViolations(
	'webhook retry, docs body',
	post('/hl/v2/webhooks/retry', { webhookHistoryId: 'h1' }),
	[],
);
expectViolations(
	'webhook retry, neither shape',
	post('/hl/v2/webhooks/retry', { paymentLinkId: 'p' }),
	['oneOf:paymentLinkId+type+payload+paymentLinkTransactionId | webhookHistoryId'],
);
expectMatch(
	'literal segment wins over {id}/{action}',
	'POST',
	'/hl/v2/products/payment-link/create',
	'paymentLink.create',
	'alt',
	0,
);
expectViolations('invoice status action value (CLI form)', post('/hl/v2/invoices/i1/delete'), [
	'value:action',
]);
expectViolations(
	'digital product edit needs one change',
	post('/hl/v2/products/digital-product/d1/update', { id: 'd1' }),
	[
		'atLeastOne:name | description | amount | crossoutPrice | redirectUrl | notes | expiredAt | limit | tax | link',
	],
);
expectViolations('unknown route and wrong method', post('/hl/v2/balances', {}), [
	'route:POST /hl/v2/balances',
]);
expectTrue(
	'recordFields keeps dotted member keys and throws on unknown names',
	contract.recordFields('membershipMember').includes('customer.email') &&
		(() => {
			try {
				contract.recordFields('nope');
				return false;
			} catch {
				return true;
			}
		})(),
);

expectTrue(
	'recordTypes and recordNested return copies ({} when none) and throw on unknown names',
	(() => {
		const t = contract.recordTypes('installmentPlan');
		t.createdAt = 'null';
		const n = contract.recordNested('unpaidTransaction');
		n.customer = 'nope';
		const throws = (fn) => {
			try {
				fn('nope');
				return false;
			} catch {
				return true;
			}
		};
		return (
			contract.recordTypes('installmentPlan').createdAt === 'string' &&
			contract.recordTypes('unpaidTransaction').createdAt === 'integer' &&
			contract.recordTypes('productListItem').category === 'string|null' &&
			contract.recordNested('unpaidTransaction').customer === 'customer' &&
			JSON.stringify(contract.recordTypes('creditCheckout')) === '{}' &&
			JSON.stringify(contract.recordNested('balance')) === '{}' &&
			throws(contract.recordTypes) &&
			throws(contract.recordNested)
		);
	})(),
);

// ---- nothing left to source ------------------------------------------------------------------------------------

/** Where a fact still says TODO (as npm run new:operation writes it): each is sourced or removed before a merge. */
function todos(value, at) {
	if (typeof value === 'string') return /\bTODO\b/.test(value) ? [at] : [];
	if (!value || typeof value !== 'object') return [];
	return Object.entries(value).flatMap(([k, v]) =>
		todos(v, Array.isArray(value) ? `${at}[${k}]` : `${at}.${k}`),
	);
}
for (const ep of endpoints) for (const at of todos(ep, ep.id)) fail(`${at} says TODO: source it`);
for (const [name, rec] of Object.entries(records))
	for (const at of todos(rec, `record ${name}`)) fail(`${at} says TODO: source it`);

// ---- report -----------------------------------------------------------------------------------------------------

if (failures.length) {
	console.error(`contract selfcheck: ${failures.length} failure(s) in test/contract/mayar-v2/`);
	for (const f of failures) console.error(`  - ${f}`);
	process.exit(1);
}
const withAlt = endpoints.filter((e) => e.altPaths.length).length;
console.log(
	`contract selfcheck ok: ${endpoints.length} endpoints (${withAlt} with altPaths), ${Object.keys(records).length} records, ${assertions} request assertions`,
);
