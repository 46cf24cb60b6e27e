import type { ResourceDeclaration } from '../registry';
import * as get from './get.operation';
import * as getDailySummary from './getDailySummary.operation';
import * as getMany from './getMany.operation';
import * as getManyUnpaid from './getManyUnpaid.operation';

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'getMany',
	operations: [
		{
			module: get,
			value: 'get',
			name: 'Get',
			action: 'Get transaction payment status',
			description: "One transaction's current status, by ID: Mayar's proof of whether it is paid",
		},
		{
			module: getDailySummary,
			value: 'getDailySummary',
			name: 'Get Daily Summary',
			action: 'Get daily transaction summary',
			description:
				"Mayar's daily totals: the day's payment value in rupiah and number of transactions, with its date",
		},
		{
			module: getMany,
			value: 'getMany',
			name: 'Get Many',
			action: 'Get many paid transactions',
			description: 'List paid transactions with amount, payment method and customer',
		},
		{
			module: getManyUnpaid,
			value: 'getManyUnpaid',
			name: 'Get Many Unpaid',
			action: 'Get many unpaid transactions with their payment links',
			description:
				'List transactions not paid yet, of any kind (invoices, payment requests, payment links, membership payments), each with its payment URL',
		},
	],
};
