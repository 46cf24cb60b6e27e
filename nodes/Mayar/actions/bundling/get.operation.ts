import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	locator(
		'bundleId',
		'Bundle',
		'searchBundles',
		'The bundle (a product of type Bundling): pick one, or give its ID from Bundling > Get Many or Product > Get Many',
	),
];

/** GET /hl/v2/bundling/{id}: the bundle, its products and the merchant account it belongs to. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'bundleId');
	const envelope = await withHints(
		mayarApiRequest(this, { method: 'GET', path: `/hl/v2/bundling/${id}`, itemIndex: i }),
		{
			404: `No bundle with the ID ${id} in this Mayar account. Bundling > Get Many lists them; Sandbox and Production have separate products.`,
		},
	);
	return dataOf(envelope);
}
