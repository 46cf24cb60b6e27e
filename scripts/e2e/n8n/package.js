'use strict';
/* Packing a community package (`npm pack`) and installing the tarball the way n8n's community installer does. */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync, execFileSync } = require('child_process');

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

module.exports = { installPackage, packPackage };
