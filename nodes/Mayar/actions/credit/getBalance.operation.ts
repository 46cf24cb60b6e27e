import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import {
	balanceOptions,
	CREDIT_404,
	creditPath,
	customerIdField,
	productIdField,
	readCustomerId,
	readProductId,
	readTierId,
} from './shared';

export const description: INodeProperties[] = [customerIdField, productIdField, balanceOptions];

/**
 * GET {credit}/customer/balance?customerId=&productId=[&membershipTierId=]. Output: Mayar's data
 * (customerBalance, customerBalanceMain or customerBalanceMembership, customerBalanceAddon, ...) after the
 * customerId and productId asked for.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const customerId = readCustomerId(this, i);
	const productId = readProductId(this, i);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const qs = v.compact({
		customerId,
		productId,
		membershipTierId: readTierId(this, i, fields),
	} as IDataObject);
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'GET',
			...creditPath('/customer/balance', 'balance'),
			qs,
			itemIndex: i,
		}),
		{ 404: CREDIT_404 },
	);
	return { customerId, productId, ...dataOf(envelope) };
}
