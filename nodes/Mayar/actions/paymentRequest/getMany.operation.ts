import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { filtersCollection, getListOfStatuses, listFields } from '../../helpers/fields';
import { type Simplify, simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import type { OperationResult } from '../types';

/** Simplify: list items carry no customer and no public URL. */
export const simplify: Simplify = {
	record: 'paymentRequestListItem',
	keep: ['id', 'status', 'amount', 'name', 'description', 'link', 'createdAt'],
};

/** The spec lists active, paid and closed; Mayar's public docs also show unpaid. */
const STATUSES = ['active', 'paid', 'closed', 'unpaid'] as const;

/** The V2 reference requires the status query: "Any" asks for each of its statuses (docs/api-notes.md). */
export const PAYMENT_REQUEST_STATUSES = ['active', 'paid', 'closed'] as const;

export const paymentRequestStatusQuery = (status: string): IDataObject => ({ status });

export const description: INodeProperties[] = [
	...listFields('payment requests'),
	simplifyField(),
	filtersCollection([
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: [
				{ name: 'Active', value: 'active', description: 'Still open for payment' },
				{ name: 'Any', value: '' },
				{ name: 'Closed', value: 'closed' },
				{ name: 'Paid', value: 'paid' },
				{
					name: 'Unpaid',
					value: 'unpaid',
					description: "The value Mayar's public docs show for an open request",
				},
			],
			default: '',
			description:
				'Mayar lists payment requests one status at a time: Any asks for Active, Paid and Closed and merges them, newest first',
		},
	]),
];

/** GET /hl/v2/payments?status=, one output item per payment request. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const status = String(filters.status ?? '')
		.trim()
		.toLowerCase();
	const statuses = status
		? [v.oneOf(this, i, 'status', status, STATUSES)]
		: PAYMENT_REQUEST_STATUSES;
	const rows = await getListOfStatuses(
		this,
		i,
		{ method: 'GET', path: '/hl/v2/payments' },
		statuses,
		paymentRequestStatusQuery,
	);
	return simplifyIfAsked(this, i, simplify, rows);
}
