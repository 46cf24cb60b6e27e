/**
 * Mayar Trigger: webhook lifecycle (n8n-core HookContext) and webhook() (n8n-core WebhookContext) against the
 * sandbox over real HTTP. Mayar signs nothing; these tests prove that a delivery starts a workflow only with
 * the right token and, for payment events, only when Mayar confirms the transaction.
 */
import type { IDataObject } from 'n8n-workflow';

import { credentialsFor, requestsTo } from '../harness/sandbox';
import { logs, TriggerHarness, type FakeRequest } from '../harness/trigger';
import {
	sb,
	ISO,
	PUBLISH_TOKEN,
	RANDOM_UUID,
	trigger,
	paymentDelivery,
	paidTransactionId,
	unpaidTransaction,
	messages,
	activeAutomatic,
} from './trigger.kit';

describe('lifecycle, Manual registration', () => {
	it('records the activation without calling Mayar; checkExists follows the static data; delete clears it', async () => {
		const t = trigger({ registration: 'manual', secretToken: 'a-long-manual-dummy-token-123' });
		expect(await t.hook('checkExists')).toBe(false);
		expect(await t.hook('create')).toBe(true);
		expect(t.staticData).toMatchObject({ registration: 'manual', webhookUrl: t.productionUrl });
		expect(t.staticData.token).toBeUndefined(); // Manual keeps its token in the parameter, not in static data
		expect(await t.hook('checkExists')).toBe(true);
		expect(sb.log).toHaveLength(0); // nothing is registered at Mayar in Manual mode
		expect(await t.hook('delete')).toBe(true);
		expect(t.staticData.registration).toBeUndefined();
		expect(await t.hook('checkExists')).toBe(false);
	});

	it('logs a warning on publish when no Secret Token is set (only where accepted), and when it is short', async () => {
		const open = trigger({ registration: 'manual', options: { acceptUnauthenticated: true } });
		await open.activate();
		expect(messages('warn').join('\n')).toMatch(
			/no Secret Token is set, so any POST to https:\/\/n8n\.example\.test\/webhook\/.+\/webhook is accepted/,
		);
		logs.length = 0;
		await trigger({ registration: 'manual', secretToken: 'short' }).activate();
		expect(messages('warn').join('\n')).toMatch(/shorter than 16 characters/);
	});

	it('shows the manual notice, and the token-required notice only while the token is empty', () => {
		const props = trigger({}).nodeType.description.properties;
		const notice = props.find((p) => p.name === 'manualNotice');
		expect(notice?.displayName).toMatch(/Integration &gt; Webhook/);
		expect(notice?.displayName).toMatch(/\?token=/);
		expect(props.find((p) => p.name === 'tokenRequiredNotice')?.displayOptions?.show).toEqual({
			registration: ['manual'],
			secretToken: [''],
		});
		expect(props.find((p) => p.name === 'automaticNotice')?.displayName).toMatch(
			/Publishing replaces the webhook URL currently set on the Mayar account/,
		);
	});
});

describe('lifecycle, Automatic registration', () => {
	it('create sets the account URL to the production URL with a fresh token (its time and an HMAC of it), in one POST /hl/v2/webhooks/update', async () => {
		const t = trigger({ registration: 'automatic' });
		expect(await t.hook('checkExists')).toBe(false);
		expect(sb.log).toHaveLength(0); // checkExists never asks Mayar
		expect(await t.hook('create')).toBe(true);

		const token = String(t.staticData.token);
		expect(token).toMatch(PUBLISH_TOKEN);
		const expectedUrl = `${t.productionUrl}?token=${token}`;
		const updates = requestsTo(sb, '/hl/v2/webhooks/update', 'POST');
		expect(updates).toHaveLength(1);
		expect(updates[0].body).toEqual({ urlHook: expectedUrl });
		expect(updates[0].status).toBe(200);
		// Before it, the account's current URL is read (to say whose URL this activation takes).
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			'GET /hl/v2/customers',
			'GET /hl/v2/customers/detail',
			'POST /hl/v2/webhooks/update',
		]);
		expect((sb.store.account as IDataObject).urlHook).toBe(expectedUrl);
		expect(t.staticData).toMatchObject({
			registration: 'automatic',
			webhookUrl: t.productionUrl,
			token,
			environment: 'custom',
		});
		expect(String(t.staticData.registeredAt)).toMatch(ISO);
		expect(messages('info').join('\n')).toContain(`now sends its webhooks to ${t.productionUrl}`);
		expect(logs.map((l) => l.message).join('\n')).not.toContain(token); // the token is never logged
	});

	it('checkExists is true only for a stored registration of this URL with a token', async () => {
		const { t, token } = await activeAutomatic();
		expect(await t.hook('checkExists')).toBe(true);
		expect(sb.log).toHaveLength(0);

		// The same static data seen from another node URL (another webhookId) is not our registration.
		const other = new TriggerHarness({
			parameters: { registration: 'automatic' },
			credentials: credentialsFor(sb),
			webhookId: '11111111-2222-4333-8444-555555555555',
			staticData: { 'node:Mayar Trigger': { ...t.staticData } },
		});
		expect(await other.hook('checkExists')).toBe(false);

		// A registration without its token does not count.
		const tokenless = new TriggerHarness({
			parameters: { registration: 'automatic' },
			credentials: credentialsFor(sb),
			staticData: { 'node:Mayar Trigger': { ...t.staticData, token: undefined } },
		});
		expect(await tokenless.hook('checkExists')).toBe(false);

		// A Manual registration with the same URL is not an Automatic one.
		const manualStored = new TriggerHarness({
			parameters: { registration: 'automatic' },
			credentials: credentialsFor(sb),
			staticData: { 'node:Mayar Trigger': { registration: 'manual', webhookUrl: t.productionUrl } },
		});
		expect(await manualStored.hook('checkExists')).toBe(false);
		expect(token).toMatch(PUBLISH_TOKEN);
	});

	it('checkExists does not ask Mayar, so it cannot notice an account URL changed elsewhere: checkExists stays true; deactivate + activate sets it again', async () => {
		const { t, token } = await activeAutomatic();
		(sb.store.account as IDataObject).urlHook = 'https://elsewhere.example.test/hook';
		expect(await t.hook('checkExists')).toBe(true); // documented limitation
		expect(sb.log).toHaveLength(0);

		expect(await t.hook('delete')).toBe(true);
		expect(await t.activate()).toBe(true);
		const newToken = String(t.staticData.token);
		expect(newToken).toMatch(PUBLISH_TOKEN);
		expect(newToken).not.toBe(token);
		expect((sb.store.account as IDataObject).urlHook).toBe(`${t.productionUrl}?token=${newToken}`);
		// The old token no longer opens the door.
		const old = await t.deliver({ body: { event: 'testing', data: {} }, query: { token } });
		expect(old.status).toBe(401);
		expect(old.started).toBe(false);
	});

	it('delete forgets the token, leaves the account URL (Mayar cannot remove it), calls nothing, and logs why', async () => {
		const { t } = await activeAutomatic();
		const before = (sb.store.account as IDataObject).urlHook;
		expect(await t.hook('delete')).toBe(true);
		expect(sb.log).toHaveLength(0);
		expect((sb.store.account as IDataObject).urlHook).toBe(before);
		expect(t.staticData).toEqual({ unpublishedAt: expect.stringMatching(ISO) });
		expect(await t.hook('checkExists')).toBe(false);
		expect(messages('info').join('\n')).toMatch(
			/Mayar cannot remove a webhook URL: unless another workflow or server has taken the account.s URL since, Mayar still sends its webhooks to https:\/\/n8n\.example\.test\/webhook\//,
		);
		// After delete, a delivery with any token, the one registered before too, is refused and the operator is told why.
		for (const token of ['x', String(before).split('token=')[1]]) {
			const call = await t.deliver({ body: { event: 'testing' }, query: { token } });
			expect(call.status).toBe(401);
		}
		expect(messages('warn').join('\n')).toMatch(/no Automatic registration is stored yet/);
	});

	it('a failed registration fails the activation and stores nothing (Read Only key: 403; other environment: 401)', async () => {
		const readOnly = trigger({ registration: 'automatic' }, sb.keys.readOnly);
		const urlBefore = (sb.store.account as IDataObject).urlHook;
		await expect(readOnly.hook('create')).rejects.toMatchObject({ httpCode: '403' });
		expect(readOnly.staticData).toEqual({});
		const otherEnv = trigger({ registration: 'automatic' }, sb.keys.otherEnv);
		await expect(otherEnv.hook('create')).rejects.toMatchObject({ httpCode: '401' });
		expect(otherEnv.staticData).toEqual({});
		expect((sb.store.account as IDataObject).urlHook).toBe(urlBefore);
		expect(requestsTo(sb, '/hl/v2/webhooks/update', 'POST').map((r) => r.status)).toEqual([
			403, 401,
		]);
	});

	it('a new Mayar Trigger registers automatically: Automatic is the default', () => {
		const registration = trigger({}).nodeType.description.properties.find(
			(p) => p.name === 'registration',
		);
		expect(registration?.default).toBe('automatic');
	});
});

describe('webhook(): token', () => {
	it('Automatic: the right token starts the workflow; a wrong, missing or misplaced one gets 401 and starts nothing', async () => {
		const { t, token } = await activeAutomatic({ confirmPayments: false });
		const body = paymentDelivery('payment.received', RANDOM_UUID);

		const ok = await t.deliver({ body, query: { token } });
		expect(ok.status).toBe(200);
		expect(ok.started).toBe(true);
		expect(ok.body).toBeUndefined(); // responseData noData: an empty 200, never the text "firstEntryJson"

		for (const request of [
			{ body, query: { token: token.slice(0, 63) } },
			{ body, query: {} },
			{ body, query: { token: '' } },
			{ body, query: {}, headers: { token } },
		] as FakeRequest[]) {
			const call = await t.deliver(request);
			expect(call).toMatchObject({
				status: 401,
				started: false,
				body: { message: 'Unauthorized' },
			});
		}
		expect(
			messages('warn').filter((m) => /refused a delivery with (no|a wrong) token \(401\)/.test(m)),
		).toHaveLength(4);
		expect(requestsTo(sb, '/hl/v2/transactions')).toHaveLength(0); // refused before any call to Mayar
	});

	it('Manual with a Secret Token: only that token is accepted', async () => {
		const t = trigger({
			registration: 'manual',
			secretToken: 'manual-dummy-0123456789',
			confirmPayments: false,
			events: ['*'],
		});
		await t.activate();
		const body = { event: 'shipper.status', data: { id: 'SHP-1', status: 'DELIVERED' } };
		expect((await t.deliver({ body, query: { token: 'manual-dummy-0123456789' } })).started).toBe(
			true,
		);
		expect((await t.deliver({ body, query: { token: 'manual-dummy-012345678' } })).status).toBe(
			401,
		);
		expect((await t.deliver({ body })).status).toBe(401);
	});

	it('Manual without a Secret Token, Accept Deliveries Without Token on: no token check (the UI and the log warn about it)', async () => {
		const t = trigger({
			registration: 'manual',
			events: ['shipper.status'],
			options: { acceptUnauthenticated: true },
		});
		await t.activate();
		const call = await t.deliver({
			body: { event: 'shipper.status', data: { id: 'SHP-2', status: 'SHIPPED' } },
		});
		expect(call.started).toBe(true);
		expect(call.items[0]).toMatchObject({
			event: 'shipper.status',
			confirmed: false,
			dedupeKey: 'shipper.status:SHP-2:SHIPPED',
		});
	});
});

describe('webhook(): confirmation with Mayar', () => {
	it('payment.received of a paid transaction: starts once, with the confirmed transaction beside the delivery', async () => {
		const { t, token } = await activeAutomatic();
		const id = paidTransactionId();
		const body = paymentDelivery('payment.received', id);
		const call = await t.deliver({ body, query: { token } });

		expect(call.status).toBe(200);
		expect(call.started).toBe(true);
		expect(call.items).toHaveLength(1);
		const item = call.items[0];
		expect(item).toMatchObject({
			event: 'payment.received',
			data: body.data,
			confirmed: true,
			dedupeKey: `payment.received:${id}`,
		});
		expect(item.transaction).toMatchObject({ id, status: 'paid' });
		expect(String(item.receivedAt)).toMatch(ISO);
		expect(item).not.toHaveProperty('headers');
		expect(item).not.toHaveProperty('raw');
		const gets = requestsTo(sb, '/hl/v2/transactions/', 'GET');
		expect(gets.map((g) => [g.path, g.status])).toEqual([[`/hl/v2/transactions/${id}`, 200]]);
	});

	it('a forged transaction ID (unknown to Mayar): 200, nothing started, a warning logged', async () => {
		const { t, token } = await activeAutomatic();
		const call = await t.deliver({
			body: paymentDelivery('payment.received', RANDOM_UUID),
			query: { token },
		});
		expect(call).toMatchObject({
			status: 200,
			started: false,
			body: { received: true, started: false, reason: 'not confirmed by Mayar' },
		});
		expect(requestsTo(sb, `/hl/v2/transactions/${RANDOM_UUID}`).map((r) => r.status)).toEqual([
			404,
		]);
		expect(messages('warn').join('\n')).toMatch(
			new RegExp(`Mayar has no transaction ${RANDOM_UUID} \\(HTTP 404\\)`),
		);
	});

	it('payment.received for an unpaid (created) or expired transaction starts nothing', async () => {
		const { t, token } = await activeAutomatic();
		const created = unpaidTransaction();
		const expired = unpaidTransaction({ expired: true });
		for (const tx of [created, expired]) {
			const call = await t.deliver({
				body: paymentDelivery('payment.received', String(tx.id)),
				query: { token },
			});
			expect(call).toMatchObject({ status: 200, started: false });
		}
		const warnings = messages('warn').join('\n');
		expect(warnings).toContain(
			`transaction ${created.id} is "created" in Mayar, not "paid" as payment.received claims`,
		);
		expect(warnings).toContain(`transaction ${expired.id} is "expired" in Mayar`);
	});

	it('payment.reminder starts only for an unpaid transaction', async () => {
		const { t, token } = await activeAutomatic();
		const open = unpaidTransaction();
		const reminder = await t.deliver({
			body: paymentDelivery('payment.reminder', String(open.id)),
			query: { token },
		});
		expect(reminder.started).toBe(true);
		expect(reminder.items[0]).toMatchObject({
			confirmed: true,
			transaction: { id: open.id, status: 'created' },
			dedupeKey: `payment.reminder:${open.id}`,
		});

		const late = await t.deliver({
			body: paymentDelivery('payment.reminder', paidTransactionId()),
			query: { token },
		});
		expect(late).toMatchObject({ status: 200, started: false });
	});

	it('a non-UUID transaction ID is refuted without a request (it would land in the URL path)', async () => {
		const { t, token } = await activeAutomatic();
		for (const id of ['../webhooks/update', 'abc', '12345']) {
			const call = await t.deliver({
				body: paymentDelivery('payment.received', id),
				query: { token },
			});
			expect(call.started).toBe(false);
		}
		expect(requestsTo(sb, '/hl/v2/')).toHaveLength(0);
		expect(
			messages('warn').filter((m) => m.includes('the transaction ID is not a UUID')),
		).toHaveLength(3);
	});

	it('when Mayar cannot be asked: 503 (so the delivery can be sent again), nothing started, an error logged', async () => {
		const { t, token } = await activeAutomatic();
		const id = paidTransactionId();
		sb.setFaults({ paths: /^\/hl\/v2\/transactions\//, sequence: ['503', '503'] });
		const call = await t.deliver({
			body: paymentDelivery('payment.received', id),
			query: { token },
		});
		expect(call).toMatchObject({ status: 503, started: false });
		expect(String((call.body as IDataObject).message)).toMatch(
			/Could not confirm this delivery with Mayar; nothing was started/,
		);
		expect(requestsTo(sb, `/hl/v2/transactions/${id}`)).toHaveLength(2); // one retry, then give up quickly
		expect(messages('error').join('\n')).toMatch(/Answered 503/);
		sb.clearFaults();
		const again = await t.deliver({
			body: paymentDelivery('payment.received', id),
			query: { token },
		});
		expect(again.started).toBe(true);
	});

	it('Confirm with Mayar off: payment events start unconfirmed, without a request', async () => {
		const { t, token } = await activeAutomatic({ confirmPayments: false });
		const call = await t.deliver({
			body: paymentDelivery('payment.received', RANDOM_UUID),
			query: { token },
		});
		expect(call.started).toBe(true);
		expect(call.items[0]).toMatchObject({
			confirmed: false,
			dedupeKey: `payment.received:${RANDOM_UUID}`,
		});
		expect(call.items[0]).not.toHaveProperty('transaction');
		expect(requestsTo(sb, '/hl/v2/')).toHaveLength(0);
	});

	it('membership and shipping events are not confirmable: they start unconfirmed', async () => {
		const { t, token } = await activeAutomatic();
		const member = {
			merchantId: 'm-1',
			status: 'INACTIVE',
			memberId: 'MEMBER01',
			customerId: RANDOM_UUID,
			customerEmail: 'a@example.test',
		};
		const call = await t.deliver({
			body: { event: 'membership.memberExpired', data: member },
			query: { token },
		});
		expect(call.items[0]).toMatchObject({
			event: 'membership.memberExpired',
			confirmed: false,
			dedupeKey: 'membership.memberExpired:MEMBER01:INACTIVE',
		});
		expect(requestsTo(sb, '/hl/v2/')).toHaveLength(0);
	});
});

describe('webhook(): event filter and test ping', () => {
	it('an event that is not selected is acknowledged 200 and starts nothing', async () => {
		const { t, token } = await activeAutomatic({ events: ['payment.received'] });
		for (const event of [
			'payment.reminder',
			'membership.newMemberRegistered',
			'shipper.status',
			'some.futureEvent',
		]) {
			const call = await t.deliver({ body: { event, data: { id: 'x' } }, query: { token } });
			expect(call).toMatchObject({
				status: 200,
				started: false,
				body: { received: true, started: false, reason: 'event not selected' },
			});
		}
		expect(requestsTo(sb, '/hl/v2/')).toHaveLength(0);
	});

	it('All Events also lets through events Mayar adds later', async () => {
		const { t, token } = await activeAutomatic({ events: ['*'] });
		const call = await t.deliver({
			body: { event: 'some.futureEvent', data: { a: 1 } },
			query: { token },
		});
		expect(call.started).toBe(true);
		expect(String(call.items[0].dedupeKey)).toMatch(/^some\.futureEvent:sha256:[0-9a-f]{32}$/);
	});

	it('the test ping is acknowledged; it starts the workflow only with Include Test Event', async () => {
		const { t, token } = await activeAutomatic();
		const ping = await t.deliver({
			body: { event: 'testing', data: { hello: 'mayar' } },
			query: { token },
		});
		expect(ping).toMatchObject({ status: 200, started: false, body: { reason: 'test event' } });

		const { t: t2, token: token2 } = await activeAutomatic({ options: { includeTestEvent: true } });
		const through = await t2.deliver({ body: { event: 'testing' }, query: { token: token2 } });
		expect(through.started).toBe(true);
		expect(through.items[0]).toMatchObject({
			event: 'testing',
			test: true,
			confirmed: false,
			data: {},
		});
		// Without the token the test ping is refused like anything else.
		expect((await t2.deliver({ body: { event: 'testing' } })).status).toBe(401);
	});

	it('Include Headers and Include Raw Body add the request as received', async () => {
		const { t, token } = await activeAutomatic({
			events: ['shipper.status'],
			options: { includeHeaders: true, includeRawBody: true },
		});
		const raw = '{"event":"shipper.status","data":{"status":"SUCCESS","id":"SHP-9"}}';
		const call = await t.deliver({
			body: JSON.parse(raw),
			rawBody: Buffer.from(raw),
			query: { token },
			headers: { 'user-agent': 'mayar-test' },
		});
		expect(call.items[0]).toMatchObject({
			raw,
			headers: { 'user-agent': 'mayar-test', 'content-type': 'application/json' },
		});
		expect(JSON.stringify(call.items[0])).not.toContain(token);
	});
});

describe('webhook(): repeated deliveries', () => {
	it('the same delivery twice starts twice (no state in memory) with the same dedupeKey; another transaction gets another key', async () => {
		const { t, token } = await activeAutomatic();
		const id = paidTransactionId();
		const first = await t.deliver({
			body: paymentDelivery('payment.received', id),
			query: { token },
		});
		const second = await t.deliver({
			body: paymentDelivery('payment.received', id, { updatedAt: '2026-11-20T09:40:00.000Z' }),
			query: { token },
		});
		expect(first.started && second.started).toBe(true);
		expect(first.items[0].dedupeKey).toBe(`payment.received:${id}`);
		expect(second.items[0].dedupeKey).toBe(first.items[0].dedupeKey);
		const other = paidTransactionId();
		const third = await t.deliver({
			body: paymentDelivery('payment.received', other),
			query: { token },
		});
		expect(third.items[0].dedupeKey).toBe(`payment.received:${other}`);
		// The same fallback digest whatever the key order.
		const a = await t.deliver({
			body: { event: 'x.y', data: { a: 1, b: { c: 2, d: 3 } } },
			query: { token },
		});
		const b = await t.deliver({
			body: { event: 'x.y', data: { b: { d: 3, c: 2 }, a: 1 } },
			query: { token },
		});
		expect(a.items[0].dedupeKey).toBe(b.items[0].dedupeKey);
	});
});

describe('webhook(): malformed bodies', () => {
	it('are answered 400 and start nothing; the token is checked first', async () => {
		const { t, token } = await activeAutomatic({ confirmPayments: false });
		const cases: FakeRequest[] = [
			{ body: [], rawBody: Buffer.from('[]') },
			{ body: {}, rawBody: Buffer.from('not json at all') },
			{ body: {}, rawBody: Buffer.from('') },
			{ body: { data: { id: RANDOM_UUID } } },
			{ body: { event: 42, data: {} } },
			{ body: { event: '', data: {} } },
			{ body: { event: 'payment.received <script>', data: {} } },
			{ body: { event: 'payment.received', data: 'x' } },
			{ body: { event: 'payment.received', data: [1, 2] } },
			{ body: { event: 'payment.received' } },
		];
		for (const request of cases) {
			const call = await t.deliver({ ...request, query: { token } });
			expect(call.started).toBe(false);
			expect(call.status).toBe(400);
			expect(String((call.body as IDataObject).message)).toMatch(/^Not a Mayar webhook delivery: /);
		}
		expect((await t.deliver({ body: [], query: { token: 'nope' } })).status).toBe(401);
		// A JSON body that arrived as text (no JSON content type) is still read.
		const text = '{"event":"shipper.status","data":{"id":"S","status":"OK"}}';
		const asText = await t.deliver({ body: {}, rawBody: Buffer.from(text), query: { token } });
		expect(asText.started).toBe(true);
	});
});
