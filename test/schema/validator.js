'use strict';
/**
 * Validates an output item against the shipped schema of its operation (nodes/Mayar/__schema__), with Ajv, a
 * maintained JSON Schema validator (2020-12). The item must carry no field its schema does not name: the root of
 * each schema is closed here, so an operation that starts returning a new field fails until the schemas are
 * regenerated (`npm run schemas`). The shipped files stay open, since Mayar may add fields.
 */
const fs = require('fs');
const path = require('path');
const Ajv2020 = require('ajv/dist/2020').default;

const DIR = path.join(__dirname, '..', '..', 'nodes', 'Mayar', '__schema__');

function readSchema(file) {
	const at = path.join(DIR, file);
	// A new operation has none until it is generated: say so, and the command, instead of ENOENT.
	if (!fs.existsSync(at))
		throw new Error(
			`No output schema nodes/Mayar/__schema__/${file} yet: run npm run generate (it writes the schema from the contract and the conformance cases), then this test again`,
		);
	return JSON.parse(fs.readFileSync(at, 'utf8'));
}

const closed = (schema) => ({ ...schema, additionalProperties: false });

function createOutputValidator() {
	const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
	const compiled = new Map();
	const compile = (key, schema) => {
		if (!compiled.has(key)) compiled.set(key, ajv.compile(schema));
		return compiled.get(key);
	};
	/**
	 * @param {string} op 'resource/operation', or 'trigger' for the triggers' item
	 * @param {object} json the output item
	 * @param {{ simplifyOff?: boolean }} options
	 * @returns {string[]} what is wrong, empty when the item conforms
	 */
	return function validate(op, json, { simplifyOff = false } = {}) {
		const file = op === 'trigger' ? 'v1.0.0.json' : `v1.0.0/${op}.json`;
		const schema = readSchema(file);
		const { $defs, ...root } = schema;
		const target = simplifyOff && $defs?.unsimplified ? $defs.unsimplified : root;
		const check = compile(`${file}#${target === root ? 'root' : 'unsimplified'}`, closed(target));
		if (check(json)) return [];
		return check.errors.map(
			(e) =>
				`${e.instancePath || '(item)'} ${e.message}${e.params?.additionalProperty ? `: ${e.params.additionalProperty} (a new output field: run npm run generate)` : ''}`,
		);
	};
}

module.exports = { createOutputValidator, readSchema, SCHEMA_DIR: DIR };
