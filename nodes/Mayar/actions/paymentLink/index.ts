import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as getManySorted from './getManySorted.operation';

export const operations: ResourceOperations = { getManySorted };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['paymentLink'] } },
		options: [
			{
				name: 'Get Many by Type',
				value: 'getManySorted',
				action: 'Get many payment links of one type',
				description: 'List the active payment links of one product type, with their transactions',
			},
		],
		default: 'getManySorted',
	},
	...getManySorted.description,
];
