import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { getList, listFields } from '../../helpers/fields';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [...listFields('bundles')];

/** GET /hl/v2/bundling (new in V2): one output item per bundle, with the products it contains. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	return await getList(this, i, { method: 'GET', path: '/hl/v2/bundling' });
}
