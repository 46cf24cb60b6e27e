import type { ResourceDeclaration } from '../registry';
import * as getHistory from './getHistory.operation';
import * as getNewHistory from './getNewHistory.operation';
import * as retryDelivery from './retryDelivery.operation';
import * as sendTest from './sendTest.operation';
import * as setUrl from './setUrl.operation';

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'getHistory',
	operations: [
		{
			module: getHistory,
			value: 'getHistory',
			name: 'Get History',
			action: 'Get webhook delivery history',
			description: 'List past webhook deliveries and their results',
		},
		{
			module: getNewHistory,
			value: 'getNewHistory',
			name: 'Get New History',
			action: 'Get webhook delivery history from new store',
			description:
				"List deliveries from Mayar's newer history store (ISO dates, membership events)",
		},
		{
			module: retryDelivery,
			value: 'retryDelivery',
			name: 'Retry Delivery',
			action: 'Retry webhook delivery',
			description: 'Send a past delivery again to the account webhook URL',
		},
		{
			module: sendTest,
			value: 'sendTest',
			name: 'Send Test',
			action: 'Send test webhook',
			description: 'Have Mayar post a test event to a URL',
		},
		{
			module: setUrl,
			value: 'setUrl',
			name: 'Set URL',
			action: 'Set webhook URL',
			description: 'Set the one webhook URL of the account, replacing the current one',
		},
	],
};
