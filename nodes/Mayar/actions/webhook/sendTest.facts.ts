import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ hookUrl }) => ({ hookUrl }),
		minimal: (c) => ({ urlHook: c.hookUrl }),
		full: (c) => ({ urlHook: c.hookUrl }),
	},
	output: {
		sent: 'True when Mayar posted the test event (testing) to the URL',
		urlHook: "The URL tested; the account's registered URL is unchanged",
	},
	notes:
		"[`POST /hl/v2/webhooks/test`]: Required fields: Webhook URL. Output: `{urlHook, sent, message}`. Mayar posts a test event (`testing`) to that URL; the account's URL is not changed.",
};
