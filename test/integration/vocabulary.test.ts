/**
 * n8n 2 says Publish and Unpublish for workflows, never activate or deactivate (issue #51). Every text a user reads
 * is scanned for "activat" (so "deactivat" and "activation" too): the three nodes' and the credential's
 * descriptions as loaded (display names, descriptions, hints, notices, placeholders, option names, actions, the
 * trigger panel, recursively), every string literal of the shipped source (errors, hints and log lines are built in
 * helpers as often as inside `new NodeOperationError`), README.md, docs/*.md and the example workflows.
 *
 * A sentence may keep the word when it is Mayar's own word for a license (the sentence or its place names a
 * license: a SaaS License operation, a Markdown section about licenses, a file of the license code), or when it
 * speaks of n8n 1.x, where the word was right (the sentence names "n8n 1", as in "n8n 1.x"). The same texts say
 * "email", never "e-mail" (one term for one thing, n8n's). Pure text checks: nothing is sent.
 */
import type { INodeTypeDescription } from 'n8n-workflow';

import { MayarHeadlessApi } from '../../credentials/MayarHeadlessApi.credentials';
import { Mayar } from '../../nodes/Mayar/Mayar.node';
import { MayarPollingTrigger } from '../../nodes/Mayar/MayarPollingTrigger.node';
import { MayarTrigger } from '../../nodes/Mayar/MayarTrigger.node';
import { ROOT } from '../harness/node';

interface Text {
	where: string;
	text: string;
	/** Where the text lives (file, Markdown section, resource): a license there makes "Activate" Mayar's word. */
	place: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JavaScript around the TypeScript parser
const kit = require('./texts.kit') as {
	tsFiles: (root: string, dir: string) => string[];
	docFiles: (root: string) => string[];
	exampleFiles: (root: string) => string[];
	sourceTexts: (root: string, file: string) => Text[];
	markdownTexts: (root: string, file: string) => Text[];
	splitSentences: (text: string) => string[];
	exampleTexts: (root: string, file: string) => Text[];
	descriptionTexts: (label: string, description: object) => Text[];
};

const LICENSE = /licen[cs]e/i;
const N8N_1 = /\bn8n 1\b/i;

/** A word a text must not use, and the sentences where it may. */
interface Rule {
	word: RegExp;
	allowed: (sentence: string, place: string) => boolean;
}
const ACTIVATE: Rule = {
	word: /activat/i,
	allowed: (sentence, place) =>
		LICENSE.test(place) || LICENSE.test(sentence) || N8N_1.test(sentence),
};
/** One term for one thing: n8n writes "email". */
const E_MAIL: Rule = { word: /\be-mail/i, allowed: () => false };

/** The sentences of a text that break a rule, each named by where the text is. */
const offending =
	(rule: Rule) =>
	({ where, text, place }: Text): string[] =>
		kit
			.splitSentences(text)
			.filter((s) => rule.word.test(s) && !rule.allowed(s, place))
			.map((s) => `${where}: ${s.trim()}`);

const credential = new MayarHeadlessApi();
const DESCRIPTIONS: Text[] = [
	...[new Mayar(), new MayarTrigger(), new MayarPollingTrigger()].flatMap((node) => {
		const d = node.description as INodeTypeDescription;
		return kit.descriptionTexts(d.displayName, d);
	}),
	...kit.descriptionTexts(credential.displayName, {
		displayName: credential.displayName,
		properties: credential.properties,
	}),
];
const shownTexts = new Set(DESCRIPTIONS.map((t) => t.text));

const SOURCE: Text[] = ['nodes', 'credentials']
	.flatMap((dir) => kit.tsFiles(ROOT, dir))
	.flatMap((file) => kit.sourceTexts(ROOT, file))
	// A description's text is judged once, where the editor shows it.
	.filter((t) => !shownTexts.has(t.text));

const MARKDOWN: Text[] = kit.docFiles(ROOT).flatMap((file) => kit.markdownTexts(ROOT, file));

const EXAMPLES: Text[] = kit.exampleFiles(ROOT).flatMap((file) => kit.exampleTexts(ROOT, file));

describe('the check itself', () => {
	test('reads every kind of text', () => {
		expect(DESCRIPTIONS.length).toBeGreaterThan(1000);
		expect(DESCRIPTIONS.some((t) => t.where.startsWith('Mayar Headless API'))).toBe(true);
		expect(SOURCE.some((t) => t.where.startsWith('nodes/Mayar/trigger/webhook.ts'))).toBe(true);
		expect(MARKDOWN.some((t) => t.where.startsWith('docs/operations.md'))).toBe(true);
		expect(EXAMPLES.some((t) => /stickyNote/.test(t.place))).toBe(true);
	});

	test.each([
		['Activate the workflow to register again.', '', true],
		['Publish the workflow. Deactivation forgets the token.', '', true],
		['On activation, set the webhook URL.', '', true],
		['Activate a subscription license', '', false],
		['Activate', 'Mayar saasLicense', false],
		['In n8n 1.x the workflow is activated with a toggle.', '', false],
		['New triggers (version 1.1) refuse to activate.', '', true],
	])('%s (place "%s"): offends %s', (text, place, offends) => {
		expect(offending(ACTIVATE)({ where: 'x', text, place }).length > 0).toBe(offends);
	});
});

const ALL: Array<[string, Text[]]> = [
	['the nodes and the credential, as loaded', DESCRIPTIONS],
	['the string literals of nodes/ and credentials/ (errors, hints, log lines)', SOURCE],
	['README.md and docs/*.md', MARKDOWN],
	['the example workflows', EXAMPLES],
];

describe('no text a user reads says activate or deactivate about a workflow', () => {
	test.each(ALL)('%s', (_, texts) => {
		expect(texts.flatMap(offending(ACTIVATE))).toEqual([]);
	});
});

describe('no text a user reads says "e-mail"', () => {
	test.each(ALL)('%s', (_, texts) => {
		expect(texts.flatMap(offending(E_MAIL))).toEqual([]);
	});
});
