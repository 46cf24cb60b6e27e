import type { IDataObject } from 'n8n-workflow';

import { fs, path, ROOT } from '../harness/node';
import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_PRODUCT = '00000000-0000-4000-8000-000000000000';

function licenses(): IDataObject[] {
	return (sb.store.licenses as IDataObject[] | undefined) ?? [];
}

function aLicense(pick: (l: IDataObject) => boolean): IDataObject {
	const found = licenses().find(pick);
	if (!found) throw new Error('the sandbox holds no such license');
	return found;
}

const isActive = (l: IDataObject) =>
	l.status === 'ACTIVE' && Date.parse(String(l.expiredAt)) > Date.now();

function verify(licenseCode: unknown, productId: unknown, extra: IDataObject = {}): IDataObject {
	return {
		resource: 'license',
		operation: 'verify',
		licenseCode,
		productId: { __rl: true, mode: 'id', value: productId },
		...extra,
	} as IDataObject;
}

describe('Verify', () => {
	test('an active license: isLicenseActive true, reason active, the license fields flattened', async () => {
		const lic = aLicense(isActive);
		const r = await runAgainst(sb, verify(lic.licenseCode, lic.productId));
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual(['POST /hl/v2/software/verify']);
		expect(sb.log[0].body).toEqual({ licenseCode: lic.licenseCode, productId: lic.productId });
		const out = r.items[0].json;
		expect(out).toMatchObject({
			isLicenseActive: true,
			found: true,
			reason: 'active',
			licenseCode: lic.licenseCode,
			productId: lic.productId,
			status: 'ACTIVE',
		});
		expect(out.expiredAt).toMatch(ISO);
		expect(out.createdAt).toMatch(ISO);
		expect(out.updatedAt).toMatch(ISO);
		expect(out.transactionId).toMatch(UUID);
		expect(out.customerId).toMatch(UUID);
		expect(typeof out.customerName).toBe('string');
		expect(String(out.customerEmail)).toMatch(/@/);
		expect(typeof out.activationLimit).toBe('string');
		expect(typeof out.useCount).toBe('number');
		expect(Object.keys(out).sort()).toEqual(
			[
				'isLicenseActive',
				'found',
				'reason',
				'licenseCode',
				'productId',
				'status',
				'expiredAt',
				'transactionId',
				'customerId',
				'customerName',
				'customerEmail',
				'activationLimit',
				'useCount',
				'createdAt',
				'updatedAt',
			].sort(),
		);
	});

	test('an unknown code is a plain "not active" answer, not a failed workflow', async () => {
		const lic = aLicense(isActive);
		const r = await runAgainst(sb, verify('NO-SUCH-CODE-123', lic.productId));
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].status).toBe(400);
		const out = r.items[0].json;
		expect(out).toMatchObject({
			isLicenseActive: false,
			found: false,
			reason: 'notFound',
			licenseCode: 'NO-SUCH-CODE-123',
			productId: lic.productId,
		});
		expect(String(out.message)).toMatch(/no license/i);
	});

	test('a real code checked against another product is not found either', async () => {
		const lic = aLicense(isActive);
		const r = await runAgainst(sb, verify(lic.licenseCode, UNKNOWN_PRODUCT));
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toMatchObject({
			isLicenseActive: false,
			found: false,
			reason: 'notFound',
		});
	});

	test("with Fail on Unknown Code, an unknown code stops the workflow with Mayar's 400", async () => {
		const lic = aLicense(isActive);
		const r = await runAgainst(
			sb,
			verify('NO-SUCH-CODE-123', lic.productId, { options: { failOnUnknown: true } }),
		);
		expect(r.error?.name).toBe('NodeApiError');
		expect(r.error?.httpCode).toBe('400');
		expect(String(r.error?.message)).toMatch(/no license/i);
	});

	test('a license that is not active: isLicenseActive false, found true, with its status', async () => {
		const lic = aLicense((l) => !isActive(l));
		const r = await runAgainst(sb, verify(lic.licenseCode, lic.productId));
		expect(r.error).toBeUndefined();
		const out = r.items[0].json;
		expect(out).toMatchObject({
			isLicenseActive: false,
			found: true,
			licenseCode: lic.licenseCode,
			status: lic.status,
		});
		expect(['expired', 'inactive']).toContain(out.reason);
		expect(out.reason).toBe(
			Date.parse(String(lic.expiredAt)) <= Date.now() ? 'expired' : 'inactive',
		);
	});

	test.each([
		['a missing license code', verify('  ', UNKNOWN_PRODUCT), /^License Code is required$/],
		[
			'a product that is not a UUID',
			verify('ABC-123', '={{ "my-app" }}'),
			/^Product must be a Mayar ID/,
		],
		['a missing product', verify('ABC-123', '={{ "" }}'), /^Product is required/],
	])('refuses %s before sending anything', async (_label, params, message) => {
		const r = await runAgainst(sb, params);
		expect(r.error?.name).toBe('NodeOperationError');
		expect(r.error?.message).toMatch(message);
		expect(sb.log).toHaveLength(0);
	});

	test('many codes in one run: one answer per input item, paired, in order', async () => {
		const active = aLicense(isActive);
		const rows = [{ code: active.licenseCode }, { code: 'NOPE-1' }, { code: active.licenseCode }];
		const r = await runAgainst(sb, verify('={{ $json.code }}', active.productId), { items: rows });
		expect(r.error).toBeUndefined();
		expect(r.items.map((i) => [i.json.isLicenseActive, i.pairedItem])).toEqual([
			[true, { item: 0 }],
			[false, { item: 1 }],
			[true, { item: 2 }],
		]);
		expect(requestsTo(sb, '/hl/v2/software/verify', 'POST')).toHaveLength(3);
	});

	test('a wrong API key is still an error (with the key hint), not "license not active"', async () => {
		const lic = aLicense(isActive);
		const r = await runAgainst(sb, verify(lic.licenseCode, lic.productId), { key: 'not-a-key' });
		expect(r.error?.name).toBe('NodeApiError');
		expect(r.error?.httpCode).toBe('401');
		expect(r.items).toHaveLength(0);
	});

	test('a verification is a read, though a POST: asked again after a 503 and a reset, never said to risk a duplicate', async () => {
		const lic = aLicense(isActive);
		sb.setFaults({ sequence: ['503', 'reset-after'], paths: /software\/verify/ });
		try {
			const r = await runAgainst(sb, verify(lic.licenseCode, lic.productId));
			expect(r.error).toBeUndefined();
			expect(r.items[0].json).toMatchObject({ isLicenseActive: true, found: true });
			expect(requestsTo(sb, '/hl/v2/software/verify', 'POST')).toHaveLength(3);
			// every attempt failing: the error speaks of a read
			sb.setFaults({ sequence: ['503', '503', '503', '503'], paths: /software\/verify/ });
			const failed = await runAgainst(sb, verify(lic.licenseCode, lic.productId));
			expect(failed.error?.message).toBe('Mayar: Service Unavailable');
			expect(String(failed.error?.description)).toBe(
				'Mayar answered with a server error. Try again later.',
			);
		} finally {
			sb.clearFaults();
		}
	});

	test('a Read Only key: Mayar refuses the POST, and the hint says a Read Only key may call GET only', async () => {
		const lic = aLicense(isActive);
		const r = await runAgainst(sb, verify(lic.licenseCode, lic.productId), {
			key: sb.keys.readOnly,
		});
		expect(r.error?.httpCode).toBe('403');
		expect(String(r.error?.description)).toMatch(
			/Read Only key: Mayar lets those call GET only, and this check is sent as a POST/,
		);
	});
});

describe("examples/license-check-api.json: what its Bad Request? step reads off Verify License's error output", () => {
	const example = JSON.parse(
		fs.readFileSync(path.join(ROOT, 'examples', 'license-check-api.json'), 'utf8'),
	) as { nodes: Array<{ name: string; parameters: IDataObject }>; connections: IDataObject };
	const step = (name: string) => example.nodes.find((n) => n.name === name)!.parameters;
	const condition = (step('Bad Request?').conditions as IDataObject).conditions as IDataObject[];
	const badRequest = new RegExp(String(condition[0].rightValue));
	// Verify License as the example has it, fed what its webhook passes on: the request's body
	const errorOf = async (body: IDataObject, extra: IDataObject = {}) => {
		const r = await runAgainst(
			sb,
			{ ...step('Verify License'), ...extra },
			{ items: [{ body }], onError: 'continueErrorOutput' },
		);
		expect(r.errorItems).toHaveLength(1);
		return String(r.errorItems[0].json.error);
	};

	test('the note: a request the node refuses (no license code, a product ID that is not a Mayar ID) answers 400 with what to fix', async () => {
		const lic = aLicense(isActive);
		expect(await errorOf({ productId: lic.productId })).toMatch(badRequest);
		expect(await errorOf({ licenseCode: lic.licenseCode, productId: 'shop-42' })).toMatch(
			badRequest,
		);
		expect(step('Answer Bad Request').options).toEqual({ responseCode: 400 });
		expect(requestsTo(sb, '/hl/v2/software/verify')).toHaveLength(0);
	});

	test('the note: anything else (Mayar unreachable, its rate limit) answers 503 with reason unavailable', async () => {
		const lic = aLicense(isActive);
		// the rate limit: Max Wait 0, so that the first 429 is the answer
		const quick = { requestOptions: { maxWait: 0 } };
		for (const fault of ['503', 'reset-before', '429']) {
			sb.setFaults({ sequence: Array(8).fill(fault), paths: /software\/verify/ });
			try {
				const error = await errorOf(
					{ licenseCode: lic.licenseCode, productId: lic.productId },
					quick,
				);
				expect({ fault, error }).toEqual({
					fault,
					error: expect.not.stringMatching(badRequest),
				});
				expect(error).toMatch(/Mayar/);
			} finally {
				sb.clearFaults();
			}
		}
		expect((example.connections['Bad Request?'] as IDataObject).main).toEqual([
			[{ node: 'Answer Bad Request', type: 'main', index: 0 }],
			[{ node: 'Answer Unavailable', type: 'main', index: 0 }],
		]);
		expect(step('Answer Unavailable').options).toEqual({ responseCode: 503 });
		expect(String(step('Answer Unavailable').responseBody)).toMatch(/reason: 'unavailable'/);
	});
});
