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
	notes:
		'[`POST /hl/v2/webhooks/update`]: Required fields: Webhook URL. Optional: Webhook Config (JSON). Output: `{urlHook, success, message}`. **The account has one webhook URL: this replaces it** (the field says so). A Mayar Trigger in Automatic mode sets the same URL when its workflow is published.',
};
