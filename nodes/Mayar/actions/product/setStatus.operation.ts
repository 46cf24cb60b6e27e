import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { setStatus, statusField } from '../../helpers/status';
import * as v from '../../helpers/validate';
import type { OperationResult } from '../types';
import { productLocator } from './shared';

export const description: INodeProperties[] = [
	productLocator('The product to open, close or unlist'),
	{
		...statusField,
		description:
			'What the product becomes. The default, Active (Open), leaves an open product as it is.',
	},
];

/** POST /hl/v2/products/{id}/{action}, action one of active, closed, unlisted (open and close accepted). */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'productId');
	return await setStatus(this, i, '/hl/v2/products', id);
}
