'use strict';
/**
 * SaaS licenses (public facts 2.15), outside /hl/v2:
 *   POST /saas/v2/license/verify      {licenseCode, productId} -> {statusCode, isLicenseActive, memberStatus,
 *                                      licenseCode: {...license, membershipTierId, membershipTierName,
 *                                      memberPaymentLink}} and NO message(s)
 *   POST /saas/v2/license/activate    -> {statusCode: 200, message: "Success updating license code status to ACTIVE."}
 *   POST /saas/v2/license/deactivate  -> {statusCode: 200, message: "Success updating license code status to INACTIVE."}
 * A missing or non-string licenseCode / productId is 400 "Failed identifying request" with the validator errors;
 * an unknown code (for that product) is 400 "There's no license with code ... and product id ... registered in
 * user ...". Errors carry the singular `message`, as the activate page shows.
 *
 * A license is active when its status is ACTIVE, it has not expired, and the subscription behind it
 * (memberStatus) is active.
 *
 * Store: ctx.store.saasLicenses = [...], seeded for every product of type saas with its own random source:
 * per product an active one, an INACTIVE one, an expired one and one whose member stopped paying.
 */
const { createRng } = require('../lib/prng');
const { check } = require('../lib/validate');

const DAY = 86400000;
const SCHEMA = {
	licenseCode: { type: 'string', required: true },
	productId: { type: 'string', required: true },
};

function answer(status, message, data) {
	const body = { statusCode: status, message };
	if (data !== undefined) body.data = data;
	return { status, body };
}

function register(router, ctx) {
	const { store } = ctx;
	const rng = createRng(((ctx.options.seed || 1) * 4421 + 977) >>> 0);
	const now = ctx.options.now;
	const list = (store.saasLicenses = []);
	const iso = (ms) => new Date(ms).toISOString();

	// ---- seed ----------------------------------------------------------------------------------------
	const TIERS = ['Starter', 'Pro', 'Business'];
	store.products
		.filter((p) => p.type === 'saas')
		.forEach((p, index) => {
			for (let kind = 0; kind < 4; kind++) {
				const c = store.customers[(index * 4 + kind * 7) % store.customers.length];
				const created = now - rng.int(20, 300) * DAY;
				const tierName = TIERS[(index + kind) % TIERS.length];
				list.push({
					licenseCode: `SAAS-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(4)}`.toUpperCase(),
					status: kind === 1 ? 'INACTIVE' : 'ACTIVE',
					expiredAt: iso(kind === 2 ? now - rng.int(1, 15) * DAY : now + rng.int(20, 365) * DAY),
					transactionId: rng.uuid(),
					productId: p.id,
					customerId: c.id,
					customerName: c.name,
					customerEmail: c.email,
					membershipTierId: rng.uuid(),
					membershipTierName: tierName,
					memberPaymentLink: `${ctx.publicUrl}/membership-bill/${rng.hex(16)}`,
					memberStatus: kind === 3 ? 'inactive' : 'active',
					createdAt: iso(created),
					updatedAt: iso(created + rng.int(0, 10) * DAY),
				});
			}
		});

	// ---- handlers ------------------------------------------------------------------------------------
	function find(body) {
		const errors = check(body, SCHEMA);
		if (errors.length) return { error: answer(400, 'Failed identifying request', errors) };
		const lic = list.find(
			(l) => l.licenseCode === body.licenseCode && l.productId === body.productId,
		);
		if (!lic) {
			return {
				error: answer(
					400,
					`There's no license with code ${body.licenseCode} and product id ${body.productId} registered in user ${store.account.id}`,
				),
			};
		}
		return { lic };
	}

	router.post('/saas/v2/license/verify', ({ body }) => {
		const { lic, error } = find(body);
		if (error) return error;
		const { memberStatus, ...license } = lic;
		const active =
			lic.status === 'ACTIVE' &&
			Date.parse(lic.expiredAt) > Date.now() &&
			memberStatus === 'active';
		return {
			status: 200,
			body: { statusCode: 200, isLicenseActive: active, memberStatus, licenseCode: license },
		};
	});

	for (const [action, status] of [
		['activate', 'ACTIVE'],
		['deactivate', 'INACTIVE'],
	]) {
		router.post(`/saas/v2/license/${action}`, ({ body }) => {
			const { lic, error } = find(body);
			if (error) return error;
			lic.status = status;
			lic.updatedAt = new Date().toISOString();
			return answer(200, `Success updating license code status to ${status}.`);
		});
	}
}

module.exports = { register };
