'use strict';
/**
 * What the docs test and `npm run generate` need to know about Markdown as GitHub renders it: the anchors of a
 * file's headings (GitHub's slug rules, github-slugger) and the relative links of a file. Plain Node, no deps.
 */

/** Fenced code blocks and inline code hold no headings or links. */
const withoutCode = (text) => text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');

/** The text GitHub slugs: a heading without its Markdown (links, images, code marks, emphasis, HTML tags). */
const headingText = (heading) =>
	heading
		.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/<[^>]+>/g, '')
		.replace(/[`*]/g, '')
		.trim();

/**
 * GitHub's slug of one heading: lower case, every character that is not a letter, mark, digit, connector
 * (`_`), space or hyphen dropped, each space a hyphen.
 */
const slug = (heading) =>
	headingText(heading)
		.toLowerCase()
		.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
		.replace(/ /g, '-');

/** Every anchor of a Markdown file: its headings' slugs, a repeated slug numbered -1, -2, ... as on GitHub. */
function anchors(text) {
	const seen = new Map();
	const out = new Set();
	const source = text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
	for (const [, heading] of source.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
		const base = slug(heading);
		const n = seen.get(base) ?? 0;
		seen.set(base, n + 1);
		out.add(n ? `${base}-${n}` : base);
	}
	return out;
}

/** Every link target of a Markdown file (inline links and images), outside code. */
const links = (text) =>
	[
		...withoutCode(text).matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
	].map((m) => m[1]);

module.exports = { anchors, links, slug };
