import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as getMany from './getMany.operation';

export const operations: ResourceOperations = { getMany };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['paymentChannel'] } },
		options: [
			{ name: 'Get Many', value: 'getMany', action: 'Get many payment channels', description: 'The payment methods of the account and whether each is active' },
		],
		default: 'getMany',
	},
	...getMany.description,
];
