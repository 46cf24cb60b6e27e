import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import * as v from '../../helpers/validate';

export const SAAS = '/saas/v2/license';

export const licenseCodeField: INodeProperties = {
	displayName: 'License Code',
	name: 'licenseCode',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. MYR-ABCD-1234',
	description: 'The license code the customer received with the SaaS product',
};

export const productField: INodeProperties = locator('productId', 'Product', 'searchProducts', 'The SaaS product the license was sold with');

export function readLicense(ctx: IExecuteFunctions, i: number): { licenseCode: string; productId: string } {
	const licenseCode = v.text(ctx, i, 'License Code', ctx.getNodeParameter('licenseCode', i), true, 200) as string;
	const productId = v.idParameter(ctx, i, 'productId', 'Product');
	return { licenseCode, productId };
}

// Mayar answers an unknown code with 400 "There's no license with code … and product id … registered in user …".
// Only a message about a license counts: a bare 404 "Not Found" (a missing route) stays an error.
export const UNKNOWN_LICENSE = /(no|not|tidak)\b.*\b(licen[cs]e|lisensi)|(licen[cs]e|lisensi)\b.*\b(not found|tidak ditemukan|tidak terdaftar|not registered)/i;

export const UNKNOWN_HINT =
	'Mayar has no SaaS license with this code for this product. Check License Code (as the customer received it) and that Product is the SaaS product it was sold with; Sandbox and Production have separate licenses.';

export function asObject(value: unknown): IDataObject | undefined {
	return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as IDataObject) : undefined;
}
