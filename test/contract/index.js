'use strict';
/**
 * The Mayar V2 contract (./mayar-v2/) plus a small request checker.
 *
 *   match(method, path)            -> { endpoint, form: 'path'|'alt', altIndex (null for 'path'), params } or null
 *   checkRequest({method, path, query, body}) -> { endpoint|null, violations: [{ kind, field, message }] }
 *   recordFields(name)             -> string[] (throws on an unknown record)
 *   recordTypes(name)              -> { field: 'string|null', ... } (a copy; {} when the record has none; throws on an unknown record)
 *   recordNested(name)             -> { field: 'recordName', ... } (a copy; {} when none; throws on an unknown record)
 *
 * Violation kinds: route, missing, missingDocs, unknown, type, value, oneOf, atLeastOne, cursor.
 * Body types are strict as in test/sandbox/lib/validate.js ("10000" is not an integer); query values are strings
 * (or arrays of strings for repeated keys), so there an integer is a digit string.
 */
const { endpoints, records } = require('./mayar-v2');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CURSOR_LIMIT = { min: 1, max: 50 };
/** Query names that look like a pagination cursor (compared lower-case without _ and -). */
const CURSOR_LIKE = new Set([
	'startingafter',
	'nextstartingafter',
	'endingbefore',
	'cursor',
	'after',
	'before',
	'page',
	'pagesize',
	'offset',
]);

const isParam = (segment) => /^\{[^/{}]+\}$/.test(segment);
const segmentsOf = (path) => String(path).split('/').slice(1);
const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isAbsent = (v) => v === undefined || v === null || v === '';
const violation = (kind, field, message) => ({ kind, field, message });

function isUrl(v) {
	try {
		const u = new URL(v);
		return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname);
	} catch {
		return false;
	}
}
const isIsoDate = (v) => typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v));

// ---- matching ----------------------------------------------------------------------------------------

const FORMS = endpoints.flatMap((endpoint) => [
	{ endpoint, form: 'path', altIndex: null, segments: segmentsOf(endpoint.path) },
	...(endpoint.altPaths || []).map((alt, i) => ({
		endpoint,
		form: 'alt',
		altIndex: i,
		segments: segmentsOf(alt.path),
	})),
]);

function bind(template, parts) {
	if (template.length !== parts.length) return null;
	const params = {};
	for (let i = 0; i < template.length; i++) {
		if (isParam(template[i])) {
			if (parts[i] === '') return null;
			let value = parts[i];
			try {
				value = decodeURIComponent(value);
			} catch {
				// keep the raw segment
			}
			params[template[i].slice(1, -1)] = value;
		} else if (template[i] !== parts[i]) {
			return null;
		}
	}
	return params;
}

/** < 0 when template a has a literal segment earlier than b (a wins). */
function literalFirst(a, b) {
	for (let i = 0; i < a.length; i++) {
		const la = !isParam(a[i]);
		if (la !== !isParam(b[i])) return la ? -1 : 1;
	}
	return 0;
}

function candidates(method, path) {
	if (typeof path !== 'string' || !path.startsWith('/')) return [];
	const parts = segmentsOf(path);
	const out = [];
	for (const f of FORMS) {
		if (method !== undefined && f.endpoint.method !== method) continue;
		const params = bind(f.segments, parts);
		if (params) out.push({ f, params });
	}
	return out.sort((x, y) => literalFirst(x.f.segments, y.f.segments)); // stable: ties keep contract order
}

function match(method, path) {
	const [best] = candidates(String(method).toUpperCase(), path);
	return best
		? {
				endpoint: best.f.endpoint,
				form: best.f.form,
				altIndex: best.f.altIndex,
				params: best.params,
			}
		: null;
}

// ---- value checks --------------------------------------------------------------------------------------

/** min/max bound a number's value, or a string's or an array's length (`unit` names what is counted). */
function checkBounds(rule, value, size, field, out, unit = '') {
	if (rule.positive && value <= 0)
		out.push(violation('value', field, `must be greater than 0 (got ${value})`));
	else if (rule.min !== undefined && size < rule.min)
		out.push(violation('value', field, `must be at least ${rule.min}${unit} (got ${size})`));
	else if (rule.max !== undefined && size > rule.max)
		out.push(violation('value', field, `must be at most ${rule.max}${unit} (got ${size})`));
	else if (rule.values && !rule.values.includes(value))
		out.push(
			violation(
				'value',
				field,
				`must be one of ${rule.values.join(', ')} (got ${JSON.stringify(value)})`,
			),
		);
}

/** Returns true when present and the kind of a missing field was pushed otherwise. */
function present(rule, value, field, out) {
	if (!isAbsent(value)) return true;
	if (rule.required) out.push(violation('missing', field, 'is required'));
	else if (rule.requiredByDocs)
		out.push(
			violation(
				'missingDocs',
				field,
				'is required by the public docs (the spec leaves it optional)',
			),
		);
	return false;
}

const QUERY_TYPES = {
	string: () => true,
	any: () => true,
	integer: (v) => /^\d+$/.test(v),
	epochMs: (v) => /^\d+$/.test(v),
	number: (v) => /^-?\d+(\.\d+)?$/.test(v),
	boolean: (v) => v === 'true' || v === 'false',
	email: (v) => EMAIL.test(v),
	url: isUrl,
	date: isIsoDate,
};

/** A query or path value: a string, or an array of strings for a repeated key. */
function checkQueryValue(rule, value, field, out) {
	if (Array.isArray(value)) {
		if (value.length === 0) return present(rule, undefined, field, out);
		return out.push(
			violation('type', field, `must be a single ${rule.type} (repeated ${value.length} times)`),
		);
	}
	if (!present(rule, value, field, out)) return;
	const ok = QUERY_TYPES[rule.type];
	if (!ok || !ok(value))
		return out.push(
			violation('type', field, `must be of type ${rule.type} (got ${JSON.stringify(value)})`),
		);
	const numeric = rule.type === 'integer' || rule.type === 'number';
	if (numeric) checkBounds(rule, Number(value), Number(value), field, out);
	else checkBounds(rule, value, value.length, field, out, ' characters');
}

const BODY_TYPES = {
	string: (v) => typeof v === 'string',
	email: (v) => typeof v === 'string' && EMAIL.test(v),
	url: (v) => typeof v === 'string' && isUrl(v),
	date: isIsoDate,
	boolean: (v) => typeof v === 'boolean',
	integer: (v) => Number.isInteger(v),
	number: (v) => typeof v === 'number' && Number.isFinite(v),
	object: isPlainObject,
	array: Array.isArray,
	any: () => true,
};

function checkBodyValue(rule, value, field, out) {
	if (!present(rule, value, field, out)) return;
	const ok = BODY_TYPES[rule.type];
	if (!ok || !ok(value))
		return out.push({
			...violation('type', field, `must be of type ${rule.type} (got ${JSON.stringify(value)})`),
			expected: rule.type,
			actual: value,
		});
	if (typeof value === 'string') checkBounds(rule, value, value.length, field, out, ' characters');
	else if (Array.isArray(value)) checkBounds(rule, value, value.length, field, out, ' items');
	else checkBounds(rule, value, value, field, out);
	if (rule.type === 'object' && rule.props) checkFields(rule.props, value, `${field}.`, out, false);
	if (rule.type === 'array' && rule.items)
		value.forEach((item, i) => checkBodyValue(rule.items, item, `${field}[${i}]`, out));
}

/** Checks the listed fields, then flags the unlisted ones (unless `open`). */
function checkFields(rules, obj, prefix, out, open) {
	for (const [name, rule] of Object.entries(rules))
		checkBodyValue(rule, obj[name], `${prefix}${name}`, out);
	if (open) return;
	for (const name of Object.keys(obj)) {
		if (!(name in rules) && obj[name] !== undefined)
			out.push(
				violation('unknown', `${prefix}${name}`, 'is not a field of this endpoint in the contract'),
			);
	}
}

// ---- requests ----------------------------------------------------------------------------------------------

/** Plain object or URLSearchParams -> { name: string | string[] } (repeated keys give arrays). */
function normalizeQuery(query) {
	const out = {};
	if (!query) return out;
	if (typeof query.getAll === 'function') {
		for (const k of new Set(query.keys())) {
			const all = query.getAll(k);
			out[k] = all.length === 1 ? all[0] : all;
		}
		return out;
	}
	for (const [k, v] of Object.entries(query)) {
		if (v !== undefined && v !== null) out[k] = Array.isArray(v) ? v.map(String) : String(v);
	}
	return out;
}

function checkQuery(endpoint, rules, query, out) {
	const cursorList = endpoint.response === 'cursorList';
	for (const [name, rule] of Object.entries(rules)) checkQueryValue(rule, query[name], name, out);
	for (const [name, value] of Object.entries(query)) {
		if (name in rules) continue;
		if (cursorList && name === 'limit') {
			if (
				Array.isArray(value) ||
				!/^\d+$/.test(value) ||
				Number(value) < CURSOR_LIMIT.min ||
				Number(value) > CURSOR_LIMIT.max
			) {
				out.push(
					violation(
						'cursor',
						name,
						`must be an integer ${CURSOR_LIMIT.min}..${CURSOR_LIMIT.max} (got ${JSON.stringify(value)})`,
					),
				);
			}
		} else if (cursorList && name === 'startingAfter') {
			if (Array.isArray(value)) out.push(violation('type', name, 'must be a single string'));
		} else if (cursorList && CURSOR_LIKE.has(name.toLowerCase().replace(/[_-]/g, ''))) {
			out.push(
				violation(
					'cursor',
					name,
					"is not this list's cursor: V2 lists take limit and startingAfter",
				),
			);
		} else if (!(endpoint.undocumented || []).includes('query')) {
			out.push(
				violation('unknown', name, 'is not a query parameter of this endpoint in the contract'),
			);
		}
	}
}

function checkRequest({ method, path, query, body } = {}) {
	const violations = [];
	const found = match(method, path);
	if (!found) {
		const other = candidates(undefined, path).map((c) => c.f.endpoint.method);
		const hint = other.length ? ` (the path takes ${[...new Set(other)].join(', ')})` : '';
		violations.push(
			violation('route', `${method} ${path}`, `no endpoint in the contract matches${hint}`),
		);
		return { endpoint: null, violations };
	}
	const { endpoint, params } = found;
	const alt = found.form === 'alt' ? endpoint.altPaths[found.altIndex] : null;
	const bodyRules = (alt && alt.body) || endpoint.body || {};
	const queryRules = (alt && alt.query) || endpoint.query || {};

	for (const [name, rule] of Object.entries(endpoint.params || {})) {
		if (params[name] !== undefined) checkQueryValue(rule, params[name], name, violations);
	}
	const q = normalizeQuery(query);
	checkQuery(endpoint, queryRules, q, violations);

	const b = body === undefined || body === null ? {} : body;
	if (!isPlainObject(b)) violations.push(violation('type', '(body)', 'must be a JSON object'));
	else checkFields(bodyRules, b, '', violations, (endpoint.undocumented || []).includes('body'));

	// A field set is identified by its keys: a key sent as null (a membership event's paymentLinkId) counts as given.
	const given = (name) => (isPlainObject(b) && b[name] !== undefined) || !isAbsent(q[name]);
	if (endpoint.oneOf && !endpoint.oneOf.some((set) => set.every(given))) {
		violations.push(
			violation(
				'oneOf',
				endpoint.oneOf.map((s) => s.join('+')).join(' | '),
				'give one of these field sets in full',
			),
		);
	}
	if (
		endpoint.atLeastOne &&
		!endpoint.atLeastOne.some((name) => isPlainObject(b) && !isAbsent(b[name]))
	) {
		violations.push(
			violation('atLeastOne', endpoint.atLeastOne.join(' | '), 'give at least one field to change'),
		);
	}
	return { endpoint, violations };
}

function recordOf(name) {
	if (!Object.prototype.hasOwnProperty.call(records, name))
		throw new Error(`contract: no record named ${name}`);
	return records[name];
}

function recordFields(name) {
	return [...recordOf(name).fields];
}

/** Field -> JSON-Schema type names joined by '|' (only the fields a source types). */
function recordTypes(name) {
	return { ...(recordOf(name).types || {}) };
}

/** Field -> the record describing that object field or the items of that array field. */
function recordNested(name) {
	return { ...(recordOf(name).nested || {}) };
}

/** The JSON type of a value as the contract's `types` name it: 'integer' for a whole number, else 'number'. */
function jsonType(value) {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'array';
	if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
	return typeof value;
}

/** Whether a value of JSON type `seen` fits a contract type ('string|null', ...): an integer is a number too. */
function typeFits(expected, seen) {
	const allowed = String(expected).split('|');
	return allowed.includes(seen) || (seen === 'integer' && allowed.includes('number'));
}

const byId = (id) => endpoints.find((e) => e.id === id) || null;

module.exports = {
	endpoints,
	records,
	match,
	checkRequest,
	recordFields,
	recordTypes,
	recordNested,
	jsonType,
	typeFits,
	byId,
	CURSOR_LIMIT,
};
