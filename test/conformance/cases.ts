/**
 * The conformance table of issue #12: every operation of the Mayar node (resource/operation, as registered in
 * nodes/Mayar/actions/resources.ts) with two parameter sets,
 *
 *   minimal  only what the operation requires (n8n fills in the defaults of everything else), and
 *   full     every optional parameter the operation's description offers, set to a sensible value: every
 *            additional field, filter and option, and Return All where the operation lists,
 *
 * plus `also`: the other input modes an operation has (JSON lines, History ID, ...) and, for lists longer than one
 * page, `pages` (Return All with no filter, so the cursor is followed), run as extra variants.
 *
 * `prepare(env, variant)` finds or makes the records the parameters refer to, in the sandbox's store (test setup,
 * not through the node, so its requests never mix with the ones under test). It runs before every variant, so a
 * write that changes state (close, cancel, activate, review) gets a fresh record each time. Its result is handed
 * to the parameter functions as `c`. `items` gives input items to operations whose parameters read `$json`.
 *
 * Each operation's case is the `sample` of its facts file (nodes/Mayar/actions/<resource>/<operation>.facts.ts,
 * test/operations/types.ts), read in registry order; an operation without parameters needs none (`withoutParameters`
 * below). Parameter names are the node's; `resource` and `operation` are added by the runner. The records and values
 * the samples share are in ./records.ts.
 */
import { resourceList } from '../../nodes/Mayar/actions/resources';
import type { Sandbox } from '../harness/sandbox';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the derivation is shared with plain-JS scripts
const { operationsWithoutParameters } = require('../../scripts/lib/operations');
import { allFacts } from '../operations';
import type { OperationFacts } from '../operations/types';

type Sample = NonNullable<OperationFacts['sample']>;

export type Variant = 'minimal' | 'full' | string;

/** What a case's prepare can use: the sandbox, and a loopback URL that accepts webhook deliveries (HTTP 200). */
export interface Env {
	sb: Sandbox;
	hookUrl: string;
}

/** A sample (its facts' `sample`) with the operation it belongs to. */
export interface ConformanceCase extends Sample {
	resource: string;
	operation: string;
}

const sampled: ConformanceCase[] = allFacts().flatMap(({ resource, operation, facts }) =>
	facts.sample ? [{ resource, operation, ...facts.sample }] : [],
);

/** An operation without parameters needs no sample: it runs with none, minimal and full alike. */
const withoutParameters: ConformanceCase[] = operationsWithoutParameters(resourceList)
	.filter((op: string) => !sampled.some((c) => `${c.resource}/${c.operation}` === op))
	.map((op: string) => {
		const [resource, operation] = op.split('/');
		return { resource, operation, minimal: () => ({}), full: () => ({}) };
	});

/** Every operation that calls Mayar: the samples, then the ones without parameters. */
export const cases: ConformanceCase[] = [...sampled, ...withoutParameters];
