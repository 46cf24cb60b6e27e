import type { ResourceDeclaration } from '../registry';
import * as addCredit from './addCredit.operation';
import * as generateCheckout from './generateCheckout.operation';
import * as getBalance from './getBalance.operation';
import * as getHistory from './getHistory.operation';
import * as spendCredit from './spendCredit.operation';

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'getBalance',
	operations: [
		{
			module: addCredit,
			value: 'addCredit',
			name: 'Add',
			action: 'Add credit to customer',
			description: "Top up a customer's credit balance on a credit product",
		},
		{
			module: generateCheckout,
			value: 'generateCheckout',
			name: 'Generate Checkout Link',
			action: 'Generate credit checkout link',
			description:
				'A checkout link for buying credit, pre-filled with the customer details and credit amount given',
		},
		{
			module: getBalance,
			value: 'getBalance',
			name: 'Get Customer Balance',
			action: 'Get customer credit balance',
			description: "A customer's credit balance on a credit product",
		},
		{
			module: getHistory,
			value: 'getHistory',
			name: 'Get History',
			action: 'Get credit history',
			description: "List a customer's credit additions and spends on a product",
		},
		{
			module: spendCredit,
			value: 'spendCredit',
			name: 'Spend',
			action: 'Spend customer credit',
			description: "Take credits from a customer's balance (fails if the balance is too low)",
		},
	],
};
