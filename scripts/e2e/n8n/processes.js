'use strict';
/*
 * Ports and process groups. Every process the runner starts (n8n main, worker, redis-server, each CLI
 * run, and their task-runner children) gets its own process group, so that stopping it stops its children
 * too. Three safety nets stop them if the test process ends without calling stop(): a process 'exit'
 * hook, signal hooks, and a detached watchdog that outlives a SIGKILLed parent.
 */
const fs = require('fs');
const net = require('net');
const path = require('path');
const { spawn } = require('child_process');
const { say, sleep, tail, readText } = require('./util');

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

/* ------------------------------------------------------------- one instance's processes */

/**
 * The process groups of one n8n instance: the long-lived ones (`procs`: main, worker, redis) with
 * their output in logDir/<name>.log, and any other group it `track`s (CLI runs). Their pgids are kept
 * in pidFile for the watchdog.
 */
function processGroups({ pidFile, logDir, workDir }) {
	const procs = {}; // name -> { child, pgid, logFile, exited: Promise, exitInfo }
	const ownPgids = new Set();
	const writePgids = () => {
		try {
			fs.writeFileSync(pidFile, [...live.keys()].filter((g) => ownPgids.has(g)).join('\n'));
		} catch {
			/* folder removed */
		}
	};
	const track = (pgid, label) => {
		live.set(pgid, label);
		ownPgids.add(pgid);
		writePgids();
	};
	const untrack = (pgid) => {
		live.delete(pgid);
		ownPgids.delete(pgid);
		writePgids();
	};

	/**
	 * Spawns a long-lived process in its own process group, output to logs/<name>.log. spawnOpts: more options
	 * for spawn (uid/gid, cwd).
	 */
	function spawnLogged(name, cmd, args, env, spawnOpts = {}) {
		const logFile = path.join(logDir, `${name}.log`);
		const fd = fs.openSync(logFile, 'a');
		const child = spawn(cmd, args, {
			cwd: workDir,
			...spawnOpts,
			env,
			detached: true,
			stdio: ['ignore', fd, fd],
		});
		fs.closeSync(fd);
		const pgid = child.pid;
		track(pgid, name);
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

	/**
	 * `signal` (SIGTERM; PostgreSQL's fast shutdown is SIGINT), SIGKILL after graceMs; then the group's leftovers
	 * (e.g. the task runner child).
	 */
	async function stopProc(p, graceMs = 20000, signal = 'SIGTERM') {
		if (!p) return;
		if (!p.exitInfo) {
			try {
				process.kill(p.child.pid, signal);
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
		untrack(p.pgid);
	}

	/**
	 * Kills a long-lived process and its whole group at once (SIGKILL by default: a crash, nothing shut down
	 * cleanly); resolves when it has exited. stopProc() later only untracks it.
	 */
	async function killProc(p, signal = 'SIGKILL') {
		if (!p) throw new Error('killProc: no such process');
		killGroupSync(p.pgid, signal);
		await p.exited;
		return p.exitInfo;
	}

	return { procs, spawnLogged, stopProc, killProc, track, untrack };
}

/** An Error whose message ends with the tail of a long-lived process's log. */
function failure(msg, p) {
	const logs = p ? `\n--- ${p.name}.log (tail) ---\n${tail(readText(p.logFile))}` : '';
	return new Error(`${msg}${logs}`);
}

module.exports = {
	freePorts,
	killGroupSync,
	groupAlive,
	installExitHooks,
	startWatchdog,
	watchdogs,
	foldersToRemove,
	processGroups,
	failure,
};
