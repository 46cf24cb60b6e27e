import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { emailField, mobileField } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { membershipCustomerOf, productIdField, readProductId } from './shared';

export const description: INodeProperties[] = [
	productIdField,
	{
		displayName: 'Tier ID',
		name: 'membershipTierId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
		description: 'The ID (a UUID) of the tier to join, from Get Tiers',
	},
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		required: true,
		description: "The member's name",
	},
	emailField('Email', 'email', true),
	mobileField('Mobile', true),
	{
		displayName: 'Monthly Period',
		name: 'membershipMonthlyPeriod',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 1,
		required: true,
		description: 'Length of one billing period in months, for example 1, 3, 6 or 12',
	},
];

/**
 * POST /hl/v2/memberships/members/create. Mayar answers 201 with data.membershipCustomer (singular message);
 * the output is that member record.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const productId = readProductId(this, i);
	const membershipTierId = v.uuid(
		this,
		i,
		'membershipTierId',
		this.getNodeParameter('membershipTierId', i),
	);
	const email = v.email(this, i, 'email', this.getNodeParameter('email', i), true) as string;
	const body = {
		productId,
		membershipTierId,
		customerInfo: {
			name: v.text(this, i, 'name', this.getNodeParameter('name', i), true, 200) as string,
			email,
			mobile: v.mobile(this, i, 'mobile', this.getNodeParameter('mobile', i), true) as string,
		},
		membershipMonthlyPeriod: v.integer(
			this,
			i,
			'membershipMonthlyPeriod',
			this.getNodeParameter('membershipMonthlyPeriod', i),
			1,
			120,
		),
	};
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'POST',
			path: '/hl/v2/memberships/members/create',
			body,
			itemIndex: i,
		}),
		{
			400: (message) => {
				if (/sudah terdaftar/i.test(message))
					return `${email} is already a member of this tier. Use Get Members with Search Term to find the member, or Update Member to change it.`;
				if (/batas limit/i.test(message))
					return 'This tier is full: it has reached its member limit. Raise the limit in the Mayar dashboard or register the member on another tier.';
				if (/not authorized/i.test(message))
					return 'Mayar does not let this account edit the product: check that Membership Product is a membership product of this account and environment (Sandbox or Production).';
				return undefined;
			},
			404: 'No such tier on this membership product. Take Tier ID from Get Tiers of the same product.',
		},
	);
	return membershipCustomerOf(dataOf(envelope));
}
