#!/usr/bin/env node
/**
 * The package checks no library does for us (`npm run lint` = `n8n-node lint` covers the source and
 * package.json: name, keyword, author, license, homepage, version, n8n block, no runtime dependencies, no
 * lifecycle scripts, no overrides, peer dependencies, restricted imports and globals). On what
 * `npm publish` would upload (run `npm run build` first):
 *
 *   tarball    `npm pack`, then the rule set of n8n's community package scanner (`@n8n/scan-community-package`)
 *              on its **\/*.js and package.json, inline config off, as the scanner lints a published package;
 *   packed     only dist/, README.md, LICENSE, CHANGELOG.md and package.json; every n8n.nodes/credentials
 *              entry is a packed dist/**\/*.js file;
 *   package    not private, no optional or bundled dependencies, repository/bugs/engines set, MIT LICENSE text;
 *   workflows  actions pinned to a commit SHA with its tag in a comment; no long-lived npm token (a line marked
 *              `# allow-npm-token` passes: the one-time first publish); a publishing workflow grants
 *              `id-token: write` and publishes with provenance (`--provenance`, or `n8n-node release`);
 *   release    on a tag build (GITHUB_REF_TYPE=tag, or --tag vX.Y.Z) the tag is v<version> and CHANGELOG.md
 *              has an entry for it;
 *   readme     Installation, Credentials, Operations/Usage, Examples and Compatibility sections with content.
 *
 * Usage: node scripts/check-package.js [--tag vX.Y.Z]. Exit 1 when a check fails. Offline; stops by itself.
 */
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
const TIMEOUT_MS = 2 * 60 * 1000;
const failures = [];
const check = (ok, text) => {
	console.log(`  ${ok ? '[x]' : '[ ]'} ${text}`);
	if (!ok) failures.push(text);
};
const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

/** `npm pack` into a temp folder and extract it; returns { dir, files } (files as npm lists them). */
function pack(tmp) {
	const r = spawnSync(
		'npm',
		['pack', '--json', '--offline', '--ignore-scripts', '--pack-destination', tmp],
		{ cwd: ROOT, encoding: 'utf8', timeout: TIMEOUT_MS },
	);
	if (r.error || r.status !== 0)
		throw new Error(`npm pack failed: ${r.error?.message ?? r.stderr}`);
	const info = JSON.parse(r.stdout.slice(r.stdout.indexOf('[')))[0];
	const dir = path.join(tmp, 'package');
	fs.mkdirSync(dir);
	const tar = spawnSync(
		'tar',
		['-xzf', path.join(tmp, info.filename), '-C', dir, '--strip-components=1'],
		{
			timeout: TIMEOUT_MS,
		},
	);
	if (tar.error || tar.status !== 0) throw new Error('could not extract the tarball');
	return { dir, files: info.files.map((f) => f.path) };
}

/** The scanner's rule set as it applies to a tarball (its node/credential rules only target .ts files). */
async function lintTarball(dir) {
	const { ESLint } = require('eslint');
	const { n8nCommunityNodesPlugin } = require('@n8n/eslint-plugin-community-nodes');
	const n8nNodesBase = require('eslint-plugin-n8n-nodes-base');
	const tseslint = require('typescript-eslint');
	const eslint = new ESLint({
		cwd: dir,
		overrideConfigFile: true,
		allowInlineConfig: false,
		overrideConfig: [
			n8nCommunityNodesPlugin.configs.recommended,
			{ rules: { 'no-console': 'error' } },
			{
				files: ['package.json'],
				plugins: { 'n8n-nodes-base': n8nNodesBase },
				rules: n8nNodesBase.configs.community.rules,
				languageOptions: { parser: tseslint.parser },
			},
		],
	});
	const results = await eslint.lintFiles(['**/*.js', 'package.json']);
	const problems = results.filter((r) => r.messages.length);
	if (problems.length) process.stdout.write(await (await eslint.loadFormatter()).format(problems));
	const errors = results.reduce((n, r) => n + r.errorCount, 0);
	check(
		errors === 0,
		`scanner lint of the packed tarball: ${results.length} files, ${errors} errors`,
	);
}

function checkPacked(pkg, files) {
	const allowed = new Set(['README.md', 'LICENSE', 'CHANGELOG.md', 'package.json']);
	const stray = files.filter((f) => !f.startsWith('dist/') && !allowed.has(f));
	check(
		stray.length === 0,
		`packed: only dist/ and the top-level docs (extra: ${stray.join(', ') || 'none'})`,
	);
	check(files.includes('LICENSE') && files.includes('README.md'), 'packed: LICENSE and README.md');
	const entries = [...(pkg.n8n?.nodes ?? []), ...(pkg.n8n?.credentials ?? [])];
	const missing = entries.filter((f) => !/^dist\/.*\.js$/.test(f) || !files.includes(f));
	check(
		entries.length > 0 && missing.length === 0,
		`packed: the ${entries.length} n8n.nodes/credentials files (missing: ${missing.join(', ') || 'none'})`,
	);
	checkSchemas(files);
}

/**
 * One output schema per operation of the Mayar node where n8n looks for it (n8n-core's output-schema resolver:
 * __schema__/v<version>/<resource>/<operation>.json beside the node file), and the triggers' item schema
 * (__schema__/v<version>.json, served for a node without resource and operation).
 */
function checkSchemas(files) {
	const { resources } = require(
		path.join(ROOT, 'dist', 'nodes', 'Mayar', 'actions', 'resources.js'),
	);
	const base = 'dist/nodes/Mayar/__schema__/';
	const expected = [
		`${base}v1.0.0.json`,
		...Object.entries(resources).flatMap(([resource, operations]) =>
			Object.keys(operations).map((operation) => `${base}v1.0.0/${resource}/${operation}.json`),
		),
	];
	const missing = expected.filter((f) => !files.includes(f));
	const extra = files.filter((f) => f.startsWith(base) && !expected.includes(f));
	check(
		missing.length === 0 && extra.length === 0,
		`packed: ${expected.length - 1} operation output schemas and the triggers' item schema (missing: ${missing.join(', ') || 'none'}; extra: ${extra.join(', ') || 'none'})`,
	);
}

function checkPackageJson(pkg) {
	check(pkg.private !== true, 'package: not private');
	const extra = [
		...Object.keys(pkg.optionalDependencies ?? {}),
		...[pkg.bundleDependencies ?? pkg.bundledDependencies ?? []].flat(),
	];
	check(
		extra.length === 0,
		`package: no optional or bundled dependencies (${extra.join(', ') || 'none'})`,
	);
	check(
		Boolean(
			(pkg.repository?.url ?? pkg.repository) && (pkg.bugs?.url ?? pkg.bugs) && pkg.engines?.node,
		),
		'package: repository, bugs and engines.node are set',
	);
	check(
		/Permission is hereby granted, free of charge/.test(read(path.join(ROOT, 'LICENSE'))),
		'package: LICENSE is the MIT text',
	);
}

function checkWorkflows() {
	const dir = path.join(ROOT, '.github', 'workflows');
	const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)) : [];
	for (const name of names) {
		const lines = read(path.join(dir, name)).split('\n');
		const code = lines.map((line) => line.replace(/^\s*#.*$/, ''));
		const bad = [];
		code.forEach((line, i) => {
			const uses = /^\s*(?:-\s+)?uses:\s*['"]?([^'"\s#@]+)(?:@([^'"\s#]*))?['"]?\s*(#.*)?$/.exec(
				line,
			);
			if (uses && !uses[1].startsWith('./') && !uses[1].startsWith('docker://')) {
				if (!/^[0-9a-f]{40}$/.test(uses[2] ?? '') || !/#\s*v?\d/.test(uses[3] ?? ''))
					bad.push(`line ${i + 1}: pin ${uses[1]} to a commit SHA with its tag in a comment`);
			}
			if (/\b(NPM_TOKEN|NODE_AUTH_TOKEN)\b/.test(line) && !/\ballow-npm-token\b/.test(lines[i]))
				bad.push(`line ${i + 1}: no long-lived npm token (trusted publishing)`);
		});
		const text = code.join('\n');
		if (/\bnpm\s+publish\b|\bnpm\s+run\s+release\b/.test(text)) {
			if (!/^\s*id-token:\s*write\b/m.test(text)) bad.push('publishes without "id-token: write"');
			if (/\bnpm\s+publish\b/.test(text) && !/--provenance\b/.test(text))
				bad.push('npm publish without --provenance');
		}
		check(bad.length === 0, `workflows: ${name}${bad.map((b) => `\n        ${b}`).join('')}`);
	}
}

function checkRelease(pkg) {
	const arg = process.argv.indexOf('--tag');
	const tag =
		arg > -1
			? process.argv[arg + 1]
			: process.env.GITHUB_REF_TYPE === 'tag'
				? process.env.GITHUB_REF_NAME
				: null;
	if (!tag) return console.log('  [-] release: not a tag build (--tag vX.Y.Z to check one)');
	check(tag === `v${pkg.version}`, `release: tag ${tag} is v${pkg.version}`);
	const heading = read(path.join(ROOT, 'CHANGELOG.md'))
		.split('\n')
		.find((l) => new RegExp(`^##\\s*\\[?v?${pkg.version.replace(/\./g, '\\.')}\\b`).test(l));
	check(
		Boolean(heading) && !/unreleased/i.test(heading),
		`release: CHANGELOG.md dates ${pkg.version}`,
	);
}

function checkReadme() {
	// Level-2+ headings outside code fences; a section runs to the next heading of its level or above.
	const lines = read(path.join(ROOT, 'README.md'))
		.replace(/^```[\s\S]*?^```/gm, '')
		.split('\n');
	const heads = lines.flatMap((l, i) =>
		/^(#{2,6})\s+(.*)/.test(l) ? [{ i, level: RegExp.$1.length, title: RegExp.$2 }] : [],
	);
	const sections = heads.map((h, k) => {
		const end = heads.slice(k + 1).find((n) => n.level <= h.level)?.i ?? lines.length;
		const body = lines
			.slice(h.i + 1, end)
			.join('\n')
			.replace(/<!--[\s\S]*?-->/g, '')
			.trim();
		return { title: h.title, body };
	});
	const wanted = {
		Installation: /\binstall(ation|ing)?\b/i,
		Credentials: /\bcredentials?\b/i,
		'Operations/Usage': /\b(operations?|usage)\b/i,
		Examples: /\bexamples?\b/i,
		Compatibility: /\bcompatib(le|ility)\b/i,
	};
	for (const [label, re] of Object.entries(wanted))
		check(
			sections.some((s) => re.test(s.title) && s.body),
			`readme: a ${label} section with content`,
		);
}

async function main() {
	const pkg = JSON.parse(read(path.join(ROOT, 'package.json')));
	const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'n8n-nodes-mayar-pack-'));
	try {
		if (!fs.existsSync(path.join(ROOT, 'dist')))
			throw new Error('no dist/: run `npm run build` first');
		const { dir, files } = pack(tmp);
		console.log(`${pkg.name}@${pkg.version}: ${files.length} packed files`);
		await lintTarball(dir);
		checkPacked(pkg, files);
	} finally {
		fs.rmSync(tmp, { recursive: true, force: true });
	}
	checkPackageJson(pkg);
	checkWorkflows();
	checkRelease(pkg);
	checkReadme();
	console.log(
		failures.length ? `${failures.length} check(s) failed.` : 'All package checks passed.',
	);
	return failures.length ? 1 : 0;
}

main().then(
	(code) => (process.exitCode = code),
	(error) => {
		console.error(`check-package: ${error.message}`);
		process.exitCode = 1;
	},
);
