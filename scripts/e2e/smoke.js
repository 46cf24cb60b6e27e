#!/usr/bin/env node
'use strict';
/*
 * Self-check of the real-n8n e2e runtime (install-runtime.js + n8n-instance.js), independent of
 * the Mayar node: builds a throwaway community package (an action node that returns one item, a
 * webhook trigger node and a credential, written directly as CommonJS so no build step is needed),
 * packs it, and for each mode (regular, then queue with a worker):
 *   start n8n -> `n8n export:nodes` lists the package's nodes -> import a credential and workflows ->
 *   `n8n execute` a 1-node workflow (and a failing one) -> publish a webhook workflow, wait for it,
 *   call it (queue: the action must run in the worker) -> API key + public API -> stop, no leftovers.
 *
 * Usage: node scripts/e2e/smoke.js [--mode=regular|queue|both] [--n8n1] [--only-n8n1] [--keep]
 * Prints one "N passed, N failed" line at the end; exit code 0 only if all passed.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { ensureRuntime } = require('./install-runtime');
const { startN8n, withManualTrigger, httpJson } = require('./n8n-instance');

const PKG = 'n8n-nodes-e2esmoke';
const args = process.argv.slice(2);
const arg = (name, dflt) => {
	const a = args.find((x) => x === `--${name}` || x.startsWith(`--${name}=`));
	if (!a) return dflt;
	return a.includes('=') ? a.split('=').slice(1).join('=') : true;
};
const modeArg = arg('mode', 'both');
const modes = modeArg === 'both' ? ['regular', 'queue'] : [modeArg];
const majors = arg('only-n8n1', false) ? [1] : arg('n8n1', false) ? [2, 1] : [2];

const timings = [];
function timed(label, ms) {
	timings.push([label, ms]);
	console.log(`  ${label}: ${(ms / 1000).toFixed(2)} s`);
}
async function time(label, fn) {
	const t0 = Date.now();
	const r = await fn();
	timed(label, Date.now() - t0);
	return r;
}
let passed = 0;
let failed = 0;
function check(cond, what, detail) {
	if (cond) {
		passed++;
		console.log(`  ok   ${what}`);
	} else {
		failed++;
		console.log(`  FAIL ${what}${detail ? `\n${String(detail).slice(0, 3000)}` : ''}`);
	}
}

/* ------------------------------------------------------------- throwaway package */

function writePackage(dir) {
	const w = (rel, text) => {
		fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
		fs.writeFileSync(path.join(dir, rel), text);
	};
	w(
		'package.json',
		JSON.stringify(
			{
				name: PKG,
				version: '0.0.1',
				description: 'throwaway package for the e2e runtime smoke check',
				license: 'MIT',
				keywords: ['n8n-community-node-package'],
				main: 'index.js',
				files: ['dist', 'index.js'],
				n8n: {
					n8nNodesApiVersion: 1,
					credentials: ['dist/credentials/SmokeApi.credentials.js'],
					nodes: [
						'dist/nodes/SmokeAction/SmokeAction.node.js',
						'dist/nodes/SmokeTrigger/SmokeTrigger.node.js',
					],
				},
				peerDependencies: { 'n8n-workflow': '*' },
			},
			null,
			2,
		),
	);
	w('index.js', 'module.exports = {};\n');
	w(
		'dist/credentials/SmokeApi.credentials.js',
		`'use strict';
class SmokeApi {
	constructor() {
		this.name = 'smokeApi';
		this.displayName = 'Smoke API';
		this.properties = [
			{ displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
		];
	}
}
exports.SmokeApi = SmokeApi;
`,
	);
	w(
		'dist/nodes/SmokeAction/SmokeAction.node.js',
		`'use strict';
// resolved from n8n's own module paths: the package ships no node_modules
const { NodeOperationError } = require('n8n-workflow');
class SmokeAction {
	constructor() {
		this.description = {
			displayName: 'Smoke Action',
			name: 'smokeAction',
			group: ['transform'],
			version: 1,
			description: 'Returns one item',
			defaults: { name: 'Smoke Action' },
			inputs: ['main'],
			outputs: ['main'],
			credentials: [{ name: 'smokeApi', required: false }],
			properties: [{ displayName: 'Fail', name: 'fail', type: 'boolean', default: false }],
		};
	}
	async execute() {
		if (this.getNodeParameter('fail', 0)) {
			throw new NodeOperationError(this.getNode(), 'smoke failure on purpose');
		}
		let keyTail = null;
		try {
			const cred = await this.getCredentials('smokeApi');
			keyTail = String(cred.apiKey).slice(-4);
		} catch (e) {
			keyTail = null;
		}
		const input = this.getInputData();
		return [[{ json: { smoke: 'ran', pid: process.pid, keyTail, inputs: input.length, got: input[0] ? input[0].json : null } }]];
	}
}
exports.SmokeAction = SmokeAction;
`,
	);
	w(
		'dist/nodes/SmokeTrigger/SmokeTrigger.node.js',
		`'use strict';
class SmokeTrigger {
	constructor() {
		this.description = {
			displayName: 'Smoke Trigger',
			name: 'smokeTrigger',
			group: ['trigger'],
			version: 1,
			description: 'Starts on a POST',
			defaults: { name: 'Smoke Trigger' },
			inputs: [],
			outputs: ['main'],
			webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'lastNode', path: 'webhook' }],
			properties: [],
		};
		this.webhookMethods = {
			default: {
				async checkExists() { return false; },
				async create() { return true; },
				async delete() { return true; },
			},
		};
	}
	async webhook() {
		const body = this.getBodyData();
		return { workflowData: [[{ json: { body, triggerPid: process.pid } }]] };
	}
}
exports.SmokeTrigger = SmokeTrigger;
`,
	);
	const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], {
		cwd: dir,
		encoding: 'utf8',
	});
	return path.join(dir, out.trim().split('\n').pop());
}

/* ------------------------------------------------------------- workflows */

const CRED = {
	id: 'smokeCred0000001',
	name: 'Smoke cred',
	type: 'smokeApi',
	data: { apiKey: 'sk_test_wxyz9876' },
};
const ACTION_TYPE = `${PKG}.smokeAction`;
const TRIGGER_TYPE = `${PKG}.smokeTrigger`;
const WEBHOOK_ID = '3f0d2c7e-5b1a-4c1e-9a55-2d7f0e4b6a11';

// `n8n execute` needs a manual trigger to start from: the "1-node" workflow gets one in front.
const oneNode = (id, fail) =>
	withManualTrigger({
		id,
		name: `smoke ${id}`,
		nodes: [
			{
				id: 'a1b2c3d4-0000-4000-8000-00000000000' + (fail ? '2' : '1'),
				name: 'Smoke Action',
				type: ACTION_TYPE,
				typeVersion: 1,
				position: [0, 0],
				parameters: { fail: !!fail },
				credentials: { smokeApi: { id: CRED.id, name: CRED.name } },
			},
		],
		connections: {},
		settings: {},
	});

const webhookWf = {
	id: 'smokeWebhookWf01',
	name: 'smoke webhook',
	nodes: [
		{
			id: 'a1b2c3d4-0000-4000-8000-000000000003',
			name: 'Smoke Trigger',
			type: TRIGGER_TYPE,
			typeVersion: 1,
			position: [0, 0],
			webhookId: WEBHOOK_ID,
			parameters: {},
		},
		{
			id: 'a1b2c3d4-0000-4000-8000-000000000004',
			name: 'Smoke Action',
			type: ACTION_TYPE,
			typeVersion: 1,
			position: [200, 0],
			parameters: {},
			credentials: { smokeApi: { id: CRED.id, name: CRED.name } },
		},
	],
	connections: { 'Smoke Trigger': { main: [[{ node: 'Smoke Action', type: 'main', index: 0 }]] } },
	settings: {},
};

function processesOf(marker) {
	// any process whose command line or environment mentions the user folder
	const hits = [];
	for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
		try {
			const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
			const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
			if (cmd.includes(marker) || env.includes(marker))
				hits.push(`${pid} ${cmd.replace(/\0/g, ' ')}`);
		} catch {
			/* gone or not ours */
		}
	}
	return hits;
}

async function runMode(tgz, mode, major) {
	const tag = `n8n${major}/${mode}`;
	console.log(`\n== ${tag}`);
	const n8n = await time(
		`${tag} start (spawn -> ready${mode === 'queue' ? ', incl. redis + worker' : ''})`,
		() => startN8n({ packageTarball: tgz, mode, n8nMajor: major, keep: !!arg('keep', false) }),
	);
	let userFolder = n8n.userFolder;
	try {
		console.log(
			`  user folder ${userFolder}, ports ${JSON.stringify(n8n.ports)}, pids ${JSON.stringify(n8n.pids())}`,
		);
		const health = (await httpJson('GET', `${n8n.baseUrl}/healthz`)).status;
		check(health === 200, `${tag} GET /healthz is 200`);

		const ex = await time(`${tag} n8n export:nodes`, () => n8n.exportNodes());
		const types = ex.code === 0 ? ex.types.map((n) => n.name) : [];
		check(
			types.includes(ACTION_TYPE) && types.includes(TRIGGER_TYPE),
			`${tag} export:nodes lists ${ACTION_TYPE} and ${TRIGGER_TYPE}`,
			`exit ${ex.code}; smoke types: ${types.filter((t) => t.includes('smoke')).join(', ')}\n${ex.stderr}`,
		);

		await time(`${tag} import:credentials`, () => n8n.importCredentials([CRED]));
		await time(`${tag} import:workflow x3`, () =>
			n8n.importWorkflow([
				oneNode('smokeActionWf001'),
				oneNode('smokeFailWf00001', true),
				webhookWf,
			]),
		);

		const run = await time(`${tag} n8n execute (manual trigger + action)`, () =>
			n8n.execute('smokeActionWf001'),
		);
		const item = run.data?.resultData?.runData?.['Smoke Action']?.[0]?.data?.main?.[0]?.[0]?.json;
		check(
			run.exitCode === 0 &&
				run.status === 'success' &&
				item &&
				item.smoke === 'ran' &&
				item.keyTail === '9876',
			`${tag} execute returns the custom node's item with the decrypted credential`,
			JSON.stringify({ exitCode: run.exitCode, status: run.status, item }),
		);

		const bad = await time(`${tag} n8n execute (failing workflow)`, () =>
			n8n.execute('smokeFailWf00001'),
		);
		const err = bad.data?.resultData?.error;
		check(
			bad.exitCode !== 0 &&
				bad.status === 'error' &&
				err &&
				/smoke failure on purpose/.test(err.message),
			`${tag} a failing execution still yields its IRun (status error, the node's message)`,
			JSON.stringify({ exitCode: bad.exitCode, status: bad.status, err: err && err.message }),
		);

		const url = `${n8n.webhookBaseUrl}/${WEBHOOK_ID}/webhook`;
		check(!(await n8n.webhookRegistered(url)), `${tag} webhook not registered before publish`);
		await time(`${tag} publish webhook workflow (CLI on 2.x, API on 1.x)`, () =>
			n8n.publish(webhookWf.id),
		);
		await time(`${tag} waitForWebhook (CORS preflight probe) after publish`, () =>
			n8n.waitForWebhook(url, 60000),
		);
		const res = await time(`${tag} POST webhook (trigger -> action)`, () =>
			httpJson('POST', url, { body: { hello: 'smoke' } }),
		);
		const pids = n8n.pids();
		const expectPid = mode === 'queue' ? pids.worker : pids.main;
		check(
			res.status === 200 &&
				res.json &&
				res.json.smoke === 'ran' &&
				res.json.got?.body?.hello === 'smoke' &&
				res.json.keyTail === '9876',
			`${tag} webhook answers with the action's item (lastNode)`,
			JSON.stringify(res),
		);
		check(
			res.json && res.json.pid === expectPid && res.json.got?.triggerPid === pids.main,
			`${tag} the action ran in the ${mode === 'queue' ? 'worker' : 'main'} process, the trigger in main`,
			JSON.stringify({ pids, actionPid: res.json?.pid, triggerPid: res.json?.got?.triggerPid }),
		);

		const key = await time(`${tag} apiKey() (login + create key)`, () => n8n.apiKey());
		const wfs = await n8n.api('GET', '/workflows');
		check(
			typeof key === 'string' &&
				wfs.status === 200 &&
				wfs.json.data.some((w) => w.id === webhookWf.id && w.active),
			`${tag} public API lists the published workflow as active`,
			`${wfs.status} ${wfs.text.slice(0, 500)}`,
		);
		const execs = await n8n.api('GET', `/executions?workflowId=${webhookWf.id}`);
		check(
			execs.status === 200 && execs.json.data.length >= 1,
			`${tag} public API shows the webhook execution`,
			execs.text.slice(0, 500),
		);

		await time(`${tag} unpublish`, () => n8n.unpublish(webhookWf.id));
		// the running server picks the CLI change up through its reconciler; wait until the webhook is gone
		const gone = await time(`${tag} waitForWebhookGone after unpublish`, () =>
			n8n.waitForWebhookGone(url, 60000).catch(() => false),
		);
		check(gone, `${tag} webhook is unregistered after unpublish`);
	} catch (e) {
		check(false, `${tag} no exception`, `${e.stack}\n${tail(n8n.logs(), 80)}`);
	} finally {
		const allPids = Object.values(n8n.pids());
		await time(`${tag} stop`, () => n8n.stop());
		await new Promise((r) => setTimeout(r, 300));
		const left = allPids.filter((p) => {
			try {
				process.kill(p, 0);
				return true;
			} catch {
				return false;
			}
		});
		const strays = processesOf(userFolder);
		check(
			left.length === 0 && strays.length === 0,
			`${tag} no process left after stop()`,
			JSON.stringify({ left, strays }),
		);
		check(!!arg('keep', false) || !fs.existsSync(userFolder), `${tag} user folder removed`);
	}
}

function tail(text, n) {
	const a = String(text).split('\n');
	return a.slice(-n).join('\n');
}

async function main() {
	const t0 = Date.now();
	const rt = ensureRuntime({ n8n1: majors.includes(1) });
	timed('ensureRuntime', Date.now() - t0);
	console.log(
		`  n8n ${rt.n8nVersion} on Node ${rt.nodeVersion}${rt.n8n1 ? `; n8n ${rt.n8n1.n8nVersion} on Node ${rt.n8n1.nodeVersion}` : ''}`,
	);
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-e2e-smokepkg-'));
	try {
		const tgz = await time('write + npm pack the throwaway package', () => writePackage(dir));
		for (const major of majors) for (const mode of modes) await runMode(tgz, mode, major);
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
	timed('smoke total', Date.now() - t0);
	console.log(`\n${passed} passed, ${failed} failed`);
	process.exitCode = failed ? 1 : 0;
}

module.exports = { writeSmokePackage: writePackage, SMOKE_PACKAGE: PKG, ACTION_TYPE, TRIGGER_TYPE };

if (require.main === module) {
	main().catch((e) => {
		console.error(e);
		console.log(`\n${passed} passed, ${failed + 1} failed`);
		process.exitCode = 1;
	});
}
