// Lets plain `node` scripts (benchmarks, the demo) load the TypeScript sources and the harness without a
// separate build: each .ts file is transpiled on require, types are not checked (tsc and jest do that).
const fs = require('fs');
const ts = require('typescript');

require.extensions['.ts'] = function loadTs(module, filename) {
	const source = fs.readFileSync(filename, 'utf8');
	const { outputText } = ts.transpileModule(source, {
		fileName: filename,
		compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2021, esModuleInterop: true },
	});
	module._compile(outputText, filename);
};
require('./setup');
