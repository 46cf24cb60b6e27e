/**
 * Mayar Trigger end to end over real HTTP (the sandbox delivers to a receiver that hands each request to webhook()),
 * and the harness's own leak check. Helpers and the sandbox: trigger.kit.ts.
 */
import axios from 'axios';
import type { IDataObject } from 'n8n-workflow';

import { MayarTrigger } from '../../nodes/Mayar/MayarTrigger.node';
import { credentialsFor, requestsTo } from '../harness/sandbox';
import { startReceiver, TriggerHarness, type Receiver } from '../harness/trigger';
import {
	sb,
	RANDOM_UUID,
	trigger,
	paymentDelivery,
	paidTransactionId,
	unpaidTransaction,
} from './trigger.kit';
import { log } from '../harness/node';

describe('end to end over real HTTP: sandbox → receiver → webhook()', () => {
	let receiver: Receiver;
	let t: TriggerHarness;
	let token: string;

	beforeAll(async () => {
		t = trigger({ registration: 'automatic', events: ['payment.received'] });
		receiver = await startReceiver(t);
		t.webhookBaseUrl = receiver.baseUrl;
		expect(await t.activate()).toBe(true);
		token = String(t.staticData.token);
	});

	afterAll(async () => {
		await receiver.close();
	});

	it('a simulated payment is delivered to the registered URL, confirmed and started', async () => {
		expect((sb.store.account as IDataObject).urlHook).toBe(`${receiver.url}?token=${token}`);
		const tx = unpaidTransaction();
		const response = await axios.post(
			`${sb.url}/hl/v2/payments/simulate`,
			{ transactionId: tx.id },
			{ headers: { Authorization: `Bearer ${sb.keys.readWrite}` }, validateStatus: () => true },
		);
		expect(response.status).toBe(200);
		const settled = (await (
			sb.waitForDeliveries as (n: number, ms: number) => Promise<IDataObject[]>
		)(1, 10000)) as IDataObject[];
		const delivery = settled.find(
			(d) => (d.body as IDataObject).event === 'payment.received',
		) as IDataObject;
		expect(delivery.status).toBe('delivered');
		expect((delivery.attempts as IDataObject[])[0].status).toBe(200);

		expect(receiver.calls).toHaveLength(1);
		const call = receiver.calls[0];
		expect(call.started).toBe(true);
		expect(call.items[0]).toMatchObject({
			event: 'payment.received',
			confirmed: true,
			transaction: { id: tx.id, status: 'paid' },
			dedupeKey: `payment.received:${tx.id}`,
			data: { transactionId: tx.id, id: tx.id },
		});
		const history = (sb.store.webhookHistory as IDataObject[]).filter(
			(h) => h.paymentLinkTransactionId === tx.id,
		);
		expect(history.map((h) => h.status)).toEqual(['SUCCESS']);
	});

	it('a campaign of 24 forged or tampered deliveries over HTTP starts nothing', async () => {
		const paid = paidTransactionId();
		const open = unpaidTransaction();
		const expired = unpaidTransaction({ expired: true });
		const good = `${receiver.url}?token=${token}`;
		const withQuery = (q: string) => `${receiver.url}?${q}`;
		const forged: Array<{
			name: string;
			url: string;
			event?: string;
			data?: IDataObject;
			opts?: IDataObject;
			expect: number;
		}> = [
			{
				name: 'no token',
				url: receiver.url,
				event: 'payment.received',
				data: paymentDelivery('payment.received', paid).data as IDataObject,
				expect: 401,
			},
			{
				name: 'empty token',
				url: withQuery('token='),
				event: 'payment.received',
				data: { transactionId: paid },
				expect: 401,
			},
			{
				name: 'wrong token',
				url: withQuery(`token=${'0'.repeat(64)}`),
				event: 'payment.received',
				data: { transactionId: paid },
				expect: 401,
			},
			{
				name: 'token minus one char',
				url: withQuery(`token=${token.slice(1)}`),
				event: 'payment.received',
				data: { transactionId: paid },
				expect: 401,
			},
			{
				name: 'token plus one char',
				url: withQuery(`token=${token}0`),
				event: 'payment.received',
				data: { transactionId: paid },
				expect: 401,
			},
			{
				name: 'token upper-cased',
				url: withQuery(`token=${token.toUpperCase()}`),
				event: 'payment.received',
				data: { transactionId: paid },
				expect: 401,
			},
			{
				name: 'token twice (array)',
				url: withQuery(`token=${token}&token=${token}`),
				event: 'payment.received',
				data: { transactionId: paid },
				expect: 401,
			},
			{
				name: 'token under another name',
				url: withQuery(`secret=${token}`),
				event: 'payment.received',
				data: { transactionId: paid },
				expect: 401,
			},
			{
				name: 'token in a header',
				url: receiver.url,
				event: 'payment.received',
				data: { transactionId: paid },
				opts: { headers: { 'x-mayar-token': token, token } },
				expect: 401,
			},
			{
				name: 'token in the body',
				url: receiver.url,
				opts: { body: { event: 'payment.received', token, data: { transactionId: paid } } },
				expect: 401,
			},
			{
				name: 'unknown transaction',
				url: good,
				event: 'payment.received',
				data: paymentDelivery('payment.received', RANDOM_UUID).data as IDataObject,
				expect: 200,
			},
			{
				name: 'unpaid transaction claimed paid',
				url: good,
				event: 'payment.received',
				data: paymentDelivery('payment.received', String(open.id)).data as IDataObject,
				expect: 200,
			},
			{
				name: 'expired transaction claimed paid',
				url: good,
				event: 'payment.received',
				data: { transactionId: expired.id, status: 'SUCCESS' },
				expect: 200,
			},
			{
				name: 'forged transactionId beside a real id',
				url: good,
				event: 'payment.received',
				data: { id: paid, transactionId: RANDOM_UUID },
				expect: 200,
			},
			{
				name: 'no transaction id at all',
				url: good,
				event: 'payment.received',
				data: { status: 'SUCCESS', amount: 1 },
				expect: 200,
			},
			{
				name: 'path traversal as id',
				url: good,
				event: 'payment.received',
				data: { transactionId: '../webhooks/update' },
				expect: 200,
			},
			{
				name: 'id with a query string',
				url: good,
				event: 'payment.received',
				data: { transactionId: `${paid}?x=1` },
				expect: 200,
			},
			{
				name: 'numeric id',
				url: good,
				event: 'payment.received',
				data: { id: 12345 },
				expect: 200,
			},
			{
				name: 'event not selected',
				url: good,
				event: 'membership.newMemberRegistered',
				data: { memberId: 'M', status: 'ACTIVE' },
				expect: 200,
			},
			{
				name: 'event name in other case',
				url: good,
				event: 'Payment.Received',
				data: { transactionId: paid },
				expect: 200,
			},
			{ name: 'test ping', url: good, event: 'testing', data: {}, expect: 200 },
			{
				name: 'not JSON',
				url: good,
				opts: { raw: '{"event":"payment.received","data":' },
				expect: 400,
			},
			{
				name: 'array body',
				url: good,
				opts: { body: [{ event: 'payment.received', data: { transactionId: paid } }] },
				expect: 400,
			},
			{
				name: 'event as object',
				url: good,
				opts: { body: { event: { received: 'payment' }, data: { transactionId: paid } } },
				expect: 400,
			},
		];
		expect(forged.length).toBeGreaterThanOrEqual(20);
		const before = receiver.calls.length;
		const statuses: number[] = [];
		for (const f of forged) {
			statuses.push(
				await (
					sb.deliverWebhook as (e?: string, d?: IDataObject, o?: IDataObject) => Promise<number>
				)(f.event, f.data, { url: f.url, ...f.opts }),
			);
		}
		const calls = receiver.calls.slice(before);
		const accepted = calls.filter((c) => c.started);
		log(`Mayar Trigger forgery campaign: ${forged.length} tried, ${accepted.length} accepted`);
		expect(calls).toHaveLength(forged.length);
		expect(accepted).toHaveLength(0);
		expect(statuses).toEqual(forged.map((f) => f.expect));
		// The confirmations asked Mayar only about well-formed UUIDs.
		for (const r of requestsTo(sb, '/hl/v2/transactions/')) {
			expect(r.path).toMatch(/^\/hl\/v2\/transactions\/[0-9a-f-]{36}$/);
		}
	});
});

describe('the leak check of the trigger harness', () => {
	/** A Mayar Trigger whose hook and webhook log the API key: the harness must refuse both. */
	function leakyTrigger() {
		const leaky = new MayarTrigger();
		const defaults = leaky.webhookMethods!.default!;
		const logKey = async (ctx: {
			logger: { info(m: string): void };
			getCredentials(t: string): Promise<IDataObject>;
		}) => ctx.logger.info(`using ${String((await ctx.getCredentials('mayarHeadlessApi')).apiKey)}`);
		leaky.webhookMethods = {
			default: {
				...defaults,
				async checkExists(this: never) {
					await logKey(this);
					return true;
				},
			},
		};
		leaky.webhook = async function (this: never) {
			await logKey(this);
			return { noWebhookResponse: false, webhookResponse: 'ok' };
		};
		return new TriggerHarness({ parameters: {}, credentials: credentialsFor(sb), nodeType: leaky });
	}

	test('a hook that logs the key fails the test', async () => {
		await expect(leakyTrigger().hook('checkExists')).rejects.toThrow(/API key appeared/);
	});

	test('a delivery whose handling logs the key fails the test', async () => {
		await expect(
			leakyTrigger().deliver({ body: { event: 'payment.received', data: {} } }),
		).rejects.toThrow(/API key appeared/);
	});
});
