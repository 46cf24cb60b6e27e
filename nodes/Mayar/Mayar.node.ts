import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceOptions, resourceProperties } from './actions/resources';
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
		description:
			'Invoices, payment requests, installments, transactions, products, customers, coupons, memberships, credit and licenses with the Mayar Headless API V2',
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
				options: resourceOptions,
				default: 'invoice',
			},
			...resourceProperties,
			{
				displayName: 'Request Options',
				name: 'requestOptions',
				type: 'collection',
				placeholder: 'Add Option',
				default: {},
				description:
					'How fast this node may call Mayar. The same settings apply to every item of this run.',
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
						description:
							"Client-side cap, so large batches run at Mayar's rate limit instead of hitting it (published: 20 per minute per IP). 0 turns the cap off.",
					},
					{
						displayName: 'Timeout',
						name: 'timeout',
						type: 'number',
						typeOptions: { minValue: 1000 },
						default: 30000,
						description:
							'How long to wait for one answer, in milliseconds. A create that times out is not sent again.',
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
