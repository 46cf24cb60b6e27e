/**
 * Every JSON shape a parameter's description documents is one the operation accepts. The shapes are read from the
 * node's own texts ("a JSON array of {description, quantity, rate}", "{ID, status (ACTIVE, ARCHIVED or INACTIVE),
 * paymentLinkId (optional)}", "an expression giving an array of IDs"), an example is built from each, and the
 * operation runs with it in n8n-core against the sandbox, typed as JSON text and mapped from an earlier node. The
 * example must reach Mayar under the documented keys' values: a documented shape the operation's reader refuses
 * (or drops) fails here, whatever the text or the reader says next. The other parameters come from the operation's
 * conformance case (test/conformance), so no second table of valid parameter sets is kept here.
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { resourceList } from '../../nodes/Mayar/actions/resources';
import { type ConformanceCase, cases } from '../conformance/cases';
import { type CaseEnv, startCaseEnv } from '../conformance/run';
import { runAgainst } from '../harness/sandbox';

const UUID_A = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0a';
const UUID_B = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0b';

/**
 * A value for a documented key the text gives no value for. Only the value's kind lives here; the keys come from
 * the texts, so a key the text renames finds no entry and fails, rather than being tested under its old name.
 */
function valueFor(key: string): unknown {
	if (/id$/i.test(key)) return UUID_A; // an ID: Mayar's IDs are UUIDs
	const table: Record<string, unknown> = {
		quantity: 2,
		rate: 15000,
		description: 'Documented line',
	};
	if (key in table) return table[key];
	if (/fileid$/i.test(key)) return 'file-documented';
	throw new Error(`no example value for the documented key "${key}": add its kind to valueFor`);
}

/** An object parameter whose description names no keys: any object of the merchant's own. */
const OWN_OBJECT = { orderNumber: 'A-1001', note: 'documented example' };

interface Key {
	key: string;
	optional: boolean;
	value: unknown;
}

interface ShapeKey {
	key: string;
	optional: boolean;
	/** The values the text lists for the key ("image" or "video"; ACTIVE, ARCHIVED or INACTIVE). */
	values: string[];
}

/** The keys of one documented shape, "{a, b (X, Y or Z), c: "p" or "q", d?, e (optional)}". */
function keysOf(shape: string): ShapeKey[] {
	const parts: string[] = [];
	let depth = 0;
	let current = '';
	for (const ch of shape) {
		if (ch === '(') depth++;
		if (ch === ')') depth--;
		if (ch === ',' && depth === 0) {
			parts.push(current);
			current = '';
		} else current += ch;
	}
	parts.push(current);
	return parts.map((raw) => {
		const part = raw.trim();
		const quoted = [...part.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
		const listed = /\(([A-Z_]+(?:, [A-Z_]+)*(?:,? or [A-Z_]+)?)\)/.exec(part);
		return {
			key: (/^[A-Za-z_]+/.exec(part) ?? [''])[0],
			optional: /\?|\(optional\)/.test(part),
			values: quoted.length ? quoted : listed ? listed[1].split(/,? or |, /) : [],
		};
	});
}

/**
 * The example of each shape: a key's value is the first the shape lists, else the first another shape of the same
 * parameter lists (the Input option's short form and the field's long one), else valueFor's.
 */
function examplesOf(shapes: string[]): Key[][] {
	const parsed = shapes.map(keysOf);
	const listed = (key: string) => parsed.flat().find((k) => k.key === key && k.values.length);
	return parsed.map((keys) =>
		keys.map(({ key, optional, values }) => ({
			key,
			optional,
			value: values[0] ?? listed(key)?.values[0] ?? valueFor(key),
		})),
	);
}

/** The single-brace shapes in a text ({{ expressions }} are not shapes). */
function shapesIn(text: string): string[] {
	return [...text.matchAll(/(?<!\{)\{([A-Za-z][^{}]*)\}(?!\})/g)].map((m) => m[1]);
}

interface Documented {
	resource: string;
	operation: string;
	/** The parameter, and the collection holding it when it is an optional field. */
	name: string;
	collection?: string;
	/** The option of another parameter that shows it (Input: JSON), when its shape is documented there. */
	selector?: { name: string; value: string };
	/** What the text documents, and where it says so. */
	kind: 'array of objects' | 'object' | 'array of IDs';
	keys: Key[];
	/** The description says the value may also be the JSON text of the object. */
	text: boolean;
	source: string;
}

const operationOf = (p: INodeProperties, key: 'resource' | 'operation') =>
	String((p.displayOptions?.show?.[key] as string[] | undefined)?.[0]);

/** Every parameter whose description documents a JSON value the operation reads, with the shape it documents. */
function documentedParameters(): Documented[] {
	const found: Documented[] = [];
	for (const resource of resourceList) {
		const params = resource.description.filter((p) => p.name !== 'operation');
		for (const top of params) {
			const op = operationOf(top, 'operation');
			const siblings = params.filter((p) => operationOf(p, 'operation') === op);
			const inner =
				top.type === 'collection'
					? (top.options as INodeProperties[])
					: ([top] as INodeProperties[]);
			for (const p of inner) {
				const collection = top.type === 'collection' ? top.name : undefined;
				const description = p.description ?? '';
				const base = { resource: resource.value, operation: op, name: p.name, collection };
				if (p.type === 'json') {
					// The shape is in the parameter's description, or in the option that shows it (Input: JSON).
					let shapes = shapesIn(description).map((s) => ({ shape: s, source: description }));
					let selector: Documented['selector'];
					for (const [name, values] of Object.entries(p.displayOptions?.show ?? {})) {
						if (['resource', 'operation'].includes(name)) continue;
						const owner = siblings.find((s) => s.name === name);
						for (const option of (owner?.options ?? []) as Array<{
							value: string;
							description?: string;
						}>) {
							if (!(values as unknown[]).includes(option.value)) continue;
							selector = { name, value: option.value };
							shapes = shapes.concat(
								shapesIn(option.description ?? '').map((s) => ({
									shape: s,
									source: option.description ?? '',
								})),
							);
						}
					}
					const isArray = String(p.default).trim().startsWith('[') || /array/i.test(description);
					if (shapes.length === 0) {
						if (isArray) throw new Error(`${op}.${p.name}: an array whose shape is not documented`);
						found.push({
							...base,
							selector,
							kind: 'object',
							keys: Object.entries(OWN_OBJECT).map(([key, value]) => ({
								key,
								value,
								optional: false,
							})),
							text: /JSON text/i.test(description),
							source: description,
						});
					}
					const examples = examplesOf(shapes.map((x) => x.shape));
					for (const [n, { source }] of shapes.entries()) {
						found.push({
							...base,
							selector,
							kind: isArray ? 'array of objects' : 'object',
							keys: examples[n],
							text: false,
							source,
						});
					}
				} else if (/array of/i.test(description)) {
					if (!/array of IDs/.test(description))
						throw new Error(`${op}.${p.name}: an array documented in a form this test cannot read`);
					found.push({
						...base,
						kind: 'array of IDs',
						keys: [UUID_A, UUID_B].map((value) => ({ key: 'ID', value, optional: false })),
						text: false,
						source: description,
					});
				}
			}
		}
	}
	return found;
}

/** The example a text documents: one element (every key, optional ones too) for arrays; the object otherwise. */
function exampleOf(d: Documented): unknown {
	if (d.kind === 'array of IDs') return d.keys.map((k) => k.value);
	const object = Object.fromEntries(d.keys.map((k) => [k.key, k.value]));
	return d.kind === 'array of objects' ? [object] : object;
}

/** Whether the request body holds the example: an object with each documented key's value (keys in any case). */
function carries(body: unknown, d: Documented): boolean {
	const objects: IDataObject[] = [];
	const leaves: unknown[] = [];
	const walk = (x: unknown) => {
		if (Array.isArray(x)) x.forEach(walk);
		else if (x && typeof x === 'object') {
			objects.push(x as IDataObject);
			Object.values(x).forEach(walk);
		} else leaves.push(x);
	};
	walk(body);
	if (d.kind === 'array of IDs') return d.keys.every((k) => leaves.includes(k.value));
	return objects.some((o) =>
		d.keys.every((k) =>
			Object.entries(o).some(
				([key, value]) => key.toLowerCase() === k.key.toLowerCase() && value === k.value,
			),
		),
	);
}

const documented = documentedParameters();
let env: CaseEnv;
beforeAll(async () => (env = await startCaseEnv()));
afterAll(async () => await env.close());

test('the texts document JSON values in the places this test reads (found: at least the known ones)', () => {
	const where = documented.map((d) => `${d.resource}.${d.operation}.${d.name}:${d.kind}`);
	expect(where).toEqual(
		expect.arrayContaining([
			'invoice.create.itemsJson:array of objects',
			'review.bulkUpdateStatus.reviewsJson:array of objects',
			'review.bulkUpdateStatus.reviewIds:array of IDs',
			'review.create.contentReview:array of objects',
			'review.update.contentReview:array of objects',
			'webhook.retryDelivery.payload:object',
			'webhook.setUrl.webhookConfig:object',
		]),
	);
	// The Bulk Update Status shape, as its description writes it.
	expect(
		documented
			.filter((d) => d.name === 'reviewsJson')
			.map((d) => d.keys.map((k) => `${k.key}${k.optional ? '?' : ''}=${String(k.value)}`)),
	).toContainEqual(['ID=' + UUID_A, 'status=ACTIVE', 'paymentLinkId?=' + UUID_A]);
});

const titleOf = (d: Documented) =>
	`${d.resource} > ${d.operation}: ${d.name}, ${d.kind} ${d.kind === 'array of IDs' ? '' : `{${d.keys.map((k) => k.key).join(', ')}}`}`;

describe.each(documented.map((d) => [titleOf(d), d]))('%s', (_title, d: Documented) => {
	const c = cases.find(
		(x) => x.resource === d.resource && x.operation === d.operation,
	) as ConformanceCase;

	const forms: Array<[string, (example: unknown) => { value: string; items?: IDataObject[] }]> = [
		[
			'typed as JSON text',
			(example) => ({
				value:
					d.kind === 'array of IDs' ? (example as string[]).join(', ') : JSON.stringify(example),
			}),
		],
		[
			'mapped from an earlier node',
			(example) => ({ value: '={{ $json.documented }}', items: [{ documented: example }] }),
		],
	];
	if (d.text)
		forms.push([
			'mapped as the JSON text Mayar stores',
			(example) => ({
				value: '={{ $json.documented }}',
				items: [{ documented: JSON.stringify(example) }],
			}),
		]);

	test.each(forms)('%s, the documented example reaches Mayar', async (_form, make) => {
		expect(c).toBeDefined();
		const ctx = (await c.prepare?.(env, 'full')) ?? {};
		const parameters: IDataObject = {
			resource: d.resource,
			operation: d.operation,
			...c.full(ctx),
		};
		const example = exampleOf(d);
		const { value, items } = make(example);
		if (d.selector) parameters[d.selector.name] = d.selector.value;
		if (d.collection)
			parameters[d.collection] = {
				...((parameters[d.collection] as IDataObject) ?? {}),
				[d.name]: value,
			};
		else parameters[d.name] = value;
		env.sb.clearLog();
		const r = await runAgainst(env.sb, parameters, { items: items ?? c.items?.(ctx, 'full') });
		const sent = env.sb.log.map((e) => e.body);
		// Refused before sending: the reader does not take what the text documents.
		expect({ refused: sent.length === 0 ? r.error?.message : undefined }).toEqual({
			refused: undefined,
		});
		expect({ documented: d.source, carried: sent.some((body) => carries(body, d)) }).toEqual({
			documented: d.source,
			carried: true,
		});
	});
});
