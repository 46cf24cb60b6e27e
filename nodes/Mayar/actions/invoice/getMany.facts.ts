import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({}),
		full: () => ({
			returnAll: true,
			simplify: false,
			filters: { search: 'Kopi', status: 'active' },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	liveCheck: { keeps: 'invoices' },
	apiNotes:
		'The spec\'s invoice list (its V1 entry, which the V2 path mapping moves to `/hl/v2/invoices`) makes `sort` **required** (values active, paid, close; its sample sends `closed`); Mayar\'s V2 docs and CLI send `status`. The node sends both, with the same value (`active`, `paid` or `closed`). Mayar lists invoices one status at a time, so **Any** (no Status filter) asks for each of the three and merges them newest first; Limit N still returns the newest N (each status is read up to N). The invoice picker ("From List") lists active, then paid, then closed invoices.',
};
