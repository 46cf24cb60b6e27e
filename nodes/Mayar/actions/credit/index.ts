import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as addCredit from './addCredit.operation';
import * as generateCheckout from './generateCheckout.operation';
import * as getBalance from './getBalance.operation';
import * as getHistory from './getHistory.operation';
import * as spendCredit from './spendCredit.operation';

export const operations: ResourceOperations = { addCredit, generateCheckout, getBalance, getHistory, spendCredit };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['credit'] } },
		options: [
			{ name: 'Add', value: 'addCredit', action: 'Add credit to a customer', description: "Top up a customer's credit balance on a credit product" },
			{
				name: 'Generate Checkout Link',
				value: 'generateCheckout',
				action: 'Generate a credit checkout link',
				description: 'A checkout link for buying credit, with the customer and amount fixed',
			},
			{ name: 'Get Customer Balance', value: 'getBalance', action: 'Get a customer credit balance', description: "A customer's credit balance on a credit product" },
			{ name: 'Get History', value: 'getHistory', action: 'Get credit history', description: "List a customer's credit additions and spends on a product" },
			{ name: 'Spend', value: 'spendCredit', action: 'Spend credit of a customer', description: "Take credits from a customer's balance (fails if the balance is too low)" },
		],
		default: 'getBalance',
	},
	...addCredit.description,
	...generateCheckout.description,
	...getBalance.description,
	...getHistory.description,
	...spendCredit.description,
];
