import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { emailField, mobileField } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	{ displayName: 'Name', name: 'name', type: 'string', default: '', required: true },
	emailField('Email', 'email', true),
	mobileField('Mobile', true),
];

/** POST /hl/v2/customers/create. Mayar echoes the body with userId and customerId. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const body = {
		name: v.text(this, i, 'name', this.getNodeParameter('name', i), true, 200) as string,
		email: v.email(this, i, 'email', this.getNodeParameter('email', i), true) as string,
		mobile: v.mobile(this, i, 'mobile', this.getNodeParameter('mobile', i), true) as string,
	};
	return dataOf(
		await mayarApiRequest(this, {
			method: 'POST',
			path: '/hl/v2/customers/create',
			body,
			itemIndex: i,
		}),
	);
}
