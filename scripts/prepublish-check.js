#!/usr/bin/env node
/**
 * Publish-readiness check: what n8n looks at when it verifies a community node package
 * (docs/verification-checklist.md), run on what `npm publish` would upload.
 *
 *   1. build      `npm run build` (skip with --skip-build when dist/ was just built)
 *   2. packed     `npm pack --dry-run --json`: only dist/, README.md, LICENSE, package.json,
 *                 CHANGELOG.md; LICENSE and README.md present; every n8n.nodes/credentials file packed
 *   3. package    package.json: name n8n-nodes-*, keyword n8n-community-node-package, license MIT
 *                 (and a LICENSE saying so), author name + email, repository, homepage, bugs, engines,
 *                 n8n.n8nNodesApiVersion, n8n.nodes/credentials files in dist/; no runtime
 *                 dependencies (dependencies, optional/bundled, peers other than n8n-workflow), no
 *                 prepare/preinstall/install/postinstall script, no overrides, not private
 *   4. imports    the packed JavaScript imports only its own files and what n8n provides at run time
 *                 (n8n-workflow and the scanner's allow-list), and reads no process.env
 *   5. version    on a tag build (GITHUB_REF_TYPE=tag, or --tag vX.Y.Z): tag == "v" + version
 *   6. readme     headings for Installation, Credentials, Operations/Usage, Example workflows/Examples,
 *                 Compatibility, each with content (not only a placeholder comment)
 *   7. scanner    `node scripts/lint.js [--tarball-only]`: the scanner's lint, non-zero fails
 *
 * Usage: node scripts/prepublish-check.js [--skip-build] [--skip-lint] [--tag vX.Y.Z]
 * Exit: 0 ready (warnings allowed), 1 a check failed, 2 bad usage.
 * Plain Node, built-ins only, no network (npm pack --dry-run reads the local folder). Every child
 * process has a time limit, so the script stops by itself.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { builtinModules } = require('node:module');
const { spawnSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const BUILD_TIMEOUT_MS = 5 * 60 * 1000;
const PACK_TIMEOUT_MS = 2 * 60 * 1000;
const LINT_TIMEOUT_MS = 10 * 60 * 1000;

const ALLOWED_TOP_FILES = new Set(['README.md', 'LICENSE', 'package.json', 'CHANGELOG.md']);
const FORBIDDEN_SCRIPTS = ['prepare', 'preinstall', 'install', 'postinstall'];
const README_SECTIONS = [
	{ label: 'Installation', re: /\binstall(ation|ing)?\b/i },
	{ label: 'Credentials', re: /\bcredentials?\b/i },
	{ label: 'Operations/Usage', re: /\b(operations?|usage)\b/i },
	{ label: 'Example workflows/Examples', re: /\bexamples?\b/i },
	{ label: 'Compatibility', re: /\bcompatib(le|ility)\b/i },
];
const USAGE = 'Usage: node scripts/prepublish-check.js [--skip-build] [--skip-lint] [--tag vX.Y.Z]';

function parseArgs(argv) {
	const opts = { build: true, lint: true, tag: null };
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i];
		if (arg === '--skip-build') opts.build = false;
		else if (arg === '--skip-lint') opts.lint = false;
		else if (arg === '--tag') opts.tag = argv[++i] ?? '';
		else if (arg.startsWith('--tag=')) opts.tag = arg.slice('--tag='.length);
		else if (arg === '-h' || arg === '--help') {
			console.log(USAGE);
			process.exit(0);
		} else {
			console.error(`prepublish-check: unknown argument ${arg}\n${USAGE}`);
			process.exit(2);
		}
	}
	if (opts.tag === '') {
		console.error(`prepublish-check: --tag needs a value\n${USAGE}`);
		process.exit(2);
	}
	if (opts.tag === null && process.env.GITHUB_REF_TYPE === 'tag' && process.env.GITHUB_REF_NAME) {
		opts.tag = process.env.GITHUB_REF_NAME;
	}
	return opts;
}

/* ------------------------------------------------------------------ results */

const results = []; // { group, status: 'pass'|'fail'|'warn'|'skip', text, details: [] }

function record(group, status, text, details = []) {
	results.push({ group, status, text, details });
}
const pass = (g, t, d) => record(g, 'pass', t, d);
const fail = (g, t, d) => record(g, 'fail', t, d);
const warn = (g, t, d) => record(g, 'warn', t, d);
const skip = (g, t, d) => record(g, 'skip', t, d);

function check(group, ok, okText, failText, details) {
	if (ok) pass(group, okText);
	else fail(group, failText, details);
	return ok;
}

function run(cmd, args, { timeout, inherit = false } = {}) {
	const r = spawnSync(cmd, args, {
		cwd: ROOT,
		encoding: 'utf8',
		timeout,
		maxBuffer: 64 * 1024 * 1024,
		stdio: inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
		env: { ...process.env, npm_config_ignore_scripts: 'true' },
	});
	const timedOut = r.error && r.error.code === 'ETIMEDOUT';
	return {
		ok: !r.error && r.status === 0,
		status: r.status,
		error: timedOut ? `timed out after ${timeout / 1000} s` : r.error ? r.error.message : null,
		stdout: r.stdout || '',
		stderr: r.stderr || '',
	};
}

function tail(text, lines = 15) {
	return text.trim().split('\n').slice(-lines);
}

/* ---------------------------------------------------------------- the checks */

function readPackageJson() {
	try {
		return JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
	} catch (err) {
		fail('package', `package.json does not parse: ${err.message}`);
		return null;
	}
}

function stepBuild(opts) {
	if (!opts.build) {
		skip('build', 'build skipped (--skip-build): checking dist/ as it is');
		return true;
	}
	console.log('prepublish-check: npm run build ...');
	const r = run(NPM, ['run', 'build'], { timeout: BUILD_TIMEOUT_MS });
	return check(
		'build',
		r.ok,
		'npm run build',
		`npm run build failed${r.error ? ` (${r.error})` : ` (exit ${r.status})`}`,
		tail(r.stdout + r.stderr),
	);
}

function stepPack(pkg) {
	const r = run(NPM, ['pack', '--dry-run', '--json', '--ignore-scripts'], {
		timeout: PACK_TIMEOUT_MS,
	});
	if (!r.ok) {
		fail(
			'packed',
			`npm pack --dry-run failed${r.error ? ` (${r.error})` : ` (exit ${r.status})`}`,
			tail(r.stderr),
		);
		return null;
	}
	let info;
	try {
		info = JSON.parse(r.stdout.slice(r.stdout.indexOf('[')))[0];
	} catch (err) {
		fail('packed', `npm pack --json printed no JSON: ${err.message}`, tail(r.stdout));
		return null;
	}
	const files = info.files.map((f) => f.path.replace(/\\/g, '/'));
	const stray = files.filter((f) => !f.startsWith('dist/') && !ALLOWED_TOP_FILES.has(f));
	const details = stray.map((f) => {
		if (pkg && typeof pkg.main === 'string' && path.posix.normalize(pkg.main) === f) {
			return `${f}  <- packed because package.json "main" names it; n8n loads the files under "n8n", so remove "main" and the file`;
		}
		return f;
	});
	check(
		'packed',
		stray.length === 0,
		`packed files: ${files.length}, ${(info.unpackedSize / 1024).toFixed(1)} kB unpacked, only dist/, README.md, LICENSE, package.json, CHANGELOG.md`,
		`packed files outside dist/, README.md, LICENSE, package.json, CHANGELOG.md: ${stray.length}`,
		details,
	);
	check(
		'packed',
		files.includes('LICENSE'),
		'LICENSE is packed',
		'LICENSE is not packed (create LICENSE in the package root)',
	);
	check('packed', files.includes('README.md'), 'README.md is packed', 'README.md is not packed');
	const maps = files.filter(
		(f) => /\.(map|tsbuildinfo)$/.test(f) || (/\.ts$/.test(f) && !/\.d\.ts$/.test(f)),
	);
	if (maps.length)
		warn(
			'packed',
			`source maps or TypeScript sources are packed: ${maps.length}`,
			maps.slice(0, 10),
		);
	return { files, info };
}

function authorOk(author) {
	if (author && typeof author === 'object') return Boolean(author.name && author.email);
	if (typeof author === 'string') return /^[^<]+<[^@\s>]+@[^>\s]+>/.test(author);
	return false;
}

function urlOf(field) {
	if (!field) return '';
	if (typeof field === 'string') return field;
	return typeof field.url === 'string' ? field.url : '';
}

/** owner/name of a GitHub URL (git+https, https, git@, github:owner/name), or null. */
function githubRepo(url) {
	const m =
		/github\.com[/:]([^/\s]+)\/([^/#?\s]+?)(?:\.git)?(?:[/#?].*)?$/.exec(url) ||
		/^github:([^/\s]+)\/([^/#?\s]+)$/.exec(url);
	return m ? `${m[1]}/${m[2]}`.toLowerCase() : null;
}

function stepPackageJson(pkg, packed) {
	const g = 'package';
	check(
		g,
		/^(@[a-z0-9-~][a-z0-9-._~]*\/)?n8n-nodes-[a-z0-9-._~]+$/.test(pkg.name || ''),
		`name "${pkg.name}" starts with n8n-nodes-`,
		`name "${pkg.name}" must be n8n-nodes-* or @scope/n8n-nodes-*`,
	);
	check(
		g,
		/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/.test(pkg.version || ''),
		`version ${pkg.version}`,
		`version "${pkg.version}" is not semver`,
	);
	check(g, pkg.private !== true, 'not private', '"private": true: npm refuses to publish it');
	check(
		g,
		Array.isArray(pkg.keywords) && pkg.keywords.includes('n8n-community-node-package'),
		'keyword n8n-community-node-package',
		'keywords must include n8n-community-node-package',
	);
	check(
		g,
		pkg.license === 'MIT',
		'license MIT',
		`license is ${JSON.stringify(pkg.license)}, n8n verifies MIT packages only`,
	);
	let licenseText = '';
	try {
		licenseText = fs.readFileSync(path.join(ROOT, 'LICENSE'), 'utf8');
	} catch {
		// reported below
	}
	check(
		g,
		/MIT License/.test(licenseText) &&
			/Permission is hereby granted, free of charge/.test(licenseText),
		'LICENSE file has the MIT text',
		'LICENSE file is missing or is not the MIT license text',
	);
	check(
		g,
		authorOk(pkg.author),
		'author has name and email',
		'author needs a name and an email ({"name": ..., "email": ...})',
	);
	const repoUrl = urlOf(pkg.repository);
	const repo = githubRepo(repoUrl);
	check(
		g,
		Boolean(repoUrl),
		`repository ${repoUrl}`,
		'repository.url is missing (n8n matches it against the public GitHub repository)',
	);
	if (repoUrl && !repo)
		warn(
			g,
			`repository ${repoUrl} is not a GitHub URL: provenance and n8n's source check expect the GitHub repository`,
		);
	check(g, Boolean(pkg.homepage), `homepage ${pkg.homepage}`, 'homepage is missing');
	check(g, Boolean(urlOf(pkg.bugs)), `bugs ${urlOf(pkg.bugs)}`, 'bugs.url is missing');
	if (repo) {
		const others = [
			['homepage', pkg.homepage],
			['bugs', urlOf(pkg.bugs)],
		].filter(([, u]) => u && githubRepo(u) !== repo);
		if (others.length)
			warn(
				g,
				`homepage/bugs point at another repository than ${repo}`,
				others.map(([k, u]) => `${k}: ${u}`),
			);
	}
	check(
		g,
		Boolean(pkg.engines && pkg.engines.node),
		`engines.node ${pkg.engines && pkg.engines.node}`,
		'engines.node is missing',
	);

	const n8n = pkg.n8n || {};
	check(
		g,
		Number.isInteger(n8n.n8nNodesApiVersion) && n8n.n8nNodesApiVersion >= 1,
		`n8n.n8nNodesApiVersion ${n8n.n8nNodesApiVersion}`,
		'n8n.n8nNodesApiVersion must be a number (1)',
	);
	const listed = [];
	for (const key of ['nodes', 'credentials']) {
		const list = n8n[key];
		if (key === 'nodes' && (!Array.isArray(list) || list.length === 0)) {
			fail(g, 'n8n.nodes must list at least one node file');
			continue;
		}
		if (list === undefined) continue;
		if (!Array.isArray(list)) {
			fail(g, `n8n.${key} must be an array`);
			continue;
		}
		for (const file of list) listed.push({ key, file });
	}
	const problems = [];
	for (const { key, file } of listed) {
		const norm = path.posix.normalize(String(file));
		if (!norm.startsWith('dist/') || !norm.endsWith('.js'))
			problems.push(`n8n.${key}: ${file} is not a dist/**/*.js file`);
		else if (!fs.existsSync(path.join(ROOT, norm)))
			problems.push(`n8n.${key}: ${file} does not exist (after the build)`);
		else if (packed && !packed.files.includes(norm))
			problems.push(`n8n.${key}: ${file} is not in the packed files`);
	}
	check(
		g,
		problems.length === 0,
		`n8n.nodes/credentials: ${listed.length} file(s), all built and packed`,
		'n8n.nodes/credentials files missing',
		problems,
	);

	const deps = Object.keys(pkg.dependencies || {});
	check(
		g,
		deps.length === 0,
		'no runtime dependencies',
		`runtime dependencies are not allowed for verified nodes: ${deps.join(', ')}`,
	);
	const optional = Object.keys(pkg.optionalDependencies || {});
	check(
		g,
		optional.length === 0,
		'no optionalDependencies',
		`optionalDependencies are runtime dependencies too: ${optional.join(', ')}`,
	);
	const bundleField = pkg.bundleDependencies ?? pkg.bundledDependencies;
	const bundled = Array.isArray(bundleField) ? bundleField : bundleField === true ? deps : [];
	check(
		g,
		bundled.length === 0,
		'no bundled dependencies',
		`bundled dependencies are runtime dependencies too: ${bundled.join(', ')}`,
	);
	const peers = Object.keys(pkg.peerDependencies || {}).filter((n) => n !== 'n8n-workflow');
	check(
		g,
		peers.length === 0,
		'peerDependencies: only n8n-workflow',
		`peerDependencies other than n8n-workflow: ${peers.join(', ')}`,
	);
	const scripts = FORBIDDEN_SCRIPTS.filter((s) => pkg.scripts && pkg.scripts[s] !== undefined);
	check(
		g,
		scripts.length === 0,
		`no ${FORBIDDEN_SCRIPTS.join('/')} scripts`,
		`scripts that run on the user's install: ${scripts.join(', ')}`,
	);
	check(g, pkg.overrides === undefined, 'no overrides', '"overrides" is set');
}

// What a packed file may import besides its own files: what n8n itself provides at run time, the
// allow-list of the scanner's no-restricted-imports rule. Other Node built-ins are refused there too
// (n8n Cloud; no file system or environment access).
const PROVIDED_MODULES = new Set([
	'n8n-workflow',
	'lodash',
	'moment',
	'p-limit',
	'luxon',
	'zod',
	'crypto',
	'node:crypto',
	'ai-node-sdk',
	'@n8n/ai-node-sdk',
]);

function stepImports(packed) {
	const g = 'imports';
	if (!packed) return skip(g, 'packed JavaScript not checked (no file list)');
	const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
	const bad = [];
	const env = [];
	let count = 0;
	for (const file of packed.files.filter((f) => /\.(c|m)?js$/.test(f))) {
		let text;
		try {
			text = fs.readFileSync(path.join(ROOT, file), 'utf8');
		} catch {
			continue;
		}
		count++;
		const re =
			/\brequire\(\s*(['"])([^'"]+)\1\s*\)|\bimport\s*\(\s*(['"])([^'"]+)\3\s*\)|\bfrom\s+(['"])([^'"]+)\5/g;
		let m;
		while ((m = re.exec(text))) {
			const spec = m[2] || m[4] || m[6];
			if (spec.startsWith('./') || spec.startsWith('../')) continue;
			const name = spec.startsWith('@')
				? spec.split('/').slice(0, 2).join('/')
				: spec.split('/')[0];
			if (PROVIDED_MODULES.has(name)) continue;
			if (builtins.has(name)) bad.push(`${file}: ${spec} (a Node built-in other than crypto)`);
			else
				bad.push(
					`${file}: ${spec} (not shipped: devDependencies are not installed with the package)`,
				);
		}
		if (/\bprocess\.env\b/.test(text)) env.push(file);
	}
	check(
		g,
		bad.length === 0,
		`packed JavaScript (${count} files) imports only its own files and what n8n provides (n8n-workflow, ...)`,
		`packed JavaScript imports modules that will not be there at run time: ${bad.length}`,
		bad.slice(0, 20),
	);
	check(
		g,
		env.length === 0,
		'packed JavaScript reads no environment variables',
		`packed JavaScript reads process.env: ${env.length} file(s)`,
		env.slice(0, 20),
	);
}

function stepVersion(pkg, opts) {
	const g = 'version';
	if (!opts.tag) {
		skip(g, 'tag check skipped (not a tag build; --tag vX.Y.Z to check one)');
	} else {
		check(
			g,
			opts.tag === `v${pkg.version}`,
			`tag ${opts.tag} matches version ${pkg.version}`,
			`tag ${opts.tag} does not match package.json version ${pkg.version} (expected v${pkg.version})`,
		);
	}
	let changelog = '';
	try {
		changelog = fs.readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8');
	} catch {
		return warn(g, 'no CHANGELOG.md');
	}
	const esc = String(pkg.version).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	const heading = new RegExp(`^##\\s*\\[?v?${esc}\\]?(.*)$`, 'm').exec(changelog);
	if (!heading) warn(g, `CHANGELOG.md has no entry for ${pkg.version}`);
	else if (opts.tag && /unreleased/i.test(heading[1]))
		warn(g, `CHANGELOG.md still says ${pkg.version} is unreleased: put the release date in`);
	else pass(g, `CHANGELOG.md has an entry for ${pkg.version}`);
}

/** ATX headings outside fenced code blocks, with the content up to the next heading of the same or a higher level. */
function readmeSections(text) {
	const lines = text.split(/\r?\n/);
	const heads = [];
	let fence = null;
	lines.forEach((line, i) => {
		const f = /^\s{0,3}(```+|~~~+)/.exec(line);
		if (f) {
			if (!fence) fence = f[1][0];
			else if (f[1][0] === fence) fence = null;
			return;
		}
		if (fence) return;
		const h = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
		if (h) heads.push({ level: h[1].length, title: h[2], line: i });
	});
	return heads.map((h, idx) => {
		let end = lines.length;
		for (const next of heads.slice(idx + 1)) {
			if (next.level <= h.level) {
				end = next.line;
				break;
			}
		}
		const body = lines
			.slice(h.line + 1, end)
			.join('\n')
			.replace(/<!--[\s\S]*?-->/g, '')
			.trim();
		return { ...h, body };
	});
}

function stepReadme() {
	const g = 'readme';
	let text;
	try {
		text = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
	} catch {
		return fail(g, 'README.md is missing');
	}
	const sections = readmeSections(text).filter((s) => s.level >= 2);
	for (const want of README_SECTIONS) {
		const found = sections.filter((s) => want.re.test(s.title));
		const filled = found.find((s) => s.body.length > 0);
		if (filled) pass(g, `README section ${want.label}: "${filled.title}"`);
		else if (found.length)
			fail(
				g,
				`README section ${want.label}: "${found[0].title}" is empty (only a placeholder comment)`,
			);
		else
			fail(
				g,
				`README has no ${want.label} section (a heading such as "## ${want.label.split('/')[0]}")`,
			);
	}
	if (!/docs\.n8n\.io/.test(text))
		warn(
			g,
			"README links nowhere into n8n's docs (for example the community nodes installation guide)",
		);
}

function stepScanner(opts) {
	const g = 'scanner';
	if (!opts.lint) return skip(g, 'scanner lint skipped (--skip-lint)');
	const lintJs = path.join(ROOT, 'scripts', 'lint.js');
	if (!fs.existsSync(lintJs))
		return fail(g, 'scripts/lint.js is missing: the scanner lint could not run');
	const args = [lintJs];
	if (fs.readFileSync(lintJs, 'utf8').includes('--tarball-only')) args.push('--tarball-only');
	console.log(
		`prepublish-check: node ${path.relative(ROOT, lintJs)}${args.length > 1 ? ' --tarball-only' : ''} ...`,
	);
	const r = run(process.execPath, args, { timeout: LINT_TIMEOUT_MS, inherit: true });
	check(
		g,
		r.ok,
		`scanner lint (node scripts/lint.js${args.length > 1 ? ' --tarball-only' : ''})`,
		`scanner lint failed${r.error ? ` (${r.error})` : ` (exit ${r.status})`}: see its output above`,
	);
}

/* ---------------------------------------------------------------------- main */

const MARK = { pass: '[x]', fail: '[ ]', warn: '[!]', skip: '[-]' };

function summary(pkg) {
	console.log('');
	console.log(
		`Publish readiness: ${pkg ? `${pkg.name}@${pkg.version}` : 'package.json unreadable'}`,
	);
	let group = null;
	for (const r of results) {
		if (r.group !== group) {
			group = r.group;
			console.log(`  ${group}`);
		}
		console.log(`    ${MARK[r.status]} ${r.text}`);
		for (const d of r.details) console.log(`          ${d}`);
	}
	const count = (s) => results.filter((r) => r.status === s).length;
	const failed = count('fail');
	console.log('');
	console.log(
		`Checklist: ${count('pass')} checks passed, ${failed} failed, ${count('warn')} warnings, ${count('skip')} skipped.`,
	);
	console.log(failed ? 'NOT READY to publish.' : 'Ready to publish.');
	return failed ? 1 : 0;
}

function main() {
	const opts = parseArgs(process.argv.slice(2));
	const pkg = readPackageJson();
	if (!pkg) return summary(null);
	const built = stepBuild(opts);
	const packed = stepPack(pkg);
	stepPackageJson(pkg, built ? packed : null);
	stepImports(packed);
	stepVersion(pkg, opts);
	stepReadme();
	if (built) stepScanner(opts);
	else skip('scanner', 'scanner lint skipped: the build failed');
	return summary(pkg);
}

process.exitCode = main();
