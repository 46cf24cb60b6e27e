import type { OperationFacts } from '../../../../test/operations/types';
import { rl, credit, creditTarget, UNKNOWN_ID } from '../../../../test/conformance/records';
import { CREDIT_404 } from './shared';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }, variant) => {
			const t = creditTarget(sb, variant);
			// Enough balance to spend, whatever ran before.
			const key = `${t.customerId}|${t.productId}|${t.tierId ?? ''}`;
			const b = (credit(sb).balances[key] ??= { main: 0, addon: 0 });
			b.main += 10;
			return t;
		},
		minimal: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId), amount: 1 }),
		full: (c) => ({
			customerId: rl(c.customerId),
			productId: rl(c.productId),
			amount: 1,
			additionalFields: {
				membershipTierId: c.tierId,
				additionalBody: JSON.stringify({ membershipTierId: c.tierId }),
			},
		}),
	},
	output: {
		amount: 'Credits spent (credits, not rupiah)',
		productId: 'ID of the credit product',
	},
	refusals: [
		{
			title: "an unknown customer is Mayar's 404 with the credit hint",
			with: (p) => ({ ...p, customerId: UNKNOWN_ID }),
			hint: CREDIT_404,
		},
	],
	notes:
		"[`POST {credit}/customer/spend`]: Takes credits from a customer's balance. Output as for Add. More than the balance fails with Mayar's message (the sandbox says `Insufficient balance. Customer balance is …, requested ….`) and a hint: nothing was spent, check Get Customer Balance, top up with Credit > Add.",
	apiNotes:
		'More than the balance: the facts only say "400 insufficient balance". The headline stays Mayar\'s message; when it reads as an insufficient balance (insufficient / not enough / tidak cukup / kurang / melebihi) the node adds the hint. The request is not retried and the sandbox takes nothing.',
	claims: [
		['- Credit > Spend: More than the balance: the facts only say', 'fact mayar-public-facts 2.16'],
	],
};
