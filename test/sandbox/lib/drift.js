'use strict';
/**
 * Test-only drift: makes the sandbox answer as a Mayar that no longer matches the contract, so that
 * `npm run check:live` can be shown to notice it. Off unless set; the default sandbox is unchanged. Spec (each part
 * optional, each an object or a list of them; endpoint ids as in test/contract/mayar-v2/):
 *   renameField: { endpoint, from, to }     every record of that endpoint's answers has `from` renamed to `to`
 *   extraField:  { endpoint, name, value }  every record gets a field the contract does not know
 *   pageCut:     { endpoint, limit, serve } a page asked with exactly `limit` serves only its oldest `serve` rows,
 *                                            hasMore false and no cursor (the truncated page of public facts 1.7)
 * Applied after the contract gate has cut records to their documented fields; records are copied, never the store's.
 */
const KINDS = ['renameField', 'extraField', 'pageCut'];

const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const listOf = (v) => (v === undefined || v === null ? [] : [].concat(v));

function createDrift() {
	let spec = {};

	function set(next) {
		const out = {};
		for (const [kind, value] of Object.entries(next || {})) {
			if (!KINDS.includes(kind))
				throw new Error(`unknown drift ${kind}; use one of ${KINDS.join(', ')}`);
			for (const part of listOf(value))
				if (!isPlainObject(part) || typeof part.endpoint !== 'string')
					throw new Error(`drift ${kind} needs an endpoint id`);
			out[kind] = listOf(value);
		}
		spec = out;
	}

	/** The handler's result for `endpointId`, changed as the drift says (a new object; the input is left as it is). */
	function apply(endpointId, query, result) {
		if (!endpointId || !result || result.status >= 300 || !isPlainObject(result.body))
			return result;
		const mine = (kind) => (spec[kind] || []).filter((p) => p.endpoint === endpointId);
		const renames = mine('renameField');
		const extras = mine('extraField');
		const cut = mine('pageCut').find((p) => String(query && query.limit) === String(p.limit));
		if (!renames.length && !extras.length && !cut) return result;
		const body = { ...result.body };
		const change = (row) => {
			if (!isPlainObject(row)) return row;
			const out = { ...row };
			for (const { from, to } of renames) {
				if (from in out) {
					out[to] = out[from];
					delete out[from];
				}
			}
			for (const { name, value } of extras) out[name] = value;
			return out;
		};
		if (Array.isArray(body.data)) body.data = body.data.map(change);
		else if (isPlainObject(body.data)) body.data = change(body.data);
		if (cut && Array.isArray(body.data) && body.data.length > cut.serve) {
			body.data = body.data.slice(body.data.length - cut.serve); // the newest rows are the ones missing
			body.hasMore = false;
			body.nextStartingAfter = null;
		}
		return { ...result, body };
	}

	return { set, apply };
}

module.exports = { createDrift };
