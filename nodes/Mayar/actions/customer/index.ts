import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as create from './create.operation';
import * as getByEmail from './getByEmail.operation';
import * as getMany from './getMany.operation';
import * as sendPortalLoginLink from './sendPortalLoginLink.operation';
import * as updateEmail from './updateEmail.operation';

export const operations: ResourceOperations = { create, getByEmail, getMany, sendPortalLoginLink, updateEmail };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['customer'] } },
		options: [
			{ name: 'Create', value: 'create', action: 'Create a customer', description: 'Add a customer with name, e-mail and mobile' },
			{ name: 'Get by Email', value: 'getByEmail', action: 'Get a customer by email', description: 'Look one customer up by e-mail address' },
			{ name: 'Get Many', value: 'getMany', action: 'Get many customers', description: 'List customers, optionally by product or creation date' },
			{ name: 'Send Portal Login Link', value: 'sendPortalLoginLink', action: 'Send a portal login link to a customer', description: 'E-mail the customer a magic link to their customer portal' },
			{ name: 'Update Email', value: 'updateEmail', action: 'Update the email of a customer', description: "Change a customer's e-mail address" },
		],
		default: 'getMany',
	},
	...create.description,
	...getByEmail.description,
	...getMany.description,
	...sendPortalLoginLink.description,
	...updateEmail.description,
];
