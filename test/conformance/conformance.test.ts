/**
 * Conformance suite (issue #12): every operation of the Mayar node, with its minimal and its full parameter set
 * (test/conformance/cases.ts), runs inside n8n-core against the local sandbox, under both of its profiles: 'spec'
 * (Mayar as the contract documents it) and 'live' (as Mayar was recorded answering, test/contract/live.js). Every
 * request it sends is checked against the API contract (test/contract), and every output item against the
 * operation's shipped output schema, under both: an output valid under one profile and broken under the other
 * fails. One sandbox for the whole file, switched from spec to live (./run.ts says why).
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { resources } from '../../nodes/Mayar/actions/resources';
import type { LogEntry } from '../harness/sandbox';
import { factsFile, factsOf } from '../operations';
import { type ConformanceCase, cases } from './cases';
import {
	type CaseEnv,
	liveBehavioursOf,
	type Profile,
	PROFILES,
	runVariant,
	startCaseEnv,
	variantsOf,
} from './run';
import { log } from '../harness/node';

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
	/** Why the node has no operation for it (test/contract/mayar-v2/). */
	noOperation?: string;
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
// check:live's plan is plain JavaScript: every read it runs against Mayar.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { READS: checkLiveReads } = require('../../scripts/check-live/plan') as {
	READS: { op: string }[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JavaScript, shared with the live check
const { LOCAL_RESOURCE } = require('../../scripts/lib/operations') as { LOCAL_RESOURCE: string };

/**
 * Contract endpoints that never answer 2xx under a profile, all of their requests answered by a recorded behaviour:
 * under live the review stats answer HTTP 500 (review.statsServerError; the node computes them from the reviews).
 */
const NEVER_ANSWERED: Record<Profile, string[]> = {
	spec: [],
	live: ['review.productStats', 'review.storeStats'],
};
/** Recorded behaviours the live pass must meet (the ones that change an answer the cases get). */
const LIVE_BEHAVIOURS_MET = [
	'installment.termLinkSlugNoDueDate',
	'membership.invoiceShape',
	'membership.registerFlat',
	'paidTransactions.noAliases',
	'product.createAnswerRicher',
	'qrCode.noQrString',
	'review.statsServerError',
	'saasLicense.refusesKey',
];

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

/** What one profile's pass saw. */
interface Pass {
	findings: Finding[];
	/** endpoint id -> the runs ("resource/operation variant") whose requests matched it, and whether one got a 2xx. */
	exercised: Map<string, { runs: Set<string>; answered: boolean; live: Set<string> }>;
	/** resource/operation -> endpoints it reached with a 2xx answer. */
	reachedBy: Map<string, Set<string>>;
	/** resource/operation -> the HTTP methods of the requests it sent. */
	methodsBy: Map<string, Set<string>>;
	totals: {
		runs: number;
		requests: number;
		downloads: number;
		outputsValidated: number;
		expectedFailures: number;
	};
	/** Runs per variant kind: minimal, full, and the extra input modes (`also`). */
	runsBy: Record<string, number>;
	/** Recorded live behaviours the sandbox applied in this pass. */
	behaviours: Set<string>;
	started: number;
	ms: number;
}
const newPass = (): Pass => ({
	findings: [],
	exercised: new Map(),
	reachedBy: new Map(),
	methodsBy: new Map(),
	totals: { runs: 0, requests: 0, downloads: 0, outputsValidated: 0, expectedFailures: 0 },
	runsBy: { minimal: 0, full: 0, also: 0 },
	behaviours: new Set(),
	started: 0,
	ms: 0,
});
const passes = Object.fromEntries(PROFILES.map((p) => [p, newPass()])) as Record<Profile, Pass>;
const started = Date.now();

let env: CaseEnv;

beforeAll(async () => {
	// The sandbox, and a loopback receiver for the webhooks it delivers (Send Test, Retry Delivery, history rows).
	env = await startCaseEnv();
});

afterAll(async () => {
	await env?.close();
	const operations = new Set(cases.map((c) => `${c.resource}/${c.operation}`)).size;
	const lines = [
		`Conformance: ${operations} operations x ${PROFILES.length} profiles (${PROFILES.join(', ')}), ${((Date.now() - started) / 1000).toFixed(1)} s`,
	];
	for (const profile of PROFILES) {
		const { findings, exercised, totals, runsBy, behaviours, ms } = passes[profile];
		const byKind: Record<string, string[]> = {};
		for (const f of findings) {
			(byKind[f.kind] ??= []).push(
				`${f.operation} [${f.variant}] ${f.request} (${f.endpoint ?? 'no endpoint'}) ${f.field ?? '-'}: ${f.message}`,
			);
		}
		const ids = [...exercised.keys()].sort();
		const missed = contract.endpoints?.map((e) => e.id).filter((id) => !exercised.has(id)) ?? [];
		lines.push(
			`== ${profile}: ${totals.runs} runs (minimal ${runsBy.minimal}, full ${runsBy.full}, other input modes ${runsBy.also}; ` +
				`${totals.expectedFailures} failing as expected under this profile); ` +
				`${totals.requests} requests checked (+${totals.downloads} file downloads not checked); ${findings.length} violations; ` +
				`${totals.outputsValidated} output items validated against their schemas; ` +
				`${ids.length} contract endpoints exercised, ${(ms / 1000).toFixed(1)} s`,
			...(behaviours.size
				? [`-- recorded live behaviours met: ${[...behaviours].sort().join(', ')}`]
				: []),
			...Object.entries(byKind).flatMap(([kind, rows]) => [
				`-- ${kind} (${rows.length})`,
				...rows.map((r) => `   ${r}`),
			]),
			`-- endpoints exercised: ${ids.join(', ')}`,
			...(missed.length
				? [`-- contract endpoints no operation reached: ${missed.join(', ')}`]
				: []),
		);
	}
	log(lines.join('\n'));
});

const key = (c: Pick<ConformanceCase, 'resource' | 'operation'>) => `${c.resource}/${c.operation}`;

test('the table holds exactly the operations of the node registry that call Mayar, once each', () => {
	// The local resource's operations send nothing (test/integration/passOnce.test.ts and the burst e2e test them).
	const registry = Object.entries(resources)
		.filter(([resource]) => resource !== LOCAL_RESOURCE)
		.flatMap(([resource, operations]) =>
			Object.keys(operations).map((operation) => `${resource}/${operation}`),
		)
		.sort();
	const table = cases.map(key);
	expect(table.filter((k, n) => table.indexOf(k) !== n)).toEqual([]); // no duplicates
	expect({
		missing: registry
			.filter((k) => !table.includes(k))
			.map(
				(k) => `${k}: write its \`sample\` in ${factsFile(...(k.split('/') as [string, string]))}`,
			),
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
		if (typeof v === 'string' && v.startsWith(env.sb.url)) paths.add(new URL(v).pathname);
		else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
	};
	for (const item of items) walk(item.json);
	return paths;
}

const describeRequest = (e: LogEntry) => {
	const q = new URLSearchParams(e.query as Record<string, string>).toString();
	return `${e.method} ${e.path}${q ? `?${q}` : ''} -> ${e.status}`;
};

describe.each(PROFILES)('%s profile', (profile) => {
	const pass = passes[profile];
	beforeAll(() => {
		env.sb.setProfile(profile);
		pass.started = Date.now();
	});
	afterAll(() => {
		pass.ms = Date.now() - pass.started;
	});

	for (const c of cases) {
		describe(key(c), () => {
			test.each(variantsOf(c))('%s', async (variant, parametersOf) => {
				const label = `${key(c)} [${variant}]`;
				expect(env.sb.profile).toBe(profile);
				const { parameters, r } = await runVariant(env, c, variant, parametersOf);
				const log = env.sb.log.slice();
				const { findings, exercised, reachedBy, totals, runsBy } = pass;
				totals.runs++;
				runsBy[variant === 'minimal' || variant === 'full' ? variant : 'also']++;
				const behaviours = liveBehavioursOf(log);
				for (const b of behaviours) pass.behaviours.add(b);

				// Every API request it sent goes through the contract checker (file downloads, e.g. the QR image, do not).
				const downloads = downloadPaths(r.items);
				const requests = log.filter((e) => !(e.method === 'GET' && downloads.has(e.path)));
				totals.downloads += log.length - requests.length;
				totals.requests += requests.length;
				const methods = pass.methodsBy.get(key(c)) ?? new Set<string>();
				for (const e of requests) methods.add(e.method);
				pass.methodsBy.set(key(c), methods);
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
						const seen = exercised.get(endpoint.id) ?? {
							runs: new Set<string>(),
							answered: false,
							live: new Set<string>(),
						};
						seen.runs.add(label);
						for (const b of (e as LogEntry & { live?: string[] }).live ?? []) seen.live.add(b);
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

				const error = r.error ? `${r.error.message} | ${r.error.description ?? ''}` : undefined;
				const errorItems = r.items.filter((it) => it.json.error !== undefined).map((it) => it.json);
				// Every output item conforms to the operation's shipped schema (nodes/Mayar/__schema__), the same file
				// under both profiles: the one of the default output, or with Simplify off the whole record's
				// ($defs.unsimplified).
				const schema = r.items.flatMap((it, n) =>
					validateOutput(key(c), it.json, {
						simplifyOff: parameters.simplify === false,
					}).map((problem) => `item ${n}: ${problem}`),
				);
				totals.outputsValidated += r.items.length;

				// Only live refuses some operations (their facts' live.fails); every other run must succeed.
				const failure = profile === 'live' ? factsOf(key(c)).live?.fails : undefined;
				if (failure) {
					// Refused under this profile as Mayar refuses it: the node sent a request the contract accepts, the
					// recorded behaviour answered it, and the run fails with the node's error for it (no output).
					totals.expectedFailures++;
					expect({
						run: label,
						failed: error !== undefined,
						error: failure.error.test(error ?? '') ? 'as expected' : error,
						answeredBy: behaviours.includes(failure.behaviour) ? failure.behaviour : behaviours,
						items: r.items.length,
						apiRequests: checked.length > 0,
						requests: checked,
					}).toEqual({
						run: label,
						failed: true,
						error: 'as expected',
						answeredBy: failure.behaviour,
						items: 0,
						apiRequests: true,
						requests: checked.map((x) => ({ ...x, violations: [] })),
					});
					return;
				}

				// One comparison, so a failure shows the run, its error and every request with what was sent:
				// the run succeeds (no node error, no error item), it sent at least one API request, each request
				// has no violation, and every output item fits the schema.
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
			expect(cases.map(key).filter((k) => !pass.reachedBy.get(k)?.size)).toEqual([]);
		});

		test('every contract endpoint the operations were sent to was reached (answered 2xx) at least once, but for the ones this profile never answers', () => {
			const notAnswered = [...pass.exercised.entries()]
				.filter(([, s]) => !s.answered)
				.map(([id]) => id)
				.sort();
			expect(notAnswered).toEqual([...NEVER_ANSWERED[profile]].sort());
			// Each of those was answered by a recorded live behaviour, never by the spec.
			for (const id of notAnswered) expect(pass.exercised.get(id)?.live.size).toBeGreaterThan(0);
		});

		test('every contract endpoint is exercised, but for the ones marked noOperation', () => {
			const endpoints = contract.endpoints ?? [];
			expect(
				endpoints
					.filter((e) => !e.noOperation && !pass.exercised.has(e.id))
					.map(
						(e) =>
							`${e.id}: no operation sent to it (or give it noOperation: '<why>' in test/contract/mayar-v2/)`,
					),
			).toEqual([]);
			// An endpoint that gained an operation loses noOperation. Judged on the spec pass: under live, recorded
			// behaviours send fallbacks to other operations' endpoints (Get Product Stats reads a product's reviews
			// when Mayar answers 500), which says nothing of whether an operation is for them.
			expect(
				endpoints
					.filter((e) => e.noOperation && profile === 'spec' && pass.exercised.has(e.id))
					.map(
						(e) =>
							`${e.id}: an operation sends to it: remove its noOperation in test/contract/mayar-v2/`,
					),
			).toEqual([]);
		});

		test('every operation that only sends GETs is run by check:live (scripts/check-live/plan.js READS)', () => {
			const reads = new Set(checkLiveReads.map((s) => s.op));
			const getOnly = [...pass.methodsBy.entries()]
				.filter(([, methods]) => [...methods].every((m) => m === 'GET'))
				.map(([op]) => op);
			expect(
				getOnly
					.filter((op) => !reads.has(op))
					.map(
						(op) =>
							`${op}: a read with parameters needs its step: liveCheck in ${factsFile(...(op.split('/') as [string, string]))}`,
					),
			).toEqual([]);
		});

		test(
			profile === 'spec'
				? 'the sandbox answered as the contract: no recorded live behaviour applied'
				: 'the sandbox answered as recorded live: the behaviours that change what the cases get were met',
			() => {
				const met = [...pass.behaviours].sort();
				if (profile === 'spec') expect(met).toEqual([]);
				else expect(met).toEqual(expect.arrayContaining(LIVE_BEHAVIOURS_MET));
			},
		);
	});
});
