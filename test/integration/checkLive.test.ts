/**
 * `npm run check:live` (scripts/check-live.js, issue #22) run as a merchant would, as a child process, against the
 * local sandbox: it conforms (exit 0); the sandbox told to drift is reported, each drift alone (exit 1); --writes
 * closes every object it made; an unreachable base URL, production without --production, writes on production, no
 * key and a refused key exit 2 with a one-line reason; the key appears in no output and no report.
 * The recorded live behaviours (test/contract/live.js): a verdict for each, "as spec" where the sandbox's spec
 * profile answers as the spec, "as recorded" in its live profile, whose differences are then not drift (exit 0),
 * while a drift live.js does not record still exits 1 there.
 */
import axios from 'axios';
import type { IDataObject } from 'n8n-workflow';

import { env as processEnv, fs, http, os, path, portOf, ROOT, spawnNode } from '../harness/node';
import { type Sandbox, startSandbox } from '../harness/sandbox';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plan is plain JavaScript
const { READS, orderedSteps } = require('../../scripts/check-live/plan') as {
	READS: Array<{ op: string; never?: boolean }>;
	orderedSteps: (
		entries: Array<{ op: string; file: string; facts: IDataObject }>,
	) => Array<{ op: string; never?: boolean; params: (c: IDataObject) => IDataObject }>;
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-check-live-test-'));
let files = 0;

interface Drift {
	endpoint: string;
	kind: string;
	detail: string;
}
type VerdictName = 'as recorded' | 'as spec' | 'neither' | 'not observed';
interface Verdict {
	id: string;
	verdict: VerdictName;
	detail: string;
	workaround?: string;
}
interface Report {
	drift: Drift[];
	recordedLive: { verdicts: Verdict[]; differences: Array<Drift & { behaviour: string }> };
	operations: Array<{ operation: string; status: string; reason: string }>;
	endpoints: Record<string, { forms: Array<{ form: string; path: string; answered?: boolean }> }>;
	testObjects: Array<{ kind: string; id: string; label: string; status: string | null }>;
	summary: IDataObject & { requests: number; operations: { ran: number; failed: number } };
}
interface Run {
	code: number | null;
	stdout: string;
	stderr: string;
	reportText?: string;
	report?: Report;
}

/** Runs the check with `args`; the environment holds MAYAR_API_KEY only when `key` is given. */
function check(args: string[], key?: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
	const base = { ...processEnv, ...env };
	delete base.MAYAR_API_KEY;
	if (key !== undefined) base.MAYAR_API_KEY = key;
	const at = args.indexOf('--report');
	const reportFile = at >= 0 ? args[at + 1] : undefined;
	return new Promise((resolve, reject) => {
		const child = spawnNode(['scripts/check-live.js', ...args], {
			cwd: ROOT,
			env: base,
		});
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (c) => (stdout += c));
		child.stderr.on('data', (c) => (stderr += c));
		child.on('error', reject);
		child.on('close', (code) => {
			const reportText =
				reportFile && fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : undefined;
			resolve({
				code,
				stdout,
				stderr,
				reportText,
				report: reportText ? (JSON.parse(reportText) as Report) : undefined,
			});
		});
	});
}

const reportPath = () => path.join(tmp, `report-${++files}.json`);
/** A full run against a sandbox (rate limit off on both sides), with a report. */
const against = (sb: Sandbox, extra: string[] = []) =>
	check(
		['--base-url', sb.url, '--rate-limit', '0', '--report', reportPath(), ...extra],
		sb.keys.readWrite,
	);

function expectNoKey(run: Run, key: string) {
	for (const text of [run.stdout, run.stderr, run.reportText ?? '']) {
		expect(text.includes(key)).toBe(false);
		expect(text.includes(key.slice(0, 8))).toBe(false);
	}
}
/** Exit 2: one line on stderr that says why, nothing on stdout. */
function expectCannotRun(run: Run, reason: RegExp) {
	expect({ code: run.code, stdout: run.stdout }).toEqual({ code: 2, stdout: '' });
	expect(run.stderr.trim().split('\n')).toHaveLength(1);
	expect(run.stderr).toMatch(/^check:live: could not run: /);
	expect(run.stderr).toMatch(reason);
}

/** A loopback server that counts the connections it accepts (a stand-in production URL). */
async function countingServer() {
	let connections = 0;
	const server = http.createServer((_req, res) => res.end('{}'));
	server.on('connection', () => connections++);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${portOf(server)}`,
		get connections() {
			return connections;
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

// Each drift alone, each on a sandbox of its own, so the full runs can go side by side.
const DRIFTS: Array<[string, IDataObject, (d: Drift) => boolean, RegExp]> = [
	[
		'a renamed field',
		{ drift: { renameField: { endpoint: 'invoice.list', from: 'status', to: 'state' } } },
		(d) => d.kind === 'unknownField' && /"state".*"status".*renamed/.test(d.detail),
		/invoice\.list: unknownField: "state"/,
	],
	[
		'an extra field',
		{ drift: { extraField: { endpoint: 'invoice.list', name: 'surprise', value: 1 } } },
		(d) => d.kind === 'unknownField' && d.detail.startsWith('"surprise"'),
		/invoice\.list: unknownField: "surprise"/,
	],
	[
		// an existing field given a value of another type: amount as text
		'a field of another type',
		{ drift: { extraField: { endpoint: 'invoice.list', name: 'amount', value: '150000' } } },
		(d) =>
			d.kind === 'type' &&
			/"amount" of invoiceListItem is string \(contract: integer\)/.test(d.detail),
		/invoice\.list: type: "amount" of invoiceListItem is string/,
	],
	[
		'one path form only',
		{ servedForms: { 'review.storeStats': 1 } },
		(d) =>
			d.endpoint === 'review.storeStats' &&
			d.kind === 'pathForm' &&
			/\/hl\/v2\/reviews\/stats answered 404 Not Found; \/hl\/v2\/merchants\/reviews\/stats answered/.test(
				d.detail,
			),
		/path form: review\.storeStats answered at \/hl\/v2\/merchants\/reviews\/stats/,
	],
	[
		// On invoices: the same cut on paid transactions is recorded live (paidTransactions.page50Truncated), below.
		'a page of 50 cut to 40',
		{ drift: { pageCut: { endpoint: 'invoice.list', limit: 50, serve: 40 } } },
		(d) =>
			d.endpoint === 'invoice.list' &&
			d.kind === 'paging' &&
			/page of 50 served 40 rows .* pages of 10 read 50/.test(d.detail),
		/invoice\.list: paging: a page of 50 served 40 rows/,
	],
];

const sandboxes: Sandbox[] = [];
const runs: Record<string, Run> = {};
let plain: Sandbox;
let writer: Sandbox;
let live: Sandbox;
let prod: Awaited<ReturnType<typeof countingServer>>;
let receiver: Awaited<ReturnType<typeof countingServer>>;
let unreachableReport: string;
const KEY = {
	unreachable: 'sk-unreachable-check-0123456789',
	refused: 'sk-refused-check-0123456789abcdef',
	production: 'sk-production-check-0123456789abcdef',
};

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
	const server = http.createServer();
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const port = portOf(server);
	await new Promise<void>((resolve) => server.close(() => resolve()));
	return port;
}

/**
 * Two webhook deliveries in the sandbox's history, to `url` (which answers 200): a test ping and a payment (its
 * payment.received in the profile's shape), so that check:live sees payloads; then the log is cleared: it holds the
 * check's requests only.
 */
async function deliveries(sb: Sandbox, url: string) {
	const send = async (path: string, body: IDataObject) => {
		const r = await axios.post(`${sb.url}/hl/v2/${path}`, body, {
			headers: { Authorization: `Bearer ${sb.keys.readWrite}` },
			validateStatus: () => true,
		});
		if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
	};
	await send('webhooks/test', { urlHook: url });
	await send('webhooks/update', { urlHook: url });
	const [tx] = (sb.addUnpaidTransactions as (n: number) => Array<{ id: string }>)(1);
	await send('payments/simulate', { transactionId: tx.id });
	await (sb.waitForDeliveries as (n: number, ms: number) => Promise<unknown>)(2, 10000);
	sb.clearLog();
}

// Every run side by side (each is a process of its own; most of a run is loading the node), then the tests read them.
beforeAll(async () => {
	plain = await startSandbox();
	writer = await startSandbox();
	const drifted = await Promise.all(DRIFTS.map(([, options]) => startSandbox(options)));
	// The recorded-live profile; an account without a static QRIS there, so qrCode.staticNotConfigured shows.
	live = await startSandbox({ profile: 'live' });
	live.store.staticQris = null;
	const liveDrifted = await startSandbox({
		profile: 'live',
		drift: { renameField: { endpoint: 'invoice.list', from: 'status', to: 'state' } },
	});
	const paidCut = await startSandbox({
		drift: { pageCut: { endpoint: 'transaction.list', limit: 50, serve: 40 } },
	});
	sandboxes.push(plain, writer, ...drifted, live, liveDrifted, paidCut);
	receiver = await countingServer();
	await Promise.all([plain, live, paidCut].map((sb) => deliveries(sb, receiver.url)));
	prod = await countingServer();
	const alias = { CHECK_LIVE_PRODUCTION_ALIAS: prod.url };
	unreachableReport = reportPath();
	const port = await closedPort();
	const named: Array<[string, () => Promise<Run>]> = [
		['conforms', () => against(plain)],
		['live', () => against(live)],
		['liveDrifted', () => against(liveDrifted)],
		['paidCut', () => against(paidCut)],
		['writes', () => against(writer, ['--writes'])],
		...DRIFTS.map(([name], k): [string, () => Promise<Run>] => [name, () => against(drifted[k])]),
		[
			'unreachable',
			() =>
				check(
					[
						'--base-url',
						`http://127.0.0.1:${port}`,
						'--rate-limit',
						'0',
						'--report',
						unreachableReport,
					],
					KEY.unreachable,
				),
		],
		// Against the writer's sandbox: the conforming run's sandbox must see its own requests only.
		['refused', () => check(['--base-url', writer.url, '--rate-limit', '0'], KEY.refused)],
		['production', () => check(['--base-url', prod.url], KEY.production, alias)],
		[
			'productionWrites',
			() => check(['--base-url', prod.url, '--production', '--writes'], KEY.production, alias),
		],
		['realProduction', () => check(['--base-url', 'https://api.mayar.id'], KEY.production)],
		['noKey', () => check(['--base-url', plain.url])],
		['badOption', () => check(['--base-url', plain.url, '--bogus'], 'k')],
		['badUrl', () => check(['--base-url', `${plain.url}/hl/v2`], 'k')],
	];
	// A few at a time: twenty node processes at once on a busy 2-core machine outrun the timeouts.
	const done: Run[] = [];
	let next = 0;
	const lane = async () => {
		for (let k = next++; k < named.length; k = next++) done[k] = await named[k][1]();
	};
	await Promise.all(Array.from({ length: 4 }, lane));
	named.forEach(([name], k) => (runs[name] = done[k]));
}, 300_000);

afterAll(async () => {
	await Promise.all(sandboxes.map((sb) => sb.close()));
	await prod?.close();
	await receiver?.close();
	fs.rmSync(tmp, { recursive: true, force: true });
});

test('against the sandbox it conforms: exit 0, every read operation ran or says why not, no drift', () => {
	const run = runs.conforms;
	expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
	const report = run.report as Report;
	expect(report.drift).toEqual([]);
	expect(report.summary.operations.failed).toBe(0);
	// Every read of the plan ran against the seed, but those it never runs (needing what no read lists, a license
	// code); each request went to a contract endpoint (a request to none is drift).
	const notRan = READS.filter(
		(step) => report.operations.find((o) => o.operation === step.op)?.status !== 'ran',
	);
	expect(notRan.map((step) => step.op)).toEqual(
		READS.filter((step) => step.never).map((step) => step.op),
	);
	// Each request the node sent went through the recorder to the sandbox, once.
	expect(report.summary.requests).toBe(plain.log.length);
	// Reads only: GETs, and the POSTs that only read (payment links sorted by type, coupon check and validate).
	const posts = plain.log
		.filter((e) => e.method !== 'GET')
		.map((e) => e.path.split('/').slice(0, 5).join('/'));
	expect([...new Set(posts)].sort()).toEqual([
		'/hl/v2/coupons/check',
		'/hl/v2/coupons/validate',
		'/hl/v2/payment-links/sort',
	]);
	const skipped = report.operations.filter((o) => o.status === 'skipped');
	expect(skipped.every((o) => o.reason.length > 0)).toBe(true);
	expect(report.operations.find((o) => o.operation === 'invoice/create')?.reason).toMatch(
		/changes state/,
	);
	expect(run.stdout).toMatch(/^drift: none$/m);
	expect(run.stdout).toMatch(/^result: conforms \(exit 0\)$/m);
	expect(run.stdout.split('\n').length).toBeLessThan(30); // read in a minute
	expectNoKey(run, plain.keys.readWrite);
});

test("the facts' steps run after the steps that keep the rows they need, else in registry order; one needing rows no step keeps never runs", () => {
	const entry = (op: string, liveCheck: IDataObject) => ({
		op,
		file: `${op}.facts.ts`,
		facts: { liveCheck },
	});
	const order = (entries: ReturnType<typeof entry>[]) => orderedSteps(entries).map((s) => s.op);
	expect(
		order([
			entry('a/get', { needs: ['bs'] }),
			entry('a/list', { keeps: 'as' }),
			entry('b/list', { keeps: 'bs', needs: ['as'] }),
			entry('c/list', {}),
		]),
	).toEqual(['a/list', 'b/list', 'a/get', 'c/list']);
	// Rows no step keeps (their list operation is gone): the step never runs, and says why.
	const [lonely] = orderedSteps([entry('a/get', { needs: ['nothing'] })]);
	expect(lonely).toMatchObject({ op: 'a/get', never: true });
	expect(lonely.params({})).toEqual({ skip: 'needs nothing, which no read of the node lists' });
	expect(() =>
		order([
			entry('a/list', { keeps: 'as', needs: ['bs'] }),
			entry('b/list', { keeps: 'bs', needs: ['as'] }),
		]),
	).toThrow(/need each other's rows/);
});

describe.each(DRIFTS)('the sandbox told to drift: %s', (name, _options, isIt, inSummary) => {
	test('exit 1, that drift and only it in the report and the summary', () => {
		const run = runs[name];
		expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 1, stderr: '' });
		const drift = (run.report as Report).drift;
		expect(drift).toHaveLength(1);
		expect(isIt(drift[0])).toBe(true);
		expect(run.stdout).toMatch(inSummary);
		expect(run.stdout).toMatch(/^result: DRIFT \(exit 1\)/m);
		expectNoKey(run, plain.keys.readWrite); // every sandbox here has the same seed, so the same keys
	});
});

test('--writes: a round trip on labelled test objects, each closed afterwards (exit 0)', () => {
	const run = runs.writes;
	expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
	const objects = (run.report as Report).testObjects;
	expect(objects.map((o) => [o.kind, o.status])).toEqual([
		['product', 'closed'],
		['invoice', 'closed'],
		['paymentRequest', 'closed'],
	]);
	const find = (key: string, id: string) =>
		(writer.store[key] as IDataObject[]).find((r) => r.id === id) as IDataObject;
	const [product, invoice, request] = objects;
	expect(find('products', product.id)).toMatchObject({ status: 'closed', name: product.label });
	expect(find('invoices', invoice.id)).toMatchObject({ status: 'closed' });
	expect(find('paymentRequests', request.id)).toMatchObject({
		status: 'closed',
		name: request.label,
	});
	expect(product.label).toMatch(/^n8n-nodes-mayar check:live \d{4}-\d\d-\d\dT/);
	// One create each, never repeated.
	const creates = writer.log.filter((e) => e.method === 'POST' && /\/create$/.test(e.path));
	expect(creates.map((e) => e.path).sort()).toEqual([
		'/hl/v2/invoices/create',
		'/hl/v2/payments/create',
		'/hl/v2/products/create',
	]);
	expectNoKey(run, writer.keys.readWrite);
});

test('an unreachable base URL exits 2 with the reason, and writes no report', () => {
	const run = runs.unreachable;
	expectCannotRun(run, /http:\/\/127\.0\.0\.1:\d+ is unreachable \(ECONNREFUSED\)/);
	expect(fs.existsSync(unreachableReport)).toBe(false);
	expectNoKey(run, KEY.unreachable);
});

test('a key the base URL refuses exits 2 with the reason', () => {
	expectCannotRun(runs.refused, /Mayar refused the key \(HTTP 401/);
	expectNoKey(runs.refused, KEY.refused);
});

test('production is refused before any request: without --production, and with --writes', () => {
	expectCannotRun(runs.production, /is Mayar production: refused without --production/);
	expectCannotRun(runs.productionWrites, /--writes is refused on Mayar production/);
	expectCannotRun(runs.realProduction, /https:\/\/api\.mayar\.id is Mayar production/);
	expect(prod.connections).toBe(0);
	for (const run of [runs.production, runs.productionWrites, runs.realProduction])
		expectNoKey(run, KEY.production);
});

test('no MAYAR_API_KEY, or a bad argument, exits 2 with the reason', () => {
	expectCannotRun(runs.noKey, /MAYAR_API_KEY is not set/);
	expectCannotRun(runs.badOption, /unknown option --bogus/);
	expectCannotRun(runs.badUrl, /--base-url must be an http\(s\) address with no path/);
});

// ---- the recorded live behaviours (test/contract/live.js) ----------------------------------------------------------

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LIVE } = require('../contract/live') as {
	LIVE: Array<{ id: string; endpoints: string[]; node: string; check: string | null }>;
};
// The verdicts as judged from exchanges, without a run (the cases a sandbox run does not show).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const recorded = require('../../scripts/check-live/recorded') as {
	DATE_PROBE: string;
	CREDIT_PROBE: string;
	judge(run: IDataObject): {
		verdicts: Verdict[];
		drift: Drift[];
		recordedLive: Array<Drift & { behaviour: string }>;
	};
};
const CHECKED = LIVE.filter((b) => b.check !== null);
const verdictsOf = (run: Run) =>
	Object.fromEntries((run.report as Report).recordedLive.verdicts.map((v) => [v.id, v.verdict]));

/**
 * The sandbox's spec profile: "as spec" where only its live profile answers as recorded. It answers as recorded in
 * both profiles where live.js says "modelled (both profiles)" (for members and payment channels the record agrees with
 * the docs, so "as recorded" is both); its rate limit is off and the check runs unpaced; the seed has a static QRIS.
 */
const IN_SPEC_PROFILE: Record<string, VerdictName> = {
	'paidTransactions.noAliases': 'as spec',
	'paidTransactions.dateRangeIgnored': 'as spec',
	'paidTransactions.page50Truncated': 'as spec',
	'membership.membersDottedKeys': 'as recorded',
	'qrCode.staticNotConfigured': 'not observed',
	'review.statsServerError': 'as spec',
	'credit.hlPathNotFound': 'as spec',
	rateLimitNotObserved: 'as recorded',
	'webhook.payloadEvent': 'as recorded',
	'webhook.paymentReceivedProduction': 'as spec',
	'paymentChannels.captured': 'as recorded',
};

describe('recorded live behaviours', () => {
	test('every behaviour of live.js with a check gets a verdict, in the report and the summary', () => {
		for (const run of [runs.conforms, runs.live]) {
			const verdicts = (run.report as Report).recordedLive.verdicts;
			expect(verdicts.map((v) => v.id)).toEqual(CHECKED.map((b) => b.id));
			expect(verdicts.every((v) => v.detail.length > 0)).toBe(true);
			expect(run.stdout).toMatch(
				new RegExp(
					`^recorded live behaviours \\(test/contract/live\\.js; information, not drift\\): ${CHECKED.length} checked$`,
					'm',
				),
			);
		}
		expect(Object.keys(IN_SPEC_PROFILE).sort()).toEqual(CHECKED.map((b) => b.id).sort());
	});

	test('the spec profile: "as spec" where Mayar would follow the spec, naming the workaround that can go (exit 0)', () => {
		const run = runs.conforms;
		expect(run.code).toBe(0);
		expect(verdictsOf(run)).toEqual(IN_SPEC_PROFILE);
		const report = run.report as Report;
		for (const v of report.recordedLive.verdicts.filter((r) => r.verdict === 'as spec'))
			expect(v.workaround).toBe(LIVE.find((b) => b.id === v.id)?.node);
		expect(report.recordedLive.differences).toEqual([]);
		expect(report.summary.recordedLive).toEqual({
			'as recorded': 4,
			'as spec': 6,
			neither: 0,
			'not observed': 1,
			differences: 0,
		});
		expect(run.stdout).toMatch(
			/^ {2}as spec \(the workaround can go[^\n]*: paidTransactions\.noAliases; paidTransactions\.dateRangeIgnored; paidTransactions\.page50Truncated; review\.statsServerError; credit\.hlPathNotFound; webhook\.paymentReceivedProduction$/m,
		);
		// One request more than the reads: paid transactions from tomorrow. Credit was read, so its probe is not sent.
		expect(plain.log.filter((e) => e.query.startAt !== undefined)).toHaveLength(1);
		expect(
			plain.log.filter((e) => /\/credit\/customer\/balance$/.test(e.path) && !e.query.customerId),
		).toEqual([]);
	});

	test('the live profile: every behaviour as recorded, and what live.js records is not drift (exit 0)', () => {
		const run = runs.live;
		expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
		const report = run.report as Report;
		expect(report.drift).toEqual([]);
		expect(verdictsOf(run)).toEqual(Object.fromEntries(CHECKED.map((b) => [b.id, 'as recorded'])));
		// The differences the contract comparison found, each given to the behaviour that accounts for it.
		const differences = report.recordedLive.differences;
		const seen = differences.map((d) => `${d.behaviour} ${d.endpoint} ${d.kind}`);
		expect(seen).toEqual(
			expect.arrayContaining([
				'paidTransactions.page50Truncated transaction.list paging',
				'credit.hlPathNotFound credit.balance pathForm',
				'credit.hlPathNotFound credit.history pathForm',
			]),
		);
		// Each on an endpoint its behaviour names (a failed read names the operation instead).
		for (const d of differences.filter((x) => x.kind !== 'failed'))
			expect(LIVE.find((b) => b.id === d.behaviour)?.endpoints).toContain(d.endpoint);
		expect(run.stdout).toMatch(
			new RegExp(`^recorded live, not drift \\(${differences.length}\\):$`, 'm'),
		);
		expect(run.stdout).toMatch(
			/^ {2}transaction\.list: paging: a page of 50 served 48 rows .* \[paidTransactions\.page50Truncated\]$/m,
		);
		expect(run.stdout).toMatch(
			/^ {2}transaction\.list \(paidTransaction, \d+ records\): [^\n]*; recorded live \(paidTransactions\.noAliases\): transactionId, amount$/m,
		);
		expect(run.stdout).toMatch(
			new RegExp(
				`^result: conforms, apart from ${differences.length} differences recorded live \\(exit 0\\)$`,
				'm',
			),
		);
		expect(run.stdout).not.toMatch(/^drift \(/m);
		expectNoKey(run, live.keys.readWrite);
	});

	test('the live profile with a drift live.js does not record: that drift alone, exit 1', () => {
		const run = runs.liveDrifted;
		expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 1, stderr: '' });
		const report = run.report as Report;
		expect(report.drift).toHaveLength(1);
		expect(report.drift[0]).toMatchObject({ endpoint: 'invoice.list', kind: 'unknownField' });
		expect(report.drift[0].detail).toMatch(/"state".*"status".*renamed/);
		expect(report.recordedLive.differences.length).toBeGreaterThan(0);
		expect(verdictsOf(run)['paidTransactions.page50Truncated']).toBe('as recorded');
		expect(run.stdout).toMatch(/^result: DRIFT \(exit 1\)/m);
	});

	test('the page of 50 paid transactions cut short, which live.js records, is not drift in the spec profile either', () => {
		const run = runs.paidCut;
		expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
		const report = run.report as Report;
		expect(report.drift).toEqual([]);
		expect(report.recordedLive.differences).toEqual([
			expect.objectContaining({
				endpoint: 'transaction.list',
				kind: 'paging',
				behaviour: 'paidTransactions.page50Truncated',
			}),
		]);
		expect(verdictsOf(run)).toEqual({
			...IN_SPEC_PROFILE,
			'paidTransactions.page50Truncated': 'as recorded',
		});
	});
});

describe('verdicts judged from exchanges (scripts/check-live/recorded.js)', () => {
	const ok = (step: string, path: string, data: unknown, query: IDataObject = {}) => ({
		step,
		method: 'GET',
		path,
		query,
		status: 200,
		body: { statusCode: 200, messages: 'success', data },
	});
	const answer = (step: string, path: string, status: number, messages: string) => ({
		step,
		method: 'GET',
		path,
		query: {},
		status,
		body: { statusCode: status, messages },
	});
	const judge = (exchanges: IDataObject[], drift: Drift[] = [], operations: IDataObject[] = []) =>
		recorded.judge({ exchanges, operations, options: { rateLimit: 20 }, rateLimits: [], drift });
	const verdict = (j: ReturnType<typeof judge>, id: string) =>
		j.verdicts.find((v) => v.id === id) as Verdict;

	test('an empty or skipped read is "not observed", and says why', () => {
		const j = judge(
			[ok('transaction/getMany', '/hl/v2/transactions', [], { limit: '40' })],
			[],
			[
				{
					operation: 'membership/getMembers',
					status: 'skipped',
					reason: 'no membership product in this account',
				},
			],
		);
		expect(verdict(j, 'paidTransactions.noAliases')).toMatchObject({
			verdict: 'not observed',
			detail: expect.stringMatching(/no paid transaction/),
		});
		expect(verdict(j, 'membership.membersDottedKeys')).toMatchObject({
			verdict: 'not observed',
			detail: 'membership/getMembers skipped: no membership product in this account',
		});
		expect(verdict(j, 'rateLimitNotObserved').verdict).toBe('not observed'); // paced at 20/min
	});

	test('rows with one alias, or aliases of other values, are "neither"', () => {
		const rows = [
			{ id: 'a', paymentLinkTransactionId: 't1', credit: 100, transactionId: 't1' },
			{ id: 'b', paymentLinkTransactionId: 't2', credit: 100, transactionId: 't2', amount: 90 },
		];
		const j = judge([ok('transaction/getMany', '/hl/v2/transactions', rows, { limit: '40' })]);
		expect(verdict(j, 'paidTransactions.noAliases')).toMatchObject({
			verdict: 'neither',
			detail:
				'2 paid rows: 0 without transactionId and amount, 0 with both (equal to paymentLinkTransactionId and credit), 2 otherwise',
		});
	});

	test("the credit probe without parameters: /hl/v2's route-level 404 beside /credit/v2's 400 is as recorded", () => {
		const j = judge([
			answer(recorded.CREDIT_PROBE, '/hl/v2/credit/customer/balance', 404, 'Not Found'),
			answer(recorded.CREDIT_PROBE, '/credit/v2/credit/customer/balance', 400, 'Validation Error'),
		]);
		expect(verdict(j, 'credit.hlPathNotFound').verdict).toBe('as recorded');
		const both404 = judge([
			answer(recorded.CREDIT_PROBE, '/hl/v2/credit/customer/balance', 404, 'Not Found'),
			answer(recorded.CREDIT_PROBE, '/credit/v2/credit/customer/balance', 404, 'Not Found'),
		]);
		expect(verdict(both404, 'credit.hlPathNotFound').verdict).toBe('neither');
	});

	test("a read failed by the stats' recorded 500 is recorded live; a read failed otherwise stays drift", () => {
		const failed = (op: string): Drift => ({ endpoint: op, kind: 'failed', detail: 'Mayar: ...' });
		const j = judge(
			[
				answer(
					'review/getStoreStats',
					'/hl/v2/reviews/stats',
					500,
					'gtFetch(...).then is not a function',
				),
				answer('invoice/get', '/hl/v2/invoices/x', 500, 'Internal Server Error'),
			],
			[failed('review/getStoreStats'), failed('invoice/get')],
		);
		expect(verdict(j, 'review.statsServerError').verdict).toBe('as recorded');
		expect(j.recordedLive).toEqual([
			{ ...failed('review/getStoreStats'), behaviour: 'review.statsServerError' },
		]);
		expect(j.drift).toEqual([failed('invoice/get')]);
		// Seen as spec, the behaviour accounts for nothing: the same failure is drift.
		const fixed = judge(
			[ok('review/getStoreStats', '/hl/v2/reviews/stats', { total: 1, average: 5, stats: [] })],
			[failed('review/getStoreStats')],
		);
		expect(verdict(fixed, 'review.statsServerError').verdict).toBe('as spec');
		expect(fixed.drift).toEqual([failed('review/getStoreStats')]);
	});
});
