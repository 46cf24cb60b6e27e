import type { ResourceDeclaration } from '../registry';
import * as create from './create.operation';
import * as getByEmail from './getByEmail.operation';
import * as getMany from './getMany.operation';
import * as updateEmail from './updateEmail.operation';
import * as sendPortalLoginLink from './sendPortalLoginLink.operation';

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
			action: 'Create customer',
			description: 'Add a customer with name, email and mobile',
		},
		{
			module: getByEmail,
			value: 'getByEmail',
			name: 'Get by Email',
			action: 'Get customer by email',
			description: 'Look one customer up by email address',
		},
		{
			module: getMany,
			value: 'getMany',
			name: 'Get Many',
			action: 'Get many customers',
			description: 'List customers, optionally by product or creation date',
		},
		{
			module: updateEmail,
			value: 'updateEmail',
			name: 'Update Email',
			action: 'Update customer email',
			description: "Change a customer's email address",
		},
		{
			module: sendPortalLoginLink,
			value: 'sendPortalLoginLink',
			name: 'Send Portal Login Link',
			action: 'Send portal login link to customer',
			description: 'Email the customer a magic link to their customer portal',
		},
	],
};
