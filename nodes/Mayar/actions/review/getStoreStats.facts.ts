import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	notes:
		'[`GET /hl/v2/reviews/stats`]: Rating summary of the whole store: `{total, average, stats[{rating, percentage, totalRating}]}`. Where Mayar answers HTTP 500 (recorded live), the same figures are computed from the active reviews, with `statsComputed: true`.',
};
