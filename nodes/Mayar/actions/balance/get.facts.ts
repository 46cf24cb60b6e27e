import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	notes: '[`GET /hl/v2/balances`]: `balanceActive`, `balancePending`, `balance` (rupiah).',
};
