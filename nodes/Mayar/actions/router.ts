import type {
	IDataObject,
	IExecuteFunctions,
	INode,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import * as v from '../helpers/validate';
import { isBlank } from '../helpers/values';
import { configureTransport } from '../transport';
import { ItemWithBinary, type MayarOperation } from './types';
import { resources } from './resources';

/** The node's Request Options, beside their reader below. */
export const requestOptionsProperty: INodeProperties = {
	displayName: 'Request Options',
	name: 'requestOptions',
	type: 'collection',
	placeholder: 'Add option',
	default: {},
	// Trigger Event steps send nothing to Mayar: these options would do nothing there.
	displayOptions: { hide: { resource: ['triggerEvent'] } },
	description:
		"How this node calls Mayar, read from the first item for the whole run. The rate limit itself is the credential's.",
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
			default: 600000,
			description:
				"How long a request may wait, in milliseconds, for its turn under Mayar's rate limit (set in the credential, shared by the runs in this n8n process that use the same key) and for the pause Mayar asks for after refusing a request for its rate limit. Past that the item fails, and nothing was created or changed in Mayar. 600000 is 10 minutes.",
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
};

function toItems(result: unknown, itemIndex: number): INodeExecutionData[] {
	if (result instanceof ItemWithBinary)
		return [{ ...result.item, pairedItem: { item: itemIndex } }];
	const rows = Array.isArray(result) ? result : [result];
	return rows.map((json) => ({ json: json as IDataObject, pairedItem: { item: itemIndex } }));
}

/**
 * A failed item under Continue On Fail: the message as `error`, with `description`, `httpCode` and `outcomeUnknown`
 * where the error has them. n8n sends an item to the error output (Continue (using error output)) only when its json
 * holds nothing but `error`, `message` and `details`: there, the rest goes under `details`.
 */
function errorItem(node: INode, error: Error & IDataObject, itemIndex: number): INodeExecutionData {
	const more: IDataObject = {};
	if (error.description) more.description = error.description as string;
	if (error.httpCode) more.httpCode = error.httpCode as string;
	const context = error.context as IDataObject | undefined;
	if (typeof context?.outcomeUnknown === 'boolean') more.outcomeUnknown = context.outcomeUnknown;
	const toErrorOutput = node.onError === 'continueErrorOutput' && Object.keys(more).length > 0;
	const json = toErrorOutput
		? { error: error.message, details: more }
		: { error: error.message, ...more };
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

	v.useLabels(this, [...op.description, requestOptionsProperty]);
	// Request Options hold for the whole run: out of their documented ranges, the run stops before any request.
	const requestOptions = this.getNodeParameter('requestOptions', 0, {}) as IDataObject;
	const option = <T>(name: string, read: (value: unknown) => T): T | undefined =>
		isBlank(requestOptions[name]) ? undefined : read(requestOptions[name]);
	const concurrency =
		option('concurrency', (value) => v.integer(this, 0, 'concurrency', value, 1, 20)) ?? 1;
	const maxWait = option('maxWait', (value) =>
		v.number(this, 0, 'maxWait', value, 0, Number.MAX_SAFE_INTEGER),
	);
	const timeout = option('timeout', (value) =>
		v.integer(this, 0, 'timeout', value, 1000, Number.MAX_SAFE_INTEGER),
	);
	configureTransport(this, {
		maxWaitMs: maxWait,
		retry: timeout === undefined ? undefined : { timeoutMs: timeout },
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
					results[i] = [errorItem(this.getNode(), error as Error & IDataObject, i)];
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
