import type { OperationFacts } from '../../../../test/operations/types';
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
};
