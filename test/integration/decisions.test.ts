/**
 * The transport's rules as tables: what an answer means (readResponse, isRouteNotFound) and whether a failed
 * attempt is sent again (decideRetry). One row per rule of the README's retry rules (docs/operations.md, Request
 * options; CONTRIBUTING.md). Pure logic, so these run in milliseconds and `npm run mutation` can mutate them.
 */
import type { IDataObject } from 'n8n-workflow';

import {
	asObject,
	decideRetry,
	type FailedAttempt,
	isRouteNotFound,
	networkCodeOf,
	parseRetryAfter,
	readResponse,
	type RetryPolicy,
} from '../../nodes/Mayar/transport/decisions';

const policy: RetryPolicy = {
	retries: 3,
	baseDelayMs: 300,
	timeoutMs: 30_000,
};
const answer = (status: number, body?: IDataObject, text?: string) => ({ status, body, text });
const DUPLICATE = {
	statusCode: 429,
	messages: 'Duplicate request detected. Please wait 1 minute before trying again.',
};
const DUPLICATE_SINGULAR = {
	statusCode: 429,
	message: 'Duplicate request detected. Please wait 1 minute before trying again.',
};
const RATE = { statusCode: 429, messages: 'Too Many Requests' };

type Row = [
	string,
	Partial<FailedAttempt>,
	{ retry: boolean; outcomeUnknown: boolean; waitMs?: number },
];

const rows: Row[] = [
	// Reads: retried on every transient failure.
	[
		'GET 429 with no body at all: retried',
		{ method: 'GET', answer: answer(429) },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'POST 429 with no body and Retry-After: retried',
		{ method: 'POST', answer: answer(429), retryAfter: '1' },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'GET 429 without Retry-After: retried after the backoff',
		{ method: 'GET', answer: answer(429, RATE) },
		{ retry: true, outcomeUnknown: false, waitMs: 300 },
	],
	[
		'GET 429 with Retry-After 2: retried after 2 s',
		{ method: 'GET', answer: answer(429, RATE), retryAfter: '2' },
		{ retry: true, outcomeUnknown: false, waitMs: 2000 },
	],
	[
		'GET 429 with Retry-After 120 s: the wait is returned as is (the loop weighs it against Max Wait)',
		{ method: 'GET', answer: answer(429, RATE), retryAfter: '120' },
		{ retry: true, outcomeUnknown: false, waitMs: 120_000 },
	],
	[
		'GET 500: retried',
		{ method: 'GET', answer: answer(500, { statusCode: 500 }) },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'GET 503 on attempt 2: backoff doubles twice',
		{ method: 'GET', attempt: 2, answer: answer(503, {}) },
		{ retry: true, outcomeUnknown: false, waitMs: 1200 },
	],
	[
		'GET non-JSON gateway page (502 text): retried',
		{ method: 'GET', answer: answer(502, undefined, 'Bad Gateway') },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'GET non-JSON under a 403: retried as a gateway fault',
		{ method: 'GET', answer: answer(403, undefined, '<html>') },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'GET non-JSON 404 (a path not served): not retried, the next path form is tried instead',
		{ method: 'GET', answer: answer(404, undefined, '<html>') },
		{ retry: false, outcomeUnknown: false },
	],
	[
		'POST non-JSON 404 (a path not served): nothing was done',
		{ method: 'POST', answer: answer(404, undefined, 'Cannot POST') },
		{ retry: false, outcomeUnknown: false },
	],
	[
		'GET reset (ECONNRESET): retried',
		{ method: 'GET', networkCode: 'ECONNRESET' },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'GET timeout (ETIMEDOUT): retried',
		{ method: 'GET', networkCode: 'ETIMEDOUT' },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'GET 400: not retried',
		{ method: 'GET', answer: answer(400, { statusCode: 400 }) },
		{ retry: false, outcomeUnknown: false },
	],
	[
		'GET 404: not retried',
		{ method: 'GET', answer: answer(404, { statusCode: 404 }) },
		{ retry: false, outcomeUnknown: false },
	],
	[
		'GET 401: not retried',
		{ method: 'GET', answer: answer(401, { statusCode: 401 }) },
		{ retry: false, outcomeUnknown: false },
	],
	[
		'GET rate-limit 429 after the last counted retry: still retried (rate-limit refusals are bounded by Max Wait, not counted)',
		{ method: 'GET', attempt: 3, answer: answer(429, RATE), retryAfter: '1' },
		{ retry: true, outcomeUnknown: false, waitMs: 1000 },
	],
	[
		'GET 500 after the last retry: not retried',
		{ method: 'GET', attempt: 3, answer: answer(500, { statusCode: 500 }) },
		{ retry: false, outcomeUnknown: false },
	],
	[
		'GET 429 without Retry-After after 3 refusals: backs off on the refusals (2.4 s)',
		{ method: 'GET', refusals: 3, answer: answer(429, RATE) },
		{ retry: true, outcomeUnknown: false, waitMs: 2400 },
	],
	[
		'GET 429 without Retry-After after many refusals: the backoff stops growing at one minute',
		{ method: 'GET', refusals: 20, answer: answer(429, RATE) },
		{ retry: true, outcomeUnknown: false, waitMs: 60_000 },
	],
	// Writes: only when Mayar certainly did nothing.
	[
		'POST 429 with Retry-After: retried (refused before anything happened)',
		{ method: 'POST', answer: answer(429, RATE), retryAfter: '1' },
		{ retry: true, outcomeUnknown: false, waitMs: 1000 },
	],
	[
		'POST 429 without Retry-After: not retried',
		{ method: 'POST', answer: answer(429, RATE) },
		{ retry: false, outcomeUnknown: false },
	],
	[
		'POST duplicate-request 429 (messages), even with Retry-After: never retried',
		{ method: 'POST', answer: answer(429, DUPLICATE), retryAfter: '1' },
		{ retry: false, outcomeUnknown: false },
	],
	[
		'POST duplicate-request 429 (singular message): never retried',
		{ method: 'POST', answer: answer(429, DUPLICATE_SINGULAR), retryAfter: '1' },
		{ retry: false, outcomeUnknown: false },
	],
	[
		'GET duplicate-request 429: not retried either',
		{ method: 'GET', answer: answer(429, DUPLICATE) },
		{ retry: false, outcomeUnknown: false },
	],
	[
		'POST 500: not retried, outcome unknown',
		{ method: 'POST', answer: answer(500, {}) },
		{ retry: false, outcomeUnknown: true },
	],
	[
		'POST 503: not retried, outcome unknown',
		{ method: 'POST', answer: answer(503, {}) },
		{ retry: false, outcomeUnknown: true },
	],
	[
		'POST non-JSON answer: not retried, outcome unknown',
		{ method: 'POST', answer: answer(502, undefined, 'Bad Gateway') },
		{ retry: false, outcomeUnknown: true },
	],
	[
		'POST reset after sending (ECONNRESET): not retried, outcome unknown',
		{ method: 'POST', networkCode: 'ECONNRESET' },
		{ retry: false, outcomeUnknown: true },
	],
	[
		'POST timeout (ETIMEDOUT): not retried, outcome unknown',
		{ method: 'POST', networkCode: 'ETIMEDOUT' },
		{ retry: false, outcomeUnknown: true },
	],
	[
		'POST timeout (ECONNABORTED): not retried, outcome unknown',
		{ method: 'POST', networkCode: 'ECONNABORTED' },
		{ retry: false, outcomeUnknown: true },
	],
	[
		'POST connection refused: retried (never sent)',
		{ method: 'POST', networkCode: 'ECONNREFUSED' },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'POST host not found: retried (never sent)',
		{ method: 'POST', networkCode: 'ENOTFOUND' },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'POST DNS failure (EAI_AGAIN): retried (never sent)',
		{ method: 'POST', networkCode: 'EAI_AGAIN' },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'POST host unreachable: retried (never sent)',
		{ method: 'POST', networkCode: 'EHOSTUNREACH' },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'POST network unreachable: retried (never sent)',
		{ method: 'POST', networkCode: 'ENETUNREACH' },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'POST unknown network failure: not retried, outcome unknown',
		{ method: 'POST', networkCode: 'ENETWORK' },
		{ retry: false, outcomeUnknown: true },
	],
	[
		'POST connection refused after the last retry: not retried',
		{ method: 'POST', attempt: 3, networkCode: 'ECONNREFUSED' },
		{ retry: false, outcomeUnknown: false },
	],
	[
		'POST 400: not retried, outcome known (refused)',
		{ method: 'POST', answer: answer(400, { statusCode: 400 }) },
		{ retry: false, outcomeUnknown: false },
	],
	[
		'POST 409: not retried',
		{ method: 'POST', answer: answer(409, { statusCode: 409 }) },
		{ retry: false, outcomeUnknown: false },
	],
	// A POST that only reads (License > Verify, Coupon > Validate, ...): a read, whatever its method.
	[
		'POST read 503: retried, outcome known',
		{ method: 'POST', read: true, answer: answer(503, {}) },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'POST read timeout (ETIMEDOUT): retried, outcome known',
		{ method: 'POST', read: true, networkCode: 'ETIMEDOUT' },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'POST read reset (ECONNRESET): retried, outcome known',
		{ method: 'POST', read: true, networkCode: 'ECONNRESET' },
		{ retry: true, outcomeUnknown: false },
	],
	[
		'POST read 429 without Retry-After: retried after the backoff',
		{ method: 'POST', read: true, answer: answer(429, RATE) },
		{ retry: true, outcomeUnknown: false, waitMs: 300 },
	],
	[
		'POST read 400: not retried',
		{ method: 'POST', read: true, answer: answer(400, { statusCode: 400 }) },
		{ retry: false, outcomeUnknown: false },
	],
];

describe('decideRetry', () => {
	test.each(rows)('%s', (_label, failed, expected) => {
		const decision = decideRetry({ method: 'GET', attempt: 0, ...failed } as FailedAttempt, policy);
		expect({ retry: decision.retry, outcomeUnknown: decision.outcomeUnknown }).toEqual({
			retry: expected.retry,
			outcomeUnknown: expected.outcomeUnknown,
		});
		if (expected.waitMs !== undefined) expect(decision.waitMs).toBe(expected.waitMs);
	});

	test('Retry-After as an HTTP date waits until then', () => {
		const inFive = new Date(Date.now() + 5_000).toUTCString();
		const { retry, waitMs } = decideRetry(
			{ method: 'GET', attempt: 0, answer: answer(429, RATE), retryAfter: inFive },
			policy,
		);
		expect(retry).toBe(true);
		expect(waitMs).toBeGreaterThan(3_000);
		expect(waitMs).toBeLessThanOrEqual(5_000);
	});

	test('a Retry-After that is neither seconds nor a date counts as absent', () => {
		expect(
			decideRetry(
				{ method: 'POST', attempt: 0, answer: answer(429, RATE), retryAfter: 'soon' },
				policy,
			).retry,
		).toBe(false);
		expect(
			decideRetry(
				{ method: 'GET', attempt: 0, refusals: 1, answer: answer(429, RATE), retryAfter: 'soon' },
				policy,
			).waitMs,
		).toBe(600);
	});

	test("a rate-limit 429 says so, with Mayar's Retry-After as the pause; other failures do not", () => {
		expect(
			decideRetry(
				{ method: 'POST', attempt: 0, answer: answer(429, RATE), retryAfter: '65' },
				policy,
			),
		).toEqual({ retry: true, waitMs: 65_000, outcomeUnknown: false, rateLimited: true });
		expect(
			decideRetry({ method: 'POST', attempt: 0, answer: answer(429, DUPLICATE) }, policy)
				.rateLimited,
		).toBe(false);
		expect(
			decideRetry({ method: 'GET', attempt: 0, answer: answer(503, {}) }, policy).rateLimited,
		).toBe(false);
	});
});

describe('networkCodeOf', () => {
	test.each([
		['a code on the error', { code: 'ECONNRESET' }, 'ECONNRESET'],
		[
			'a code on the innermost cause (n8n wraps axios twice)',
			{ message: 'x', cause: { cause: { code: 'ECONNREFUSED' } } },
			'ECONNREFUSED',
		],
		['socket hang up', { message: 'socket hang up' }, 'ECONNRESET'],
		['a timeout message', { message: 'timeout of 30000ms exceeded' }, 'ETIMEDOUT'],
		['nothing recognisable', { message: 'boom' }, 'ENETWORK'],
		['a code that is not an E-code', { code: 'ERR_BAD_REQUEST_x', message: 'x' }, 'ENETWORK'],
		['a code with an E-code inside it', { code: 'XECONNRESET' }, 'ENETWORK'],
		['a code that is not text', { code: ['ECONNRESET'] }, 'ENETWORK'],
		['a message that is not text', { message: ['timeout'] }, 'ENETWORK'],
		[
			'a function is not an error object',
			Object.assign(() => undefined, { code: 'ECONNRESET' }),
			'ENETWORK',
		],
	])('%s', (_label, error, code) => {
		expect(networkCodeOf(error)).toBe(code);
	});

	test('a cause cycle does not hang', () => {
		const a: IDataObject = { message: 'a' };
		a.cause = a;
		expect(networkCodeOf(a)).toBe('ENETWORK');
	});
});

describe('readResponse', () => {
	test('a 2xx envelope is a success that returns the body itself', () => {
		const body = { statusCode: 200, messages: 'success', data: { id: 'x' } };
		expect(readResponse(200, body)).toEqual({ ok: true, status: 200, body });
	});

	test('a failure keeps the body and the cut text', () => {
		expect(readResponse(400, { statusCode: 400, messages: 'Validation Error' })).toEqual({
			ok: false,
			status: 400,
			body: { statusCode: 400, messages: 'Validation Error' },
			text: undefined,
		});
		expect(readResponse(502, 'x'.repeat(500)).text).toHaveLength(200);
	});

	test('message "failed" with spaces or in capitals is a failure too', () => {
		expect(readResponse(200, { statusCode: 200, message: ' Failed ' }).ok).toBe(false);
		expect(readResponse(200, { statusCode: 200, messages: 'failed to send? no: success' }).ok).toBe(
			true,
		);
	});

	test('an HTTP error status wins over a body that says 200', () => {
		expect(readResponse(404, { statusCode: 200, messages: 'success' })).toMatchObject({
			ok: false,
			status: 404,
		});
	});
});

describe('readResponse and isRouteNotFound, as tables', () => {
	test.each([
		[200, { statusCode: 200, messages: 'success', data: {} }, true, 200],
		[200, { statusCode: 400, messages: 'Validation Error' }, false, 400],
		[200, { statusCode: ' 409 ', messages: 'already exist' }, false, 409],
		[200, { statusCode: 'OK', messages: 'success' }, true, 200],
		[200, { statusCode: 200, messages: 'FAILED' }, false, 400],
		[500, { statusCode: 200, messages: 'success' }, false, 500],
		[200, 'Bad Gateway', false, 502],
		[200, '{"statusCode":200,"messages":"success"}', true, 200],
		[200, [1, 2], false, 502],
		[200, { statusCode: 200.5, messages: 'success' }, true, 200],
		[200, { statusCode: 201, messages: 'created' }, true, 201],
		[200, { statusCode: 299, messages: 'ok' }, true, 299],
		[200, { statusCode: 300, messages: 'moved' }, false, 300],
		[200, { statusCode: 199, messages: 'early' }, false, 199],
		[200, { statusCode: '4000', messages: 'x' }, true, 200],
		[200, { statusCode: '40a', messages: 'x' }, true, 200],
		[299, { statusCode: 200, messages: 'success' }, true, 200],
		[300, { statusCode: 200, messages: 'success' }, false, 300],
		[200, { statusCode: 200, messages: 5 }, true, 200],
		[400, { statusCode: 200, message: 'failed' }, false, 400],
		[200, null, false, 502],
		[200, 'null', false, 502],
		[204, undefined, false, 502],
		[200, { statusCode: 200, messages: 'success', data: [] }, true, 200],
	])('HTTP %s with %j: ok %s, status %s', (httpStatus, body, ok, status) => {
		const answer = readResponse(httpStatus, body);
		expect(answer.ok).toBe(ok);
		expect(answer.status).toBe(status);
	});

	test.each([
		[{ statusCode: 404, messages: 'Not Found' }, undefined, true],
		[{ statusCode: 404, message: 'Cannot POST /hl/v2/software/verify' }, undefined, true],
		[undefined, '<html>404</html>', true],
		[{ statusCode: 404, messages: 'Invoice not found' }, undefined, false],
		[{ statusCode: 404, messages: 'Customer not found' }, undefined, false],
		[{ statusCode: 404, messages: 'Not Found', data: { id: 'x' } }, undefined, false],
		[{ statusCode: 404, messages: '  not found  ', data: null }, undefined, true],
		[{ statusCode: 404 }, undefined, true],
		[{ statusCode: 404, messages: 'Not Found here' }, undefined, false],
		[{ statusCode: 404, messages: 'xNot Found' }, undefined, false],
		[{ statusCode: 404, messages: 'Cannot GET  /x' }, undefined, false],
		[{ statusCode: 404, messages: 404 }, undefined, false],
	])('404 with %j / %s: route-level %s', (body, text, expected) => {
		expect(isRouteNotFound({ status: 404, body: body as IDataObject | undefined, text })).toBe(
			expected,
		);
		expect(isRouteNotFound({ status: 400, body: body as IDataObject | undefined, text })).toBe(
			false,
		);
	});
});

describe('parseRetryAfter', () => {
	test.each([
		['seconds as text', '2', 2000],
		['seconds as a number', 3, 3000],
		['zero', '0', 0],
		['negative seconds: no negative wait', '-5', 0],
		['a word', 'soon', undefined],
		['an object', { s: 1 }, undefined],
		['absent', undefined, undefined],
		['a date in the past waits 0', 'Wed, 21 Oct 2015 07:28:00 GMT', 0],
	])('%s', (_label, value, expected) => {
		expect(parseRetryAfter(value)).toBe(expected);
	});
});

describe('asObject', () => {
	test.each([
		[{ a: 1 }, true],
		[null, false],
		[[1], false],
		['text', false],
		[undefined, false],
	])('%j is an object: %s', (value, isObject) => {
		expect(asObject(value) !== undefined).toBe(isObject);
	});
});
