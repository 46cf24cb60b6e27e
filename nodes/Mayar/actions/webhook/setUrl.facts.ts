import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ hookUrl }) => ({ hookUrl }),
		minimal: (c) => ({ urlHook: c.hookUrl }),
		full: (c) => ({
			urlHook: c.hookUrl,
			options: { webhookConfig: JSON.stringify({ events: ['payment.received'] }) },
		}),
	},
	output: {
		urlHook: "The webhook URL now registered: it replaced the account's previous one",
	},
};
