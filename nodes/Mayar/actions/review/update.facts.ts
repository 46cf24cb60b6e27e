import type { OperationFacts } from '../../../../test/operations/types';
import { rl, customer, fresh, reviews } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => {
			const r = fresh(reviews(sb), 'review');
			return {
				id: r.id,
				paymentLinkId: r.paymentLinkId,
				customerId: r.customerId,
				email: customer(sb, r.customerId).email,
			};
		},
		minimal: (c) => ({
			reviewId: c.id,
			paymentLinkId: rl(c.paymentLinkId),
			updateFields: { rating: 4 },
		}),
		full: (c) => ({
			reviewId: c.id,
			paymentLinkId: rl(c.paymentLinkId),
			updateFields: {
				contentReview: JSON.stringify([{ type: 'video', multipleFileId: 'file-456' }]),
				customerEmail: c.email,
				customerId: c.customerId,
				deleteContentReview: 'content-1, content-2',
				message: 'Ternyata kurang.',
				rating: 2,
			},
		}),
	},
	notes:
		'[`POST /hl/v2/reviews/{id}/update` (id also in the body)]: Changes a review: Review ID and Product (both required by Mayar) plus at least one of Rating, Message, Customer Email, Customer ID, content to add or remove.',
};
