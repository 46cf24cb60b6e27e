import type { OperationFacts } from '../../../../test/operations/types';
import { creditParams } from './getBalance.facts';
import { rl, creditTarget } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => creditTarget(sb, 'minimal'),
		minimal: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId) }),
		full: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId), returnAll: true }),
	},
	liveCheck: { needs: ['products', 'customers'], params: creditParams },
	output: {
		amount: 'Credits in this entry (credits, not rupiah)',
		description: 'Note on the entry, or null (Mayar does not document history fields)',
		id: "Mayar's ID of this credit history entry",
		membershipTierId: 'ID of the membership tier (package), or null',
		type: 'Kind of entry, e.g. PURCHASE, ADD or SPEND (Mayar does not document history fields)',
		balanceAfter:
			"The customer's credit balance after this entry (Mayar does not document history fields)",
		balanceBefore:
			"The customer's credit balance before this entry (Mayar does not document history fields)",
	},
	notes:
		"[`GET {credit}/customer/paginate-credit-history/{customerId}?productId=&page=&limit=`]: The customer's credit entries on a product, one item per entry, in Mayar's order (not documented; the local sandbox sends the newest first). Return All or Limit.",
	claims: [['Return All or Limit.', 'label']],
};
