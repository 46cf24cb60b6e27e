import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { dataOf, mayarApiRequest } from '../../transport';
import { withHints } from '../../helpers/hints';
import type { OperationResult } from '../types';
import { couponCode } from './shared';

export const description: INodeProperties[] = [
	{
		displayName: 'Coupon Code',
		name: 'couponCode',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. RAMADAN25',
		description: 'The code customers type',
	},
];

/** POST /hl/v2/coupons/check {couponCode}: couponCode, isUsed, totalUsed, limit, remaining. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const code = couponCode(this, i, 'couponCode', this.getNodeParameter('couponCode', i));
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'POST',
			read: true,
			path: '/hl/v2/coupons/check',
			body: { couponCode: code },
			itemIndex: i,
		}),
		{
			404: `No coupon with the code ${code} in this Mayar account. Check the spelling; Sandbox and Production have separate coupons.`,
		},
	);
	return dataOf(envelope);
}
