/**
 * Every reason the Mayar Trigger refuses a delivery, one test each, against the sandbox over real HTTP inside
 * n8n-core's WebhookContext. Mayar signs nothing: these refusals are all that stands between a forged request
 * and a fulfilled order, so each test is written to fail when its one check is removed (issue 34; the table of
 * which test holds which check is in the closing note).
 */
import type { IDataObject } from 'n8n-workflow';

import { credentialsFor, requestsTo, type Sandbox } from '../harness/sandbox';
import { activeAutomaticTrigger, sandboxPerSuite } from '../harness/suite';
import { logs, TriggerHarness, type FakeRequest } from '../harness/trigger';
import { publishToken, tokensMatch } from '../../nodes/Mayar/trigger/token';

let sb: Sandbox;
sandboxPerSuite((started) => (sb = started));

const UNKNOWN_UUID = '7c1e2a44-93b0-4f5d-a6e8-1b2c3d4e5f60';
const IGNORED = { status: 200, started: false, body: { received: true, started: false } };
const UNAUTHORIZED = { status: 401, started: false, body: { message: 'Unauthorized' } };

function trigger(parameters: IDataObject): TriggerHarness {
	return new TriggerHarness({ parameters, credentials: credentialsFor(sb) });
}

const activeAutomatic = (parameters: IDataObject = {}) =>
	activeAutomaticTrigger(trigger({ registration: 'automatic', events: ['*'], ...parameters }), sb);

function payment(event: string, data: IDataObject): IDataObject {
	return { event, data: { status: 'SUCCESS', amount: 150000, customerName: 'Budi', ...data } };
}

function paidTransactionId(): string {
	const rows = (sb.addPaidTransactions as (n: number) => IDataObject[])(1);
	return String(rows[0].paymentLinkTransactionId);
}

function unpaidTransaction(options: IDataObject = {}): IDataObject {
	return (sb.addUnpaidTransactions as (n: number, o?: IDataObject) => IDataObject[])(1, options)[0];
}

const said = (level: string) =>
	logs
		.filter((l) => l.level === level)
		.map((l) => l.message)
		.join('\n');

describe('token', () => {
	it('Automatic, once unpublished, refuses the token it registered; with nothing stored, a token older than a publish takes; with another registration stored, any token not made after it', async () => {
		const { t, token } = await activeAutomatic({ confirmPayments: false });
		const body = { event: 'shipper.status', data: { id: 'SHP-9', status: 'DELIVERED' } };
		// unpublished: static data keeps when (a token made before it is refused)
		await t.hook('delete');
		expect(await t.deliver({ body, query: { token } })).toMatchObject(UNAUTHORIZED);
		expect(await t.deliver({ body, query: { token: '' } })).toMatchObject(UNAUTHORIZED);
		expect(said('warn')).toMatch(/no Automatic registration is stored yet/);
		const later = new Date(Date.now() + 1000).toISOString();
		const apiKey = credentialsFor(sb).apiKey;
		const label = `publish ${t.node.webhookId}`;
		// Nothing stored, a token made 16 minutes ago (longer than a publish waits for n8n to save it), an empty
		// stored token, or a Manual registration stored after the token was made: none is this mode's token.
		for (const [stored, received] of [
			[{}, publishToken(apiKey, label, Date.now() - 16 * 60_000)],
			[{ registration: 'automatic', token: '', registeredAt: later }, token],
			[{ registration: 'manual', token, registeredAt: later }, token],
		] as Array<[IDataObject, string]>) {
			for (const key of Object.keys(t.staticData)) delete t.staticData[key];
			Object.assign(t.staticData, stored);
			expect(await t.deliver({ body, query: { token: received } })).toMatchObject(UNAUTHORIZED);
			expect(await t.deliver({ body, query: { token: '' } })).toMatchObject(UNAUTHORIZED);
		}
	});

	it('Automatic: a wrong, missing, empty or repeated token gets 401; the right one starts', async () => {
		const { t, token } = await activeAutomatic({ confirmPayments: false });
		const body = { event: 'shipper.status', data: { id: 'SHP-1', status: 'SHIPPED' } };
		for (const query of [
			{ token: `${token.slice(0, 63)}${token.endsWith('0') ? '1' : '0'}` },
			{},
			{ token: '' },
			{ token: [token, token] },
			{ token: token.toUpperCase() },
		] as IDataObject[]) {
			expect(await t.deliver({ body, query })).toMatchObject(UNAUTHORIZED);
		}
		expect(said('warn').match(/refused a delivery with (no|a wrong) token \(401\)/g)).toHaveLength(
			5,
		);
		expect((await t.deliver({ body, query: { token } })).started).toBe(true);
	});

	it('Manual with a Secret Token: anything but that token gets 401', async () => {
		const secret = 'manual-dummy-0123456789';
		const t = trigger({ registration: 'manual', secretToken: secret, events: ['*'] });
		await t.activate();
		const body = { event: 'shipper.status', data: { id: 'SHP-2', status: 'SHIPPED' } };
		for (const query of [{ token: 'manual-dummy-012345678' }, {}, { token: '' }] as IDataObject[])
			expect(await t.deliver({ body, query })).toMatchObject(UNAUTHORIZED);
		expect((await t.deliver({ body, query: { token: secret } })).started).toBe(true);
	});

	it('tokensMatch (pure): an empty expected token matches nothing, not even an empty one', () => {
		expect(tokensMatch('', '')).toBe(false);
		expect(tokensMatch(undefined, '')).toBe(false);
		expect(tokensMatch('abc', 'abc')).toBe(true);
	});
});

describe('body shape', () => {
	it('a body that is not {event: name, data: object} is answered 400 and starts nothing', async () => {
		const { t, token } = await activeAutomatic({ confirmPayments: false });
		const cases: FakeRequest[] = [
			{ body: null, rawBody: Buffer.from('null') },
			{ body: {}, rawBody: Buffer.from('{"event":') },
			{ body: { event: 42, data: {} } },
			{ body: { event: '', data: {} } },
			{ body: { event: 'shipper.status <script>', data: {} } },
			{ body: { event: 'shipper.status', data: 'x' } },
			{ body: { event: 'shipper.status', data: [1] } },
			{ body: { event: 'shipper.status' } },
		];
		for (const request of cases) {
			const call = await t.deliver({ ...request, query: { token } });
			expect(call).toMatchObject({ status: 400, started: false });
			expect(String((call.body as IDataObject).message)).toMatch(/^Not a Mayar webhook delivery: /);
		}
	});
});

describe('test ping and event filter', () => {
	it('the test ping is acknowledged and starts nothing unless Include Test Event is on', async () => {
		const { t, token } = await activeAutomatic();
		const call = await t.deliver({ body: { event: 'testing' }, query: { token } });
		expect(call).toMatchObject({ ...IGNORED, body: { reason: 'test event' } });
	});

	it('an event that is not selected is acknowledged and starts nothing, without asking Mayar', async () => {
		const { t, token } = await activeAutomatic({ events: ['payment.received'] });
		for (const event of ['payment.reminder', 'shipper.status', 'membership.memberExpired']) {
			const call = await t.deliver({
				body: payment(event, { id: UNKNOWN_UUID, transactionId: UNKNOWN_UUID }),
				query: { token },
			});
			expect(call).toMatchObject({ ...IGNORED, body: { reason: 'event not selected' } });
		}
		expect(requestsTo(sb, '/hl/v2/')).toHaveLength(0);
	});
});

describe('confirmation with Mayar', () => {
	/** Delivers a payment event with the right token and expects it refuted with `reason` in the log. */
	async function refuted(t: TriggerHarness, token: string, body: IDataObject, reason: RegExp) {
		logs.length = 0;
		const call = await t.deliver({ body, query: { token } });
		expect(call).toMatchObject({ ...IGNORED, body: { reason: 'not confirmed by Mayar' } });
		expect(said('warn')).toMatch(reason);
	}

	it('a delivery that names no transaction is refuted without a request', async () => {
		const { t, token } = await activeAutomatic();
		for (const data of [{}, { transactionId: '  ', id: '' }, { transactionId: null }]) {
			await refuted(
				t,
				token,
				payment('payment.received', data),
				/the delivery names no transaction \(data\.transactionId or data\.id\)/,
			);
		}
		expect(requestsTo(sb, '/hl/v2/')).toHaveLength(0);
	});

	it('a transaction ID that is not a UUID is refuted without a request (it would land in the URL path)', async () => {
		const { t, token } = await activeAutomatic();
		for (const id of ['../webhooks/update', `${UNKNOWN_UUID}/x`, '12345', `${UNKNOWN_UUID}0`]) {
			await refuted(
				t,
				token,
				payment('payment.received', { id, transactionId: id }),
				/the transaction ID is not a UUID/,
			);
		}
		expect(requestsTo(sb, '/hl/v2/')).toHaveLength(0);
	});

	it('Mayar answering 404 (no such transaction) refutes: 200, nothing started, never 503', async () => {
		const { t, token } = await activeAutomatic();
		await refuted(
			t,
			token,
			payment('payment.received', { id: UNKNOWN_UUID, transactionId: UNKNOWN_UUID }),
			new RegExp(`Mayar has no transaction ${UNKNOWN_UUID} \\(HTTP 404\\)`),
		);
		expect(requestsTo(sb, `/hl/v2/transactions/${UNKNOWN_UUID}`).map((r) => r.status)).toEqual([
			404,
		]);
	});

	it('Mayar answering 400 refutes: 200, nothing started, never 503', async () => {
		const { t, token } = await activeAutomatic();
		const id = paidTransactionId();
		// The sandbox models no 400 for a UUID path: this is Mayar's own 400 (a query it cannot read) reached
		// through the misroute fault, as a request Mayar refuses as bad arrives.
		sb.setFaults({ sequence: ['misroute'], misrouteTo: '/hl/v2/memberships/tiers' });
		await refuted(
			t,
			token,
			payment('payment.received', { transactionId: id }),
			new RegExp(`Mayar has no transaction ${id} \\(HTTP 400\\)`),
		);
		expect(requestsTo(sb, `/hl/v2/transactions/${id}`).map((r) => [r.status, r.fault])).toEqual([
			[400, 'misroute'],
		]);
	});

	it('Mayar answering with another transaction than the one asked (a misrouting proxy or cache) refutes', async () => {
		const { t, token } = await activeAutomatic();
		const other = paidTransactionId();
		const asked = [UNKNOWN_UUID, String(unpaidTransaction().id)];
		for (const id of asked) {
			sb.setFaults({ sequence: ['misroute'], misrouteTo: `/hl/v2/transactions/${other}` });
			await refuted(
				t,
				token,
				payment('payment.received', { id, transactionId: id }),
				new RegExp(`Mayar did not return transaction ${id}`),
			);
		}
		const gets = requestsTo(sb, '/hl/v2/transactions/', 'GET');
		expect(gets.map((g) => [g.path, g.status, g.fault])).toEqual(
			asked.map((id) => [`/hl/v2/transactions/${id}`, 200, 'misroute']),
		);
		// Without the fault the same paid transaction is confirmed (the refusal was the ID, not the status).
		const ok = await t.deliver({
			body: payment('payment.received', { transactionId: other }),
			query: { token },
		});
		expect(ok).toMatchObject({ started: true, items: [{ confirmed: true }] });
	});

	it('a transaction detail without an id refutes (Mayar drifted: the id cannot be compared)', async () => {
		const { t, token } = await activeAutomatic();
		const id = paidTransactionId();
		sb.setDrift({ renameField: { endpoint: 'transaction.get', from: 'id', to: 'transaction_id' } });
		await refuted(
			t,
			token,
			payment('payment.received', { transactionId: id }),
			new RegExp(`Mayar did not return transaction ${id}`),
		);
	});

	it('payment.received for a transaction that is not paid (created, expired) is refuted', async () => {
		const { t, token } = await activeAutomatic();
		for (const tx of [unpaidTransaction(), unpaidTransaction({ expired: true })]) {
			await refuted(
				t,
				token,
				payment('payment.received', { id: tx.id, transactionId: tx.id }),
				new RegExp(
					`transaction ${String(tx.id)} is "(created|expired)" in Mayar, not "paid" as payment.received claims`,
				),
			);
		}
	});

	it('payment.reminder for a transaction already paid (or expired) is refuted', async () => {
		const { t, token } = await activeAutomatic();
		for (const id of [paidTransactionId(), String(unpaidTransaction({ expired: true }).id)]) {
			await refuted(
				t,
				token,
				payment('payment.reminder', { id, transactionId: id }),
				new RegExp(
					`transaction ${id} is "(paid|expired)" in Mayar, not "unpaid" or "created" as payment.reminder claims`,
				),
			);
		}
	});

	it('when Mayar cannot be asked: 503 and nothing started (the delivery can be sent again)', async () => {
		const { t, token } = await activeAutomatic();
		const id = paidTransactionId();
		sb.setFaults({ paths: /^\/hl\/v2\/transactions\//, sequence: ['503', '503'] });
		const call = await t.deliver({
			body: payment('payment.received', { transactionId: id }),
			query: { token },
		});
		expect(call).toMatchObject({ status: 503, started: false });
		expect(said('error')).toMatch(/Answered 503/);
	});
});
