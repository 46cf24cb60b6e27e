import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	notes:
		"[`GET /hl/v2/transactions/daily`]: the day's totals, `{date, tpvCount, trxCount}` (payment value in rupiah, number of transactions); one item per day where Mayar sends several.",
};
