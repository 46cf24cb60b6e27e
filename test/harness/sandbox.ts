import type { IDataObject } from 'n8n-workflow';

import { listSearch, type ListSearchRun, runMayar, type RunOptions, type RunResult } from './index';

// The sandbox is plain JavaScript so that `npm run sandbox` needs no build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startSandbox } = require('../sandbox') as {
	startSandbox: (o?: IDataObject) => Promise<Sandbox>;
};

export interface LogEntry {
	method: string;
	path: string;
	query: IDataObject;
	body: unknown;
	status: number;
	/** Epoch ms when the request arrived. */
	time: number;
	fault?: string;
	/** The contract endpoint the request matched (test/contract). */
	endpoint?: string;
	/** Query or body fields the contract does not document (flagged, not refused). */
	unknownFields?: string[];
}

export interface Sandbox extends IDataObject {
	url: string;
	port: number;
	keys: { readWrite: string; readOnly: string; otherEnv: string };
	log: LogEntry[];
	store: IDataObject & Record<string, unknown>;
	clearLog(): void;
	setMode(mode: 'sandbox' | 'production'): void;
	setRateLimit(perMinute: number, options?: { by?: 'ip' | 'key'; windowMs?: number }): void;
	setLatency(ms: number): void;
	setFaults(spec: IDataObject): void;
	clearFaults(): void;
	/** Serve only one path form of the endpoints named: { 'license.verify': 1, 'credit.': 2 } (0 = the spec's). */
	setServedForms(map: Record<string, number>): void;
	/** Test-only: answer as a Mayar that drifted from the contract (test/sandbox/lib/drift.js); null turns it off. */
	setDrift(spec: IDataObject | null): void;
	/** 'spec' (the contract, the default) or 'live' (as Mayar was recorded answering live: test/contract/live.js). */
	setProfile(name: 'spec' | 'live'): void;
	readonly profile: 'spec' | 'live';
	/** TCP connections accepted so far. */
	readonly connections: number;
	close(): Promise<void>;
}

export { startSandbox };

/**
 * A credential of type Custom pointing at the sandbox. Its client-side rate limit is off unless a test sets it
 * (rateLimit, rateWindowSeconds), so tests measure behaviour, not the 20-per-minute default.
 */
export function credentialsFor(
	sb: Sandbox,
	key: string = sb.keys.readWrite,
	rate: { rateLimit?: number; rateWindowSeconds?: number } = {},
) {
	return {
		apiKey: key,
		environment: 'custom',
		baseUrl: sb.url,
		customizeRateLimit: true,
		rateLimit: 0,
		...rate,
	};
}

/** Runs the Mayar node against the sandbox (the credential of credentialsFor). */
export async function runAgainst(
	sb: Sandbox,
	parameters: IDataObject,
	options: Partial<RunOptions> & { key?: string } = {},
): Promise<RunResult> {
	return await runMayar({ credentials: credentialsFor(sb, options.key), ...options, parameters });
}

/** Requests the sandbox received on a path (prefix match), for counting calls. */
export function requestsTo(sb: Sandbox, pathPrefix: string, method?: string): LogEntry[] {
	return sb.log.filter((e) => e.path.startsWith(pathPrefix) && (!method || e.method === method));
}

/**
 * Calls a listSearch method of the Mayar node (a resource locator's "From List") against the sandbox, through
 * n8n-core's LoadOptionsContext. Rejects with the node's error when the call fails.
 */
export async function searchAgainst(
	sb: Sandbox,
	methodName: string,
	filter?: string,
	paginationToken?: string,
	options: { key?: string; parameters?: IDataObject } = {},
): Promise<ListSearchRun> {
	return await listSearch({
		credentials: credentialsFor(sb, options.key),
		methodName,
		filter,
		paginationToken,
		parameters: options.parameters,
	});
}
