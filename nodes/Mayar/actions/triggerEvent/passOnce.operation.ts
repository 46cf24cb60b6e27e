import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import { exclusive } from '../../helpers/exclusive';
import * as v from '../../helpers/validate';
import { isBlank } from '../../helpers/values';
import { ItemWithBinary, type OperationResult } from '../types';

const show = { resource: ['triggerEvent'], operation: ['passOnce'] };

export const description: INodeProperties[] = [
	{
		displayName:
			'Put this step right after the Mayar Trigger and the Mayar Polling Trigger: each payment goes on once, whichever trigger saw it first and however often Mayar delivers it. Unlike Remove Duplicates, the check and the record happen in one step that no other execution in the same n8n process can interleave. In queue mode with several workers or webhook processes, executions of one payment can run in two processes at once: follow this step with a claim on your Redis or Postgres, as the two queue-mode examples do (README, Receiving payments safely).',
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
				displayName: 'History Size',
				name: 'historySize',
				type: 'number',
				typeOptions: { minValue: 1 },
				default: 10000,
				description:
					'How many keys are remembered (the oldest are forgotten first). Keep it well above the number of events that arrive in the time a repeat may still come: Mayar does not document how long it keeps delivering an event again.',
			},
		],
	},
];

/**
 * n8n's store refused a write and recorded nothing: two n8n processes made this node's first record at the same
 * moment (the second insert meets the row's unique key), or SQLite was busy. The check is simply made again.
 */
const STORE_CONFLICT = /unique constraint|duplicate key|SQLITE_BUSY|database is locked/i;
// 0.1 s doubling, about 13 s in all: an item that fails after being recorded for earlier items of a batch would
// leave those recorded but not passed on, so a busy database is waited out rather than failed quickly.
const STORE_ATTEMPTS = 8;

/**
 * Passes the item on when its key was never passed by this node before, and records it, in n8n's own database
 * (the store of Remove Duplicates, scoped to this node). n8n reads and writes that store without a lock, so two
 * executions at once could both pass one key: here the check and the record run one at a time per node in this
 * process, which is where every execution runs in regular mode and on a single worker.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
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
	const id = `${this.getWorkflow().id ?? ''}:${this.getNode().id}`;
	const checked = await exclusive(id, async () => {
		for (let attempt = 1; ; attempt++) {
			try {
				return await this.helpers.checkProcessedAndRecord([key], 'node', {
					mode: 'entries',
					maxEntries: historySize,
				});
			} catch (error) {
				const message = String((error as Error).message);
				if (attempt >= STORE_ATTEMPTS || !STORE_CONFLICT.test(message)) {
					throw new NodeOperationError(this.getNode(), error as Error, {
						itemIndex: i,
						description:
							"n8n's record of the events already passed on could not be read or written, so this item was not passed on. Run the execution again once n8n's database answers.",
					});
				}
				await sleep(50 * 2 ** attempt);
			}
		}
	});
	return checked.new.length > 0 ? new ItemWithBinary({ ...this.getInputData()[i] }) : [];
}
