import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as setStatus from './setStatus.operation';
import * as simulate from './simulate.operation';
import * as update from './update.operation';

export const operations: ResourceOperations = { create, get, getMany, setStatus, simulate, update };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['paymentRequest'] } },
		options: [
			{ name: 'Create', value: 'create', action: 'Create a payment request', description: 'Ask a customer to pay one amount' },
			{ name: 'Get', value: 'get', action: 'Get a payment request', description: 'A payment request and its status, by ID' },
			{ name: 'Get Many', value: 'getMany', action: 'Get many payment requests', description: 'List payment requests, optionally by status' },
			{ name: 'Set Status', value: 'setStatus', action: 'Set the status of a payment request', description: 'Open, close or unlist' },
			{
				name: 'Simulate Payment',
				value: 'simulate',
				action: 'Simulate the payment of a payment request',
				description: 'Sandbox only: mark a transaction as paid without real money',
			},
			{ name: 'Update', value: 'update', action: 'Update a payment request', description: 'Change the amount and details of an unpaid payment request' },
		],
		default: 'create',
	},
	...create.description,
	...update.description,
	...get.description,
	...getMany.description,
	...setStatus.description,
	...simulate.description,
];
