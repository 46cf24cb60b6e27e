'use strict';
/*
 * Starts a real, headless n8n (regular or queue mode) on loopback ports, in an isolated temp
 * user folder, with a community-node package tarball installed the way n8n's own community
 * installer does it. See the header of startN8n() for the handle it returns.
 *
 *   const { startN8n } = require('./scripts/e2e/n8n-instance');
 *   const n8n = await startN8n({ packageTarball: '/tmp/n8n-nodes-mayar-0.1.0.tgz', mode: 'regular' });
 *   try { ... } finally { await n8n.stop(); }
 *
 * Everything started here (n8n main, worker, redis-server, CLI runs and the task-runner children)
 * lives in process groups that stop() terminates; an exit/signal hook and a small watchdog
 * process kill them too if the test process ends without calling stop().
 *
 * Environment knobs (all optional):
 *   MAYAR_E2E_CACHE        where install-runtime.js keeps Node 24 and n8n (default ~/.cache/n8n-nodes-mayar-e2e)
 *   MAYAR_E2E_KEEP=1       keep the temp user folder (logs, sqlite DB) after stop()
 *   MAYAR_E2E_TMP          parent folder of the temp user folders (default os.tmpdir())
 *   MAYAR_E2E_VERBOSE=1    echo progress lines to stderr
 */
const fs = require('fs');
const os = require('os');
const net = require('net');
const path = require('path');
const crypto = require('crypto');
const { spawn, spawnSync, execFileSync } = require('child_process');
const { runtimeFor } = require('./install-runtime');

const OWNER = Object.freeze({
	email: 'owner@e2e.local',
	password: 'E2e-Passw0rd!',
	firstName: 'E2E',
	lastName: 'Owner',
});
const ENCRYPTION_KEY = 'mayar-e2e-fixed-encryption-key-0123456789';

const verbose = () => process.env.MAYAR_E2E_VERBOSE === '1';
function say(msg) {
	if (verbose()) process.stderr.write(`[e2e-n8n] ${msg}\n`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/* ------------------------------------------------------------- ports */

/** A free TCP port on 127.0.0.1 (the OS picks it; we release it and hand it on). */
function freePort() {
	return new Promise((resolve, reject) => {
		const srv = net.createServer();
		srv.unref();
		srv.on('error', reject);
		srv.listen({ host: '127.0.0.1', port: 0, exclusive: true }, () => {
			const { port } = srv.address();
			srv.close(() => resolve(port));
		});
	});
}

const handedOut = new Set();
/** Distinct free ports (never one this process already handed out). */
async function freePorts(n) {
	const out = [];
	while (out.length < n) {
		const p = await freePort();
		if (handedOut.has(p) || out.includes(p)) continue;
		handedOut.add(p);
		out.push(p);
	}
	return out;
}

/* ------------------------------------------------------------- process bookkeeping */

const live = new Map(); // pgid -> label; every process group we started and have not seen end
let hooksInstalled = false;

function killGroupSync(pgid, signal) {
	try {
		process.kill(-pgid, signal);
		return true;
	} catch {
		return false;
	}
}

function groupAlive(pgid) {
	try {
		process.kill(-pgid, 0);
		return true;
	} catch (e) {
		return e.code === 'EPERM';
	}
}

const watchdogs = new Set();
const foldersToRemove = new Set(); // user folders of running, not-kept instances
function killAllSync() {
	for (const pgid of live.keys()) killGroupSync(pgid, 'SIGKILL');
	live.clear();
	for (const dir of foldersToRemove) {
		try {
			fs.rmSync(dir, { recursive: true, force: true });
		} catch {
			/* best effort */
		}
	}
	foldersToRemove.clear();
	for (const pid of watchdogs) {
		try {
			process.kill(pid, 'SIGKILL');
		} catch {
			/* gone */
		}
	}
	watchdogs.clear();
}

function installExitHooks() {
	if (hooksInstalled) return;
	hooksInstalled = true;
	process.on('exit', killAllSync);
	for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
		const onSignal = () => {
			killAllSync();
			// Keep the default behaviour (die) unless someone else handles the signal too.
			if (process.listenerCount(sig) === 1) {
				process.removeListener(sig, onSignal);
				process.kill(process.pid, sig);
			}
		};
		process.on(sig, onSignal);
	}
}

/**
 * A watchdog: a detached process that kills the listed process groups if our process dies
 * without cleaning up (e.g. SIGKILL, or a test runner that tears workers down hard).
 * It reads the pgids from a file each second; it exits when that file is gone or empty at
 * the end and our process is gone.
 */
function startWatchdog(pidFile, nodeBin, removeDir) {
	const src = `
const fs = require('fs');
const [parent, file, dir] = [Number(process.argv[1]), process.argv[2], process.argv[3]];
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch (e) { return e.code === 'EPERM'; } };
const read = () => { try { return fs.readFileSync(file, 'utf8').split(/\\s+/).filter(Boolean).map(Number); } catch { return null; } };
const timer = setInterval(() => {
  const pgids = read();
  if (pgids === null) process.exit(0);
  if (alive(parent)) return;
  clearInterval(timer);
  for (const g of pgids) { try { process.kill(-g, 'SIGTERM'); } catch {} }
  setTimeout(() => {
    for (const g of pgids) { try { process.kill(-g, 'SIGKILL'); } catch {} }
    if (dir) { try { fs.rmSync(dir, { recursive: true, force: true }); } catch {} }
    process.exit(0);
  }, 5000);
}, 1000);
`;
	const child = spawn(nodeBin, ['-e', src, String(process.pid), pidFile, removeDir || ''], {
		detached: true,
		stdio: 'ignore',
	});
	child.unref();
	watchdogs.add(child.pid);
	return child;
}

/* ------------------------------------------------------------- small helpers */

function tail(text, lines = 60) {
	const arr = String(text).split('\n');
	return arr.slice(Math.max(0, arr.length - lines)).join('\n');
}

function readText(file) {
	try {
		return fs.readFileSync(file, 'utf8');
	} catch {
		return '';
	}
}

function randomId(len = 16) {
	const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
	const bytes = crypto.randomBytes(len);
	let s = '';
	for (let i = 0; i < len; i++) s += abc[bytes[i] % abc.length];
	return s;
}

/** Parses the IRun JSON that `n8n execute --rawOutput` prints after some log lines. */
function parseRawOutput(stdout) {
	const lines = String(stdout).split('\n');
	const start = lines.findIndex((l) => l.startsWith('{'));
	if (start < 0) return undefined;
	// The pretty-printed object ends at the first line that is exactly "}" (nested ones are indented).
	for (let end = start; end < lines.length; end++) {
		if (
			lines[end].replace(/\r$/, '') !== '}' &&
			!(end === start && lines[end].trim().endsWith('}'))
		)
			continue;
		try {
			return JSON.parse(lines.slice(start, end + 1).join('\n'));
		} catch {
			/* keep looking */
		}
	}
	try {
		return JSON.parse(lines.slice(start).join('\n'));
	} catch {
		return undefined;
	}
}

const MANUAL_TRIGGER_NAME = 'Manual Trigger';
/**
 * `n8n execute` only starts at a manualTrigger (or executeWorkflowTrigger) node: it fails with
 * "Missing node to start execution" otherwise. This returns a copy of the workflow with a manual
 * trigger in front of every node that has no incoming connection (unless it already has one).
 */
function withManualTrigger(wf) {
	const nodes = wf.nodes || [];
	const starts = ['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.executeWorkflowTrigger'];
	if (nodes.some((n) => starts.includes(n.type))) return wf;
	const connections = JSON.parse(JSON.stringify(wf.connections || {}));
	const targets = new Set();
	for (const byType of Object.values(connections)) {
		for (const outputs of Object.values(byType)) {
			for (const list of outputs || []) for (const c of list || []) targets.add(c.node);
		}
	}
	const roots = nodes.filter((n) => !targets.has(n.name));
	connections[MANUAL_TRIGGER_NAME] = {
		main: [roots.map((n) => ({ node: n.name, type: 'main', index: 0 }))],
	};
	const trigger = {
		id: crypto.randomUUID(),
		name: MANUAL_TRIGGER_NAME,
		type: 'n8n-nodes-base.manualTrigger',
		typeVersion: 1,
		position: [-250, 0],
		parameters: {},
	};
	return { ...wf, nodes: [trigger, ...nodes], connections };
}

/** Reads the root package.json out of an npm-pack tarball without unpacking the rest. */
function tarballManifest(tgz) {
	const entries = execFileSync('tar', ['tzf', tgz], {
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	})
		.split('\n')
		.filter((e) => /^[^/]+\/package\.json$/.test(e));
	if (entries.length !== 1)
		throw new Error(`${tgz}: expected one <root>/package.json, found ${entries.length}`);
	return JSON.parse(execFileSync('tar', ['xzf', tgz, '-O', entries[0]], { encoding: 'utf8' }));
}

/**
 * Installs a packed community package like n8n's community installer: unpack with
 * --strip-components=1 into <userFolder>/.n8n/nodes/node_modules/<name>, drop dev/peer/optional
 * dependencies, and install the remaining runtime dependencies (if any) without scripts.
 */
function installPackage(tgz, userFolder, rt) {
	const manifest = tarballManifest(tgz);
	const name = manifest.name;
	if (!name) throw new Error(`${tgz}: package.json has no name`);
	const nodesDir = path.join(userFolder, '.n8n', 'nodes');
	const dest = path.join(nodesDir, 'node_modules', ...name.split('/'));
	fs.mkdirSync(dest, { recursive: true });
	execFileSync('tar', ['xzf', tgz, '-C', dest, '--strip-components=1']);
	if (!fs.existsSync(path.join(nodesDir, 'package.json'))) {
		fs.writeFileSync(
			path.join(nodesDir, 'package.json'),
			JSON.stringify({ name: 'installed-nodes', private: true, dependencies: {} }, null, 2),
		);
	}
	const pj = JSON.parse(fs.readFileSync(path.join(dest, 'package.json'), 'utf8'));
	delete pj.devDependencies;
	delete pj.peerDependencies;
	delete pj.optionalDependencies;
	fs.writeFileSync(path.join(dest, 'package.json'), JSON.stringify(pj, null, 2));
	if (pj.dependencies && Object.keys(pj.dependencies).length) {
		const env = { ...process.env, PATH: `${rt.nodeBinDir}${path.delimiter}${process.env.PATH}` };
		const r = spawnSync(
			'npm',
			[
				'install',
				'--omit=dev',
				'--omit=peer',
				'--omit=optional',
				'--ignore-scripts',
				'--no-audit',
				'--no-fund',
				'--no-package-lock',
				'--loglevel=error',
			],
			{ cwd: dest, env, encoding: 'utf8' },
		);
		if (r.status !== 0)
			throw new Error(`npm install of ${name}'s dependencies failed:\n${r.stdout}\n${r.stderr}`);
	}
	return { name, version: pj.version, dir: dest };
}

/**
 * `npm pack`s a package folder (its dist/ must be built already) into destDir; returns the .tgz path.
 * Scripts are off (no prepack/prepare side effects), as in the project's own .npmrc.
 */
function packPackage(
	packageDir,
	destDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-e2e-pack-')),
) {
	fs.mkdirSync(destDir, { recursive: true });
	const out = execFileSync(
		'npm',
		['pack', '--silent', '--ignore-scripts', '--pack-destination', destDir],
		{
			cwd: packageDir,
			encoding: 'utf8',
		},
	);
	const file = path.join(destDir, out.trim().split('\n').pop());
	if (!fs.existsSync(file))
		throw new Error(`npm pack in ${packageDir} printed ${JSON.stringify(out)}; no ${file}`);
	return file;
}

/** The environment keys that we never inherit from the caller's environment. */
const SCRUB =
	/^(N8N_|DB_|EXECUTIONS_|QUEUE_|WEBHOOK_URL$|GENERIC_TIMEZONE$|NODE_OPTIONS$|NODE_PATH$|NODE_ENV$|npm_|OFFLOAD_|CREDENTIALS_|EXTERNAL_|VUE_APP_|WORKFLOWS_)/;

async function httpJson(method, url, { body, headers = {}, timeoutMs = 15000 } = {}) {
	const res = await fetch(url, {
		method,
		headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
		body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
		signal: AbortSignal.timeout(timeoutMs),
	});
	const text = await res.text();
	let json;
	try {
		json = text ? JSON.parse(text) : undefined;
	} catch {
		json = undefined;
	}
	return { status: res.status, headers: res.headers, text, json };
}

async function redisPing(port) {
	return new Promise((resolve) => {
		const sock = net.connect({ host: '127.0.0.1', port });
		let buf = '';
		const done = (ok) => {
			sock.destroy();
			resolve(ok);
		};
		sock.setTimeout(1000, () => done(false));
		sock.on('error', () => done(false));
		sock.on('connect', () => sock.write('PING\r\n'));
		sock.on('data', (d) => {
			buf += d;
			if (buf.includes('\r\n')) done(buf.startsWith('+PONG'));
		});
	});
}

function ensureRedisBinary() {
	const script = path.join(__dirname, 'ensure-debian-package.sh');
	const r = spawnSync('bash', [script, 'redis-server', 'redis-server', '--no-install-recommends'], {
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	if (r.status !== 0)
		throw new Error(`ensure-debian-package.sh redis-server failed (exit ${r.status})`);
	return r.stdout.trim().split('\n').pop();
}

/* ------------------------------------------------------------- startN8n */

/**
 * @param {object} opts
 * @param {string|string[]} [opts.packageTarball]  `npm pack` output(s) to install as community packages
 * @param {'regular'|'queue'} [opts.mode='regular']
 * @param {Record<string,string>} [opts.env]       extra/overriding env for every n8n process (main, worker, CLI)
 * @param {1|2} [opts.n8nMajor=2]                  2 = n8n 2.41.1 on Node 24; 1 = n8n 1.123.x on the system Node 20
 * @param {number} [opts.readyTimeoutMs=180000]
 * @param {boolean} [opts.keep]                    keep the user folder after stop() (also MAYAR_E2E_KEEP=1)
 * @param {number} [opts.workerConcurrency=2]
 * @param {number} [opts.port]                     the editor/webhook port (default: a free one)
 * @returns {Promise<N8nHandle>}
 */
async function startN8n(opts = {}) {
	const mode = opts.mode || 'regular';
	if (!['regular', 'queue'].includes(mode))
		throw new Error(`mode must be 'regular' or 'queue', got ${mode}`);
	const major = Number(opts.n8nMajor || 2);
	if (![1, 2].includes(major)) throw new Error(`n8nMajor must be 1 or 2, got ${opts.n8nMajor}`);
	const timings = {};
	let t = Date.now();
	const rt = runtimeFor(major, { quiet: true });
	timings.runtime = Date.now() - t;

	installExitHooks();

	const tmpParent = process.env.MAYAR_E2E_TMP || os.tmpdir();
	fs.mkdirSync(tmpParent, { recursive: true });
	const userFolder = fs.mkdtempSync(path.join(tmpParent, 'mayar-e2e-n8n-'));
	const logDir = path.join(userFolder, 'logs');
	const workDir = path.join(userFolder, 'work');
	fs.mkdirSync(logDir, { recursive: true });
	fs.mkdirSync(workDir, { recursive: true });
	const pidFile = path.join(userFolder, 'pgids');
	fs.writeFileSync(pidFile, '');
	const keepByDefault = opts.keep !== undefined ? !!opts.keep : process.env.MAYAR_E2E_KEEP === '1';
	const watchdog = startWatchdog(pidFile, process.execPath, keepByDefault ? '' : userFolder);
	if (!keepByDefault) foldersToRemove.add(userFolder);
	const abandon = () => {
		try {
			fs.unlinkSync(pidFile);
		} catch {
			/* gone */
		}
		try {
			process.kill(watchdog.pid, 'SIGTERM');
		} catch {
			/* gone */
		}
		watchdogs.delete(watchdog.pid);
		foldersToRemove.delete(userFolder);
		if (!keepByDefault) fs.rmSync(userFolder, { recursive: true, force: true });
	};

	const packages = [];
	t = Date.now();
	try {
		for (const tgz of [].concat(opts.packageTarball || [])) {
			packages.push(installPackage(path.resolve(tgz), userFolder, rt));
		}
	} catch (e) {
		abandon();
		throw e;
	}
	timings.installPackage = Date.now() - t;

	const [freeMain, brokerPort, workerBrokerPort, workerHealthPort, redisPort] = await freePorts(5);
	const port = opts.port ? Number(opts.port) : freeMain;
	const ports = { n8n: port, broker: brokerPort };
	if (mode === 'queue')
		Object.assign(ports, {
			workerBroker: workerBrokerPort,
			workerHealth: workerHealthPort,
			redis: redisPort,
		});
	const baseUrl = `http://127.0.0.1:${port}`;

	// bcrypt hash of the owner password, computed with n8n's own bcryptjs
	const bcrypt = require(rt.bcryptjs);
	const passwordHash = bcrypt.hashSync(OWNER.password, 10);

	const baseEnv = {};
	for (const [k, v] of Object.entries(process.env)) if (!SCRUB.test(k)) baseEnv[k] = v;
	Object.assign(baseEnv, {
		PATH: [rt.nodeBinDir, rt.n8nBinDir, process.env.PATH || '/usr/bin:/bin'].join(path.delimiter),
		N8N_USER_FOLDER: userFolder,
		N8N_PORT: String(port),
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_HOST: '127.0.0.1',
		N8N_PROTOCOL: 'http',
		N8N_EDITOR_BASE_URL: `${baseUrl}/`,
		WEBHOOK_URL: undefined,
		N8N_WEBHOOK_URL: `${baseUrl}/`,
		N8N_RUNNERS_BROKER_LISTEN_ADDRESS: '127.0.0.1',
		N8N_RUNNERS_BROKER_PORT: String(brokerPort),
		N8N_RUNNERS_MODE: 'internal',
		N8N_PYTHON_ENABLED: 'false',
		N8N_ENCRYPTION_KEY: ENCRYPTION_KEY,
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_HIRING_BANNER_ENABLED: 'false',
		N8N_SECURE_COOKIE: 'false',
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
		N8N_METRICS: 'false',
		N8N_PUBLIC_API_DISABLED: 'false',
		N8N_PUBLIC_API_SWAGGERUI_DISABLED: 'true',
		DB_TYPE: 'sqlite',
		DB_SQLITE_POOL_SIZE: '2',
		N8N_LOG_LEVEL: 'info',
		N8N_LOG_OUTPUT: 'console',
		N8N_INSTANCE_OWNER_MANAGED_BY_ENV: 'true',
		N8N_INSTANCE_OWNER_EMAIL: OWNER.email,
		N8N_INSTANCE_OWNER_FIRST_NAME: OWNER.firstName,
		N8N_INSTANCE_OWNER_LAST_NAME: OWNER.lastName,
		N8N_INSTANCE_OWNER_PASSWORD_HASH: passwordHash,
		EXECUTIONS_MODE: mode,
		TZ: process.env.TZ || 'UTC',
		GENERIC_TIMEZONE: 'UTC',
	});
	if (major === 1) {
		baseEnv.N8N_RUNNERS_ENABLED = 'true';
		baseEnv.WEBHOOK_URL = `${baseUrl}/`; // 1.x reads WEBHOOK_URL
		// 1.123.x defaults to the 'vm' expression engine (isolated-vm 6.2, prebuilt only for Node >= 22:
		// no ABI 115 binary); on Node 20 every command then exits 1 with "Could not initialize the vm
		// expression engine". 'legacy' is the in-process engine 1.x used before.
		baseEnv.N8N_EXPRESSION_ENGINE = 'legacy';
	}
	if (mode === 'queue') {
		Object.assign(baseEnv, {
			QUEUE_BULL_REDIS_HOST: '127.0.0.1',
			QUEUE_BULL_REDIS_PORT: String(redisPort),
			OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
		});
	}
	Object.assign(baseEnv, opts.env || {});
	for (const k of Object.keys(baseEnv))
		if (baseEnv[k] === undefined || baseEnv[k] === null) delete baseEnv[k];

	const procs = {}; // name -> { child, pgid, logFile, exited: Promise }
	const stoppedLogs = {};
	let stopped = false;

	const writePgids = () => {
		try {
			fs.writeFileSync(pidFile, [...live.keys()].filter((g) => ownPgids.has(g)).join('\n'));
		} catch {
			/* folder removed */
		}
	};
	const ownPgids = new Set();

	/** Spawns a long-lived process in its own process group, output to logs/<name>.log. */
	function spawnLogged(name, cmd, args, env) {
		const logFile = path.join(logDir, `${name}.log`);
		const fd = fs.openSync(logFile, 'a');
		const child = spawn(cmd, args, {
			cwd: workDir,
			env,
			detached: true,
			stdio: ['ignore', fd, fd],
		});
		fs.closeSync(fd);
		const pgid = child.pid;
		live.set(pgid, name);
		ownPgids.add(pgid);
		writePgids();
		const exited = new Promise((resolve) => {
			child.on('exit', (code, signal) => {
				// the group may still hold children (the task runner); stop() deals with them
				resolve({ code, signal });
			});
			child.on('error', (err) => resolve({ code: -1, signal: null, error: err }));
		});
		const p = { name, child, pgid, logFile, exited, exitInfo: null };
		exited.then((info) => {
			p.exitInfo = info;
		});
		procs[name] = p;
		say(`started ${name} pid ${child.pid}: ${cmd} ${args.join(' ')}`);
		return p;
	}

	async function stopProc(p, graceMs = 20000) {
		if (!p) return;
		if (!p.exitInfo) {
			try {
				process.kill(p.child.pid, 'SIGTERM');
			} catch {
				/* gone */
			}
			let timer;
			const r = await Promise.race([
				p.exited,
				new Promise((res) => (timer = setTimeout(res, graceMs, 'timeout'))),
			]);
			clearTimeout(timer); // a pending timer would keep the caller's process alive
			if (r === 'timeout') {
				say(`${p.name} did not stop in ${graceMs} ms, SIGKILL`);
				killGroupSync(p.pgid, 'SIGKILL');
				await p.exited;
			}
		}
		// leftovers of the group (e.g. the task runner child): TERM, then KILL
		if (groupAlive(p.pgid)) {
			killGroupSync(p.pgid, 'SIGTERM');
			const until = Date.now() + 5000;
			while (groupAlive(p.pgid) && Date.now() < until) await sleep(100);
			if (groupAlive(p.pgid)) killGroupSync(p.pgid, 'SIGKILL');
			// (bounded: a killed orphan stays "alive" to kill(0) as a zombie until init reaps it)
			const reapUntil = Date.now() + 5000;
			while (groupAlive(p.pgid) && Date.now() < reapUntil) await sleep(50);
		}
		live.delete(p.pgid);
		ownPgids.delete(p.pgid);
		writePgids();
	}

	function failure(msg, p) {
		const logs = p ? `\n--- ${p.name}.log (tail) ---\n${tail(readText(p.logFile))}` : '';
		return new Error(`${msg}${logs}`);
	}

	let abortWaits = false;
	async function waitFor(p, what, check, timeoutMs) {
		const until = Date.now() + timeoutMs;
		for (;;) {
			if (abortWaits)
				throw Object.assign(new Error(`gave up waiting for ${what}`), { aborted: true });
			if (p.exitInfo)
				throw failure(
					`${p.name} exited (${JSON.stringify(p.exitInfo)}) while waiting for ${what}`,
					p,
				);
			if (await check()) return;
			if (Date.now() > until)
				throw failure(`timed out after ${timeoutMs} ms waiting for ${what}`, p);
			await sleep(200);
		}
	}

	const readyTimeoutMs = opts.readyTimeoutMs || 180000;
	const n8nArgs = (args) => [rt.n8nBin, ...args];

	let migrated = false;
	async function startProcesses() {
		const t0 = Date.now();
		if (mode === 'queue') {
			const redisBin = ensureRedisBinary();
			const redisDir = path.join(userFolder, 'redis');
			fs.mkdirSync(redisDir, { recursive: true });
			const redis = spawnLogged(
				'redis',
				redisBin,
				[
					'--bind',
					'127.0.0.1',
					'--port',
					String(redisPort),
					'--save',
					'',
					'--appendonly',
					'no',
					'--dir',
					redisDir,
					'--protected-mode',
					'yes',
				],
				baseEnv,
			);
			await waitFor(redis, 'redis PONG', () => redisPing(redisPort), 20000);
			timings.redisReady = Date.now() - t0;
		}
		const httpReady = (url) => async () => {
			try {
				return (await httpJson('GET', url, { timeoutMs: 2000 })).status === 200;
			} catch {
				return false;
			}
		};
		const main = spawnLogged('main', rt.nodeBin, n8nArgs(['start']), baseEnv);
		const mainReady = waitFor(
			main,
			`${baseUrl}/healthz/readiness`,
			httpReady(`${baseUrl}/healthz/readiness`),
			readyTimeoutMs,
		).then(() => {
			timings.mainReady = Date.now() - t0;
		});
		let workerReady = Promise.resolve();
		if (mode === 'queue') {
			// On a fresh DB the worker starts after main is ready, so that only one process runs the
			// migrations; on a restart (DB already migrated) both start at once.
			if (!migrated) await mainReady;
			const wEnv = {
				...baseEnv,
				N8N_RUNNERS_BROKER_PORT: String(workerBrokerPort),
				QUEUE_HEALTH_CHECK_ACTIVE: 'true',
				QUEUE_HEALTH_CHECK_PORT: String(workerHealthPort),
				N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
			};
			const concurrency = String(opts.workerConcurrency || 2);
			const worker = spawnLogged(
				'worker',
				rt.nodeBin,
				n8nArgs(['worker', `--concurrency=${concurrency}`]),
				wEnv,
			);
			const url = `http://127.0.0.1:${workerHealthPort}/healthz/readiness`;
			workerReady = waitFor(worker, url, httpReady(url), readyTimeoutMs).then(() => {
				timings.workerReady = Date.now() - t0;
			});
		}
		// the first failure stops the other wait too (no wait left running, no unhandled rejection)
		const settled = await Promise.allSettled([
			mainReady.catch((e) => {
				abortWaits = true;
				throw e;
			}),
			workerReady.catch((e) => {
				abortWaits = true;
				throw e;
			}),
		]);
		abortWaits = false;
		const failed = settled.find((r) => r.status === 'rejected' && !r.reason.aborted);
		if (failed || settled.some((r) => r.status === 'rejected'))
			throw (failed || settled.find((r) => r.status === 'rejected')).reason;
		migrated = true;
		timings.start = Date.now() - t0;
	}

	async function stopProcesses() {
		const t0 = Date.now();
		// worker and main together, redis last (they disconnect from it on shutdown)
		await Promise.all([stopProc(procs.worker), stopProc(procs.main)]);
		await stopProc(procs.redis, 10000);
		for (const k of Object.keys(procs)) delete procs[k];
		timings.stop = Date.now() - t0;
	}

	/** Runs `n8n <args>` against the same user folder and env, with its own task-broker port. */
	async function cli(args, { env = {}, timeoutMs = 120000 } = {}) {
		if (stopped) throw new Error('n8n handle already stopped');
		const [cliBroker] = await freePorts(1);
		const cEnv = { ...baseEnv, N8N_RUNNERS_BROKER_PORT: String(cliBroker), ...env };
		const t0 = Date.now();
		return new Promise((resolve, reject) => {
			const child = spawn(rt.nodeBin, n8nArgs(args), {
				cwd: workDir,
				env: cEnv,
				detached: true,
				stdio: ['ignore', 'pipe', 'pipe'],
			});
			const pgid = child.pid;
			live.set(pgid, `cli ${args[0]}`);
			ownPgids.add(pgid);
			writePgids();
			let stdout = '';
			let stderr = '';
			child.stdout.on('data', (d) => (stdout += d));
			child.stderr.on('data', (d) => (stderr += d));
			const timer = setTimeout(() => {
				killGroupSync(pgid, 'SIGKILL');
				stderr += `\n[e2e] killed after ${timeoutMs} ms`;
			}, timeoutMs);
			child.on('error', (e) => {
				clearTimeout(timer);
				reject(e);
			});
			child.on('close', (code, signal) => {
				clearTimeout(timer);
				// the CLI's task runner child may linger for a moment
				if (groupAlive(pgid)) killGroupSync(pgid, 'SIGKILL');
				live.delete(pgid);
				ownPgids.delete(pgid);
				writePgids();
				const ms = Date.now() - t0;
				fs.appendFileSync(
					path.join(logDir, 'cli.log'),
					`===== n8n ${args.join(' ')}  (exit ${code}${signal ? `, ${signal}` : ''}, ${ms} ms)\n--- stdout\n${stdout}\n--- stderr\n${stderr}\n`,
				);
				say(`cli n8n ${args.join(' ')} -> ${code} in ${ms} ms`);
				resolve({ code: code === null ? -1 : code, signal, stdout, stderr, ms });
			});
		});
	}

	async function cliOk(args, opts2) {
		const r = await cli(args, opts2);
		if (r.code !== 0) {
			throw new Error(
				`n8n ${args.join(' ')} exited ${r.code}\n--- stdout\n${tail(r.stdout)}\n--- stderr\n${tail(r.stderr)}`,
			);
		}
		return r;
	}

	function writeInput(prefix, data) {
		const file = path.join(workDir, `${prefix}-${Date.now()}-${randomId(6)}.json`);
		fs.writeFileSync(file, JSON.stringify(data, null, 2));
		return file;
	}

	/* ---- REST (owner session) and public API (API key) */
	let cookie = null;
	let apiKeyValue = null;
	const browserId = `e2e-${randomId(12)}`;

	async function login() {
		if (cookie) return cookie;
		const tryLogin = async (body) =>
			httpJson('POST', `${baseUrl}/rest/login`, { body, headers: { 'browser-id': browserId } });
		let r = await tryLogin({ emailOrLdapLoginId: OWNER.email, password: OWNER.password });
		// n8n 1.x answers /healthz/readiness before its REST routes are mounted: 404 for a few seconds
		const routesUntil = Date.now() + 60000;
		while (r.status === 404 && Date.now() < routesUntil) {
			await sleep(500);
			r = await tryLogin({ emailOrLdapLoginId: OWNER.email, password: OWNER.password });
		}
		if (r.status === 400 || r.status === 401) {
			const r2 = await tryLogin({ email: OWNER.email, password: OWNER.password });
			if (r2.status === 200) r = r2;
		}
		if (r.status === 401 && major === 1) {
			// n8n 1.x without env-managed owner: set the owner up through the setup endpoint once
			const s = await httpJson('POST', `${baseUrl}/rest/owner/setup`, {
				body: {
					email: OWNER.email,
					password: OWNER.password,
					firstName: OWNER.firstName,
					lastName: OWNER.lastName,
				},
				headers: { 'browser-id': browserId },
			});
			if (s.status !== 200)
				throw new Error(`owner setup failed: ${s.status} ${s.text.slice(0, 500)}`);
			r = await tryLogin({ emailOrLdapLoginId: OWNER.email, password: OWNER.password });
		}
		if (r.status !== 200) throw new Error(`login failed: ${r.status} ${r.text.slice(0, 500)}`);
		const setCookies = r.headers.getSetCookie
			? r.headers.getSetCookie()
			: [r.headers.get('set-cookie') || ''];
		const auth = setCookies.map((c) => c.split(';')[0]).find((c) => c.startsWith('n8n-auth='));
		if (!auth) throw new Error(`login returned no n8n-auth cookie (${setCookies.join(' | ')})`);
		cookie = auth;
		return cookie;
	}

	/** Calls the internal REST API (/rest/...) as the owner. */
	async function rest(method, p, body) {
		const c = await login();
		return httpJson(method, `${baseUrl}/rest${p}`, {
			body,
			headers: { cookie: c, 'browser-id': browserId },
		});
	}

	async function apiKey() {
		if (apiKeyValue) return apiKeyValue;
		let scopes;
		const sc = await rest('GET', '/api-keys/scopes');
		if (sc.status === 200 && sc.json && Array.isArray(sc.json.data)) scopes = sc.json.data;
		const body = { label: `e2e-${randomId(6)}`, expiresAt: null };
		if (scopes) body.scopes = scopes;
		const r = await rest('POST', '/api-keys', body);
		const data = r.json && r.json.data;
		const key = data && (data.rawApiKey || data.apiKey);
		if (r.status !== 200 || !key)
			throw new Error(`creating an API key failed: ${r.status} ${r.text.slice(0, 500)}`);
		apiKeyValue = key;
		return key;
	}

	/** Calls the public API (/api/v1/...) with the owner's API key. */
	async function api(method, p, body) {
		const key = await apiKey();
		return httpJson(method, `${baseUrl}/api/v1${p}`, { body, headers: { 'X-N8N-API-KEY': key } });
	}

	/* ---- the handle */
	const handle = {
		mode,
		n8nMajor: major,
		n8nVersion: rt.n8nVersion,
		baseUrl,
		webhookBaseUrl: `${baseUrl}/webhook`,
		userFolder,
		ports,
		packages,
		owner: { email: OWNER.email, password: OWNER.password },
		encryptionKey: ENCRYPTION_KEY,
		timings,
		runtime: rt,
		/** The env every n8n process of this instance gets (a copy). */
		env: () => ({ ...baseEnv }),
		/** Pids of the running long-lived processes: { main, worker?, redis? }. */
		pids: () => Object.fromEntries(Object.entries(procs).map(([k, v]) => [k, v.child.pid])),
		/** All captured output: main, worker, redis and every CLI run (or one of them by name). */
		logs(name) {
			const names = name ? [name] : ['main', 'worker', 'redis', 'cli'];
			return names
				.map((n) => {
					const text =
						stopped && stoppedLogs[n] !== undefined
							? stoppedLogs[n]
							: readText(path.join(logDir, `${n}.log`));
					return text ? `===== ${n}.log =====\n${text}` : '';
				})
				.filter(Boolean)
				.join('\n');
		},
		cli,
		apiKey,
		api,
		rest,
		/** Calls any path of the server (e.g. /types/nodes.json) with the owner's session cookie. */
		async authedFetch(p, { method = 'GET', body } = {}) {
			const c = await login();
			return httpJson(method, `${baseUrl}${p}`, {
				body,
				headers: { cookie: c, 'browser-id': browserId },
			});
		},
		/** The owner's session: { cookie: 'n8n-auth=...', browserId } (a browser must send the same browser-id). */
		async session() {
			return { cookie: await login(), browserId };
		},
		/** Imports credentials: an array of {id, name, type, data: {...plain}}. */
		async importCredentials(arr) {
			const list = [].concat(arr);
			await cliOk(['import:credentials', `--input=${writeInput('credentials', list)}`]);
			return list.map((c) => c.id);
		},
		/** Imports a workflow (or an array); gives each an id if it has none; returns the id(s). */
		async importWorkflow(wf) {
			const list = [].concat(wf).map((w) => ({
				active: false,
				connections: {},
				settings: {},
				...w,
				id: w.id || randomId(16),
			}));
			await cliOk(['import:workflow', `--input=${writeInput('workflow', list)}`]);
			return Array.isArray(wf) ? list.map((w) => w.id) : list[0].id;
		},
		/**
		 * Runs a saved workflow through `n8n execute --id=X --rawOutput` and returns the parsed IRun
		 * ({ data: { resultData: { runData, error?, lastNodeExecuted } }, status, finished, mode, ... }).
		 * A failed execution still returns its IRun (status 'error'); `exitCode` tells the CLI's exit code.
		 */
		async execute(workflowId, { env = {}, timeoutMs } = {}) {
			const r = await cli(['execute', `--id=${workflowId}`, '--rawOutput'], {
				env: { ...env, N8N_LOG_LEVEL: 'info' },
				timeoutMs,
			});
			const run = parseRawOutput(r.stdout);
			if (!run) {
				const hint = /Missing node to start execution/.test(r.stdout)
					? '\n(hint: `n8n execute` needs a manualTrigger node; import the workflow through withManualTrigger())'
					: '';
				throw new Error(
					`n8n execute --id=${workflowId} printed no IRun JSON (exit ${r.code})${hint}\n--- stdout\n${tail(r.stdout)}\n--- stderr\n${tail(r.stderr)}`,
				);
			}
			Object.defineProperty(run, 'exitCode', { value: r.code, enumerable: false });
			Object.defineProperty(run, 'cliOutput', { value: r, enumerable: false });
			return run;
		},
		/**
		 * Activates (2.x: publishes) a workflow. via 'cli' (default on 2.x; a running 2.x server picks it up
		 * within a few seconds) or 'api' (public API activate; default on 1.x, whose server ignores CLI changes).
		 */
		async publish(id, { via } = {}) {
			const how = via || (major === 2 ? 'cli' : 'api');
			if (how === 'api') {
				const r = await api('POST', `/workflows/${id}/activate`);
				if (r.status !== 200)
					throw new Error(`activate ${id} failed: ${r.status} ${r.text.slice(0, 500)}`);
				return r.json;
			}
			return cliOk(
				major === 2
					? ['publish:workflow', `--id=${id}`]
					: ['update:workflow', `--id=${id}`, '--active=true'],
			);
		},
		async unpublish(id, { via } = {}) {
			const how = via || (major === 2 ? 'cli' : 'api');
			if (how === 'api') {
				const r = await api('POST', `/workflows/${id}/deactivate`);
				if (r.status !== 200)
					throw new Error(`deactivate ${id} failed: ${r.status} ${r.text.slice(0, 500)}`);
				return r.json;
			}
			return cliOk(
				major === 2
					? ['unpublish:workflow', `--id=${id}`]
					: ['update:workflow', `--id=${id}`, '--active=false'],
			);
		},
		/**
		 * Whether a production webhook URL is registered for `method`, asked without starting an execution:
		 * a CORS preflight (OPTIONS + Origin) answers 204 for any path, but its Access-Control-Allow-Methods
		 * lists only the methods registered in the DB for that path (just "OPTIONS" when none is).
		 */
		async webhookRegistered(url, method = 'POST') {
			const r = await fetch(url, {
				method: 'OPTIONS',
				// no Access-Control-Request-Method: with it, n8n logs a 404 stack trace per probe while unregistered
				headers: { origin: baseUrl },
				signal: AbortSignal.timeout(5000),
			});
			await r.arrayBuffer();
			const allowed = (r.headers.get('access-control-allow-methods') || '')
				.split(',')
				.map((m) => m.trim().toUpperCase());
			return r.status >= 200 && r.status < 300 && allowed.includes(method.toUpperCase());
		},
		/**
		 * Waits until a production webhook URL is registered (activation is asynchronous). Without
		 * `request` it probes with webhookRegistered() (no execution is started); with
		 * `request: {method, body, headers}` it sends that request until the answer is not 404 and
		 * returns that answer ({status, headers, text, json}).
		 */
		async waitForWebhook(url, timeoutMs = 30000, { request, method = 'POST' } = {}) {
			const until = Date.now() + timeoutMs;
			let last;
			for (;;) {
				try {
					if (request) {
						last = await httpJson(request.method || 'POST', url, {
							body: request.body,
							headers: request.headers,
						});
						if (last.status !== 404) return last;
					} else {
						if (await handle.webhookRegistered(url, method)) return true;
						last = { status: 'not registered', text: '' };
					}
				} catch (e) {
					last = { status: 0, text: String(e) };
				}
				if (procs.main && procs.main.exitInfo)
					throw failure('n8n main exited while waiting for a webhook', procs.main);
				if (Date.now() > until) {
					throw new Error(
						`webhook ${url} not registered after ${timeoutMs} ms (last: ${last.status} ${String(last.text).slice(0, 300)})`,
					);
				}
				await sleep(250);
			}
		},
		/** Waits until a production webhook URL is no longer registered (e.g. after unpublish). */
		async waitForWebhookGone(url, timeoutMs = 30000, { method = 'POST' } = {}) {
			const until = Date.now() + timeoutMs;
			while (await handle.webhookRegistered(url, method)) {
				if (Date.now() > until)
					throw new Error(`webhook ${url} still registered after ${timeoutMs} ms`);
				await sleep(250);
			}
			return true;
		},
		/** Stops and starts the long-lived processes on the same user folder, DB and ports. */
		async restart() {
			await stopProcesses();
			cookie = null;
			await startProcesses();
		},
		/** SIGTERMs everything, waits for it, then removes the user folder (unless kept). */
		stop(stopOpts = {}) {
			if (!stopPromise) stopPromise = doStop(stopOpts);
			return stopPromise;
		},
	};

	let stopPromise = null;
	async function doStop({ keep } = {}) {
		await stopProcesses();
		stopped = true;
		for (const n of ['main', 'worker', 'redis', 'cli'])
			stoppedLogs[n] = readText(path.join(logDir, `${n}.log`));
		try {
			fs.unlinkSync(pidFile); // the watchdog exits when its file is gone
		} catch {
			/* gone */
		}
		if (watchdog.pid) {
			try {
				process.kill(watchdog.pid, 'SIGTERM');
			} catch {
				/* gone */
			}
			watchdogs.delete(watchdog.pid);
		}
		const keepIt = keep !== undefined ? !!keep : keepByDefault;
		foldersToRemove.delete(userFolder);
		if (!keepIt) fs.rmSync(userFolder, { recursive: true, force: true });
		else say(`kept ${userFolder}`);
	}

	try {
		await startProcesses();
	} catch (e) {
		await handle.stop({ keep: true }).catch(() => {});
		e.message += `\n(user folder kept: ${userFolder})`;
		throw e;
	}
	return handle;
}

module.exports = {
	startN8n,
	withManualTrigger,
	packPackage,
	parseRawOutput,
	freePorts,
	OWNER,
	ENCRYPTION_KEY,
};
