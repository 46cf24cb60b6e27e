// Defined at the bottom of the house (the transport reads answers with them), used everywhere.
import type { IDataObject } from 'n8n-workflow';

import { isPlainObject } from '../transport/json';

export { asObject, isPlainObject } from '../transport/json';

/**
 * Nothing was given: undefined, null, or a string that is empty once trimmed. Anything else (0, false, [], {})
 * is a value, to be checked by whatever reads it. (Plain boolean: a type guard would wrongly narrow
 * every non-blank string away in the false branch.)
 */
export function isBlank(value: unknown): boolean {
	return (
		value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
	);
}

/** A Mayar ID: a UUID, any case. The resource locators' ID mode checks the same pattern (UUID_PATTERN). */
export const UUID_PATTERN =
	'[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const UUID = new RegExp(`^${UUID_PATTERN}$`);

export function isUuid(value: string): boolean {
	return UUID.test(value);
}

/** An ID as a string (Mayar sends some IDs as numbers), or undefined when there is none. */
export function idString(value: unknown): string | undefined {
	if (typeof value === 'string' && !isBlank(value)) return value.trim();
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	return undefined;
}

/**
 * A Mayar timestamp in epoch milliseconds, or undefined when it is none. Mayar sends epoch milliseconds (most
 * lists, paid-transaction rows, older webhook examples), the same as text, or ISO strings (membership lists,
 * production webhooks): docs/api-notes.md, "Payment items".
 */
export function epochMs(value: unknown): number | undefined {
	if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
	if (typeof value !== 'string' || isBlank(value)) return undefined;
	const text = value.trim();
	const ms = /^\d{1,16}$/.test(text) ? Number(text) : Date.parse(text);
	return Number.isFinite(ms) ? ms : undefined;
}

/**
 * The record with every named field present: null where Mayar did not send it. For fields the spec documents and
 * Mayar's live answers were recorded without (docs/api-notes.md, "Spec vs live"), so that a field a workflow maps
 * never disappears between Mayar's sandbox and production; a value is never invented.
 */
export function withFields<T extends { [key: string]: unknown }>(
	record: T,
	fields: readonly string[],
): T {
	const out: { [key: string]: unknown } = { ...record };
	for (const field of fields) if (out[field] === undefined) out[field] = null;
	return out as T;
}

/**
 * Mayar's members list flattens its joins into dotted keys ("customer.name", "membershipTier.name"). This
 * turns them back into nested objects (customer: {name, email, mobile}, membershipTier: {name,
 * gracePeriodInDays}), the shape Get Member has. A dotted key whose first part already holds something that
 * is not an object is left as it is rather than overwrite data.
 */
export function nestDottedKeys(row: IDataObject): IDataObject {
	const out: IDataObject = {};
	const dotted: Array<[string[], unknown]> = [];
	for (const [key, value] of Object.entries(row)) {
		const parts = key.split('.');
		if (parts.length > 1 && parts.every((p) => p !== '')) dotted.push([parts, value]);
		else out[key] = value;
	}
	for (const [parts, value] of dotted) {
		let target: IDataObject = out;
		let ok = true;
		for (const part of parts.slice(0, -1)) {
			const current = target[part];
			if (current === undefined || current === null) {
				target[part] = {};
			} else if (!isPlainObject(current)) {
				ok = false;
				break;
			}
			target = target[part] as IDataObject;
		}
		const last = parts[parts.length - 1];
		if (ok && !(last in target)) target[last] = value as IDataObject[keyof IDataObject];
		else out[parts.join('.')] = value as IDataObject[keyof IDataObject];
	}
	return out;
}

/** Drops undefined so bodies only carry what the user set. */
export function compact<T extends IDataObject>(o: T): T {
	for (const k of Object.keys(o)) if (o[k] === undefined) delete o[k];
	return o;
}
