import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as activate from './activate.operation';
import * as deactivate from './deactivate.operation';
import * as verify from './verify.operation';

export const operations: ResourceOperations = { activate, deactivate, verify };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['saasLicense'] } },
		options: [
			{ name: 'Activate', value: 'activate', action: 'Activate a subscription license', description: "Set a SaaS license code's status to active" },
			{ name: 'Deactivate', value: 'deactivate', action: 'Deactivate a subscription license', description: "Set a SaaS license code's status to inactive" },
			{ name: 'Verify', value: 'verify', action: 'Verify a subscription license', description: 'Whether a SaaS license code is active' },
		],
		default: 'verify',
	},
	...activate.description,
	...deactivate.description,
	...verify.description,
];
