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
 * An operation without parameters needs no entry here (`withoutParameters` below). Parameter names are the node's;
 * `resource` and `operation` are added by the runner. The table is in two files
 * (./cases-balance-to-membership.ts, ./cases-payment-to-webhook.ts), the records and values they share in ./records.ts.
 */
import type { IDataObject } from 'n8n-workflow';

import { resourceList } from '../../nodes/Mayar/actions/resources';
import type { Sandbox } from '../harness/sandbox';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the derivation is shared with plain-JS scripts
const { operationsWithoutParameters } = require('../../scripts/lib/operations');
import { balanceToMembership } from './cases-balance-to-membership';
import { paymentToWebhook } from './cases-payment-to-webhook';

export type Variant = 'minimal' | 'full' | string;

/** What a case's prepare can use: the sandbox, and a loopback URL that accepts webhook deliveries (HTTP 200). */
export interface Env {
	sb: Sandbox;
	hookUrl: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ctx = Record<string, any>;
type Params = (c: Ctx) => IDataObject;

export interface ConformanceCase {
	resource: string;
	operation: string;
	prepare?: (env: Env, variant: Variant) => Ctx | Promise<Ctx>;
	minimal: Params;
	full: Params;
	/** Further input modes of the operation, each run like minimal and full. */
	also?: Record<string, Params>;
	/** Input items, for parameters given as expressions over $json. */
	items?: (c: Ctx, variant: Variant) => IDataObject[];
}

const written: ConformanceCase[] = [...balanceToMembership, ...paymentToWebhook];

/** An operation without parameters needs no written case: it runs with none, minimal and full alike. */
const withoutParameters: ConformanceCase[] = operationsWithoutParameters(resourceList)
	.filter((op: string) => !written.some((c) => `${c.resource}/${c.operation}` === op))
	.map((op: string) => {
		const [resource, operation] = op.split('/');
		return { resource, operation, minimal: () => ({}), full: () => ({}) };
	});

/** Every operation that calls Mayar: the written cases, then the ones without parameters. */
export const cases: ConformanceCase[] = [...written, ...withoutParameters];
