import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as verify from './verify.operation';

export const operations: ResourceOperations = { verify };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['license'] } },
		options: [
			{
				name: 'Verify',
				value: 'verify',
				action: 'Verify a software license code',
				description: 'Whether a license code sold with a product is active',
			},
		],
		default: 'verify',
	},
	...verify.description,
];
