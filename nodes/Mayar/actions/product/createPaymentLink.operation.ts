import type { IExecuteFunctions } from 'n8n-workflow';

import type { OperationResult } from '../types';
import { createProduct, createProperties } from './write';

export const description = createProperties('paymentLink');

/** POST /hl/v2/products/create: a generic_link product. Returns its id and public link. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	return await createProduct(this, i, 'paymentLink');
}
