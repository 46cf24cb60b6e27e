import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { type Simplify, simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

/** Simplify: the authoritative state of one transaction. */
export const simplify: Simplify = {
	record: 'transactionDetail',
	keep: [
		'id',
		'status',
		'amount',
		'paymentMethod',
		'customer.name',
		'customer.email',
		'customer.mobile',
		'paymentLink.name',
		'extraData',
		'createdAt',
	],
};

export const description: INodeProperties[] = [
	{
		displayName: 'Transaction ID',
		name: 'transactionId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
		description:
			'The UUID of the transaction. For a paid transaction or a payment webhook, take its transaction ID field, not the balance row ID; for an unpaid one, its ID.',
	},
	simplifyField(),
];

/** GET /hl/v2/transactions/{id}: the authoritative status of one transaction (paid, unpaid, created, expired). */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.uuid(this, i, 'transactionId', this.getNodeParameter('transactionId', i));
	const transaction = dataOf(
		await mayarApiRequest(this, { method: 'GET', path: `/hl/v2/transactions/${id}`, itemIndex: i }),
	);
	return simplifyIfAsked(this, i, simplify, transaction);
}
