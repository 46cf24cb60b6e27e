import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { LICENSE_FIELDS, verifyLicense, verifyOptions } from '../../helpers/license';
import type { OperationResult } from '../types';
import { licenseCodeField, productField, SAAS, UNKNOWN_HINT, AUTH_HINT } from './shared';

export const description: INodeProperties[] = [licenseCodeField, productField, verifyOptions];

/** A SaaS license also names the membership tier it unlocks, between the customer and the activation fields. */
const TIER_AT = LICENSE_FIELDS.indexOf('activationLimit');
const SAAS_LICENSE_FIELDS = [
	...LICENSE_FIELDS.slice(0, TIER_AT),
	'membershipTierId',
	'membershipTierName',
	'memberPaymentLink',
	...LICENSE_FIELDS.slice(TIER_AT),
];

/**
 * POST /saas/v2/license/verify {licenseCode, productId}. Mayar answers statusCode, isLicenseActive, memberStatus
 * and the license under licenseCode (no message). Output: isLicenseActive, found, reason (also memberInactive),
 * licenseCode, productId (the one asked for), memberStatus, then the license record's fields flattened.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	return await verifyLicense(this, i, {
		request: { path: `${SAAS}/verify` },
		fields: SAAS_LICENSE_FIELDS,
		memberStatus: true,
		unknownHint: UNKNOWN_HINT,
		authHint: AUTH_HINT,
		keepAskedProductId: true,
	});
}
