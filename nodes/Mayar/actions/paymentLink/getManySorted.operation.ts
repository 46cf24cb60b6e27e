import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { getList, listFields } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { PRODUCT_TYPES, productTypeOptions } from '../product/shared';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	{
		displayName: 'Product Type',
		name: 'productType',
		type: 'options',
		// Every type but "Any": this endpoint always takes one type in its path.
		options: productTypeOptions.filter((o) => o.value !== ''),
		default: 'generic_link',
		required: true,
		description: 'Which kind of payment link to list',
	},
	...listFields('payment links'),
];

/**
 * POST /hl/v2/payment-links/sort/{type}: the active payment links of one type, with their transactions. A POST
 * that only reads; its cursor is sent as both startingAfter (the V2 reference) and starting_after (Mayar's CLI).
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const type = v.oneOf(
		this,
		i,
		'productType',
		this.getNodeParameter('productType', i),
		PRODUCT_TYPES,
	);
	return await getList(
		this,
		i,
		{ method: 'POST', read: true, path: `/hl/v2/payment-links/sort/${type}` },
		{ cursorParams: ['startingAfter', 'starting_after'] },
	);
}
