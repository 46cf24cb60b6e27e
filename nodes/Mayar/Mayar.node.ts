import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import * as balance from './actions/balance';
import * as installment from './actions/installment';
import * as invoice from './actions/invoice';
import * as license from './actions/license';
import * as paymentRequest from './actions/paymentRequest';
import * as product from './actions/product';
import * as transaction from './actions/transaction';
import { router } from './actions/router';
import { searchInvoices, searchPaymentRequests, searchProducts } from './methods/listSearch';

export class Mayar implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Mayar',
		name: 'mayar',
		icon: { light: 'file:mayar.svg', dark: 'file:mayar.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Create invoices, payment requests and installments, and read transactions with the Mayar Headless API V2',
		defaults: { name: 'Mayar' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'mayarHeadlessApi', required: true }],
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Balance', value: 'balance' },
					{ name: 'Installment', value: 'installment' },
					{ name: 'Invoice', value: 'invoice' },
					{ name: 'License', value: 'license' },
					{ name: 'Payment Request', value: 'paymentRequest' },
					{ name: 'Product', value: 'product' },
					{ name: 'Transaction', value: 'transaction' },
				],
				default: 'invoice',
			},
			...balance.description,
			...installment.description,
			...invoice.description,
			...license.description,
			...paymentRequest.description,
			...product.description,
			...transaction.description,
			{
				displayName: 'Request Options',
				name: 'requestOptions',
				type: 'collection',
				placeholder: 'Add Option',
				default: {},
				description: 'How fast this node may call Mayar. The same settings apply to every item of this run.',
				options: [
					{
						displayName: 'Requests in Flight',
						name: 'concurrency',
						type: 'number',
						typeOptions: { minValue: 1, maxValue: 20 },
						default: 1,
						description: 'How many items are sent to Mayar at the same time. Output order is kept.',
					},
					{
						displayName: 'Requests per Minute',
						name: 'requestsPerMinute',
						type: 'number',
						typeOptions: { minValue: 0 },
						default: 20,
						description: "Client-side cap, so large batches run at Mayar's rate limit instead of hitting it (published: 20 per minute per IP). 0 turns the cap off.",
					},
					{
						displayName: 'Timeout (Ms)',
						name: 'timeout',
						type: 'number',
						typeOptions: { minValue: 1000 },
						default: 30000,
						description: 'How long to wait for one answer. A create that times out is not sent again.',
					},
				],
			},
		],
	};

	methods = {
		listSearch: { searchInvoices, searchPaymentRequests, searchProducts },
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
