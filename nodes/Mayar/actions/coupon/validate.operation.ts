import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection, emailField, locator } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import { tryRequest } from '../../helpers/hints';
import type { OperationResult } from '../types';
import { couponCode } from './shared';

export const description: INodeProperties[] = [
	{
		displayName: 'Coupon Code',
		name: 'couponCode',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. RAMADAN25',
		description: 'The code the customer typed',
	},
	locator('paymentLinkId', 'Product', 'searchProducts', 'The product or payment link being bought'),
	{
		displayName: 'Amount',
		name: 'amount',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 10000,
		required: true,
		description:
			'The purchase amount in rupiah, before the discount (Mayar checks it against the minimum purchase)',
	},
	{
		displayName: 'Output Not Applicable as Item',
		name: 'notApplicableAsOutput',
		type: 'boolean',
		default: true,
		description:
			"Whether a code Mayar turns down (not found, expired, used up, below the minimum purchase, another product, wrong customer type) gives an output item with valid set to false and Mayar's reason, instead of an error. Mayar answers a code that does not exist and one bound to another product the same way.",
	},
	collection('additionalFields', [
		emailField(
			'Customer Email',
			'customerEmail',
			false,
			'The buyer; needed for coupons limited to new or returning customers',
		),
	]),
];

/**
 * POST /hl/v2/coupons/validate. The spec has 404 "Gagal! Kode diskon ini tidak ditemukan." for a code that does not
 * exist and 400 for one that exists but does not apply; live Mayar was recorded answering that same 404 for a real
 * coupon bound to another product (docs/api-notes.md, "Spec vs live"). So a 404 cannot tell a typo from another
 * product: both answers are {valid: false, reason} by default (an IF node branches on valid), and neither the item
 * nor the error claims which it was.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const code = couponCode(this, i, 'couponCode', this.getNodeParameter('couponCode', i));
	const paymentLinkId = v.idParameter(this, i, 'paymentLinkId');
	const amount = v.positiveInteger(this, i, 'amount', this.getNodeParameter('amount', i));
	const extra = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const asOutput = this.getNodeParameter('notApplicableAsOutput', i, true) as boolean;
	const body = v.compact({
		couponCode: code,
		paymentLinkId,
		amount,
		customerEmail: v.email(this, i, 'customerEmail', extra.customerEmail, false),
	} as IDataObject);

	const attempt = await tryRequest(
		mayarApiRequest(this, {
			method: 'POST',
			read: true,
			path: '/hl/v2/coupons/validate',
			body,
			itemIndex: i,
		}),
	);
	if (attempt.ok) return dataOf(attempt.envelope);

	const { error, failure } = attempt;
	const turnedDown =
		failure.status === 404 ||
		(failure.status === 400 &&
			!Array.isArray(failure.body?.data) &&
			!/validation/i.test(failure.message));
	if (turnedDown) {
		const reason =
			failure.status === 404
				? `${failure.message || 'Gagal! Kode diskon ini tidak ditemukan.'} Mayar gives this answer both for a code that does not exist in this account and for a coupon bound to another product.`
				: failure.message || 'The coupon does not apply to this purchase';
		if (asOutput) return { valid: false, couponCode: code, paymentLinkId, amount, reason };
		error.description = `Mayar turned down the code ${code} for this product: ${reason.replace(/[.!\s]+$/, '')}. Turn on Output Not Applicable as Item to get an item with valid set to false and this reason instead of an error.`;
	} else if (failure.status === 500) {
		error.description = `Mayar failed while validating ${code} (HTTP 500). It was recorded doing so when the product does not exist in this account: check Product, and that it belongs to the same environment (Sandbox or Production) as the credential.`;
	}
	throw error;
}
