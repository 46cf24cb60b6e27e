import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { getList, listFields } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import type { OperationResult } from '../types';
import {
	CREDIT_404,
	creditPath,
	customerIdField,
	productIdField,
	readCustomerId,
	readProductId,
} from './shared';

export const description: INodeProperties[] = [
	customerIdField,
	productIdField,
	...listFields('credit history entries'),
];

/**
 * GET {credit}/customer/paginate-credit-history/{customerId}?productId=&page=&limit=, one output item per
 * history entry. This list is page-numbered (page, limit; total and totalPages beside data), not cursor-based.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const customerId = readCustomerId(this, i);
	const productId = readProductId(this, i);
	return await withHints(
		getList(
			this,
			i,
			{
				method: 'GET',
				...creditPath(`/customer/paginate-credit-history/${customerId}`, 'history'),
				qs: { productId },
			},
			{ paging: 'page' },
		),
		{ 404: CREDIT_404 },
	);
}
