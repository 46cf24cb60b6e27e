import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { mayarApiRequest, type MayarEnvelope, type MayarRequest } from '../transport';
import { tryRequest } from './hints';
import * as v from './validate';
import { asObject, epochMs } from './values';
import { collection } from './fields';

/**
 * License > Verify (software licenses) and SaaS License > Verify share one core: the same inputs, the same
 * reading of Mayar's answer and the same handling of an unknown code. Each keeps its own path(s), its own
 * record fields and (SaaS) the subscription's memberStatus.
 */

/** License Code, as both kinds of license ask for it; `description` says where the customer has it from. */
export function licenseCodeField(description: string): INodeProperties {
	return {
		displayName: 'License Code',
		name: 'licenseCode',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. MYR-ABCD-1234',
		description,
	};
}

/** The Options of both Verify operations: an unknown code is an answer (not active), or an error if asked. */
export const verifyOptions: INodeProperties = collection('options', [
	{
		displayName: 'Fail on Unknown Code',
		name: 'failOnUnknown',
		type: 'boolean',
		default: false,
		description:
			'Whether a code Mayar does not know for this product stops the workflow with an error. Off: the item says the license is not active, with the reason notFound, like any other license that is not valid.',
	},
]);

// Mayar answers an unknown code with 400 "There's no license with code … and product id … registered in user …".
// Only a message about a license counts: a bare 404 "Not Found" (a missing route) stays an error.
export const UNKNOWN_LICENSE =
	/(no|not|tidak)\b.*\b(licen[cs]e|lisensi)|(licen[cs]e|lisensi)\b.*\b(not found|tidak ditemukan|tidak terdaftar|not registered)/i;

/** The license record's fields both kinds of license have, in output order. */
export const LICENSE_FIELDS = [
	'status',
	'expiredAt',
	'transactionId',
	'productId',
	'customerId',
	'customerName',
	'customerEmail',
	'activationLimit',
	'useCount',
	'createdAt',
	'updatedAt',
] as const;

/** License Code and Product, as both kinds of license read them. */
export function readLicense(
	ctx: IExecuteFunctions,
	i: number,
): { licenseCode: string; productId: string } {
	const licenseCode = v.text(
		ctx,
		i,
		'licenseCode',
		ctx.getNodeParameter('licenseCode', i),
		true,
		200,
	) as string;
	const productId = v.idParameter(ctx, i, 'productId');
	return { licenseCode, productId };
}

/** Whether Mayar's expiry has passed; a value that is no timestamp (epochMs) is not an expiry. */
export function isExpired(expiredAt: unknown): boolean {
	const ms = epochMs(expiredAt);
	return ms !== undefined && ms <= Date.now();
}

export interface LicenseVerify {
	/** Where to ask: path, and the other documented forms with the endpoint's name where there are several. */
	request: Pick<MayarRequest, 'path' | 'fallbacks' | 'endpoint'>;
	/** The license record's fields copied to the output, in this order. */
	fields: readonly string[];
	/** SaaS: Mayar's memberStatus (the subscription behind the license) counts towards the answer and is output. */
	memberStatus?: boolean;
	/** The error's description when Fail on Unknown Code stops on an unknown code; without it the error is passed on as is. */
	unknownHint?: string;
	/** Where the license record names a productId: false, the record's is output; true, the one asked for. */
	keepAskedProductId?: boolean;
	/** The error's description when Mayar refuses the key (401) on this path. */
	authHint?: string;
}

/** Why a license is (not) active: active, expired, memberInactive (the subscription behind it) or inactive. */
function reasonOf(active: boolean, license: IDataObject, memberStatus: unknown): string {
	if (active) return 'active';
	if (isExpired(license.expiredAt)) return 'expired';
	if (
		String(license.status ?? '').toUpperCase() === 'ACTIVE' &&
		typeof memberStatus === 'string' &&
		memberStatus.toLowerCase() !== 'active'
	)
		return 'memberInactive';
	return 'inactive';
}

/** The holder of the answer: V2 puts the license under licenseCode (sic) at the top level; a data wrapper is accepted too. */
function holderOf(envelope: MayarEnvelope): IDataObject {
	const data = asObject(envelope.data);
	return envelope.isLicenseActive !== undefined || asObject(envelope.licenseCode)
		? envelope
		: (data ?? envelope);
}

/**
 * POST {licenseCode, productId} to the given path. Output: isLicenseActive (Mayar's answer, else worked out from
 * the record), found, reason, licenseCode, productId, memberStatus (SaaS, when Mayar sends it), then the license
 * record's fields flattened. An unknown code (400/404 whose message is about the license) is {found: false,
 * reason: notFound} unless Fail on Unknown Code is on.
 */
export async function verifyLicense(
	ctx: IExecuteFunctions,
	i: number,
	spec: LicenseVerify,
): Promise<IDataObject> {
	const { licenseCode, productId } = readLicense(ctx, i);
	const options = ctx.getNodeParameter('options', i, {}) as IDataObject;

	const attempt = await tryRequest(
		mayarApiRequest(ctx, {
			method: 'POST',
			read: true,
			...spec.request,
			body: { licenseCode, productId },
			itemIndex: i,
		}),
	);
	if (!attempt.ok) {
		const { error, failure } = attempt;
		if (
			(failure.status === 400 || failure.status === 404) &&
			UNKNOWN_LICENSE.test(failure.message)
		) {
			if (options.failOnUnknown !== true) {
				return {
					isLicenseActive: false,
					found: false,
					reason: 'notFound',
					licenseCode,
					productId,
					message: failure.message,
				};
			}
			if (spec.unknownHint !== undefined) error.description = spec.unknownHint;
		}
		if (failure.status === 401 && spec.authHint !== undefined) error.description = spec.authHint;
		throw error;
	}

	const holder = holderOf(attempt.envelope);
	const license = asObject(holder.licenseCode) ?? asObject(holder.license) ?? {};
	const memberStatus = spec.memberStatus === true ? holder.memberStatus : undefined;
	const record: IDataObject = {};
	for (const field of spec.fields) if (license[field] !== undefined) record[field] = license[field];
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
	return spec.keepAskedProductId === true
		? { ...out, ...record, productId }
		: { ...out, ...record };
}
