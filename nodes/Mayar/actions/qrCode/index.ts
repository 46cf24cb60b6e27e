import type { ResourceDeclaration } from '../registry';
import * as createDynamic from './createDynamic.operation';
import * as getStatic from './getStatic.operation';

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'getStatic',
	operations: [
		{
			module: createDynamic,
			value: 'createDynamic',
			name: 'Create Dynamic',
			action: 'Create dynamic QR code',
			description: 'A QRIS code for one amount, optionally with its image as a file',
		},
		{
			module: getStatic,
			value: 'getStatic',
			name: 'Get Static',
			action: 'Get static QR code',
			description: "The account's static QRIS, where the payer types the amount",
		},
	],
};
