import type { OperationFacts } from '../../../../test/operations/types';
import { deliverOnce, webhookRows } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		// Its own delivery to list, whatever ran before it.
		prepare: async (env) => {
			if (!webhookRows(env.sb).length) await deliverOnce(env);
			return {};
		},
		minimal: () => ({}),
		full: () => ({ returnAll: true, options: { parsePayload: false } }),
	},
};
