import type { OperationFacts } from '../../../../test/operations/types';
import { byId } from '../../../../test/operations/liveCheck';
import { rl, list, UNKNOWN_ID } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: list(sb, 'paymentRequests')[0].id }),
		minimal: (c) => ({ paymentRequestId: rl(c.id) }),
		full: (c) => ({ paymentRequestId: rl(c.id), simplify: false }),
	},
	liveCheck: {
		needs: ['paymentRequests'],
		params: byId(
			(c) => c.paymentRequests?.[0]?.id,
			'no payment request in this account',
			'paymentRequestId',
		),
	},
	output: {
		amount: 'The amount requested, in rupiah (IDR), an integer',
		description: "The payment request's description",
		id: 'The payment request ID: use it to read, edit or close the payment request',
		link: 'Slug of the payment request page, not a full URL',
		membershipTier:
			'Membership tiers listed with the product (an array); Mayar does not document their fields',
		name: "The customer's name given when the payment request was created",
		status: "The payment request's status, e.g. unpaid, paid or closed",
		transactions: "The payment request's transactions: ID, status and extra data",
		type: 'Product type: payment_request',
	},
	refusals: [
		{
			title: 'an unknown payment request is a 404 with the check-the-ID hint',
			with: (p) => ({ ...p, paymentRequestId: rl(UNKNOWN_ID) }),
			hint: /Check the ID/,
		},
	],
};
