import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { configureTransport } from '../transport';
import { ItemWithBinary, type MayarOperation } from './types';
import { resources } from './resources';

function toItems(result: unknown, itemIndex: number): INodeExecutionData[] {
	if (result instanceof ItemWithBinary)
		return [{ ...result.item, pairedItem: { item: itemIndex } }];
	const rows = Array.isArray(result) ? result : [result];
	return rows.map((json) => ({ json: json as IDataObject, pairedItem: { item: itemIndex } }));
}

function errorItem(error: Error & IDataObject, itemIndex: number): INodeExecutionData {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description as string;
	if (error.httpCode) json.httpCode = error.httpCode as string;
	const context = error.context as IDataObject | undefined;
	if (typeof context?.outcomeUnknown === 'boolean') json.outcomeUnknown = context.outcomeUnknown;
	return { json, pairedItem: { item: itemIndex } };
}

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** The operation registered (actions/resources.ts) under resource/operation; inherited keys such as `constructor` are not operations. */
function findOperation(resource: string, operation: string): MayarOperation | undefined {
	const operations = has(resources, resource) ? resources[resource] : undefined;
	return operations && has(operations, operation) ? operations[operation] : undefined;
}

/**
 * The only per-item loop. Items run with up to `concurrency` in flight; results keep input order and each
 * output item points back to its input item, including error items under Continue On Fail.
 */
export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const op = findOperation(resource, operation);
	if (!op) {
		throw new NodeOperationError(
			this.getNode(),
			`The operation "${operation}" of "${resource}" is not supported`,
		);
	}

	const requestOptions = this.getNodeParameter('requestOptions', 0, {}) as IDataObject;
	const concurrency = Math.max(
		1,
		Math.min(20, Math.floor(Number(requestOptions.concurrency ?? 1)) || 1),
	);
	const maxWait = Number(requestOptions.maxWait);
	configureTransport(this, {
		maxWaitMs: Number.isFinite(maxWait) && maxWait >= 0 ? maxWait * 1000 : undefined,
		retry: requestOptions.timeout ? { timeoutMs: Number(requestOptions.timeout) } : undefined,
	});

	const results: INodeExecutionData[][] = new Array(items.length);
	let next = 0;
	let fatal: Error | undefined;
	const worker = async () => {
		while (fatal === undefined && next < items.length) {
			const i = next++;
			try {
				results[i] = toItems(await op.execute.call(this, i), i);
			} catch (error) {
				if (this.continueOnFail()) {
					results[i] = [errorItem(error as Error & IDataObject, i)];
				} else {
					fatal ??= error as Error;
				}
			}
		}
	};
	await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
	if (fatal) throw fatal;
	return [results.flat()];
}
