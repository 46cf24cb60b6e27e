import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as get from './get.operation';

export const operations: ResourceOperations = { get };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['balance'] } },
		options: [
			{ name: 'Get', value: 'get', action: 'Get the account balance', description: 'Active, pending and total balance' },
		],
		default: 'get',
	},
];
