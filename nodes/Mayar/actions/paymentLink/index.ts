import type { ResourceDeclaration } from '../registry';
import * as getManySorted from './getManySorted.operation';

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'getManySorted',
	operations: [
		{
			module: getManySorted,
			value: 'getManySorted',
			name: 'Get Many by Type',
			action: 'Get many payment links of one type',
			description: 'List the active payment links of one product type, with their transactions',
		},
	],
};
