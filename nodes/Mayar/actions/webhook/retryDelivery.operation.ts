import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { eventTypeOptions } from './shared';

const uuidPlaceholder = 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b';
const byFields = { show: { retryBy: ['fields'] } };

export const description: INodeProperties[] = [
	{
		displayName: 'Retry By',
		name: 'retryBy',
		type: 'options',
		options: [
			{
				name: 'Delivery Fields',
				value: 'fields',
				description:
					'The event, payload and IDs of the delivery, mapped from a row of Webhook > Get History',
			},
			{
				name: 'History ID',
				value: 'historyId',
				description: 'Only the ID of a row of Webhook > Get History',
			},
		],
		default: 'fields',
	},
	{
		displayName: 'Event',
		name: 'type',
		type: 'options',
		options: eventTypeOptions,
		default: 'payment.received',
		required: true,
		displayOptions: byFields,
		description:
			'The event to deliver again, as in the Get History row. Another name (such as the test ping, testing) can be given by expression.',
	},
	{
		displayName: 'Payload',
		name: 'payload',
		type: 'json',
		default: '{}',
		required: true,
		displayOptions: byFields,
		description:
			'What Mayar sends to the URL: the payload of the Get History row, as an object or as the JSON text Mayar stores',
	},
	{
		displayName: 'Payment Link ID',
		name: 'paymentLinkId',
		type: 'string',
		default: '',
		placeholder: uuidPlaceholder,
		displayOptions: byFields,
		description:
			'The product or payment link of the delivery, from the Get History row (empty for membership events)',
	},
	{
		displayName: 'Transaction ID',
		name: 'paymentLinkTransactionId',
		type: 'string',
		default: '',
		placeholder: uuidPlaceholder,
		displayOptions: byFields,
		description:
			'The transaction of the delivery, from the Get History row (empty for membership events)',
	},
	{
		displayName: 'History ID',
		name: 'webhookHistoryId',
		type: 'string',
		default: '',
		required: true,
		placeholder: uuidPlaceholder,
		displayOptions: { show: { retryBy: ['historyId'] } },
		description: 'The ID of the row in Webhook > Get History',
	},
];

/**
 * POST /hl/v2/webhooks/retry: Mayar delivers the payload again to the account's current webhook URL. Mayar's V2
 * reference's body is {paymentLinkId, type, payload, paymentLinkTransactionId}; the docs' {webhookHistoryId} is offered
 * too. Never retried by the transport on an unclear outcome: a second delivery would start workflows twice.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const retryBy = v.choice(this, i, 'retryBy');
	let body;
	if (retryBy === 'historyId') {
		body = {
			webhookHistoryId: v.pathSegment(
				this,
				i,
				'webhookHistoryId',
				this.getNodeParameter('webhookHistoryId', i),
			),
		};
	} else {
		const type = v.text(this, i, 'type', this.getNodeParameter('type', i), true, 100) as string;
		const payload = v.jsonObject(this, i, 'payload', this.getNodeParameter('payload', i));
		if (!payload || Object.keys(payload).length === 0)
			v.fail(this, i, 'payload', 'is required: the payload of the delivery to send again');
		const paymentLinkId = this.getNodeParameter('paymentLinkId', i, '') as string;
		const transactionId = this.getNodeParameter('paymentLinkTransactionId', i, '') as string;
		// All four keys always: Mayar's V2 reference names them all (docs/api-notes.md, Webhook); membership events have no payment link (null),
		// as their history rows show.
		body = {
			paymentLinkId: paymentLinkId ? v.uuid(this, i, 'paymentLinkId', paymentLinkId) : null,
			type,
			payload,
			paymentLinkTransactionId: transactionId
				? v.uuid(this, i, 'paymentLinkTransactionId', transactionId)
				: null,
		};
	}
	const envelope = await withHints(
		mayarApiRequest(this, { method: 'POST', path: '/hl/v2/webhooks/retry', body, itemIndex: i }),
		{
			400: (message) =>
				/url/i.test(message)
					? 'The account has no webhook URL to deliver to. Set one first with Webhook > Set URL, or publish a workflow with a Mayar Trigger in Automatic mode.'
					: retryBy === 'historyId'
						? 'Check History ID: take it from a row of Webhook > Get History.'
						: 'Check Event and Payload: map them from a row of Webhook > Get History.',
			404:
				retryBy === 'historyId'
					? 'No such delivery in the webhook history. Take History ID from Webhook > Get History, in the same environment.'
					: 'No such delivery in the webhook history. Map Event, Payload and the IDs from a row of Webhook > Get History, in the same environment.',
		},
	);
	return { ...body, retried: true, message: envelope.messages ?? envelope.message ?? 'success' };
}
