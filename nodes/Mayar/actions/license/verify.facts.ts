import type { OperationFacts } from '../../../../test/operations/types';
import { NO_LICENSE } from '../../../../test/operations/liveCheck';
import { rl, list, type License, activeLicense } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => activeLicense(list(sb, 'licenses') as unknown as License[]),
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
		status: "The license's status, e.g. ACTIVE or INACTIVE",
		transactionId: 'ID of the purchase transaction behind the license',
		updatedAt: 'When the license last changed, ISO 8601 date-time',
		reason: 'Why: active, expired, inactive or notFound',
	},
	notes:
		"[`POST /hl/v2/software/verify`]: license code and product. Output says plainly whether the license is active (`isLicenseActive`, `found`, and `reason`: active, expired, inactive or notFound), with the license record. An unknown code is an output with `found: false` and `reason: notFound`, or an error with Mayar's message when **Fail on Unknown Code** (Options) is on.",
};
