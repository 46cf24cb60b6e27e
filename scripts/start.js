#!/usr/bin/env node
'use strict';
/*
 * `npm start`: try the package in a real n8n on this machine, with no Mayar account.
 *
 *   1. builds the package (npm run build) and packs it;
 *   2. starts the local Mayar sandbox (test/sandbox) on 127.0.0.1;
 *   3. starts n8n 2.41.1 (installed once into ~/.cache/n8n-nodes-mayar-e2e on first use, about 5 minutes)
 *      with the package installed like a community package;
 *   4. imports a credential "Mayar (local sandbox)" (Environment Custom, pointing at the sandbox) and the
 *      example workflows of examples/, and publishes the ones that start from a form, a webhook or Mayar (one
 *      Mayar Trigger: the account has one webhook URL);
 *   5. prints the editor URL and the login, and runs until Ctrl-C (or --for <seconds>).
 *
 * Options:
 *   --for <seconds>   stop by itself after that many seconds (for tests and demos)
 *   --port <n>        the n8n port (default 5678 when free, otherwise any free port)
 *   --sandbox-port <n> the sandbox port (default 4010 when free, otherwise any free port)
 *   --no-build        pack the existing dist/ without building
 *   --tarball <file>  install this packed package instead of building and packing (the e2e tests' one pack)
 *   --keep            keep n8n's user folder (database, logs) when it stops
 *
 * Everything runs on 127.0.0.1 and everything started here is stopped on Ctrl-C, SIGTERM or --for.
 */
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const ROOT = path.resolve(__dirname, '..');
const CRED_ID = 'mayarSandboxCred';
const CRED_NAME = 'Mayar (local sandbox)';
const SEED = 1;

function parseArgs(argv) {
	const out = { for: 0, port: 0, sandboxPort: 0, build: true, keep: false, tarball: '' };
	for (let i = 0; i < argv.length; i++) {
		const a = argv[i];
		const [flag, inline] = a.includes('=')
			? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
			: [a, undefined];
		const value = () => {
			const v = inline !== undefined ? inline : argv[++i];
			const n = Number(v);
			if (v === undefined || !Number.isFinite(n) || n < 0)
				throw new Error(`${flag} needs a number`);
			return n;
		};
		if (flag === '--for') out.for = value();
		else if (flag === '--port') out.port = value();
		else if (flag === '--sandbox-port') out.sandboxPort = value();
		else if (flag === '--no-build') out.build = false;
		else if (flag === '--tarball') {
			out.tarball = inline !== undefined ? inline : (argv[++i] ?? '');
			if (!out.tarball) throw new Error('--tarball needs a file');
		} else if (flag === '--keep') out.keep = true;
		else if (flag === '--help' || flag === '-h') out.help = true;
		else throw new Error(`unknown argument: ${a}`);
	}
	return out;
}

function portFree(port) {
	return new Promise((resolve) => {
		const srv = net.createServer();
		srv.once('error', () => resolve(false));
		srv.listen({ host: '127.0.0.1', port, exclusive: true }, () => srv.close(() => resolve(true)));
	});
}

const say = (msg) => process.stdout.write(`${msg}\n`);
const step = (msg) => process.stderr.write(`[start] ${msg}\n`);

/** The example workflows, their credential references pointed at the imported credential. */
function loadExamples() {
	const dir = path.join(ROOT, 'examples');
	return fs
		.readdirSync(dir)
		.filter((f) => f.endsWith('.json'))
		.sort()
		.map((f) => {
			const wf = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
			for (const node of wf.nodes || []) {
				if (node.credentials && node.credentials.mayarHeadlessApi)
					node.credentials.mayarHeadlessApi = { id: CRED_ID, name: CRED_NAME };
			}
			return { file: f, wf: { ...wf, active: false } };
		});
}

/**
 * Workflows that start from a form, a webhook or a Mayar trigger get published; the others stay drafts, and so do
 * those that need a credential of the user's own (the queue-mode examples' Redis or Postgres claim) and every
 * Mayar Trigger after the first (the sandbox account has one webhook URL, and each publish would take it).
 */
const PUBLISH_TYPES = new Set([
	'n8n-nodes-base.formTrigger',
	'n8n-nodes-base.webhook',
	'n8n-nodes-mayar.mayarTrigger',
	'n8n-nodes-mayar.mayarPollingTrigger',
]);

async function main() {
	const args = parseArgs(process.argv.slice(2));
	if (args.help) {
		say(
			fs
				.readFileSync(__filename, 'utf8')
				.split('\n')
				.slice(2, 22)
				.map((l) => l.replace(/^ \* ?/, ''))
				.join('\n'),
		);
		return;
	}
	const t0 = Date.now();
	const started = { n8n: null, sb: null };
	let stopping = null;
	const stop = (why, code = 0) => {
		if (stopping) return stopping;
		step(`stopping (${why})`);
		stopping = (async () => {
			try {
				if (started.n8n) await started.n8n.stop();
			} catch (e) {
				step(`n8n stop: ${e.message}`);
			}
			try {
				if (started.sb) await started.sb.close();
			} catch (e) {
				step(`sandbox stop: ${e.message}`);
			}
			step('stopped');
			process.exit(code);
		})();
		return stopping;
	};
	// Our handlers first: the n8n-instance module adds its own (kill everything) when it starts n8n.
	process.on('SIGINT', () => stop('Ctrl-C'));
	process.on('SIGTERM', () => stop('SIGTERM'));
	process.on('SIGHUP', () => stop('SIGHUP'));
	let timer = null;
	if (args.for > 0) {
		// counts from the start: the whole run, build and install included, stays within --for
		timer = setTimeout(() => stop(`--for ${args.for}`), args.for * 1000);
	}

	try {
		// 1. the runtime (once), the build and the tarball
		const { ensureRuntime } = require('./e2e/install-runtime');
		step('checking the n8n runtime (the first run installs it into ~/.cache, about 5 minutes)');
		const rt = ensureRuntime({ quiet: false });
		if (stopping) return;
		if (args.build && !args.tarball) {
			step('building the package (npm run build)');
			const b = spawnSync('npm', ['run', 'build', '--silent'], {
				cwd: ROOT,
				stdio: ['ignore', 'ignore', 'inherit'],
			});
			if (b.status !== 0) throw new Error(`npm run build failed (exit ${b.status})`);
		}
		const { startN8n, packPackage } = require('./e2e/n8n-instance');
		let tgz = args.tarball;
		let packDir;
		if (!tgz) {
			if (!fs.existsSync(path.join(ROOT, 'dist', 'nodes', 'Mayar', 'Mayar.node.js')))
				throw new Error('dist/ is missing: run npm run build');
			packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-start-pack-'));
			tgz = packPackage(ROOT, packDir);
		} else if (!fs.existsSync(tgz)) throw new Error(`--tarball ${tgz}: no such file`);

		// 2. the sandbox
		const { startSandbox } = require(path.join(ROOT, 'test', 'sandbox'));
		const sandboxPort = args.sandboxPort || ((await portFree(4010)) ? 4010 : 0);
		started.sb = await startSandbox({ port: sandboxPort, seed: SEED });
		const sb = started.sb;
		step(`sandbox on ${sb.url}`);

		// 3. n8n
		const port = args.port || ((await portFree(5678)) ? 5678 : 0);
		step('starting n8n');
		started.n8n = await startN8n({
			packageTarball: tgz,
			mode: 'regular',
			port: port || undefined,
			keep: args.keep,
		});
		if (packDir) fs.rmSync(packDir, { recursive: true, force: true });
		if (stopping) return;
		const n8n = started.n8n;

		// 4. credential and example workflows
		await n8n.importCredentials([
			{
				id: CRED_ID,
				name: CRED_NAME,
				type: 'mayarHeadlessApi',
				data: { apiKey: sb.keys.readWrite, environment: 'custom', baseUrl: sb.url },
			},
		]);
		const examples = loadExamples();
		await n8n.importWorkflow(examples.map((e) => e.wf));
		const published = [];
		let receiver; // the one published workflow with a Mayar Trigger: an account has one webhook URL
		for (const { wf } of examples) {
			const nodes = wf.nodes || [];
			if (!nodes.some((nd) => PUBLISH_TYPES.has(nd.type))) continue;
			const ownCredential = (nd) =>
				Object.keys(nd.credentials || {}).some((type) => type !== 'mayarHeadlessApi');
			if (nodes.some(ownCredential)) continue;
			const receives = nodes.some((nd) => nd.type === 'n8n-nodes-mayar.mayarTrigger');
			if (receives && receiver) continue;
			try {
				await n8n.publish(wf.id, { via: 'api' });
				published.push(wf.id);
				if (receives) receiver = wf;
			} catch (e) {
				step(`could not publish "${wf.name}": ${e.message.split('\n')[0]}`);
			}
		}
		if (stopping) return;
		// Publishing answers before the trigger has registered (n8n activates it after the answer, slower under load):
		// what is said below of the account's URL is waited for, 30 s at most.
		let unregistered = false;
		if (receiver) {
			const hook = receiver.nodes.find(
				(nd) => nd.type === 'n8n-nodes-mayar.mayarTrigger',
			).webhookId;
			const registered = () => String(sb.store.account.urlHook ?? '').includes(`/${hook}/webhook?`);
			const until = Date.now() + 30_000;
			while (!registered() && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
			if (!registered()) {
				step(`"${receiver.name}" did not register its webhook URL within 30 s: see n8n's log`);
				unregistered = true;
			}
		}

		// 5. tell the user
		const wfUrl = (id) => `${n8n.baseUrl}/workflow/${id}`;
		const license = (sb.store.licenses || []).find(
			(l) => l.status === 'ACTIVE' && Date.parse(l.expiredAt) > Date.now(),
		);
		const lines = [
			'',
			'n8n-nodes-mayar is running in a real n8n with the local Mayar sandbox.',
			'',
			`  Editor:   ${n8n.baseUrl}`,
			`  Login:    ${n8n.owner.email}`,
			`  Password: ${n8n.owner.password}`,
			'',
			`  n8n ${n8n.n8nVersion} on Node ${rt.nodeVersion}; credential "${CRED_NAME}" (Environment Custom) points at the sandbox.`,
			'  Example workflows (examples/):',
			...examples.map(
				({ wf }) =>
					`    ${wf.name.padEnd(44)} ${wfUrl(wf.id)}${published.includes(wf.id) ? '   (published)' : ''}`,
			),
			'',
			`  Order form:         ${n8n.baseUrl}/form/mayar-invoice`,
			`  License check API:  curl -s -X POST ${n8n.webhookBaseUrl}/mayar-license-check -H 'content-type: application/json' \\`,
			`                        -d '${JSON.stringify(license ? { licenseCode: license.licenseCode, productId: license.productId } : { licenseCode: 'XXXX', productId: '...' })}'`,
			`  Mayar dashboard:    ${sb.url}/dashboard   (the sandbox's stand-in: Integration > Webhook, its Test button,`,
			receiver && unregistered
				? `                      and Make a payment). "${receiver.name}" is published, but the account has no URL of it;`
				: receiver
					? `                      and Make a payment). The account's webhook URL points at "${receiver.name}";`
					: `                      and Make a payment). No workflow with a Mayar Trigger was published.`,
			`                      publishing a workflow of yours with a Mayar Trigger (Registration Automatic) takes it.`,
			'',
			`  Sandbox: ${sb.url}   API key (Read & Write): ${sb.keys.readWrite}`,
			`  n8n user folder (logs, database): ${n8n.userFolder}${args.keep ? ' (kept)' : ' (removed when it stops: this is a throwaway instance)'}`,
			'',
			args.for > 0
				? `Stops by itself ${args.for} s after it was started; Ctrl-C stops it earlier.`
				: 'Press Ctrl-C to stop everything.',
			`Ready in ${((Date.now() - t0) / 1000).toFixed(1)} s.`,
			'',
		];
		say(lines.join('\n'));
	} catch (e) {
		if (timer) clearTimeout(timer);
		process.stderr.write(`[start] FAILED: ${e.stack || e.message}\n`);
		await stop('error', 1);
	}
}

main();
