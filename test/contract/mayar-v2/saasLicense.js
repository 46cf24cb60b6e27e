'use strict';
/** Mayar's SaaS licences: endpoints, then records (./index.js says what each key means). */
const { licenseBody, LICENSE_TYPES } = require('./shared');

const endpoints = [
	{
		id: 'saasLicense.verify',
		method: 'POST',
		path: '/saas/v2/license/verify',
		altPaths: [],
		source: 'spec: Versioning (/saas/v1/license/* -> /saas/v2/license/*); docs saas/verify',
		note: 'Response also carries memberStatus beside isLicenseActive (docs saas/verify).',
		query: {},
		body: licenseBody('docs saas/verify (R, same body as software verify)'),
		response: 'verify',
		record: 'saasLicense',
	},
	{
		id: 'saasLicense.activate',
		method: 'POST',
		path: '/saas/v2/license/activate',
		altPaths: [],
		source: 'spec: Versioning (/saas/v2/license/*); Errors (message singular); docs saas/activate',
		query: {},
		body: licenseBody('docs saas/activate (R, 400 when missing)'),
		response: 'statusOnly',
	},
	{
		id: 'saasLicense.deactivate',
		method: 'POST',
		path: '/saas/v2/license/deactivate',
		altPaths: [],
		source:
			'spec: Versioning (/saas/v2/license/*); Errors (message singular); CLI saas.js; V1 docs saas/deactivate',
		query: {},
		body: licenseBody('CLI saas.js; V1 docs saas/deactivate (same body as activate)'),
		response: 'statusOnly',
	},
];

const records = {
	saasLicense: {
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
			'membershipTierId',
			'membershipTierName',
			'memberPaymentLink',
		],
		source:
			'docs saas/verify (licenseCode{..., membershipTierId, membershipTierName, memberPaymentLink}); spec: License',
		types: { ...LICENSE_TYPES },
		typesSource: 'spec: License table',
		descriptions: {
			memberPaymentLink: 'Where the member pays the subscription bill behind this license',
		},
	},
};

module.exports = { endpoints, records };
