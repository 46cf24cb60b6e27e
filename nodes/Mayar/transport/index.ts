import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IPollFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import {
	asObject,
	decideRetry,
	isRouteNotFound,
	networkCodeOf,
	readResponse,
	type RetryPolicy,
} from './decisions';
import { type MayarFailure, toNodeApiError } from './errors';

export {
	decideRetry,
	isRouteNotFound,
	readResponse,
	type ReadResponse,
	type RetryPolicy,
} from './decisions';
import { RequestThrottle } from './throttle';

export type MayarContext =
	| IExecuteFunctions
	| ILoadOptionsFunctions
	| IHookFunctions
	| IPollFunctions
	| IWebhookFunctions;

export const CREDENTIAL_TYPE = 'mayarHeadlessApi';

export const BASE_URLS: Record<string, string> = {
	production: 'https://api.mayar.id',
	sandbox: 'https://api.mayar.club',
};

/** The V2 list page size cap. */
export const MAX_PAGE_SIZE = 50;

export interface MayarEnvelope extends IDataObject {
	statusCode?: number;
	messages?: string;
	message?: string;
	data?: IDataObject | IDataObject[] | null;
	hasMore?: boolean;
	nextStartingAfter?: string | null;
}

export interface MayarRequest {
	method: IHttpRequestMethods;
	/** Path from the host, with its own prefix: /hl/v2/..., /credit/v2/..., /saas/v2/... */
	path: string;
	qs?: IDataObject;
	body?: IDataObject;
	itemIndex?: number;
	/**
	 * Other documented forms of the same endpoint, where Mayar's sources disagree on the path (docs/api-notes.md,
	 * "Endpoints with more than one path"). Tried in order after a route-level 404; a form may bring its own body.
	 */
	fallbacks?: Array<{ path: string; body?: IDataObject }>;
	/** Names the endpoint, so that the form that answered is used first for the rest of the node run. */
	endpoint?: string;
}

export const DEFAULT_RETRY: RetryPolicy = {
	retries: 3,
	baseDelayMs: 300,
	maxRetryAfterMs: 65_000,
	timeoutMs: 30_000,
};

interface ContextSettings {
	baseUrl?: string;
	environment?: string;
	/** The credential, fetched and decrypted once per node run and handed to n8n's helper on every request. */
	credentials?: ICredentialDataDecryptedObject;
	throttle?: RequestThrottle;
	retry: RetryPolicy;
	/** Endpoint name -> index of the path form that answered (0 = the V2 reference's form). */
	forms?: Map<string, number>;
}

// Settings live beside the n8n context object (one per node run), so nothing is kept across executions.
const settings = new WeakMap<object, ContextSettings>();

function settingsOf(ctx: MayarContext): ContextSettings {
	let s = settings.get(ctx);
	if (!s) {
		s = { retry: DEFAULT_RETRY };
		settings.set(ctx, s);
	}
	return s;
}

/** Called once per node run by the router: client-side rate limit, concurrency cap and retry budget. */
export function configureTransport(
	ctx: MayarContext,
	options: { requestsPerMinute?: number; concurrency?: number; retry?: Partial<RetryPolicy> },
): void {
	const s = settingsOf(ctx);
	s.throttle = new RequestThrottle(options.requestsPerMinute ?? 0, options.concurrency ?? 1);
	s.retry = { ...DEFAULT_RETRY, ...options.retry };
}

async function resolveBase(ctx: MayarContext): Promise<{ baseUrl: string; environment: string }> {
	const s = settingsOf(ctx);
	if (s.baseUrl === undefined) {
		const credentials = await ctx.getCredentials(CREDENTIAL_TYPE);
		const environment = String(credentials.environment ?? 'production');
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
		s.environment = environment;
		s.credentials = credentials;
		s.baseUrl =
			environment === 'custom' ? custom : (BASE_URLS[environment] ?? BASE_URLS.production);
	}
	return { baseUrl: s.baseUrl, environment: s.environment ?? 'production' };
}

/** production, sandbox or custom: read from the credential. */
export async function getEnvironment(ctx: MayarContext): Promise<string> {
	return (await resolveBase(ctx)).environment;
}

/**
 * The one place that talks HTTP to Mayar. Reads are retried on rate limits, server errors and dropped
 * connections. Writes are retried only when Mayar certainly did nothing (a rate-limit 429 with Retry-After, a
 * refused connection): never after a timeout or a reset, and never on the duplicate-request 429.
 * Where Mayar's sources give several paths for one endpoint (`fallbacks`), a route-level 404 moves on to the
 * next form: Mayar did nothing with a path it does not serve, so this is safe for writes too.
 */
export async function mayarApiRequest(
	ctx: MayarContext,
	req: MayarRequest,
): Promise<MayarEnvelope> {
	if (!req.fallbacks?.length) return await sendWithRetries(ctx, req);
	const s = settingsOf(ctx);
	s.forms ??= new Map();
	const key = req.endpoint ?? `${req.method} ${req.path}`;
	const forms = [{ path: req.path, body: req.body }, ...req.fallbacks];
	const tried: string[] = [];
	for (let k = s.forms.get(key) ?? 0; k < forms.length; k++) {
		const form = { ...req, path: forms[k].path, body: forms[k].body ?? req.body };
		tried.push(form.path);
		// Settled into a value: the transport's own NodeApiError is passed on as it is, or the next form is tried.
		const outcome = await sendWithRetries(ctx, form).then(
			(envelope) => ({ envelope, error: undefined }),
			(error: Error & { context?: IDataObject; description?: string }) => ({
				envelope: undefined,
				error,
			}),
		);
		if (outcome.envelope) {
			s.forms.set(key, k);
			return outcome.envelope;
		}
		const { error } = outcome;
		if (error.context?.routeNotFound !== true) throw error;
		if (k === forms.length - 1) {
			error.description = `Mayar serves none of the paths its documentation gives for this endpoint (tried ${tried.join(', ')}). Check the credential's environment; if it is right, Mayar may have moved this endpoint (see the package's API notes: https://github.com/n8n-nodes-mayar/n8n-nodes-mayar/blob/main/docs/api-notes.md).`;
			throw error;
		}
	}
	throw new NodeOperationError(ctx.getNode(), 'No path form left to try', {
		itemIndex: req.itemIndex,
	});
}

async function sendWithRetries(ctx: MayarContext, req: MayarRequest): Promise<MayarEnvelope> {
	const { baseUrl } = await resolveBase(ctx);
	const s = settingsOf(ctx);
	const policy = s.retry;
	const options: IHttpRequestOptions = {
		method: req.method,
		url: `${baseUrl}${req.path}`,
		json: true,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		timeout: policy.timeoutMs,
	};
	if (req.qs && Object.keys(req.qs).length > 0) options.qs = req.qs;
	if (req.body !== undefined) {
		options.body = req.body;
		options.headers = { 'Content-Type': 'application/json' };
	}

	for (let attempt = 0; ; attempt++) {
		const failure: MayarFailure = {
			status: 0,
			method: req.method,
			path: req.path,
			itemIndex: req.itemIndex,
			attempts: attempt + 1,
		};
		const release = s.throttle ? await s.throttle.acquire() : undefined;
		let response: { statusCode: number; headers: IDataObject; body: unknown } | undefined;
		try {
			// credentialsDecrypted: n8n would otherwise fetch and decrypt the credential again for every request.
			response = (await ctx.helpers.httpRequestWithAuthentication.call(
				ctx,
				CREDENTIAL_TYPE,
				options,
				{
					credentialsDecrypted: {
						id: '',
						name: CREDENTIAL_TYPE,
						type: CREDENTIAL_TYPE,
						data: s.credentials,
					},
				},
			)) as typeof response;
		} catch (error) {
			failure.networkCode = networkCodeOf(error);
		} finally {
			release?.();
		}
		const answer = response ? readResponse(response.statusCode, response.body) : undefined;
		if (answer?.ok) return answer.body as MayarEnvelope;
		if (answer) {
			Object.assign(failure, {
				status: answer.status,
				body: answer.body,
				text: answer.text,
				routeNotFound: isRouteNotFound(answer),
			});
		}
		const decision = decideRetry(
			{
				method: req.method,
				attempt,
				answer,
				retryAfter: response?.headers?.['retry-after'],
				networkCode: failure.networkCode,
			},
			policy,
		);
		failure.outcomeUnknown = decision.outcomeUnknown;
		if (!decision.retry) throw toNodeApiError(ctx.getNode(), failure);
		await sleep(decision.waitMs);
	}
}

export interface ListOptions {
	returnAll: boolean;
	/** Wanted records when not returnAll. */
	limit?: number;
	/**
	 * The query names the cursor is sent under (default startingAfter). The payment-link sort gets both the V2 reference's
	 * startingAfter and the CLI's starting_after: a server reads the one it knows.
	 */
	cursorParams?: string[];
	/** Stop guard against a server that never ends. */
	maxPages?: number;
	/**
	 * 'cursor' (default): the V2 cursor (limit + startingAfter, hasMore/nextStartingAfter).
	 * 'page': page-numbered lists (credit history): page=1,2,... and a fixed limit (at most 50); stops on a short
	 * or empty page, or when the reported totalPages is reached.
	 */
	paging?: 'cursor' | 'page';
	/** Records asked per cursor page (default and cap: MAX_PAGE_SIZE). */
	pageSize?: number;
	/**
	 * Called with each cursor page's rows once they are kept; true ends the walk there (the polling trigger stops
	 * at the page that reaches its high-water mark instead of reading the whole list).
	 */
	stopAfterPage?: (rows: IDataObject[]) => boolean;
}

/** The list broke Mayar's paging rules: an error that says how far it got, never a silently short list. */
function pagingError(
	ctx: MayarContext,
	req: MayarRequest,
	what: string,
	read: number,
): NodeOperationError {
	return new NodeOperationError(ctx.getNode(), `Mayar's list broke off: ${what}`, {
		itemIndex: req.itemIndex,
		description: `${read} records were read before it stopped, so the list is incomplete (${req.method} ${req.path}). Try again later, or use a Limit.`,
	});
}

/** Ids of a page's rows (the rows themselves when they have none), to notice a page that comes back again. */
function pageFingerprint(rows: IDataObject[]): string {
	return JSON.stringify(rows.map((row) => row.id ?? row));
}

/** Reads totalPages beside data, or inside a data object that wraps the rows ({total, page, limit, totalPages, data[]}). */
function pagedRowsOf(envelope: MayarEnvelope): { rows: IDataObject[]; totalPages?: number } {
	const data = envelope.data as unknown;
	const inner = asObject(data);
	const holder: IDataObject = inner && Array.isArray(inner.data) ? inner : envelope;
	const rows = Array.isArray(data)
		? (data as IDataObject[])
		: inner && Array.isArray(inner.data)
			? (inner.data as IDataObject[])
			: inner
				? [inner]
				: [];
	const total = Number(holder.totalPages);
	return {
		rows,
		totalPages:
			holder.totalPages !== undefined && holder.totalPages !== null && Number.isFinite(total)
				? total
				: undefined,
	};
}

/** The page-number mode of mayarApiRequestAllItems: one page size for every page, so page N follows page N-1. */
async function requestAllPages(
	ctx: MayarContext,
	req: MayarRequest,
	wanted: number,
	maxPages: number,
): Promise<IDataObject[]> {
	const records: IDataObject[] = [];
	const pageSize = Math.max(1, Math.min(MAX_PAGE_SIZE, wanted));
	let previous: string | undefined;
	for (let page = 1; records.length < wanted; page++) {
		if (page > maxPages) {
			throw new NodeOperationError(
				ctx.getNode(),
				`Stopped after ${maxPages} pages: Mayar kept answering full pages`,
				{
					itemIndex: req.itemIndex,
					description: `${records.length} records were read. Use a Limit, or narrow the filters.`,
				},
			);
		}
		const envelope = await mayarApiRequest(ctx, {
			...req,
			qs: { ...req.qs, page, limit: pageSize },
		});
		const { rows, totalPages } = pagedRowsOf(envelope);
		const fingerprint = pageFingerprint(rows);
		// A server that ignores page answers page 1 again and again.
		if (rows.length > 0 && fingerprint === previous) {
			throw pagingError(
				ctx,
				req,
				`page ${page} held the same records as page ${page - 1}`,
				records.length,
			);
		}
		previous = fingerprint;
		for (const row of rows) {
			if (records.length >= wanted) break;
			records.push(row);
		}
		if (rows.length < pageSize || (totalPages !== undefined && page >= totalPages)) break;
	}
	return records;
}

/**
 * Follows the V2 cursor. Return All asks for 50 a page; a limit of N asks for no more than N needs. A cursor
 * that comes back twice, or more pages than maxPages, stops the loop with an error instead of hanging.
 */
export async function mayarApiRequestAllItems(
	ctx: MayarContext,
	req: MayarRequest,
	list: ListOptions,
): Promise<IDataObject[]> {
	const wanted = list.returnAll ? Infinity : Math.max(0, list.limit ?? 50);
	const cursorParams = list.cursorParams ?? ['startingAfter'];
	const maxPages = list.maxPages ?? 4_000;
	if (list.paging === 'page') return await requestAllPages(ctx, req, wanted, maxPages);
	const pageSize = Math.max(1, Math.min(MAX_PAGE_SIZE, list.pageSize ?? MAX_PAGE_SIZE));
	const records: IDataObject[] = [];
	const seenCursors = new Set<string>();
	let cursor: string | undefined;
	for (let page = 0; records.length < wanted; page++) {
		if (page >= maxPages) {
			throw new NodeOperationError(
				ctx.getNode(),
				`Stopped after ${maxPages} pages: Mayar kept answering hasMore`,
				{
					itemIndex: req.itemIndex,
					description: `${records.length} records were read. Use a Limit, or narrow the filters.`,
				},
			);
		}
		const qs: IDataObject = { ...req.qs, limit: Math.min(pageSize, wanted - records.length) };
		if (cursor !== undefined) for (const name of cursorParams) qs[name] = cursor;
		const envelope = await mayarApiRequest(ctx, { ...req, qs });
		const data = envelope.data;
		const rows = Array.isArray(data) ? data : data ? [data] : [];
		for (const row of rows) {
			if (records.length >= wanted) break;
			records.push(row);
		}
		if (envelope.hasMore !== true || records.length >= wanted) break;
		if (list.stopAfterPage?.(rows) === true) break;
		const next = envelope.nextStartingAfter;
		if (rows.length === 0)
			throw pagingError(
				ctx,
				req,
				'an empty page said there were more (hasMore true)',
				records.length,
			);
		if (next === null || next === undefined || String(next).trim() === '') {
			throw pagingError(
				ctx,
				req,
				'hasMore was true but no nextStartingAfter came with it',
				records.length,
			);
		}
		const nextCursor = String(next);
		if (seenCursors.has(nextCursor)) {
			throw new NodeOperationError(
				ctx.getNode(),
				'Mayar returned the same page cursor twice; stopped to avoid an endless loop',
				{
					itemIndex: req.itemIndex,
					description: `${records.length} records were read before the repeat (cursor ${nextCursor}).`,
				},
			);
		}
		seenCursors.add(nextCursor);
		cursor = nextCursor;
	}
	return records;
}

/** The record inside a single-object envelope. */
export function dataOf(envelope: MayarEnvelope): IDataObject {
	const data = envelope.data;
	if (data && typeof data === 'object' && !Array.isArray(data)) return data;
	return {};
}
