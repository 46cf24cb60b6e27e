import type { ResourceDeclaration } from '../registry';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as getManyByEmail from './getManyByEmail.operation';
import * as setStatus from './setStatus.operation';
import * as update from './update.operation';

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
			action: 'Create invoice with payment link',
			description:
				'Bill a customer for one or more lines; returns the invoice ID and the payment link to send them',
		},
		{
			module: update,
			value: 'update',
			name: 'Update',
			action: 'Update invoice',
			description: 'Replace the lines and change details of an unpaid invoice',
		},
		{
			module: get,
			value: 'get',
			name: 'Get',
			action: 'Get invoice',
			description: 'An invoice with its status, customer and payment URL, by ID',
		},
		{
			module: getMany,
			value: 'getMany',
			name: 'Get Many',
			action: 'Get many invoices',
			description: 'List invoices, optionally by status or keywords',
		},
		{
			module: getManyByEmail,
			value: 'getManyByEmail',
			name: 'Get Many by Customer Email',
			action: 'Get many invoices by customer email',
			description: "List one customer's invoices",
		},
		{
			module: setStatus,
			value: 'setStatus',
			name: 'Set Status',
			action: 'Set invoice status',
			description: 'Open, close or unlist an invoice',
		},
	],
};
