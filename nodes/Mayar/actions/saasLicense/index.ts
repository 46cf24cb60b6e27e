import type { ResourceDeclaration } from '../registry';
import * as activate from './activate.operation';
import * as deactivate from './deactivate.operation';
import * as verify from './verify.operation';

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'verify',
	operations: [
		{
			module: activate,
			value: 'activate',
			name: 'Activate',
			action: 'Activate subscription license',
			description: "Set a SaaS license code's status to active",
		},
		{
			module: deactivate,
			value: 'deactivate',
			name: 'Deactivate',
			action: 'Deactivate subscription license',
			description: "Set a SaaS license code's status to inactive",
		},
		{
			module: verify,
			value: 'verify',
			name: 'Verify',
			action: 'Verify subscription license',
			description: 'Whether a SaaS license code is active',
		},
	],
};
