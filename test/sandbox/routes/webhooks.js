'use strict';
/**
 * Webhook management: the account has one URL (store.account.urlHook). update registers it, test pings a
 * URL with {event:"testing"}, history/new-history list every delivery attempt, retry re-sends a payload
 * (spec body {paymentLinkId, type, payload, paymentLinkTransactionId}, or the docs' {webhookHistoryId}).
 */
const { done, fail, validationError } = require('../lib/envelope');
const { page } = require('../lib/paginate');
const { isUrl, isPlainObject } = require('../lib/validate');

const V2 = '/hl/v2';

function iso(ms) {
	return ms === null || ms === undefined ? null : new Date(ms).toISOString();
}

function register(router, ctx) {
	const { store } = ctx;

	router.post(`${V2}/webhooks/update`, ({ body }) => {
		if (body.urlHook === undefined || body.urlHook === null || body.urlHook === '')
			throw fail(400, 'urlHook is required');
		if (typeof body.urlHook !== 'string' || !isUrl(body.urlHook))
			throw fail(400, 'urlHook is not a valid URL');
		store.account.urlHook = body.urlHook;
		if (isPlainObject(body.webhookConfig)) store.account.webhookConfig = body.webhookConfig;
		return done();
	});

	router.post(`${V2}/webhooks/test`, ({ body }) => {
		if (body.urlHook === undefined || body.urlHook === null || body.urlHook === '') {
			throw fail(400, 'Url tidak ditemukan. Silahkan masukkan url webhook anda.');
		}
		if (typeof body.urlHook !== 'string' || !isUrl(body.urlHook))
			throw fail(400, 'Url tidak valid. Silahkan masukkan url webhook yang valid.');
		ctx.helpers.deliverTest(body.urlHook);
		return done();
	});

	function historyRows(query) {
		const str = (n) => (typeof query[n] === 'string' && query[n] !== '' ? query[n] : null);
		const from = str('startAt') && /^\d+$/.test(query.startAt) ? Number(query.startAt) : null;
		const to = str('endAt') && /^\d+$/.test(query.endAt) ? Number(query.endAt) : null;
		return store.webhookHistory.filter(
			(h) =>
				(!str('status') || h.status === query.status) &&
				(!str('type') || h.type === query.type) &&
				(!str('urlDestination') || h.urlDestination === query.urlDestination) &&
				(from === null || h.createdAt >= from) &&
				(to === null || h.createdAt <= to),
		);
	}

	router.get(`${V2}/webhooks/history`, ({ query }) =>
		page(historyRows(query), query, ctx, (h) => ({ ...h })),
	);

	// The newer store: ISO timestamps and an extra Webhooktype key (its meaning is not documented; the
	// sandbox puts the event family there: PAYMENT, MEMBERSHIP, SHIPPER or TESTING).
	router.get(`${V2}/webhooks/new-history`, ({ query }) =>
		page(historyRows(query), query, ctx, (h) => ({
			...h,
			createdAt: iso(h.createdAt),
			updatedAt: iso(h.updatedAt),
			nextDelivery: iso(h.nextDelivery),
			Webhooktype: String(h.type || '')
				.split('.')[0]
				.toUpperCase(),
		})),
	);

	router.post(`${V2}/webhooks/retry`, ({ body }) => {
		let delivery;
		if (body.webhookHistoryId !== undefined) {
			if (typeof body.webhookHistoryId !== 'string' || !body.webhookHistoryId) {
				throw validationError([
					{
						type: 'string',
						message: "The 'webhookHistoryId' field must be a string.",
						field: 'webhookHistoryId',
					},
				]);
			}
			const h = store.webhookHistory.find((r) => r.id === body.webhookHistoryId);
			if (!store.account.urlHook)
				throw fail(400, 'Url tidak ditemukan. Silahkan register url webhook anda terlebih dahulu.');
			if (!h) throw fail(404, 'Webhook history not found');
			let payload;
			try {
				payload = JSON.parse(h.payload);
			} catch {
				payload = h.payload;
			}
			delivery = {
				body: payload,
				paymentLinkId: h.paymentLinkId,
				paymentLinkTransactionId: h.paymentLinkTransactionId,
			};
		} else {
			const errors = [];
			if (typeof body.type !== 'string' || !body.type)
				errors.push({ type: 'required', message: "The 'type' field is required.", field: 'type' });
			if (body.payload === undefined || body.payload === null || body.payload === '') {
				errors.push({
					type: 'required',
					message: "The 'payload' field is required.",
					field: 'payload',
				});
			}
			let payload = body.payload;
			if (typeof payload === 'string' && payload !== '') {
				try {
					payload = JSON.parse(payload);
				} catch {
					errors.push({
						type: 'json',
						message: "The 'payload' field must be JSON (an object or a JSON-encoded string).",
						field: 'payload',
					});
				}
			}
			if (!errors.length && !isPlainObject(payload))
				errors.push({
					type: 'object',
					message: "The 'payload' field must be an Object.",
					field: 'payload',
				});
			if (errors.length) throw validationError(errors);
			if (!store.account.urlHook)
				throw fail(400, 'Url tidak ditemukan. Silahkan register url webhook anda terlebih dahulu.');
			// A stored payload is the whole {event, data} body; a bare data object is wrapped with the type.
			const whole =
				typeof payload.event === 'string' && 'data' in payload
					? payload
					: { event: body.type, data: payload };
			delivery = {
				body: whole,
				paymentLinkId: body.paymentLinkId || null,
				paymentLinkTransactionId: body.paymentLinkTransactionId || null,
			};
		}
		ctx.webhooks.deliver(delivery.body, {
			source: 'MANUAL',
			paymentLinkId: delivery.paymentLinkId,
			paymentLinkTransactionId: delivery.paymentLinkTransactionId,
		});
		return done();
	});
}

module.exports = { register };
