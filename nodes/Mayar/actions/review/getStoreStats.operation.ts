import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { mayarApiRequest, mayarApiRequestAllItems } from '../../transport';
import type { OperationResult } from '../types';
import { statsOrComputed } from './shared';

export const description: INodeProperties[] = [];

/**
 * GET /hl/v2/reviews/stats (the V2 reference's path), or /hl/v2/merchants/reviews/stats (the public docs' path): {total,
 * average, stats[{rating, percentage, totalRating}]} over the whole store. Mayar answers {} when there is no
 * review; the node then outputs {total: 0, average: null, stats: []} so later nodes always find the fields. Where
 * Mayar answers HTTP 500 (recorded live), the stats are computed from the store's active reviews (statsComputed).
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const request = { method: 'GET', path: '/hl/v2/reviews/stats', itemIndex: i } as const;
	return await statsOrComputed(
		mayarApiRequest(this, {
			...request,
			fallbacks: [{ path: '/hl/v2/merchants/reviews/stats' }],
			endpoint: 'review store stats',
		}),
		async () =>
			await mayarApiRequestAllItems(
				this,
				{ method: 'GET', path: '/hl/v2/reviews', qs: { status: 'ACTIVE' }, itemIndex: i },
				{ returnAll: true },
			),
	);
}
