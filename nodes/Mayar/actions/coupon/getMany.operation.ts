import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { getList, listFields } from '../../helpers/fields';
import type { OperationResult } from '../types';

const properties: INodeProperties[] = [...listFields('coupons')];

export const description = updateDisplayOptions(
	{ show: { resource: ['coupon'], operation: ['getMany'] } },
	properties,
);

/** GET /hl/v2/coupons (new in V2), one output item per discount. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	return await getList(this, i, { method: 'GET', path: '/hl/v2/coupons' });
}
