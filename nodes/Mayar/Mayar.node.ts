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
		credentials: [
			{
				name: 'mayarHeadlessApi',
				required: true,
				// Trigger Event steps make no request to Mayar.
				displayOptions: { hide: { resource: ['triggerEvent'] } },
			},
		],
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
				placeholder: 'Add option',
				default: {},
				// Trigger Event steps send nothing to Mayar: these options would do nothing there.
				displayOptions: { hide: { resource: ['triggerEvent'] } },
				description:
					"How this node calls Mayar. The same settings apply to every item of this run. The rate limit itself is the credential's.",
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
						displayName: 'Max Wait for Rate Limit',
						name: 'maxWait',
						type: 'number',
						typeOptions: { minValue: 0 },
						default: 600,
						description:
							"How long, in seconds, a request may wait for its turn under Mayar's rate limit (set in the credential, shared by every workflow in this n8n) and for the pause Mayar asks for after refusing a request for its rate limit. Past that the item fails, and nothing was created or changed in Mayar.",
					},
					{
						displayName: 'Timeout',
						name: 'timeout',
						type: 'number',
						typeOptions: { minValue: 1000 },
						default: 30000,
						description:
							'How long to wait for one answer, in milliseconds. A read that times out is asked again; a create or change is not sent again, since Mayar may have carried it out.',
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
