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
	liveCheck: { params: () => ({ productType: 'generic_link' }) },
	output: {
		amount: "The product's price, in rupiah (IDR), an integer",
		id: 'The product ID: use it to read, edit or close the product',
		link: 'Slug of the product page, not a full URL: linkUrl and linkPayment are full URLs',
		membershipTier:
			'Membership tiers listed with the product (an array); Mayar does not document their fields',
		status: "The product's status: active, inactive, closed or unlisted",
		transactions: 'Transactions of the product: ID, status, amount and date',
		'transactions[].amount': 'Amount of the transaction, in rupiah (IDR), an integer',
		'transactions[].createdAt': 'When the transaction was created, epoch milliseconds',
	},
	notes:
		"(`getManySorted`) [`POST /hl/v2/payment-links/sort/{type}`]: Required fields: Product Type (one of Mayar's 19). Output: One item per **active** payment link of that type, with its `transactions[]`. Return All or Limit.",
	apiNotes:
		"The cursor is sent as both `startingAfter` (the spec's V2 cursor) and `starting_after` (per a comment in Mayar's CLI, public facts 1.7): a server reads the one it knows.",
	claims: [['Return All or Limit.', 'label']],
};
