import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as get from './get.operation';
import * as getDailySummary from './getDailySummary.operation';
import * as getMany from './getMany.operation';
import * as getManyUnpaid from './getManyUnpaid.operation';

export const operations: ResourceOperations = { get, getDailySummary, getMany, getManyUnpaid };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['transaction'] } },
		options: [
			{ name: 'Get', value: 'get', action: 'Get a transaction', description: 'The current status of one transaction: the proof that it is paid' },
			{ name: 'Get Daily Summary', value: 'getDailySummary', action: 'Get the daily transaction summary', description: "Today's payment volume and count" },
			{ name: 'Get Many', value: 'getMany', action: 'Get many paid transactions', description: 'List paid transactions' },
			{ name: 'Get Many Unpaid', value: 'getManyUnpaid', action: 'Get many unpaid transactions', description: 'List payment requests still waiting for payment' },
		],
		default: 'getMany',
	},
	...get.description,
	...getMany.description,
	...getManyUnpaid.description,
];
