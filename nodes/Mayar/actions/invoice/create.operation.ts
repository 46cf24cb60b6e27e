import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection, emailField, mobileField } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { itemsFields, readItems } from './shared';

export const description: INodeProperties[] = [
	{ displayName: 'Customer Name', name: 'name', type: 'string', default: '', required: true },
	emailField('Customer Email', 'email', true, 'Receipts and reminders go here'),
	mobileField('Customer Mobile', true),
	{ displayName: 'Description', name: 'description', type: 'string', default: '', required: true },
	...itemsFields,
	// The spec marks both required for invoice create (the public docs do not): sent always, so either is satisfied.
	{
		displayName: 'Expires At',
		name: 'expiredAt',
		type: 'dateTime',
		default: '',
		required: true,
		description: 'After this moment the invoice can no longer be paid',
	},
	{
		displayName: 'Redirect URL',
		name: 'redirectUrl',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. https://shop.example.com/thanks',
		description: 'Where the customer lands after paying',
	},
	collection('additionalFields', [
		{
			displayName: 'Cashtag',
			name: 'cashtag',
			type: 'string',
			default: '',
			description: 'Mayar cashtag to receive the payment',
		},
		{
			displayName: 'Extra Data (JSON)',
			name: 'extraData',
			type: 'json',
			default: '{}',
			description:
				'A JSON object of your own data kept with the invoice, for example an order number',
		},
		{
			displayName: 'Payment Method',
			name: 'paymentMethod',
			type: 'string',
			default: '',
			description: 'Restrict the invoice to one payment method, for example QRIS',
		},
	]),
];

/** POST /hl/v2/invoices/create. Never retried after it may have reached Mayar: a duplicate invoice is worse than an error. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const extra = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body = v.compact({
		name: v.text(this, i, 'name', this.getNodeParameter('name', i), true, 200),
		email: v.email(this, i, 'email', this.getNodeParameter('email', i), true),
		mobile: v.mobile(this, i, 'mobile', this.getNodeParameter('mobile', i), true),
		description: v.text(this, i, 'description', this.getNodeParameter('description', i), true),
		items: readItems(this, i),
		expiredAt: v.isoDate(this, i, 'expiredAt', this.getNodeParameter('expiredAt', i), true, true),
		redirectUrl: v.url(this, i, 'redirectUrl', this.getNodeParameter('redirectUrl', i), true),
		paymentMethod: v.text(this, i, 'paymentMethod', extra.paymentMethod, false, 50),
		cashtag: v.text(this, i, 'cashtag', extra.cashtag, false, 100),
		extraData: v.jsonObject(this, i, 'extraData', extra.extraData),
	} as IDataObject);
	if (body.extraData && Object.keys(body.extraData as IDataObject).length === 0)
		delete body.extraData;
	return dataOf(
		await mayarApiRequest(this, {
			method: 'POST',
			path: '/hl/v2/invoices/create',
			body,
			itemIndex: i,
		}),
	);
}
