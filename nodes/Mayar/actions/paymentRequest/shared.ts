import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { emailField, mobileField } from '../../helpers/fields';
import * as v from '../../helpers/validate';

export const amountField: INodeProperties = {
	displayName: 'Amount',
	name: 'amount',
	type: 'number',
	typeOptions: { minValue: 1 },
	// Left at 0 on purpose: Update shares this field and Mayar needs the amount on every update, so an
	// untouched Amount must fail the check rather than overwrite the price with a guessed one.
	default: 0,
	required: true,
	description: 'The amount to pay, in whole rupiah (IDR)',
};

/** The optional fields that create and update share; only amount is required in V2. */
export const optionalFields: INodeProperties[] = [
	{
		displayName: 'Cashtag',
		name: 'cashtag',
		type: 'string',
		default: '',
		description: 'Mayar cashtag to receive the payment',
	},
	emailField('Customer Email', 'email', false, 'Receipts and reminders go here'),
	mobileField('Customer Mobile', false),
	{ displayName: 'Customer Name', name: 'name', type: 'string', default: '' },
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		default: '',
		description: 'What the payment is for, shown to the customer',
	},
	{
		displayName: 'Expires At',
		name: 'expiredAt',
		type: 'dateTime',
		default: '',
		description: 'After this moment the payment request can no longer be paid',
	},
	{
		displayName: 'Extra Data (JSON)',
		name: 'extraData',
		type: 'json',
		default: '{}',
		description:
			'A JSON object of your own data kept with the payment request, for example an order number',
	},
	{
		displayName: 'Payment Method',
		name: 'paymentMethod',
		type: 'string',
		default: '',
		description: 'Restrict the payment request to one payment method, for example QRIS',
	},
];

/**
 * Checks the amount and the optional fields; the body carries only what the user set. No redirect URL: live Mayar
 * accepts one on payment requests and ignores it (docs/api-notes.md, "Spec vs live"); a Payment Link product keeps one.
 */
export function readBody(ctx: IExecuteFunctions, i: number, fields: IDataObject): IDataObject {
	const body = v.compact({
		amount: v.positiveInteger(ctx, i, 'amount', ctx.getNodeParameter('amount', i)),
		name: v.text(ctx, i, 'name', fields.name, false, 200),
		email: v.email(ctx, i, 'email', fields.email, false),
		mobile: v.mobile(ctx, i, 'mobile', fields.mobile, false),
		description: v.text(ctx, i, 'description', fields.description, false),
		expiredAt: v.isoDate(ctx, i, 'expiredAt', fields.expiredAt, false, true),
		paymentMethod: v.text(ctx, i, 'paymentMethod', fields.paymentMethod, false, 50),
		cashtag: v.text(ctx, i, 'cashtag', fields.cashtag, false, 100),
		extraData: v.jsonObject(ctx, i, 'extraData', fields.extraData),
	} as IDataObject);
	if (body.extraData && Object.keys(body.extraData as IDataObject).length === 0)
		delete body.extraData;
	return body;
}
