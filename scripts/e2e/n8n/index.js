'use strict';
/*
 * startN8n(): a real, headless n8n (regular or queue mode) on loopback ports, in an isolated temp user
 * folder, with community-node package tarballs installed the way n8n's own community installer does it.
 * The pieces, in the order startN8n uses them:
 *
 *   processes.js  free ports, process groups, exit hooks and the watchdog that stop everything
 *   package.js    packPackage() and the community-installer-style install of a tarball
 *   env.js        the owner, the encryption key and the env of every n8n process
 *   postgres.js   with db 'postgres': a throwaway PostgreSQL cluster (Debian's package) for n8n's database
 *   servers.js    n8n main (and, in queue mode, redis-server, the workers and the webhook processes; PostgreSQL
 *                 with db 'postgres'): start, readiness, stop, kill
 *   cli.js        n8n CLI runs: import, execute, publish/unpublish; withManualTrigger()
 *   rest.js       owner session, internal REST, public API, webhook registration checks
 *
 * Environment knobs (all optional):
 *   MAYAR_E2E_CACHE        where install-runtime.js keeps Node 24 and n8n (default ~/.cache/n8n-nodes-mayar-e2e)
 *   MAYAR_E2E_KEEP=1       keep the temp user folder (logs, sqlite DB or PostgreSQL cluster) after stop()
 *   MAYAR_E2E_TMP          parent folder of the temp user folders (default os.tmpdir())
 *   MAYAR_E2E_VERBOSE=1    echo progress lines to stderr
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { runtimeFor } = require('../install-runtime');
const { say, readText, httpJson } = require('./util');
const processes = require('./processes');
const { installPackage, packPackage } = require('./package');
const { OWNER, ENCRYPTION_KEY, n8nEnv } = require('./env');
const { servers, redisCommands } = require('./servers');
const { postgresCluster, postgresEnv } = require('./postgres');
const { cliCommands, parseRawOutput, withManualTrigger } = require('./cli');
const { restClient } = require('./rest');

const { freePorts, watchdogs, foldersToRemove } = processes;

/**
 * @param {object} opts
 * @param {string|string[]} [opts.packageTarball]  `npm pack` output(s) to install as community packages
 * @param {'regular'|'queue'} [opts.mode='regular']
 * @param {Record<string,string>} [opts.env]       extra/overriding env for every n8n process (main, worker, CLI)
 * @param {1|2} [opts.n8nMajor=2]                  2 = n8n 2.41.1 on Node 24; 1 = n8n 1.123.x on the system Node 20
 * @param {number} [opts.readyTimeoutMs=180000]
 * @param {boolean} [opts.keep]                    keep the user folder after stop() (also MAYAR_E2E_KEEP=1)
 * @param {number} [opts.workerConcurrency=2]       each worker's --concurrency
 * @param {number} [opts.workers=1]                queue mode: how many `n8n worker` processes (logs and pids
 *                                                 `worker`, then `worker2`, `worker3`, ...)
 * @param {number} [opts.webhookProcesses=0]       queue mode: how many `n8n webhook` processes (`webhook`,
 *                                                 `webhook2`, ...), each on its own port. With one or more, main
 *                                                 serves no production webhook (N8N_DISABLE_PRODUCTION_MAIN_PROCESS)
 *                                                 and n8n's webhook URL (N8N_WEBHOOK_URL, what the editor shows and
 *                                                 a trigger registers) is the first webhook process's:
 *                                                 handle.webhookBaseUrl points there, handle.mainWebhookBaseUrl at main
 * @param {'sqlite'|'postgres'} [opts.db='sqlite'] n8n's database: SQLite in the user folder, or a throwaway
 *                                                 PostgreSQL cluster (Debian's postgresql, installed when missing)
 *                                                 on a free loopback port, removed with the user folder
 * @param {number} [opts.port]                     the editor/webhook port (default: a free one)
 * @returns {Promise<N8nHandle>}
 */
async function startN8n(opts = {}) {
	const mode = opts.mode || 'regular';
	if (!['regular', 'queue'].includes(mode))
		throw new Error(`mode must be 'regular' or 'queue', got ${mode}`);
	const major = Number(opts.n8nMajor || 2);
	if (![1, 2].includes(major)) throw new Error(`n8nMajor must be 1 or 2, got ${opts.n8nMajor}`);
	const workerCount = opts.workers === undefined ? 1 : Number(opts.workers);
	if (!Number.isInteger(workerCount) || workerCount < 1)
		throw new Error(`workers must be an integer >= 1, got ${opts.workers}`);
	if (workerCount > 1 && mode !== 'queue')
		throw new Error(`workers: ${workerCount} needs mode 'queue' (regular mode runs no worker)`);
	const webhookCount = opts.webhookProcesses === undefined ? 0 : Number(opts.webhookProcesses);
	if (!Number.isInteger(webhookCount) || webhookCount < 0)
		throw new Error(`webhookProcesses must be an integer >= 0, got ${opts.webhookProcesses}`);
	if (webhookCount > 0 && mode !== 'queue')
		throw new Error(
			`webhookProcesses: ${webhookCount} needs mode 'queue' (n8n runs them only there)`,
		);
	const db = opts.db || 'sqlite';
	if (!['sqlite', 'postgres'].includes(db))
		throw new Error(`db must be 'sqlite' or 'postgres', got ${opts.db}`);
	if (db === 'postgres' && major !== 2) throw new Error(`db 'postgres' is wired for n8n 2.x only`);
	const timings = {};
	let t = Date.now();
	const rt = runtimeFor(major, { quiet: true });
	timings.runtime = Date.now() - t;

	processes.installExitHooks();

	// The user folder: logs/, work/ (CLI inputs), the pgid file the watchdog reads, n8n's .n8n/.
	const tmpParent = process.env.MAYAR_E2E_TMP || os.tmpdir();
	fs.mkdirSync(tmpParent, { recursive: true });
	const userFolder = fs.mkdtempSync(path.join(tmpParent, 'mayar-e2e-n8n-'));
	const logDir = path.join(userFolder, 'logs');
	const workDir = path.join(userFolder, 'work');
	fs.mkdirSync(logDir, { recursive: true });
	fs.mkdirSync(workDir, { recursive: true });
	fs.mkdirSync(path.join(userFolder, 'tmp'), { recursive: true }); // the processes' TMPDIR (env.js)
	const pidFile = path.join(userFolder, 'pgids');
	fs.writeFileSync(pidFile, '');
	const keepByDefault = opts.keep !== undefined ? !!opts.keep : process.env.MAYAR_E2E_KEEP === '1';
	const watchdog = processes.startWatchdog(
		pidFile,
		process.execPath,
		keepByDefault ? '' : userFolder,
	);
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
	// queue mode: one task-runner broker port and one health-check port per worker (the first worker's
	// are the two above; the others get their own)
	const workers = [];
	if (mode === 'queue') {
		const more = workerCount > 1 ? await freePorts(2 * (workerCount - 1)) : [];
		workers.push({ name: 'worker', broker: workerBrokerPort, health: workerHealthPort });
		for (let i = 2; i <= workerCount; i++)
			workers.push({
				name: `worker${i}`,
				broker: more[2 * (i - 2)],
				health: more[2 * (i - 2) + 1],
			});
	}
	const workerNames = workers.map((w) => w.name);
	// webhook processes: each its own port and task-runner broker port
	const webhooks = [];
	if (webhookCount > 0) {
		const more = await freePorts(2 * webhookCount);
		for (let i = 1; i <= webhookCount; i++)
			webhooks.push({
				name: i === 1 ? 'webhook' : `webhook${i}`,
				port: more[2 * (i - 1)],
				broker: more[2 * (i - 1) + 1],
			});
	}
	const webhookNames = webhooks.map((w) => w.name);
	const [pgPort] = db === 'postgres' ? await freePorts(1) : [];
	const port = opts.port ? Number(opts.port) : freeMain;
	const ports = { n8n: port, broker: brokerPort };
	if (mode === 'queue')
		Object.assign(ports, {
			workerBroker: workerBrokerPort,
			workerHealth: workerHealthPort,
			redis: redisPort,
		});
	if (workers.length > 1) ports.workers = workers.map((w) => ({ ...w }));
	if (webhooks.length) ports.webhooks = webhooks.map((w) => ({ ...w }));
	if (pgPort) ports.postgres = pgPort;
	const logNames = [
		'main',
		...workerNames,
		...webhookNames,
		'redis',
		...(pgPort ? ['postgres'] : []),
		'cli',
	];
	const baseUrl = `http://127.0.0.1:${port}`;
	// where production webhooks are served: the first webhook process, or main
	const webhookOrigin = webhooks.length ? `http://127.0.0.1:${webhooks[0].port}` : baseUrl;
	let postgres = null;
	try {
		// finds (or apt-installs) Debian's PostgreSQL binaries: the cluster itself is made at start
		if (pgPort) postgres = postgresCluster({ userFolder, logDir }, pgPort);
	} catch (e) {
		abandon();
		throw e;
	}
	const env = n8nEnv({
		rt,
		major,
		mode,
		userFolder,
		port,
		brokerPort,
		redisPort,
		extra: {
			...(postgres ? postgresEnv(postgres.info) : {}),
			...(webhooks.length ? { N8N_WEBHOOK_URL: `${webhookOrigin}/` } : {}),
			...opts.env,
		},
	});

	// What the pieces share; `stopped` turns true once stop() is done.
	const ctx = {
		opts,
		mode,
		major,
		rt,
		env,
		baseUrl,
		userFolder,
		logDir,
		workDir,
		allPorts: { workerBrokerPort, workerHealthPort, redisPort, workers, webhooks },
		postgres,
		timings,
		groups: processes.processGroups({ pidFile, logDir, workDir }),
		stopped: false,
	};
	const server = servers(ctx);
	const { resetSession, ...http } = restClient(ctx);
	const commands = cliCommands(ctx, http);
	const stoppedLogs = {};

	/* ---- the handle */
	const handle = {
		mode,
		n8nMajor: major,
		n8nVersion: rt.n8nVersion,
		baseUrl,
		/** Production webhooks: on the first webhook process when there is one, else on main. */
		webhookBaseUrl: `${webhookOrigin}/webhook`,
		/** Production webhooks on main (which refuses them when webhook processes run). */
		mainWebhookBaseUrl: `${baseUrl}/webhook`,
		db,
		/**
		 * db 'postgres': where the cluster listens ({host, port, user: 'postgres', password: '', database: 'n8n'}),
		 * for a Postgres credential; null on SQLite.
		 */
		postgres: postgres ? { ...postgres.info } : null,
		/** queue mode: the redis n8n's queue uses ({host, port}; a Redis credential may use another DB index). */
		redis: mode === 'queue' ? { host: '127.0.0.1', port: redisPort } : null,
		userFolder,
		ports,
		packages,
		owner: { email: OWNER.email, password: OWNER.password },
		encryptionKey: ENCRYPTION_KEY,
		timings,
		runtime: rt,
		/** The env every n8n process of this instance gets (a copy). */
		env: () => ({ ...env }),
		/** Pids of the running long-lived processes: { main, worker?, worker2?, ..., webhook?, ..., redis?, postgres? }. */
		pids: () =>
			Object.fromEntries(Object.entries(ctx.groups.procs).map(([k, v]) => [k, v.child.pid])),
		/** Names of the worker processes (queue mode): 'worker', 'worker2', ... ([] in regular mode). */
		workers: Object.freeze([...workerNames]),
		/** Names of the webhook processes (queue mode, opts.webhookProcesses): 'webhook', 'webhook2', ... */
		webhookProcesses: Object.freeze([...webhookNames]),
		/** All captured output: main, the workers, webhook processes, redis, postgres and every CLI run (or one by name). */
		logs(name) {
			const names = name ? [name] : logNames;
			return names
				.map((n) => {
					const text =
						ctx.stopped && stoppedLogs[n] !== undefined
							? stoppedLogs[n]
							: readText(path.join(logDir, `${n}.log`));
					return text ? `===== ${n}.log =====\n${text}` : '';
				})
				.filter(Boolean)
				.join('\n');
		},
		/**
		 * The warnings and errors the n8n processes logged since `sinceMs` (epoch ms), each as one line: process,
		 * level, message and the error n8n attached (logs/<name>.jsonl; diagnosis only).
		 */
		problems(sinceMs = 0) {
			const lines = [];
			for (const n of logNames) {
				for (const line of readText(path.join(logDir, `${n}.jsonl`)).split('\n')) {
					let entry;
					try {
						entry = JSON.parse(line);
					} catch {
						continue;
					}
					if (entry.level !== 'warn' && entry.level !== 'error') continue;
					const meta = entry.metadata || {}; // n8n's JSON format keeps the timestamp there
					if (Date.parse(meta.timestamp) < sinceMs) continue;
					const err = meta.error;
					const why = err && typeof err === 'object' ? `${err.name}: ${err.message}` : err;
					const message = String(entry.message).split('\n')[0];
					lines.push(`${n} ${entry.level}: ${message}${why ? ` (${why})` : ''}`);
				}
			}
			return lines;
		},
		cli: commands.cli,
		apiKey: http.apiKey,
		api: http.api,
		rest: http.rest,
		authedFetch: http.authedFetch,
		session: http.session,
		importCredentials: commands.importCredentials,
		importWorkflow: commands.importWorkflow,
		exportNodes: commands.exportNodes,
		execute: commands.execute,
		publish: commands.publish,
		unpublish: commands.unpublish,
		webhookRegistered: http.webhookRegistered,
		waitForWebhook: http.waitForWebhook,
		waitForWebhookGone: http.waitForWebhookGone,
		/**
		 * Crashes one long-lived process ('worker2', 'webhook', 'main', ...): SIGKILL (or `signal`) to its whole
		 * process group, as an OOM kill or a lost machine would; resolves with {code, signal} once it exited. The
		 * others go on; stop() later cleans up as usual.
		 */
		kill(name, signal = 'SIGKILL') {
			return server.kill(name, signal);
		},
		/** Queue mode: starts a killed worker again, as a platform would; resolves once it is ready. */
		respawnWorker(name = 'worker') {
			return server.respawnWorker(name);
		},
		/** Whether a long-lived process is running (not exited). */
		running(name) {
			const p = ctx.groups.procs[name];
			return !!p && !p.exitInfo;
		},
		/**
		 * db 'postgres': runs SQL through psql as the superuser (database 'n8n' unless told), returns psql's
		 * unaligned output (-At: one row a line, columns joined by |).
		 */
		sql(query, { database } = {}) {
			if (!postgres) throw new Error("sql() needs startN8n({db: 'postgres'})");
			return postgres.psql(query, { database });
		},
		/** queue mode: sends commands to the queue's redis ([['SELECT','1'], ['GET','k']]); resolves their replies. */
		redisCommands(commands) {
			if (mode !== 'queue') throw new Error('redisCommands() needs queue mode');
			return redisCommands(redisPort, commands);
		},
		/** Stops and starts the long-lived processes on the same user folder, DB and ports. */
		async restart() {
			await server.stop();
			resetSession();
			await server.start();
		},
		/** SIGTERMs everything, waits for it, then removes the user folder (unless kept). */
		stop(stopOpts = {}) {
			if (!stopPromise) stopPromise = doStop(stopOpts);
			return stopPromise;
		},
	};

	let stopPromise = null;
	async function doStop({ keep } = {}) {
		await server.stop();
		ctx.stopped = true;
		for (const n of logNames) stoppedLogs[n] = readText(path.join(logDir, `${n}.log`));
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
		await server.start();
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
	httpJson,
};
