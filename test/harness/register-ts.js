// Lets plain `node` scripts (benchmarks, the demo) load the TypeScript sources and the harness without a
// separate build: each .ts file is transpiled on require, types are not checked (tsc and jest do that).
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

// Transpiled files are kept under node_modules/.cache, keyed by source and TypeScript version: the tests spawn
// check:live and the demo many times, and transpiling the node's ~150 files took most of each start (1.8 s CPU).
const cacheDir = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'mayar-register-ts');
fs.mkdirSync(cacheDir, { recursive: true });

const tsVersion = require('typescript/package.json').version;
// what the output depends on beside the source: part of the cache key, so a change here cannot serve stale files
const OPTIONS = { module: 'CommonJS', target: 'ES2021', esModuleInterop: true };

function transpile(source, filename) {
	const key = crypto
		.createHash('sha1')
		.update(`${tsVersion}\0${JSON.stringify(OPTIONS)}\0${filename}\0${source}`)
		.digest('hex');
	const cached = path.join(cacheDir, `${key}.js`);
	try {
		return fs.readFileSync(cached, 'utf8');
	} catch {
		const ts = require('typescript'); // loaded only on a miss: it alone takes a third of a second
		const { outputText } = ts.transpileModule(source, {
			fileName: filename,
			compilerOptions: {
				...OPTIONS,
				module: ts.ModuleKind[OPTIONS.module],
				target: ts.ScriptTarget[OPTIONS.target],
			},
		});
		// written whole under a unique name, then renamed: a process reading it never sees half a file
		const part = `${cached}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
		fs.writeFileSync(part, outputText);
		fs.renameSync(part, cached);
		return outputText;
	}
}

require.extensions['.ts'] = function loadTs(module, filename) {
	module._compile(transpile(fs.readFileSync(filename, 'utf8'), filename), filename);
};
// `Mayar.node` must resolve to Mayar.node.ts, not to the codex file Mayar.node.json beside it: Node tries the
// extensions in the order they were registered, so put .ts before .json and .node.
for (const ext of ['.json', '.node']) {
	const loader = require.extensions[ext];
	delete require.extensions[ext];
	require.extensions[ext] = loader;
}
require('./setup');
