import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { emailField } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [emailField('Email', 'email', true)];

/** POST /hl/v2/customers/portal-login. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const body = v.compact({
		email: v.email(this, i, 'Email', this.getNodeParameter('email', i), true),
	});
	return dataOf(
		await mayarApiRequest(this, {
			method: 'POST',
			path: '/hl/v2/customers/portal-login',
			body,
			itemIndex: i,
		}),
	);
}
