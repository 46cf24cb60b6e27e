'use strict';
/**
 * The texts a user reads, gathered for vocabulary.test.ts, operationMentions.test.ts and editorTexts.test.ts: from
 * the shipped source (every string literal and template text: errors, hints and log lines are built in helpers as
 * often as inside `new NodeOperationError`), from Markdown (with the heading each line is under) and from the
 * example workflows. Plain JavaScript, because it uses the TypeScript compiler's parser, which the tests'
 * TypeScript may not import (n8n's restricted imports).
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** @typedef {{ where: string, text: string, place: string }} Text */

/** Every .ts file under a folder of the repository, generated schemas aside. */
function tsFiles(root, dir) {
	return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
		const rel = path.join(dir, entry.name);
		if (entry.isDirectory()) return entry.name === '__schema__' ? [] : tsFiles(root, rel);
		return entry.name.endsWith('.ts') ? [rel] : [];
	});
}

/** README.md and docs/*.md: the Markdown a user reads. */
function docFiles(root) {
	const docs = fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md'));
	return ['README.md', ...docs.map((f) => `docs/${f}`)];
}

/** The example workflows. */
function exampleFiles(root) {
	const files = fs.readdirSync(path.join(root, 'examples')).filter((f) => f.endsWith('.json'));
	return files.map((f) => `examples/${f}`);
}

/**
 * The string literals of a source file, a template's parts joined by "…"; module names of imports and exports
 * left out. `place` is the file, so a check can judge a text by where it lives.
 * @returns {Text[]}
 */
function sourceTexts(root, file) {
	const code = fs.readFileSync(path.join(root, file), 'utf8');
	const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
	/** @type {Text[]} */
	const found = [];
	const add = (node, text) => {
		const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
		found.push({ where: `${file}:${line}`, text, place: file });
	};
	const visit = (node) => {
		if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
		if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
		else if (ts.isTemplateExpression(node)) {
			add(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…'));
			return;
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

/**
 * A Markdown file as units a reader takes in one go: sentences, and table rows, list items and headings, each with
 * the headings it sits under as `place`.
 * @returns {Text[]}
 */
function markdownTexts(root, file) {
	const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
	/** @type {Text[]} */
	const found = [];
	const headings = [];
	let unit = null;
	const flush = () => {
		if (unit) found.push(...splitSentences(unit.text).map((text) => ({ ...unit, text })));
		unit = null;
	};
	lines.forEach((line, k) => {
		const heading = /^(#{1,6})\s+(.*)/.exec(line);
		if (heading) headings.splice(heading[1].length - 1, Infinity, heading[2]);
		const starts = heading || /^\s*([-*+]\s|[|>]|\d+\.\s|```)/.test(line) || line.trim() === '';
		if (starts) flush();
		if (line.trim() === '') return;
		if (!unit)
			unit = { where: `${file}:${k + 1}`, text: line, place: `${file} > ${headings.join(' > ')}` };
		else unit.text += ` ${line.trim()}`;
	});
	flush();
	return found;
}

/** Sentences of a text: split after ".", "!" or "?" followed by a space. */
function splitSentences(text) {
	return text.split(/(?<=[.!?])\s+(?=\S)/);
}

/**
 * What a reader sees of an example workflow: its name, and every node's name, notes and string parameters (sticky
 * notes' content, prompts, messages), each named by node.
 * @returns {Text[]}
 */
function exampleTexts(root, file) {
	const workflow = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
	/** @type {Text[]} */
	const found = [{ where: `${file} (name)`, text: String(workflow.name ?? ''), place: file }];
	const strings = (value, at) =>
		typeof value === 'string'
			? [{ at, text: value }]
			: value && typeof value === 'object'
				? Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`))
				: [];
	for (const node of workflow.nodes ?? []) {
		// The resource is part of the place: "Activate" under SaaS License is Mayar's word for a license.
		const place = `${file} > ${node.name} (${node.type} ${node.parameters?.resource ?? ''})`;
		for (const { at, text } of [
			{ at: 'name', text: node.name },
			...strings(node.notes, 'notes'),
			...strings(node.parameters, 'parameters'),
		])
			found.push({ where: `${file} "${node.name}" ${at}`, text, place });
	}
	return found;
}

/**
 * The Title Case n8n's lint rule (n8n-nodes-base/node-param-display-name-miscased) asks of a display name or an
 * option name, with the rule's own exceptions (names ending in "or", URLs, kebab-case, versions); null when the rule
 * would not judge it; "n8n" keeps n8n's own spelling (the credential rule's exception "n8n API"). Taken from the
 * rule's own package, so the two cannot drift apart.
 */
function lintTitleCase(value) {
	const plugin = path.dirname(require.resolve('eslint-plugin-n8n-nodes-base/package.json'));
	const { titleCase } = require(require.resolve('title-case', { paths: [plugin] }));
	const { isAllowedLowercase } = require(path.join(plugin, 'dist/lib/ast/utils/format.js'));
	if (value.toLowerCase().endsWith('or') || isAllowedLowercase(value)) return null;
	return titleCase(value).replace(/\bN8n\b/g, 'n8n');
}

/** Keys whose string values the editor shows. */
const SHOWN = new Set([
	'displayName',
	'description',
	'hint',
	'placeholder',
	'action',
	'eventTriggerDescription',
	'activationMessage',
	'header',
	'activationHint',
	'active',
	'inactive',
]);
/** Keys that hold no text a user reads (conditions, request routing). */
const INTERNAL = new Set(['displayOptions', 'routing', 'webhooks', 'credentials', 'subtitle']);

/**
 * The shown texts of a description, each named by its path of parameter names and option values, and placed under
 * its node and the resource it is shown for.
 */
function descriptionTexts(label, description) {
	const found = [];
	const walk = (value, at, resource) => {
		if (Array.isArray(value)) return value.forEach((v) => walk(v, at, resource));
		if (typeof value !== 'object' || value === null) return;
		const o = value;
		const show = o.displayOptions?.show;
		const here = show?.resource ? show.resource.join(',') : resource;
		const id = 'type' in o ? o.name : 'value' in o ? o.value : undefined;
		const spot = id === undefined ? at : `${at}${at ? '.' : ''}${String(id)}`;
		for (const [key, v] of Object.entries(o)) {
			if (INTERNAL.has(key)) continue;
			const shown =
				SHOWN.has(key) ||
				(key === 'name' && 'value' in o) || // an option's name
				(key === 'default' && o.type === 'string');
			if (typeof v === 'string' && shown)
				found.push({
					where: `${label}: ${spot || '(node)'} ${key}`,
					text: v,
					place: `${label} ${here}`,
				});
			else
				walk(
					v,
					key === 'properties' || key === 'options' || key === 'values' ? spot : `${spot}.${key}`,
					here,
				);
		}
	};
	walk(description, '', '');
	return found;
}

module.exports = {
	descriptionTexts,
	tsFiles,
	docFiles,
	exampleFiles,
	sourceTexts,
	markdownTexts,
	splitSentences,
	exampleTexts,
	lintTitleCase,
};
