/**
 * Output schemas (nodes/Mayar/__schema__, what n8n's editor shows before a run and its AI builder reads): they are
 * what `npm run schemas` generates from the contract and the operations' outputs today, each names typed and
 * described fields, and the validator that holds every conformance output to them (test/conformance) can fail.
 * The conformance suite validates the operations' outputs; the triggers' items are validated here.
 */
import fs from 'fs';
import path from 'path';

import { resources } from '../../nodes/Mayar/actions/resources';

/* eslint-disable @typescript-eslint/no-require-imports -- the schema tooling is plain JavaScript */
const { observeOperations, observeTriggers } = require('../schema/observe');
const { buildSchemas } = require('../schema/build');
const { createOutputValidator, readSchema, SCHEMA_DIR } = require('../schema/validator');
const contract = require('../contract');
/* eslint-enable @typescript-eslint/no-require-imports */

type Json = Record<string, unknown>;
interface Schema {
	type?: string | string[];
	description?: string;
	properties?: Record<string, Schema>;
	items?: Schema;
	required?: string[];
	$defs?: { unsimplified?: Schema };
}

const operations = Object.entries(resources).flatMap(([resource, ops]) =>
	Object.keys(ops).map((operation) => `${resource}/${operation}`),
);
const validate = createOutputValidator() as (
	op: string,
	json: unknown,
	o?: { simplifyOff?: boolean },
) => string[];

function filesOnDisk(dir = SCHEMA_DIR as string, prefix = ''): string[] {
	return fs
		.readdirSync(dir, { withFileTypes: true })
		.flatMap((e) =>
			e.isDirectory()
				? filesOnDisk(path.join(dir, e.name), `${prefix}${e.name}/`)
				: [`${prefix}${e.name}`],
		);
}

/** Every property schema of a schema, with its path (nested members and array items included). */
function propertiesOf(schema: Schema, at = ''): Array<[string, Schema]> {
	const out: Array<[string, Schema]> = [];
	for (const [name, p] of Object.entries(schema.properties ?? {})) {
		const here = at ? `${at}.${name}` : name;
		out.push([here, p], ...propertiesOf(p, here));
		if (p.items) out.push(...propertiesOf(p.items, `${here}[]`));
	}
	return out;
}

let generated: { files: Record<string, Schema>; stats: Json };
let triggerItems: Json[];

beforeAll(async () => {
	const triggers = await observeTriggers();
	triggerItems = triggers.triggerItems;
	generated = buildSchemas(await observeOperations(), triggers);
}, 120000);

test('the shipped schemas are exactly what `npm run schemas` generates now (one per operation, and the trigger item)', () => {
	const names = Object.keys(generated.files).sort();
	expect(names).toEqual(['v1.0.0.json', ...operations.map((op) => `v1.0.0/${op}.json`)].sort());
	expect(filesOnDisk().sort()).toEqual(names);
	const stale = names.filter(
		(f) => JSON.stringify(readSchema(f)) !== JSON.stringify(generated.files[f]),
	);
	// A change of the contract, an operation or the descriptions: run `npm run schemas` and commit the result.
	expect(stale).toEqual([]);
});

test('every output field the contract types has that type in the outputs (no conflict between sandbox and contract)', () => {
	expect(generated.stats.conflicts).toEqual([]);
	expect(generated.stats.undescribed).toEqual([]);
});

test.each(operations)('%s: an object schema of typed, described fields', (op) => {
	const schema = readSchema(`v1.0.0/${op}.json`) as Schema;
	expect(schema.type).toBe('object');
	const props = [
		...propertiesOf(schema),
		...(schema.$defs?.unsimplified ? propertiesOf(schema.$defs.unsimplified, '$raw') : []),
	];
	expect(props.length).toBeGreaterThan(0);
	expect(props.filter(([, p]) => p.type === undefined).map(([at]) => at)).toEqual([]);
	expect(props.filter(([, p]) => !p.description).map(([at]) => at)).toEqual([]);
});

test('where an operation returns a whole record, its schema names every field the contract types, with that type', () => {
	const wrong: string[] = [];
	let compared = 0;
	for (const op of operations) {
		const schema = readSchema(`v1.0.0/${op}.json`) as Schema & { description: string };
		const whole = schema.$defs?.unsimplified ?? schema;
		const record = /Mayar's record: (\w+)/.exec(schema.description)?.[1];
		if (!record || (schema.$defs === undefined && op.startsWith('triggerEvent/'))) continue;
		for (const [field, type] of Object.entries(
			contract.recordTypes(record) as Record<string, string>,
		)) {
			const names = type.split('|');
			const p = whole.properties?.[field];
			// A record an operation reshapes (license verify, credit) keeps the fields it keeps.
			if (
				!p &&
				Object.keys(whole.properties ?? {}).length < contract.recordFields(record).length / 2
			)
				continue;
			compared++;
			const got = p ? ([] as string[]).concat(p.type ?? []) : [];
			const ok = names.every((t) => got.includes(t) || (t === 'integer' && got.includes('number')));
			if (!ok) wrong.push(`${op} ${field}: contract ${type}, schema ${got.join('|') || 'absent'}`);
		}
	}
	expect(wrong).toEqual([]);
	expect(compared).toBeGreaterThan(100);
});

test('Invoice > Create offers the payment link and the invoice ID to map', () => {
	const schema = readSchema('v1.0.0/invoice/create.json') as Schema;
	expect(schema.properties?.link).toMatchObject({
		type: 'string',
		description: expect.any(String),
	});
	expect(schema.properties?.id).toMatchObject({ type: 'string', description: expect.any(String) });
	expect(schema.required).toEqual(expect.arrayContaining(['id', 'link']));
});

test("the triggers' items (webhook and polling, every polled event) conform to the trigger item schema; Pass Once passes it on", () => {
	expect(new Set(triggerItems.map((i) => i.event)).size).toBeGreaterThanOrEqual(4);
	expect(triggerItems.flatMap((item) => validate('trigger', item))).toEqual([]);
	const item = readSchema('v1.0.0.json') as Schema;
	const passOnce = readSchema('v1.0.0/triggerEvent/passOnce.json') as Schema;
	expect(passOnce.properties).toEqual(item.properties);
	expect(item.properties?.dedupeKey?.description).toEqual(expect.any(String));
});

test('the validator fails an item with a renamed field, an extra field or a field of another type', () => {
	const good = {
		id: 'a1',
		transactionId: 't1',
		link: 'https://x.myr.id/invoices/a1',
		expiredAt: 1,
		extraData: null,
	};
	expect(validate('invoice/create', good)).toEqual([]);
	const { link, ...rest } = good;
	expect(validate('invoice/create', { ...rest, url: link }).join('\n')).toMatch(/link|url/);
	expect(validate('invoice/create', { ...good, surprise: 1 }).join('\n')).toMatch(/surprise/);
	expect(validate('invoice/create', { ...good, expiredAt: 'tomorrow' }).join('\n')).toMatch(
		/expiredAt.*must be/,
	);
});
