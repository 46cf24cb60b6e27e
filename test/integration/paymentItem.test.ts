/**
 * What a payment item always has (README, "What a payment item always has"; docs/operations.md), whichever trigger
 * saw the payment and whatever shape Mayar gave it, under both sandbox profiles:
 *  - the sandbox's own delivery (docs-shaped under spec; production-shaped under live: transactionStatus created,
 *    QRIS, extraData echoed), of an invoice created and paid over HTTP, through a real HTTP receiver;
 *  - a delivery shaped as the docs' 2023 example (epoch-ms dates, transactionStatus created, no transactionId);
 *  - a delivery shaped as the one recorded in production (muhik/CendraLingo, February 2026);
 *  - the paid-transactions rows the Polling Trigger reads for the same three payments (spec rows with aliases,
 *    live rows without).
 * Each promise is one test, checked on every item; sources: docs/api-notes.md, "Payment items".
 */
import axios from 'axios';
import type { IDataObject } from 'n8n-workflow';

import { credentialsFor, startSandbox, type Sandbox } from '../harness/sandbox';
import { PollHarness } from '../harness/poll';
import { startReceiver, TriggerHarness, type Receiver } from '../harness/trigger';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROFILES = ['spec', 'live'] as const;
const RATE = { spec: 120000, live: 125000 };

let sb: Sandbox;
let receiver: Receiver;
let webhook: TriggerHarness;
let token: string;

beforeAll(async () => {
	sb = await startSandbox({ webhookRetryDelaysMs: [] });
	webhook = new TriggerHarness({
		parameters: { registration: 'automatic', events: ['payment.received'] },
		credentials: credentialsFor(sb),
	});
	receiver = await startReceiver(webhook);
	webhook.webhookBaseUrl = receiver.baseUrl;
	expect(await webhook.activate()).toBe(true);
	token = String(webhook.staticData.token);
});

afterAll(async () => {
	await receiver.close();
	await sb.close();
});

interface Payment {
	source: string;
	transactionId: string;
	/** What Mayar sent, for a webhook item (the delivery's data). */
	sent?: IDataObject;
	webhookItem?: IDataObject;
	polledItem?: IDataObject;
}

const transactionOf = (id: string) =>
	(sb.store.transactions as IDataObject[]).find((t) => t.id === id) as IDataObject;
const customerOf = (id: string) =>
	(sb.store.customers as IDataObject[]).find(
		(c) => c.id === transactionOf(id).customerId,
	) as IDataObject;

function paidTransactionId(): string {
	const rows = (sb.addPaidTransactions as (n: number) => IDataObject[])(1);
	return String(rows[0].paymentLinkTransactionId);
}

/** The docs' 2023 example (hebobibun/mayar-webhook webhook_test.go): epoch-ms dates, no transactionId. */
function docsDelivery(id: string): IDataObject {
	const c = customerOf(id);
	return {
		event: 'payment.received',
		data: {
			id,
			status: 'SUCCESS',
			transactionStatus: 'created',
			createdAt: 1693817623264,
			updatedAt: 1693817626638,
			merchantName: 'Toko',
			customerName: c.name,
			customerEmail: c.email,
			customerMobile: c.mobile,
			amount: transactionOf(id).amount,
			productType: 'course',
		},
	};
}

/** As recorded in production (muhik/CendraLingo scripts/diagnose_webhook.js, 2026-02-07). */
function productionDelivery(id: string): IDataObject {
	const c = customerOf(id);
	const amount = transactionOf(id).amount;
	return {
		event: 'payment.received',
		data: {
			id,
			transactionId: id,
			status: 'SUCCESS',
			transactionStatus: 'created',
			createdAt: '2026-02-07T06:50:04.264Z',
			updatedAt: '2026-02-07T06:50:24.747Z',
			customerId: c.id,
			customerName: c.name,
			customerEmail: c.email,
			customerMobile: c.mobile,
			amount,
			paymentLinkAmount: amount,
			productDescription: 'Trx 1',
			productType: 'invoice',
			qty: 1,
			paymentMethod: 'QRIS',
			nettAmount: amount,
			extraData: { userId: 'u-1', type: 'G', orderId: 'ORD-1' },
		},
	};
}

/** The Secret Token of the Manual-registration triggers here. */
const MANUAL_TOKEN = 'a-long-manual-dummy-token-0123456789';

async function deliver(body: IDataObject, harness = webhook, query: IDataObject = { token }) {
	const call = await harness.deliver({ body, query });
	expect(call.started).toBe(true);
	return call.items[0];
}

/** An invoice created and paid over HTTP: the sandbox delivers payment.received in its profile's shape. */
async function sandboxPayment(order: string, rate: number): Promise<Payment> {
	const headers = { Authorization: `Bearer ${sb.keys.readWrite}` };
	const created = await axios.post(
		`${sb.url}/hl/v2/invoices/create`,
		{
			name: 'Ani',
			email: 'ani@example.test',
			mobile: '081234567890',
			description: `Order ${order}`,
			redirectUrl: 'https://shop.example.test/thanks',
			expiredAt: new Date(Date.now() + 86400000).toISOString(),
			items: [{ quantity: 1, rate, description: 'Ebook' }],
			extraData: { orderId: 'ORD-17', userId: 'u-17' },
		},
		{ headers },
	);
	const transactionId = String(created.data.data.transactionId);
	const calls = receiver.calls.length;
	const delivered = (sb.deliveries as IDataObject[]).length;
	await axios.post(`${sb.url}/hl/v2/payments/simulate`, { transactionId }, { headers });
	await (sb.waitForDeliveries as (n: number, ms: number) => Promise<unknown>)(delivered + 1, 10000);
	expect(receiver.calls).toHaveLength(calls + 1);
	const delivery = (sb.deliveries as IDataObject[])[delivered];
	return {
		source: 'the sandbox delivery',
		transactionId,
		sent: (delivery.body as IDataObject).data as IDataObject,
		webhookItem: receiver.calls[calls].items[0],
	};
}

describe.each(PROFILES)('%s profile', (profile) => {
	const payments: Payment[] = [];
	const items = () =>
		payments.flatMap((p) =>
			[
				['webhook', p.webhookItem],
				['poll', p.polledItem],
			]
				.filter(([, item]) => item !== undefined)
				.map(([trigger, item]) => ({
					p,
					trigger: `${String(trigger)}, ${p.source}`,
					item: item as IDataObject,
				})),
		);

	beforeAll(async () => {
		sb.setProfile(profile);
		const poll = new PollHarness({
			parameters: { event: 'payment.received' },
			credentials: credentialsFor(sb),
		});
		await poll.activate();
		// Another amount per profile: Mayar refuses the same customer and amount within a minute (429).
		payments.push(await sandboxPayment(profile, RATE[profile]));
		for (const [source, shape] of [
			["the docs' 2023 delivery", docsDelivery],
			["production's delivery", productionDelivery],
		] as const) {
			const transactionId = paidTransactionId();
			const body = shape(transactionId);
			payments.push({
				source,
				transactionId,
				sent: body.data as IDataObject,
				webhookItem: await deliver(body),
			});
		}
		const polled = (await poll.poll()).items ?? [];
		for (const p of payments)
			p.polledItem = polled.find(
				(i) => (i.data as IDataObject).paymentLinkTransactionId === p.transactionId,
			);
	});

	afterAll(() => sb.setProfile('spec'));

	test('each payment came out of both triggers (3 webhook items, 3 polled items)', () => {
		expect(items().map((i) => i.trigger)).toHaveLength(6);
		for (const p of payments) expect(p.polledItem).toBeDefined();
	});

	test("the sandbox delivers in the profile's shape (spec: paid; live: created, QRIS, extraData echoed)", () => {
		const sent = payments[0].sent as IDataObject;
		expect(sent.status).toBe('SUCCESS');
		expect(sent.id).toBe(sent.transactionId);
		expect(String(sent.createdAt)).toMatch(ISO_UTC);
		if (profile === 'spec') {
			expect(sent.transactionStatus).toBe('paid');
			expect(sent).not.toHaveProperty('extraData');
		} else {
			expect(sent).toMatchObject({
				transactionStatus: 'created',
				paymentMethod: 'QRIS',
				extraData: { orderId: 'ORD-17', userId: 'u-17' },
				nettAmount: RATE.live,
				paymentLinkAmount: RATE.live,
			});
		}
	});

	test('event is "payment.received" and confirmed is true', () => {
		for (const { item } of items()) {
			expect(item.event).toBe('payment.received');
			expect(item.confirmed).toBe(true);
		}
	});

	test('data.transactionId (string) is the id Transaction > Get takes', () => {
		for (const { p, item } of items()) {
			const data = item.data as IDataObject;
			expect(data.transactionId).toBe(p.transactionId);
			expect(String(data.transactionId)).toMatch(UUID);
		}
	});

	test("data.amount (number, rupiah) is the transaction's amount", () => {
		for (const { p, item } of items()) {
			const amount = (item.data as IDataObject).amount;
			expect(typeof amount).toBe('number');
			expect(amount).toBe(transactionOf(p.transactionId).amount);
		}
	});

	test("data.customerName, data.customerEmail, data.customerMobile (strings) are the customer's", () => {
		for (const { p, item } of items()) {
			const c = customerOf(p.transactionId);
			expect(item.data).toMatchObject({
				customerName: c.name,
				customerEmail: c.email,
				customerMobile: c.mobile,
			});
			for (const f of ['customerName', 'customerEmail', 'customerMobile'])
				expect(typeof (item.data as IDataObject)[f]).toBe('string');
		}
	});

	test('data.transactionStatus is "paid" whatever Mayar said; Mayar\'s word is in data.mayarOriginal.transactionStatus', () => {
		for (const { p, item, trigger } of items()) {
			const data = item.data as IDataObject;
			expect(data.transactionStatus).toBe('paid');
			const original = data.mayarOriginal as IDataObject;
			// A delivery's own word (created in production), null for a polled row (it has none).
			const said = trigger.startsWith('webhook') ? (p.sent as IDataObject).transactionStatus : null;
			expect(original.transactionStatus).toBe(said);
		}
		expect(
			items().filter(({ item }) => (item.data as IDataObject).mayarOriginal instanceof Object),
		).toHaveLength(6);
	});

	test("data.createdAt and data.paidAt are ISO 8601 UTC strings; Mayar's own dates are in data.mayarOriginal", () => {
		for (const { p, item, trigger } of items()) {
			const data = item.data as IDataObject;
			expect(String(data.createdAt)).toMatch(ISO_UTC);
			expect(String(data.paidAt)).toMatch(ISO_UTC);
			if ('updatedAt' in data) expect(String(data.updatedAt)).toMatch(ISO_UTC);
			const original = data.mayarOriginal as IDataObject;
			if (trigger.startsWith('webhook')) {
				const sent = p.sent as IDataObject;
				expect(original).toMatchObject({ createdAt: sent.createdAt, updatedAt: sent.updatedAt });
				// The same instant, whatever form Mayar gave it in (the docs' epoch ms, production's ISO).
				expect(Date.parse(String(data.createdAt))).toBe(
					new Date(sent.createdAt as string).getTime(),
				);
				expect(data.paidAt).toBe(data.updatedAt);
			} else {
				expect(typeof original.createdAt).toBe('number'); // a paid row's epoch ms
				expect(data.createdAt).toBe(new Date(original.createdAt as number).toISOString());
				expect(data.paidAt).toBe(data.createdAt);
			}
		}
	});

	test('the webhook and the poll give one payment the same paidAt, to the second', () => {
		const [sandbox] = payments;
		const webhookPaid = Date.parse(String((sandbox.webhookItem!.data as IDataObject).paidAt));
		const polledPaid = Date.parse(String((sandbox.polledItem!.data as IDataObject).paidAt));
		expect(Math.abs(webhookPaid - polledPaid)).toBeLessThan(1000);
	});

	test('dedupeKey is payment.received:<transactionId>, the same from the webhook and the poll', () => {
		for (const p of payments) {
			expect(p.webhookItem!.dedupeKey).toBe(`payment.received:${p.transactionId}`);
			expect(p.polledItem!.dedupeKey).toBe(p.webhookItem!.dedupeKey);
		}
	});

	test('receivedAt is an ISO 8601 UTC string', () => {
		for (const { item } of items()) expect(String(item.receivedAt)).toMatch(ISO_UTC);
	});

	test('extraData echoed by Mayar reaches the item unchanged (production delivery)', () => {
		const production = payments[2];
		expect((production.webhookItem!.data as IDataObject).extraData).toEqual(
			(production.sent as IDataObject).extraData,
		);
		if (profile === 'live')
			expect((payments[0].webhookItem!.data as IDataObject).extraData).toEqual({
				orderId: 'ORD-17',
				userId: 'u-17',
			});
	});

	test('Confirm with Mayar off: confirmed false and transactionStatus "unconfirmed", whatever the delivery said', async () => {
		const unconfirmed = new TriggerHarness({
			parameters: {
				registration: 'manual',
				secretToken: MANUAL_TOKEN,
				events: ['payment.received'],
				confirmPayments: false,
			},
			credentials: credentialsFor(sb),
		});
		for (const p of payments) {
			const item = await deliver(
				{ event: 'payment.received', data: p.sent as IDataObject },
				unconfirmed,
				{ token: MANUAL_TOKEN },
			);
			expect(item.confirmed).toBe(false);
			const data = item.data as IDataObject;
			expect(data.transactionStatus).toBe('unconfirmed');
			expect((data.mayarOriginal as IDataObject).transactionStatus).toBe(
				(p.sent as IDataObject).transactionStatus,
			);
			expect(String(data.paidAt)).toMatch(ISO_UTC);
			expect(item.dedupeKey).toBe(`payment.received:${p.transactionId}`);
		}
	});
});

test('dates sent as epoch milliseconds in text become the same instants in ISO 8601 UTC', async () => {
	const body = docsDelivery(paidTransactionId());
	const sent = body.data as IDataObject;
	sent.createdAt = String(sent.createdAt);
	sent.updatedAt = String(sent.updatedAt);
	const data = (await deliver(body)).data as IDataObject;
	expect(data).toMatchObject({
		createdAt: '2023-09-04T08:53:43.264Z',
		updatedAt: '2023-09-04T08:53:46.638Z',
		paidAt: '2023-09-04T08:53:46.638Z',
		mayarOriginal: { createdAt: '1693817623264', updatedAt: '1693817626638' },
	});
});
