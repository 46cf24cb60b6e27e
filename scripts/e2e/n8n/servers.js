'use strict';
/*
 * The long-lived processes of an instance: with db 'postgres' a throwaway PostgreSQL server (postgres.js), n8n
 * main, and in queue mode redis-server, the n8n workers (`worker`, `worker2`, ...: opts.workers, default 1, each
 * with its own task-runner broker port and health-check port) and the n8n webhook processes (`webhook`,
 * `webhook2`, ...: opts.webhookProcesses, each on its own port and broker port). start() waits until each answers
 * its readiness check; stop() stops them in order; kill() crashes one (SIGKILL of its process group).
 */
const fs = require('fs');
const net = require('net');
const path = require('path');
const { spawnSync } = require('child_process');
const { sleep, httpJson } = require('./util');
const { failure } = require('./processes');

async function redisPing(port) {
	try {
		return (await redisCommands(port, [['PING']], 1000))[0] === 'PONG';
	} catch {
		return false;
	}
}

/**
 * Sends commands to redis on 127.0.0.1:port over one connection and resolves with their replies in order
 * (simple strings and bulk strings as strings, integers as numbers, arrays as arrays, nil as null; an error
 * reply as an Error object in its place). E.g. redisCommands(port, [['SELECT', '1'], ['GET', 'k']]).
 */
function redisCommands(port, commands, timeoutMs = 5000) {
	return new Promise((resolve, reject) => {
		const sock = net.connect({ host: '127.0.0.1', port });
		let buf = Buffer.alloc(0);
		const replies = [];
		const done = (err) => {
			sock.destroy();
			if (err) reject(err);
			else resolve(replies);
		};
		sock.setTimeout(timeoutMs, () =>
			done(new Error(`redis on port ${port}: no answer in ${timeoutMs} ms`)),
		);
		sock.on('error', (e) => done(e));
		sock.on('connect', () => {
			const enc = (args) =>
				`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${a}\r\n`).join('')}`;
			sock.write(commands.map(enc).join(''));
		});
		// one reply from buf at offset i: [value, next offset], or undefined when incomplete
		const parse = (i) => {
			const eol = buf.indexOf('\r\n', i);
			if (eol < 0) return undefined;
			const type = String.fromCharCode(buf[i]);
			const line = buf.toString('utf8', i + 1, eol);
			const next = eol + 2;
			if (type === '+') return [line, next];
			if (type === '-') return [new Error(line), next];
			if (type === ':') return [Number(line), next];
			if (type === '$') {
				const n = Number(line);
				if (n < 0) return [null, next];
				if (buf.length < next + n + 2) return undefined;
				return [buf.toString('utf8', next, next + n), next + n + 2];
			}
			if (type === '*') {
				const n = Number(line);
				if (n < 0) return [null, next];
				const out = [];
				let at = next;
				for (let k = 0; k < n; k++) {
					const r = parse(at);
					if (!r) return undefined;
					out.push(r[0]);
					at = r[1];
				}
				return [out, at];
			}
			throw new Error(`redis: unexpected reply type ${type}`);
		};
		sock.on('data', (d) => {
			buf = Buffer.concat([buf, d]);
			try {
				for (;;) {
					const r = parse(0);
					if (!r) break;
					replies.push(r[0]);
					buf = buf.subarray(r[1]);
					if (replies.length === commands.length) return done();
				}
			} catch (e) {
				done(e);
			}
		});
	});
}

function ensureRedisBinary() {
	const script = path.join(__dirname, '..', 'ensure-debian-package.sh');
	const r = spawnSync('bash', [script, 'redis-server', 'redis-server', '--no-install-recommends'], {
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	if (r.status !== 0)
		throw new Error(`ensure-debian-package.sh redis-server failed (exit ${r.status})`);
	return r.stdout.trim().split('\n').pop();
}

/** ctx: the instance (see index.js): mode, rt, env, baseUrl, userFolder, ports, groups, timings, opts. */
function servers(ctx) {
	const { mode, rt, env: baseEnv, baseUrl, userFolder, groups, timings, opts, postgres } = ctx;
	const { redisPort, workers, webhooks } = ctx.allPorts;
	const readyTimeoutMs = opts.readyTimeoutMs || 180000;
	const n8nArgs = (args) => [rt.n8nBin, ...args];
	// an n8n process; besides its console output (logs/<name>.log, messages only at level info), n8n writes each
	// entry as JSON with its metadata to logs/<name>.jsonl: the error behind a warning is only there
	const spawnN8n = (name, args, env) =>
		groups.spawnLogged(name, rt.nodeBin, n8nArgs(args), {
			...env,
			N8N_LOG_OUTPUT: 'console,file',
			N8N_LOG_FILE_LOCATION: path.join(ctx.logDir, `${name}.jsonl`),
		});

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

	const httpReady = (url) => async () => {
		try {
			return (await httpJson('GET', url, { timeoutMs: 2000 })).status === 200;
		} catch {
			return false;
		}
	};

	let migrated = false;
	async function start() {
		const t0 = Date.now();
		if (postgres) {
			postgres.init();
			const [cmd, args, as] = postgres.serverCommand();
			const pg = groups.spawnLogged(
				'postgres',
				cmd,
				args,
				{ PATH: process.env.PATH, LANG: 'C' },
				as,
			);
			await waitFor(pg, 'PostgreSQL accepting connections', async () => postgres.ready(), 60000);
			postgres.createN8nDatabase();
			timings.postgresReady = Date.now() - t0;
		}
		if (mode === 'queue') {
			const redisBin = ensureRedisBinary();
			const redisDir = path.join(userFolder, 'redis');
			fs.mkdirSync(redisDir, { recursive: true });
			const redis = groups.spawnLogged(
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
		// with webhook processes, production webhooks are theirs: main serves the editor, the API and test webhooks
		const mainEnv = webhooks.length
			? { ...baseEnv, N8N_DISABLE_PRODUCTION_MAIN_PROCESS: 'true' }
			: baseEnv;
		const main = spawnN8n('main', ['start'], mainEnv);
		const mainReady = waitFor(
			main,
			`${baseUrl}/healthz/readiness`,
			httpReady(`${baseUrl}/healthz/readiness`),
			readyTimeoutMs,
		).then(() => {
			timings.mainReady = Date.now() - t0;
		});
		const readies = [];
		if (mode === 'queue') {
			// On a fresh DB the workers and webhook processes start after main is ready, so that only one process
			// runs the migrations; on a restart (DB already migrated) all start at once.
			if (!migrated) await mainReady;
			for (const w of workers) readies.push(startWorker(w, t0));
			for (const h of webhooks) {
				const hEnv = {
					...baseEnv,
					N8N_PORT: String(h.port),
					N8N_RUNNERS_BROKER_PORT: String(h.broker),
				};
				const proc = spawnN8n(h.name, ['webhook'], hEnv);
				const url = `http://127.0.0.1:${h.port}/healthz/readiness`;
				readies.push(
					waitFor(proc, url, httpReady(url), readyTimeoutMs).then(() => {
						timings[`${h.name}Ready`] = Date.now() - t0;
					}),
				);
			}
		}
		// the first failure stops the other waits too (no wait left running, no unhandled rejection)
		const settled = await Promise.allSettled(
			[mainReady, ...readies].map((p) =>
				p.catch((e) => {
					abortWaits = true;
					throw e;
				}),
			),
		);
		abortWaits = false;
		const failed = settled.find((r) => r.status === 'rejected' && !r.reason.aborted);
		if (failed || settled.some((r) => r.status === 'rejected'))
			throw (failed || settled.find((r) => r.status === 'rejected')).reason;
		migrated = true;
		timings.start = Date.now() - t0;
	}

	/** Spawns one worker; resolves once it answers its readiness check. */
	function startWorker(w, t0 = Date.now()) {
		const concurrency = String(opts.workerConcurrency || 2);
		const wEnv = {
			...baseEnv,
			N8N_RUNNERS_BROKER_PORT: String(w.broker),
			QUEUE_HEALTH_CHECK_ACTIVE: 'true',
			QUEUE_HEALTH_CHECK_PORT: String(w.health),
			N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
		};
		const worker = spawnN8n(w.name, ['worker', `--concurrency=${concurrency}`], wEnv);
		const url = `http://127.0.0.1:${w.health}/healthz/readiness`;
		const timing = w.name === 'worker' ? 'workerReady' : `${w.name}Ready`;
		return waitFor(worker, url, httpReady(url), readyTimeoutMs).then(() => {
			timings[timing] = Date.now() - t0;
		});
	}

	/** Starts again a worker that was killed (kill()), as a platform would; resolves once it is ready. */
	async function respawnWorker(name) {
		const w = workers.find((x) => x.name === name);
		if (!w) throw new Error(`respawnWorker: no worker named ${name}`);
		const p = groups.procs[name];
		if (p && !p.exitInfo) throw new Error(`respawnWorker: ${name} is still running`);
		if (p) await groups.stopProc(p); // untracks the dead one's group
		await startWorker(w);
	}

	async function stop() {
		const t0 = Date.now();
		const { procs, stopProc } = groups;
		// the workers, webhook processes and main together; then redis and PostgreSQL (they disconnect from them)
		await Promise.all([
			...workers.map((w) => stopProc(procs[w.name])),
			...webhooks.map((h) => stopProc(procs[h.name])),
			stopProc(procs.main),
		]);
		await Promise.all([
			stopProc(procs.redis, 10000),
			stopProc(procs.postgres, 20000, 'SIGINT'), // PostgreSQL's fast shutdown
		]);
		for (const k of Object.keys(procs)) delete procs[k];
		timings.stop = Date.now() - t0;
	}

	/** Crashes one long-lived process (SIGKILL of its process group by default); resolves with its exit. */
	async function kill(name, signal = 'SIGKILL') {
		const p = groups.procs[name];
		if (!p)
			throw new Error(`kill: no process named ${name} (${Object.keys(groups.procs).join(', ')})`);
		return groups.killProc(p, signal);
	}

	return { start, stop, kill, respawnWorker };
}

module.exports = { servers, redisCommands };
