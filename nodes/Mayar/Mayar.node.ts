import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceOptions, resourceProperties } from './actions/resources';
import { requestOptionsProperty, router } from './actions/router';
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
			requestOptionsProperty,
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
