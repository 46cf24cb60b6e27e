import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { getList, listFields } from '../../helpers/fields';
import { type Simplify, simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import type { OperationResult } from '../types';
import { readDateRange, readIds, transactionFilters } from './shared';

/** Simplify: each unpaid transaction with the URL at which it is paid. */
export const simplify: Simplify = {
	record: 'unpaidTransaction',
	keep: [
		'id',
		'status',
		'amount',
		'type',
		'customer.name',
		'customer.email',
		'customer.mobile',
		'paymentLink.name',
		'paymentUrl',
		'createdAt',
	],
};

export const description: INodeProperties[] = [
	...listFields('transactions'),
	simplifyField(),
	transactionFilters({
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: [
			{ name: 'Active', value: 'active', description: 'Still payable' },
			{ name: 'Any', value: '', description: 'Active and expired' },
			{ name: 'Expired', value: 'expired', description: 'No longer payable' },
		],
		default: '',
		description:
			'Any (the default) also lists expired transactions, which can no longer be paid: choose Active for those a customer can still pay',
	}),
];

/**
 * GET /hl/v2/transactions/unpaid: transactions not paid yet, of every kind (invoice, payment request, payment link,
 * membership payment), each with its paymentUrl; active and expired alike unless Status says which.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = v.compact({
		status: filters.status
			? v.oneOf(this, i, 'status', filters.status, ['active', 'expired'])
			: undefined,
		...readIds(this, i, filters),
		...readDateRange(this, i, filters),
	} as IDataObject);
	return simplifyIfAsked(
		this,
		i,
		simplify,
		await getList(this, i, { method: 'GET', path: '/hl/v2/transactions/unpaid', qs }),
	);
}
