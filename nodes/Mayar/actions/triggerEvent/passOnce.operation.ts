import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { offersAgainBefore, pass, stepsAround } from '../../helpers/eventLedger';
import * as v from '../../helpers/validate';
import { isBlank } from '../../helpers/values';
import { ItemWithBinary, type OperationResult } from '../types';

const show = { resource: ['triggerEvent'], operation: ['passOnce'] };

export const description: INodeProperties[] = [
	{
		displayName:
			"Put this right after the Mayar triggers and Mark Done after your fulfilment. A payment whose execution failed or died before Mark Done passes again (passedBefore: true) when the Polling Trigger's Offer Again After brings it back.",
		name: 'passOnceNotice',
		type: 'notice',
		default: '',
		displayOptions: { show },
	},
	{
		displayName: 'Event Key',
		name: 'key',
		type: 'string',
		required: true,
		default: '={{ $json.dedupeKey }}',
		description:
			'What makes two items the same event. Items of both Mayar triggers carry it as dedupeKey (payment.received:&lt;transactionId&gt; for payments).',
		displayOptions: { show },
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add option',
		default: {},
		displayOptions: { show },
		options: [
			{
				displayName: 'Fulfilment Time Limit (Minutes)',
				name: 'fulfilmentMinutes',
				type: 'number',
				typeOptions: { minValue: 1 },
				default: 5,
				description:
					'How long an execution may take from this step to Mark Done. Until then another delivery of the same event is dropped; after it, the event may be passed again, as its execution is taken as failed. Must be below the Offer Again After of a Mayar Polling Trigger before this step.',
			},
			{
				displayName: 'History Size',
				name: 'historySize',
				type: 'number',
				typeOptions: { minValue: 1 },
				default: 10000,
				description:
					"How many events n8n's database remembers (the oldest are forgotten first: one coming again after n8n restarted would pass as new). Keep it well above the number of events that arrive in the time a repeat may still come: Mayar does not document how long it keeps delivering an event again.",
			},
		],
	},
];

/**
 * Passes the item on unless its event is done (Mark Done ran for it) or being fulfilled by another execution of
 * this n8n process. The decision and its record are one step per workflow in this process (helpers/eventLedger.ts),
 * which is where every execution runs in regular mode and on a single worker.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	if (stepsAround(this, 'child', 'markDone').length === 0) {
		throw new NodeOperationError(this.getNode(), 'Pass Once needs a Mark Done after it', {
			itemIndex: i,
			description:
				'Add Mayar > Trigger Event > Mark Done after your fulfilment: an event counts as done only once it ran, so that one whose execution failed or died with n8n can be passed again.',
		});
	}
	const key = String(this.getNodeParameter('key', i, '') ?? '').trim();
	if (key === '') {
		v.fail(
			this,
			i,
			'key',
			'is empty',
			'Items of the Mayar Trigger and the Mayar Polling Trigger carry dedupeKey: set Event Key to {{ $json.dedupeKey }}.',
		);
	}
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const historySize = isBlank(options.historySize)
		? 10000
		: v.integer(this, i, 'historySize', options.historySize, 1, Number.MAX_SAFE_INTEGER);
	const minutes = isBlank(options.fulfilmentMinutes)
		? 5
		: v.integer(this, i, 'fulfilmentMinutes', options.fulfilmentMinutes, 1, 7 * 24 * 60);
	// The poll's second offer must find a failed execution's claim expired, or it is dropped and none follows.
	const tooSoon = offersAgainBefore(this).find((p) => p.minutes <= minutes);
	if (tooSoon) {
		v.fail(
			this,
			i,
			'fulfilmentMinutes',
			`is ${minutes}: it must be below the Offer Again After of "${tooSoon.name}" (${tooSoon.minutes})`,
			`The poll offers each payment again once, ${tooSoon.minutes} minutes later; a payment whose execution failed is passed again only when its claim has expired by then. Lower Fulfilment Time Limit or raise Offer Again After.`,
		);
	}
	const verdict = await pass(
		{ ctx: this, itemIndex: i, key },
		{ historySize, limitMs: minutes * 60_000 },
	);
	if (verdict === 'done' || verdict === 'inFlight') return [];
	const input = this.getInputData()[i];
	return new ItemWithBinary({
		...input,
		json: { ...input.json, passedBefore: verdict === 'again' },
	});
}
