import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { isPlainObject } from './values';

/**
 * What Simplify keeps of one operation's records, declared in the operation's file (or its resource's shared.ts
 * when operations share it): the fields most useful first for a merchant's workflow (ids, status, amount, the
 * customer, the payment or product URL, dates), at most 10 (n8n's UX guideline). Every name is a field the API
 * documents for `record`, the contract record it names (spec "Resources and their fields" and "V2 response
 * changes", Mayar's public V2 docs; test/conformance/simplify.test.ts holds `keep` to it), never one only the
 * sandbox returns.
 *
 * A dotted name flattens one level of a nested object: `customer.email` becomes `customerEmail`, with the value
 * of the nested field (null when the object is null). A field the record lacks is left out, not invented.
 */
export interface Simplify {
	/** The contract record (test/contract/mayar-v2/) whose fields `keep` names. */
	record: string;
	keep: readonly string[];
}

/** The Simplify switch of a read operation whose records have more than 10 fields. */
export function simplifyField(): INodeProperties {
	return {
		displayName: 'Simplify',
		name: 'simplify',
		type: 'boolean',
		default: true,
		description: 'Whether to return a simplified version of the response instead of the raw data',
	};
}

/** The simplified record: the fields `simplify` keeps that the record has, in its order, nested ones flattened. */
export function simplifyRecord(record: IDataObject, simplify: Simplify): IDataObject {
	const out: IDataObject = {};
	for (const name of simplify.keep) {
		const [field, nested] = name.split('.');
		if (!(field in record)) continue;
		if (nested === undefined) {
			out[field] = record[field];
		} else {
			const parent = record[field];
			out[field + nested[0].toUpperCase() + nested.slice(1)] =
				isPlainObject(parent) && nested in parent ? parent[nested] : null;
		}
	}
	return out;
}

/** Applies Simplify (on unless the user turned it off) to one record or to each record of a list. */
export function simplifyIfAsked<T extends IDataObject | IDataObject[]>(
	ctx: IExecuteFunctions,
	i: number,
	simplify: Simplify,
	result: T,
): T {
	const asked = ctx.getNodeParameter('simplify', i, true) as unknown;
	if (asked === false || asked === 'false') return result;
	return (
		Array.isArray(result)
			? result.map((row) => simplifyRecord(row, simplify))
			: simplifyRecord(result, simplify)
	) as T;
}
