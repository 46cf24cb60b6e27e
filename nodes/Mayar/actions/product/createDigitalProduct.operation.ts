import type { IExecuteFunctions } from 'n8n-workflow';

import type { OperationResult } from '../types';
import { createProduct, createProperties } from './write';

export const description = createProperties('digitalProduct');

/** POST /hl/v2/products/digital-product/create. Returns its id and public link. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	return await createProduct(this, i, 'digitalProduct');
}
