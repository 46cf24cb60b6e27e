import type { IExecuteFunctions } from 'n8n-workflow';

import { withHints } from '../../helpers/hints';
import { readLicense, UNKNOWN_LICENSE } from '../../helpers/license';
import { mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { AUTH_HINT, SAAS, UNKNOWN_HINT } from './shared';

/**
 * POST /saas/v2/license/{activate|deactivate} {licenseCode, productId}: Mayar answers only
 * {statusCode, message: "Success updating license code status to ACTIVE."}. Output: licenseCode, productId,
 * the new status and Mayar's message.
 */
export async function setLicenseStatus(
	ctx: IExecuteFunctions,
	i: number,
	action: 'activate' | 'deactivate',
): Promise<OperationResult> {
	const { licenseCode, productId } = readLicense(ctx, i);
	const envelope = await withHints(
		mayarApiRequest(ctx, {
			method: 'POST',
			path: `${SAAS}/${action}`,
			body: { licenseCode, productId },
			itemIndex: i,
		}),
		{
			400: (message) => (UNKNOWN_LICENSE.test(message) ? UNKNOWN_HINT : undefined),
			401: AUTH_HINT,
			404: (message) => (UNKNOWN_LICENSE.test(message) ? UNKNOWN_HINT : undefined),
		},
	);
	const message = envelope.message ?? envelope.messages;
	return {
		licenseCode,
		productId,
		status: action === 'activate' ? 'ACTIVE' : 'INACTIVE',
		...(message !== undefined ? { message } : {}),
	};
}
