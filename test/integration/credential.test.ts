import { testCredential, runMayar } from '../harness';
import { credentialsFor, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());

test('the credential test passes with a sandbox key and calls GET /hl/v2/balances with a Bearer header', async () => {
	sb.clearLog();
	const result = await testCredential(credentialsFor(sb));
	expect(result).toEqual({ status: 'OK', message: 'Connection tested successfully' });
	expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual(['GET /hl/v2/balances']);
});

test('a wrong key fails the credential test with a message that says why', async () => {
	const result = await testCredential(credentialsFor(sb, 'sk_wrong_key'));
	expect(result.status).toBe('Error');
	expect(result.message).toMatch(/refused this API key/);
	expect(result.message).toMatch(/Sandbox key .* does not work in Production/);
});

test('a key of the other environment fails the credential test the same way', async () => {
	const result = await testCredential(credentialsFor(sb, sb.keys.otherEnv));
	expect(result.status).toBe('Error');
	expect(result.message).toMatch(/belongs to the selected environment/);
});

test('the credential authenticates node requests with Authorization: Bearer <key>', async () => {
	const r = await runMayar({
		credentials: credentialsFor(sb),
		parameters: { resource: 'balance', operation: 'get' },
	});
	expect(r.error).toBeUndefined();
	expect(r.credentialsHelper.sentHeaders[0].Authorization).toBe(`Bearer ${sb.keys.readWrite}`);
	expect(Object.keys(r.items[0].json).sort()).toEqual([
		'balance',
		'balanceActive',
		'balancePending',
	]);
	for (const v of Object.values(r.items[0].json)) expect(Number.isInteger(v)).toBe(true);
});

test('a Custom environment without a base URL is refused before any request', async () => {
	sb.clearLog();
	const r = await runMayar({
		credentials: { apiKey: sb.keys.readWrite, environment: 'custom', baseUrl: '' },
		parameters: { resource: 'balance', operation: 'get' },
	});
	expect(r.error?.message).toMatch(/Custom environment without a valid Base URL/);
	expect(sb.log).toHaveLength(0);
});

test('the rate fields count only with Customize Rate Limit on (n8n drops a field its form hides); off, their defaults hold', async () => {
	const { TestCredentialsHelper } = await import('../harness');
	const stored = {
		apiKey: 'k',
		environment: 'custom',
		baseUrl: sb.url,
		rateLimit: 5,
		processes: 3,
	};
	const off = await new TestCredentialsHelper(stored).getDecrypted();
	// dropped, so the transport's defaults hold: 20 per minute, one process (settings.ts)
	expect(off).toMatchObject({ customizeRateLimit: false });
	expect(off).not.toHaveProperty('rateLimit');
	expect(off).not.toHaveProperty('processes');
	const on = await new TestCredentialsHelper({
		...stored,
		customizeRateLimit: true,
	}).getDecrypted();
	expect(on).toMatchObject({ rateLimit: 5, processes: 3, rateWindowSeconds: 60 });
	// a new credential opens on Sandbox
	expect(await new TestCredentialsHelper({ apiKey: 'k' }).getDecrypted()).toMatchObject({
		environment: 'sandbox',
	});
});
