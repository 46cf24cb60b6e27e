import type { IDataObject } from 'n8n-workflow';

/** A JSON object ({…}): not null, not an array. */
export function isPlainObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is a JSON object (see isPlainObject), else undefined: for `a ?? b` chains. */
export function asObject(value: unknown): IDataObject | undefined {
	return isPlainObject(value) ? value : undefined;
}
