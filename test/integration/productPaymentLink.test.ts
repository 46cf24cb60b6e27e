/** Product: Create and Update Payment Link against the sandbox. */
import type { IDataObject } from 'n8n-workflow';

import { requestsTo, runAgainst } from '../harness/sandbox';
import {
	sb,
	rl,
	expr,
	inDays,
	next,
	stored,
	storedById,
	seeded,
	get,
	refused,
	expectIdAndLink,
} from './product.kit';

describe('Create and Update Payment Link', () => {
	const createLink = (extra: IDataObject = {}) =>
		runAgainst(sb, {
			resource: 'product',
			operation: 'createPaymentLink',
			name: `Jasa Desain Logo ${next()}`,
			amount: 150000,
			...extra,
		});

	test('Create sends only what was set and returns the id and public link of a new generic_link product', async () => {
		const expiredAt = inDays(30);
		const r = await createLink({
			name: 'Jasa Buat Website Kece',
			additionalFields: {
				description: '<p>Website toko</p>',
				redirectUrl: 'https://example.com/thank-you',
				notes: 'catatan',
				expiredAt,
				purchaseLimit: 10,
				tax: 11000,
				coverImage: 'https://cdn.example.com/cover.jpg',
			},
		});
		expect(r.error).toBeUndefined();
		const out = r.items[0].json;
		expectIdAndLink(out);
		const sent = requestsTo(sb, '/hl/v2/products/create', 'POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toEqual({
			name: 'Jasa Buat Website Kece',
			amount: 150000,
			description: '<p>Website toko</p>',
			redirectUrl: 'https://example.com/thank-you',
			notes: 'catatan',
			expiredAt,
			limit: 10,
			tax: 11000,
			coverImage: 'https://cdn.example.com/cover.jpg',
		});
		const detail = await get(out.id as string);
		expect(detail).toMatchObject({
			type: 'generic_link',
			status: 'active',
			name: 'Jasa Buat Website Kece',
			amount: 150000,
			limit: 10,
			linkPayment: out.link,
		});
		expect(String(out.link).endsWith(`/pl/${detail.link}`)).toBe(true);
	});

	test('Create with only the required fields sends just name and amount', async () => {
		const r = await createLink({ name: 'Donasi Masjid' });
		expect(r.error).toBeUndefined();
		expect(requestsTo(sb, '/hl/v2/products/create')[0].body).toEqual({
			name: 'Donasi Masjid',
			amount: 150000,
		});
	});

	test.each([
		['an amount of 0', { amount: 0 }, /Amount must be a whole number of rupiah above 0/],
		['a fractional amount', { amount: 1500.5 }, /Amount must be a whole number/],
		['no name', { name: expr(' ') }, /Name is required/],
		[
			'an expiry in the past',
			{ additionalFields: { expiredAt: '2020-01-01T00:00:00Z' } },
			/Expires At is in the past/,
		],
		[
			'a redirect that is not a URL',
			{ additionalFields: { redirectUrl: 'example.com/thanks' } },
			/Redirect URL is not a valid http\(s\) URL/,
		],
		[
			'a purchase limit of 0',
			{ additionalFields: { purchaseLimit: 0 } },
			/Purchase Limit must be a whole number from 1/,
		],
	])('Create refuses %s before sending anything', async (_label, extra, message) => {
		await refused(
			{ operation: 'createPaymentLink', name: 'Produk', amount: 150000, ...(extra as IDataObject) },
			message,
		);
	});

	test('Create with a Read Only key is refused by Mayar with the Read & Write hint', async () => {
		const r = await runAgainst(
			sb,
			{ resource: 'product', operation: 'createPaymentLink', name: 'Produk', amount: 150000 },
			{ key: sb.keys.readOnly },
		);
		expect(r.error?.name).toBe('NodeApiError');
		expect(r.error?.httpCode).toBe('403');
		expect(String(r.error?.description)).toMatch(/Read Only key can only read/);
		expect(sb.log).toHaveLength(1);
	});

	test('Update sends the id in the path and the body, only the fields set, and moves the slug', async () => {
		const made = (await createLink()).items[0].json;
		const before = storedById(made.id as string);
		sb.clearLog();
		const slug = `jasa-desain-baru-${next()}`;
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updatePaymentLink',
			productId: rl(made.id as string),
			updateFields: { name: 'Jasa Desain Logo Premium', link: slug },
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toEqual({
			id: made.id,
			link: `https://toko-sandbox.myr.id/pl/${slug}`,
		});
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: `/hl/v2/products/payment-link/${made.id}/update`,
		});
		expect(sb.log[0].body).toEqual({ id: made.id, name: 'Jasa Desain Logo Premium', link: slug });
		const detail = await get(made.id as string);
		// partial: the amount and description stay as they were
		expect(detail).toMatchObject({
			name: 'Jasa Desain Logo Premium',
			link: slug,
			amount: before.amount,
			description: before.description,
		});
	});

	test('Update with no fields, or only empty ones, is refused with zero requests sent', async () => {
		const p = seeded('generic_link');
		for (const updateFields of [{}, { name: '', link: '  ' }]) {
			const error = await refused(
				{ operation: 'updatePaymentLink', productId: rl(p.id), updateFields },
				/Update Fields must hold at least one field to change/,
			);
			expect(String(error.description)).toMatch(/at least one field besides the ID/);
		}
	});

	test('Update refuses a link that is not a slug before sending', async () => {
		const p = seeded('generic_link');
		for (const link of [
			'kopi gayo',
			'https://toko.myr.id/pl/kopi',
			'kopi/../x',
			'-kopi',
			'kopi--gayo',
		]) {
			const error = await refused(
				{ operation: 'updatePaymentLink', productId: rl(p.id), updateFields: { link } },
				/Link Slug is not a slug/,
			);
			expect(String(error.description)).toMatch(/only the last part of the product URL/);
		}
	});

	test('Update to a slug another product holds is a 409 conflict', async () => {
		const [a, b] = stored().filter((p) => p.type === 'generic_link');
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updatePaymentLink',
			productId: rl(a.id),
			updateFields: { name: a.name, link: b.link },
		});
		expect(r.error?.httpCode).toBe('409');
		expect(r.error?.message).toMatch(/already exist/);
		expect(String(r.error?.description)).toMatch(/Conflict/);
		expect(storedById(a.id).link).not.toBe(b.link);
	});

	test('Mayar refusing an update with HTTP 200 and statusCode 400 in the body raises an error naming the field', async () => {
		// A membership product's edit requires amount (spec); Mayar reports it as HTTP 200 {statusCode:400, messages:"failed"}.
		const m = seeded('membership');
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updatePaymentLink',
			productId: rl(m.id),
			updateFields: { name: 'Membership Baru' },
		});
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0].status).toBe(200);
		expect(r.error?.name).toBe('NodeApiError');
		expect(r.error?.httpCode).toBe('400');
		expect(r.error?.message).toMatch(/amount/);
		expect(String(r.error?.description)).toMatch(/Details: .*amount/);
		expect(storedById(m.id).name).not.toBe('Membership Baru');
	});

	test('Continue On Fail: an item with nothing to change becomes an error item, the others are updated', async () => {
		const ids = stored()
			.filter((p) => p.type === 'generic_link')
			.slice(2, 4)
			.map((p) => p.id);
		const rows = [
			{ id: ids[0], notes: 'satu', name: 'Satu' },
			{ id: ids[1], notes: '', name: '' },
			{ id: ids[1], notes: 'dua', name: 'Dua' },
		];
		const r = await runAgainst(
			sb,
			{
				resource: 'product',
				operation: 'updatePaymentLink',
				productId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
				updateFields: { notes: '={{ $json.notes }}', name: '={{ $json.name }}' },
			},
			{ items: rows, onError: 'continueRegularOutput' },
		);
		expect(r.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(r.items[0].json).toMatchObject({ id: ids[0] });
		expect(r.items[1].json.error).toMatch(/Update Fields must hold at least one field to change/);
		expect(r.items[2].json).toMatchObject({ id: ids[1] });
		expect(sb.log.map((e) => e.body)).toEqual([
			{ id: ids[0], notes: 'satu', name: 'Satu' },
			{ id: ids[1], notes: 'dua', name: 'Dua' },
		]);
	});

	test.each(['spec', 'live'] as const)(
		'%s profile: an update without Name is refused before sending (live Mayar answers HTTP 200 "failed" without it)',
		async (profile) => {
			sb.setProfile(profile);
			try {
				const p = seeded('generic_link');
				const r = await runAgainst(sb, {
					resource: 'product',
					operation: 'updatePaymentLink',
					productId: rl(p.id),
					updateFields: { notes: 'Kirim brief' },
				});
				expect(r.error?.message).toMatch(/Name is needed to update a payment link/);
				expect(sb.log).toHaveLength(0);
			} finally {
				sb.setProfile('spec');
			}
		},
	);

	test('live profile: a membership product without Amount is Mayar\'s HTTP 200 "failed", an error naming amount', async () => {
		sb.setProfile('live');
		try {
			const m = seeded('membership');
			const r = await runAgainst(sb, {
				resource: 'product',
				operation: 'updatePaymentLink',
				productId: rl(m.id),
				updateFields: { name: 'Membership Baru' },
			});
			expect(sb.log[0].status).toBe(200);
			expect(r.error?.name).toBe('NodeApiError');
			expect(r.error?.message).toMatch(/amount/);
		} finally {
			sb.setProfile('spec');
		}
	});
});
