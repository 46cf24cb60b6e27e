import type { ResourceDeclaration } from '../registry';
import * as getMany from './getMany.operation';

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'getMany',
	operations: [
		{
			module: getMany,
			value: 'getMany',
			name: 'Get Many',
			action: 'Get many payment channels',
			description: 'The payment methods of the account and whether each is active',
		},
	],
};
