#!/usr/bin/env node
/**
 * Lints this package the way n8n's community package scanner does
 * (`@n8n/scan-community-package`), with the rule set of eslint.config.mjs:
 *
 *   1. source:  package.json and nodes/, credentials/ **\/*.{js,ts,json}
 *   2. tarball: `npm pack` into a temp dir, extract, lint **\/*.js and package.json
 *
 * Inline config is off (`eslint-disable` comments do not count), as in the
 * scanner. Exit code 1 on any error in either step (warnings do not fail, as in
 * the scanner), 2 when the lint itself could not run.
 * No network: npm pack runs with --offline and --ignore-scripts.
 *
 * Usage: node scripts/lint.js [--source-only] [--build]
 *   --source-only  skip the tarball step
 *   --build        rebuild dist/ before packing even when it looks up to date
 * Without --build, dist/ is built (tsc -p tsconfig.json, gulp build:icons) only
 * when an output is missing or out of date: a .js older than its .ts, or a
 * copied icon/codex file that differs from its source.
 */
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '..');
const BUILD_TIMEOUT_MS = 5 * 60 * 1000;
const PACK_TIMEOUT_MS = 2 * 60 * 1000;

const args = new Set(process.argv.slice(2));
for (const arg of args) {
	if (!['--source-only', '--build'].includes(arg)) {
		console.error(
			`lint: unknown option ${arg}\nUsage: node scripts/lint.js [--source-only] [--build]`,
		);
		process.exit(2);
	}
}

/** Files under `dir` (relative, '/'-separated) as fast-glob lists them: no dot entries, no node_modules. */
function walk(dir, rel = '') {
	const out = [];
	let entries;
	try {
		entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
	} catch {
		return out;
	}
	for (const entry of entries) {
		if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
		const child = rel ? `${rel}/${entry.name}` : entry.name;
		if (entry.isDirectory()) out.push(...walk(dir, child));
		else if (entry.isFile()) out.push(child);
	}
	return out;
}

/** The scanner's source patterns: package.json, {nodes,credentials}/**\/*.{js,ts,json}. */
function sourceFiles(root) {
	const files = fs.existsSync(path.join(root, 'package.json')) ? ['package.json'] : [];
	for (const top of ['nodes', 'credentials']) {
		files.push(
			...walk(root, top).filter(
				(f) => /\.(js|ts|json)$/.test(f) && !f.endsWith('package-lock.json'),
			),
		);
	}
	return files;
}

/** The scanner's tarball patterns: **\/*.js and package.json. */
function tarballFiles(root) {
	return walk(root).filter(
		(f) => f === 'package.json' || (f.endsWith('.js') && !f.endsWith('package-lock.json')),
	);
}

async function loadConfig() {
	return import(pathToFileURL(path.join(ROOT, 'eslint.config.mjs')).href);
}

function countEnabledRules(configs) {
	const rules = new Set();
	for (const config of configs) {
		for (const [name, setting] of Object.entries(config.rules ?? {})) {
			const level = Array.isArray(setting) ? setting[0] : setting;
			if (level === 'off' || level === 0) rules.delete(name);
			else rules.add(name);
		}
	}
	return rules.size;
}

/** Lints `files` (relative to `cwd`) like the scanner; prints problems; returns totals. */
async function lintLeg(label, cwd, files, scanConfig, displayPrefix) {
	const { ESLint } = require('eslint');
	const eslint = new ESLint({
		cwd,
		overrideConfigFile: true,
		overrideConfig: scanConfig,
		allowInlineConfig: false,
		errorOnUnmatchedPattern: false,
	});
	const results = files.length ? await eslint.lintFiles(files.map((f) => path.join(cwd, f))) : [];
	for (const result of results) {
		result.filePath = displayPrefix + path.relative(cwd, result.filePath).split(path.sep).join('/');
	}
	const totals = results.reduce(
		(acc, r) => ({
			errors: acc.errors + r.errorCount, // includes fatal (parse) errors
			warnings: acc.warnings + r.warningCount,
		}),
		{ errors: 0, warnings: 0 },
	);
	if (totals.errors + totals.warnings > 0) {
		const formatter = await eslint.loadFormatter('stylish');
		process.stdout.write(await formatter.format(results.filter((r) => r.messages.length > 0)));
	}
	console.log(
		`${label}: ${results.length} files linted, ${totals.errors} errors, ${totals.warnings} warnings`,
	);
	return { label, files: results.length, ...totals };
}

function run(command, argv, options = {}) {
	const result = spawnSync(command, argv, {
		cwd: ROOT,
		encoding: 'utf8',
		stdio: options.capture ? 'pipe' : 'inherit',
		timeout: options.timeout,
		env: {
			...process.env,
			npm_config_offline: 'true',
			npm_config_update_notifier: 'false',
			npm_config_fund: 'false',
			npm_config_audit: 'false',
		},
	});
	if (result.error) throw new Error(`${command} ${argv.join(' ')}: ${result.error.message}`);
	return result;
}

/** Why dist/ must be (re)built, or null when every source has an up-to-date output. */
function distStaleness() {
	const dist = path.join(ROOT, 'dist');
	if (!fs.existsSync(dist)) return 'dist/ does not exist';
	const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
	for (const entry of [...(pkg.n8n?.nodes ?? []), ...(pkg.n8n?.credentials ?? [])]) {
		if (!fs.existsSync(path.join(ROOT, entry)))
			return `${entry} (listed in package.json "n8n") is missing`;
	}
	for (const top of ['nodes', 'credentials']) {
		for (const file of walk(ROOT, top)) {
			const source = path.join(ROOT, file);
			if (file.endsWith('.ts') && !file.endsWith('.d.ts')) {
				// tsc output: compare times
				const output = file.replace(/\.ts$/, '.js');
				const built = path.join(dist, output);
				if (!fs.existsSync(built)) return `dist/${output} is missing`;
				if (fs.statSync(built).mtimeMs < fs.statSync(source).mtimeMs) {
					return `dist/${output} is older than ${file}`;
				}
			} else if (/\.(png|svg)$/.test(file) || (top === 'nodes' && file.endsWith('.json'))) {
				// copied by gulp build:icons (which keeps the source's time): compare contents
				const built = path.join(dist, file);
				if (!fs.existsSync(built)) return `dist/${file} is missing`;
				if (!fs.readFileSync(built).equals(fs.readFileSync(source)))
					return `dist/${file} differs from ${file}`;
			}
		}
	}
	return null;
}

/** Path of the `name` executable of an installed package (read from its package.json "bin"). */
function binOf(pkgName, name) {
	for (const dir of require.resolve.paths(pkgName) ?? []) {
		const manifest = path.join(dir, pkgName, 'package.json');
		if (!fs.existsSync(manifest)) continue;
		const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
		const rel = typeof bin === 'string' ? bin : bin?.[name];
		if (rel) return path.join(dir, pkgName, rel);
	}
	throw new Error(`${pkgName} is not installed (run npm ci)`);
}

/** Files in dist/ that no current source produces (left by an earlier build); npm pack would ship them. */
function distOrphans() {
	const dist = path.join(ROOT, 'dist');
	return walk(dist).filter((file) => {
		const source = file.endsWith('.js') ? file.replace(/\.js$/, '.ts') : file;
		return !/^(nodes|credentials)\//.test(file) || !fs.existsSync(path.join(ROOT, source));
	});
}

function build() {
	const tsc = binOf('typescript', 'tsc');
	const gulp = binOf('gulp', 'gulp');
	console.log('$ tsc -p tsconfig.json');
	if (
		run(process.execPath, [tsc, '-p', 'tsconfig.json'], { timeout: BUILD_TIMEOUT_MS }).status !== 0
	) {
		throw new Error('tsc failed, so the tarball could not be built');
	}
	console.log('$ gulp build:icons');
	if (run(process.execPath, [gulp, 'build:icons'], { timeout: BUILD_TIMEOUT_MS }).status !== 0) {
		throw new Error('gulp build:icons failed, so the tarball could not be built');
	}
}

/** npm pack (offline, no lifecycle scripts) into `tmp`, extract to tmp/package; returns [dir, tarball name]. */
function packAndExtract(tmp) {
	const packed = run(
		'npm',
		['pack', '--json', '--offline', '--ignore-scripts', '--pack-destination', tmp],
		{
			capture: true,
			timeout: PACK_TIMEOUT_MS,
		},
	);
	if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
	let filename;
	try {
		filename = JSON.parse(packed.stdout)[0].filename;
	} catch {
		filename = fs.readdirSync(tmp).find((f) => f.endsWith('.tgz'));
	}
	const tarball = path.join(tmp, path.basename(filename ?? ''));
	if (!filename || !fs.existsSync(tarball))
		throw new Error(`npm pack wrote no tarball:\n${packed.stdout}`);
	const dir = path.join(tmp, 'package');
	fs.mkdirSync(dir);
	const extracted = spawnSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1'], {
		encoding: 'utf8',
		timeout: PACK_TIMEOUT_MS,
	});
	if (extracted.error || extracted.status !== 0) {
		throw new Error(`tar extraction failed: ${extracted.error?.message ?? extracted.stderr}`);
	}
	return [dir, path.basename(tarball)];
}

async function main() {
	const { scanConfig } = await loadConfig();
	console.log(
		`Rule set of n8n's community package scanner: ${countEnabledRules(scanConfig)} rules, inline config off.`,
	);

	const summary = [];
	console.log('\n== Source: package.json, nodes/, credentials/ ==');
	summary.push(await lintLeg('source', ROOT, sourceFiles(ROOT), scanConfig, ''));

	if (!args.has('--source-only')) {
		console.log('\n== Packed tarball: **/*.js and package.json ==');
		try {
			summary.push(await tarballLeg(scanConfig));
		} catch (error) {
			console.error(`tarball: not linted: ${error.message}`);
			summary.push({ label: 'tarball', notRun: error.message });
		}
	}

	console.log('\nSummary');
	for (const leg of summary) {
		const line = leg.notRun
			? `not linted (${leg.notRun.split('\n')[0]})`
			: `${leg.files} files, ${leg.errors} errors, ${leg.warnings} warnings`;
		console.log(`  ${leg.label.padEnd(8)} ${line}`);
	}
	if (summary.some((leg) => leg.notRun)) {
		console.log('Lint incomplete: a step could not run.');
		return 2;
	}
	const failed = summary.some((leg) => leg.errors > 0);
	console.log(failed ? 'Lint failed: fix the errors above.' : 'Lint passed.');
	return failed ? 1 : 0;
}

async function tarballLeg(scanConfig) {
	const stale = args.has('--build') ? 'asked for with --build' : distStaleness();
	if (stale) {
		console.log(`The tarball step needs \`npm run build\` first (${stale}); building now.`);
		build();
	}
	const orphans = distOrphans();
	if (orphans.length) {
		console.log(
			`Note: ${orphans.length} file(s) in dist/ come from no current source (an earlier build) and are packed too: ` +
				`${orphans
					.slice(0, 5)
					.map((f) => `dist/${f}`)
					.join(', ')}${orphans.length > 5 ? ', ...' : ''}. ` +
				'Delete dist/ and build again to drop them.',
		);
	}
	const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'n8n-nodes-mayar-lint-'));
	const cleanup = () => fs.rmSync(tmp, { recursive: true, force: true });
	const onSignal = (signal) => {
		cleanup();
		process.kill(process.pid, signal);
	};
	process.once('SIGINT', onSignal);
	process.once('SIGTERM', onSignal);
	try {
		const [dir, name] = packAndExtract(tmp);
		return await lintLeg('tarball', dir, tarballFiles(dir), scanConfig, `${name}:`);
	} finally {
		cleanup();
		process.removeListener('SIGINT', onSignal);
		process.removeListener('SIGTERM', onSignal);
	}
}

main().then(
	(code) => {
		process.exitCode = code;
	},
	(error) => {
		console.error(`lint: ${error.message}`);
		process.exitCode = 2;
	},
);
