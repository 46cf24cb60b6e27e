import type { IDataObject, IHttpRequestMethods } from 'n8n-workflow';

import { DUPLICATE_REQUEST } from './errors';
import { asObject } from './json';

/*
 * The transport's decisions, as pure functions: what an answer means, and whether a failed attempt may be sent
 * again. The retry loop in ./send.ts only does the I/O around them. Tested table by table in
 * test/integration/decisions.test.ts (and by mutation testing: npm run mutation).
 */

export function parseRetryAfter(value: unknown): number | undefined {
	if (typeof value !== 'string' && typeof value !== 'number') return undefined;
	const seconds = Number(value);
	if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
	const date = Date.parse(String(value));
	return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

// Failures where the request certainly never reached Mayar's application, so even a create may be resent.
export const NOT_SENT_CODES = new Set([
	'ECONNREFUSED',
	'ENOTFOUND',
	'EAI_AGAIN',
	'EHOSTUNREACH',
	'ENETUNREACH',
]);

export function networkCodeOf(error: unknown): string {
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

export { asObject };

/** What a Mayar answer means: success (the envelope), or the failure status and what came with it. */
export interface ReadResponse {
	ok: boolean;
	status: number;
	body?: IDataObject;
	/** Text of a non-JSON answer, cut short. */
	text?: string;
}

/** A 3-digit status, given as a number or as a string of digits ("400"); anything else is not a status. */
function statusCodeOf(value: unknown): number | undefined {
	if (typeof value === 'number' && Number.isInteger(value)) return value;
	if (typeof value === 'string' && /^\s*\d{3}\s*$/.test(value)) return Number(value);
	return undefined;
}

/**
 * Reads one HTTP answer. The body's statusCode is authoritative (an HTTP 200 may carry a 400, as a number or a
 * string); "failed" in messages or message is a failure whatever the code says; a 2xx that is not a JSON object is
 * not a success.
 */
export function readResponse(httpStatus: number, rawBody: unknown): ReadResponse {
	let body = asObject(rawBody);
	let text: string | undefined;
	if (!body && typeof rawBody === 'string') {
		try {
			body = asObject(JSON.parse(rawBody));
		} catch {
			text = rawBody.slice(0, 200);
		}
	}
	let status = statusCodeOf(body?.statusCode) ?? httpStatus;
	const message = body?.messages ?? body?.message;
	if (status < 300 && typeof message === 'string' && message.trim().toLowerCase() === 'failed')
		status = 400;
	if (status < 300 && httpStatus >= 300) status = httpStatus;
	if (body && status >= 200 && status < 300) return { ok: true, status, body };
	if (status >= 200 && status < 300) status = 502;
	return { ok: false, status, body, text };
}

/**
 * Mayar's answer for a path it does not serve: a 404 with the generic "Not Found" (or a framework's "Cannot POST
 * ...", or a non-JSON page) and no data. A record that is not found names the record ("Invoice not found").
 */
export function isRouteNotFound(answer: Pick<ReadResponse, 'status' | 'body' | 'text'>): boolean {
	if (answer.status !== 404) return false;
	if (answer.text !== undefined) return true;
	const message = answer.body?.messages ?? answer.body?.message;
	const data = answer.body?.data;
	return (
		(data === undefined || data === null) &&
		(message === undefined ||
			(typeof message === 'string' && /^\s*(not found|cannot (get|post) \S+)\s*$/i.test(message)))
	);
}

export interface RetryPolicy {
	/** Attempts after the first one. */
	retries: number;
	/** First backoff; doubles each time. */
	baseDelayMs: number;
	timeoutMs: number;
}

/** One failed attempt, as the loop saw it: an answer that is not a success, or a network failure. */
export interface FailedAttempt {
	method: IHttpRequestMethods | string;
	/** The request only reads (a GET, or a POST marked read): unset, a GET is a read and nothing else is. */
	read?: boolean;
	/** 0 for the first attempt. */
	attempt: number;
	/** The answer read by readResponse, when there was one. */
	answer?: Pick<ReadResponse, 'status' | 'body' | 'text'>;
	/** The Retry-After header of that answer. */
	retryAfter?: unknown;
	/** The network failure code (networkCodeOf), when there was no answer. */
	networkCode?: string;
	/** Rate-limit 429s this request met before: a 429 without Retry-After backs off on these. */
	refusals?: number;
}

export interface RetryDecision {
	retry: boolean;
	waitMs: number;
	/** A write that may or may not have been carried out by Mayar: never resent. */
	outcomeUnknown: boolean;
	/**
	 * Mayar's rate limit refused it (a 429 that is not the duplicate guard): nothing was done. The loop pauses the
	 * account's budget for waitMs and, when retry is set, sends it again while the run's Max Wait allows; it is not
	 * a counted retry.
	 */
	rateLimited: boolean;
}

/**
 * Whether a failed attempt is sent again, after how long, and whether a write's outcome is unknown. Reads are
 * retried on rate limits, server errors, non-JSON answers and network failures. Writes only when Mayar certainly
 * did nothing: a connection that never opened (refused, host not found or unreachable), or a rate-limit 429 that says when to come back
 * (Retry-After). Never the duplicate-request 429, never a write after a timeout, a reset or a 5xx.
 */
export function decideRetry(failed: FailedAttempt, policy: RetryPolicy): RetryDecision {
	const isRead = failed.read ?? failed.method === 'GET';
	const waitMs = policy.baseDelayMs * 2 ** failed.attempt;
	let retry = false;
	let outcomeUnknown = false;
	if (!failed.answer) {
		const notSent = NOT_SENT_CODES.has(failed.networkCode ?? '');
		retry = isRead || notSent;
		outcomeUnknown = !isRead && !notSent;
	} else {
		const { status, body, text } = failed.answer;
		if (status === 429) {
			if (!DUPLICATE_REQUEST.test(String(body?.messages ?? body?.message ?? ''))) {
				const retryAfter = parseRetryAfter(failed.retryAfter);
				// A write is sent again only when Mayar said when: that is the rate limit's documented answer.
				const backoff = policy.baseDelayMs * 2 ** Math.min(failed.refusals ?? 0, 8);
				return {
					retry: isRead || retryAfter !== undefined,
					waitMs: retryAfter ?? Math.min(backoff, 60_000),
					outcomeUnknown: false,
					rateLimited: true,
				};
			}
		} else if (status >= 500 || (text !== undefined && status !== 404)) {
			// A non-JSON 404 is a path Mayar does not serve (see isRouteNotFound): asking again would not help.
			retry = isRead;
			outcomeUnknown = !isRead;
		}
	}
	return {
		retry: retry && failed.attempt < policy.retries,
		waitMs,
		outcomeUnknown,
		rateLimited: false,
	};
}
