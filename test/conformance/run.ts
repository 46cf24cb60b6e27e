/**
 * Running a conformance case (./cases.ts): the environment its prepare needs (the sandbox, and a loopback URL that
 * accepts the webhooks the sandbox delivers) and one variant's run inside n8n-core. Shared by the conformance suite
 * and the output schemas' generator (test/schema/observe.js), so both run the cases the same way, under both of the
 * sandbox's profiles: 'spec' (Mayar as its contract documents it) and 'live' (as Mayar was recorded answering,
 * test/contract/live.js). One sandbox serves both, switched with setProfile: the cases hand out each record once
 * (records.ts `fresh`), so a second sandbox of the same seed would find its records already taken.
 */
import type { IDataObject } from 'n8n-workflow';

import type { RunResult } from '../harness';
import { http, portOf } from '../harness/node';
import { type LogEntry, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';
import type { ConformanceCase, Env } from './cases';

/** The sandbox's profiles, in the order the suite and the schema generator run them. */
export const PROFILES = ['spec', 'live'] as const;
export type Profile = (typeof PROFILES)[number];

/**
 * The recorded live behaviours (test/contract/live.js ids) the sandbox applied to a run's requests: what made its
 * answers differ from the spec's. Empty under the spec profile.
 */
export function liveBehavioursOf(log: LogEntry[]): string[] {
	const ids = new Set<string>();
	for (const e of log)
		for (const id of (e as LogEntry & { live?: string[] }).live ?? []) ids.add(id);
	return [...ids].sort();
}

export interface CaseEnv extends Env {
	close(): Promise<void>;
}

/** A fresh sandbox and a loopback receiver answering 200 to every webhook delivery. */
export async function startCaseEnv(options: IDataObject = {}): Promise<CaseEnv> {
	const sb: Sandbox = await startSandbox(options);
	const receiver = http.createServer((req, res) => {
		req.resume();
		req.on('end', () => {
			res.writeHead(200, { 'content-type': 'application/json' });
			res.end('{"ok":true}');
		});
	});
	await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
	return {
		sb,
		hookUrl: `http://127.0.0.1:${portOf(receiver)}/hooks/mayar`,
		close: async () => {
			await sb.close();
			await new Promise<void>((resolve) => receiver.close(() => resolve()));
		},
	};
}

/** Every variant of a case: minimal, full, then its other input modes. */
export function variantsOf(c: ConformanceCase): Array<[string, ConformanceCase['minimal']]> {
	return [['minimal', c.minimal], ['full', c.full], ...Object.entries(c.also ?? {})];
}

/** Prepares and runs one variant; the sandbox's log holds only this run's requests afterwards. */
export async function runVariant(
	env: Env,
	c: ConformanceCase,
	variant: string,
	parametersOf: ConformanceCase['minimal'],
): Promise<{ parameters: IDataObject; r: RunResult }> {
	const ctx = (await c.prepare?.(env, variant)) ?? {};
	const parameters = { resource: c.resource, operation: c.operation, ...parametersOf(ctx) };
	const items = c.items?.(ctx, variant);
	env.sb.clearLog();
	const r = await runAgainst(env.sb, parameters, items ? { items } : {});
	return { parameters, r };
}
