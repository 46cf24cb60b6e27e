import type { OperationFacts } from '../../../../test/operations/types';
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
};
