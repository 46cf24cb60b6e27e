'use strict';
/** Mayar's QR codes: endpoints, then records (./index.js says what each key means). */

const endpoints = [
	{
		id: 'qrCode.create',
		method: 'POST',
		path: '/hl/v2/qr-codes/create',
		altPaths: [],
		source:
			'spec: V2 path mapping "QR codes"; V2 response changes (qrString, message success); docs qrcode/createdynamicqrcode',
		query: {},
		body: {
			amount: {
				type: 'integer',
				required: true,
				source: 'docs qrcode/createdynamicqrcode (amount int R, IDR)',
			},
		},
		response: 'record',
		record: 'qrCode',
	},
	{
		id: 'qrCode.getStatic',
		method: 'GET',
		path: '/hl/v2/qr-codes/static',
		altPaths: [],
		source:
			'spec: V2 path mapping "QR codes" (GET /hl/v2/qr-codes/static); docs qrcode/getstaticqrcode',
		query: {},
		response: 'record',
		record: 'qrStatic',
	},
];

const records = {
	qrCode: {
		fields: ['url', 'amount', 'qrString'],
		source:
			'docs qrcode/createdynamicqrcode ({url, amount}); spec: V2 response changes (QR create adds qrString)',
		types: { url: 'string', amount: 'integer' },
		typesSource:
			'facts 2.8 qrcode/createdynamicqrcode ({url (QR image), amount}); facts 1.8 (money integer)',
		descriptions: {
			qrString: 'The QRIS payload text: render it as a QR code yourself, or use url',
		},
	},
	qrStatic: {
		fields: ['url'],
		source: 'docs qrcode/getstaticqrcode',
		types: { url: 'string' },
		typesSource: 'facts 2.8 qrcode/getstaticqrcode ({url})',
	},
};

module.exports = { endpoints, records };
