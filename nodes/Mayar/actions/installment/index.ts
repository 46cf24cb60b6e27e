import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

export const operations: ResourceOperations = { create, get, getMany };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['installment'] } },
		options: [
			{ name: 'Create', value: 'create', action: 'Create an installment plan', description: 'Split a total into monthly invoices' },
			{ name: 'Get', value: 'get', action: 'Get an installment plan', description: 'A plan with its monthly invoices' },
			{ name: 'Get Many', value: 'getMany', action: 'Get many installment plans', description: 'List installments, optionally by status or customer' },
		],
		default: 'create',
	},
	...create.description,
	...get.description,
	...getMany.description,
];
