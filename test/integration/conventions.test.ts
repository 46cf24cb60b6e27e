/**
 * n8n's conventions where the package has no reason to differ (issue #40): a codex file beside every node, whose
 * documentation links resolve in this repository; Request Options only where the node calls Mayar; one casing for
 * the "Add option" placeholder, n8n's. Pure description checks: nothing is sent.
 */
import type { INodeProperties, INodeType } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { Mayar } from '../../nodes/Mayar/Mayar.node';
import { MayarPollingTrigger } from '../../nodes/Mayar/MayarPollingTrigger.node';
import { MayarTrigger } from '../../nodes/Mayar/MayarTrigger.node';
import { resourceList } from '../../nodes/Mayar/actions/resources';
import { fs, path, ROOT } from '../harness/node';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the Markdown tooling is plain JavaScript
const markdown = require('../../scripts/lib/markdown') as {
	anchors: (text: string) => Set<string>;
};

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
	name: string;
	repository: { url: string };
	n8n: { nodes: string[] };
};
const NODES: Record<string, INodeType> = {
	'Mayar.node': new Mayar(),
	'MayarTrigger.node': new MayarTrigger(),
	'MayarPollingTrigger.node': new MayarPollingTrigger(),
};
const REPO = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');

/** What is wrong with a documentation URL into this repository (README#anchor or blob/main/<file>#anchor), or null. */
function brokenDocUrl(url: string): string | null {
	if (!url.startsWith(`${REPO}#`) && !url.startsWith(`${REPO}/blob/main/`)) return null;
	const [where, anchor] = url.slice(REPO.length).split('#', 2);
	const file = where === '' ? 'README.md' : where.replace('/blob/main/', '');
	if (!fs.existsSync(path.join(ROOT, file))) return `${url}: no such file`;
	if (anchor === undefined) return null;
	const headings = markdown.anchors(fs.readFileSync(path.join(ROOT, file), 'utf8'));
	return headings.has(anchor) ? null : `${url}: no such heading in ${file}`;
}

describe('codex files', () => {
	test.each(pkg.n8n.nodes.map((entry) => path.basename(entry, '.js')))(
		'%s has a codex file naming it, whose links resolve',
		(base) => {
			const file = path.join(ROOT, 'nodes/Mayar', `${base}.json`);
			expect(fs.existsSync(file)).toBe(true);
			const codex = JSON.parse(fs.readFileSync(file, 'utf8')) as {
				node: string;
				categories: string[];
				resources: Record<string, Array<{ url: string }>>;
			};
			expect(codex.node).toBe(`${pkg.name}.${NODES[base].description.name}`);
			expect(codex.categories.length).toBeGreaterThan(0);
			const urls = Object.values(codex.resources).flatMap((links) => links.map((l) => l.url));
			expect(urls.length).toBeGreaterThanOrEqual(2);
			expect(urls.flatMap((url) => brokenDocUrl(url) ?? [])).toEqual([]);
		},
	);
});

test('Request Options are shown for every resource that calls Mayar, and not for Trigger Event', () => {
	const { description } = NODES['Mayar.node'];
	const requestOptions = description.properties.find((p) => p.name === 'requestOptions')!;
	const shownFor = resourceList
		.map((r) => r.value)
		.filter((resource) =>
			NodeHelpers.displayParameter({ resource }, requestOptions, { typeVersion: 1 }, description),
		);
	expect(shownFor).toEqual(resourceList.map((r) => r.value).filter((r) => r !== 'triggerEvent'));
});

/** Every parameter of a node, collections' and fixed collections' options included. */
function allProperties(properties: readonly unknown[]): INodeProperties[] {
	return (properties as INodeProperties[]).flatMap((p) => [
		p,
		...allProperties(
			((p.options ?? []) as unknown[]).flatMap((o) =>
				typeof o === 'object' && o !== null && 'values' in o ? (o.values as unknown[]) : [o],
			),
		).filter((o) => typeof o === 'object' && o !== null && 'type' in o),
	]);
}

test('the "Add option" placeholder is cased as n8n writes it, in all three nodes', () => {
	const placeholders = Object.values(NODES)
		.flatMap((node) => allProperties(node.description.properties))
		.map((p) => p.placeholder)
		.filter((text): text is string => typeof text === 'string' && /^add option$/i.test(text));
	expect(placeholders.length).toBeGreaterThanOrEqual(4);
	expect(new Set(placeholders)).toEqual(new Set(['Add option']));
});

test('operation actions read without articles, as n8n writes them ("Create invoice", not "Create an invoice")', () => {
	const actions = resourceList.flatMap((r) =>
		r.entries.map((e) => `${r.name} > ${e.name}: ${e.action}`),
	);
	expect(actions.length).toBeGreaterThan(60);
	expect(actions.filter((line) => /\b(a|an|the)\b/i.test(line.split(': ')[1]))).toEqual([]);
});
