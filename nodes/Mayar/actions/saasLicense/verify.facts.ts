import type { OperationFacts } from '../../../../test/operations/types';
import { NO_LICENSE } from '../../../../test/operations/liveCheck';
import { rl, list, type License, activeLicense } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => activeLicense(list(sb, 'saasLicenses') as unknown as License[]),
		minimal: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
		full: (c) => ({
			licenseCode: c.licenseCode,
			productId: rl(c.productId),
			options: { failOnUnknown: true },
		}),
	},
	liveCheck: { never: NO_LICENSE },
	output: {
		createdAt: 'When the license was created, ISO 8601 date-time',
		customerId: 'ID of the customer who holds the license',
		expiredAt: 'When the license expires, ISO 8601 date-time',
		productId: 'ID of the product the license is for',
		reason: 'Why: active, expired, memberInactive, inactive or notFound',
		status: "The license's status, e.g. ACTIVE or INACTIVE",
		transactionId: 'ID of the purchase transaction behind the license',
		updatedAt: 'When the license last changed, ISO 8601 date-time',
		memberStatus: 'Status of the subscription behind the license, e.g. active',
	},
	// Live Mayar refuses a key the rest of the API accepts (HTTP 200 + statusCode 401): the node's error says so.
	live: { fails: { behaviour: 'saasLicense.refusesKey', error: /Failed authentication/ } },
	notes:
		'[`POST /saas/v2/license/verify`]: Whether a SaaS license code is active. Output: `isLicenseActive`, `found`, `reason` (`active`, `expired`, `memberInactive`, `inactive` or `notFound`), `licenseCode`, `productId`, `memberStatus`, then the license fields (`status`, `expiredAt`, `customerId`, `customerName`, `customerEmail`, `membershipTierId`, `membershipTierName`, `memberPaymentLink`, `transactionId`, `createdAt`, `updatedAt`, ...).',
};
