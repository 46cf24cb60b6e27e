/**
 * Texts name operations as the editor shows them, "Invoice > Get Many", and nothing else notices when one is renamed
 * or removed. Every text a user or a contributor reads is searched for such mentions and each is held to the
 * registry (nodes/Mayar/actions/resources.ts): the node's resources and their operations, by display name. Read:
 * the three nodes and the credential as loaded (texts a helper builds), every string literal of nodes/ and
 * credentials/, test/schema/descriptions.js (the output schemas' field texts), test/contract/live.js, README.md, CONTRIBUTING.md,
 * docs/*.md and the example workflows. CHANGELOG.md is left out: it names what was, at its version.
 *
 * A mention is a path "A > B" whose first element ends with a resource's name ("Meanwhile License > Verify" is
 * License's) or with the node's ("Mayar > Trigger Event > Pass Once", where the resource must exist too); "Review >
 * Update or Bulk Update Status" names two operations of Review. A first element ending with one of NOT_RESOURCES
 * ("Integration > Webhook > Test", "Request Options > Max Wait") is a path of something else; any other is a
 * resource that does not exist. And every operation has its entry in docs/operations.md, by hand or from its facts'
 * notes. Pure text checks: nothing is sent.
 */
import type { INodeTypeDescription } from 'n8n-workflow';

import { MayarHeadlessApi } from '../../credentials/MayarHeadlessApi.credentials';
import { resourceList } from '../../nodes/Mayar/actions/resources';
import { Mayar } from '../../nodes/Mayar/Mayar.node';
import { MayarPollingTrigger } from '../../nodes/Mayar/MayarPollingTrigger.node';
import { MayarTrigger } from '../../nodes/Mayar/MayarTrigger.node';
import { fs, path, ROOT } from '../harness/node';
import { allFacts, factsFile, factsOf } from '../operations';

interface Text {
	where: string;
	text: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JavaScript around the TypeScript parser
const kit: typeof import('./texts.kit') = require('./texts.kit');

const NODE = new Mayar().description.displayName;
/** Resource display name -> its operations' display names, as the editor lists them. */
const OPERATIONS = new Map(resourceList.map((r) => [r.name, r.entries.map((e) => e.name)]));
/** Last words of first elements not the node's: Mayar's dashboard, n8n's menus, a parameter collection. */
const NOT_RESOURCES = ['Integration', 'Settings', 'Workflows', 'Options'];

/** Lowercase words inside operation names ("Get by Email"), so that a name runs on past them. */
const JOINERS = [
	...new Set([...OPERATIONS.values()].flat().flatMap((n) => n.match(/\b[a-z]+\b/g) ?? [])),
];
/** A name as the editor writes one: capitalised words, joined by the lowercase words operation names use. */
const NAME = `\\b[A-Z][\\w']*(?:\\s+(?:(?:${JOINERS.join('|')})\\s+)*[A-Z][\\w']*)*`;
const PATH = new RegExp(`${NAME}(?:\\s*>\\s*${NAME})+`, 'g');
/** A further name of a list after a path ("or Bulk Update Status"); one followed by ">" starts a path of its own. */
const MORE = new RegExp(`\\s+(?:or|and)\\s+(${NAME})`, 'y');

interface Mention {
	/** The path as written, with the list that follows it. */
	mention: string;
	/** The resource named, null when the path names no operation of the node. */
	resource: string | null;
	operations: string[];
}

/** The mentions of operations in a text; HTML entities and tags of notices are read as the editor shows them. */
function mentions(raw: string): Mention[] {
	const text = raw.replace(/&gt;/g, '>').replace(/<\/?[a-z]+>/g, '');
	return [...text.matchAll(PATH)].map((m) => {
		// A possessive is the text's, not the name's: "Transaction > Get's answer".
		const [first, ...rest] = m[0].split(/\s*>\s*/).map((name) => name.replace(/'s$/, ''));
		let mention = m[0];
		const more: string[] = [];
		MORE.lastIndex = m.index + m[0].length;
		for (
			let next = MORE.exec(text);
			next && !/^\s*>/.test(text.slice(MORE.lastIndex));
			next = MORE.exec(text)
		) {
			more.push(next[1].replace(/'s$/, ''));
			mention += next[0];
		}
		const words = first.split(/\s+/);
		const tails = words.map((_, k) => words.slice(k).join(' ')); // longest first
		const known = tails.find((t) => t === NODE || OPERATIONS.has(t) || NOT_RESOURCES.includes(t));
		if (known !== undefined && known !== NODE && !OPERATIONS.has(known))
			return { mention, resource: null, operations: [] };
		const [resource, operation] = known === NODE ? rest : [known ?? first, rest[0]];
		return { mention, resource, operations: operation ? [operation, ...more] : [] };
	});
}

/** What is wrong with a mention: a resource or operations the node does not have. */
function wrong({ mention, resource, operations }: Mention): string | null {
	if (resource === null) return null;
	const known = OPERATIONS.get(resource);
	if (known === undefined)
		return `"${mention}": no resource "${resource}" (resources: ${[...OPERATIONS.keys()].join(', ')}; a path of something else: add the last word of its first element to NOT_RESOURCES)`;
	const missing = operations.filter((o) => !known.includes(o));
	return missing.length === 0
		? null
		: `"${mention}": ${resource} has no operation ${missing.map((o) => `"${o}"`).join(', ')} (its operations: ${known.join(', ')})`;
}

const SOURCE: Text[] = [
	...['nodes', 'credentials'].flatMap((dir) => kit.tsFiles(ROOT, dir)),
	'test/schema/descriptions.js',
	// What the node does about each recorded live behaviour (its `node` texts), read by contributors and the API notes.
	'test/contract/live.js',
].flatMap((file) => kit.sourceTexts(ROOT, file));
const literals = new Set(SOURCE.map((t) => t.text));

const credential = new MayarHeadlessApi();
const LOADED: Text[] = [
	...[new Mayar(), new MayarTrigger(), new MayarPollingTrigger()].flatMap((node) => {
		const d = node.description as INodeTypeDescription;
		return kit.descriptionTexts(d.displayName, d);
	}),
	...kit.descriptionTexts(credential.displayName, {
		displayName: credential.displayName,
		properties: credential.properties,
	}),
]
	// A literal's mention is named by its file and line, where it is fixed; here only the texts helpers build.
	.filter((t) => !literals.has(t.text));

const MARKDOWN: Text[] = [...kit.docFiles(ROOT), 'CONTRIBUTING.md'].flatMap((file) =>
	kit.markdownTexts(ROOT, file),
);

const EXAMPLES: Text[] = kit.exampleFiles(ROOT).flatMap((file) => kit.exampleTexts(ROOT, file));

const ALL: Array<[string, Text[]]> = [
	[
		'string literals of nodes/, credentials/, test/schema/descriptions.js and test/contract/live.js',
		SOURCE,
	],
	['the nodes and the credential as loaded', LOADED],
	['README.md, CONTRIBUTING.md and docs/*.md', MARKDOWN],
	['the example workflows', EXAMPLES],
];
const found = (texts: Text[]) =>
	texts.flatMap(({ where, text }) => mentions(text).map((m) => ({ where, ...m })));

describe('the check itself', () => {
	test.each([
		['Review > Update or Bulk Update Status', ['Review: Update, Bulk Update Status']],
		[
			'Bundling > Get Many or Product > Get Many lists them',
			['Bundling: Get Many', 'Product: Get Many'],
		],
		['Meanwhile License > Verify checks', ['License: Verify']],
		[
			"Customer > Get by Email, Transaction > Get's answer",
			['Customer: Get by Email', 'Transaction: Get'],
		],
		['with Mayar > Trigger Event > Pass Once on dedupeKey', ['Trigger Event: Pass Once']],
		["the dashboard's Integration &gt; Webhook > Test", ['(not the node)']],
		['Invoices > Get Many', ['Invoices: Get Many']],
	])('%s: %j', (text, expected) => {
		expect(
			mentions(text).map(
				(m) =>
					`${m.resource ?? '(not the node)'}${m.resource ? ': ' : ''}${m.operations.join(', ')}`,
			),
		).toEqual(expected);
	});

	test("finds mentions of the node's operations in every kind of text but the built ones", () => {
		for (const [, texts] of ALL.filter(([, t]) => t !== LOADED))
			expect(found(texts).filter((m) => m.resource !== null).length).toBeGreaterThan(3);
	});
});

test.each(ALL)(
	'every mention of an operation in %s names a resource and an operation of the node',
	(_, texts) => {
		expect(
			found(texts).flatMap((m) => (wrong(m) === null ? [] : [`${m.where}: ${wrong(m)}`])),
		).toEqual([]);
	},
);

/**
 * docs/operations.md has a section per resource naming each of its operations in bold, "**Get Many**" (or "**Create /
 * Update Event**" for two), with what its fields and output do not say; the generated reference cannot say that.
 * The entry is hand prose of the section, or the operation's `notes` in its facts file, which `npm run generate`
 * writes into the section's notes block (docs.test.ts holds the block to the facts).
 */
test("every operation has its entry in its resource's section of docs/operations.md, by hand or from its facts' notes", () => {
	const md = fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
	// The generated blocks aside: what they say comes from the facts, read below.
	const hand = md.replace(/<!-- notes:(\w+):start[\s\S]*?<!-- notes:\1:end -->/g, '');
	const sections = new Map(
		hand
			.split(/\n## /)
			.slice(1)
			.map((part) => [part.slice(0, part.indexOf('\n')).trim(), part]),
	);
	const named = (section: string) =>
		new Set(
			[...section.matchAll(/\*\*([^*]+)\*\*/g)].flatMap((m) => {
				const pair = /^(\w+) \/ (\w+) (.+)$/.exec(m[1]);
				return pair ? [`${pair[1]} ${pair[3]}`, `${pair[2]} ${pair[3]}`] : [m[1]];
			}),
		);
	const missing = resourceList.flatMap((r) => {
		const there = named(sections.get(r.name) ?? '');
		return r.entries
			.filter((e) => !there.has(e.name) && !factsOf(`${r.value}/${e.value}`).notes?.trim())
			.map(
				(e) =>
					`${r.name} > ${e.name}: write what its fields and output do not say as \`notes\` in ${factsFile(r.value, e.value)} (or, for words about several operations, under "## ${r.name}" of docs/operations.md)`,
			);
	});
	expect(missing).toEqual([]);
});

test("no operation's notes say TODO", () => {
	expect(
		allFacts()
			.filter((e) => /\bTODO\b/.test(e.facts.notes ?? ''))
			.map(
				(e) =>
					`${e.file}: its notes say TODO: write what the operation's fields and output do not say (a refusal, a default, what Mayar does)`,
			),
	).toEqual([]);
});
