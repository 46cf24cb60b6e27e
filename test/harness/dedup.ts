/**
 * n8n's store of processed keys (what Remove Duplicates and checkProcessedAndRecord use), in memory for the
 * in-process harness. It does what n8n 2.41.1 does (packages/cli deduplication-helper.js, handleHashedItems): read
 * the stored list, filter, write the whole list back, with a database round trip on each side and no lock. So two
 * calls at once can both pass a key here as they can in n8n, and only the node's own serialisation prevents it.
 */
import { DataDeduplicationService } from 'n8n-core';
import type { DeduplicationScope, ICheckProcessedContextData, IDataObject } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

export const processed = new Map<string, string[]>();

/** Errors the next calls throw, as n8n's database would (a test sets them). */
export const storeFaults: Error[] = [];

const roundTrip = async () => await sleep(5);

function idOf(scope: DeduplicationScope, context: ICheckProcessedContextData): string {
	return `${context.workflow.id}|${scope === 'node' ? `n:${context.node?.id}` : ''}`;
}

export const deduplicator = {
	async checkProcessedAndRecord(
		items: string[],
		scope: DeduplicationScope,
		context: ICheckProcessedContextData,
		options: IDataObject,
	) {
		const fault = storeFaults.shift();
		if (fault) throw fault;
		const id = idOf(scope, context);
		const stored = processed.get(id);
		const list = stored ? [...stored] : [];
		await roundTrip();
		const out = { new: [] as string[], processed: [] as string[] };
		for (const item of items) {
			if (list.includes(item)) out.processed.push(item);
			else {
				out.new.push(item);
				list.push(item);
			}
		}
		const max = Number(options.maxEntries ?? 0);
		if (max > 0) list.splice(0, list.length - max);
		await roundTrip();
		// n8n inserts the row when it read none, and the row has a unique key: a second process's insert fails.
		if (!stored && processed.has(id))
			throw new Error(
				'SQLITE_CONSTRAINT: UNIQUE constraint failed: processed_data.workflowId, processed_data.context',
			);
		processed.set(id, list);
		return out;
	},
	async removeProcessed(
		items: string[],
		scope: DeduplicationScope,
		context: ICheckProcessedContextData,
	) {
		const fault = storeFaults.shift();
		if (fault) throw fault;
		const id = idOf(scope, context);
		const stored = processed.get(id);
		if (!stored) return;
		const list = [...stored];
		await roundTrip();
		for (const item of items) {
			const at = list.indexOf(item);
			if (at !== -1) list.splice(at, 1);
		}
		await roundTrip();
		processed.set(id, list);
	},
	async clearAllProcessedItems(scope: DeduplicationScope, context: ICheckProcessedContextData) {
		processed.delete(idOf(scope, context));
	},
	async getProcessedDataCount(scope: DeduplicationScope, context: ICheckProcessedContextData) {
		return processed.get(idOf(scope, context))?.length ?? 0;
	},
};

let ready = false;
export async function installDeduplicator(): Promise<void> {
	if (ready) return;
	ready = true;
	await DataDeduplicationService.init(deduplicator as never);
}
