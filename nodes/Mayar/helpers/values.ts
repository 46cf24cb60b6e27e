import type { IDataObject } from 'n8n-workflow';

/** A JSON object ({…}): not null, not an array. */
export function isPlainObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is a JSON object (see isPlainObject), else undefined: for `a ?? b` chains. */
export function asObject(value: unknown): IDataObject | undefined {
	return isPlainObject(value) ? value : undefined;
}

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
