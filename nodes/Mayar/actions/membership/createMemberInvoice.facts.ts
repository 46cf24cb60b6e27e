import type { OperationFacts } from '../../../../test/operations/types';
import { nullNotes } from '../../../../test/schema/descriptions';
import { rl, memberships, activeMember } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({
			productId: memberships(sb).mainProductId,
			memberId: activeMember(sb).memberId,
		}),
		minimal: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
		full: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
	},
	output: {
		amount: "The bill's amount, in rupiah (IDR), an integer",
		createdAt: 'When the bill was created, ISO 8601 date-time',
		expiredAt: 'When the bill expires, ISO 8601 date-time',
		id: "The bill's ID; the member pays it at membershipBillUrl",
		status: "The bill's status: created (not paid yet)",
		name: "The bill's name as Mayar gives it (in the recorded answers, the membership tier's name)",
		term: 'The period the bill is for, as membershipInvoice:<member ID>:<month>:<year>: Mayar makes one bill per member and period',
		transactionId: "The bill's transaction ID: check it with Transaction > Get",
	},
	nullWhenAbsent: {
		transactionId: `${nullNotes.specOnly} (membership.invoiceShape)`,
		customerId: `${nullNotes.specOnly} (membership.invoiceShape)`,
		expiredAt: `${nullNotes.specOnly} (membership.invoiceShape)`,
		name: `${nullNotes.liveOnly} (membership.invoiceShape)`,
		term: `${nullNotes.liveOnly} (membership.invoiceShape)`,
	},
	live: { omits: { behaviour: 'membership.invoiceShape' } },
	notes:
		"[`POST /hl/v2/memberships/members/{memberId}/invoice/create`]: A bill for the member's current term: `id`, `membershipTierId`, `amount`, `status` (`created`), `createdAt`, `membershipBillUrl` (send it to the member). The docs add `transactionId`, `customerId` and `expiredAt`; the live answer was recorded with `name` and `term` instead: all five are always output, `null` where Mayar sent none, so match a paid bill by customer and amount.",
	claims: [
		[
			'The docs add `transactionId`, `customerId` and `expiredAt`; the live answer',
			'test test/integration/liveProfile.test.ts :: Membership > Create Member Invoice (transactionId, customerId, expiredAt, name, term)',
		],
	],
};
