import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [];

/** GET /hl/v2/balances: active, pending and total balance in rupiah. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	return dataOf(
		await mayarApiRequest(this, { method: 'GET', path: '/hl/v2/balances', itemIndex: i }),
	);
}
