import type {
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { properties } from './trigger/description';
import { checkExists, create, remove } from './trigger/registration';
import { handleDelivery } from './trigger/webhook';

/**
 * Starts a workflow from Mayar's webhook deliveries. Mayar signs nothing, so a delivery is trusted only when it
 * carries the secret token of the registered URL and, for payment events, when Mayar confirms the transaction.
 */
export class MayarTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Mayar Trigger',
		name: 'mayarTrigger',
		icon: { light: 'file:mayar.svg', dark: 'file:mayar.dark.svg' },
		group: ['trigger'],
		// One version until the first release changes a default that saved workflows rely on (CONTRIBUTING, Versioning).
		version: 1,
		subtitle: '={{($parameter["events"] || []).join(", ")}}',
		description: 'Starts the workflow when Mayar sends a payment, membership or shipping webhook',
		defaults: { name: 'Mayar Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'mayarHeadlessApi', required: true }],
		webhooks: [
			{
				name: 'default',
				httpMethod: 'POST',
				// An explicit responseData: without it n8n 2.41 answers the literal text "firstEntryJson".
				responseMode: 'onReceived',
				responseData: 'noData',
				path: 'webhook',
			},
		],
		properties,
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await checkExists(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await create(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await remove(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return await handleDelivery(this);
	}
}
