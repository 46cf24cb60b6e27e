import type { IDataObject } from 'n8n-workflow';

import { runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type License = IDataObject & {
	licenseCode: string;
	productId: string;
	status: string;
	expiredAt: string;
	memberStatus: string;
};
const licenses = () => sb.store.saasLicenses as License[];
const future = (l: License) => Date.parse(l.expiredAt) > Date.now();
function aLicense(pick: (l: License) => boolean): License {
	const found = licenses().find(pick);
	if (!found) throw new Error('the sandbox holds no such SaaS license');
	return found;
}
const isActive = (l: License) => l.status === 'ACTIVE' && future(l) && l.memberStatus === 'active';

function params(
	operation: string,
	licenseCode: unknown,
	productId: unknown,
	extra: IDataObject = {},
): IDataObject {
	return {
		resource: 'saasLicense',
		operation,
		licenseCode,
		productId: { __rl: true, mode: 'id', value: productId },
		...extra,
	} as IDataObject;
}

describe('Verify', () => {
	test('an active license: POST /saas/v2/license/verify; isLicenseActive true, reason active, memberStatus and the tier fields', async () => {
		const lic = aLicense(isActive);
		const r = await runAgainst(sb, params('verify', lic.licenseCode, lic.productId));
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual(['POST /saas/v2/license/verify']);
		expect(sb.log[0].body).toEqual({ licenseCode: lic.licenseCode, productId: lic.productId });
		const out = r.items[0].json;
		expect(out).toMatchObject({
			isLicenseActive: true,
			found: true,
			reason: 'active',
			licenseCode: lic.licenseCode,
			productId: lic.productId,
			memberStatus: 'active',
			status: 'ACTIVE',
			membershipTierId: lic.membershipTierId,
			membershipTierName: lic.membershipTierName,
			memberPaymentLink: lic.memberPaymentLink,
			customerId: lic.customerId,
			customerEmail: lic.customerEmail,
		});
		expect(out.expiredAt).toMatch(ISO);
		expect(out.transactionId).toMatch(UUID);
		expect(out).not.toHaveProperty('message');
		expect(out).not.toHaveProperty('messages');
	});

	test('licenses that are not active say why: inactive, expired, memberInactive', async () => {
		const cases: Array<[License, string]> = [
			[aLicense((l) => l.status === 'INACTIVE' && future(l)), 'inactive'],
			[aLicense((l) => l.status === 'ACTIVE' && !future(l)), 'expired'],
			[
				aLicense((l) => l.status === 'ACTIVE' && future(l) && l.memberStatus !== 'active'),
				'memberInactive',
			],
		];
		for (const [lic, reason] of cases) {
			const r = await runAgainst(sb, params('verify', lic.licenseCode, lic.productId));
			expect(r.error).toBeUndefined();
			expect(r.items[0].json).toMatchObject({
				isLicenseActive: false,
				found: true,
				reason,
				licenseCode: lic.licenseCode,
			});
		}
	});

	test('an unknown code is a plain "not active" answer by default; with Fail on Unknown Code it is Mayar\'s 400 with a hint', async () => {
		const lic = aLicense(isActive);
		const r = await runAgainst(sb, params('verify', 'NO-SUCH-CODE-1', lic.productId));
		expect(r.error).toBeUndefined();
		expect(sb.log[0].status).toBe(400);
		expect(r.items[0].json).toMatchObject({
			isLicenseActive: false,
			found: false,
			reason: 'notFound',
			licenseCode: 'NO-SUCH-CODE-1',
			productId: lic.productId,
		});
		expect(String(r.items[0].json.message)).toMatch(
			/^There's no license with code NO-SUCH-CODE-1 and product id /,
		);

		const r2 = await runAgainst(
			sb,
			params('verify', 'NO-SUCH-CODE-1', lic.productId, { options: { failOnUnknown: true } }),
		);
		expect(r2.error?.httpCode).toBe('400');
		expect(r2.error?.message).toMatch(
			/^Mayar: There's no license with code NO-SUCH-CODE-1 and product id [0-9a-f-]+ registered in user /,
		);
		expect(r2.error?.description).toMatch(/no SaaS license with this code for this product/);
	});

	test('an empty License Code or a Product that is not a UUID fails before any request', async () => {
		const lic = aLicense(isActive);
		const r = await runAgainst(sb, params('verify', '  ', lic.productId));
		expect(r.error?.message).toBe('License Code is required');
		const r2 = await runAgainst(sb, params('verify', lic.licenseCode, '={{ "saas-kopi" }}'));
		expect(r2.error?.message).toMatch(/^Product must be a Mayar ID \(a UUID/);
		expect(sb.log).toHaveLength(0);
	});
});

describe('Activate', () => {
	test("POST /saas/v2/license/activate: the license becomes ACTIVE; output has Mayar's singular message", async () => {
		const lic = aLicense(
			(l) => l.status === 'INACTIVE' && future(l) && l.memberStatus === 'active',
		);
		const r = await runAgainst(sb, params('activate', lic.licenseCode, lic.productId));
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual(['POST /saas/v2/license/activate']);
		expect(sb.log[0].body).toEqual({ licenseCode: lic.licenseCode, productId: lic.productId });
		expect(r.items[0].json).toEqual({
			licenseCode: lic.licenseCode,
			productId: lic.productId,
			status: 'ACTIVE',
			message: 'Success updating license code status to ACTIVE.',
		});
		expect(lic.status).toBe('ACTIVE');

		const v = await runAgainst(sb, params('verify', lic.licenseCode, lic.productId));
		expect(v.items[0].json).toMatchObject({ isLicenseActive: true, reason: 'active' });
	});

	test("an unknown code is Mayar's 400 with a hint; nothing changes", async () => {
		const lic = aLicense(isActive);
		const before = licenses().map((l) => l.status);
		const r = await runAgainst(sb, params('activate', 'NO-SUCH-CODE-2', lic.productId));
		expect(r.error?.httpCode).toBe('400');
		expect(r.error?.message).toMatch(
			/^Mayar: There's no license with code NO-SUCH-CODE-2 and product id /,
		);
		expect(r.error?.description).toMatch(/Check License Code/);
		expect(sb.log).toHaveLength(1);
		expect(licenses().map((l) => l.status)).toEqual(before);
	});
});

describe('Deactivate', () => {
	test('POST /saas/v2/license/deactivate: the license becomes INACTIVE; verify then says inactive', async () => {
		const lic = aLicense(isActive);
		const r = await runAgainst(sb, params('deactivate', lic.licenseCode, lic.productId));
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => `${e.method} ${e.path}`)).toEqual([
			'POST /saas/v2/license/deactivate',
		]);
		expect(sb.log[0].body).toEqual({ licenseCode: lic.licenseCode, productId: lic.productId });
		expect(r.items[0].json).toEqual({
			licenseCode: lic.licenseCode,
			productId: lic.productId,
			status: 'INACTIVE',
			message: 'Success updating license code status to INACTIVE.',
		});
		expect(lic.status).toBe('INACTIVE');
		const v = await runAgainst(sb, params('verify', lic.licenseCode, lic.productId));
		expect(v.items[0].json).toMatchObject({ isLicenseActive: false, reason: 'inactive' });
	});

	test("the right code with another product is Mayar's 400; a Product that is not a UUID sends nothing", async () => {
		const lic = aLicense(isActive);
		const other = aLicense((l) => l.productId !== lic.productId);
		const r = await runAgainst(sb, params('deactivate', lic.licenseCode, other.productId));
		expect(r.error?.httpCode).toBe('400');
		expect(r.error?.message).toContain(
			`There's no license with code ${lic.licenseCode} and product id ${other.productId}`,
		);
		expect(lic.status).toBe('ACTIVE');

		sb.clearLog();
		const r2 = await runAgainst(sb, params('deactivate', lic.licenseCode, '={{ "not-a-uuid" }}'));
		expect(r2.error?.message).toMatch(/^Product must be a Mayar ID/);
		expect(sb.log).toHaveLength(0);
	});
});

describe('live profile: /saas/v2 refuses a key the rest of the API accepts (HTTP 200, statusCode 401)', () => {
	beforeEach(() => sb.setProfile('live'));
	afterEach(() => sb.setProfile('spec'));

	test.each(['verify', 'activate', 'deactivate'])(
		'%s: an error with the SaaS hint, not the generic key hint',
		async (operation) => {
			const lic = aLicense(isActive);
			const r = await runAgainst(sb, params(operation, lic.licenseCode, lic.productId));
			expect(sb.log[0].status).toBe(200);
			expect(r.error?.name).toBe('NodeApiError');
			expect(r.error?.httpCode).toBe('401');
			expect(r.error?.message).toMatch(/Failed authentication/);
			expect(r.error?.description).toMatch(/SaaS license API/);
			expect(r.error?.description).toMatch(/License > Verify/);
		},
	);
});
