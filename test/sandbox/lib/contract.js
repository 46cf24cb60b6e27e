'use strict';
/**
 * Holds every request and response of the sandbox to Mayar's contract (test/contract/mayar-v2/, written from the
 * spec and the public docs, never from the node):
 *   - a path the contract does not document answers Mayar's generic 404 "Not Found";
 *   - where the sources give several paths for one endpoint, `servedForms` can make the sandbox serve only one of
 *     them (as production serves one), so tests can prove a client finds the other;
 *   - a missing required field, a wrong type or a value outside the allowed ones gets Mayar's validation envelope
 *     before the route's own handler runs;
 *   - a field the contract does not list, or one only the public docs require, is flagged on the request log entry
 *     (entry.unknownFields, entry.docsMissing), not refused: Mayar ignores what it does not know;
 *   - records in a response keep only the fields the contract documents for them (entry.strippedFields lists what
 *     the route had and the contract does not, so nobody can rely on it).
 */
const contract = require('../../contract');

/**
 * Refused here: what is missing, and a query value of the wrong type or outside the allowed values. A body value of
 * the wrong type is refused by the route's own validator, in the words Mayar documents for that endpoint.
 */
const REFUSED = new Set(['missing', 'type', 'value', 'oneOf', 'atLeastOne']);
const BODY_CHECKED_BY_ROUTE = new Set(['type', 'value']);
const NOT_FOUND = { status: 404, body: { statusCode: 404, messages: 'Not Found' } };

function isPlainObject(v) {
	return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** The validator's type names that Mayar answers with (public facts 1.4): required, number, numberInteger, ... */
function mayarType(v) {
	if (v.kind === 'missing') return 'required';
	if (v.kind !== 'type' || !v.expected) return v.kind;
	if (v.expected === 'integer' || v.expected === 'number')
		return typeof v.actual === 'number' ? 'numberInteger' : 'number';
	return v.expected;
}

/** Mayar's validator wording: "The 'name' field is required." */
function toMayarError(v) {
	const field = v.field.replace(/^\(body\)$/, 'body');
	const out = { type: mayarType(v), message: `The '${field}' field ${v.message}.`, field };
	if (v.actual !== undefined) out.actual = v.actual;
	return out;
}

function createContractGate() {
	/** endpoint id (or id prefix ending in '.') -> the only form served: 0 = the spec's path, n = altPaths[n-1]. */
	let servedForms = {};

	function onlyForm(endpointId) {
		if (endpointId in servedForms) return servedForms[endpointId];
		const prefix = Object.keys(servedForms).find(
			(k) => k.endsWith('.') && endpointId.startsWith(k),
		);
		return prefix === undefined ? undefined : servedForms[prefix];
	}

	/** Before the handler: null to go on, or the response that refuses the request. Records findings on `entry`. */
	function check(method, path, query, body, entry) {
		const found = contract.match(method, path);
		if (!found) {
			entry.contract = 'undocumented route';
			return NOT_FOUND;
		}
		entry.endpoint = found.endpoint.id;
		const form = found.form === 'path' ? 0 : found.altIndex + 1;
		const only = onlyForm(found.endpoint.id);
		if (only !== undefined && only !== form) return NOT_FOUND;
		const { violations } = contract.checkRequest({
			method,
			path,
			query,
			body: isPlainObject(body) ? body : undefined,
		});
		const unknown = violations
			.filter((v) => v.kind === 'unknown' || v.kind === 'cursor')
			.map((v) => v.field);
		const docs = violations.filter((v) => v.kind === 'missingDocs').map((v) => v.field);
		if (unknown.length) entry.unknownFields = unknown;
		if (docs.length) entry.docsMissing = docs;
		// Path placeholders (a status action, a product type) are the route's to refuse, in Mayar's own words.
		const params = found.endpoint.params || {};
		const inQuery = (v) => v.field.split(/[.[]/)[0] in (query || {});
		const refused = violations.filter(
			(v) =>
				REFUSED.has(v.kind) &&
				!(v.field in params) &&
				!(BODY_CHECKED_BY_ROUTE.has(v.kind) && !inQuery(v)),
		);
		if (!refused.length) return null;
		// Where Mayar documents its own answer for a missing field, it answers with that message alone.
		const documented =
			refused[0].kind === 'missing' && (found.endpoint.missingMessages || {})[refused[0].field];
		if (documented) return { status: 400, body: { statusCode: 400, messages: documented.message } };
		if (process.env.SANDBOX_DEBUG_CONTRACT)
			process.stderr.write(
				`contract refused ${method} ${path}: ${JSON.stringify(refused)} body=${JSON.stringify(body)} query=${JSON.stringify(query)}\n`,
			);
		const data = refused.map(toMayarError);
		if (found.endpoint.validationFailure && found.endpoint.validationFailure.http === 200) {
			return { status: 200, body: { statusCode: 400, messages: 'failed', data } };
		}
		return { status: 400, body: { statusCode: 400, messages: 'Validation Error', data } };
	}

	/** After the handler: a success response's records cut down to their documented fields. */
	function shape(endpointId, result, entry) {
		const endpoint = endpointId ? contract.byId(endpointId) : null;
		if (
			!endpoint ||
			!endpoint.record ||
			!result ||
			result.status >= 300 ||
			!isPlainObject(result.body)
		)
			return result;
		if (typeof result.body.statusCode === 'number' && result.body.statusCode >= 300) return result;
		const fields = new Set(contract.recordFields(endpoint.record));
		const stripped = new Set();
		const cut = (row) => {
			if (!isPlainObject(row)) return row;
			const out = {};
			for (const [k, v] of Object.entries(row)) {
				if (fields.has(k)) out[k] = v;
				else stripped.add(k);
			}
			return out;
		};
		const data = result.body.data;
		if (data === undefined || data === null) return result;
		const shaped = Array.isArray(data) ? data.map(cut) : cut(data);
		if (stripped.size) entry.strippedFields = [...stripped];
		return { ...result, body: { ...result.body, data: shaped } };
	}

	return {
		check,
		shape,
		setServedForms(map) {
			servedForms = { ...(map || {}) };
		},
	};
}

module.exports = { createContractGate };
