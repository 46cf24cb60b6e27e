import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as getHistory from './getHistory.operation';
import * as getNewHistory from './getNewHistory.operation';
import * as retryDelivery from './retryDelivery.operation';
import * as sendTest from './sendTest.operation';
import * as setUrl from './setUrl.operation';

export const operations: ResourceOperations = { getHistory, getNewHistory, retryDelivery, sendTest, setUrl };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['webhook'] } },
		options: [
			{ name: 'Get History', value: 'getHistory', action: 'Get webhook delivery history', description: 'List past webhook deliveries and their results' },
			{ name: 'Get New History', value: 'getNewHistory', action: 'Get webhook delivery history from the new store', description: "List deliveries from Mayar's newer history store (ISO dates, membership events)" },
			{ name: 'Retry Delivery', value: 'retryDelivery', action: 'Retry a webhook delivery', description: 'Send a past delivery again to the account webhook URL' },
			{ name: 'Send Test', value: 'sendTest', action: 'Send a test webhook', description: 'Have Mayar post a test event to a URL' },
			{ name: 'Set URL', value: 'setUrl', action: 'Set the webhook URL', description: 'Set the one webhook URL of the account, replacing the current one' },
		],
		default: 'getHistory',
	},
	...getHistory.description,
	...getNewHistory.description,
	...retryDelivery.description,
	...sendTest.description,
	...setUrl.description,
];
