import type { IDataObject, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

/** What went wrong, in the terms a merchant can act on. Built from the response, never from the request. */
export interface MayarFailure {
	status: number;
	method: string;
	/** The request only reads (see MayarRequest.read); unset: a GET. */
	read?: boolean;
	path: string;
	body?: IDataObject;
	/** Text of a non-JSON answer (a gateway page), cut short. */
	text?: string;
	/** A network-level failure code (ECONNRESET, ETIMEDOUT, ...). */
	networkCode?: string;
	/** True when a write may or may not have been carried out by Mayar. */
	outcomeUnknown?: boolean;
	/** A 404 for a path Mayar does not serve (not for a record it lacks): nothing was done. */
	routeNotFound?: boolean;
	itemIndex?: number;
	attempts: number;
	/** Set when the request gave up on Mayar's rate limit: the account's budget and how long it could wait. */
	rateLimit?: {
		limit: number;
		windowMs: number;
		maxWaitMs: number;
		/** Rate-limit 429s Mayar answered. */
		refusals: number;
		/** No attempt was sent at all: no turn came within Max Wait. */
		notSent: boolean;
	};
}

// Plain words: n8n rewrites messages that contain raw error codes into generic text.
const NETWORK_WORDS: Record<string, string> = {
	ECONNRESET: 'connection reset',
	ECONNREFUSED: 'connection refused',
	ETIMEDOUT: 'timed out',
	ECONNABORTED: 'timed out',
	ENOTFOUND: 'host not found',
	EAI_AGAIN: 'host lookup failed',
	EPIPE: 'connection closed',
};

export const DUPLICATE_REQUEST = /duplicate request/i;

export function messageOf(body: IDataObject | undefined): string | undefined {
	if (!body) return undefined;
	const text = body.messages ?? body.message;
	return typeof text === 'string' && text.length > 0 ? text : undefined;
}

/** Validator details come back as `data: [{field, message}]` (HTTP 400, or HTTP 200 with messages "failed"). */
export function validationDetails(body: IDataObject | undefined): string[] {
	const data = body?.data;
	if (!Array.isArray(data)) return [];
	return data
		.filter((d): d is IDataObject => typeof d === 'object' && d !== null)
		.map((d) => {
			const field = typeof d.field === 'string' ? d.field : undefined;
			const message = typeof d.message === 'string' ? d.message : JSON.stringify(d);
			return field && !message.includes(field) ? `${field}: ${message}` : message;
		});
}

/** Plain words for a request that gave up on the rate limit: nothing happened in Mayar, and what to change. */
function rateLimitHint(f: MayarFailure): string {
	const r = f.rateLimit;
	const nothing =
		(f.read ?? f.method === 'GET')
			? 'Nothing was changed in Mayar.'
			: 'Nothing was created or changed in Mayar: a request refused for the rate limit is not carried out.';
	const advice =
		"Raise 'Max Wait for Rate Limit' in the node's Request Options, spread the work over time, or raise the credential's Rate Limit if your Mayar account allows more.";
	if (!r) {
		return `Mayar refused this request for its rate limit and did not say when to come back (no Retry-After), so it was not sent again. ${nothing} ${advice}`;
	}
	const seconds = Math.round(r.maxWaitMs / 1000);
	const budget =
		r.limit > 0
			? `${r.limit} requests per ${Math.round(r.windowMs / 1000)} s: this n8n process's share of the Mayar account's limit, which its runs on this account use together`
			: 'no client-side limit set in the credential';
	if (r.notSent) {
		return `Not sent: Mayar's rate limit (${budget}) had no turn free within ${seconds} s. ${nothing} ${advice}`;
	}
	return `Mayar refused this request for its rate limit ${r.refusals} time(s); it waited for the pause Mayar asked for and tried again until ${seconds} s had passed (${budget}). ${nothing} ${advice}`;
}

/** A read Mayar takes as a POST (a verification, a sorted list): a Read Only key may call GET only. */
const READ_ONLY_POST =
	'Mayar refused the API key for this check. Either the key is wrong or of the other environment (a Sandbox key does not work in Production, and the reverse), or it is a Read Only key: Mayar lets those call GET only, and this check is sent as a POST, so it needs a Read & Write key (Mayar dashboard > Integration > API Key).';

function hintFor(f: MayarFailure, mayarMessage: string | undefined, details: number): string {
	const write = !(f.read ?? f.method === 'GET');
	if (f.networkCode) {
		if (f.outcomeUnknown) {
			return `The connection failed (${f.networkCode}) after the request was sent, so it is unknown whether Mayar carried it out. It was not sent again, to avoid a duplicate. Check in Mayar (for example with a Get Many) before running this item again.`;
		}
		return `Could not reach Mayar (${f.networkCode}). Check the credential's Environment (or Base URL) and the network.`;
	}
	switch (f.status) {
		case 400:
			return details > 0
				? 'Mayar rejected the request as invalid. The details name the fields it did not accept.'
				: "Mayar rejected the request as invalid. Its message says why; check the node's fields against it.";
		case 401:
			if (!write && f.method !== 'GET') return READ_ONLY_POST;
			return write
				? 'Mayar refused the API key for this write. Either the key is wrong or of the other environment (a Sandbox key does not work in Production, and the reverse), or it is a Read Only key: creating or changing records needs a Read & Write key (Mayar dashboard > Integration > API Key).'
				: 'Mayar refused the API key. Check the key in the credential, and that it belongs to the selected environment: a Sandbox key does not work in Production, and the reverse.';
		case 403:
			if (/simulat/i.test(mayarMessage ?? '')) {
				return 'Simulate Payment only works with a Sandbox credential (api.mayar.club).';
			}
			if (!write && f.method !== 'GET') return READ_ONLY_POST;
			return write
				? 'This API key may not write. A Read Only key can only read; creating or changing records needs a Read & Write key (Mayar dashboard > Integration > API Key).'
				: 'Mayar does not allow this API key to read this resource.';
		case 404:
			return 'Mayar found no such record. Check the ID, and that it belongs to this account and environment (Sandbox and Production are separate accounts).';
		case 409:
			return 'Conflict: the record already exists, or it was already paid and can no longer be changed.';
		case 429:
			if (DUPLICATE_REQUEST.test(mayarMessage ?? '')) {
				return 'Mayar blocked this as a duplicate: the same customer and amount were sent less than a minute ago, so the first request went through. It was not sent again. Look for the existing record before retrying.';
			}
			return rateLimitHint(f);
		default:
			if (f.status >= 500 || f.text !== undefined) {
				return f.outcomeUnknown
					? 'Mayar answered with a server error after receiving the request, so it is unknown whether it was carried out. It was not sent again, to avoid a duplicate. Check in Mayar before running this item again.'
					: 'Mayar answered with a server error. Try again later.';
			}
			return 'Mayar did not accept the request.';
	}
}

/** Builds the NodeApiError a merchant sees: Mayar's own message first, the validator details, then a hint. */
export function toNodeApiError(node: INode, f: MayarFailure): NodeApiError {
	const mayarMessage = messageOf(f.body);
	const details = validationDetails(f.body);
	const headline = f.networkCode
		? `The connection to Mayar failed (${NETWORK_WORDS[f.networkCode] ?? 'network error'})`
		: f.rateLimit?.notSent
			? f.attempts > 0
				? `Mayar's rate limit: the retry waited too long for its turn and was not sent (after ${f.attempts} attempt(s))`
				: "Mayar's rate limit: the request waited too long for its turn and was not sent"
			: mayarMessage && mayarMessage !== 'failed'
				? `Mayar: ${mayarMessage}`
				: details.length > 0
					? `Mayar: ${details[0]}`
					: f.text !== undefined
						? `Mayar answered ${f.status} with a non-JSON body`
						: `Mayar answered with status ${f.status}`;
	const parts = [];
	if (details.length > 0) parts.push(`Details: ${details.join('; ')}.`);
	parts.push(hintFor(f, mayarMessage, details.length));
	if (f.outcomeUnknown) parts.push('Outcome unknown.');
	const response: IDataObject = {
		statusCode: f.status,
		method: f.method,
		path: f.path,
		attempts: f.attempts,
		outcomeUnknown: f.outcomeUnknown === true,
	};
	if (f.body) response.body = f.body;
	if (f.text !== undefined) response.text = f.text;
	if (f.networkCode) response.networkCode = f.networkCode;
	const error = new NodeApiError(node, response as JsonObject, {
		message: headline,
		description: parts.join(' '),
		httpCode: f.status ? String(f.status) : undefined,
		itemIndex: f.itemIndex,
	});
	// Kept on the error so Continue On Fail items can say whether a write may have happened.
	error.context.outcomeUnknown = f.outcomeUnknown === true;
	if (f.routeNotFound) error.context.routeNotFound = true;
	error.context.data = response;
	return error;
}
