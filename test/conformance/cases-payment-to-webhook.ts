/** The conformance table (./cases.ts), resources Payment Channel to Webhook. */
import type { IDataObject } from 'n8n-workflow';

import type { ConformanceCase } from './cases';
import {
	rl,
	inDays,
	next,
	list,
	products,
	transactions,
	customer,
	fresh,
	product,
	addPaymentLinks,
	openLink,
	reviews,
	unreviewedBuyer,
	reviewedProduct,
	activeLicense,
	webhookPayload,
	deliverOnce,
	webhookRows,
	type Rec,
	type License,
} from './records';

export const paymentToWebhook: ConformanceCase[] = [
	// Payment Channel
	{
		resource: 'paymentChannel',
		operation: 'getMany',
		minimal: () => ({}),
		full: () => ({
			output: 'channels',
			filters: { activeOnly: true, types: ['va', 'qris', 'ewallet'] },
		}),
		also: { settings: () => ({ output: 'settings' }) },
	},

	// Payment Link
	{
		resource: 'paymentLink',
		operation: 'getManySorted',
		// The seed holds a handful of products per type; `pages` first makes generic links until that list is
		// longer than one page, so the cursor is followed.
		prepare: async ({ sb }, variant) => {
			if (variant === 'pages') await addPaymentLinks(sb, 60);
			return {};
		},
		minimal: () => ({ productType: 'generic_link' }),
		full: () => ({ productType: 'event', returnAll: true }),
		also: { pages: () => ({ productType: 'generic_link', returnAll: true }) },
	},

	// Payment Request
	{
		resource: 'paymentRequest',
		operation: 'create',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({ amount: 150_000 + c.n * 1_000, name: 'Budi Santoso' }),
		full: (c) => ({
			amount: 150_000 + c.n * 1_000,
			name: 'Budi Santoso',
			additionalFields: {
				cashtag: 'tokobudi',
				email: `budi.pr.${c.n}@example.com`,
				mobile: '081234567890',
				description: 'Konsultasi 1 jam',
				expiredAt: inDays(7),
				extraData: JSON.stringify({ orderId: `PR-${c.n}` }),
				paymentMethod: 'QRIS',
			},
		}),
	},
	{
		resource: 'paymentRequest',
		operation: 'get',
		prepare: ({ sb }) => ({ id: list(sb, 'paymentRequests')[0].id }),
		minimal: (c) => ({ paymentRequestId: rl(c.id) }),
		full: (c) => ({ paymentRequestId: rl(c.id), simplify: false }),
	},
	{
		resource: 'paymentRequest',
		operation: 'getMany',
		minimal: () => ({}),
		full: () => ({ returnAll: true, simplify: false, filters: { status: 'unpaid' } }),
		also: { pages: () => ({ returnAll: true }) },
	},
	{
		resource: 'paymentRequest',
		operation: 'setStatus',
		prepare: ({ sb }) => ({ id: openLink(sb, 'paymentRequests').id }),
		minimal: (c) => ({ paymentRequestId: rl(c.id) }),
		full: (c) => ({ paymentRequestId: rl(c.id), status: 'unlisted' }),
	},
	{
		resource: 'paymentRequest',
		operation: 'simulate',
		prepare: ({ sb }) => ({ transactionId: openLink(sb, 'paymentRequests').transactionId }),
		minimal: (c) => ({ transactionId: c.transactionId }),
		full: (c) => ({ transactionId: c.transactionId }),
	},
	{
		resource: 'paymentRequest',
		operation: 'update',
		prepare: ({ sb }) => ({ id: openLink(sb, 'paymentRequests').id, n: next() }),
		minimal: (c) => ({ paymentRequestId: rl(c.id), amount: 200_000 + c.n * 1_000 }),
		full: (c) => ({
			paymentRequestId: rl(c.id),
			amount: 200_000 + c.n * 1_000,
			updateFields: {
				cashtag: 'tokobudi',
				email: `rina.pr.${c.n}@example.com`,
				mobile: '+6281298765432',
				name: 'Rina Lestari',
				description: 'Harga baru',
				expiredAt: inDays(10),
				extraData: JSON.stringify({ orderId: `PRU-${c.n}` }),
				paymentMethod: 'QRIS',
			},
		}),
	},

	// Product
	{
		resource: 'product',
		operation: 'createDigitalProduct',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: `Template Excel Keuangan ${c.n}`,
			description: 'Template siap pakai',
			amount: 99000,
			redirectUrl: 'https://example.com/download',
		}),
		full: (c) => ({
			name: `Template Excel Keuangan ${c.n}`,
			description: 'Template siap pakai',
			amount: 99000,
			redirectUrl: 'https://example.com/download',
			additionalFields: {
				crossoutPrice: 149000,
				expiredAt: inDays(60),
				notes: 'PDF dan XLSX',
				purchaseLimit: 500,
				tax: 11,
			},
		}),
	},
	{
		resource: 'product',
		operation: 'createEvent',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: `Workshop Batik Tulis ${c.n}`,
			description: 'Workshop 2 hari',
			amount: 350000,
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(20),
			eventEndAt: inDays(21),
			expiredAt: inDays(19),
		}),
		full: (c) => ({
			name: `Workshop Batik Tulis ${c.n}`,
			description: 'Workshop 2 hari',
			amount: 350000,
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(20),
			eventEndAt: inDays(21),
			expiredAt: inDays(19),
			additionalFields: {
				crossoutPrice: 500000,
				eventAddress: 'Jl. Malioboro 1, Yogyakarta',
				eventUrl: 'https://meet.example.com/batik',
				maxTicket: 40,
				notes: 'Bawa kain sendiri',
				isOnlineEvent: false,
				purchaseLimit: 2,
				redirectUrl: 'https://example.com/terima-kasih',
				terms: 'Tidak dapat di-refund',
			},
		}),
	},
	{
		resource: 'product',
		operation: 'createPaymentLink',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({ name: `Jasa Desain Logo ${c.n}`, amount: 150000 }),
		full: (c) => ({
			name: `Jasa Desain Logo ${c.n}`,
			amount: 150000,
			additionalFields: {
				coverImage: 'https://cdn.example.com/images/logo.jpg',
				description: 'Desain logo dengan 3 revisi',
				expiredAt: inDays(30),
				notes: 'Kirim brief setelah bayar',
				purchaseLimit: 10,
				redirectUrl: 'https://example.com/terima-kasih',
				tax: 11,
			},
		}),
	},
	{
		resource: 'product',
		operation: 'createWebinar',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: `Webinar Investasi Saham ${c.n}`,
			description: 'Belajar dasar',
			amount: 100000,
			crossoutPrice: 199000,
			eventUrl: 'https://zoom.us/j/123456',
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(10),
			eventEndAt: new Date(Date.parse(inDays(10)) + 3 * 3_600_000).toISOString(),
			expiredAt: inDays(9),
		}),
		full: (c) => ({
			name: `Webinar Investasi Saham ${c.n}`,
			description: 'Belajar dasar',
			amount: 100000,
			crossoutPrice: 199000,
			eventUrl: 'https://zoom.us/j/123456',
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(10),
			eventEndAt: new Date(Date.parse(inDays(10)) + 3 * 3_600_000).toISOString(),
			expiredAt: inDays(9),
			additionalFields: {
				notes: 'Rekaman dikirim',
				purchaseLimit: 1,
				redirectUrl: 'https://example.com/webinar-thanks',
				terms: 'Tidak ada refund',
			},
		}),
	},
	{
		resource: 'product',
		operation: 'get',
		prepare: ({ sb }) => ({ id: products(sb)[0].id }),
		minimal: (c) => ({ productId: rl(c.id) }),
		full: (c) => ({ productId: rl(c.id), simplify: false }),
	},
	{
		resource: 'product',
		operation: 'getMany',
		minimal: () => ({}),
		full: () => ({
			returnAll: true,
			simplify: false,
			filters: { search: 'Kopi', type: 'webinar' },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	{
		resource: 'product',
		operation: 'getTransactions',
		prepare: ({ sb }) => {
			const paid = transactions(sb).find(
				(t) => t.status === 'paid' && t.customerId && t.type === 'generic_link',
			) as Rec;
			return { productId: paid.paymentLinkId, customerId: paid.customerId };
		},
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({
			productId: rl(c.productId),
			returnAll: true,
			filters: { customerId: c.customerId, status: 'paid' },
		}),
	},
	{
		resource: 'product',
		operation: 'setStatus',
		prepare: ({ sb }) => ({ id: product(sb, 'course').id }),
		minimal: (c) => ({ productId: rl(c.id) }),
		full: (c) => ({ productId: rl(c.id), status: 'unlisted' }),
	},
	{
		resource: 'product',
		operation: 'updateDigitalProduct',
		prepare: ({ sb }) => ({ id: product(sb, 'digital_product').id, n: next() }),
		minimal: (c) => ({ productId: rl(c.id), updateFields: { notes: 'Versi 2' } }),
		full: (c) => ({
			productId: rl(c.id),
			updateFields: {
				amount: 79000,
				crossoutPrice: 99000,
				description: 'Template siap pakai, versi 2',
				expiredAt: inDays(90),
				link: `template-excel-v2-${c.n}`,
				name: `Template Excel Keuangan v2 ${c.n}`,
				notes: 'Versi 2',
				purchaseLimit: 100,
				redirectUrl: 'https://example.com/download-v2',
				tax: 11,
			},
		}),
	},
	{
		resource: 'product',
		operation: 'updateEvent',
		prepare: ({ sb }) => ({ id: product(sb, 'event').id, n: next() }),
		minimal: (c) => ({ productId: rl(c.id), updateFields: { notes: 'Jadwal tetap' } }),
		full: (c) => ({
			productId: rl(c.id),
			updateFields: {
				amount: 400000,
				crossoutPrice: 550000,
				description: 'Workshop 2 hari, jadwal baru',
				eventAddress: 'Jl. Malioboro 2, Yogyakarta',
				eventEndAt: inDays(41),
				eventStartAt: inDays(40),
				eventUrl: 'https://meet.example.com/batik-2',
				expiredAt: inDays(39),
				link: `workshop-batik-${c.n}`,
				maxTicket: 30,
				name: `Workshop Batik Tulis (baru) ${c.n}`,
				notes: 'Jadwal baru',
				isOnlineEvent: true,
				paymentType: 'paid',
				purchaseLimit: 2,
				redirectUrl: 'https://example.com/terima-kasih',
				startAt: inDays(1),
				terms: 'Tidak dapat di-refund',
			},
		}),
	},
	{
		resource: 'product',
		operation: 'updatePaymentLink',
		prepare: ({ sb }) => ({ id: product(sb, 'generic_link').id, n: next() }),
		minimal: (c) => ({ productId: rl(c.id), updateFields: { name: 'Pembayaran Jasa' } }),
		full: (c) => ({
			productId: rl(c.id),
			updateFields: {
				amount: 175000,
				coverImage: 'https://cdn.example.com/images/jasa.jpg',
				description: 'Pembayaran jasa, harga baru',
				expiredAt: inDays(30),
				link: `jasa-desain-baru-${c.n}`,
				name: `Jasa Desain Logo Premium ${c.n}`,
				notes: 'Kirim brief setelah bayar',
				purchaseLimit: 5,
				redirectUrl: 'https://example.com/terima-kasih',
				tax: 11,
			},
		}),
	},
	{
		resource: 'product',
		operation: 'updateWebinar',
		prepare: ({ sb }) => ({ id: product(sb, 'webinar').id, n: next() }),
		minimal: (c) => ({ productId: rl(c.id), updateFields: { eventUrl: 'https://zoom.us/j/999' } }),
		full: (c) => ({
			productId: rl(c.id),
			updateFields: {
				amount: 120000,
				crossoutPrice: 220000,
				description: 'Belajar dasar, sesi baru',
				eventEndAt: new Date(Date.parse(inDays(30)) + 2 * 3_600_000).toISOString(),
				eventStartAt: inDays(30),
				eventUrl: 'https://zoom.us/j/999',
				expiredAt: inDays(29),
				link: `webinar-saham-${c.n}`,
				name: `Webinar Investasi Saham (sesi 2) ${c.n}`,
				notes: 'Link baru',
				paymentType: 'paid',
				purchaseLimit: 1,
				redirectUrl: 'https://example.com/webinar-thanks',
				startAt: inDays(1),
				terms: 'Tidak ada refund',
			},
		}),
	},

	// QR Code
	{
		resource: 'qrCode',
		operation: 'createDynamic',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({ amount: 25000 + c.n }),
		full: (c) => ({ amount: 25000 + c.n, download: true, binaryPropertyName: 'qris' }),
	},
	{
		resource: 'qrCode',
		operation: 'getStatic',
		minimal: () => ({}),
		full: () => ({ download: true, binaryPropertyName: 'qris' }),
	},

	// Review
	{
		resource: 'review',
		operation: 'bulkUpdateStatus',
		prepare: ({ sb }) => {
			const picked = [fresh(reviews(sb), 'review'), fresh(reviews(sb), 'review')];
			return {
				ids: picked.map((r) => r.id),
				rows: picked.map((r) => ({ id: r.id, status: 'ACTIVE', paymentLinkId: r.paymentLinkId })),
			};
		},
		minimal: (c) => ({ reviewIds: c.ids.join(',') }),
		full: (c) => ({ inputMode: 'ids', reviewIds: c.ids.join(', '), status: 'INACTIVE' }),
		also: { reviewsJson: (c) => ({ inputMode: 'json', reviewsJson: JSON.stringify(c.rows) }) },
	},
	{
		resource: 'review',
		operation: 'create',
		prepare: ({ sb }) => unreviewedBuyer(sb),
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId), customerEmail: c.email, rating: 5 }),
		full: (c) => ({
			paymentLinkId: rl(c.paymentLinkId),
			customerEmail: c.email,
			rating: 4,
			additionalFields: {
				contentReview: JSON.stringify([{ type: 'image', multipleFileId: 'file-123' }]),
				message: 'Materinya jelas.',
			},
		}),
	},
	{
		resource: 'review',
		operation: 'getCustomerReview',
		prepare: ({ sb }) => reviews(sb)[0],
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId), customerId: rl(c.customerId) }),
		full: (c) => ({ paymentLinkId: rl(c.paymentLinkId), customerId: rl(c.customerId) }),
	},
	{
		resource: 'review',
		operation: 'getMany',
		prepare: ({ sb }) => ({ paymentLinkId: reviewedProduct(sb) }),
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			filters: { paymentLinkId: c.paymentLinkId, rating: 5, status: 'ACTIVE' },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	{
		resource: 'review',
		operation: 'getProductReviews',
		prepare: ({ sb }) => ({ paymentLinkId: reviewedProduct(sb) }),
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId) }),
		full: (c) => ({
			paymentLinkId: rl(c.paymentLinkId),
			returnAll: true,
			filters: { prioritizeMessage: true, rating: 5 },
		}),
	},
	{
		resource: 'review',
		operation: 'getProductStats',
		prepare: ({ sb }) => ({ paymentLinkId: reviewedProduct(sb) }),
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId) }),
		full: (c) => ({ paymentLinkId: rl(c.paymentLinkId) }),
	},
	{
		resource: 'review',
		operation: 'update',
		prepare: ({ sb }) => {
			const r = fresh(reviews(sb), 'review');
			return {
				id: r.id,
				paymentLinkId: r.paymentLinkId,
				customerId: r.customerId,
				email: customer(sb, r.customerId).email,
			};
		},
		minimal: (c) => ({
			reviewId: c.id,
			paymentLinkId: rl(c.paymentLinkId),
			updateFields: { rating: 4 },
		}),
		full: (c) => ({
			reviewId: c.id,
			paymentLinkId: rl(c.paymentLinkId),
			updateFields: {
				contentReview: JSON.stringify([{ type: 'video', multipleFileId: 'file-456' }]),
				customerEmail: c.email,
				customerId: c.customerId,
				deleteContentReview: 'content-1, content-2',
				message: 'Ternyata kurang.',
				rating: 2,
			},
		}),
	},

	// SaaS License
	{
		resource: 'saasLicense',
		operation: 'activate',
		prepare: ({ sb }) =>
			fresh(
				list(sb, 'saasLicenses') as unknown as Array<License & { id: string }>,
				'SaaS license',
				(l) => l.licenseCode,
			),
		minimal: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
		full: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
	},
	{
		resource: 'saasLicense',
		operation: 'deactivate',
		prepare: ({ sb }) =>
			fresh(
				list(sb, 'saasLicenses') as unknown as Array<License & { id: string }>,
				'SaaS license',
				(l) => l.licenseCode,
			),
		minimal: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
		full: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
	},
	{
		resource: 'saasLicense',
		operation: 'verify',
		prepare: ({ sb }) => activeLicense(list(sb, 'saasLicenses') as unknown as License[]),
		minimal: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
		full: (c) => ({
			licenseCode: c.licenseCode,
			productId: rl(c.productId),
			options: { failOnUnknown: true },
		}),
	},

	// Transaction
	{
		resource: 'transaction',
		operation: 'get',
		prepare: ({ sb }) => ({ id: transactions(sb).find((t) => t.status === 'paid')?.id }),
		minimal: (c) => ({ transactionId: c.id }),
		full: (c) => ({ transactionId: c.id, simplify: false }),
	},
	{
		resource: 'transaction',
		operation: 'getMany',
		prepare: ({ sb }) => {
			const t = transactions(sb).find((x) => x.status === 'paid' && x.customerId) as Rec;
			return { customerId: t.customerId, paymentLinkId: t.paymentLinkId, type: t.type };
		},
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			simplify: false,
			filters: {
				customerId: c.customerId,
				endAt: inDays(0),
				paymentLinkId: c.paymentLinkId,
				startAt: inDays(-400),
				status: 'settled',
				type: c.type,
			},
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	{
		resource: 'transaction',
		operation: 'getManyUnpaid',
		prepare: ({ sb }) => {
			const t = transactions(sb).find((x) => x.status === 'created' && x.customerId) as Rec;
			return { customerId: t.customerId, paymentLinkId: t.paymentLinkId };
		},
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			simplify: false,
			filters: {
				customerId: c.customerId,
				endAt: inDays(1),
				paymentLinkId: c.paymentLinkId,
				startAt: inDays(-400),
				status: 'active',
			},
		}),
		also: { pages: () => ({ returnAll: true }) },
	},

	// Webhook
	{
		resource: 'webhook',
		operation: 'getHistory',
		prepare: async (env) => {
			if (!webhookRows(env.sb).some((h) => h.type === 'payment.received')) await deliverOnce(env);
			return { hookUrl: env.hookUrl };
		},
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			filters: {
				startAt: inDays(-30),
				endAt: inDays(1),
				type: 'payment.received',
				status: 'SUCCESS',
				urlDestination: c.hookUrl,
			},
			options: { parsePayload: false },
		}),
	},
	{
		resource: 'webhook',
		operation: 'getNewHistory',
		// Its own delivery to list, whatever ran before it.
		prepare: async (env) => {
			if (!webhookRows(env.sb).length) await deliverOnce(env);
			return {};
		},
		minimal: () => ({}),
		full: () => ({ returnAll: true, options: { parsePayload: false } }),
	},
	{
		resource: 'webhook',
		operation: 'retryDelivery',
		prepare: async (env) => {
			if (!webhookRows(env.sb).length) await deliverOnce(env);
			(env.sb.store.account as IDataObject).urlHook = env.hookUrl; // Mayar retries to the account's URL
			const tx = transactions(env.sb).find((t) => t.status === 'paid') as Rec;
			return {
				paymentLinkId: tx.paymentLinkId,
				transactionId: tx.id,
				historyId: webhookRows(env.sb)[0].id,
			};
		},
		minimal: (c) => ({ type: 'payment.received', payload: webhookPayload(c.transactionId) }),
		full: (c) => ({
			retryBy: 'fields',
			type: 'payment.received',
			payload: webhookPayload(c.transactionId),
			paymentLinkId: c.paymentLinkId,
			paymentLinkTransactionId: c.transactionId,
		}),
		also: { historyId: (c) => ({ retryBy: 'historyId', webhookHistoryId: c.historyId }) },
	},
	{
		resource: 'webhook',
		operation: 'sendTest',
		prepare: ({ hookUrl }) => ({ hookUrl }),
		minimal: (c) => ({ urlHook: c.hookUrl }),
		full: (c) => ({ urlHook: c.hookUrl }),
	},
	{
		resource: 'webhook',
		operation: 'setUrl',
		prepare: ({ hookUrl }) => ({ hookUrl }),
		minimal: (c) => ({ urlHook: c.hookUrl }),
		full: (c) => ({
			urlHook: c.hookUrl,
			options: { webhookConfig: JSON.stringify({ events: ['payment.received'] }) },
		}),
	},
];
