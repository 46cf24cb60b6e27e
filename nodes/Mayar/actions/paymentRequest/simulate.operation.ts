import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import * as v from '../../helpers/validate';
import { dataOf, getEnvironment, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	{
		displayName:
			'Works only with a Sandbox credential: Mayar marks the transaction as paid without real money, which fires the payment webhook.',
		name: 'simulateNotice',
		type: 'notice',
		default: '',
	},
	{
		displayName: 'Transaction ID',
		name: 'transactionId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
		description: "The transaction ID that Create returned (not the payment request's own ID)",
	},
];

/**
 * POST /hl/v2/payments/simulate {transactionId}, sandbox only. With a Production credential nothing is sent.
 * A Custom base URL may be a sandbox, so it is sent and Mayar's answer (403 in production) is shown.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const transactionId = v.uuid(this, i, 'transactionId', this.getNodeParameter('transactionId', i));
	if ((await getEnvironment(this)) === 'production') {
		throw new NodeOperationError(
			this.getNode(),
			'Simulate Payment only works with a Sandbox credential',
			{
				itemIndex: i,
				description:
					'The credential uses the Production environment, where Mayar does not simulate payments, so nothing was sent. Use a credential with Environment set to Sandbox (and a sandbox API key).',
			},
		);
	}
	const envelope = await mayarApiRequest(this, {
		method: 'POST',
		path: '/hl/v2/payments/simulate',
		body: { transactionId },
		itemIndex: i,
	});
	const data = dataOf(envelope);
	if (Object.keys(data).length > 0) return data;
	return {
		transactionId,
		success: true,
		message: envelope.messages ?? envelope.message ?? 'success',
	};
}
