'use strict';
/**
 * QR codes: POST /hl/v2/qr-codes/create {amount} gives {url, amount, qrString} with the lowercase "success"
 * message (a V2 change); GET /hl/v2/qr-codes/static gives {url}, or 500 "Invalid data" while the account has
 * no static QRIS (set `sb.store.staticQris = null` to get that). GET /qr/<id>.png serves the image.
 *
 * Image URLs: `options.qrImageBaseUrl` when the sandbox was started with one (an image host of the test's
 * own), else the sandbox's own address: /qr/<id>.png is a public route (no API key), sent as raw bytes.
 */
const { ok, fail, validationError } = require('../lib/envelope');
const { check } = require('../lib/validate');

const V2 = '/hl/v2';
/** A 1x1 PNG. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
	'base64',
);

/** CRC-16/CCITT-FALSE, the checksum that ends a QRIS (EMVCo) payload. */
function crc16(text) {
	let crc = 0xffff;
	for (const byte of Buffer.from(text, 'utf8')) {
		crc ^= byte << 8;
		for (let k = 0; k < 8; k++)
			crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
	}
	return crc.toString(16).toUpperCase().padStart(4, '0');
}

function tlv(tag, value) {
	return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** A QRIS-shaped payload: dynamic (with amount, point of initiation 12) or static (11). */
function qrisString(ctx, amount, ref) {
	const merchant =
		tlv('00', 'ID.CO.QRIS.WWW') +
		tlv('01', '936008990000000001') +
		tlv('02', ref.slice(0, 15).toUpperCase());
	let s =
		tlv('00', '01') +
		tlv('01', amount ? '12' : '11') +
		tlv('26', merchant) +
		tlv('52', '5499') +
		tlv('53', '360');
	if (amount) s += tlv('54', String(amount));
	s +=
		tlv('58', 'ID') +
		tlv('59', ctx.store.account.name.slice(0, 25)) +
		tlv('60', 'JAKARTA') +
		'6304';
	return s + crc16(s);
}

function register(router, ctx) {
	const { store } = ctx;
	store.qrCodes = [];
	const staticId = ctx.rng.uuid();
	const imageUrl = (id) =>
		`${String(ctx.options.qrImageBaseUrl || ctx.baseUrl || ctx.publicUrl).replace(/\/+$/, '')}/qr/${id}.png`;
	store.staticQris = { id: staticId, qrString: qrisString(ctx, 0, staticId) };

	router.post(`${V2}/qr-codes/create`, ({ body }) => {
		const errors = check(body, { amount: { type: 'integer', required: true, positive: true } });
		if (errors.length) throw validationError(errors);
		const id = ctx.rng.uuid();
		const qr = {
			id,
			amount: body.amount,
			qrString: qrisString(ctx, body.amount, id),
			createdAt: ctx.clock.now(),
		};
		store.qrCodes.push(qr);
		return ok({ url: imageUrl(id), amount: qr.amount, qrString: qr.qrString }, 'success');
	});

	router.get(`${V2}/qr-codes/static`, () => {
		if (!store.staticQris) throw fail(500, 'Invalid data');
		return ok({ url: imageUrl(store.staticQris.id) });
	});

	// An image host needs no API key (and the node sends none to it).
	router.get(
		'/qr/:file',
		({ params }) => {
			const m = /^([0-9a-f-]{36})\.png$/.exec(params.file);
			const known =
				m &&
				(store.qrCodes.some((q) => q.id === m[1]) ||
					(store.staticQris && store.staticQris.id === m[1]));
			if (!known) throw fail(404, 'Not Found');
			return { status: 200, body: PNG, headers: { 'content-type': 'image/png' } };
		},
		{ public: true },
	);
}

module.exports = { register, PNG };
