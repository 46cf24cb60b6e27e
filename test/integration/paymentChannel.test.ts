import type { IDataObject } from 'n8n-workflow';

import { runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

const settings = () => sb.store.paymentChannels as IDataObject & { config: IDataObject[] };

describe('Get Many', () => {
	test("by default outputs one item per channel of config, in Mayar's order, from one GET", async () => {
		const r = await runAgainst(sb, { resource: 'paymentChannel', operation: 'getMany' });
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({ method: 'GET', path: '/hl/v2/payment-channels', query: {} });
		expect(r.items.map((it) => it.json)).toEqual(settings().config);
		for (const it of r.items) {
			expect(Object.keys(it.json).sort()).toEqual(['code', 'img', 'name', 'status', 'type']);
			expect(it.pairedItem).toEqual({ item: 0 });
		}
	});

	test('Active Only and Types narrow the channels', async () => {
		const r = await runAgainst(sb, {
			resource: 'paymentChannel',
			operation: 'getMany',
			filters: { activeOnly: true, types: ['va', 'qris'] },
		});
		const want = settings().config.filter(
			(c) => c.status === true && (c.type === 'va' || c.type === 'qris'),
		);
		expect(want.length).toBeGreaterThan(1);
		expect(r.items.map((it) => it.json)).toEqual(want);
		expect(sb.log).toHaveLength(1);
	});

	test("Account Settings outputs Mayar's object as one item, config included", async () => {
		const r = await runAgainst(sb, {
			resource: 'paymentChannel',
			operation: 'getMany',
			output: 'settings',
		});
		expect(r.items).toHaveLength(1);
		expect(r.items[0].json).toEqual(settings());
		for (const f of [
			'id',
			'userId',
			'isAkulakuApproved',
			'isCreditCardApproved',
			'isQRISStaticApproved',
			'isAdminFeeBorneByCustomer',
			'isChannelFeeBorneByCustomer',
			'isRateLimitActive',
			'createdAt',
			'updatedAt',
		]) {
			expect(r.items[0].json).toHaveProperty(f);
		}
	});

	test('a Read Only key may read it', async () => {
		const r = await runAgainst(
			sb,
			{ resource: 'paymentChannel', operation: 'getMany' },
			{ key: sb.keys.readOnly },
		);
		expect(r.error).toBeUndefined();
		expect(r.items.length).toBe(settings().config.length);
	});

	test('an unknown type mapped from an earlier node is refused before any request', async () => {
		const r = await runAgainst(sb, {
			resource: 'paymentChannel',
			operation: 'getMany',
			filters: { types: '={{ ["va", "bitcoin"] }}' },
		});
		expect(r.error?.message).toBe(
			'Types must be one of card, ewallet, paylater, qris, qris_static, retail, va, not bitcoin',
		);
		expect(sb.log).toHaveLength(0);
	});

	test("a production key on the sandbox is a 401 with the environment hint; Mayar's 500 is retried then reported", async () => {
		const r = await runAgainst(
			sb,
			{ resource: 'paymentChannel', operation: 'getMany' },
			{ key: sb.keys.otherEnv },
		);
		expect(r.error?.httpCode).toBe('401');
		expect(r.error?.description).toMatch(/Sandbox key does not work in Production/);

		sb.clearLog();
		const saved = settings();
		sb.store.paymentChannels = null;
		try {
			const r2 = await runAgainst(sb, { resource: 'paymentChannel', operation: 'getMany' });
			expect(r2.error?.httpCode).toBe('500');
			expect(r2.error?.message).toBe('Mayar: Internal Server Error');
			expect(sb.log).toHaveLength(4); // a read: first try plus 3 retries
		} finally {
			sb.store.paymentChannels = saved;
		}
	});
});
