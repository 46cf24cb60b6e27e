import type { ResourceDeclaration } from '../registry';
import * as verify from './verify.operation';

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'verify',
	operations: [
		{
			module: verify,
			value: 'verify',
			name: 'Verify',
			action: 'Verify software license code',
			description: 'Whether a license code sold with a product is active',
		},
	],
};
