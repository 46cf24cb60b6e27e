import type { IDataObject } from 'n8n-workflow';

/**
 * The high-water mark, kept in the node's static data (n8n saves it with the workflow): the newest createdAt
 * emitted, and the keys of the records emitted at exactly that time. A record is new when it is newer than the
 * mark, or as old and not among those keys, so records sharing a timestamp are neither skipped nor repeated.
 */
export interface Mark extends IDataObject {
	/** Which list the mark belongs to (event, and membership product): another list starts afresh. */
	scope: string;
	/** Epoch ms. */
	at: number;
	keys: string[];
}

export function readMark(staticData: IDataObject, scope: string): Mark | undefined {
	const mark = staticData.mark as Mark | undefined;
	if (
		!mark ||
		typeof mark !== 'object' ||
		mark.scope !== scope ||
		typeof mark.at !== 'number' ||
		!Array.isArray(mark.keys)
	)
		return undefined;
	return mark;
}

export function isNew(mark: Mark, at: number, key: string): boolean {
	return at > mark.at || (at === mark.at && !mark.keys.includes(key));
}

/** The mark after emitting `records` (any order): the newest time, and every key emitted at that time. */
export function advance(mark: Mark, records: Array<{ at: number; key: string }>): Mark {
	let at = mark.at;
	for (const r of records) if (r.at > at) at = r.at;
	const keys = new Set(at === mark.at ? mark.keys : []);
	for (const r of records) if (r.at === at) keys.add(r.key);
	return { scope: mark.scope, at, keys: [...keys] };
}

/** The mark a first publish starts from: the newest records already listed (nothing before them is new). */
export function markAtNewest(scope: string, records: Array<{ at: number; key: string }>): Mark {
	return advance({ scope, at: 0, keys: [] }, records);
}
