'use strict';
/**
 * GET /hl/v2/payment-channels: ONE object, the account's payment settings, with the channels in config[]
 * ({name, status, img, type, code}). Tests may change `sb.store.paymentChannels` (for example set it to null
 * to get the documented 500).
 */
const { ok, fail } = require('../lib/envelope');

const CHANNELS = [
	['QRIS', 'qris', 'QRIS', true],
	['QRIS Statis', 'qris_static', 'QRIS_STATIC', false],
	['BCA Virtual Account', 'va', 'BCA', true],
	['BNI Virtual Account', 'va', 'BNI', true],
	['BRI Virtual Account', 'va', 'BRI', true],
	['Mandiri Virtual Account', 'va', 'MANDIRI', false],
	['Permata Virtual Account', 'va', 'PERMATA', true],
	['OVO', 'ewallet', 'OVO', true],
	['DANA', 'ewallet', 'DANA', true],
	['ShopeePay', 'ewallet', 'SHOPEEPAY', false],
	['LinkAja', 'ewallet', 'LINKAJA', true],
	['Kartu Kredit/Debit', 'card', 'CREDIT_CARD', false],
	['Alfamart', 'retail', 'ALFAMART', true],
	['Indomaret', 'retail', 'INDOMARET', true],
	['Akulaku', 'paylater', 'AKULAKU', false],
	['Kredivo', 'paylater', 'KREDIVO', true],
];

function register(router, ctx) {
	const { store } = ctx;
	const t = ctx.clock.claim(ctx.options.now - 200 * 86400000);
	store.paymentChannels = {
		id: ctx.rng.uuid(),
		userId: store.account.id,
		isAkulakuApproved: false,
		isCreditCardApproved: false,
		isQRISStaticApproved: false,
		isAdminFeeBorneByCustomer: false,
		isChannelFeeBorneByCustomer: true,
		isRateLimitActive: false,
		config: CHANNELS.map(([name, type, code, status]) => ({
			name,
			status,
			img: `https://cdn.example.com/payment-channels/${code.toLowerCase()}.png`,
			type,
			code,
		})),
		createdAt: t,
		updatedAt: t,
	};

	router.get('/hl/v2/payment-channels', () => {
		const s = store.paymentChannels;
		if (!s) throw fail(500, 'Internal Server Error');
		return ok({ ...s, config: s.config.map((c) => ({ ...c })) });
	});
}

module.exports = { register };
