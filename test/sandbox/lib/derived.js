'use strict';
/**
 * Routes derived from the contract: an endpoint that no file in ../routes serves, on any of its paths, is answered
 * from its contract entry alone. The contract gate has already refused what Mayar would refuse (missing fields,
 * wrong types, a wrong method, an unknown path), so what is left is the documented answer: the entry's `example`
 * (the docs' response, `{ data?, messages?, source }`) for a record, or the status-only success.
 *
 * A new endpoint therefore needs no route of its own. A route file is written only where the answer depends on the
 * sandbox's state (a list of what was created, a status that changes), and then it serves every path of the entry.
 */
const contract = require('../../contract');
const { ok, done } = require('./envelope');

/**
 * Response kinds answered from the entry alone: a record in `data`, or the status only. A list needs records in
 * the store, and a license verify answers outside `data`, so each needs a route.
 */
const DERIVABLE = new Set(['record', 'nullableRecord', 'statusOnly']);

const pattern = (path) => path.replace(/\{([^}]+)\}/g, ':$1');
/** A route pattern with its parameters unnamed: /products/:id/reviews and /products/:paymentLinkId/reviews are one. */
const anyName = (p) => p.replace(/:[^/]+/g, ':');
const formsOf = (endpoint) => [endpoint.path, ...(endpoint.altPaths || []).map((a) => a.path)];

/**
 * Registers a handler for every contract endpoint with no route on any of its paths; returns their ids. Throws
 * when such an endpoint cannot be answered from its entry (a list, or a record without an example), naming it:
 * that endpoint needs a route file. An endpoint no source shows an answer for (no record, no example) stays a 404.
 */
function registerDerived(router, endpoints = contract.endpoints) {
	const routed = new Set(router.routes.map((r) => `${r.method} ${anyName(r.pattern)}`));
	const derived = [];
	for (const endpoint of endpoints) {
		const forms = formsOf(endpoint).map((p) => `${endpoint.method} ${anyName(pattern(p))}`);
		if (forms.some((f) => routed.has(f))) continue;
		const { example } = endpoint;
		// No source shows what it answers (no record, no example): left unserved, a 404 like an unknown path.
		if (endpoint.response !== 'statusOnly' && !endpoint.record && !example) continue;
		if (!DERIVABLE.has(endpoint.response) || (endpoint.response !== 'statusOnly' && !example))
			throw new Error(
				`sandbox: no route serves ${endpoint.id} and its contract entry cannot answer alone ` +
					`(response ${endpoint.response}${example ? '' : ', no example'}): give it an example in test/contract/mayar-v2/ or a route in test/sandbox/routes/`,
			);
		const answer =
			endpoint.response === 'statusOnly'
				? () => done(example?.messages)
				: () => ok(structuredClone(example.data), example.messages);
		for (const path of formsOf(endpoint))
			router[endpoint.method.toLowerCase()](pattern(path), answer);
		derived.push(endpoint.id);
	}
	return derived;
}

module.exports = { registerDerived };
