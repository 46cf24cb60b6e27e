import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

const properties: INodeProperties[] = [
	{
		displayName: 'Bundle ID',
		name: 'bundleId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
		description: 'The ID of the bundle (a product of type Bundling), from Bundling > Get Many or Product > Get Many',
	},
];

export const description = updateDisplayOptions({ show: { resource: ['bundling'], operation: ['get'] } }, properties);

/** GET /hl/v2/bundling/{id}: the bundle, its products and the merchant account it belongs to. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.uuid(this, i, 'Bundle ID', this.getNodeParameter('bundleId', i));
	const envelope = await withHints(mayarApiRequest(this, { method: 'GET', path: `/hl/v2/bundling/${id}`, itemIndex: i }), {
		404: `No bundle with the ID ${id} in this Mayar account. Bundling > Get Many lists them; Sandbox and Production have separate products.`,
	});
	return dataOf(envelope);
}
