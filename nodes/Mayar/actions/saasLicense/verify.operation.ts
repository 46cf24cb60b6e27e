import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError, updateDisplayOptions } from 'n8n-workflow';

import { failureOf } from '../../helpers/hints';
import { mayarApiRequest, type MayarEnvelope } from '../../transport';
import { verifyOptions } from '../license/verify.operation';
import type { OperationResult } from '../types';
import { asObject, licenseCodeField, productField, readLicense, SAAS, UNKNOWN_HINT, UNKNOWN_LICENSE } from './shared';

const properties: INodeProperties[] = [
	licenseCodeField,
	productField,
	verifyOptions,
];

export const description = updateDisplayOptions({ show: { resource: ['saasLicense'], operation: ['verify'] } }, properties);

const LICENSE_FIELDS = [
	'status',
	'expiredAt',
	'transactionId',
	'productId',
	'customerId',
	'customerName',
	'customerEmail',
	'membershipTierId',
	'membershipTierName',
	'memberPaymentLink',
	'activationLimit',
	'useCount',
	'createdAt',
	'updatedAt',
] as const;

function isExpired(expiredAt: unknown): boolean {
	if (typeof expiredAt !== 'string' && typeof expiredAt !== 'number') return false;
	const ms = typeof expiredAt === 'number' ? expiredAt : Date.parse(expiredAt);
	return Number.isFinite(ms) && ms <= Date.now();
}

/** Why a license is (not) active: active, expired, memberInactive (the subscription behind it) or inactive. */
function reasonOf(active: boolean, license: IDataObject, memberStatus: unknown): string {
	if (active) return 'active';
	if (isExpired(license.expiredAt)) return 'expired';
	if (String(license.status ?? '').toUpperCase() === 'ACTIVE' && typeof memberStatus === 'string' && memberStatus.toLowerCase() !== 'active') return 'memberInactive';
	return 'inactive';
}

/**
 * POST /saas/v2/license/verify {licenseCode, productId}. Mayar answers statusCode, isLicenseActive, memberStatus
 * and the license under licenseCode (no message). Output: isLicenseActive, found, reason, licenseCode,
 * productId, memberStatus, then the license record's fields flattened.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const { licenseCode, productId } = readLicense(this, i);
	const options = this.getNodeParameter('options', i, {}) as IDataObject;

	// Settled into a value so the transport's NodeApiError can be read before it is passed on.
	const outcome = await mayarApiRequest(this, { method: 'POST', path: `${SAAS}/verify`, body: { licenseCode, productId }, itemIndex: i }).then(
		(envelope) => ({ envelope, error: undefined }),
		(error: unknown) => ({ envelope: undefined, error }),
	);
	if (outcome.envelope === undefined) {
		const error = outcome.error;
		const failure = failureOf(error);
		if (error instanceof NodeApiError && failure && (failure.status === 400 || failure.status === 404) && UNKNOWN_LICENSE.test(failure.message)) {
			if (options.failOnUnknown !== true) {
				return { isLicenseActive: false, found: false, reason: 'notFound', licenseCode, productId, message: failure.message };
			}
			error.description = UNKNOWN_HINT;
		}
		throw error;
	}
	const envelope: MayarEnvelope = outcome.envelope;
	const data = asObject(envelope.data);
	const holder = envelope.isLicenseActive !== undefined || asObject(envelope.licenseCode) ? envelope : (data ?? envelope);
	const license = asObject(holder.licenseCode) ?? asObject(holder.license) ?? {};
	const memberStatus = holder.memberStatus;
	const record: IDataObject = {};
	for (const field of LICENSE_FIELDS) if (license[field] !== undefined) record[field] = license[field];
	const isLicenseActive =
		typeof holder.isLicenseActive === 'boolean'
			? holder.isLicenseActive
			: String(license.status ?? '').toUpperCase() === 'ACTIVE' &&
				!isExpired(license.expiredAt) &&
				(memberStatus === undefined || String(memberStatus).toLowerCase() === 'active');
	const out: IDataObject = {
		isLicenseActive,
		found: true,
		reason: reasonOf(isLicenseActive, license, memberStatus),
		licenseCode: typeof license.licenseCode === 'string' ? license.licenseCode : licenseCode,
		productId,
	};
	if (memberStatus !== undefined) out.memberStatus = memberStatus as IDataObject[keyof IDataObject];
	return { ...out, ...record, productId };
}
