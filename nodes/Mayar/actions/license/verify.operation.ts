import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import {
	LICENSE_FIELDS,
	licenseCodeField,
	verifyLicense,
	verifyOptions,
} from '../../helpers/license';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	licenseCodeField('The code the customer entered'),
	locator(
		'productId',
		'Product',
		'searchProducts',
		'The software product the license was sold with',
	),
	verifyOptions,
];

/**
 * POST /hl/v2/software/verify (or /software/v2/license/verify). Output: isLicenseActive (Mayar's answer), found, reason (active, expired,
 * inactive or notFound), licenseCode, then the license record's fields flattened (the record's productId, when it has one).
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	return await verifyLicense(this, i, {
		// The V2 reference's path first, then the one Mayar's V2 docs page gives (docs/api-notes.md).
		request: {
			path: '/hl/v2/software/verify',
			fallbacks: [{ path: '/software/v2/license/verify' }],
			endpoint: 'license verify',
		},
		fields: LICENSE_FIELDS,
	});
}
