import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

/*
 * The labels errors name fields by: the displayName the editor shows for a parameter of the operation the run
 * executes, so a label is never typed twice (test/integration/labels.test.ts).
 */

type Ctx = IExecuteFunctions;

// The parameters of the operation a run executes, beside n8n's context object (one per node run), set by the router.
const shown = new WeakMap<object, readonly INodeProperties[]>();

/** Called by the router once per run: the parameters whose displayNames name fields in this run's errors. */
export function useLabels(ctx: Ctx, properties: readonly INodeProperties[]): void {
	shown.set(ctx, properties);
}

/** The parameters inside a collection (its options) or a fixedCollection (its groups' values). */
function children(p: INodeProperties): INodeProperties[] {
	const options = (p.options ?? []) as Array<INodeProperties & { values?: INodeProperties[] }>;
	if (p.type === 'collection') return options;
	if (p.type === 'fixedCollection') return options.flatMap((group) => group.values ?? []);
	return [];
}

/** The first parameter named `name` in `list` or inside its collections, nearest first. */
function find(list: readonly INodeProperties[], name: string): INodeProperties | undefined {
	let level = [...list];
	while (level.length > 0) {
		const hit = level.find((p) => p.name === name);
		if (hit) return hit;
		level = level.flatMap(children);
	}
	return undefined;
}

/**
 * The parameter at `path` (names joined by dots, each found at any depth under the previous one), or undefined.
 * Exported for the test that holds every field named in an error to its operation's parameters.
 */
export function parameterAt(
	properties: readonly INodeProperties[],
	path: string,
): INodeProperties | undefined {
	let found: INodeProperties | undefined;
	let list = properties;
	for (const name of path.split('.')) {
		found = find(list, name);
		if (!found) return undefined;
		list = children(found);
	}
	return found;
}

/** The parameter `field` of the operation this run executes, or undefined. */
export function shownParameter(ctx: Ctx, field: string): INodeProperties | undefined {
	return parameterAt(shown.get(ctx) ?? [], field);
}

/** The label the editor shows for `field`; a label already made (a row of a list) is kept as it is. */
export function labelOf(ctx: Ctx, field: string): string {
	return shownParameter(ctx, field)?.displayName ?? field;
}

/** An entry of a list given in one parameter (a JSON array), named as the editor shows it: "Reviews (JSON), row 2". */
export function row(ctx: Ctx, field: string, index: number): string {
	return `${labelOf(ctx, field)}, row ${index + 1}`;
}
