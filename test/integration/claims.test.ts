/**
 * Issue 61: a sentence that says "every", "only", "all", "never" or "always" is a claim about all cases, and a
 * reader cannot tell a held one from a wish. Each such sentence a user reads (README, CONTRIBUTING, docs/, the
 * examples' notes, the strings of nodes/ and credentials/) has a row in test/claims.json saying how it is held:
 *
 *  - `test <file> :: <words of a test's title>`: that test fails when the sentence stops being true (an operation's
 *    `sends`, `rejects` or `refusals` entry is cited by its facts file and its title);
 *  - `generated <file>`: written from the code by that script, whose output a test keeps current;
 *  - `fact <source>`: what Mayar or n8n do, with the source (the spec, mayar-public-facts, n8n's code);
 *  - `label`: the word is part of a name the editor shows (Return All, All Events);
 *  - `instruction`: it tells the reader what to do, and claims nothing.
 *
 * An operation file's rows are `claims` in its facts file, beside it (test/operations/types.ts).
 * A row is the beginning of a sentence and covers every sentence of its file that begins so. A new sentence without
 * a row fails here, printed as a row to fill in; a row whose sentence is gone or reworded fails too.
 */
import { fs, path, ROOT } from '../harness/node';
import { resourceList } from '../../nodes/Mayar/actions/resources';
import { allFacts } from '../operations';

interface Text {
	where: string;
	text: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JavaScript around TypeScript's parser
const kit = require('./texts.kit') as {
	tsFiles: (root: string, dir: string) => string[];
	docFiles: (root: string) => string[];
	exampleFiles: (root: string) => string[];
	sourceTexts: (root: string, file: string) => Text[];
	markdownTexts: (root: string, file: string) => Text[];
	exampleTexts: (root: string, file: string) => Text[];
	splitSentences: (text: string) => string[];
};

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the docs generator is plain JavaScript
const generator = require('../../scripts/generate-readme') as {
	item: (name: string, text: string) => string;
};

const CLAIM = /\b(every|only|all|never|always)\b/i;
const HELD = /^(test (\S+) :: (.+)|generated (\S+)|fact .+|label|instruction)$/;
type Rows = Array<[begins: string, held: string]>;
const FILED: Record<string, Rows> = JSON.parse(
	fs.readFileSync(path.join(ROOT, 'test', 'claims.json'), 'utf8'),
);
/** An operation file's rows are its facts' `claims`, beside it; every other file's are in test/claims.json. */
const operationFile = (op: string) => `nodes/Mayar/actions/${op}.operation.ts`;
const LEDGER: Record<string, Rows> = {
	...FILED,
	...Object.fromEntries(
		allFacts()
			.filter((e) => e.facts.claims)
			.map((e) => [operationFile(e.op), e.facts.claims as Rows]),
	),
};
const whereRows = (file: string) => {
	const op = /^nodes\/Mayar\/actions\/(\w+\/\w+)\.operation\.ts$/.exec(file)?.[1];
	return op ? `claims in ${op}.facts.ts` : 'test/claims.json';
};

/** Whitespace and Markdown emphasis do not make a sentence another. */
const plain = (s: string) =>
	s
		.replace(/\*\*|⏎/g, '')
		.replace(/\s+/g, ' ')
		.trim();

/** Prose: a string of at least three words (identifiers, option values and paths are not read as sentences). */
const prose = (s: string) => s.trim().split(/\s+/).length >= 3;

/** The sentences with a claim word, by the file a reader finds them in. */
function claims(): Map<string, Array<{ where: string; sentence: string }>> {
	const byFile = new Map<string, Array<{ where: string; sentence: string }>>();
	const add = (file: string, texts: Text[]) => {
		for (const t of texts)
			for (const line of t.text.split('\n'))
				for (const sentence of kit.splitSentences(line))
					if (prose(sentence) && CLAIM.test(sentence)) {
						const list = byFile.get(file) ?? [];
						list.push({ where: t.where, sentence: plain(sentence) });
						byFile.set(file, list);
					}
	};
	// The docs' generated lists (between `<!-- x:start` and `<!-- x:end -->`) are read from the facts they come from.
	for (const file of ['CONTRIBUTING.md', ...kit.docFiles(ROOT)]) {
		const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
		const generated = new Set<number>();
		lines.forEach((line, k) => {
			if (/^<!-- [\w:]+:start/.test(line))
				for (let j = k; j < lines.length && !/^<!-- [\w:]+:end -->/.test(lines[j]); j++)
					generated.add(j + 1);
		});
		const at = (t: Text) => Number(t.where.slice(t.where.lastIndexOf(':') + 1));
		add(
			file,
			kit.markdownTexts(ROOT, file).filter((t) => !generated.has(at(t))),
		);
	}
	for (const file of kit.exampleFiles(ROOT)) add(file, kit.exampleTexts(ROOT, file));
	// Shipped strings, and of an operation's facts (test code otherwise) the texts the docs show: its notes
	// (docs/operations.md) and its choices (docs/api-notes.md), as npm run generate writes them. Its output texts are
	// the schemas' field descriptions, which this ledger has not covered (they were test/schema/descriptions.js's).
	for (const file of [...kit.tsFiles(ROOT, 'nodes'), ...kit.tsFiles(ROOT, 'credentials')])
		if (!file.endsWith('.facts.ts')) add(file, kit.sourceTexts(ROOT, file));
	for (const { op, resource, operation, file, facts } of allFacts()) {
		const r = resourceList.find((x) => x.value === resource);
		const name = r?.entries.find((e) => e.value === operation)?.name ?? operation;
		const shown = [
			facts.notes && generator.item(name, facts.notes),
			facts.apiNotes && generator.item(`${r?.name} > ${name}`, facts.apiNotes),
		];
		add(
			operationFile(op),
			shown.flatMap((text) => (text ? [{ where: file, text: text.replace(/\n\s*/g, ' ') }] : [])),
		);
	}
	return byFile;
}

const FOUND = claims();

test('every sentence with every, only, all, never or always has a row saying how it is held', () => {
	const missing: string[] = [];
	for (const [file, list] of FOUND) {
		const rows = (LEDGER[file] ?? []).map(([begins]) => plain(begins));
		for (const { where, sentence } of list)
			if (!rows.some((begins) => sentence.startsWith(begins)))
				missing.push(
					`${where} (a row in ${whereRows(file)})\n    ${JSON.stringify([sentence.slice(0, 80), 'held how?'])}`,
				);
	}
	expect(missing).toEqual([]);
});

test('an operation file has its rows in its facts (claims), not in test/claims.json', () => {
	expect(Object.keys(FILED).filter((file) => whereRows(file) !== 'test/claims.json')).toEqual([]);
});

test("every row, in test/claims.json or an operation's facts, still begins a sentence of its file, and says how it is held in a form that is checked", () => {
	const wrong: string[] = [];
	for (const [file, rows] of Object.entries(LEDGER))
		for (const [begins, held] of rows) {
			const row = `${file}: "${begins}"`;
			if (!(FOUND.get(file) ?? []).some(({ sentence }) => sentence.startsWith(plain(begins))))
				wrong.push(`${row}: no sentence with a claim word begins so any more`);
			const form = HELD.exec(held);
			if (!form) {
				wrong.push(`${row}: "${held}" is none of test/generated/fact/label/instruction`);
				continue;
			}
			const [, , testFile, title, script] = form;
			const named = testFile ?? script;
			if (named && !fs.existsSync(path.join(ROOT, named)))
				wrong.push(`${row}: ${named} does not exist`);
			else if (testFile && !fs.readFileSync(path.join(ROOT, testFile), 'utf8').includes(title))
				wrong.push(`${row}: ${testFile} has no test titled with "${title}"`);
		}
	expect(wrong).toEqual([]);
});
