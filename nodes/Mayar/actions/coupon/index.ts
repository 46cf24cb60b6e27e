import type { ResourceDeclaration } from '../registry';
import * as checkUsage from './checkUsage.operation';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as validate from './validate.operation';

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'getMany',
	operations: [
		{
			module: create,
			value: 'create',
			name: 'Create',
			action: 'Create coupon',
			description: 'A discount with a reusable code or one-time codes',
		},
		{
			module: get,
			value: 'get',
			name: 'Get',
			action: 'Get coupon',
			description: 'A discount and its codes, by ID',
		},
		{
			module: getMany,
			value: 'getMany',
			name: 'Get Many',
			action: 'Get many coupons',
			description: 'List the discounts of the account',
		},
		{
			module: validate,
			value: 'validate',
			name: 'Validate',
			action: 'Validate coupon code',
			description: 'Whether a code applies to a product, amount and customer',
		},
		{
			module: checkUsage,
			value: 'checkUsage',
			name: 'Check Usage',
			action: 'Check coupon code usage',
			description: 'How often a code was used and how many uses remain',
		},
	],
};
