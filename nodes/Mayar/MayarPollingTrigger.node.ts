import type {
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeApiError, NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';

import { locator } from './helpers/fields';
import { searchMembershipProducts } from './methods/listSearch';
import { MAX_AGAIN_MINUTES, pollMayar } from './polling/poll';

/**
 * Starts a workflow from what Mayar's V2 lists show, on a schedule: no public URL needed, and what arrived while
 * n8n was down is caught up on the next poll. Items have the Mayar Trigger's shape and dedupeKey.
 */
export class MayarPollingTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Mayar Polling Trigger',
		name: 'mayarPollingTrigger',
		icon: { light: 'file:mayar.svg', dark: 'file:mayar.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Checks Mayar on a schedule for new payments, unpaid transactions, customers or members',
		defaults: { name: 'Mayar Polling Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'mayarHeadlessApi', required: true }],
		properties: [
			{
				displayName: 'Event',
				name: 'event',
				type: 'options',
				noDataExpression: true,
				required: true,
				options: [
					{
						name: 'New Customer',
						value: 'customer.created',
						description: 'A customer was added to the account (customer list)',
					},
					{
						name: 'New Member',
						value: 'membership.newMemberRegistered',
						description: 'A member joined a membership product (members list of that product)',
					},
					{
						name: 'New Unpaid Transaction',
						value: 'transaction.unpaid',
						description:
							'An invoice, payment request or checkout is waiting for payment (unpaid transactions)',
					},
					{
						name: 'Payment Received',
						value: 'payment.received',
						description: 'A customer paid (paid transactions); same dedupeKey as the Mayar Trigger',
					},
				],
				default: 'payment.received',
			},
			{
				...locator(
					'productId',
					'Membership Product',
					'searchMembershipProducts',
					'The membership product whose new members start the workflow',
				),
				displayOptions: { show: { event: ['membership.newMemberRegistered'] } },
			},
			{
				displayName:
					'The first publish starts from now: records already in Mayar do not start the workflow. Each poll then emits everything new since the last one, however many, once (twice with Offer Again After).',
				name: 'pollNotice',
				type: 'notice',
				default: '',
			},
			{
				displayName: 'Options',
				name: 'options',
				type: 'collection',
				placeholder: 'Add option',
				default: {},
				options: [
					{
						displayName: 'Offer Again After (Minutes)',
						name: 'offerAgainMinutes',
						type: 'number',
						typeOptions: { minValue: 0, maxValue: MAX_AGAIN_MINUTES },
						default: 0,
						description:
							'Emits each record once more this long after it was first emitted, so that Pass Once passes again a payment no Mark Done followed (its execution failed or died with n8n). Only with Pass Once and Mark Done after this trigger, or the workflow runs twice per record. 0: never.',
					},
					{
						displayName: 'Start From',
						name: 'startFrom',
						type: 'dateTime',
						default: '',
						description:
							'One-time backfill: the next poll also emits the records created since this date, then polling goes on from the newest. Setting another date backfills again once.',
					},
				],
			},
		],
	};

	methods = {
		listSearch: { searchMembershipProducts },
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		try {
			return await pollMayar(this);
		} catch (error) {
			// n8n saves a failed poll's error as thrown, and a plain Error's message does not survive that: the
			// failed execution would say nothing (Mayar's answers stay NodeApiErrors)
			throw error instanceof NodeApiError
				? error
				: new NodeOperationError(this.getNode(), error as Error);
		}
	}
}
