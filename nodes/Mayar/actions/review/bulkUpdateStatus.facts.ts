import type { OperationFacts } from '../../../../test/operations/types';
import { fresh, reviews } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => {
			const picked = [fresh(reviews(sb), 'review'), fresh(reviews(sb), 'review')];
			return {
				ids: picked.map((r) => r.id),
				rows: picked.map((r) => ({ id: r.id, status: 'ACTIVE', paymentLinkId: r.paymentLinkId })),
			};
		},
		minimal: (c) => ({ reviewIds: c.ids.join(',') }),
		full: (c) => ({ inputMode: 'ids', reviewIds: c.ids.join(', '), status: 'INACTIVE' }),
		also: { reviewsJson: (c) => ({ inputMode: 'json', reviewsJson: JSON.stringify(c.rows) }) },
	},
	output: {
		id: 'The review ID: use it with Review > Update or Bulk Update Status',
		paymentLinkId: 'ID of the reviewed product',
		status: 'The status set on the review: ACTIVE, ARCHIVED or INACTIVE',
		updated: 'True when Mayar accepted the new status for this review',
	},
	claims: [
		[
			'A list of review IDs that all get the same status',
			'test test/integration/review.test.ts :: a list of IDs and one status: {input: [{id, status}]} is sent',
		],
		[
			'The status every review listed gets.',
			'test test/integration/review.test.ts :: a list of IDs and one status: {input: [{id, status}]} is sent',
		],
	],
	notes:
		"[`POST /hl/v2/reviews/bulk-status/update`]: Sets ACTIVE, ARCHIVED or INACTIVE on 1 to 50 reviews in one request: a list of Review IDs plus one Status, or a JSON array of `{id, status, paymentLinkId?}` mapped from an earlier node (Review > Get Many's rows fit; the key `ID`, as the field's description must write it, is read too).",
};
