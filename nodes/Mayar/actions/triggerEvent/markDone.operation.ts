import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { markDone, stepsAround } from '../../helpers/eventLedger';
import * as v from '../../helpers/validate';
import { ItemWithBinary, type OperationResult } from '../types';

const show = { resource: ['triggerEvent'], operation: ['markDone'] };

export const description: INodeProperties[] = [
	{
		displayName:
			'Put this after your fulfilment: from now on Pass Once drops this event. Until it runs, the event is passed again when it comes again.',
		name: 'markDoneNotice',
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
			"The key Pass Once passed: dedupeKey of the trigger's item. When your fulfilment's output does not carry it, drag dedupeKey here from your Pass Once step's output.",
		displayOptions: { show },
	},
];

/** Records the event as done for the workflow's Pass Once steps, then hands the item on unchanged. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const key = String(this.getNodeParameter('key', i, '') ?? '').trim();
	if (key === '') {
		const passOnce = stepsAround(this, 'parent', 'passOnce')[0] ?? 'Pass Once';
		v.fail(
			this,
			i,
			'key',
			'is empty',
			`Your fulfilment's output does not carry dedupeKey: set Event Key to {{ $('${passOnce}').item.json.dedupeKey }}.`,
		);
	}
	await markDone({ ctx: this, itemIndex: i, key });
	return new ItemWithBinary({ ...this.getInputData()[i] });
}
