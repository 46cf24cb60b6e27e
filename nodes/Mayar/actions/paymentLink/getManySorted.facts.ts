import type { OperationFacts } from '../../../../test/operations/types';
import { addPaymentLinks } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		// The seed holds a handful of products per type; `pages` first makes generic links until that list is
		// longer than one page, so the cursor is followed.
		prepare: async ({ sb }, variant) => {
			if (variant === 'pages') await addPaymentLinks(sb, 60);
			return {};
		},
		minimal: () => ({ productType: 'generic_link' }),
		full: () => ({ productType: 'event', returnAll: true }),
		also: { pages: () => ({ productType: 'generic_link', returnAll: true }) },
	},
};
