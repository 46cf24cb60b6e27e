import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { OperationResult } from '../types';
import {
	amountField,
	changeBalance,
	customerIdField,
	productIdField,
	writeOptions,
} from './shared';

export const description: INodeProperties[] = [
	customerIdField,
	productIdField,
	{ ...amountField, description: 'Number of credits to add, a whole number above 0' },
	writeOptions,
];

/** POST {credit}/customer/add-credit {customerId, productId, amount[, membershipTierId]}: {customerNewBalance}. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	return await changeBalance(this, i, 'add-credit');
}
