/**
 * The shared helpers, as pure logic (no sandbox, no n8n run): what counts as blank, what counts as a plain
 * object, and how tryRequest tells a refusal by Mayar (a NodeApiError carrying Mayar's answer, to be inspected)
 * from anything else (thrown at once, untouched).
 */
import type { IDataObject, INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { refusalOf, tryRequest } from '../../nodes/Mayar/helpers/hints';
import { isExpired, UNKNOWN_LICENSE } from '../../nodes/Mayar/helpers/license';
import { asObject, isBlank, isPlainObject } from '../../nodes/Mayar/helpers/values';
import { toNodeApiError } from '../../nodes/Mayar/transport/errors';

const node: INode = {
	id: '1',
	name: 'Mayar',
	type: 'n8n-nodes-mayar.mayar',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

/** A transport error as mayarApiRequest throws it for an HTTP answer. */
const refusal = (status: number, body?: IDataObject) =>
	toNodeApiError(node, { status, method: 'POST', path: '/hl/v2/x', body, attempts: 1 });

describe('isBlank: undefined, null, or a string empty once trimmed', () => {
	test.each([[undefined], [null], [''], ['   '], ['\t\n ']])('%p is blank', (value) => {
		expect(isBlank(value)).toBe(true);
	});

	test.each([['a'], [' a '], [0], [false], [[]], [{}], [NaN]])('%p is not blank', (value) => {
		expect(isBlank(value)).toBe(false);
	});
});

describe('isPlainObject / asObject: a JSON object, not null, not an array', () => {
	test.each([[{}], [{ a: 1 }], [Object.create(null)]])('%p is a plain object', (value) => {
		expect(isPlainObject(value)).toBe(true);
		expect(asObject(value)).toBe(value);
	});

	test.each([[null], [undefined], [[]], [[{ a: 1 }]], ['{}'], [1], [true]])(
		'%p is not',
		(value) => {
			expect(isPlainObject(value)).toBe(false);
			expect(asObject(value)).toBeUndefined();
		},
	);
});

describe('refusalOf: only a NodeApiError with Mayar’s answer on it', () => {
	test('a transport error gives the same error and the parsed failure (status, messages first, body)', () => {
		const error = refusal(400, {
			statusCode: 400,
			messages: 'There is no license with code X',
			message: 'ignored',
		});
		const r = refusalOf(error);
		expect(r?.error).toBe(error);
		expect(r?.failure).toEqual({
			status: 400,
			message: 'There is no license with code X',
			body: { statusCode: 400, messages: 'There is no license with code X', message: 'ignored' },
		});
	});

	test('a message that is not text reads as empty', () => {
		expect(refusalOf(refusal(404, { messages: ['Not Found'] }))?.failure.message).toBe('');
	});

	test('a NodeOperationError, a plain Error, or a NodeApiError without an answer is not a refusal', () => {
		expect(refusalOf(new NodeOperationError(node, 'Name is required'))).toBeUndefined();
		expect(refusalOf(new Error('boom'))).toBeUndefined();
		expect(
			refusalOf(new NodeApiError(node, { message: 'x' }, { httpCode: '400' })),
		).toBeUndefined();
		expect(refusalOf(undefined)).toBeUndefined();
		// A look-alike with Mayar's answer on it, but not the transport's error: not a refusal either.
		expect(
			refusalOf({
				httpCode: '400',
				context: { data: { statusCode: 400, body: { messages: 'x' } } },
			}),
		).toBeUndefined();
	});
});

describe('tryRequest: the envelope, a refusal to inspect, or the error thrown untouched', () => {
	test('an answer comes back as ok with the envelope itself', async () => {
		const envelope = { statusCode: 200, data: { id: 'a' } };
		await expect(tryRequest(Promise.resolve(envelope))).resolves.toEqual({ ok: true, envelope });
	});

	test('a refusal comes back (not thrown) with the same NodeApiError and its failure', async () => {
		const error = refusal(404, {
			statusCode: 404,
			messages: 'Gagal! Kode diskon ini tidak ditemukan.',
		});
		const attempt = await tryRequest(Promise.reject(error));
		expect(attempt.ok).toBe(false);
		if (attempt.ok) return;
		expect(attempt.error).toBe(error);
		expect(attempt.failure.status).toBe(404);
		expect(attempt.failure.message).toBe('Gagal! Kode diskon ini tidak ditemukan.');
	});

	test('anything else is thrown as it was', async () => {
		const error = new NodeOperationError(node, 'No path form left to try');
		await expect(tryRequest(Promise.reject(error))).rejects.toBe(error);
	});
});

describe('license core: the unknown-code message and expiry', () => {
	test.each([
		"There's no license with code ABC and product id X registered in user Y",
		'License not found',
		'Lisensi tidak ditemukan',
	])('%j means an unknown code', (message) => {
		expect(UNKNOWN_LICENSE.test(message)).toBe(true);
	});

	test.each(['Not Found', 'Invalid product id', 'Bad Request'])('%j does not', (message) => {
		expect(UNKNOWN_LICENSE.test(message)).toBe(false);
	});

	test('an expiry in the past has passed; a future one, no expiry or an unreadable one has not', () => {
		expect(isExpired('2000-01-01T00:00:00Z')).toBe(true);
		expect(isExpired(Date.now() - 1000)).toBe(true);
		expect(isExpired('2999-01-01T00:00:00Z')).toBe(false);
		expect(isExpired(null)).toBe(false);
		expect(isExpired('soon')).toBe(false);
		// Epoch milliseconds sent as text, as Mayar sends some timestamps (helpers/values.ts epochMs).
		expect(isExpired(String(Date.now() - 1000))).toBe(true);
		expect(isExpired(String(Date.now() + 86_400_000))).toBe(false);
	});
});
