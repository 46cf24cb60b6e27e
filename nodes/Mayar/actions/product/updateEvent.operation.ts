import type { IExecuteFunctions } from 'n8n-workflow';

import type { OperationResult } from '../types';
import { updateProduct, updateProperties } from './write';

export const description = updateProperties('event');

/** POST /hl/v2/products/event/{id}/update, the id also in the body. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	return await updateProduct(this, i, 'event');
}
