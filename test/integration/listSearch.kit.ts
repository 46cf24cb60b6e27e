/**
 * What the listSearch tests share (listSearch*.test.ts): one sandbox per file, a search through n8n-core's LoadOptionsContext, the API's own list, and checks that pages join up.
 */
import type { IDataObject, INodeListSearchResult } from 'n8n-workflow';

import { requestsTo, type Sandbox, searchAgainst, startSandbox } from '../harness/sandbox';

export let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

export type Row = IDataObject & { id: string; createdAt: number; name: string };
export const stored = (key: string) => sb.store[key] as unknown as Row[];
export const newestFirst = (rows: Row[]) => [...rows].sort((a, b) => b.createdAt - a.createdAt);
export const ids = (r: INodeListSearchResult) => r.results.map((x) => x.value);

export async function search(
	method: string,
	filter?: string,
	token?: string,
	key?: string,
): Promise<INodeListSearchResult> {
	return (await searchAgainst(sb, method, filter, token, { key })).result;
}

/** The list as the API itself answers it, read without the node (to compare ids, order and linkUrl). */
export async function raw(
	path: string,
): Promise<
	IDataObject & { data: IDataObject[]; hasMore: boolean; nextStartingAfter: string | null }
> {
	const res = await fetch(`${sb.url}${path}`, {
		headers: { Authorization: `Bearer ${sb.keys.readWrite}` },
	});
	const body = (await res.json()) as IDataObject & {
		data: IDataObject[];
		hasMore: boolean;
		nextStartingAfter: string | null;
	};
	sb.clearLog();
	return body;
}

/**
 * Follows the pagination token to the end; checks each request carried the previous token as startingAfter. For a
 * list Mayar serves one status at a time (`variants`: the status query of each, in order), the token is
 * "<status index>~<cursor>" and each request must carry that status's query and the cursor after the "~".
 */
export async function allPages(
	method: string,
	path: string,
	filter?: string,
	variants?: IDataObject[],
): Promise<INodeListSearchResult[]> {
	const pages: INodeListSearchResult[] = [];
	let token: string | undefined;
	do {
		sb.clearLog();
		const page = await search(method, filter, token);
		const sent = requestsTo(sb, path, 'GET');
		expect(sent.length).toBeGreaterThanOrEqual(1);
		if (variants) {
			const m = token === undefined ? null : /^(\d+)~(.*)$/.exec(token);
			if (token !== undefined) expect(m).not.toBeNull();
			const cursor = m && m[2] !== '' ? m[2] : undefined;
			expect(sent[0].query).toEqual({
				...variants[m ? Number(m[1]) : 0],
				limit: '50',
				...(cursor === undefined ? {} : { startingAfter: cursor }),
			});
		} else {
			expect(sent[0].query.startingAfter).toBe(token);
		}
		expect(sent[0].query.limit).toBe('50');
		pages.push(page);
		token = page.paginationToken;
		expect(pages.length).toBeLessThan(20);
	} while (token !== undefined);
	return pages;
}

/** The sizes of the pages of n records, 50 at a time (one empty page when there are none). */
export const pageSizes = (n: number) =>
	n === 0 ? [0] : Array.from({ length: Math.ceil(n / 50) }, (_, k) => Math.min(50, n - 50 * k));

/**
 * A list read one status at a time: the pages of each status in `statuses` order, each status newest first, 50 a
 * page; within a status the token is "<index>~<cursor>", at the end of one "<next index>~", after the last none.
 */
export function expectStatusPagesCover(
	pages: INodeListSearchResult[],
	rows: Row[],
	statuses: readonly string[],
) {
	const all = pages.flatMap(ids);
	expect(new Set(all).size).toBe(all.length);
	expect(all.length).toBe(rows.length);
	expect(all).toEqual(
		statuses.flatMap((st) => newestFirst(rows.filter((r) => r.status === st)).map((r) => r.id)),
	);
	const expected = statuses.flatMap((st, k) => {
		const mine = newestFirst(rows.filter((r) => r.status === st));
		const sizes = pageSizes(mine.length);
		return sizes.map((size, n) => ({
			size,
			token:
				n < sizes.length - 1
					? `${k}~${String(mine[50 * n + 49].createdAt)}`
					: k < statuses.length - 1
						? `${k + 1}~`
						: undefined,
		}));
	});
	expect(pages.map((p) => ({ size: p.results.length, token: p.paginationToken }))).toEqual(
		expected,
	);
}

/** Pages join up: no ID twice, and together they are the whole list, newest first. */
export function expectPagesCover(pages: INodeListSearchResult[], rows: Row[]) {
	const all = pages.flatMap(ids);
	expect(new Set(all).size).toBe(all.length);
	expect(all).toEqual(newestFirst(rows).map((r) => r.id));
	for (const page of pages.slice(0, -1)) expect(page.results).toHaveLength(50);
	expect(pages[pages.length - 1].paginationToken).toBeUndefined();
}

export const rupiahOf = (amount: unknown) => `Rp ${(amount as number).toLocaleString('id-ID')}`;
