import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { filtersCollection, getList, listFields } from '../../helpers/fields';
import { simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import { isBlank } from '../../helpers/values';
import type { OperationResult } from '../types';
import { PRODUCT_TYPES, productSimplify, productTypeOptions } from './shared';

export const simplify = productSimplify;

export const description: INodeProperties[] = [
	...listFields('products'),
	simplifyField(),
	filtersCollection([
		{
			displayName: 'Search',
			name: 'search',
			type: 'string',
			default: '',
			description: 'Keywords matched against the product name',
		},
		{
			displayName: 'Type',
			name: 'type',
			type: 'options',
			options: productTypeOptions,
			default: '',
			description: 'Only products of this type',
		},
	]),
];

/** GET /hl/v2/products, or GET /hl/v2/products/types/{type} with a Type filter; one output item per product. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const rawType =
		typeof filters.type === 'string' ? filters.type.trim().toLowerCase() : filters.type;
	const type = isBlank(rawType) ? undefined : v.oneOf(this, i, 'type', rawType, PRODUCT_TYPES);
	const qs = v.compact({
		search: v.text(this, i, 'search', filters.search, false, 200),
	} as IDataObject);
	const path = type ? `/hl/v2/products/types/${type}` : '/hl/v2/products';
	return simplifyIfAsked(this, i, simplify, await getList(this, i, { method: 'GET', path, qs }));
}
