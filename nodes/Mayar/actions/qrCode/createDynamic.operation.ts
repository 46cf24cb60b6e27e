import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import { withFields } from '../../helpers/values';
import type { OperationResult } from '../types';
import { downloadFields, withImage } from './shared';

const properties: INodeProperties[] = [
	{
		displayName: 'Amount',
		name: 'amount',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 0,
		required: true,
		description: 'The amount the QRIS code asks for, in whole rupiah (IDR)',
	},
];

export const description: INodeProperties[] = [...properties, ...downloadFields('createDynamic')];

/**
 * POST /hl/v2/qr-codes/create {amount}: a QRIS code for one amount. Output: url (the QR image), amount and qrString
 * (the QRIS payload), null when Mayar sends none: the spec adds it, live answers were recorded without it
 * (docs/api-notes.md, "Spec vs live"). Mayar returns no transaction id, so the code cannot be tied to an order.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const amount = v.positiveInteger(this, i, 'amount', this.getNodeParameter('amount', i));
	const data = dataOf(
		await mayarApiRequest(this, {
			method: 'POST',
			path: '/hl/v2/qr-codes/create',
			body: { amount },
			itemIndex: i,
		}),
	);
	return await withImage(this, i, withFields(data, ['qrString']), `qris-${amount}.png`);
}
