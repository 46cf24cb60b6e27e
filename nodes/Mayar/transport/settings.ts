import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { budgetFor, type RateBudget } from './budget';
import type { RetryPolicy } from './decisions';
import type { MayarContext } from './types';

export const CREDENTIAL_TYPE = 'mayarHeadlessApi';

export const BASE_URLS: Record<string, string> = {
	production: 'https://api.mayar.id',
	sandbox: 'https://api.mayar.club',
};

/** Mayar's published rate limit: 20 requests per minute (docs.mayar.id, api-reference-v2/rate-limit). */
export const DEFAULT_RATE_LIMIT = 20;

export const DEFAULT_RETRY: RetryPolicy = {
	retries: 3,
	baseDelayMs: 300,
	timeoutMs: 30_000,
};

/** How long a request may wait for Mayar's rate limit (a turn, or the pause after a 429) before it gives up. */
export const DEFAULT_MAX_WAIT_MS = 600_000;

/** The Mayar account a node run talks to, read from its credential once per run. */
export interface Account {
	baseUrl: string;
	environment: string;
	/** Handed to n8n's helper on every request, so n8n does not fetch and decrypt the credential each time. */
	credentials: ICredentialDataDecryptedObject;
	budget: RateBudget;
}

interface RunSettings {
	account?: Account;
	retry: RetryPolicy;
	maxWaitMs: number;
	/** Endpoint name -> index of the path form that answered (0 = the V2 reference's form). */
	forms?: Map<string, number>;
}

// Beside the n8n context object (one per node run): nothing here outlives the run. The rate budget, which must
// be shared across runs, lives in ./budget.
const runs = new WeakMap<object, RunSettings>();

export function settingsOf(ctx: MayarContext): RunSettings {
	let s = runs.get(ctx);
	if (!s) {
		s = { retry: DEFAULT_RETRY, maxWaitMs: DEFAULT_MAX_WAIT_MS };
		runs.set(ctx, s);
	}
	return s;
}

/**
 * Called by the router (once per run), each list search and each trigger confirmation: the retry policy and the
 * rate-limit wait. Polls keep the defaults of settingsOf.
 */
export function configureTransport(
	ctx: MayarContext,
	options: { maxWaitMs?: number; retry?: Partial<RetryPolicy> },
): void {
	const s = settingsOf(ctx);
	s.retry = { ...DEFAULT_RETRY, ...options.retry };
	if (options.maxWaitMs !== undefined && Number.isFinite(options.maxWaitMs))
		s.maxWaitMs = Math.max(0, options.maxWaitMs);
}

function numberOr(value: unknown, fallback: number): number {
	if (value === undefined || value === null || value === '') return fallback;
	const n = Number(value);
	return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export async function resolveAccount(ctx: MayarContext): Promise<Account> {
	const s = settingsOf(ctx);
	if (s.account) return s.account;
	let credentials: ICredentialDataDecryptedObject;
	try {
		credentials = await ctx.getCredentials(CREDENTIAL_TYPE);
	} catch (error) {
		// n8n's own NodeOperationError (no credential selected, ...) is thrown as it is; anything else came from
		// n8n's credential store (its database under load, a key that cannot decrypt it), and n8n saves a poll's
		// plain error without its message
		throw new NodeOperationError(ctx.getNode(), error as Error, {
			message: `n8n could not read the Mayar credential: ${(error as Error).message}`,
			description:
				"Nothing was sent to Mayar. This is n8n's own credential store: under load its database may not answer in time, and the next run or poll reads the credential again.",
		});
	}

	// The credential's default environment (n8n fills it in; a bare object in a test may not).
	const environment = String(credentials.environment ?? 'sandbox');
	const custom = String(credentials.baseUrl ?? '')
		.trim()
		.replace(/\/+$/, '');
	if (environment === 'custom' && !/^https?:\/\/[^\s/]+/i.test(custom)) {
		throw new NodeOperationError(
			ctx.getNode(),
			'The Mayar credential uses a Custom environment without a valid Base URL',
			{ description: 'Set Base URL to an address such as http://127.0.0.1:4010 (no path).' },
		);
	}
	const baseUrl = environment === 'custom' ? custom : (BASE_URLS[environment] ?? BASE_URLS.sandbox);
	// A credential saved before these fields existed has Mayar's published figures.
	const limit = numberOr(credentials.rateLimit, DEFAULT_RATE_LIMIT);
	const windowSeconds =
		environment === 'custom' ? numberOr(credentials.rateWindowSeconds, 60) || 60 : 60;
	s.account = {
		baseUrl,
		environment,
		credentials,
		budget: budgetFor(
			baseUrl,
			String(credentials.apiKey ?? ''),
			limit,
			windowSeconds * 1000,
			numberOr(credentials.processes, 1) || 1,
		),
	};
	return s.account;
}

/** production, sandbox or custom: read from the credential. */
export async function getEnvironment(ctx: MayarContext): Promise<string> {
	return (await resolveAccount(ctx)).environment;
}
