'use strict';
/**
 * Machine-readable contract of the Mayar Headless API V2, built from
 *   - the spec: /work/shared/spec/mayar-headless-api.md ("spec: ...": V1 field tables, "Versioning" section), and
 *   - the public facts: /work/shared/spec/mayar-public-facts.md ("docs <group>/<page>" = docs.mayar.id/api-reference-v2/<group>/<page>,
 *     "CLI <file>" = mayarid/mayar-cli src/commands/<file>, "SKILL", "facts <section>").
 * The spec wins where it is explicit; the public docs fill in what it leaves "not shown" or only names.
 * Never derived from the node or the sandbox. Data only: the checker is ../index.js.
 *
 * Endpoint keys: id, method, path (the spec's form), altPaths [{path, source, body?, query?}], source, params (path
 * placeholders), query, body, response, record, and optionally oneOf / atLeastOne / undocumented / note /
 * missingMessages ({field: {message, source}}: Mayar's documented answer when that required field is missing) /
 * validationFailure ({http: 200}: a refused body comes back as HTTP 200 with statusCode 400 and messages "failed").
 *   - response 'cursorList' implies query limit (integer 1..50) and startingAfter (string): not listed.
 *   - oneOf: [[a, b], [c]]: at least one inner set must be present in full (body or query); both shapes may be sent.
 *   - atLeastOne: [..]: at least one of these body fields must be given.
 *   - undocumented: ['body'] or ['query']: the fields of that part are "not shown"; unknown fields are not flagged.
 *   - noOperation: why the node has no operation for the endpoint (conformance.test.ts: every other one is exercised).
 * Field rules: type (string, integer, number, email, url, date, boolean, object, array, any; in a query also epochMs),
 *   required (spec, or docs for endpoints the spec only names), requiredByDocs (docs only; the spec leaves it
 *   optional), values, min/max (number value, or string/array length), positive, props, items, source.
 * Records: { fields: [names], source, types?, nested?, typesSource?, descriptions? }. descriptions: { field: text }, what
 *   a field of this record means, in merchant words (test/schema/build.js: for this record's fields only). types: { field: 'string|null' } with JSON-Schema
 *   type names (string, integer, number, boolean, object, array, null) joined by '|', only for fields a source types
 *   (epoch ms is 'integer', an ISO 8601 timestamp 'string'); nested: { field: 'recordName' } for the record describing
 *   an object field or an array field's items; typesSource: where the types come from when that differs from source.
 *
 * One file a resource (nodes/Mayar/actions/<resource>), each with its endpoints, then its records; the files below,
 * in this order, give the endpoints in the contract's order (product.js also holds paymentLink.sort, part of Mayar's
 * product API). ./shared.js: the pieces several files use, and the records several resources nest (image, idLink).
 * A new resource's endpoints go in a new file, and its line below (npm run new:operation does both).
 */

const parts = [
	require('./shared'),
	require('./product'),
	require('./invoice'),
	require('./paymentRequest'),
	require('./transaction'),
	require('./customer'),
	require('./installment'),
	require('./coupon'),
	require('./balance'),
	require('./qrCode'),
	require('./paymentChannel'),
	require('./webhook'),
	require('./membership'),
	require('./review'),
	require('./bundling'),
	require('./license'),
	require('./saasLicense'),
	require('./credit'),
];

const endpoints = parts.flatMap((part) => part.endpoints ?? []);
const records = Object.assign({}, ...parts.map((part) => part.records));

module.exports = { endpoints, records };
