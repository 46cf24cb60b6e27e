'use strict';
/**
 * `npm run schemas` (the first step of `npm run generate`): writes the output schema of every operation of the
 * Mayar node, and of the triggers' item, into nodes/Mayar/__schema__/ (where n8n looks for them:
 * __schema__/v<node version>/<resource>/<operation>.json, and __schema__/v<version>.json for a node without
 * resource and operation). Generated from the contract and the output of every conformance case under both of
 * the sandbox's profiles, spec and recorded live (test/schema/build.js); the build copies them into dist. From the
 * same runs, docs/reference.md: every operation with the endpoints it was seen sending (test/schema/reference.js),
 * and scripts/check-live/reads.json: the operations that only read (sent GETs alone), for the live check.
 */
const fs = require('fs');
const path = require('path');
const prettier = require('prettier');

require('../test/harness/register-ts');
const { observeOperations, observeTriggers } = require('../test/schema/observe');
const {
	buildSchemas,
	borrowings,
	keptBorrowings,
	newBorrowings,
	BORROWED_FILE,
} = require('../test/schema/build');
const { reference, FILE, readOperations, READS_FILE } = require('../test/schema/reference');
const { resourceList } = require('../nodes/Mayar/actions/resources');

const OUT = path.join(__dirname, '..', 'nodes', 'Mayar', '__schema__');

(async () => {
	const seen = await observeOperations();
	const { files, stats } = buildSchemas(seen, await observeTriggers());
	fs.rmSync(OUT, { recursive: true, force: true });
	for (const [file, schema] of Object.entries(files)) {
		const target = path.join(OUT, file);
		fs.mkdirSync(path.dirname(target), { recursive: true });
		// in the repository's Prettier style, as committed: a regeneration changes only what changed
		const style = { ...(await prettier.resolveConfig(target)), filepath: target };
		fs.writeFileSync(target, await prettier.format(JSON.stringify(schema, null, '\t'), style));
	}
	fs.writeFileSync(
		path.join(__dirname, '..', FILE),
		reference(resourceList, seen, Object.keys(files)),
	);
	fs.writeFileSync(path.join(__dirname, '..', READS_FILE), readOperations(seen));
	const runs = Object.entries(seen).map(([profile, byOperation]) => {
		const all = Object.values(byOperation).flat();
		const failed = all.filter((r) => r.failed).length;
		return `${profile} ${all.length}${failed ? ` (${failed} refused as recorded)` : ''}`;
	});
	console.log(
		`${FILE}, ${READS_FILE} and ${Object.keys(files).length} schema files (${stats.operations} operations + the trigger item) ` +
			`from the conformance runs under each profile: ${runs.join(', ')}; ` +
			`${stats.fields} fields, ${stats.described} described; ` +
			`${stats.presence.length} present under one profile only` +
			(stats.presence.length ? `:\n  ${stats.presence.join('\n  ')}\n` : '') +
			(stats.undescribed.length
				? `; without a description, each with where to describe it:\n  ${stats.undescribed.join('\n  ')}\n`
				: '') +
			(stats.conflicts.length
				? `\nOutputs of a type the contract does not document (fix the sandbox or the contract):\n  ${stats.conflicts.join('\n  ')}`
				: ''),
	);
	// A shared description a record did not take before: accepted only by asking (--borrow), so that whoever adds the
	// record reads it; otherwise generate fails, and so does schemas.test. A borrowing gone is dropped from the file.
	const borrowedFile = path.join(__dirname, '..', BORROWED_FILE);
	const accepted = fs.existsSync(borrowedFile)
		? JSON.parse(fs.readFileSync(borrowedFile, 'utf8'))
		: {};
	const now = borrowings(stats);
	const fresh = newBorrowings(now, accepted);
	const accept = process.argv.includes('--borrow');
	const kept = keptBorrowings(now, accepted, {
		accept,
		partial: stats.undescribed.length > 0 || stats.contradictions.length > 0,
	});
	fs.writeFileSync(borrowedFile, `${JSON.stringify(kept, null, '\t')}\n`);
	if (fresh.length && !accept) {
		console.error(
			`Shared descriptions taken by a record for the first time:\n  ${fresh.join('\n  ')}\n` +
				`Read each: where it says what the field means in that output, accept it with \`npm run schemas -- --borrow\`` +
				` (it writes ${BORROWED_FILE}), then run \`npm run generate\` again; where not, give the field its own text in` +
				` the operation's facts (output).`,
		);
		process.exitCode = 1;
	} else if (fresh.length) console.log(`Accepted in ${BORROWED_FILE}:\n  ${fresh.join('\n  ')}`);
	// Written all the same, so the diff shows them; but generate fails, and so does schemas.test.
	if (stats.contradictions.length) {
		console.error(
			`Descriptions the field's values contradict:\n  ${stats.contradictions.join('\n  ')}`,
		);
		process.exitCode = 1;
	}
})().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
