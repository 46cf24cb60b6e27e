/**
 * Transport behaviour against scripted HTTP servers on 127.0.0.1: answers the sandbox is too well-behaved to
 * give (repeated cursors, endless lists, gateway pages). Runs through n8n-core like every integration test.
 */

import { sleep } from 'n8n-workflow';

import { runMayar } from '../harness';
import { http, type IncomingMessage, portOf } from '../harness/node';

type Handler = (
	req: IncomingMessage,
	body: string,
	n: number,
) => { status?: number; headers?: Record<string, string>; body?: unknown; reset?: boolean };

const KEY = 'sk_transport_dummy_123456';

async function serve(handler: Handler) {
	const seen: Array<{ method: string; url: string; auth?: string }> = [];
	const server = http.createServer((req, res) => {
		let body = '';
		req.on('data', (c) => (body += c));
		req.on('end', () => {
			seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization });
			const out = handler(req, body, seen.length);
			if (out.reset) return req.socket.destroy();
			res.writeHead(out.status ?? 200, { 'content-type': 'application/json', ...out.headers });
			res.end(typeof out.body === 'string' ? out.body : JSON.stringify(out.body));
		});
	});
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
	const baseUrl = `http://127.0.0.1:${portOf(server)}`;
	return {
		seen,
		credentials: {
			apiKey: KEY,
			environment: 'custom',
			baseUrl,
			customizeRateLimit: true,
			rateLimit: 0,
		},
		close: () =>
			new Promise<void>((r) => {
				server.closeAllConnections();
				server.close(() => r());
			}),
	};
}

const fast = {};
const invoiceCreate = {
	resource: 'invoice',
	operation: 'create',
	name: 'Budi',
	email: 'budi@example.com',
	mobile: '081234567890',
	description: 'Order 1',
	itemsInput: 'json',
	itemsJson: '[{"description":"Kopi","quantity":2,"rate":25000}]',
	requestOptions: fast,
	// Required on invoice create (spec): sent always.
	expiredAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
	redirectUrl: 'https://shop.example.com/thanks',
};
const listAll = {
	resource: 'invoice',
	operation: 'getMany',
	returnAll: true,
	requestOptions: fast,
};

test('a cursor that comes back twice stops the loop with an error instead of hanging', async () => {
	const s = await serve(() => ({
		body: {
			statusCode: 200,
			messages: 'success',
			data: [{ id: 'x' }],
			hasMore: true,
			nextStartingAfter: '1700000000000',
		},
	}));
	const r = await runMayar({ credentials: s.credentials, parameters: listAll });
	await s.close();
	expect(r.error?.message).toMatch(/pointed to the same next page twice/);
	expect(s.seen).toHaveLength(2);
});

test('a list that never ends stops at the page cap', async () => {
	const s = await serve((_req, _b, n) => ({
		body: {
			statusCode: 200,
			messages: 'success',
			data: [{ id: `r${n}` }],
			hasMore: true,
			nextStartingAfter: String(n),
		},
	}));
	const r = await runMayar({ credentials: s.credentials, parameters: listAll });
	await s.close();
	expect(r.error?.message).toMatch(/Stopped after \d+ pages/);
	expect(s.seen.length).toBeLessThanOrEqual(4000);
}, 120_000);

test('an HTTP 200 whose body says 400 is an error, with the validator details', async () => {
	const s = await serve(() => ({
		body: {
			statusCode: 400,
			messages: 'failed',
			data: [{ type: 'required', message: "The 'name' field is required.", field: 'name' }],
		},
	}));
	const r = await runMayar({ credentials: s.credentials, parameters: invoiceCreate });
	await s.close();
	expect(r.error?.httpCode).toBe('400');
	expect(r.error?.message).toBe("Mayar: The 'name' field is required.");
	expect(String(r.error?.description)).toMatch(/Details: The 'name' field is required\./);
});

test('reads are retried on 503, a gateway page and a reset; then succeed', async () => {
	const s = await serve((_req, _b, n) =>
		n === 1
			? { status: 503, body: { statusCode: 503, messages: 'Service Unavailable' } }
			: n === 2
				? { status: 502, headers: { 'content-type': 'text/plain' }, body: 'Bad Gateway' }
				: n === 3
					? { reset: true }
					: {
							body: {
								statusCode: 200,
								messages: 'success',
								data: { balanceActive: 5, balancePending: 0, balance: 5 },
							},
						},
	);
	const r = await runMayar({
		credentials: s.credentials,
		parameters: { resource: 'balance', operation: 'get', requestOptions: fast },
	});
	await s.close();
	expect(r.error).toBeUndefined();
	expect(r.items[0].json).toEqual({ balanceActive: 5, balancePending: 0, balance: 5 });
	expect(s.seen).toHaveLength(4);
});

test('a create is not sent again after a 503 or a reset: the item says the outcome is unknown', async () => {
	const s = await serve((_req, _b, n) =>
		n === 1
			? { status: 503, body: { statusCode: 503, messages: 'Service Unavailable' } }
			: { reset: true },
	);
	const r = await runMayar({
		credentials: s.credentials,
		parameters: invoiceCreate,
		items: [{}, {}],
		onError: 'continueRegularOutput',
	});
	await s.close();
	expect(s.seen.filter((e) => e.method === 'POST')).toHaveLength(2);
	expect(r.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	expect(r.items.map((i) => i.json.outcomeUnknown)).toEqual([true, true]);
	expect(String(r.items[1].json.error)).toMatch(/connection reset/);
});

test('a create refused by the rate limit (429 with Retry-After) is retried; a duplicate-request 429 is not', async () => {
	const s = await serve((_req, _b, n) =>
		n === 1
			? {
					status: 429,
					headers: { 'retry-after': '1' },
					body: { statusCode: 429, messages: 'Too Many Requests' },
				}
			: n === 2
				? {
						body: {
							statusCode: 200,
							messages: 'success',
							data: { id: 'inv-1', transactionId: 't', link: 'https://x/invoices/a' },
						},
					}
				: {
						status: 429,
						body: {
							statusCode: 429,
							messages: 'Duplicate request detected. Please wait 1 minute before trying again.',
						},
					},
	);
	const r = await runMayar({
		credentials: s.credentials,
		parameters: invoiceCreate,
		items: [{}, {}],
		onError: 'continueRegularOutput',
	});
	await s.close();
	expect(s.seen).toHaveLength(3);
	expect(r.items[0].json.id).toBe('inv-1');
	expect(String(r.items[1].json.error)).toMatch(/Duplicate request detected/);
	expect(String(r.items[1].json.description)).toMatch(/duplicate.*not sent again/i);
});

test('the API key appears in no output item and no error', async () => {
	const s = await serve((_req, _b, n) =>
		n % 2 ? { status: 401, body: { statusCode: 401, messages: 'Unauthorized' } } : { reset: true },
	);
	const r1 = await runMayar({
		credentials: s.credentials,
		parameters: invoiceCreate,
		items: [{}, {}],
		onError: 'continueRegularOutput',
	});
	const r2 = await runMayar({
		credentials: s.credentials,
		parameters: { resource: 'balance', operation: 'get', requestOptions: fast },
	});
	await s.close();
	expect(s.seen[0].auth).toBe(`Bearer ${KEY}`);
	expect(JSON.stringify(r1.items)).not.toContain(KEY);
	expect(JSON.stringify(r2.run.data)).not.toContain(KEY);
	expect(String(r1.items[0].json.description)).toMatch(/Read Only key/);
});

test('the credential rate limit is a window of one minute: at 3 per minute, 3 requests leave at once and the 4th one minute after the first answer', async () => {
	jest.useFakeTimers({
		doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
		advanceTimers: true,
	});
	const sent: number[] = [];
	const s = await serve(() => {
		sent.push(Date.now());
		return { body: { statusCode: 200, messages: 'success', data: { balance: 1 } } };
	});
	const started = Date.now();
	const run = runMayar({
		credentials: { ...s.credentials, rateLimit: 3 },
		parameters: { resource: 'balance', operation: 'get' },
		items: [{}, {}, {}, {}],
	});
	await sleep(2000);
	expect(s.seen).toHaveLength(3); // no wait while fewer than 3 went out in the last minute
	jest.advanceTimersByTime(30_000);
	await sleep(200);
	expect(s.seen).toHaveLength(3); // the 4th waits for the window, not for an even slot (20 s)
	jest.advanceTimersByTime(31_000);
	const r = await run;
	const elapsed = Date.now() - started;
	jest.useRealTimers();
	await s.close();
	expect(r.items).toHaveLength(4);
	expect(s.seen).toHaveLength(4);
	expect(sent[2] - sent[0]).toBeLessThan(2000);
	expect(sent[3] - sent[0]).toBeGreaterThanOrEqual(60_000);
	expect(elapsed).toBeGreaterThanOrEqual(60_000);
});
