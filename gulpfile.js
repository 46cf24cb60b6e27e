/**
 * `gulp build:icons` (run by `npm run build` after tsc): copies the node and
 * credential assets tsc does not emit into dist/, keeping their folders:
 *   nodes/**\/*.{png,svg,json}  -> dist/nodes/...   (icons, codex *.node.json, output schemas __schema__/**)
 *   credentials/**\/*.{png,svg} -> dist/credentials/...
 */
const { src, dest } = require('gulp');

function buildIcons() {
	// encoding: false keeps binary files (PNG) byte-for-byte under gulp 5.
	return src(['nodes/**/*.{png,svg,json}', 'credentials/**/*.{png,svg}'], {
		base: '.',
		encoding: false,
	}).pipe(dest('dist'));
}

exports['build:icons'] = buildIcons;
