import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import { DUPLICATE_REQUEST, type MayarFailure, toNodeApiError } from './errors';
import { RequestThrottle } from './throttle';

export type MayarContext = IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions | IWebhookFunctions;

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
}

export interface RetryPolicy {
	/** Attempts after the first one. */
	retries: number;
	/** First backoff; doubles each time. */
	baseDelayMs: number;
	/** A Retry-After longer than this is not waited for: the error surfaces instead. */
	maxRetryAfterMs: number;
	timeoutMs: number;
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
		const custom = String(credentials.baseUrl ?? '').trim().replace(/\/+$/, '');
		if (environment === 'custom' && !/^https?:\/\/[^\s/]+/i.test(custom)) {
			throw new NodeOperationError(
				ctx.getNode(),
				'The Mayar credential uses a Custom environment without a valid Base URL',
				{ description: 'Set Base URL to an address such as http://127.0.0.1:4010 (no path).' },
			);
		}
		s.environment = environment;
		s.credentials = credentials;
		s.baseUrl = environment === 'custom' ? custom : (BASE_URLS[environment] ?? BASE_URLS.production);
	}
	return { baseUrl: s.baseUrl, environment: s.environment ?? 'production' };
}

/** production, sandbox or custom: read from the credential. */
export async function getEnvironment(ctx: MayarContext): Promise<string> {
	return (await resolveBase(ctx)).environment;
}

function parseRetryAfter(value: unknown): number | undefined {
	if (typeof value !== 'string' && typeof value !== 'number') return undefined;
	const seconds = Number(value);
	if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
	const date = Date.parse(String(value));
	return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

// Failures where the request certainly never reached Mayar's application, so even a create may be resent.
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function networkCodeOf(error: unknown): string {
	const seen = new Set<unknown>();
	let e: unknown = error;
	// n8n wraps the axios error (cause), sometimes twice; the code sits on the innermost one.
	while (e && typeof e === 'object' && !seen.has(e)) {
		seen.add(e);
		const o = e as { code?: unknown; cause?: unknown; message?: unknown };
		if (typeof o.code === 'string' && /^E[A-Z_]+$/.test(o.code)) return o.code;
		if (typeof o.message === 'string') {
			if (/socket hang up/i.test(o.message)) return 'ECONNRESET';
			if (/timeout/i.test(o.message)) return 'ETIMEDOUT';
		}
		e = o.cause;
	}
	return 'ENETWORK';
}

function asObject(value: unknown): IDataObject | undefined {
	return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as IDataObject) : undefined;
}

/**
 * The one place that talks HTTP to Mayar. Reads are retried on rate limits, server errors and dropped
 * connections. Writes are retried only when Mayar certainly did nothing (a rate-limit 429 with Retry-After, a
 * refused connection): never after a timeout or a reset, and never on the duplicate-request 429.
 */
export async function mayarApiRequest(ctx: MayarContext, req: MayarRequest): Promise<MayarEnvelope> {
	const { baseUrl } = await resolveBase(ctx);
	const s = settingsOf(ctx);
	const policy = s.retry;
	const isRead = req.method === 'GET';
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
		let retryable = false;
		let waitMs = policy.baseDelayMs * 2 ** attempt;

		const release = s.throttle ? await s.throttle.acquire() : undefined;
		let response: { statusCode: number; headers: IDataObject; body: unknown } | undefined;
		try {
			// credentialsDecrypted: n8n would otherwise fetch and decrypt the credential again for every request.
			response = (await ctx.helpers.httpRequestWithAuthentication.call(ctx, CREDENTIAL_TYPE, options, {
				credentialsDecrypted: { id: '', name: CREDENTIAL_TYPE, type: CREDENTIAL_TYPE, data: s.credentials },
			})) as typeof response;
		} catch (error) {
			const code = networkCodeOf(error);
			failure.networkCode = code;
			const notSent = NOT_SENT_CODES.has(code);
			retryable = isRead || notSent;
			failure.outcomeUnknown = !isRead && !notSent;
		} finally {
			release?.();
		}

		if (response) {
			let body = asObject(response.body);
			if (!body && typeof response.body === 'string') {
				try {
					body = asObject(JSON.parse(response.body));
				} catch {
					failure.text = response.body.slice(0, 200);
				}
			}
			const httpStatus = response.statusCode;
			// The body's statusCode is authoritative: an HTTP 200 may carry a 400.
			let status = typeof body?.statusCode === 'number' ? body.statusCode : httpStatus;
			if (status < 300 && body?.messages === 'failed') status = 400;
			if (status < 300 && httpStatus >= 300) status = httpStatus;
			if (body && status >= 200 && status < 300 && failure.text === undefined) {
				return body as MayarEnvelope;
			}
			if (status >= 200 && status < 300) status = 502; // a 2xx that is not JSON is not a success
			failure.status = status;
			failure.body = body;
			const retryAfter = parseRetryAfter(response.headers?.['retry-after']);
			if (status === 429) {
				const duplicate = DUPLICATE_REQUEST.test(String(body?.messages ?? body?.message ?? ''));
				// A rate-limit 429 means the request was refused before anything happened.
				retryable = !duplicate && (isRead || retryAfter !== undefined);
				if (retryAfter !== undefined) {
					if (retryAfter > policy.maxRetryAfterMs) retryable = false;
					waitMs = retryAfter;
				}
			} else if (status >= 500 || failure.text !== undefined) {
				retryable = isRead;
				failure.outcomeUnknown = !isRead;
			}
		}

		if (!retryable || attempt >= policy.retries) {
			throw toNodeApiError(ctx.getNode(), failure);
		}
		await sleep(waitMs);
	}
}

export interface ListOptions {
	returnAll: boolean;
	/** Wanted records when not returnAll. */
	limit?: number;
	/** Some lists name the cursor differently (payment-link sort: starting_after). */
	cursorParam?: string;
	/** Stop guard against a server that never ends. */
	maxPages?: number;
	/**
	 * 'cursor' (default): the V2 cursor (limit + startingAfter, hasMore/nextStartingAfter).
	 * 'page': page-numbered lists (credit history): page=1,2,... and a fixed limit (at most 50); stops on a short
	 * or empty page, or when the reported totalPages is reached.
	 */
	paging?: 'cursor' | 'page';
}

/** Reads totalPages beside data, or inside a data object that wraps the rows ({total, page, limit, totalPages, data[]}). */
function pagedRowsOf(envelope: MayarEnvelope): { rows: IDataObject[]; totalPages?: number } {
	const data = envelope.data as unknown;
	const inner = asObject(data);
	const holder: IDataObject = inner && Array.isArray(inner.data) ? inner : envelope;
	const rows = Array.isArray(data) ? (data as IDataObject[]) : inner && Array.isArray(inner.data) ? (inner.data as IDataObject[]) : inner ? [inner] : [];
	const total = Number(holder.totalPages);
	return { rows, totalPages: holder.totalPages !== undefined && holder.totalPages !== null && Number.isFinite(total) ? total : undefined };
}

/** The page-number mode of mayarApiRequestAllItems: one page size for every page, so page N follows page N-1. */
async function requestAllPages(ctx: MayarContext, req: MayarRequest, wanted: number, maxPages: number): Promise<IDataObject[]> {
	const records: IDataObject[] = [];
	const pageSize = Math.max(1, Math.min(MAX_PAGE_SIZE, wanted));
	for (let page = 1; records.length < wanted; page++) {
		if (page > maxPages) {
			throw new NodeOperationError(
				ctx.getNode(),
				`Stopped after ${maxPages} pages: Mayar kept answering full pages`,
				{ itemIndex: req.itemIndex, description: `${records.length} records were read. Use a Limit, or narrow the filters.` },
			);
		}
		const envelope = await mayarApiRequest(ctx, { ...req, qs: { ...req.qs, page, limit: pageSize } });
		const { rows, totalPages } = pagedRowsOf(envelope);
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
	const cursorParam = list.cursorParam ?? 'startingAfter';
	const maxPages = list.maxPages ?? 4_000;
	if (list.paging === 'page') return await requestAllPages(ctx, req, wanted, maxPages);
	const records: IDataObject[] = [];
	const seenCursors = new Set<string>();
	let cursor: string | undefined;
	for (let page = 0; records.length < wanted; page++) {
		if (page >= maxPages) {
			throw new NodeOperationError(
				ctx.getNode(),
				`Stopped after ${maxPages} pages: Mayar kept answering hasMore`,
				{ itemIndex: req.itemIndex, description: `${records.length} records were read. Use a Limit, or narrow the filters.` },
			);
		}
		const qs: IDataObject = { ...req.qs, limit: Math.min(MAX_PAGE_SIZE, wanted - records.length) };
		if (cursor !== undefined) qs[cursorParam] = cursor;
		const envelope = await mayarApiRequest(ctx, { ...req, qs });
		const data = envelope.data;
		const rows = Array.isArray(data) ? data : data ? [data] : [];
		for (const row of rows) {
			if (records.length >= wanted) break;
			records.push(row);
		}
		const next = envelope.nextStartingAfter;
		if (envelope.hasMore !== true || next === null || next === undefined || next === '' || rows.length === 0) {
			break;
		}
		const nextCursor = String(next);
		if (seenCursors.has(nextCursor)) {
			throw new NodeOperationError(
				ctx.getNode(),
				'Mayar returned the same page cursor twice; stopped to avoid an endless loop',
				{ itemIndex: req.itemIndex, description: `${records.length} records were read before the repeat (cursor ${nextCursor}).` },
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
