'use strict';
/*
 * The long-lived processes of an instance: n8n main, and in queue mode redis-server and the n8n workers
 * (`worker`, `worker2`, ...: opts.workers, default 1, each with its own task-runner broker port and
 * health-check port). start() waits until each answers its readiness check; stop() stops them in order.
 */
const fs = require('fs');
const net = require('net');
const path = require('path');
const { spawnSync } = require('child_process');
const { sleep, httpJson } = require('./util');
const { failure } = require('./processes');

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
	const { mode, rt, env: baseEnv, baseUrl, userFolder, groups, timings, opts } = ctx;
	const { redisPort, workers } = ctx.allPorts;
	const readyTimeoutMs = opts.readyTimeoutMs || 180000;
	const n8nArgs = (args) => [rt.n8nBin, ...args];

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

	let migrated = false;
	async function start() {
		const t0 = Date.now();
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
		const httpReady = (url) => async () => {
			try {
				return (await httpJson('GET', url, { timeoutMs: 2000 })).status === 200;
			} catch {
				return false;
			}
		};
		const main = groups.spawnLogged('main', rt.nodeBin, n8nArgs(['start']), baseEnv);
		const mainReady = waitFor(
			main,
			`${baseUrl}/healthz/readiness`,
			httpReady(`${baseUrl}/healthz/readiness`),
			readyTimeoutMs,
		).then(() => {
			timings.mainReady = Date.now() - t0;
		});
		const workerReadies = [];
		if (mode === 'queue') {
			// On a fresh DB the workers start after main is ready, so that only one process runs the
			// migrations; on a restart (DB already migrated) all start at once.
			if (!migrated) await mainReady;
			const concurrency = String(opts.workerConcurrency || 2);
			for (const w of workers) {
				const wEnv = {
					...baseEnv,
					N8N_RUNNERS_BROKER_PORT: String(w.broker),
					QUEUE_HEALTH_CHECK_ACTIVE: 'true',
					QUEUE_HEALTH_CHECK_PORT: String(w.health),
					N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
				};
				const worker = groups.spawnLogged(
					w.name,
					rt.nodeBin,
					n8nArgs(['worker', `--concurrency=${concurrency}`]),
					wEnv,
				);
				const url = `http://127.0.0.1:${w.health}/healthz/readiness`;
				const timing = w.name === 'worker' ? 'workerReady' : `${w.name}Ready`;
				workerReadies.push(
					waitFor(worker, url, httpReady(url), readyTimeoutMs).then(() => {
						timings[timing] = Date.now() - t0;
					}),
				);
			}
		}
		// the first failure stops the other waits too (no wait left running, no unhandled rejection)
		const settled = await Promise.allSettled(
			[mainReady, ...workerReadies].map((p) =>
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

	async function stop() {
		const t0 = Date.now();
		const { procs, stopProc } = groups;
		// the workers and main together, redis last (they disconnect from it on shutdown)
		await Promise.all([...workers.map((w) => stopProc(procs[w.name])), stopProc(procs.main)]);
		await stopProc(procs.redis, 10000);
		for (const k of Object.keys(procs)) delete procs[k];
		timings.stop = Date.now() - t0;
	}

	return { start, stop };
}

module.exports = { servers };
