import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import { withHints } from '../../helpers/hints';
import type { OperationResult } from '../types';

const properties: INodeProperties[] = [
	{
		displayName: 'Coupon ID',
		name: 'couponId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
		description: 'The ID of the discount (returned by Create or Get Many), not the code customers type',
	},
];

export const description = updateDisplayOptions({ show: { resource: ['coupon'], operation: ['get'] } }, properties);

/** GET /hl/v2/coupons/{id}: the discount with its codes (coupons[]) and productDiscount[]. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.uuid(this, i, 'Coupon ID', this.getNodeParameter('couponId', i));
	const envelope = await withHints(mayarApiRequest(this, { method: 'GET', path: `/hl/v2/coupons/${id}`, itemIndex: i }), {
		404: `No coupon with the ID ${id} in this Mayar account. This takes the discount ID from Create or Get Many; to look a code up, use Check Usage.`,
	});
	return dataOf(envelope);
}
