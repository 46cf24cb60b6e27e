import type { ResourceDeclaration } from '../registry';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as setStatus from './setStatus.operation';
import * as simulate from './simulate.operation';
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
			action: 'Create payment request with payment link',
			description: 'Ask a customer to pay one amount; returns the payment link to send them',
		},
		{
			module: update,
			value: 'update',
			name: 'Update',
			action: 'Update payment request',
			description: 'Change the amount and details of an unpaid payment request',
		},
		{
			module: get,
			value: 'get',
			name: 'Get',
			action: 'Get payment request',
			description: 'A payment request and its status, by ID',
		},
		{
			module: getMany,
			value: 'getMany',
			name: 'Get Many',
			action: 'Get many payment requests',
			description: 'List payment requests, optionally by status',
		},
		{
			module: setStatus,
			value: 'setStatus',
			name: 'Set Status',
			action: 'Set payment request status',
			description: 'Open, close or unlist a payment request',
		},
		{
			module: simulate,
			value: 'simulate',
			name: 'Simulate Payment',
			action: 'Simulate payment of payment request',
			description: 'Sandbox only: mark a transaction as paid without real money',
		},
	],
};
