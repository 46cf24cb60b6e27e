import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { productLocator, productSimplify } from './shared';

export const simplify = productSimplify;

export const description: INodeProperties[] = [
	productLocator('The product to read'),
	simplifyField(),
];

/** GET /hl/v2/products/{id}. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'productId');
	const product = dataOf(
		await mayarApiRequest(this, { method: 'GET', path: `/hl/v2/products/${id}`, itemIndex: i }),
	);
	return simplifyIfAsked(this, i, simplify, product);
}
