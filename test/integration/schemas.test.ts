/**
 * Output schemas (nodes/Mayar/__schema__, what n8n's editor shows before a run and its AI builder reads): they are
 * what `npm run schemas` generates from the contract and the operations' outputs today, under both of the sandbox's
 * profiles (spec, and Mayar as recorded live), each names typed and described fields, a field the live profile
 * leaves out is never required and says when it is present, and the validator that holds every conformance output
 * to them (test/conformance) can fail. The conformance suite validates the operations' outputs under both profiles;
 * the triggers' items, of both, are validated here.
 */

import { resourceList, resources } from '../../nodes/Mayar/actions/resources';
import { fs, path, ROOT } from '../harness/node';
import { allFacts } from '../operations';

/* eslint-disable @typescript-eslint/no-require-imports -- the schema tooling is plain JavaScript */
const { observeOperations, observeTriggers } = require('../schema/observe');
const {
	buildSchemas,
	newStats,
	schemaOf,
	dateMeaningWrong,
	borrowedAgainstSiblings,
	borrowings,
	keptBorrowings,
	newBorrowings,
	BORROWED_FILE,
	BY_OPERATION,
	ownPlace,
} = require('../schema/build');
const reference = require('../schema/reference');
const { createOutputValidator, readSchema, SCHEMA_DIR } = require('../schema/validator');
const contract = require('../contract');
const descriptions = require('../schema/descriptions');
/* eslint-enable @typescript-eslint/no-require-imports */

type Json = Record<string, unknown>;
interface Schema {
	type?: string | string[];
	description?: string;
	$comment?: string;
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

interface Run {
	variant: string;
	profile: 'spec' | 'live';
	simplified: boolean;
	items: Json[];
	behaviours: string[];
	failed: boolean;
}
let generated: { files: Record<string, Schema>; stats: Json };
let triggerItems: Json[];
let seen: Record<'spec' | 'live', Record<string, Run[]>>;
let triggers: Json;

beforeAll(async () => {
	triggers = await observeTriggers();
	triggerItems = triggers.triggerItems as Json[];
	seen = await observeOperations();
	generated = buildSchemas(seen, triggers);
}, 180000);

test('the shipped schemas are exactly what `npm run generate` (its `npm run schemas` step) writes now (one per operation, and the trigger item)', () => {
	const names = Object.keys(generated.files).sort();
	expect(names).toEqual(['v1.0.0.json', ...operations.map((op) => `v1.0.0/${op}.json`)].sort());
	expect(filesOnDisk().sort()).toEqual(names);
	const stale = names.filter(
		(f) => JSON.stringify(readSchema(f)) !== JSON.stringify(generated.files[f]),
	);
	// A change of the contract, an operation or the descriptions: run `npm run generate` and commit the result.
	expect(stale).toEqual([]);
});

test("docs/reference.md is what `npm run generate` writes now from the same runs; every operation but Trigger Event's shows an endpoint", () => {
	const expected: string = reference.reference(resourceList, seen, Object.keys(generated.files));
	const file = path.resolve(ROOT, reference.FILE);
	const onDisk = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
	const lines = onDisk.split('\n');
	const at = expected.split('\n').findIndex((line, i) => line !== lines[i]);
	const state =
		onDisk === expected
			? 'current'
			: `stale at line ${at + 1} ("${lines[at] ?? ''}"): run \`npm run generate\` and commit ${reference.FILE}`;
	expect(state).toBe('current');
	const silent = expected.split('\n').filter((line) => line.includes('| none (nothing is sent'));
	expect(silent.map((line) => line.split('|')[1].trim())).toEqual(['Pass Once', 'Mark Done']);
});

test('scripts/check-live/reads.json (the operations that only read, for npm run check:live) is what `npm run generate` writes now', () => {
	const file = path.resolve(ROOT, reference.READS_FILE);
	const onDisk = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
	const expected: string = reference.readOperations(seen);
	expect(
		onDisk === expected
			? 'current'
			: `stale: run \`npm run generate\` and commit ${reference.READS_FILE}`,
	).toBe('current');
	expect(JSON.parse(expected)).toEqual(expect.arrayContaining(['balance/get', 'invoice/get']));
	expect(JSON.parse(expected)).not.toContain('invoice/create');
});

test('a shared description (test/schema/descriptions.js fields) describes fields of two records or more: the meaning of one record is in its own descriptions, where no other record borrows it', () => {
	// Who takes each entry: a record, or an operation (the 'coupon/get' form) for an item the node builds.
	const takers: Record<string, string[]> = borrowings(generated.stats);
	const notShared = Object.keys(descriptions.fields).flatMap((entry) => {
		const owners = takers[entry] ?? [];
		if (!owners.length)
			return [`${entry}: describes nothing, delete it from test/schema/descriptions.js`];
		return owners.length > 1
			? []
			: [
					`${entry}: only ${owners[0]}'s, move it to that record's descriptions (test/contract/mayar-v2/) or to the operations' facts (\`output\`)`,
				];
	});
	expect(notShared).toEqual([]);
});

test('no record takes a shared description it has not accepted (test/schema/borrowed.json), and the file lists only borrowings that still happen', () => {
	const accepted = JSON.parse(fs.readFileSync(path.resolve(ROOT, BORROWED_FILE), 'utf8'));
	const now: Record<string, string[]> = borrowings(generated.stats);
	// Each names the record, the shared text and both ways on: describe it, or accept it.
	expect(newBorrowings(now, accepted)).toEqual([]);
	const gone = Object.entries(accepted as Record<string, string[]>).flatMap(([entry, holders]) =>
		holders
			.filter((holder) => !now[entry]?.includes(holder))
			.map((holder) => `${entry}: ${holder} no longer takes it: run npm run generate`),
	);
	expect(gone).toEqual([]);
});

test('borrowed.json drops a borrowing gone only after a run that described every field (a failed run may have missed its holder)', () => {
	const accepted = {
		payload: ['webhookHistory', 'webhookNewHistory'],
		source: ['webhookNewHistory'],
	};
	// webhookNewHistory was not reached this run: its holders vanished from what the run saw.
	const now = { payload: ['webhookHistory'], urlDestination: ['webhookHistory'] };
	expect(keptBorrowings(now, accepted, { accept: false, partial: true })).toEqual(accepted);
	expect(keptBorrowings(now, accepted, { accept: false, partial: false })).toEqual({
		payload: ['webhookHistory'],
	});
	expect(keptBorrowings(now, accepted, { accept: true, partial: false })).toEqual(now);
});

test('an operation that put out no item under the spec profile fails generate, saying to give its sample a record to answer', () => {
	const spec = {
		...seen.spec,
		'webhook/getNewHistory': seen.spec['webhook/getNewHistory'].map((r) => ({ ...r, items: [] })),
	};
	expect(() => buildSchemas({ ...seen, spec }, triggers)).toThrow(
		/^schemas: webhook\/getNewHistory put out no item in its conformance runs under the spec profile, so its output has no record: give its `sample` a prepare that makes one/,
	);
});

test("a meaning every operation answering a record gives one of its fields in its facts' output is the record's own (its descriptions), so that a new operation answering it has it", () => {
	const byOperation = BY_OPERATION as Record<string, string>;
	const opsOf = new Map<string, string[]>();
	for (const [op, record] of generated.stats.recordOf as Map<string, string | undefined>)
		if (record) opsOf.set(record, [...(opsOf.get(record) ?? []), op]);
	const repeated = [...opsOf].flatMap(([record, ops]) => {
		if (ops.length < 2) return [];
		const paths = new Set(
			Object.keys(byOperation)
				.filter((key) => ops.includes(key.split(':')[0]))
				.map((key) => key.slice(key.indexOf(':') + 1)),
		);
		return (
			[...paths]
				.filter((at) => new Set(ops.map((op) => byOperation[`${op}:${at}`])).size === 1)
				.filter((at) => byOperation[`${ops[0]}:${at}`] !== undefined)
				// Only Mayar's fields of the record: what the node adds stays the operations' own.
				.filter((at) => contract.recordFields(record).includes(at.split(/[.[]/)[0]))
				.map(
					(at) =>
						`${at}: ${ops.join(', ')} all say "${byOperation[`${ops[0]}:${at}`]}": move it to record ${record}'s descriptions (test/contract/mayar-v2/)`,
				)
		);
	});
	expect(repeated).toEqual([]);
});

test('every output field the contract types has that type in the outputs (no conflict between sandbox and contract), and no description contradicts it', () => {
	expect(generated.stats.conflicts).toEqual([]);
	// A date said to be epoch milliseconds where the values are ISO strings (or the reverse): each names the field
	// and where to describe it.
	expect(generated.stats.contradictions).toEqual([]);
	// Each needs a description; each entry says where: its record's `descriptions` (test/contract/mayar-v2/) or
	// the operation's facts (`output` in nodes/Mayar/actions/<resource>/<operation>.facts.ts).
	expect(generated.stats.undescribed).toEqual([]);
});

test('a borrowed description that contradicts the values fails, naming the field and where to describe it', () => {
	const stats = newStats();
	// The shared createdAt ("epoch milliseconds") on a new operation whose createdAt is an ISO string.
	schemaOf(
		{
			op: 'membership/newOne',
			path: 'createdAt',
			values: ['2026-01-14T07:16:51.056Z'],
			documentedType: ['string'],
		},
		stats,
	);
	expect(stats.contradictions).toEqual([
		expect.stringMatching(
			/^membership\/newOne:createdAt: described "When the record was created, epoch milliseconds", epoch milliseconds, but its values are string: give it its own description, output\['createdAt'\] in nodes\/Mayar\/actions\/membership\/newOne\.facts\.ts \(membership\/\w+:createdAt has "[^"]*ISO 8601[^"]*"\)$/,
		),
	]);
	expect(dateMeaningWrong('When it expires, ISO 8601 date-time', ['integer'])).toMatch(/ISO date/);
	expect(dateMeaningWrong('Epoch milliseconds or an ISO string', ['string'])).toBeUndefined();
	expect(
		dateMeaningWrong('When it expires, epoch milliseconds, or null', ['null']),
	).toBeUndefined();
});

test('a shared text borrowed where another operation of the same record says otherwise fails, naming the field and where to describe it', () => {
	const stats = newStats();
	// A new Coupon operation answering the coupon record, its createdAt left to the shared text.
	const field = { path: 'createdAt', values: [1768374000000], documentedType: ['integer'] };
	schemaOf({ ...field, op: 'coupon/newOne', root: 'coupon' }, stats);
	// The same field of an operation whose record no operation describes otherwise: the shared text stands.
	schemaOf({ ...field, op: 'coupon/other', root: 'otherRecord' }, stats);
	stats.recordOf.set('coupon/create', 'coupon').set('coupon/get', 'coupon');
	borrowedAgainstSiblings(stats);
	expect(stats.contradictions).toEqual([
		expect.stringMatching(
			/^coupon\/newOne:createdAt: borrows the shared "When the record was created, epoch milliseconds", but coupon\/(create|get):createdAt \(same record, coupon\) says "[^"]+": describe it, output\['createdAt'\] in nodes\/Mayar\/actions\/coupon\/newOne\.facts\.ts or record coupon's descriptions in test\/contract\/mayar-v2\/$/,
		),
	]);
});

test("a new borrowing says where to describe the field: the record's descriptions for its own field, the operations' facts for one Simplify makes", () => {
	const [flattened, own] = newBorrowings(
		{ paymentLinkName: ['unpaidTransaction'], createdAt: ['unpaidTransaction'] },
		{},
	);
	expect(flattened).toMatch(
		/else describe it in output\['paymentLinkName'\] in nodes\/Mayar\/actions\/<resource>\/<operation>\.facts\.ts for each operation answering unpaidTransaction/,
	);
	expect(own).toMatch(
		/else describe it in record unpaidTransaction's descriptions in test\/contract\/mayar-v2\/$/,
	);
});

test("a field the contract does not name (one Simplify flattens) is to be described in the operation's facts only, not in the record's descriptions, which refuse it", () => {
	const stats = newStats();
	schemaOf(
		{
			op: 'transaction/newList',
			path: 'paymentLinkNickname',
			values: ['x'],
			root: 'unpaidTransaction',
		},
		stats,
	);
	expect(stats.undescribed).toEqual([
		"transaction/newList:paymentLinkNickname: output['paymentLinkNickname'] in nodes/Mayar/actions/transaction/newList.facts.ts (a field the node adds)",
	]);
});

// Mark Done hands on the fulfilment's items, whatever they are: its schema describes no field.
test.each(operations.filter((op) => op !== 'triggerEvent/markDone'))(
	'%s: an object schema of typed, described fields',
	(op) => {
		const schema = readSchema(`v1.0.0/${op}.json`) as Schema;
		expect(schema.type).toBe('object');
		const props = [
			...propertiesOf(schema),
			...(schema.$defs?.unsimplified ? propertiesOf(schema.$defs.unsimplified, '$raw') : []),
		];
		expect(props.length).toBeGreaterThan(0);
		expect(props.filter(([, p]) => p.type === undefined).map(([at]) => at)).toEqual([]);
		expect(props.filter(([, p]) => !p.description).map(([at]) => at)).toEqual([]);
	},
);

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

/** The schema an operation's runs are held to: the root, or with Simplify off $defs.unsimplified. */
function targetOf(op: string, run: Run): Schema {
	const schema = readSchema(`v1.0.0/${op}.json`) as Schema;
	return !run.simplified && schema.$defs?.unsimplified ? schema.$defs.unsimplified : schema;
}

/** A path's schema: 'customer.email', 'invoices[].dueDate'. */
function at(schema: Schema, path: string): Schema | undefined {
	let here: Schema | undefined = schema;
	for (const part of path.split('.')) {
		const [name, ...arrays] = part.split('[]');
		here = here?.properties?.[name];
		for (let k = 0; k < arrays.length; k++) here = here?.items;
	}
	return here;
}

/** Paths in the items: 'name', 'customer.email', 'invoices[].dueDate'. */
function pathsIn(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
	if (Array.isArray(value)) for (const v of value) pathsIn(v, `${prefix}[]`, out);
	else if (value && typeof value === 'object')
		for (const [k, v] of Object.entries(value)) {
			const here = prefix ? `${prefix}.${k}` : k;
			out.add(here);
			pathsIn(v, here, out);
		}
	return out;
}

/**
 * What the live profile leaves out of an operation's output, against the spec's, for each schema it is held to:
 * top-level fields some spec item has and some live item lacks, and nested fields spec items have and no live item.
 */
function omittedByLive(op: string): Array<{ schema: Schema; path: string; topLevel: boolean }> {
	const out: Array<{ schema: Schema; path: string; topLevel: boolean }> = [];
	for (const simplified of [true, false]) {
		const pick = (p: 'spec' | 'live') =>
			(seen[p][op] ?? []).filter((r) => r.simplified === simplified && r.items.length);
		const spec = pick('spec');
		const live = pick('live');
		if (!spec.length || !live.length) continue;
		const schema = targetOf(op, spec[0]);
		const specItems = spec.flatMap((r) => r.items);
		const liveItems = live.flatMap((r) => r.items);
		for (const field of new Set(specItems.flatMap((i) => Object.keys(i))))
			if (liveItems.some((i) => !Object.prototype.hasOwnProperty.call(i, field)))
				out.push({ schema, path: field, topLevel: true });
		const inLive = new Set(liveItems.flatMap((i) => [...pathsIn(i)]));
		for (const path of new Set(specItems.flatMap((i) => [...pathsIn(i)])))
			if (path.includes('.') && !inLive.has(path)) out.push({ schema, path, topLevel: false });
	}
	return out;
}

/**
 * Operations whose live answer is recorded leaving out what the spec promises (their facts' live.omits, the behaviour
 * in test/contract/live.js), and what the node outputs in its place: the fields it fills from Mayar's own fields
 * (`filled`: paid transactions), and the ones it always outputs, null where Mayar sent none (`nullWhenAbsent`).
 */
const liveOmits = allFacts().flatMap(({ op, facts }) =>
	facts.live?.omits
		? [
				{
					op,
					behaviour: facts.live.omits.behaviour,
					filled: facts.live.omits.filled ?? [],
					nulled: Object.keys(facts.nullWhenAbsent ?? {}),
				},
			]
		: [],
);

test('both profiles were observed: every operation ran under spec and live, and the live runs met the recorded behaviours', () => {
	const ops = operations.filter((op) => !op.startsWith('triggerEvent/'));
	for (const profile of ['spec', 'live'] as const)
		expect(ops.filter((op) => !seen[profile][op]?.length)).toEqual([]);
	expect(
		Object.values(seen.spec)
			.flat()
			.flatMap((r) => r.behaviours),
	).toEqual([]);
	const met = new Set(
		Object.values(seen.live)
			.flat()
			.flatMap((r) => r.behaviours),
	);
	expect([...met]).toEqual(expect.arrayContaining(liveOmits.map((o) => o.behaviour)));
});

test('no schema requires a field the live profile leaves out (every operation, Simplify on and off)', () => {
	const wrong: string[] = [];
	for (const op of operations.filter((o) => !o.startsWith('triggerEvent/')))
		for (const { schema, path, topLevel } of omittedByLive(op))
			if (topLevel && schema.required?.includes(path)) wrong.push(`${op}: requires ${path}`);
	expect(wrong).toEqual([]);
});

test.each(liveOmits.map((o) => [o.op, o.behaviour, o] as const))(
	'%s: nothing the spec promises disappears under live (%s): the fields are filled or null, typed and described so',
	(op, behaviour, { filled, nulled }) => {
		expect(omittedByLive(op)).toEqual([]);
		expect({ op, fields: filled.length + nulled.length > 0 }).toEqual({ op, fields: true });
		const schema = readSchema(`v1.0.0/${op}.json`) as Schema;
		for (const path of [...filled, ...nulled]) {
			const field = at(schema, path);
			expect({ path, found: Boolean(field) }).toEqual({ path, found: true });
			if (!path.includes('.')) expect(schema.required ?? []).toContain(path);
			if (nulled.includes(path)) {
				expect([path, [field?.type].flat()]).toEqual([path, expect.arrayContaining(['null'])]);
				expect(field?.description).toMatch(
					new RegExp(`null where Mayar sends none.*\\(${behaviour.replace('.', '\\.')}\\)$`),
				);
			}
		}
	},
);

test('fields only live Mayar sends are named, optional, and say so (payment link create, member register)', () => {
	const only = (op: string) => {
		const schema = readSchema(`v1.0.0/${op}.json`) as Schema;
		return Object.entries(schema.properties ?? {})
			.filter(([, p]) =>
				/^Only in recorded live answers/m.test(p.description?.split('. ').pop() ?? ''),
			)
			.map(([name]) => {
				expect(schema.required ?? []).not.toContain(name);
				return name;
			});
	};
	expect(only('product/createPaymentLink')).toEqual(
		expect.arrayContaining(['name', 'amount', 'status', 'createdAt']),
	);
	expect(only('membership/registerMember')).toEqual(
		expect.arrayContaining(['customer', 'membershipTier']),
	);
});

test("the triggers' items (webhook and polling, every polled event, both profiles) conform to the trigger item schema; Pass Once passes it on", () => {
	expect(new Set(triggerItems.map((i) => i.event)).size).toBeGreaterThanOrEqual(4);
	expect(triggerItems.flatMap((item) => validate('trigger', item))).toEqual([]);
	const item = readSchema('v1.0.0.json') as Schema;
	const passOnce = readSchema('v1.0.0/triggerEvent/passOnce.json') as Schema;
	expect(passOnce.properties).toEqual({
		...item.properties,
		passedBefore: expect.objectContaining({ type: 'boolean' }),
	});
	expect(item.properties?.dedupeKey?.description).toEqual(expect.any(String));
});

test('the validator fails an item with a renamed field, an extra field or a field of another type, and says to generate a missing schema', () => {
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
	expect(validate('invoice/create', { ...good, surprise: 1 }).join('\n')).toMatch(
		/surprise \(a new output field: run npm run generate\)/,
	);
	// A new operation before its first `npm run generate`: the failure says to run it.
	expect(() => validate('invoice/notGeneratedYet', good)).toThrow(
		/No output schema nodes\/Mayar\/__schema__\/v1\.0\.0\/invoice\/notGeneratedYet\.json yet: run npm run generate/,
	);
	expect(validate('invoice/create', { ...good, expiredAt: 'tomorrow' }).join('\n')).toMatch(
		/expiredAt.*must be/,
	);
});

/** The records an operation's output holds: its own and, transitively, those nested in it. */
function recordsUnder(record: string, seen = new Set<string>()): Set<string> {
	if (seen.has(record)) return seen;
	seen.add(record);
	for (const nested of Object.values(contract.recordNested(record)) as string[])
		recordsUnder(nested, seen);
	return seen;
}

test("no output schema describes a field with another record's description (run npm run generate after a change)", () => {
	const plain = (p: string) => p.replace(/\[\]/g, '');
	const shared = new Map(
		Object.entries(descriptions.fields as Record<string, string>).map(([p, t]) => [plain(p), t]),
	);
	// What the path's own shared entries say (by path, tail or name), which a record's text may equal.
	const sharedFor = (at: string) =>
		plain(at)
			.split('.')
			.map((_, k, parts) => shared.get(parts.slice(k).join('.')));
	const opTexts = BY_OPERATION as Record<string, string>;
	const borrowed: string[] = [];
	const owned: string[] = [];
	for (const file of filesOnDisk()) {
		const schema: Schema = readSchema(file);
		// v1.0.0.json: the triggers' item
		const op = file === 'v1.0.0.json' ? 'trigger' : file.replace(/^v1\.0\.0\/|\.json$/g, '');
		const record =
			op === 'trigger' || op === 'triggerEvent/passOnce'
				? 'webhookDelivery'
				: /Mayar's record: (\w+)/.exec(schema.description ?? '')?.[1];
		const own = record ? recordsUnder(record) : new Set<string>();
		const trees = [schema, schema.$defs?.unsimplified].filter(Boolean) as Schema[];
		for (const [at, p] of trees.flatMap((t) => propertiesOf(t))) {
			const name = plain(at).split('.').pop() as string;
			const givers = (
				Object.entries(contract.records) as Array<
					[string, { descriptions?: Record<string, string> }]
				>
			).filter(([, rec]) => {
				const text = rec.descriptions?.[name] ?? rec.descriptions?.[plain(at)];
				return text && p.description?.startsWith(text);
			});
			if (!givers.length) continue;
			if (givers.some(([r]) => own.has(r))) owned.push(`${op}:${at}`);
			else if (
				![...sharedFor(at), opTexts[`${op}:${at}`]].some((t) => t && p.description?.startsWith(t))
			)
				borrowed.push(
					`${op}:${at} has ${givers.map(([r]) => r).join(' or ')}'s description of ${name}, though its record is ${record ?? 'none'}: describe it in ${ownPlace(op, at)}${record ? ` or record ${record}'s descriptions (test/contract/mayar-v2/)` : ''}, then npm run generate; if the two texts are rightly the same, word one of them as its own record's`,
				);
		}
	}
	expect(borrowed).toEqual([]);
	// The check sees the records' own descriptions where they belong (Get Daily Summary's, the products').
	expect(owned).toEqual(
		expect.arrayContaining(['transaction/getDailySummary:date', 'product/get:name']),
	);
});
