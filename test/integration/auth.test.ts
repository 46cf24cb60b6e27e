/**
 * Authentication is cheap and done by n8n's own means: the credential's `authenticate` is a function (n8n
 * calls it as it is, where the generic form goes through the expression engine on every request), and the
 * node hands n8n the credential it resolved once per run. The harness's credentials helper calls a
 * function-form authenticate the way n8n's CLI CredentialsHelper does.
 */
import type { IHttpRequestOptions } from 'n8n-workflow';
import { WorkflowExpression } from 'n8n-workflow';

import { MayarHeadlessApi } from '../../credentials/MayarHeadlessApi.credentials';
import { runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox({ counts: { unpaidTransactions: 230 } })));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());
afterEach(() => jest.restoreAllMocks());

const KEY = 'sk_live_auth_dummy_0123456789abcdef';

describe('the credential type', () => {
	test('authenticate is a function, not the generic expression form', () => {
		expect(typeof new MayarHeadlessApi().authenticate).toBe('function');
	});

	test('it sets Authorization: Bearer <key> beside the headers already there, on a copy', async () => {
		const cred = new MayarHeadlessApi();
		const incoming: IHttpRequestOptions = {
			url: '/hl/v2/balances',
			method: 'GET',
			headers: { 'Content-Type': 'application/json', 'X-Trace': 'abc' },
			qs: { limit: 5 },
		};
		const out = await cred.authenticate({ apiKey: KEY, environment: 'production' }, incoming);
		expect(out.headers).toEqual({
			'Content-Type': 'application/json',
			'X-Trace': 'abc',
			Authorization: `Bearer ${KEY}`,
		});
		expect(out).toMatchObject({ url: '/hl/v2/balances', method: 'GET', qs: { limit: 5 } });
		// the caller's options (the transport reuses them for retries) are left as they were, without the key
		expect(incoming.headers).toEqual({ 'Content-Type': 'application/json', 'X-Trace': 'abc' });
		expect(JSON.stringify(incoming)).not.toContain(KEY);
	});

	test('it works on options without headers', async () => {
		const out = await new MayarHeadlessApi().authenticate({ apiKey: KEY }, { url: '/x' });
		expect(out.headers).toEqual({ Authorization: `Bearer ${KEY}` });
	});
});

describe('through n8n-core against the sandbox', () => {
	test('a Return All of 5 pages sends the Bearer key on every request and evaluates no credential expression', async () => {
		const evaluated: string[] = [];
		const original = WorkflowExpression.prototype.getSimpleParameterValue;
		jest
			.spyOn(WorkflowExpression.prototype, 'getSimpleParameterValue')
			.mockImplementation(function (this: WorkflowExpression, ...a: Parameters<typeof original>) {
				evaluated.push(String(a[1]));
				return original.apply(this, a);
			});
		const r = await runAgainst(sb, {
			resource: 'transaction',
			operation: 'getManyUnpaid',
			returnAll: true,
			simplify: false,
		});
		expect(r.error).toBeUndefined();
		expect(r.items).toHaveLength(230);
		expect(sb.log.map((e) => e.status)).toEqual([200, 200, 200, 200, 200]);
		expect(r.credentialsHelper.sentHeaders).toHaveLength(5);
		for (const h of r.credentialsHelper.sentHeaders)
			expect(h.Authorization).toBe(`Bearer ${sb.keys.readWrite}`);
		expect(evaluated.filter((v) => v.includes('$credentials'))).toEqual([]);
	});

	test('a refused key: the error says why and nowhere holds the key (output, error, log lines)', async () => {
		const wrong = 'sk_wrong_key_that_must_not_leak_42';
		const r = await runAgainst(sb, { resource: 'balance', operation: 'get' }, { key: wrong });
		expect(r.error?.httpCode).toBe('401');
		expect(String(r.error?.description)).toMatch(/refused the API key/);
		expect(r.credentialsHelper.sentHeaders[0].Authorization).toBe(`Bearer ${wrong}`);
		// runMayar's own leak check has passed; the serialized run as a whole does not hold it either
		expect(JSON.stringify(r.run)).not.toContain(wrong);
	});
});
