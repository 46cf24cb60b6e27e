import type { ResourceDeclaration } from '../registry';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'getMany',
	operations: [
		{
			module: get,
			value: 'get',
			name: 'Get',
			action: 'Get bundle',
			description: 'Get one bundle with the products it contains',
		},
		{
			module: getMany,
			value: 'getMany',
			name: 'Get Many',
			action: 'Get many bundles',
			description: 'List the bundles (products sold together) of the account',
		},
	],
};
