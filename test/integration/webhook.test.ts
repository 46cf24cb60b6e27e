import type { IDataObject } from 'n8n-workflow';

import { http, portOf } from '../harness/node';
import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';
import { description as getHistoryDescription } from '../../nodes/Mayar/actions/webhook/getHistory.operation';
import { description as retryDescription } from '../../nodes/Mayar/actions/webhook/retryDelivery.operation';
import { description as setUrlDescription } from '../../nodes/Mayar/actions/webhook/setUrl.operation';

/** A plain receiver on 127.0.0.1 that answers 200 and keeps every body Mayar (the sandbox) posts to it. */
interface Receiver {
	url: string;
	bodies: IDataObject[];
	close(): Promise<void>;
}
async function startReceiver(): Promise<Receiver> {
	const bodies: IDataObject[] = [];
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as IDataObject);
			res.writeHead(200, { 'content-type': 'application/json' });
			res.end('{"ok":true}');
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const port = portOf(server);
	return {
		url: `http://127.0.0.1:${port}/hooks/mayar`,
		bodies,
		close: () => new Promise((r) => server.close(() => r())),
	};
}

let sb: Sandbox;
let receiver: Receiver;
const account = () => sb.store.account as IDataObject;
const history = () => sb.store.webhookHistory as IDataObject[];
const waitForDeliveries = (n: number) =>
	(sb.waitForDeliveries as (n: number, ms: number) => Promise<unknown>)(n, 10000);

beforeAll(async () => {
	sb = await startSandbox();
	receiver = await startReceiver();
});
afterAll(async () => {
	await sb.close();
	await receiver.close();
});
beforeEach(() => sb.clearLog());

describe('Webhook > Set URL', () => {
	test('POST /hl/v2/webhooks/update {urlHook, webhookConfig}: the account URL is replaced', async () => {
		account().urlHook = 'https://old.example.com/hook';
		const r = await runAgainst(sb, {
			resource: 'webhook',
			operation: 'setUrl',
			urlHook: receiver.url,
			options: { webhookConfig: '{"events":["payment.received"]}' },
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => [e.method, e.path, e.body])).toEqual([
			[
				'POST',
				'/hl/v2/webhooks/update',
				{ urlHook: receiver.url, webhookConfig: { events: ['payment.received'] } },
			],
		]);
		expect(account().urlHook).toBe(receiver.url);
		expect(r.items[0].json).toEqual({ urlHook: receiver.url, success: true, message: 'success' });
	});

	test('the Webhook URL field warns that the account has one URL, that this replaces it, and that the Trigger manages it', () => {
		const field = setUrlDescription.find((p) => p.name === 'urlHook');
		expect(field?.description).toMatch(/one webhook URL: this replaces it/);
		expect(field?.description).toMatch(/Mayar Trigger in Automatic mode/);
	});

	test('a URL that is not http(s), or bad config JSON, is refused before any request', async () => {
		for (const [params, message] of [
			[{ urlHook: 'ftp://example.com/x' }, /^Webhook URL is not a valid http\(s\) URL/],
			[{ urlHook: '={{ "" }}' }, /^Webhook URL is required/], // empty from an expression (n8n itself stops a literal empty one)
			[
				{ urlHook: 'https://example.com/x', options: { webhookConfig: '{oops' } },
				/^Webhook Config \(JSON\) is not valid JSON/,
			],
		] as const) {
			const r = await runAgainst(sb, { resource: 'webhook', operation: 'setUrl', ...params });
			expect(r.error?.message).toMatch(message);
			expect(r.error?.context).toMatchObject({ itemIndex: 0 });
		}
		expect(sb.log).toHaveLength(0);
	});

	test('a Read Only key is refused by Mayar with its message; the URL stays', async () => {
		const before = account().urlHook;
		const r = await runAgainst(
			sb,
			{ resource: 'webhook', operation: 'setUrl', urlHook: 'https://new.example.com/h' },
			{ key: sb.keys.readOnly },
		);
		expect(r.error?.httpCode).toBe('403');
		expect(r.error?.message).toMatch(/Read Only/);
		expect(account().urlHook).toBe(before);
	});
});

describe('Webhook > Send Test', () => {
	test('POST /hl/v2/webhooks/test {urlHook}: the URL receives a test event; the account URL is unchanged', async () => {
		account().urlHook = 'https://kept.example.com/h';
		const before = receiver.bodies.length;
		const r = await runAgainst(sb, {
			resource: 'webhook',
			operation: 'sendTest',
			urlHook: receiver.url,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => [e.method, e.path, e.body])).toEqual([
			['POST', '/hl/v2/webhooks/test', { urlHook: receiver.url }],
		]);
		expect(r.items[0].json).toEqual({ urlHook: receiver.url, sent: true, message: 'success' });
		await waitForDeliveries(1);
		expect(receiver.bodies.slice(before)).toEqual([expect.objectContaining({ event: 'testing' })]);
		expect(account().urlHook).toBe('https://kept.example.com/h');
	});

	test('an empty URL is refused before any request; an item error with Continue On Fail keeps its pairing', async () => {
		const r = await runAgainst(
			sb,
			{ resource: 'webhook', operation: 'sendTest', urlHook: '={{ $json.url }}' },
			{ items: [{ url: receiver.url }, { url: 'not a url' }], onError: 'continueRegularOutput' },
		);
		expect(r.items).toHaveLength(2);
		expect(r.items[0].json.sent).toBe(true);
		expect(String(r.items[1].json.error)).toMatch(/^Webhook URL is not a valid http\(s\) URL/);
		expect(r.items[1].pairedItem).toEqual({ item: 1 });
		expect(requestsTo(sb, '/hl/v2/webhooks/test')).toHaveLength(1);
	});
});

describe('Webhook > Send Test (Mayar refuses)', () => {
	test('a Read Only key is refused by Mayar with its message and nothing is delivered', async () => {
		await waitForDeliveries((sb.deliveries as unknown[]).length); // the earlier tests' pings settle first
		const before = receiver.bodies.length;
		const r = await runAgainst(
			sb,
			{ resource: 'webhook', operation: 'sendTest', urlHook: receiver.url },
			{ key: sb.keys.readOnly },
		);
		expect(r.error?.httpCode).toBe('403');
		expect(r.error?.message).toMatch(/Read Only/);
		expect(requestsTo(sb, '/hl/v2/webhooks/test', 'POST')).toHaveLength(1);
		expect(receiver.bodies.length).toBe(before);
	});
});

describe('Webhook > Get History and Get New History', () => {
	beforeAll(async () => {
		// 55 test pings in one run: every delivery becomes a history row, more than one page. Earlier tests'
		// deliveries settle first, so none lands in the history after it is cleared.
		await waitForDeliveries((sb.deliveries as unknown[]).length);
		history().length = 0;
		(sb.deliveries as unknown[]).length = 0;
		const items = Array.from({ length: 55 }, () => ({ url: receiver.url }));
		const r = await runAgainst(
			sb,
			{ resource: 'webhook', operation: 'sendTest', urlHook: '={{ $json.url }}' },
			{ items },
		);
		expect(r.items).toHaveLength(55);
		await waitForDeliveries(55);
		expect(history()).toHaveLength(55);
	});

	test('Return All pages over every delivery; payload is parsed into an object by default', async () => {
		const r = await runAgainst(sb, {
			resource: 'webhook',
			operation: 'getHistory',
			returnAll: true,
		});
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(55);
		expect(requestsTo(sb, '/hl/v2/webhooks/history')).toHaveLength(2);
		for (const { json } of r.items) {
			expect(json).toMatchObject({
				type: 'testing',
				status: 'SUCCESS',
				urlDestination: receiver.url,
				createdAt: expect.any(Number),
			});
			expect((json.payload as IDataObject).event).toBe('testing');
		}
	});

	test("Parse Payload off keeps Mayar's JSON text; filters go on the wire, dates as epoch-ms strings", async () => {
		const r = await runAgainst(sb, {
			resource: 'webhook',
			operation: 'getHistory',
			returnAll: false,
			limit: 5,
			filters: {
				type: 'testing',
				status: 'SUCCESS',
				urlDestination: receiver.url,
				startAt: '2020-01-01T00:00:00Z',
				endAt: '2099-01-01T00:00:00+07:00',
			},
			options: { parsePayload: false },
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0].query).toEqual({
			limit: '5',
			type: 'testing',
			status: 'SUCCESS',
			urlDestination: receiver.url,
			startAt: String(Date.parse('2020-01-01T00:00:00Z')),
			endAt: String(Date.parse('2098-12-31T17:00:00Z')),
		});
		expect(r.items).toHaveLength(5);
		expect(typeof r.items[0].json.payload).toBe('string');
		const none = await runAgainst(sb, {
			resource: 'webhook',
			operation: 'getHistory',
			returnAll: true,
			filters: { type: 'payment.received' },
		});
		expect(none.items).toHaveLength(0);
	});

	test('a start after the end is refused before any request', async () => {
		const r = await runAgainst(sb, {
			resource: 'webhook',
			operation: 'getHistory',
			returnAll: true,
			filters: { startAt: '2026-02-01', endAt: '2026-01-01' },
		});
		expect(r.error?.message).toMatch(
			/^Created After \(2026-02-01T00:00:00.000Z\) is after Created Before /,
		);
		expect(sb.log).toHaveLength(0);
	});

	test('Get New History: the newer store, ISO dates and Webhooktype, payload parsed', async () => {
		const r = await runAgainst(sb, {
			resource: 'webhook',
			operation: 'getNewHistory',
			returnAll: true,
		});
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(55);
		expect(requestsTo(sb, '/hl/v2/webhooks/new-history')).toHaveLength(2);
		expect(r.items[0].json).toMatchObject({
			createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
			Webhooktype: 'TESTING',
			payload: { event: 'testing' },
		});
	});

	test('Event (filter and retry) offers exactly the seven documented events', () => {
		const seven = [
			'membership.changeTierMemberRegistered',
			'membership.memberExpired',
			'membership.memberUnsubscribed',
			'membership.newMemberRegistered',
			'payment.received',
			'payment.reminder',
			'shipper.status',
		];
		const filters = getHistoryDescription.find((p) => p.name === 'filters');
		const eventFilter = (
			filters?.options as Array<{ name: string; options?: Array<{ name: string; value: unknown }> }>
		).find((o) => o.name === 'type');
		const retryEvent = retryDescription.find((p) => p.name === 'type');
		for (const options of [
			eventFilter?.options,
			retryEvent?.options as Array<{ name: string; value: unknown }>,
		]) {
			expect([...(options ?? []).map((o) => o.value)].sort()).toEqual(seven);
			// labelled in words, as in the Trigger, and listed by label
			const names = (options ?? []).map((o) => o.name);
			expect(names).toContain('Payment Received');
			expect(names).toContain('Member Tier Changed');
			expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
		}
	});

	test("a payload that is not valid JSON is kept as Mayar's raw text; valid JSON text of a non-object stays text", async () => {
		const template = history()[0];
		const rows = [
			{ ...template, id: 'raw-1', type: 'raw.check', payload: 'not json {' },
			{ ...template, id: 'raw-2', type: 'raw.check', payload: '"just a string"' },
			{
				...template,
				id: 'raw-3',
				type: 'raw.check',
				payload: '{"event":"payment.received","data":{"amount":1}}',
			},
		];
		history().push(...rows);
		try {
			const r = await runAgainst(sb, {
				resource: 'webhook',
				operation: 'getHistory',
				returnAll: true,
				filters: { type: 'raw.check' },
			});
			expect(r.error).toBeUndefined();
			expect(sb.log[0].query).toEqual({ limit: '50', type: 'raw.check' });
			const byId = Object.fromEntries(r.items.map((it) => [it.json.id, it.json.payload]));
			expect(byId).toEqual({
				'raw-1': 'not json {',
				'raw-2': '"just a string"',
				'raw-3': { event: 'payment.received', data: { amount: 1 } },
			});
		} finally {
			history().splice(history().length - rows.length, rows.length);
		}
	});

	test('Get New History with a key of the other environment fails with the 401', async () => {
		const r = await runAgainst(
			sb,
			{ resource: 'webhook', operation: 'getNewHistory', returnAll: true },
			{ key: sb.keys.otherEnv },
		);
		expect(r.error?.httpCode).toBe('401');
	});
});

describe('Webhook > Retry Delivery', () => {
	const paymentLinkId = '1b0b7c55-3f0e-4a3e-9d8b-2c1f8e4a9b10';
	const transactionId = '7d9e1c2a-5b4f-4e6a-8c3d-1a2b3c4d5e6f';

	test("Delivery Fields (the spec's V2 body): Mayar sends the payload again to the account URL", async () => {
		account().urlHook = receiver.url;
		const payload = {
			event: 'payment.received',
			data: { id: transactionId, status: 'SUCCESS', amount: 150000 },
		};
		const before = (sb.deliveries as unknown[]).length;
		const r = await runAgainst(sb, {
			resource: 'webhook',
			operation: 'retryDelivery',
			retryBy: 'fields',
			type: 'payment.received',
			payload: JSON.stringify(payload),
			paymentLinkId,
			paymentLinkTransactionId: transactionId,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => [e.method, e.path, e.body])).toEqual([
			[
				'POST',
				'/hl/v2/webhooks/retry',
				{
					paymentLinkId,
					type: 'payment.received',
					payload,
					paymentLinkTransactionId: transactionId,
				},
			],
		]);
		expect(r.items[0].json).toMatchObject({ retried: true, type: 'payment.received' });
		await waitForDeliveries(before + 1);
		expect(receiver.bodies[receiver.bodies.length - 1]).toEqual(payload);
		// Without the two IDs (a membership event has none) the body still has the four keys, the IDs null.
		sb.clearLog();
		const bare = await runAgainst(sb, {
			resource: 'webhook',
			operation: 'retryDelivery',
			retryBy: 'fields',
			type: 'payment.received',
			payload: JSON.stringify(payload),
		});
		expect(bare.error).toBeUndefined();
		expect(sb.log.map((e) => e.body)).toEqual([
			{ paymentLinkId: null, type: 'payment.received', payload, paymentLinkTransactionId: null },
		]);
		await waitForDeliveries(before + 2);
	});

	test("History ID (the public docs' body): the stored delivery goes out again", async () => {
		account().urlHook = receiver.url;
		const row = history()[0];
		const before = (sb.deliveries as unknown[]).length;
		const r = await runAgainst(sb, {
			resource: 'webhook',
			operation: 'retryDelivery',
			retryBy: 'historyId',
			webhookHistoryId: row.id,
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0].body).toEqual({ webhookHistoryId: row.id });
		await waitForDeliveries(before + 1);
		expect(receiver.bodies[receiver.bodies.length - 1]).toEqual(JSON.parse(String(row.payload)));
	});

	test("an unknown history ID is Mayar's 404 with a hint; no URL on the account is the 400 with its own hint", async () => {
		account().urlHook = receiver.url;
		const missing = await runAgainst(sb, {
			resource: 'webhook',
			operation: 'retryDelivery',
			retryBy: 'historyId',
			webhookHistoryId: 'no-such-row',
		});
		expect(missing.error?.httpCode).toBe('404');
		expect(missing.error?.message).toBe('Mayar: Webhook history not found');
		expect(missing.error?.description).toMatch(/Get History/);
		account().urlHook = null;
		const noUrl = await runAgainst(sb, {
			resource: 'webhook',
			operation: 'retryDelivery',
			retryBy: 'fields',
			type: 'payment.received',
			payload: '{"event":"payment.received","data":{}}',
		});
		expect(noUrl.error?.httpCode).toBe('400');
		expect(noUrl.error?.message).toMatch(/Url tidak ditemukan/);
		expect(noUrl.error?.description).toMatch(/Set URL/);
	});

	test('an empty payload, bad JSON or a malformed ID is refused before any request', async () => {
		for (const [params, message] of [
			[{ payload: '{}' }, /^Payload is required/],
			[{ payload: '[1,2]' }, /^Payload must be a JSON object/],
			[{ payload: '{"a":1}', paymentLinkId: 'abc' }, /^Payment Link ID must be a Mayar ID/],
			[
				{ retryBy: 'historyId', webhookHistoryId: '../update' },
				/^History ID may only hold letters/,
			],
		] as const) {
			const r = await runAgainst(sb, {
				resource: 'webhook',
				operation: 'retryDelivery',
				retryBy: 'fields',
				type: 'payment.received',
				...params,
			});
			expect(r.error?.message).toMatch(message);
		}
		expect(sb.log).toHaveLength(0);
	});
});
