/*
 * The transport: the only code that talks HTTP to Mayar, at the bottom of the package (it imports nothing from
 * actions/, helpers/ or the triggers). One concern a file:
 *   settings.ts   the node run's settings and the account (base URL, credential, rate budget)
 *   budget.ts     the rate budget shared by the whole n8n process, per Mayar account
 *   send.ts       one request and its retries
 *   download.ts   a file Mayar links to (a QR image), fetched without the credential
 *   pathForms.ts  endpoints with more than one documented path
 *   paging.ts     the V2 cursor and page-numbered lists
 *   decisions.ts  what an answer means and whether to retry (pure)
 *   errors.ts     the NodeApiError a merchant reads
 *   json.ts       JSON object checks; types.ts the context and request types
 */
import type { IDataObject } from 'n8n-workflow';

import type { MayarEnvelope } from './types';

export type { MayarContext, MayarEnvelope, MayarRequest } from './types';
export {
	BASE_URLS,
	CREDENTIAL_TYPE,
	configureTransport,
	DEFAULT_MAX_WAIT_MS,
	DEFAULT_RATE_LIMIT,
	DEFAULT_RETRY,
	getEnvironment,
} from './settings';
export { mayarApiRequest } from './pathForms';
export {
	type ListOptions,
	MAX_PAGE_SIZE,
	mayarApiRequestAllItems,
	PAID_TRANSACTIONS_PAGE_SIZE,
} from './paging';
export {
	decideRetry,
	isRouteNotFound,
	readResponse,
	type ReadResponse,
	type RetryPolicy,
} from './decisions';
export { asObject, isPlainObject } from './json';

/** The record inside a single-object envelope. */
export function dataOf(envelope: MayarEnvelope): IDataObject {
	const data = envelope.data;
	if (data && typeof data === 'object' && !Array.isArray(data)) return data;
	return {};
}
