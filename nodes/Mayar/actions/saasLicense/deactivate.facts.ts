import type { OperationFacts } from '../../../../test/operations/types';
import { rl, list, fresh, type License } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) =>
			fresh(
				list(sb, 'saasLicenses') as unknown as Array<License & { id: string }>,
				'SaaS license',
				(l) => l.licenseCode,
			),
		minimal: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
		full: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
	},
	output: {
		productId: 'ID of the product the license is for',
		status: "The license's new status: INACTIVE",
	},
	// Live Mayar refuses a key the rest of the API accepts (HTTP 200 + statusCode 401): the node's error says so.
	live: { fails: { behaviour: 'saasLicense.refusesKey', error: /Failed authentication/ } },
	notes:
		"[`POST /saas/v2/license/deactivate`]: Sets the license code's status to INACTIVE. Output as for Activate, with `INACTIVE`.",
};
