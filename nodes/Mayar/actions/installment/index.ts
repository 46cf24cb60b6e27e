import type { ResourceDeclaration } from '../registry';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

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
			action: 'Create installment plan',
			description: 'Split a total into monthly invoices',
		},
		{
			module: get,
			value: 'get',
			name: 'Get',
			action: 'Get installment plan',
			description: 'A plan with its monthly invoices',
		},
		{
			module: getMany,
			value: 'getMany',
			name: 'Get Many',
			action: 'Get many installment plans',
			description: 'List installments, optionally by status or customer',
		},
	],
};
