import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asObject } from './json';
import { mayarApiRequest } from './pathForms';
import type { MayarContext, MayarEnvelope, MayarRequest } from './types';

/** The V2 list page size cap. */
export const MAX_PAGE_SIZE = 50;
/**
 * Paid transactions (GET /hl/v2/transactions) are read 40 a page: a live page of 50 came back truncated, newest
 * rows missing and hasMore false, where 10, 25 and 40 worked (docs/api-notes.md, "40 a page for paid transactions").
 */
export const PAID_TRANSACTIONS_PAGE_SIZE = 40;

export interface ListOptions {
	returnAll: boolean;
	/** Wanted records when not returnAll. */
	limit?: number;
	/**
	 * The query names the cursor is sent under (default startingAfter). The payment-link sort gets both the V2 reference's
	 * startingAfter and the CLI's starting_after: a server reads the one it knows.
	 */
	cursorParams?: string[];
	/** Stop guard against a server that never ends. */
	maxPages?: number;
	/**
	 * 'cursor' (default): the V2 cursor (limit + startingAfter, hasMore/nextStartingAfter).
	 * 'page': page-numbered lists (credit history): page=1,2,... and a fixed limit (at most 50); stops on a short
	 * or empty page, or when the reported totalPages is reached.
	 */
	paging?: 'cursor' | 'page';
	/** Records asked per cursor page (default and cap: MAX_PAGE_SIZE). */
	pageSize?: number;
	/**
	 * Called with each cursor page's rows once they are kept; true ends the walk there (the polling trigger stops
	 * at the page that reaches its high-water mark instead of reading the whole list).
	 */
	stopAfterPage?: (rows: IDataObject[]) => boolean;
	/**
	 * Rows a filter Mayar may ignore (recorded live: the paid list's dates and status) must pass to be kept; the
	 * rest neither count towards the limit nor reach the output.
	 */
	keep?: (row: IDataObject) => boolean;
}

/** The list broke Mayar's paging rules: an error that says how far it got, never a silently short list. */
function pagingError(
	ctx: MayarContext,
	req: MayarRequest,
	what: string,
	read: number,
): NodeOperationError {
	return new NodeOperationError(ctx.getNode(), `Mayar's list broke off: ${what}`, {
		itemIndex: req.itemIndex,
		description: `${read} records were read before it stopped, so the list is incomplete. Try again later, or use a Limit.`,
	});
}

/** Ids of a page's rows (the rows themselves when they have none), to notice a page that comes back again. */
function pageFingerprint(rows: IDataObject[]): string {
	return JSON.stringify(rows.map((row) => row.id ?? row));
}

/** Reads totalPages beside data, or inside a data object that wraps the rows ({total, page, limit, totalPages, data[]}). */
function pagedRowsOf(envelope: MayarEnvelope): { rows: IDataObject[]; totalPages?: number } {
	const data = envelope.data as unknown;
	const inner = asObject(data);
	const holder: IDataObject = inner && Array.isArray(inner.data) ? inner : envelope;
	const rows = Array.isArray(data)
		? (data as IDataObject[])
		: inner && Array.isArray(inner.data)
			? (inner.data as IDataObject[])
			: inner
				? [inner]
				: [];
	const total = Number(holder.totalPages);
	return {
		rows,
		totalPages:
			holder.totalPages !== undefined && holder.totalPages !== null && Number.isFinite(total)
				? total
				: undefined,
	};
}

/** The page-number mode of mayarApiRequestAllItems: one page size for every page, so page N follows page N-1. */
async function requestAllPages(
	ctx: MayarContext,
	req: MayarRequest,
	wanted: number,
	maxPages: number,
): Promise<IDataObject[]> {
	const records: IDataObject[] = [];
	const pageSize = Math.max(1, Math.min(MAX_PAGE_SIZE, wanted));
	let previous: string | undefined;
	for (let page = 1; records.length < wanted; page++) {
		if (page > maxPages) {
			throw new NodeOperationError(
				ctx.getNode(),
				`Stopped after ${maxPages} pages: Mayar kept answering full pages`,
				{
					itemIndex: req.itemIndex,
					description: `${records.length} records were read. Use a Limit, or narrow the filters.`,
				},
			);
		}
		const envelope = await mayarApiRequest(ctx, {
			...req,
			qs: { ...req.qs, page, limit: pageSize },
		});
		const { rows, totalPages } = pagedRowsOf(envelope);
		const fingerprint = pageFingerprint(rows);
		// A server that ignores page answers page 1 again and again.
		if (rows.length > 0 && fingerprint === previous) {
			throw pagingError(
				ctx,
				req,
				`page ${page} held the same records as page ${page - 1}`,
				records.length,
			);
		}
		previous = fingerprint;
		for (const row of rows) {
			if (records.length >= wanted) break;
			records.push(row);
		}
		if (rows.length < pageSize || (totalPages !== undefined && page >= totalPages)) break;
	}
	return records;
}

/**
 * Follows the V2 cursor. Return All asks for 50 a page; a limit of N asks for no more than N needs. A cursor
 * that comes back twice, or more pages than maxPages, stops the loop with an error instead of hanging.
 */
export async function mayarApiRequestAllItems(
	ctx: MayarContext,
	req: MayarRequest,
	list: ListOptions,
): Promise<IDataObject[]> {
	const wanted = list.returnAll ? Infinity : Math.max(0, list.limit ?? 50);
	const cursorParams = list.cursorParams ?? ['startingAfter'];
	const maxPages = list.maxPages ?? 4_000;
	if (list.paging === 'page') return await requestAllPages(ctx, req, wanted, maxPages);
	const pageSize = Math.max(1, Math.min(MAX_PAGE_SIZE, list.pageSize ?? MAX_PAGE_SIZE));
	const records: IDataObject[] = [];
	const seenCursors = new Set<string>();
	let cursor: string | undefined;
	for (let page = 0; records.length < wanted; page++) {
		if (page >= maxPages) {
			throw new NodeOperationError(
				ctx.getNode(),
				`Stopped after ${maxPages} pages: Mayar kept saying there were more`,
				{
					itemIndex: req.itemIndex,
					description: `${records.length} records were read. Use a Limit, or narrow the filters.`,
				},
			);
		}
		const qs: IDataObject = { ...req.qs, limit: Math.min(pageSize, wanted - records.length) };
		if (cursor !== undefined) for (const name of cursorParams) qs[name] = cursor;
		const envelope = await mayarApiRequest(ctx, { ...req, qs });
		const data = envelope.data;
		const rows = Array.isArray(data) ? data : data ? [data] : [];
		for (const row of rows) {
			if (records.length >= wanted) break;
			if (list.keep && !list.keep(row as IDataObject)) continue;
			records.push(row);
		}
		if (envelope.hasMore !== true || records.length >= wanted) break;
		if (list.stopAfterPage?.(rows) === true) break;
		const next = envelope.nextStartingAfter;
		if (rows.length === 0)
			throw pagingError(ctx, req, 'an empty page said there were more', records.length);
		if (next === null || next === undefined || String(next).trim() === '') {
			throw pagingError(
				ctx,
				req,
				'a page said there were more but not where the next page starts',
				records.length,
			);
		}
		const nextCursor = String(next);
		if (seenCursors.has(nextCursor)) {
			throw new NodeOperationError(
				ctx.getNode(),
				'Mayar pointed to the same next page twice; stopped to avoid an endless loop',
				{
					itemIndex: req.itemIndex,
					description: `${records.length} records were read before the repeat, so the list is incomplete. Try again later, or use a Limit.`,
				},
			);
		}
		seenCursors.add(nextCursor);
		cursor = nextCursor;
	}
	return records;
}
