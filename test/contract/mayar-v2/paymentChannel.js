'use strict';
/** Mayar's payment channels: endpoints, then records (./index.js says what each key means). */

const endpoints = [
	{
		id: 'paymentChannel.list',
		method: 'GET',
		path: '/hl/v2/payment-channels',
		altPaths: [],
		source:
			'spec: V2 path mapping "Payment channels"; docs qrcode/paymentchannels (one settings object with config[])',
		query: {},
		response: 'record',
		record: 'paymentChannels',
	},
];

const records = {
	paymentChannels: {
		fields: [
			'id',
			'userId',
			'isAkulakuApproved',
			'isCreditCardApproved',
			'isQRISStaticApproved',
			'isAdminFeeBorneByCustomer',
			'isChannelFeeBorneByCustomer',
			'isRateLimitActive',
			'config',
			'createdAt',
			'updatedAt',
		],
		source: 'docs qrcode/paymentchannels',
		types: { config: 'array', createdAt: 'integer', updatedAt: 'integer' },
		nested: { config: 'paymentChannel' },
		typesSource:
			'facts 2.8 qrcode/paymentchannels (config[{...}]); facts 1.8 (detail timestamps epoch ms)',
		descriptions: {
			isAkulakuApproved: 'Whether Akulaku (paylater) is approved for the account',
			isCreditCardApproved: 'Whether card payments are approved for the account',
			isQRISStaticApproved: 'Whether static QRIS is approved for the account',
			isAdminFeeBorneByCustomer: 'Whether the customer pays the admin fee (true) or you do (false)',
			isChannelFeeBorneByCustomer:
				'Whether the customer pays the payment channel fee (true) or you do (false)',
			isRateLimitActive: 'Returned by Mayar; its meaning is not documented',
			config: "The account's payment channels, one entry each: name, status, logo, type and code",
		},
	},
	paymentChannel: {
		fields: ['name', 'status', 'img', 'type', 'code'],
		source:
			'docs qrcode/paymentchannels (config[] element; type qris/va/ewallet/card/retail/paylater/qris_static)',
		types: { status: 'boolean', type: 'string' },
		typesSource: 'facts 2.8 qrcode/paymentchannels (config[].status bool, type qris/va/...)',
		descriptions: {
			name: "The channel's name, e.g. BCA Virtual Account",
			status: 'Whether the channel is active (true) or not (false)',
			img: "URL of the channel's logo image",
			type: 'Kind of channel: qris, qris_static, va, ewallet, card, retail or paylater',
			code: "The channel's code, e.g. QRIS or BCA",
		},
	},
};

module.exports = { endpoints, records };
