import type { IExecuteFunctions } from 'n8n-workflow';

import { mayarApiRequestAllItems } from '../../nodes/Mayar/transport';
import { runMayar } from '../harness';
import { http, portOf } from '../harness/node';
import { UNKNOWN } from './credit.kit';

// ---- the transport's page-number mode, against scripted servers -------------------------------------------------

type Page = { status?: number; body: unknown };

async function serve(answer: (page: number, limit: number, n: number) => Page) {
	const seen: Array<{ path: string; query: Record<string, string> }> = [];
	const server = http.createServer((req, res) => {
		const url = new URL(req.url ?? '/', 'http://x');
		const query = Object.fromEntries(url.searchParams.entries());
		seen.push({ path: url.pathname, query });
		const out = answer(Number(query.page), Number(query.limit), seen.length);
		res.writeHead(out.status ?? 200, { 'content-type': 'application/json' });
		res.end(JSON.stringify(out.body));
	});
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
	const baseUrl = `http://127.0.0.1:${portOf(server)}`;
	return {
		seen,
		baseUrl,
		credentials: {
			apiKey: 'sk_credit_dummy_123456',
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

const rowsFor = (page: number, count: number) =>
	Array.from({ length: count }, (_, k) => ({ id: `p${page}r${k}` }));
const history = (customerId = UNKNOWN, productId = UNKNOWN) => ({
	resource: 'credit',
	operation: 'getHistory',
	customerId,
	productId,
	returnAll: true,
});

describe('transport page mode (paging: page)', () => {
	test('stops when the reported totalPages is reached, even on a full page', async () => {
		const s = await serve((page, limit) => ({
			body: {
				statusCode: 200,
				messages: 'success',
				total: 100,
				page,
				limit,
				totalPages: 2,
				data: rowsFor(page, 50),
			},
		}));
		const r = await runMayar({ credentials: s.credentials, parameters: history() });
		await s.close();
		expect(r.error).toBeUndefined();
		expect(s.seen.map((x) => x.query.page)).toEqual(['1', '2']);
		expect(s.seen[0]).toEqual({
			path: `/credit/v2/credit/customer/paginate-credit-history/${UNKNOWN}`,
			query: { productId: UNKNOWN, page: '1', limit: '50' },
		});
		expect(r.items).toHaveLength(100);
	});

	test('reads the V1 shape nested in data ({total, page, limit, totalPages, data[]}) too', async () => {
		const s = await serve((page, limit) => ({
			body: {
				statusCode: 200,
				messages: 'success',
				data: { total: 120, page, limit, totalPages: 3, data: rowsFor(page, page < 3 ? 50 : 20) },
			},
		}));
		const r = await runMayar({ credentials: s.credentials, parameters: history() });
		await s.close();
		expect(r.error).toBeUndefined();
		expect(s.seen.map((x) => x.query.page)).toEqual(['1', '2', '3']);
		expect(r.items.map((it) => it.json.id)).toEqual(
			[...rowsFor(1, 50), ...rowsFor(2, 50), ...rowsFor(3, 20)].map((x) => x.id),
		);
	});

	test('without totalPages, an empty page ends the list', async () => {
		const s = await serve((page) => ({
			body: { statusCode: 200, messages: 'success', data: page <= 2 ? rowsFor(page, 50) : [] },
		}));
		const r = await runMayar({ credentials: s.credentials, parameters: history() });
		await s.close();
		expect(r.error).toBeUndefined();
		expect(s.seen.map((x) => x.query.page)).toEqual(['1', '2', '3']);
		expect(r.items).toHaveLength(100);
	});

	test("an error on page 2 fails the run with Mayar's message (no partial output)", async () => {
		const s = await serve((page) =>
			page === 1
				? { body: { statusCode: 200, messages: 'success', data: rowsFor(1, 50) } }
				: { status: 400, body: { statusCode: 400, messages: 'Invalid query parameters' } },
		);
		const r = await runMayar({ credentials: s.credentials, parameters: history() });
		await s.close();
		expect(r.error?.message).toBe('Mayar: Invalid query parameters');
		expect(s.seen).toHaveLength(2);
	});

	test('the max-pages guard stops a server that always answers full pages', async () => {
		const s = await serve((page) => ({
			body: { statusCode: 200, messages: 'success', data: rowsFor(page, 50) },
		}));
		const ctx = {
			getNode: () => ({
				name: 'Mayar',
				type: 'n8n-nodes-mayar.mayar',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			}),
			getCredentials: async () => s.credentials,
			helpers: {
				httpRequestWithAuthentication: async (
					_type: string,
					options: { url: string; qs?: Record<string, unknown> },
				) => {
					const qs = new URLSearchParams(
						Object.entries(options.qs ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
					);
					const res = await fetch(`${options.url}?${qs.toString()}`);
					return { statusCode: res.status, headers: {}, body: await res.json() };
				},
			},
		} as unknown as IExecuteFunctions;
		const run = mayarApiRequestAllItems(
			ctx,
			{ method: 'GET', path: '/credit/v2/x', itemIndex: 0 },
			{ returnAll: true, paging: 'page', maxPages: 3 },
		);
		await expect(run).rejects.toThrow(/Stopped after 3 pages/);
		await s.close();
		expect(s.seen.map((x) => x.query.page)).toEqual(['1', '2', '3']);
	});
});
