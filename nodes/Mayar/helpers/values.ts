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
