/**
 * The facts of every operation (./types.ts), read from nodes/Mayar/actions/<resource>/<operation>.facts.ts in the
 * registry's order: the Resource list, then each resource's operations as its index.ts declares them.
 */
import { fs, path, ROOT } from '../harness/node';
import { resourceList } from '../../nodes/Mayar/actions/resources';
import type { OperationFacts } from './types';

export interface FactsEntry {
	/** 'resource/operation' */
	op: string;
	resource: string;
	operation: string;
	/** The facts file, relative to the repository. */
	file: string;
	facts: OperationFacts;
}

const ACTIONS = path.join(ROOT, 'nodes', 'Mayar', 'actions');

/** Where an operation's facts live, relative to the repository. */
export const factsFile = (resource: string, operation: string) =>
	`nodes/Mayar/actions/${resource}/${operation}.facts.ts`;

function load(): FactsEntry[] {
	const known = new Set<string>();
	const entries: FactsEntry[] = [];
	for (const resource of resourceList) {
		for (const entry of resource.entries) {
			const file = factsFile(resource.value, entry.value);
			known.add(file);
			if (!fs.existsSync(path.join(ROOT, file))) continue;
			// eslint-disable-next-line @typescript-eslint/no-require-imports -- which files exist is known at run time only
			const loaded = require(path.join(ROOT, file)) as { facts?: OperationFacts };
			if (!loaded.facts) throw new Error(`${file} must export \`facts\` (an OperationFacts)`);
			entries.push({
				op: `${resource.value}/${entry.value}`,
				resource: resource.value,
				operation: entry.value,
				file,
				facts: loaded.facts,
			});
		}
	}
	// A facts file whose operation is gone would hold facts nothing reads.
	for (const dir of fs.readdirSync(ACTIONS)) {
		if (!fs.statSync(path.join(ACTIONS, dir)).isDirectory()) continue;
		for (const name of fs.readdirSync(path.join(ACTIONS, dir))) {
			const file = `nodes/Mayar/actions/${dir}/${name}`;
			if (name.endsWith('.facts.ts') && !known.has(file))
				throw new Error(
					`${file} has no operation in the registry: remove it, or register the operation`,
				);
		}
	}
	return entries;
}

let all: FactsEntry[] | undefined;

/** Every operation that has a facts file, in registry order. */
export function allFacts(): FactsEntry[] {
	return (all ??= load());
}

/** One operation's facts ({} when it has no facts file). */
export function factsOf(op: string): OperationFacts {
	return allFacts().find((e) => e.op === op)?.facts ?? {};
}
