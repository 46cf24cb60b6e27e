import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import { tryRequest } from '../../helpers/hints';
import type { OperationResult } from '../types';
import { couponCode } from './shared';

const properties: INodeProperties[] = [
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
			'Whether a coupon that exists but does not apply (expired, used up, below the minimum purchase, another product, wrong customer type) gives an item {valid: false, reason} instead of an error. A code that does not exist is always an error.',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Customer Email',
				name: 'customerEmail',
				type: 'string',
				placeholder: 'name@email.com',
				default: '',
				description: 'The buyer; needed for coupons limited to new or returning customers',
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['coupon'], operation: ['validate'] } },
	properties,
);

/**
 * POST /hl/v2/coupons/validate. V2 tells the two failures apart: 404 "Gagal! Kode diskon ini tidak
 * ditemukan." when the code does not exist, 400 when it exists but does not apply to this purchase. The 404
 * is always an error (a typo or a wrong environment, to be fixed); the 400 is an answer to the question asked,
 * so by default it becomes {valid: false, reason} and an IF node can branch on valid.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const code = couponCode(this, i, 'Coupon Code', this.getNodeParameter('couponCode', i));
	const paymentLinkId = v.idParameter(this, i, 'paymentLinkId', 'Product');
	const amount = v.positiveInteger(this, i, 'Amount', this.getNodeParameter('amount', i));
	const extra = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const asOutput = this.getNodeParameter('notApplicableAsOutput', i, true) as boolean;
	const body = v.compact({
		couponCode: code,
		paymentLinkId,
		amount,
		customerEmail: v.email(this, i, 'Customer Email', extra.customerEmail, false),
	} as IDataObject);

	const attempt = await tryRequest(
		mayarApiRequest(this, { method: 'POST', path: '/hl/v2/coupons/validate', body, itemIndex: i }),
	);
	if (attempt.ok) return dataOf(attempt.envelope);

	const { error, failure } = attempt;
	if (failure.status === 404) {
		error.description = `The code ${code} does not exist in this Mayar account: check the spelling, and that the coupon was made in the same environment (Sandbox and Production have separate coupons). Nothing about the product or amount was checked.`;
	} else if (
		failure.status === 400 &&
		!Array.isArray(failure.body?.data) &&
		!/validation/i.test(failure.message)
	) {
		const reason = failure.message || 'The coupon does not apply to this purchase';
		if (asOutput) return { valid: false, couponCode: code, paymentLinkId, amount, reason };
		error.description = `The code ${code} exists but cannot be used for this purchase: ${reason.replace(/[.!\s]+$/, '')}. Turn on Output Not Applicable as Item to get {valid: false, reason} instead of an error.`;
	}
	throw error;
}
