import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import { withHints } from '../../helpers/hints';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	locator(
		'couponId',
		'Coupon',
		'searchCoupons',
		'The discount: pick one, or give its ID (returned by Create or Get Many), not the code customers type',
	),
];

/** GET /hl/v2/coupons/{id}: the discount with its codes (coupons[]) and productDiscount[]. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'couponId');
	const envelope = await withHints(
		mayarApiRequest(this, { method: 'GET', path: `/hl/v2/coupons/${id}`, itemIndex: i }),
		{
			404: `No coupon with the ID ${id} in this Mayar account. This takes the discount ID from Create or Get Many; to look a code up, use Check Usage.`,
		},
	);
	return dataOf(envelope);
}
