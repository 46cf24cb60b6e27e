import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import * as balance from './actions/balance';
import * as bundling from './actions/bundling';
import * as coupon from './actions/coupon';
import * as credit from './actions/credit';
import * as customer from './actions/customer';
import * as installment from './actions/installment';
import * as invoice from './actions/invoice';
import * as license from './actions/license';
import * as membership from './actions/membership';
import * as paymentChannel from './actions/paymentChannel';
import * as paymentLink from './actions/paymentLink';
import * as paymentRequest from './actions/paymentRequest';
import * as product from './actions/product';
import * as qrCode from './actions/qrCode';
import * as review from './actions/review';
import * as saasLicense from './actions/saasLicense';
import * as transaction from './actions/transaction';
import * as webhook from './actions/webhook';
import { router } from './actions/router';
import * as listSearch from './methods/listSearch';

export class Mayar implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Mayar',
		name: 'mayar',
		icon: { light: 'file:mayar.svg', dark: 'file:mayar.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Invoices, payment requests, installments, transactions, products, customers, coupons, memberships, credit and licenses with the Mayar Headless API V2',
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
					{ name: 'Bundling', value: 'bundling' },
					{ name: 'Coupon', value: 'coupon' },
					{ name: 'Credit', value: 'credit' },
					{ name: 'Customer', value: 'customer' },
					{ name: 'Installment', value: 'installment' },
					{ name: 'Invoice', value: 'invoice' },
					{ name: 'License', value: 'license' },
					{ name: 'Membership', value: 'membership' },
					{ name: 'Payment Channel', value: 'paymentChannel' },
					{ name: 'Payment Link', value: 'paymentLink' },
					{ name: 'Payment Request', value: 'paymentRequest' },
					{ name: 'Product', value: 'product' },
					{ name: 'QR Code', value: 'qrCode' },
					{ name: 'Review', value: 'review' },
					{ name: 'SaaS License', value: 'saasLicense' },
					{ name: 'Transaction', value: 'transaction' },
					{ name: 'Webhook', value: 'webhook' },
				],
				default: 'invoice',
			},
			...balance.description,
			...bundling.description,
			...coupon.description,
			...credit.description,
			...customer.description,
			...installment.description,
			...invoice.description,
			...license.description,
			...membership.description,
			...paymentChannel.description,
			...paymentLink.description,
			...paymentRequest.description,
			...product.description,
			...qrCode.description,
			...review.description,
			...saasLicense.description,
			...transaction.description,
			...webhook.description,
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
						displayName: 'Timeout',
						name: 'timeout',
						type: 'number',
						typeOptions: { minValue: 1000 },
						default: 30000,
						description: 'How long to wait for one answer, in milliseconds. A create that times out is not sent again.',
					},
				],
			},
		],
	};

	methods = {
		// Every export of methods/listSearch is a search method of a resource locator.
		listSearch: { ...listSearch },
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
