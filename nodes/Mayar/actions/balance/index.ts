import type { ResourceDeclaration } from '../registry';
import * as get from './get.operation';

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'get',
	operations: [
		{
			module: get,
			value: 'get',
			name: 'Get',
			action: 'Get account balance',
			description: "The account's active, pending and total balance, in rupiah",
		},
	],
};
