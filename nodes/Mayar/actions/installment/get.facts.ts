import type { OperationFacts } from '../../../../test/operations/types';
import { byId } from '../../../../test/operations/liveCheck';
import { rl, list, UNKNOWN_ID } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: list(sb, 'installments')[0].id }),
		minimal: (c) => ({ installmentId: rl(c.id) }),
		full: (c) => ({ installmentId: rl(c.id) }),
	},
	liveCheck: {
		needs: ['installments'],
		params: byId(
			(c) => c.installments?.[0]?.installmentId ?? c.installments?.[0]?.id,
			'no installment plan in this account',
			'installmentId',
		),
	},
	refusals: [
		{
			title: 'an unknown installment is a 404 with the check-the-ID hint',
			with: (p) => ({ ...p, installmentId: UNKNOWN_ID }),
			hint: /Check the ID/,
		},
	],
	notes:
		'[`GET /hl/v2/installments/{id}`]: Installment (From List, searchable by description or customer email; or ID, a UUID).',
};
