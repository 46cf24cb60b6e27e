/**
 * Conformance suite (issue #12): every operation of the Mayar node, with its minimal and its full parameter set
 * (test/conformance/cases.ts), runs inside n8n-core against the local sandbox; every request it sends is checked
 * against the API contract (test/contract). One sandbox for the whole file.
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { resources } from '../../nodes/Mayar/actions/resources';
import type { LogEntry, Sandbox } from '../harness/sandbox';
import { type ConformanceCase, cases } from './cases';
import { type CaseEnv, runVariant, startCaseEnv, variantsOf } from './run';

// The output schemas' validator (Ajv) is plain JavaScript, like the contract.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createOutputValidator } = require('../schema/validator') as {
	createOutputValidator(): (op: string, json: unknown, o?: { simplifyOff?: boolean }) => string[];
};
const validateOutput = createOutputValidator();

interface Violation {
	kind: string;
	field?: string;
	message: string;
}
interface Endpoint {
	id: string;
}
interface Contract {
	checkRequest(request: { method: string; path: string; query: IDataObject; body: unknown }): {
		endpoint: Endpoint | null;
		violations: Violation[];
	};
	match(
		method: string,
		path: string,
	): { endpoint: Endpoint; form: string; altIndex: number; params: IDataObject } | null;
	endpoints?: Endpoint[];
}
// The contract checker is plain JavaScript.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const contract = require('../contract') as Contract;

/** One violation the checker reported, with the run and the request it belongs to. */
interface Finding {
	operation: string;
	variant: string;
	request: string;
	endpoint: string | null;
	kind: string;
	field?: string;
	message: string;
}

let sb: Sandbox;
let env: CaseEnv;
const findings: Finding[] = [];
/** endpoint id -> the runs ("resource/operation variant") whose requests matched it, and whether one got a 2xx. */
const exercised = new Map<string, { runs: Set<string>; answered: boolean }>();
/** resource/operation -> endpoints it reached with a 2xx answer. */
const reachedBy = new Map<string, Set<string>>();
const totals = { runs: 0, requests: 0, downloads: 0, outputsValidated: 0 };
/** Runs per variant kind: minimal, full, and the extra input modes (`also`). */
const runsBy: Record<string, number> = { minimal: 0, full: 0, also: 0 };
const started = Date.now();

beforeAll(async () => {
	// The sandbox, and a loopback receiver for the webhooks it delivers (Send Test, Retry Delivery, history rows).
	env = await startCaseEnv();
	sb = env.sb;
});

afterAll(async () => {
	await env?.close();
	const byKind: Record<string, string[]> = {};
	for (const f of findings) {
		(byKind[f.kind] ??= []).push(
			`${f.operation} [${f.variant}] ${f.request} (${f.endpoint ?? 'no endpoint'}) ${f.field ?? '-'}: ${f.message}`,
		);
	}
	const ids = [...exercised.keys()].sort();
	const missed = contract.endpoints?.map((e) => e.id).filter((id) => !exercised.has(id)) ?? [];
	console.log(
		[
			`Conformance: ${new Set(cases.map((c) => `${c.resource}/${c.operation}`)).size} operations; ` +
				`${totals.runs} runs (minimal ${runsBy.minimal}, full ${runsBy.full}, other input modes ${runsBy.also}); ` +
				`${totals.requests} requests checked (+${totals.downloads} file downloads not checked); ${findings.length} violations; ` +
				`${totals.outputsValidated} output items validated against their schemas; ` +
				`${ids.length} contract endpoints exercised, ${((Date.now() - started) / 1000).toFixed(1)} s`,
			...Object.entries(byKind).flatMap(([kind, rows]) => [
				`-- ${kind} (${rows.length})`,
				...rows.map((r) => `   ${r}`),
			]),
			`-- endpoints exercised: ${ids.join(', ')}`,
			...(missed.length
				? [`-- contract endpoints no operation reached: ${missed.join(', ')}`]
				: []),
		].join('\n'),
	);
});

/**
 * Contract endpoints the node has no operation for: the path-style membership lists (the node uses
 * /memberships/tiers and /memberships/members with ?productId=) and the credit customer registrations.
 */
const NO_OPERATION = [
	'membership.tiersByProduct',
	'membership.memberByProduct',
	'credit.registerUsageCustomer',
	'credit.registerMembershipCustomer',
];

const key = (c: Pick<ConformanceCase, 'resource' | 'operation'>) => `${c.resource}/${c.operation}`;

/** Operations that send nothing to Mayar (tested in test/integration/passOnce.test.ts and the burst e2e). */
const LOCAL_OPERATIONS = ['triggerEvent/passOnce'];

test('the table holds exactly the operations of the node registry that call Mayar (77), once each', () => {
	const registry = Object.entries(resources)
		.flatMap(([resource, operations]) =>
			Object.keys(operations).map((operation) => `${resource}/${operation}`),
		)
		.filter((k) => !LOCAL_OPERATIONS.includes(k))
		.sort();
	const table = cases.map(key);
	expect(registry).toHaveLength(77);
	expect(table.filter((k, n) => table.indexOf(k) !== n)).toEqual([]); // no duplicates
	expect({
		missing: registry.filter((k) => !table.includes(k)),
		extra: table.filter((k) => !registry.includes(k)),
	}).toEqual({ missing: [], extra: [] });
	for (const c of cases) {
		expect(typeof c.minimal).toBe('function');
		expect(typeof c.full).toBe('function');
	}
});

/** Sandbox URLs found in the output (the QR image): fetching one is a file download, not an API call. */
function downloadPaths(items: INodeExecutionData[]): Set<string> {
	const paths = new Set<string>();
	const walk = (v: unknown) => {
		if (typeof v === 'string' && v.startsWith(sb.url)) paths.add(new URL(v).pathname);
		else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
	};
	for (const item of items) walk(item.json);
	return paths;
}

const describeRequest = (e: LogEntry) => {
	const q = new URLSearchParams(e.query as Record<string, string>).toString();
	return `${e.method} ${e.path}${q ? `?${q}` : ''} -> ${e.status}`;
};

for (const c of cases) {
	describe(key(c), () => {
		test.each(variantsOf(c))('%s', async (variant, parametersOf) => {
			const label = `${key(c)} [${variant}]`;
			const { parameters, r } = await runVariant(env, c, variant, parametersOf);
			const log = sb.log.slice();
			totals.runs++;
			runsBy[variant === 'minimal' || variant === 'full' ? variant : 'also']++;

			// Every API request it sent goes through the contract checker (file downloads, e.g. the QR image, do not).
			const downloads = downloadPaths(r.items);
			const requests = log.filter((e) => !(e.method === 'GET' && downloads.has(e.path)));
			totals.downloads += log.length - requests.length;
			totals.requests += requests.length;
			const checked = requests.map((e) => {
				const { endpoint, violations } = contract.checkRequest({
					method: e.method,
					path: e.path,
					query: e.query ?? {},
					body: e.body,
				});
				const request = describeRequest(e);
				for (const v of violations)
					findings.push({
						operation: key(c),
						variant,
						request,
						endpoint: endpoint?.id ?? null,
						kind: v.kind,
						field: v.field,
						message: v.message,
					});
				if (endpoint) {
					const seen = exercised.get(endpoint.id) ?? { runs: new Set<string>(), answered: false };
					seen.runs.add(label);
					if (e.status >= 200 && e.status < 300) {
						seen.answered = true;
						if (!reachedBy.has(key(c))) reachedBy.set(key(c), new Set());
						reachedBy.get(key(c))?.add(endpoint.id);
					}
					exercised.set(endpoint.id, seen);
				}
				return {
					request,
					endpoint: endpoint?.id ?? null,
					query: e.query,
					body: e.body,
					violations,
				};
			});

			// One comparison, so a failure shows the run, its error and every request with what was sent:
			// the run succeeds (no node error, no error item), it sent at least one API request, and each request
			// has no violation.
			const error = r.error ? `${r.error.message} | ${r.error.description ?? ''}` : undefined;
			const errorItems = r.items.filter((it) => it.json.error !== undefined).map((it) => it.json);
			// Every output item conforms to the operation's shipped schema (nodes/Mayar/__schema__): the one of the
			// default output, or with Simplify off the whole record's ($defs.unsimplified).
			const schema = r.items.flatMap((it, n) =>
				validateOutput(key(c), it.json, {
					simplifyOff: parameters.simplify === false,
				}).map((problem) => `item ${n}: ${problem}`),
			);
			totals.outputsValidated += r.items.length;
			expect({
				run: label,
				error,
				errorItems,
				apiRequests: checked.length > 0,
				schema,
				requests: checked,
			}).toEqual({
				run: label,
				error: undefined,
				errorItems: [],
				apiRequests: true,
				schema: [],
				requests: checked.map((x) => ({ ...x, violations: [] })),
			});
		});
	});
}

describe('coverage', () => {
	test('every operation reached a contract endpoint with a 2xx answer', () => {
		expect(cases.map(key).filter((k) => !reachedBy.get(k)?.size)).toEqual([]);
	});

	test('every contract endpoint the operations were sent to was reached (answered 2xx) at least once; at least 60 distinct', () => {
		const notAnswered = [...exercised.entries()]
			.filter(([, s]) => !s.answered)
			.map(([id, s]) => `${id} (${[...s.runs].join(', ')})`);
		expect(notAnswered).toEqual([]);
		expect(exercised.size).toBeGreaterThanOrEqual(60);
	});

	test('every contract endpoint is exercised, but for the ones no node operation offers', () => {
		const expected = (contract.endpoints ?? [])
			.map((e) => e.id)
			.filter((id) => !NO_OPERATION.includes(id));
		expect(expected.filter((id) => !exercised.has(id))).toEqual([]);
	});
});
