import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as getManyByEmail from './getManyByEmail.operation';
import * as setStatus from './setStatus.operation';
import * as update from './update.operation';

export const operations: ResourceOperations = { create, get, getMany, getManyByEmail, setStatus, update };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['invoice'] } },
		options: [
			{ name: 'Create', value: 'create', action: 'Create an invoice', description: 'Bill a customer with one or more lines' },
			{ name: 'Get', value: 'get', action: 'Get an invoice', description: 'An invoice with its items and payment link, by ID' },
			{ name: 'Get Many', value: 'getMany', action: 'Get many invoices', description: 'List invoices, optionally by status' },
			{ name: 'Get Many by Customer Email', value: 'getManyByEmail', action: 'Get many invoices of a customer', description: "List one customer's invoices" },
			{ name: 'Set Status', value: 'setStatus', action: 'Set the status of an invoice', description: 'Open, close or unlist' },
			{ name: 'Update', value: 'update', action: 'Update an invoice', description: 'Replace the lines and change details of an unpaid invoice' },
		],
		default: 'create',
	},
	...create.description,
	...update.description,
	...get.description,
	...getMany.description,
	...getManyByEmail.description,
	...setStatus.description,
];
