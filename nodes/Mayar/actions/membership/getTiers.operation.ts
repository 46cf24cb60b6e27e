import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { getList, listFields } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import type { OperationResult } from '../types';
import { PRODUCT_404, productIdField, readProductId } from './shared';

export const description: INodeProperties[] = [productIdField, ...listFields('tiers')];

/** GET /hl/v2/memberships/tiers?productId=, one output item per tier (the packages members can join). */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const productId = readProductId(this, i);
	return await withHints(
		getList(this, i, { method: 'GET', path: '/hl/v2/memberships/tiers', qs: { productId } }),
		{ 404: PRODUCT_404 },
	);
}
