'use strict';
/**
 * Software license verify, on the spec's path (/hl/v2/software/verify) and the public docs' path
 * (/software/v2/license/verify). The answer has statusCode, isLicenseActive and the license, and no
 * messages. A license is active when its status is ACTIVE and it has not expired.
 */
const { fail, validationError } = require('../lib/envelope');
const { check } = require('../lib/validate');

const SCHEMA = {
	licenseCode: { type: 'string', required: true },
	productId: { type: 'string', required: true },
};

function register(router, ctx) {
	const { store } = ctx;

	function verify({ body }) {
		const errors = check(body, SCHEMA);
		if (errors.length) throw validationError(errors);
		const lic = store.licenses.find(
			(l) => l.licenseCode === body.licenseCode && l.productId === body.productId,
		);
		if (!lic) {
			throw fail(
				400,
				`There's no license with code ${body.licenseCode} and product id ${body.productId} registered in user ${store.account.id}`,
			);
		}
		const active =
			lic.status === 'ACTIVE' && (!lic.expiredAt || Date.parse(lic.expiredAt) > Date.now());
		return {
			status: 200,
			body: { statusCode: 200, isLicenseActive: active, licenseCode: { ...lic } },
		};
	}

	router.post('/hl/v2/software/verify', verify);
	router.post('/software/v2/license/verify', verify);
}

module.exports = { register };
