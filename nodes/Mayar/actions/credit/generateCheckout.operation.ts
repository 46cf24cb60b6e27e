import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection, emailField, mobileField } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { isBlank } from '../../helpers/values';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import {
	additionalBodyOption,
	credit404,
	creditPath,
	productIdField,
	readAdditionalBody,
	readAmount,
	readProductId,
} from './shared';

export const description: INodeProperties[] = [
	productIdField,
	collection('additionalFields', [
		additionalBodyOption,
		{
			displayName: 'Credit Amount',
			name: 'creditAmount',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 1,
			description:
				'Number of credits the checkout page is pre-filled with, a whole number above 0 (on a membership product it also sets the tier price shown); not sent when left out',
		},
		emailField('Customer Email', 'email', false, 'Pre-fills the checkout page'),
		mobileField('Customer Mobile', false, 'Pre-fills the checkout page'),
		{
			displayName: 'Customer Name',
			name: 'name',
			type: 'string',
			default: '',
			description: 'Pre-fills the checkout page',
		},
	]),
];

/**
 * POST {credit}/generate/immutable/checkout {productId, customerInfo?{name,email,mobile}, creditAmount?}:
 * {checkoutLink}, a link pre-filled with what was given ("immutable": Mayar signs it into the link). Mayar answers
 * with a singular message.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const productId = readProductId(this, i);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const customerInfo = v.compact({
		name: v.text(this, i, 'name', fields.name, false, 200),
		email: v.email(this, i, 'email', fields.email, false),
		mobile: v.mobile(this, i, 'mobile', fields.mobile, false),
	} as IDataObject);
	const creditAmount = isBlank(fields.creditAmount)
		? undefined
		: readAmount(this, i, 'creditAmount', fields.creditAmount);
	const body: IDataObject = { productId };
	if (Object.keys(customerInfo).length > 0) body.customerInfo = customerInfo;
	if (creditAmount !== undefined) body.creditAmount = creditAmount;
	Object.assign(body, readAdditionalBody(this, i, fields));
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'POST',
			...creditPath('/generate/immutable/checkout', 'checkout'),
			body,
			itemIndex: i,
		}),
		{
			404: credit404(false),
		},
	);
	return { productId, ...v.compact({ creditAmount } as IDataObject), ...dataOf(envelope) };
}
