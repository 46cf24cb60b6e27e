import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as checkUsage from './checkUsage.operation';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as validate from './validate.operation';

export const operations: ResourceOperations = { checkUsage, create, get, getMany, validate };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['coupon'] } },
		options: [
			{ name: 'Check Usage', value: 'checkUsage', action: 'Check the usage of a coupon code', description: 'How often a code was used and how many uses remain' },
			{ name: 'Create', value: 'create', action: 'Create a coupon', description: 'A discount with a reusable code or one-time codes' },
			{ name: 'Get', value: 'get', action: 'Get a coupon', description: 'A discount and its codes, by ID' },
			{ name: 'Get Many', value: 'getMany', action: 'Get many coupons', description: 'List the discounts of the account' },
			{ name: 'Validate', value: 'validate', action: 'Validate a coupon code', description: 'Whether a code applies to a product, amount and customer' },
		],
		default: 'create',
	},
	...create.description,
	...get.description,
	...getMany.description,
	...validate.description,
	...checkUsage.description,
];
