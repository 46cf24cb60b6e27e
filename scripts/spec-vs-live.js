#!/usr/bin/env node
'use strict';
/**
 * The "Spec vs live" table of docs/api-notes.md, written from test/contract/live.js (one row per recorded behaviour),
 * so the two never drift: `node scripts/spec-vs-live.js --write` rewrites the section; without --write it prints it.
 * test/integration/liveProfile.test.ts fails when the file's section differs.
 */
const fs = require('fs');
const path = require('path');
const { LIVE } = require('../test/contract/live');

const NOTES = path.join(__dirname, '..', 'docs', 'api-notes.md');
const HEADING = '## Spec vs live';

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\s+/g, ' ');

function section() {
	const changed = LIVE.filter((b) => b.changed).length;
	const modelled = LIVE.filter((b) => b.sandbox === 'modelled').length;
	return [
		HEADING,
		'',
		`What Mayar's live V2 API was recorded doing where that differs from (or confirms) the spec and the docs, and what`,
		'the node does about it: one row per recorded behaviour of `test/contract/live.js` (its machine-readable form,',
		`with where each is modelled; this table is written from it by \`node scripts/spec-vs-live.js --write\`), ${LIVE.length}`,
		`in all; ${changed} needed a change in the node (marked **(changed)**). The sandbox's **live profile**`,
		"(`npm run sandbox -- --profile live`; `startSandbox({profile: 'live'})` in tests) answers as recorded for the",
		`${modelled} rows whose behaviour it models, and as the spec everywhere else; the tests run the node against both`,
		'profiles. `npm run check:live` reports, for each behaviour it can read safely, whether Mayar still answers as',
		'recorded, as the spec, or neither (scripts/check-live/README.md).',
		'',
		'Sources: **SUPERAPP n** = `mayarid/mayar-superapp` @ 980e501, `docs/api-findings.md` finding n (2026-08-20/21,',
		'production unless it says sandbox); **QRIS report** = its `docs/test-report-qris.md`; **types.ts** = its',
		'`src/lib/mayar/types.ts`; **DOCS-REPO** = `moerdowo/docs` @ 3e3abd4 (maintainer notes "captured live from',
		'production" / "REPRESENTATIVE", and `bugs.md`); **CLI-STRESS** = `mayarid/mayar-cli` @ 5ca7c5e, the',
		'cli-security-hardening plan (a stress test of the live API through the CLI). A recorded live answer outranks a',
		'docs example marked representative.',
		'',
		'| Behaviour | Source | Spec or docs | Recorded live | What the node does |',
		'|---|---|---|---|---|',
		...LIVE.map(
			(b) =>
				`| \`${b.id}\` | ${cell(b.source)} | ${cell(b.spec)} | ${cell(b.live)} | ${cell(b.node)}${b.changed ? ' **(changed)**' : ''} |`,
		),
		'',
	].join('\n');
}

/** The notes with the section replaced (it runs up to the next "## " heading). */
function withSection(notes) {
	const start = notes.indexOf(`${HEADING}\n`);
	if (start < 0) throw new Error(`${NOTES} has no "${HEADING}" section`);
	const next = notes.indexOf('\n## ', start + HEADING.length);
	return `${notes.slice(0, start)}${section()}${next < 0 ? '' : notes.slice(next)}`;
}

if (require.main === module) {
	if (process.argv.includes('--write'))
		fs.writeFileSync(NOTES, withSection(fs.readFileSync(NOTES, 'utf8')));
	else process.stdout.write(section());
}

module.exports = { section, withSection, NOTES };
