import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

export const operations: ResourceOperations = { get, getMany };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['bundling'] } },
		options: [
			{ name: 'Get', value: 'get', action: 'Get a bundle', description: 'Get one bundle with the products it contains' },
			{ name: 'Get Many', value: 'getMany', action: 'Get many bundles', description: 'List the bundles (products sold together) of the account' },
		],
		default: 'getMany',
	},
	...get.description,
	...getMany.description,
];
