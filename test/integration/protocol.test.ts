/**
 * A server that breaks Mayar's rules must never pass for a short success: each break below ends in an error that
 * says how many records were read and why it stopped. The local sandbox follows the contract, so these answers come
 * from a small loopback server of this file, over real HTTP, through n8n-core.
 */

import type { IDataObject } from 'n8n-workflow';

import { runMayar } from '../harness';
import { http, portOf, type Server } from '../harness/node';

type Answer = { status?: number; body: unknown };
let handler: (url: URL, n: number) => Answer;
let requests: URL[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
	server = http.createServer((req, res) => {
		const url = new URL(req.url ?? '/', 'http://local');
		requests.push(url);
		const { status = 200, body } = handler(url, requests.length);
		const text = typeof body === 'string' ? body : JSON.stringify(body);
		res.writeHead(status, {
			'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
		});
		res.end(text);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	baseUrl = `http://127.0.0.1:${portOf(server)}`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
	requests = [];
});

const rows = (from: number, count: number) =>
	Array.from({ length: count }, (_, k) => ({
		id: `row-${from + k}`,
		createdAt: 1_767_225_600_000 - from - k,
	}));

async function run(parameters: IDataObject) {
	return await runMayar({
		credentials: {
			apiKey: 'dummy-key-0123456789',
			environment: 'custom',
			baseUrl,
			customizeRateLimit: true,
			rateLimit: 0,
		},
		parameters,
	});
}

const unpaidReturnAll = {
	resource: 'transaction',
	operation: 'getManyUnpaid',
	returnAll: true,
	simplify: false,
};

describe('cursor lists', () => {
	test('hasMore true with no nextStartingAfter is an error that says 50 records were read, not a list of 50', async () => {
		for (const next of [null, '', undefined]) {
			handler = () => ({
				body: {
					statusCode: 200,
					messages: 'success',
					hasMore: true,
					nextStartingAfter: next,
					data: rows(0, 50),
				},
			});
			const r = await run(unpaidReturnAll);
			expect(r.items).toHaveLength(0);
			expect(r.error?.message).toMatch(
				/a page said there were more but not where the next page starts/,
			);
			expect(String(r.error?.description)).toMatch(
				/^50 records were read before it stopped, so the list is incomplete/,
			);
		}
	});

	test('an empty page that says hasMore is an error after the records already read', async () => {
		handler = (_url, n) => ({
			body: {
				statusCode: 200,
				messages: 'success',
				hasMore: true,
				nextStartingAfter: String(1000 - n),
				data: n === 1 ? rows(0, 50) : [],
			},
		});
		const r = await run(unpaidReturnAll);
		expect(r.error?.message).toMatch(/an empty page said there were more/);
		expect(String(r.error?.description)).toMatch(/^50 records were read/);
		expect(requests).toHaveLength(2);
	});

	test('a well-behaved list still ends quietly: hasMore false with a null cursor after 120 records', async () => {
		handler = (url) => {
			const after = url.searchParams.get('startingAfter');
			const start = after === null ? 0 : Number(after);
			const page = rows(start, Math.min(50, 120 - start));
			const hasMore = start + page.length < 120;
			return {
				body: {
					statusCode: 200,
					messages: 'success',
					hasMore,
					nextStartingAfter: hasMore ? String(start + page.length) : null,
					data: page,
				},
			};
		};
		const r = await run(unpaidReturnAll);
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(120);
		expect(requests.map((u) => u.searchParams.get('startingAfter'))).toEqual([null, '50', '100']);
	});

	test('the payment-link sort sends the cursor under both names, so a server that reads either pages on', async () => {
		handler = (url) => {
			const after = url.searchParams.get('startingAfter');
			expect(url.searchParams.get('starting_after')).toBe(after);
			const start = after === null ? 0 : Number(after);
			const page = rows(start, Math.min(50, 70 - start));
			const hasMore = start + page.length < 70;
			return {
				body: {
					statusCode: 200,
					messages: 'success',
					hasMore,
					nextStartingAfter: hasMore ? String(start + page.length) : null,
					data: page,
				},
			};
		};
		const r = await run({
			resource: 'paymentLink',
			operation: 'getManySorted',
			productType: 'generic_link',
			returnAll: true,
		});
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(70);
		expect(requests).toHaveLength(2);
	});
});

describe('page-numbered lists (credit history)', () => {
	const history = {
		resource: 'credit',
		operation: 'getHistory',
		customerId: { mode: 'id', value: '3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b' },
		productId: { mode: 'id', value: '4f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b' },
		returnAll: true,
	};

	test('a server that ignores page (page 1 again and again) is an error after the first page, not 4,000 pages', async () => {
		handler = () => ({
			body: {
				statusCode: 200,
				messages: 'success',
				total: 500,
				page: 1,
				limit: 50,
				totalPages: 10,
				data: rows(0, 50),
			},
		});
		const r = await run(history);
		expect(r.error?.message).toMatch(/page 2 held the same records as page 1/);
		expect(String(r.error?.description)).toMatch(/^50 records were read/);
		expect(requests).toHaveLength(2);
	});

	test('a server that pages properly is read to its last page', async () => {
		handler = (url) => {
			const page = Number(url.searchParams.get('page'));
			return {
				body: {
					statusCode: 200,
					messages: 'success',
					total: 120,
					page,
					limit: 50,
					totalPages: 3,
					data: rows((page - 1) * 50, page === 3 ? 20 : 50),
				},
			};
		};
		const r = await run(history);
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(120);
	});
});

describe('the body decides', () => {
	const balance = { resource: 'balance', operation: 'get' };

	test.each([
		[
			'messages "failed" under HTTP 200 and statusCode 200',
			{ statusCode: 200, messages: 'failed' },
			'400',
		],
		[
			'singular message "failed" under HTTP 200 and statusCode 200',
			{ statusCode: 200, message: 'failed' },
			'400',
		],
		[
			'a string statusCode "400" under HTTP 200',
			{ statusCode: '400', messages: 'Bad request' },
			'400',
		],
		[
			'a string statusCode "404" under HTTP 200',
			{ statusCode: '404', messages: 'Not found here' },
			'404',
		],
	])('%s is an error', async (_label, body, httpCode) => {
		handler = () => ({ body });
		const r = await run(balance);
		expect(r.items).toHaveLength(0);
		expect(r.error?.name).toBe('NodeApiError');
		expect(r.error?.httpCode).toBe(httpCode);
	});

	test('a string statusCode "200" with data is a success', async () => {
		handler = () => ({ body: { statusCode: '200', messages: 'success', data: { balance: 5 } } });
		const r = await run(balance);
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toMatchObject({ balance: 5 });
	});
});
