/** Product: the writes of digital products, events and webinars, the Update Fields each edit offers, and the required prices. */
import type { INodeProperties } from 'n8n-workflow';

import { requestsTo, runAgainst } from '../harness/sandbox';
import {
	sb,
	UNKNOWN_ID,
	rl,
	expr,
	inDays,
	next,
	storedById,
	seeded,
	get,
	refused,
	expect404,
	expectIdAndLink,
} from './product.kit';

describe('Create and Update Digital Product', () => {
	const base = () => ({
		resource: 'product',
		operation: 'createDigitalProduct',
		name: `Template Excel Keuangan ${next()}`,
		description: 'Template siap pakai',
		amount: 99000,
		redirectUrl: 'https://example.com/download',
	});

	test('Create sends the required fields and the additional ones, and returns id and link', async () => {
		const params = {
			...base(),
			additionalFields: {
				crossoutPrice: 149000,
				purchaseLimit: 500,
				tax: 0,
				notes: 'PDF dan XLSX',
			},
		};
		const r = await runAgainst(sb, params);
		expect(r.error).toBeUndefined();
		const out = r.items[0].json;
		expectIdAndLink(out);
		const sent = requestsTo(sb, '/hl/v2/products/digital-product/create', 'POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toEqual({
			name: params.name,
			description: 'Template siap pakai',
			amount: 99000,
			redirectUrl: 'https://example.com/download',
			crossoutPrice: 149000,
			limit: 500,
			tax: 0,
			notes: 'PDF dan XLSX',
		});
		expect(await get(out.id as string)).toMatchObject({
			type: 'digital_product',
			name: params.name,
			amount: 99000,
			limit: 500,
		});
		// The product detail documents no crossoutPrice (docs product/detail): Mayar's own record shows it was kept.
		expect(storedById(out.id as string)).toMatchObject({ crossoutPrice: 149000, limit: 500 });
	});

	test('Create refuses a missing description or redirect URL (required by the spec) before sending', async () => {
		await refused({ ...base(), description: expr('') }, /Description is required/);
		await refused({ ...base(), redirectUrl: expr('') }, /Redirect URL is required/);
	});

	test('Update is partial and sends the id in the path and the body', async () => {
		const p = seeded('digital_product');
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updateDigitalProduct',
			productId: rl(p.id),
			updateFields: { amount: 79000, crossoutPrice: 99000 },
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toEqual({ id: p.id, link: `https://toko-sandbox.myr.id/pl/${p.link}` });
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: `/hl/v2/products/digital-product/${p.id}/update`,
		});
		expect(sb.log[0].body).toEqual({ id: p.id, amount: 79000, crossoutPrice: 99000 });
		expect(await get(p.id)).toMatchObject({ amount: 79000, name: p.name });
		expect(storedById(p.id)).toMatchObject({ amount: 79000, crossoutPrice: 99000, name: p.name });
	});

	test('Update with no fields is refused with zero requests; an unknown id is a 404', async () => {
		await refused(
			{
				operation: 'updateDigitalProduct',
				productId: rl(seeded('digital_product').id),
				updateFields: {},
			},
			/Update Fields must hold at least one field/,
		);
		await expect404({
			operation: 'updateDigitalProduct',
			productId: rl(UNKNOWN_ID),
			updateFields: { notes: 'x' },
		});
	});
});

describe('Create and Update Event', () => {
	const schedule = () => ({
		paymentType: 'paid',
		startAt: inDays(1),
		eventStartAt: inDays(20),
		eventEndAt: inDays(21),
		expiredAt: inDays(19),
	});
	const base = () => ({
		resource: 'product',
		operation: 'createEvent',
		name: `Workshop Batik Tulis ${next()}`,
		description: 'Workshop 2 hari',
		amount: 350000,
		...schedule(),
	});

	test('Create sends the schedule and nests the event details under event', async () => {
		const params = {
			...base(),
			additionalFields: {
				eventUrl: 'https://meet.example.com/batik',
				terms: 'Tidak dapat di-refund',
				purchaseLimit: 40,
				eventAddress: 'Jl. Malioboro 1, Yogyakarta',
				isOnlineEvent: false,
				maxTicket: 5,
			},
		};
		const r = await runAgainst(sb, params);
		expect(r.error).toBeUndefined();
		const out = r.items[0].json;
		expectIdAndLink(out);
		const sent = requestsTo(sb, '/hl/v2/products/event/create', 'POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toEqual({
			name: params.name,
			description: 'Workshop 2 hari',
			amount: 350000,
			paymentType: 'paid',
			startAt: params.startAt,
			eventStartAt: params.eventStartAt,
			eventEndAt: params.eventEndAt,
			expiredAt: params.expiredAt,
			eventUrl: 'https://meet.example.com/batik',
			terms: 'Tidak dapat di-refund',
			limit: 40,
			event: { eventAddress: 'Jl. Malioboro 1, Yogyakarta', isOnlineEvent: false, maxTicket: 5 },
		});
		const detail = await get(out.id as string);
		expect(detail).toMatchObject({
			type: 'event',
			event: { eventAddress: 'Jl. Malioboro 1, Yogyakarta', isOnlineEvent: false, maxTicket: 5 },
		});
		// The schedule is not among the documented product-detail fields (docs product/detail): Mayar's record holds it.
		expect(storedById(out.id as string)).toMatchObject({
			paymentType: 'paid',
			eventStartAt: params.eventStartAt,
			eventEndAt: params.eventEndAt,
		});
	});

	test.each([
		[
			'an end before the start',
			() => ({ eventStartAt: inDays(20), eventEndAt: inDays(19) }),
			/Event End At \(.+\) must be after Event Start At/,
		],
		[
			'an end equal to the start',
			() => {
				const t = inDays(20);
				return { eventStartAt: t, eventEndAt: t };
			},
			/Event End At \(.+\) must be after Event Start At/,
		],
		[
			'sales ending before they start',
			() => ({ startAt: inDays(10), expiredAt: inDays(5) }),
			/Expires At \(.+\) must be after Sales Start At/,
		],
		['no payment type', () => ({ paymentType: expr('') }), /Payment Type is required/],
		[
			'a payment type with a space or a digit',
			() => ({ paymentType: 'paid 2' }),
			/^Payment Type may only hold letters and _, not paid 2/,
		],
		['no sales start', () => ({ startAt: expr('') }), /Sales Start At is required/],
		[
			'an event that already ended',
			() => ({ eventStartAt: '2020-01-01T00:00:00Z', eventEndAt: '2020-01-02T00:00:00Z' }),
			/Event End At is in the past/,
		],
	])('Create refuses %s before sending anything', async (_label, extra, message) => {
		await refused({ ...base(), ...extra() }, message);
	});

	test('Update sends only the changed schedule, with the id in the path and the body', async () => {
		const p = seeded('event');
		const eventStartAt = inDays(40);
		const eventEndAt = inDays(41);
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updateEvent',
			productId: rl(p.id),
			updateFields: { eventStartAt, eventEndAt, maxTicket: 2 },
		});
		expect(r.error).toBeUndefined();
		expect(r.items[0].json).toMatchObject({ id: p.id });
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: `/hl/v2/products/event/${p.id}/update`,
		});
		expect(sb.log[0].body).toEqual({ id: p.id, eventStartAt, eventEndAt, event: { maxTicket: 2 } });
		expect(await get(p.id)).toMatchObject({ name: p.name, event: { maxTicket: 2 } });
		expect(storedById(p.id)).toMatchObject({ eventStartAt, eventEndAt, name: p.name });
	});

	test("an edit of Event Address without Maximum Tickets resets it to 50 in the sandbox, the worse case of what Mayar's docs leave open (the field says to give it again)", async () => {
		const p = seeded('event');
		await runAgainst(sb, {
			resource: 'product',
			operation: 'updateEvent',
			productId: rl(p.id),
			updateFields: { maxTicket: 80 },
		});
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updateEvent',
			productId: rl(p.id),
			updateFields: { eventAddress: 'Jl. Sudirman No. 2, Jakarta' },
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[1].body).toEqual({
			id: p.id,
			event: { eventAddress: 'Jl. Sudirman No. 2, Jakarta' },
		});
		expect(storedById(p.id)).toMatchObject({
			event: { eventAddress: 'Jl. Sudirman No. 2, Jakarta', maxTicket: 50 },
		});
	});

	test('Update with no fields, or an end before the start, is refused with zero requests', async () => {
		const p = seeded('event');
		await refused(
			{ operation: 'updateEvent', productId: rl(p.id), updateFields: {} },
			/Update Fields must hold at least one field/,
		);
		await refused(
			{
				operation: 'updateEvent',
				productId: rl(p.id),
				updateFields: { eventStartAt: inDays(9), eventEndAt: inDays(8) },
			},
			/Event End At .* must be after Event Start At/,
		);
	});
});

describe('Create and Update Webinar', () => {
	const base = () => ({
		resource: 'product',
		operation: 'createWebinar',
		name: `Webinar Investasi Saham ${next()}`,
		description: 'Belajar dasar',
		amount: 100000,
		crossoutPrice: 199000,
		eventUrl: 'https://zoom.us/j/123456',
		paymentType: 'paid',
		startAt: inDays(1),
		eventStartAt: inDays(10),
		eventEndAt: new Date(Date.parse(inDays(10)) + 3 * 3_600_000).toISOString(),
		expiredAt: inDays(9),
	});

	test('Create sends the webinar fields and returns id and link', async () => {
		const params = {
			...base(),
			additionalFields: {
				terms: 'Tidak ada refund',
				redirectUrl: 'https://example.com/webinar-thanks',
			},
		};
		const r = await runAgainst(sb, params);
		expect(r.error).toBeUndefined();
		const out = r.items[0].json;
		expectIdAndLink(out);
		expect(requestsTo(sb, '/hl/v2/products/webinar/create', 'POST')[0].body).toEqual({
			name: params.name,
			description: 'Belajar dasar',
			amount: 100000,
			crossoutPrice: 199000,
			eventUrl: 'https://zoom.us/j/123456',
			paymentType: 'paid',
			startAt: params.startAt,
			eventStartAt: params.eventStartAt,
			eventEndAt: params.eventEndAt,
			expiredAt: params.expiredAt,
			terms: 'Tidak ada refund',
			redirectUrl: 'https://example.com/webinar-thanks',
		});
		expect(await get(out.id as string)).toMatchObject({
			type: 'webinar',
			name: params.name,
			redirectUrl: 'https://example.com/webinar-thanks',
		});
		// eventUrl and crossoutPrice are not among the documented product-detail fields: Mayar's record holds them.
		expect(storedById(out.id as string)).toMatchObject({
			eventUrl: 'https://zoom.us/j/123456',
			crossoutPrice: 199000,
		});
	});

	test('Create refuses an event URL that is not a URL, and a missing one, before sending', async () => {
		await refused({ ...base(), eventUrl: 'zoom 123456' }, /Event URL is not a valid http\(s\) URL/);
		await refused({ ...base(), eventUrl: expr('') }, /Event URL is required/);
	});

	test('Update sends the id in the path and the body', async () => {
		const p = seeded('webinar');
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updateWebinar',
			productId: rl(p.id),
			updateFields: {
				eventUrl: 'https://zoom.us/j/999',
				redirectUrl: 'https://example.com/webinar-baru',
			},
		});
		expect(r.error).toBeUndefined();
		expect(sb.log[0]).toMatchObject({
			method: 'POST',
			path: `/hl/v2/products/webinar/${p.id}/update`,
		});
		expect(sb.log[0].body).toEqual({
			id: p.id,
			eventUrl: 'https://zoom.us/j/999',
			redirectUrl: 'https://example.com/webinar-baru',
		});
		expect(await get(p.id)).toMatchObject({ redirectUrl: 'https://example.com/webinar-baru' });
		expect(storedById(p.id)).toMatchObject({
			eventUrl: 'https://zoom.us/j/999',
			redirectUrl: 'https://example.com/webinar-baru',
		});
	});

	test('Update with no fields is refused with zero requests; an unknown id is a 404', async () => {
		await refused(
			{ operation: 'updateWebinar', productId: rl(seeded('webinar').id), updateFields: {} },
			/Update Fields must hold at least one field/,
		);
		await expect404({
			operation: 'updateWebinar',
			productId: rl(UNKNOWN_ID),
			updateFields: { name: 'x' },
		});
	});
});

describe('Update Fields offer only what Mayar documents for each edit', () => {
	const updateFieldsOf = async (operation: string) => {
		const { Mayar } = await import('../../nodes/Mayar/Mayar.node');
		const p = new Mayar().description.properties.find(
			(x) =>
				x.name === 'updateFields' &&
				(x.displayOptions?.show?.operation as string[] | undefined)?.includes(operation),
		) as INodeProperties;
		return (p.options as INodeProperties[]).map((o) => o.name).sort();
	};

	test('Payment Link: no Purchase Limit, Tax or Cover Image (spec paymentlink/edit, docs genericlink/edit)', async () => {
		expect(await updateFieldsOf('updatePaymentLink')).toEqual([
			'amount',
			'description',
			'expiredAt',
			'link',
			'name',
			'notes',
			'redirectUrl',
		]);
	});

	test("Webinar: the fields of docs webinar/edit plus V2's link; a field left from an older workflow (notes) is not sent", async () => {
		expect(await updateFieldsOf('updateWebinar')).toEqual([
			'amount',
			'crossoutPrice',
			'description',
			'eventUrl',
			'expiredAt',
			'link',
			'name',
			'redirectUrl',
		]);
		const p = seeded('webinar');
		const name = `Webinar Nama Baru ${next()}`;
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'updateWebinar',
			productId: rl(p.id),
			updateFields: { name, notes: 'tidak dikirim' },
		});
		expect(r.error).toBeUndefined();
		expect(sb.log.map((e) => e.body)).toEqual([{ id: p.id, name }]);
		expect(storedById(p.id).name).toBe(name);
	});
});

describe('Create: required Amount and Crossout Price are at least 1, with no guessed price', () => {
	const productProps = async () => {
		const { Mayar } = await import('../../nodes/Mayar/Mayar.node');
		const all = new Mayar().description.properties.filter((p) =>
			(p.displayOptions?.show?.resource as string[] | undefined)?.includes('product'),
		);
		return (operation: string, name: string) =>
			all.find(
				(p) =>
					p.name === name &&
					(p.displayOptions?.show?.operation as string[] | undefined)?.includes(operation),
			);
	};

	test('Create Payment Link with Amount left at its default (0) is refused before any request', async () => {
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'createPaymentLink',
			name: `Kelas Harga Bawaan ${next()}`,
		});
		expect(r.error?.message).toBe('Amount must be a whole number of rupiah above 0, not 0');
		expect(sb.log).toHaveLength(0);
	});

	test('Create Webinar with Crossout Price left at its default (0) is refused before any request', async () => {
		const r = await runAgainst(sb, {
			resource: 'product',
			operation: 'createWebinar',
			name: `Webinar Harga Bawaan ${next()}`,
			description: 'Belajar dasar',
			eventUrl: 'https://zoom.us/j/123456',
			amount: 100000,
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(10),
			eventEndAt: inDays(11),
			expiredAt: inDays(9),
		});
		expect(r.error?.message).toBe('Crossout Price must be a whole number of rupiah above 0, not 0');
		expect(sb.log).toHaveLength(0);
	});

	test('the required parameters carry minValue 1, and so do the optional Amount and Crossout Price (Additional and Update Fields), which refuse 0 too', async () => {
		const field = await productProps();
		for (const operation of [
			'createPaymentLink',
			'createDigitalProduct',
			'createEvent',
			'createWebinar',
		]) {
			expect({ operation, ...field(operation, 'amount') }).toMatchObject({
				operation,
				required: true,
				default: 0,
				typeOptions: { minValue: 1 },
			});
		}
		expect(field('createWebinar', 'crossoutPrice')).toMatchObject({
			required: true,
			default: 0,
			typeOptions: { minValue: 1 },
		});
		const option = (operation: string, collection: string, name: string) =>
			(field(operation, collection)?.options as INodeProperties[]).find(
				(o) => o.name === name,
			) as INodeProperties;
		for (const [operation, collection, name] of [
			['createDigitalProduct', 'additionalFields', 'crossoutPrice'],
			['createEvent', 'additionalFields', 'crossoutPrice'],
			['updatePaymentLink', 'updateFields', 'amount'],
			['updateWebinar', 'updateFields', 'crossoutPrice'],
		]) {
			const o = option(operation, collection, name);
			expect({
				operation,
				name,
				default: o.default,
				typeOptions: o.typeOptions,
				required: o.required,
			}).toEqual({
				operation,
				name,
				default: 0,
				typeOptions: { minValue: 1 },
				required: undefined,
			});
		}
	});
});
