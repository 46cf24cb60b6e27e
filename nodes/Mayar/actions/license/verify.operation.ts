import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError, updateDisplayOptions } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { mayarApiRequest, type MayarEnvelope } from '../../transport';
import type { OperationResult } from '../types';

/** Shared with SaaS License > Verify: an unknown code is an answer (not active), or an error if asked. */
export const verifyOptions: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Fail on Unknown Code',
			name: 'failOnUnknown',
			type: 'boolean',
			default: false,
			description:
				'Whether a code Mayar does not know for this product stops the workflow with an error. Off: it returns isLicenseActive false with reason notFound, like any other license that is not valid.',
		},
	],
};

const properties: INodeProperties[] = [
	{
		displayName: 'License Code',
		name: 'licenseCode',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. MYR-ABCD-1234',
		description: 'The code the customer entered',
	},
	locator('productId', 'Product', 'searchProducts', 'The software product the license was sold with'),
	verifyOptions,
];

export const description = updateDisplayOptions({ show: { resource: ['license'], operation: ['verify'] } }, properties);

// Mayar answers an unknown code with 400 "There's no license with code … and product id … registered in user …".
// Only a message about the license counts: a bare 404 "Not Found" (a missing route) stays an error.
const UNKNOWN_LICENSE = /(no|not|tidak)\b.*\b(licen[cs]e|lisensi)|(licen[cs]e|lisensi)\b.*\b(not found|tidak ditemukan|tidak terdaftar|not registered)/i;

const LICENSE_FIELDS = [
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

function asObject(value: unknown): IDataObject | undefined {
	return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as IDataObject) : undefined;
}

/** The license record: V2 puts it under licenseCode (sic) at the top level; a data wrapper is accepted too. */
function licenseOf(envelope: MayarEnvelope): { active: unknown; license: IDataObject } {
	const data = asObject(envelope.data);
	const holder = envelope.isLicenseActive !== undefined || asObject(envelope.licenseCode) ? envelope : (data ?? envelope);
	const license = asObject(holder.licenseCode) ?? asObject(holder.license) ?? {};
	return { active: holder.isLicenseActive, license };
}

function isExpired(expiredAt: unknown): boolean {
	if (typeof expiredAt !== 'string' && typeof expiredAt !== 'number') return false;
	const ms = typeof expiredAt === 'number' ? expiredAt : Date.parse(expiredAt);
	return Number.isFinite(ms) && ms <= Date.now();
}

/**
 * POST /hl/v2/software/verify (or /software/v2/license/verify). Output: isLicenseActive (Mayar's answer), found, reason (active, expired,
 * inactive or notFound), licenseCode, then the license record's fields flattened.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const licenseCode = v.text(this, i, 'License Code', this.getNodeParameter('licenseCode', i), true, 200) as string;
	const productId = v.idParameter(this, i, 'productId', 'Product');
	const options = this.getNodeParameter('options', i, {}) as IDataObject;

	// Settled into a value so the transport's NodeApiError can be read before it is passed on unchanged.
	const outcome = await mayarApiRequest(this, {
		method: 'POST',
		// The spec's path first, then the one Mayar's V2 docs page gives (docs/api-notes.md).
		path: '/hl/v2/software/verify',
		fallbacks: [{ path: '/software/v2/license/verify' }],
		endpoint: 'license verify',
		body: { licenseCode, productId },
		itemIndex: i,
	}).then(
		(envelope) => ({ envelope, error: undefined }),
		(error: unknown) => ({ envelope: undefined, error }),
	);
	if (outcome.envelope === undefined) {
		const error = outcome.error;
		if (options.failOnUnknown !== true && error instanceof NodeApiError && (error.httpCode === '400' || error.httpCode === '404')) {
			const body = asObject(asObject(error.context?.data)?.body);
			const message = String(body?.messages ?? body?.message ?? '');
			if (UNKNOWN_LICENSE.test(message)) {
				return { isLicenseActive: false, found: false, reason: 'notFound', licenseCode, productId, message };
			}
		}
		throw error;
	}
	const envelope: MayarEnvelope = outcome.envelope;

	const { active, license } = licenseOf(envelope);
	const record: IDataObject = {};
	for (const field of LICENSE_FIELDS) if (license[field] !== undefined) record[field] = license[field];
	const isLicenseActive =
		typeof active === 'boolean' ? active : String(license.status ?? '').toUpperCase() === 'ACTIVE' && !isExpired(license.expiredAt);
	const reason = isLicenseActive ? 'active' : isExpired(license.expiredAt) ? 'expired' : 'inactive';
	return {
		isLicenseActive,
		found: true,
		reason,
		licenseCode: typeof license.licenseCode === 'string' ? license.licenseCode : licenseCode,
		productId,
		...record,
	};
}
