import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	locator(
		'installmentId',
		'Installment',
		'searchInstallments',
		"The installment plan: the ID Create returned, or a Get Many item's installment ID (not its own ID, which is a payment link's)",
	),
];

/** GET /hl/v2/installments/{id}: the plan with its monthly invoices. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const id = v.idParameter(this, i, 'installmentId');
	return dataOf(
		await mayarApiRequest(this, { method: 'GET', path: `/hl/v2/installments/${id}`, itemIndex: i }),
	);
}
