import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { emailField, filtersCollection, getList, listFields } from '../../helpers/fields';
import { simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import type { OperationResult } from '../types';
import { invoiceStatusOptions } from './getMany.operation';
import { invoiceListSimplify } from './shared';

export const simplify = invoiceListSimplify;

export const description: INodeProperties[] = [
	emailField('Customer Email', 'email', true),
	...listFields('invoices'),
	simplifyField(),
	filtersCollection([
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: invoiceStatusOptions,
			default: '',
		},
	]),
];

/** GET /hl/v2/invoices/filter?email=: the invoices of one customer. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = v.compact({
		email: v.email(this, i, 'email', this.getNodeParameter('email', i), true),
		status: filters.status
			? v.oneOf(this, i, 'status', filters.status, ['active', 'paid', 'closed'])
			: undefined,
	} as IDataObject);
	return simplifyIfAsked(
		this,
		i,
		simplify,
		await getList(this, i, { method: 'GET', path: '/hl/v2/invoices/filter', qs }),
	);
}
