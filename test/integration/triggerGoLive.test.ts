/**
 * After go-live (issue 38): a test listen never takes the account's one webhook URL from a published workflow,
 * an activation that takes it from someone else says so, and Manual registration without a Secret Token (node
 * version 1.1) starts nothing unless Accept Deliveries Without Token is on.
 */
import type { IDataObject } from 'n8n-workflow';

import { judgeTestListen } from '../../nodes/Mayar/trigger/account';
import { credentialsFor, requestsTo } from '../harness/sandbox';
import { logs, TriggerHarness, WEBHOOK_TEST_BASE_URL } from '../harness/trigger';
import { messages, paidTransactionId, paymentDelivery, sb, trigger } from './trigger.kit';

const account = () => sb.store.account as IDataObject;
const OTHER_WEBHOOK_ID = '5e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

/** What n8n builds for a test listen: the same node, the test URL, and empty static data (toWorkflow). */
function editorCopy(parameters: IDataObject, webhookId?: string): TriggerHarness {
	return new TriggerHarness({
		parameters,
		credentials: credentialsFor(sb),
		webhookId,
		typeVersion: 1.1,
	});
}

beforeEach(() => {
	account().urlHook = null;
	sb.clearLog();
	logs.length = 0;
});

describe('a test listen in Automatic mode after go-live', () => {
	it('is refused while the account points at the published workflow; nothing changes at Mayar; the next payment starts once', async () => {
		const published = editorCopy({ registration: 'automatic', events: ['payment.received'] });
		expect(await published.activate()).toBe(true);
		const token = String(published.staticData.token);
		const productionHook = `${published.productionUrl}?token=${token}`;
		expect(account().urlHook).toBe(productionHook);
		sb.clearLog();

		const editor = editorCopy({ registration: 'automatic', events: ['payment.received'] });
		const listen = editor.activate({ isTest: true });
		await expect(listen).rejects.toThrow(/not listening for a test event/);
		await listen.catch((error: { message: string; description?: string }) => {
			expect(error.message).toMatch(
				/sends its webhooks to https:\/\/n8n\.example\.test\/webhook\/.+\/webhook \(this trigger's Production URL/,
			);
			expect(error.message).toMatch(
				/Test with pinned data, the Mayar dashboard's test delivery or a Sandbox account/,
			);
			expect(error.message).not.toContain(token);
			expect(error.description).toMatch(/pin data on this trigger/);
			expect(error.description).toMatch(/Mayar Sandbox account/);
			expect(error.description).toMatch(/One Automatic Mayar Trigger per Mayar account/);
			expect(error.description).not.toContain(token); // the production token stays secret
		});
		expect(requestsTo(sb, '/hl/v2/webhooks/update')).toHaveLength(0);
		expect(account().urlHook).toBe(productionHook);
		// n8n then deactivates the test webhooks: delete on the editor's copy changes nothing at Mayar either.
		expect(await editor.hook('delete', { isTest: true })).toBe(true);
		expect(account().urlHook).toBe(productionHook);

		const id = paidTransactionId();
		const call = await published.deliver({
			body: paymentDelivery('payment.received', id),
			query: { token },
		});
		expect(call).toMatchObject({ status: 200, started: true });
		expect(call.items).toHaveLength(1);
		expect(call.items[0]).toMatchObject({ confirmed: true, dedupeKey: `payment.received:${id}` });
	});

	it("is refused while the account points at any other URL, which is named without its query (another workflow's token)", async () => {
		account().urlHook = 'https://shop.example.test/mayar/hook?token=their-secret-token';
		const editor = editorCopy({ registration: 'automatic' });
		const listen = editor.activate({ isTest: true });
		await expect(listen).rejects.toThrow(/not listening for a test event/);
		await listen.catch((error: { message: string; description?: string }) => {
			expect(error.message).toMatch(
				/sends its webhooks to https:\/\/shop\.example\.test\/mayar\/hook\./,
			);
			expect(`${error.message} ${error.description}`).not.toMatch(
				/their-secret-token|trigger's Production URL/,
			);
		});
		expect(account().urlHook).toBe('https://shop.example.test/mayar/hook?token=their-secret-token');
	});

	it('is allowed when the account has no URL, or already this test URL (a listen before go-live)', async () => {
		const editor = editorCopy({ registration: 'automatic' });
		expect(await editor.activate({ isTest: true })).toBe(true);
		const testHook = String(account().urlHook);
		expect(
			testHook.startsWith(`${WEBHOOK_TEST_BASE_URL}/${editor.node.webhookId}/webhook?token=`),
		).toBe(true);
		expect(messages('info').join('\n')).toMatch(/the account has no webhook URL yet/);

		const again = editorCopy({ registration: 'automatic' });
		expect(await again.activate({ isTest: true })).toBe(true);
		expect(messages('info').join('\n')).toMatch(/already points at this test URL/);
		expect(account().urlHook).not.toBe(testHook); // a fresh token for the new listen
	});

	it('is refused when Mayar cannot be asked for the URL (fails closed)', async () => {
		sb.setFaults({ seed: 1, rate: 1, modes: ['500'], paths: /\/customers/ });
		try {
			await expect(
				editorCopy({ registration: 'automatic' }).activate({ isTest: true }),
			).rejects.toThrow(/not listening for a test event/);
		} finally {
			sb.clearFaults();
		}
		expect(requestsTo(sb, '/hl/v2/webhooks/update')).toHaveLength(0);
		expect(account().urlHook).toBeNull();
	});

	it('an account without customers (URL unreadable) is refused in Production and allowed elsewhere', () => {
		const none = {
			known: false as const,
			reason: 'no customer' as const,
			detail: 'no customer yet',
		};
		const test = 'https://n8n.example.test/webhook-test/abc/webhook';
		expect(judgeTestListen(none, test, 'production').allowed).toBe(false);
		expect(judgeTestListen(none, test, 'sandbox').allowed).toBe(true);
		const failed = { known: false as const, reason: 'error' as const, detail: 'HTTP 500' };
		expect(judgeTestListen(failed, test, 'sandbox').allowed).toBe(false);
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
		expect(warning).toMatch(/One Automatic Mayar Trigger per Mayar account/);
		expect(warning).not.toContain(firstToken);

		logs.length = 0;
		await second.hook('delete');
		await second.activate();
		expect(messages('warn').join('\n')).not.toMatch(/took the Mayar account/);
	});
});

describe('Manual registration without a Secret Token (version 1.1)', () => {
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

	it('Accept Deliveries Without Token (Unsafe) restores version 1 behaviour, with the warning', async () => {
		const t = editorCopy({
			registration: 'manual',
			events: ['*'],
			options: { acceptUnauthenticated: true },
		});
		expect(await t.activate()).toBe(true);
		expect(messages('warn').join('\n')).toMatch(/any POST to .+ is accepted/);
		expect((await t.deliver({ body: FORGED[0] })).started).toBe(true);
	});

	it('new nodes are version 1.1; the option and the notice show for it, and version 1 keeps its notice', () => {
		const d = editorCopy({}).nodeType.description;
		expect(d.version).toEqual([1, 1.1]);
		expect(d.defaultVersion).toBe(1.1);
		const options = d.properties.find((p) => p.name === 'options')
			?.options as unknown as IDataObject[];
		expect(options.map((o) => o.name)).toContain('acceptUnauthenticated');
		expect(editorCopy({ registration: 'manual' }).node.parameters.options).toEqual({});
		expect(d.properties.find((p) => p.name === 'tokenRequiredNotice')).toBeDefined();
	});
});

describe('version 1 (saved workflows) keeps accepting Manual deliveries without a Secret Token', () => {
	it('starts, as before', async () => {
		const t = trigger({ registration: 'manual', events: ['*'] });
		expect(await t.activate()).toBe(true);
		expect(
			(await t.deliver({ body: { event: 'shipper.status', data: { id: 'S', status: 'X' } } }))
				.started,
		).toBe(true);
	});
});
