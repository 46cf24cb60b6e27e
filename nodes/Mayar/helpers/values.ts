// Defined at the bottom of the house (the transport reads answers with them), used everywhere.
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
