/**
 * After go-live (issue 38): the editor's test listen never takes the account's one webhook URL (Mayar is asked for
 * its test delivery at the test URL instead), a publish that takes the URL from someone else says so, and Manual
 * registration without a Secret Token starts nothing unless Accept Deliveries Without Token is on.
 */
import type { IDataObject } from 'n8n-workflow';

import { credentialsFor, requestsTo } from '../harness/sandbox';
import { logs, TriggerHarness, WEBHOOK_TEST_BASE_URL } from '../harness/trigger';
import {
	HEX64,
	messages,
	paidTransactionId,
	paymentDelivery,
	PUBLISH_TOKEN,
	sb,
} from './trigger.kit';

const account = () => sb.store.account as IDataObject;
const OTHER_WEBHOOK_ID = '5e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

/** What n8n builds for a test listen: the same node, the test URL, and empty static data (toWorkflow). */
function editorCopy(parameters: IDataObject, webhookId?: string): TriggerHarness {
	return new TriggerHarness({
		parameters,
		credentials: credentialsFor(sb),
		webhookId,
	});
}

beforeEach(() => {
	account().urlHook = null;
	sb.clearLog();
	logs.length = 0;
});

/** The test delivery Mayar was asked to send (POST /hl/v2/webhooks/test), as the sandbox queued it. */
function testDeliveryAsked(): { url: URL; body: IDataObject } {
	const asked = requestsTo(sb, '/hl/v2/webhooks/test', 'POST');
	expect(asked).toHaveLength(1);
	const url = new URL(String((asked[0].body as IDataObject).urlHook));
	const sent = (sb.deliveries as IDataObject[]).filter((d) => d.url === url.toString());
	expect(sent.length).toBeGreaterThan(0);
	return { url, body: sent[sent.length - 1].body as IDataObject };
}

describe("the editor's test listen (Execute step), in either registration", () => {
	it("after go-live: asks Mayar for its test delivery at the test URL and leaves the account's URL on production; the test delivery starts the test execution; the next payment starts the published workflow once", async () => {
		const published = editorCopy({ registration: 'automatic', events: ['payment.received'] });
		expect(await published.activate()).toBe(true);
		const token = String(published.staticData.token);
		const productionHook = `${published.productionUrl}?token=${token}`;
		expect(account().urlHook).toBe(productionHook);
		sb.clearLog();

		const editor = editorCopy({ registration: 'automatic', events: ['payment.received'] });
		expect(await editor.activate({ isTest: true })).toBe(true);
		expect(requestsTo(sb, '/hl/v2/webhooks/update')).toHaveLength(0);
		expect(account().urlHook).toBe(productionHook);
		const { url, body } = testDeliveryAsked();
		expect(`${url.origin}${url.pathname}`).toBe(
			`${WEBHOOK_TEST_BASE_URL}/${editor.node.webhookId}/webhook`,
		);
		const testToken = url.searchParams.get('token');
		expect(testToken).toMatch(HEX64);
		expect(testToken).not.toBe(token);
		expect(messages('info').join('\n')).toMatch(/account's webhook URL is unchanged/);

		// Mayar's test delivery, arriving at the test URL: it starts the test execution (Include Test Event is off).
		const call = await editor.deliver({ body, query: { token: testToken }, isTest: true });
		expect(call).toMatchObject({ status: 200, started: true });
		expect(call.items[0]).toMatchObject({ event: 'testing', test: true });
		// Forgeries at the test URL: no token, the production token, a made-up one.
		for (const query of [{}, { token }, { token: 'made-up' }]) {
			expect(await editor.deliver({ body, query, isTest: true })).toMatchObject({
				status: 401,
				started: false,
			});
		}
		// n8n then deactivates the test webhooks: delete on the editor's copy changes nothing at Mayar.
		expect(await editor.hook('delete', { isTest: true })).toBe(true);
		expect(account().urlHook).toBe(productionHook);
		// The published workflow goes on receiving; Mayar's test delivery does not start it.
		expect(await published.deliver({ body, query: { token } })).toMatchObject({
			status: 200,
			started: false,
		});
		const id = paidTransactionId();
		const payment = await published.deliver({
			body: paymentDelivery('payment.received', id),
			query: { token },
		});
		expect(payment).toMatchObject({ status: 200, started: true });
		expect(payment.items).toHaveLength(1);
		expect(payment.items[0]).toMatchObject({
			confirmed: true,
			dedupeKey: `payment.received:${id}`,
		});
	});

	it('Manual registration: the test delivery goes to the test URL with the Secret Token', async () => {
		const secretToken = 'a-long-manual-dummy-token-0123456789';
		const editor = editorCopy({ registration: 'manual', events: ['*'], secretToken });
		expect(await editor.activate({ isTest: true })).toBe(true);
		const { url, body } = testDeliveryAsked();
		expect(url.searchParams.get('token')).toBe(secretToken);
		expect(account().urlHook).toBeNull();
		expect(
			await editor.deliver({ body, query: { token: secretToken }, isTest: true }),
		).toMatchObject({ status: 200, started: true });
	});

	it("starts on whatever Mayar sends to the test URL (its test delivery's event name is documented nowhere); a published workflow does not", async () => {
		const editor = editorCopy({ registration: 'automatic', events: ['payment.received'] });
		expect(await editor.activate({ isTest: true })).toBe(true);
		const { url } = testDeliveryAsked();
		const token = url.searchParams.get('token');
		const other = { event: 'webhook.test', data: { message: 'a test' } };
		const call = await editor.deliver({ body: other, query: { token }, isTest: true });
		expect(call).toMatchObject({ status: 200, started: true });
		expect(call.items[0]).toMatchObject({ event: 'webhook.test', confirmed: false });
		const published = editorCopy({ registration: 'automatic', events: ['payment.received'] });
		await published.activate();
		expect(
			await published.deliver({
				body: other,
				query: { token: String(published.staticData.token) },
			}),
		).toMatchObject({ status: 200, started: false });
	});

	it('refuses a local webhook URL on a real Mayar environment, before anything is sent: publish and Execute step', async () => {
		for (const isTest of [false, true]) {
			const t = new TriggerHarness({
				parameters: { registration: 'automatic' },
				credentials: { ...credentialsFor(sb), environment: 'sandbox' },
			});
			t.webhookBaseUrl = 'http://localhost:5678/webhook';
			t.webhookTestBaseUrl = 'http://localhost:5678/webhook-test';
			const listen = t.activate({ isTest });
			await expect(listen).rejects.toThrow(/is a local address that Mayar cannot reach/);
			await listen.catch((error: { description?: string }) =>
				expect(error.description).toMatch(/Set WEBHOOK_URL/),
			);
			expect(t.staticData).toEqual({});
		}
		expect(sb.log).toHaveLength(0);
		expect(account().urlHook).toBeNull();
	});

	it('fails saying why when Mayar does not send the test delivery, and the account is untouched', async () => {
		sb.setFaults({ seed: 1, rate: 1, modes: ['500'], paths: /\/webhooks\/test/ });
		try {
			const listen = editorCopy({ registration: 'automatic' }).activate({ isTest: true });
			await expect(listen).rejects.toThrow(/Mayar did not send its test delivery/);
			await listen.catch((error: { description?: string }) =>
				expect(error.description).toMatch(/the account's webhook URL was not changed/),
			);
		} finally {
			sb.clearFaults();
		}
		expect(requestsTo(sb, '/hl/v2/webhooks/update')).toHaveLength(0);
		expect(account().urlHook).toBeNull();
	});
});

describe('an activation that takes the account URL from someone else', () => {
	it('is logged with the URL it took (without its token); re-activating the same workflow is not', async () => {
		const first = editorCopy({ registration: 'automatic' });
		await first.activate();
		const firstToken = String(first.staticData.token);
		expect(messages('warn').join('\n')).not.toMatch(/took the Mayar account/);

		const second = editorCopy({ registration: 'automatic' }, OTHER_WEBHOOK_ID);
		await second.activate();
		const warning = messages('warn').join('\n');
		expect(warning).toContain(
			`took the Mayar account's (custom) webhook URL from ${first.productionUrl}:`,
		);
		expect(warning).toMatch(/One Mayar Trigger receives per Mayar account/);
		expect(warning).not.toContain(firstToken);

		logs.length = 0;
		await second.hook('delete');
		await second.activate();
		expect(messages('warn').join('\n')).not.toMatch(/took the Mayar account/);
	});
});

describe('Manual registration without a Secret Token', () => {
	const FORGED: IDataObject[] = [
		{ event: 'membership.memberUnsubscribed', data: { memberId: 'MBR-1', status: 'INACTIVE' } },
		{ event: 'membership.memberExpired', data: { memberId: 'MBR-1', status: 'INACTIVE' } },
		{ event: 'shipper.status', data: { id: 'SHP-1', status: 'DELIVERED' } },
	];
	const TOKENS: Array<IDataObject | undefined> = [undefined, { token: 'made-up' }, { token: '' }];

	it('fails the activation and the test listen, saying why', async () => {
		const t = editorCopy({ registration: 'manual', events: ['*'] });
		await expect(t.activate()).rejects.toThrow(/set a Secret Token/);
		expect(t.staticData).toEqual({});
		await expect(editorCopy({ registration: 'manual' }).activate({ isTest: true })).rejects.toThrow(
			/set a Secret Token/,
		);
	});

	it('refuses every delivery with 401 and a log line, with no, a made-up or an empty token', async () => {
		const t = editorCopy({ registration: 'manual', events: ['*'] });
		for (const body of FORGED) {
			for (const query of TOKENS) {
				const call = await t.deliver({ body, query });
				expect(call).toMatchObject({ status: 401, started: false });
			}
		}
		expect(messages('warn').filter((m) => /no Secret Token is set/.test(m))).toHaveLength(9);
	});

	it('with a Secret Token: forgeries refused, the genuine delivery starts once', async () => {
		const dummyToken = 'a-long-manual-dummy-token-0123456789';
		const t = editorCopy({ registration: 'manual', events: ['*'], secretToken: dummyToken });
		expect(await t.activate()).toBe(true);
		for (const body of FORGED) {
			for (const query of TOKENS) expect((await t.deliver({ body, query })).started).toBe(false);
			const genuine = await t.deliver({ body, query: { token: dummyToken } });
			expect(genuine).toMatchObject({ status: 200, started: true });
			expect(genuine.items).toHaveLength(1);
		}
	});

	it('Accept Deliveries Without Token (Unsafe) lets them in, with the warning', async () => {
		const t = editorCopy({
			registration: 'manual',
			events: ['*'],
			options: { acceptUnauthenticated: true },
		});
		expect(await t.activate()).toBe(true);
		expect(messages('warn').join('\n')).toMatch(/any POST to .+ is accepted/);
		expect((await t.deliver({ body: FORGED[0] })).started).toBe(true);
	});

	it('the node has one version; the option and the notice show for Manual registration', () => {
		const d = editorCopy({}).nodeType.description;
		expect(d.version).toBe(1);
		expect(d.defaultVersion).toBeUndefined();
		const options = d.properties.find((p) => p.name === 'options')
			?.options as unknown as IDataObject[];
		expect(options.map((o) => o.name)).toContain('acceptUnauthenticated');
		expect(editorCopy({ registration: 'manual' }).node.parameters.options).toEqual({});
		expect(d.properties.find((p) => p.name === 'tokenRequiredNotice')).toBeDefined();
	});
});

describe('publishing: no moment where a genuine delivery is refused (issue 60)', () => {
	/** The token Mayar now sends with: the one in the account's URL. */
	const tokenAtMayar = () => new URL(String(account().urlHook)).searchParams.get('token');

	it("a delivery with the token just registered is accepted before n8n saved the publish's static data, after an older copy was written back, and in another process; nothing else is", async () => {
		const t = editorCopy({ registration: 'automatic', events: ['payment.received'] });
		expect(await t.activate()).toBe(true);
		const first = tokenAtMayar();
		const older = JSON.parse(JSON.stringify(t.staticData)) as IDataObject; // the first publish, as saved
		// re-publish: unpublish, then publish again (a new token at Mayar)
		expect(await t.hook('delete')).toBe(true);
		const saved = JSON.parse(JSON.stringify(t.staticData)) as IDataObject; // what n8n's database holds now
		expect(saved).toEqual({ unpublishedAt: expect.any(String) });
		expect(await t.activate()).toBe(true);
		const token = tokenAtMayar();
		expect(token).toMatch(PUBLISH_TOKEN);
		expect(token).not.toBe(first);
		const restore = (data: IDataObject) => {
			for (const key of Object.keys(t.staticData)) delete t.staticData[key];
			Object.assign(t.staticData, data);
		};

		// n8n saves create()'s static data only once the activation ended; a delivery reads the database before
		restore(saved);
		expect(
			await t.deliver({
				body: paymentDelivery('payment.received', paidTransactionId()),
				query: { token },
			}),
		).toMatchObject({ status: 200, started: true });
		// a poll that loaded the static data before the unpublish writes it back: the first registration
		restore(older);
		const again = paymentDelivery('payment.received', paidTransactionId());
		expect(await t.deliver({ body: again, query: { token } })).toMatchObject({
			status: 200,
			started: true,
		});
		// the token of the earlier publish, none, a made-up one: refused (the older copy itself still lets the
		// earlier token through, as it did before issue 60, until n8n saves the publish)
		restore(saved);
		for (const query of [{ token: first }, {}, { token: 'made-up' }])
			expect(await t.deliver({ body: again, query })).toMatchObject({
				status: 401,
				started: false,
			});
		// another process (a webhook process in queue mode), reading what n8n saved: the same answers
		const other = new TriggerHarness({
			parameters: t.node.parameters,
			credentials: credentialsFor(sb),
			webhookId: t.node.webhookId,
			staticData: { 'node:Mayar Trigger': saved },
		});
		const third = paymentDelivery('payment.received', paidTransactionId());
		expect(await other.deliver({ body: third, query: { token: first } })).toMatchObject({
			status: 401,
		});
		expect(await other.deliver({ body: third, query: { token } })).toMatchObject({
			status: 200,
			started: true,
		});
		// unpublished: the token is refused
		restore(JSON.parse(JSON.stringify(t.staticData)) as IDataObject);
		expect(await t.hook('delete')).toBe(true);
		expect(await t.deliver({ body: again, query: { token } })).toMatchObject({ status: 401 });
	});
});

describe('publishing in another n8n process (several mains)', () => {
	it("a later registration in static data wins: its token is accepted, this process's older one refused", async () => {
		const t = editorCopy({ registration: 'automatic', events: ['payment.received'] });
		expect(await t.activate()).toBe(true);
		const mine = String(t.staticData.token);
		// another main re-published: its token and time are what n8n's database now holds
		const theirs = 'b'.repeat(64);
		Object.assign(t.staticData, {
			token: theirs,
			registeredAt: new Date(Date.now() + 60_000).toISOString(),
		});
		const body = paymentDelivery('payment.received', paidTransactionId());
		expect(await t.deliver({ body, query: { token: mine } })).toMatchObject({ status: 401 });
		expect(await t.deliver({ body, query: { token: theirs } })).toMatchObject({
			status: 200,
			started: true,
		});
	});
});

describe('the test listen starts on whatever Mayar sends (issue 61)', () => {
	it('a test delivery shaped as a payment Mayar does not confirm starts the test execution, confirmed: false; a published workflow drops it', async () => {
		const editor = editorCopy({ registration: 'automatic', events: ['payment.received'] });
		expect(await editor.activate({ isTest: true })).toBe(true);
		const testToken = testDeliveryAsked().url.searchParams.get('token');
		// a made-up transaction, as a test delivery may carry
		const body = paymentDelivery('payment.received', '00000000-0000-4000-8000-00000000abcd');
		const call = await editor.deliver({ body, query: { token: testToken }, isTest: true });
		expect(call).toMatchObject({ status: 200, started: true });
		expect(call.items[0]).toMatchObject({ event: 'payment.received', confirmed: false });
		expect(call.items[0].transaction).toBeUndefined();
		expect(messages('info').join('\n')).toMatch(/a published workflow would not start on it/);

		const published = editorCopy({ registration: 'automatic', events: ['payment.received'] });
		expect(await published.activate()).toBe(true);
		const token = String(published.staticData.token);
		expect(await published.deliver({ body, query: { token } })).toMatchObject({
			status: 200,
			started: false,
		});
	});
});
