/**
 * One run of an operation's sample, changed: what refusals.test.ts, sends.test.ts and rejects.test.ts share. The
 * sample's minimal parameters, prepared as the conformance suite prepares them, changed by `with`, run in n8n-core
 * against the sandbox with a clear request log.
 */
import type { IDataObject } from 'n8n-workflow';

import type { Env } from '../conformance/cases';
import type { CaseEnv } from '../conformance/run';
import { runAgainst } from '../harness/sandbox';
import { allFacts, type FactsEntry } from './index';

/** Each entry of one kind (refusals, sends, rejects) of every facts file, with its operation. */
export function entriesOf<K extends 'refusals' | 'sends' | 'rejects'>(kind: K) {
	type Entry = NonNullable<FactsEntry['facts'][K]>[number];
	const found = allFacts().flatMap((e) =>
		((e.facts[kind] ?? []) as Entry[]).map((entry) => ({ ...entry, of: e })),
	);
	// test.each refuses an empty table with a message that does not say why it is empty.
	if (!found.length) throw new Error(`No facts file declares \`${kind}\` (*.facts.ts)`);
	return found.map((x) => [`${x.of.op}: ${x.title}`, x] as const);
}

/** `of`'s sample, prepared in `env` as the conformance suite prepares it: its minimal parameters, its items. */
export async function minimalOf(env: Env, of: Pick<FactsEntry, 'file' | 'facts'>) {
	const sample = of.facts.sample;
	if (!sample) throw new Error(`${of.file}: this needs the operation's sample (facts.sample)`);
	const c = (await sample.prepare?.(env, 'minimal')) ?? {};
	return { params: sample.minimal(c), items: sample.items?.(c, 'minimal') };
}

/** Runs `of`'s sample (minimal), changed by `change`, with the sandbox's log cleared first. */
export async function runChanged(
	env: CaseEnv,
	of: FactsEntry,
	change: (params: IDataObject) => IDataObject,
) {
	const minimal = await minimalOf(env, of);
	const params = change(minimal.params);
	const items = minimal.items;
	env.sb.clearLog();
	return runAgainst(
		env.sb,
		{ resource: of.resource, operation: of.operation, ...params },
		items ? { items } : {},
	);
}
