import type { OperationFacts } from '../../../../test/operations/types';
import { inDays, deliverOnce, webhookRows } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: async (env) => {
			if (!webhookRows(env.sb).some((h) => h.type === 'payment.received')) await deliverOnce(env);
			return { hookUrl: env.hookUrl };
		},
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			filters: {
				startAt: inDays(-30),
				endAt: inDays(1),
				type: 'payment.received',
				status: 'SUCCESS',
				urlDestination: c.hookUrl,
			},
			options: { parsePayload: false },
		}),
	},
};
