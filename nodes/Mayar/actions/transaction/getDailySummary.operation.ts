import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [];

/** GET /hl/v2/transactions/daily: today's totals, {date, tpvCount, trxCount}; one item per day if Mayar sends several. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const envelope = await mayarApiRequest(this, {
		method: 'GET',
		path: '/hl/v2/transactions/daily',
		itemIndex: i,
	});
	const data = envelope.data;
	if (Array.isArray(data))
		return data.filter((row): row is IDataObject => typeof row === 'object' && row !== null);
	return data && typeof data === 'object' ? data : {};
}
