// Lets plain `node` scripts (benchmarks, the demo) load the TypeScript sources and the harness without a
// separate build: each .ts file is transpiled on require, types are not checked (tsc and jest do that).
const fs = require('fs');
const ts = require('typescript');

require.extensions['.ts'] = function loadTs(module, filename) {
	const source = fs.readFileSync(filename, 'utf8');
	const { outputText } = ts.transpileModule(source, {
		fileName: filename,
		compilerOptions: {
			module: ts.ModuleKind.CommonJS,
			target: ts.ScriptTarget.ES2021,
			esModuleInterop: true,
		},
	});
	module._compile(outputText, filename);
};
// `Mayar.node` must resolve to Mayar.node.ts, not to the codex file Mayar.node.json beside it: Node tries the
// extensions in the order they were registered, so put .ts before .json and .node.
for (const ext of ['.json', '.node']) {
	const loader = require.extensions[ext];
	delete require.extensions[ext];
	require.extensions[ext] = loader;
}
require('./setup');
