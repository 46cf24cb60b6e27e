import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { OperationResult } from '../types';
import {
	amountField,
	changeBalance,
	customerIdField,
	INSUFFICIENT,
	productIdField,
	readAmount,
	writeOptions,
} from './shared';

export const description: INodeProperties[] = [
	customerIdField,
	productIdField,
	{
		...amountField,
		description:
			"Number of credits to take from the customer's balance, a whole number above 0 and at most the balance",
	},
	writeOptions,
];

/**
 * POST {credit}/customer/spend {customerId, productId, amount[, membershipTierId]}: {customerNewBalance}.
 * Spending more than the balance is Mayar's 400; nothing is taken then.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const amount = readAmount(this, i);
	return await changeBalance(this, i, 'spend', {
		400: (message) =>
			INSUFFICIENT.test(message)
				? `Insufficient credit balance: the customer has fewer than ${amount} credits on this product, so nothing was spent. Check the balance with Get Customer Balance, then spend less or top up with Credit > Add (or send the customer a Generate Checkout Link to buy more).`
				: undefined,
	});
}
