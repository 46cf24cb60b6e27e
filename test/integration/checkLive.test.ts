/**
 * `npm run check:live` (scripts/check-live.js, issue #22) run as a merchant would, as a child process, against the
 * local sandbox: it conforms (exit 0); the sandbox told to drift is reported, each drift alone (exit 1); --writes
 * closes every object it made; an unreachable base URL, production without --production, writes on production, no
 * key and a refused key exit 2 with a one-line reason; the key appears in no output and no report.
 */
import { spawn } from 'child_process';
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import type { IDataObject } from 'n8n-workflow';

import { type Sandbox, startSandbox } from '../harness/sandbox';

const ROOT = path.resolve(__dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-check-live-test-'));
let files = 0;

interface Drift {
	endpoint: string;
	kind: string;
	detail: string;
}
interface Report {
	drift: Drift[];
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
	const base = { ...process.env, ...env };
	delete base.MAYAR_API_KEY;
	if (key !== undefined) base.MAYAR_API_KEY = key;
	const at = args.indexOf('--report');
	const reportFile = at >= 0 ? args[at + 1] : undefined;
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, ['scripts/check-live.js', ...args], {
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
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
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
		'a page of 50 cut to 40',
		{ drift: { pageCut: { endpoint: 'transaction.list', limit: 50, serve: 40 } } },
		(d) =>
			d.endpoint === 'transaction.list' &&
			d.kind === 'paging' &&
			/page of 50 served 40 rows .* pages of 10 read 50/.test(d.detail),
		/transaction\.list: paging: a page of 50 served 40 rows/,
	],
];

const sandboxes: Sandbox[] = [];
const runs: Record<string, Run> = {};
let plain: Sandbox;
let writer: Sandbox;
let prod: Awaited<ReturnType<typeof countingServer>>;
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
	const { port } = server.address() as AddressInfo;
	await new Promise<void>((resolve) => server.close(() => resolve()));
	return port;
}

// Every run side by side (each is a process of its own; most of a run is loading the node), then the tests read them.
beforeAll(async () => {
	plain = await startSandbox();
	writer = await startSandbox();
	const drifted = await Promise.all(DRIFTS.map(([, options]) => startSandbox(options)));
	sandboxes.push(plain, writer, ...drifted);
	prod = await countingServer();
	const alias = { CHECK_LIVE_PRODUCTION_ALIAS: prod.url };
	unreachableReport = reportPath();
	const port = await closedPort();
	const named: Array<[string, Promise<Run>]> = [
		['conforms', against(plain)],
		['writes', against(writer, ['--writes'])],
		...DRIFTS.map(([name], k): [string, Promise<Run>] => [name, against(drifted[k])]),
		[
			'unreachable',
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
		['refused', check(['--base-url', writer.url, '--rate-limit', '0'], KEY.refused)],
		['production', check(['--base-url', prod.url], KEY.production, alias)],
		[
			'productionWrites',
			check(['--base-url', prod.url, '--production', '--writes'], KEY.production, alias),
		],
		['realProduction', check(['--base-url', 'https://api.mayar.id'], KEY.production)],
		['noKey', check(['--base-url', plain.url])],
		['badOption', check(['--base-url', plain.url, '--bogus'], 'k')],
		['badUrl', check(['--base-url', `${plain.url}/hl/v2`], 'k')],
	];
	const done = await Promise.all(named.map(([, run]) => run));
	named.forEach(([name], k) => (runs[name] = done[k]));
}, 120_000);

afterAll(async () => {
	await Promise.all(sandboxes.map((sb) => sb.close()));
	await prod?.close();
	fs.rmSync(tmp, { recursive: true, force: true });
});

test('against the sandbox it conforms: exit 0, every read operation ran or says why not, no drift', () => {
	const run = runs.conforms;
	expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
	const report = run.report as Report;
	expect(report.drift).toEqual([]);
	expect(report.summary.operations.failed).toBe(0);
	expect(report.summary.operations.ran).toBeGreaterThanOrEqual(38);
	expect(Object.keys(report.endpoints).length).toBeGreaterThanOrEqual(35);
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
