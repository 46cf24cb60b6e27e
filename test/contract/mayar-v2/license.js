'use strict';
/** Mayar's licence codes: endpoints, then records (./index.js says what each key means). */
const { licenseBody, LICENSE_TYPES } = require('./shared');

const endpoints = [
	{
		id: 'license.verify',
		method: 'POST',
		path: '/hl/v2/software/verify',
		altPaths: [{ path: '/software/v2/license/verify', source: 'docs software/verify' }],
		source:
			'spec: POST /software/v1/license/verify (body, response); Versioning (/hl/v1/licensecode/verify -> /hl/v2/software/verify); docs software/verify',
		query: {},
		body: licenseBody(
			'spec: POST /software/v1/license/verify (required); docs software/verify (R)',
		),
		response: 'verify',
		record: 'license',
	},
];

const records = {
	license: {
		fields: [
			'licenseCode',
			'status',
			'expiredAt',
			'transactionId',
			'productId',
			'customerId',
			'customerName',
			'customerEmail',
			'activationLimit',
			'useCount',
			'createdAt',
			'updatedAt',
		],
		source: 'spec: License; docs software/verify (licenseCode object)',
		types: { ...LICENSE_TYPES },
		typesSource: 'spec: License table',
	},
};

module.exports = { endpoints, records };
