import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { epochMs, isUuid } from '../helpers/values';
import { mayarApiRequestAllItems, type MayarRequest } from '../transport';
import { eventItem } from '../trigger/item';
import { POLL_EVENTS, type PollEvent } from './events';
import { advance, isNew, type Mark, markAtNewest, readMark } from './mark';

/** Offer Again After's bound: a day of poll times in the trail at the most. */
export const MAX_AGAIN_MINUTES = 1440;

/** A poll still marked as running after this long is taken as gone (n8n stopped while it ran). */
const STALE_POLL_MS = 60 * 60_000;

interface Listed {
	row: IDataObject;
	at: number;
	key: string;
}

interface Settings {
	def: PollEvent;
	request: MayarRequest;
	scope: string;
	/** ISO date of a one-time backfill, '' when none. */
	startFrom: string;
	startMs?: number;
	/** Offer Again After, in ms; 0: never. */
	againMs: number;
}

/** Every parameter is checked here, before any request. */
function readSettings(ctx: IPollFunctions): Settings {
	const event = String(ctx.getNodeParameter('event', 'payment.received'));
	const def = POLL_EVENTS[event];
	if (!def)
		throw new NodeOperationError(ctx.getNode(), `Event "${event}" is not one this node polls`);
	const request: MayarRequest = { method: 'GET', path: def.path };
	let scope = def.event;
	if (def.needsProduct) {
		const productId = String(
			ctx.getNodeParameter('productId', '', { extractValue: true }) ?? '',
		).trim();
		if (!isUuid(productId)) {
			throw new NodeOperationError(
				ctx.getNode(),
				`Membership Product must be a Mayar ID (a UUID), not "${productId}"`,
				{ description: 'Pick the membership product from the list, or give its ID.' },
			);
		}
		request.qs = { productId: productId.toLowerCase() };
		scope = `${def.event}:${productId.toLowerCase()}`;
	}
	const options = ctx.getNodeParameter('options', {}) as IDataObject;
	const startFrom = String(options.startFrom ?? '').trim();
	let startMs: number | undefined;
	if (startFrom !== '') {
		startMs = Date.parse(startFrom);
		if (!Number.isFinite(startMs)) {
			throw new NodeOperationError(ctx.getNode(), `Start From must be a date, not "${startFrom}"`, {
				description: 'Give a date such as 2026-11-01T00:00:00Z, or remove the option.',
			});
		}
	}
	const againMinutes = options.offerAgainMinutes ?? 0;
	if (
		typeof againMinutes !== 'number' ||
		!Number.isInteger(againMinutes) ||
		againMinutes < 0 ||
		againMinutes > MAX_AGAIN_MINUTES
	) {
		throw new NodeOperationError(
			ctx.getNode(),
			`Offer Again After must be a whole number of minutes from 0 to ${MAX_AGAIN_MINUTES}, not "${String(againMinutes)}"`,
		);
	}
	return { def, request, scope, startFrom, startMs, againMs: againMinutes * 60_000 };
}

function listed(ctx: IPollFunctions, def: PollEvent, rows: IDataObject[]): Listed[] {
	return rows.map((row) => {
		const at = epochMs(row.createdAt);
		const key = def.keyOf(row);
		if (at === undefined || key === undefined) {
			// Without a time or an ID a record cannot be placed against the mark; skipping it could lose it.
			throw new NodeOperationError(
				ctx.getNode(),
				`Mayar listed a record without ${at === undefined ? 'a readable createdAt' : 'an ID'} (${def.path})`,
				{ description: 'Nothing was emitted and the next poll reads the same records again.' },
			);
		}
		return { row, at, key };
	});
}

function toItems(ctx: IPollFunctions, def: PollEvent, records: Listed[]): INodeExecutionData[] {
	const items: INodeExecutionData[] = [];
	for (const r of records) {
		const refused = def.refuse?.(r.row);
		if (refused !== undefined) {
			ctx.logger.warn(
				`Mayar Polling Trigger "${ctx.getNode().name}": did not emit ${def.event} for the ${def.path} record ${r.key}: ${refused}.`,
			);
			continue;
		}
		// Read from Mayar's own list with the API key: nothing here comes from an unsigned delivery.
		items.push({ json: eventItem(def.event, def.shape(r.row), { confirmed: true }) });
	}
	return items;
}

/** The newest page only: what a first publish and a manual test read. */
async function newestPage(ctx: IPollFunctions, s: Settings, limit: number): Promise<Listed[]> {
	const rows = await mayarApiRequestAllItems(ctx, s.request, { returnAll: false, limit });
	return listed(ctx, s.def, rows);
}

/** Follows the cursor, newest first, until a page reaches records older than `back` (or the list ends). */
async function listBackTo(ctx: IPollFunctions, s: Settings, back: number): Promise<Listed[]> {
	const rows = await mayarApiRequestAllItems(ctx, s.request, {
		returnAll: true,
		pageSize: s.def.pageSize,
		stopAfterPage: (page) => page.some((row) => (epochMs(row.createdAt) ?? Infinity) < back),
	});
	return listed(ctx, s.def, rows);
}

/** The records new against `mark` (and at or before `upTo`), oldest first, each once. */
function newAgainst(records: Listed[], mark: Mark, upTo = Infinity): Listed[] {
	const fresh: Listed[] = [];
	const seen = new Set<string>();
	for (const r of records) {
		if (r.at > upTo || !isNew(mark, r.at, r.key) || seen.has(r.key)) continue;
		seen.add(r.key);
		fresh.push(r);
	}
	// Oldest first, in the order things happened; equal times keep the list's order, reversed.
	return fresh.reverse().sort((a, b) => a.at - b.at);
}

/**
 * One poll. Manual test: the newest record, nothing stored. First publish: the mark is set at the newest
 * record and nothing is emitted (or, with Start From, the mark starts at that date once). Then each poll emits
 * what is newer than the mark and moves the mark only after the whole walk succeeded: a failure part-way
 * throws, the mark stays, and the next poll reads the same records again.
 */
export async function pollMayar(ctx: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const s = readSettings(ctx);

	if (ctx.getMode() === 'manual') {
		const items = toItems(ctx, s.def, (await newestPage(ctx, s, 1)).slice(0, 1));
		return items.length > 0 ? [items] : null;
	}

	const staticData = ctx.getWorkflowStaticData('node');
	let mark = readMark(staticData, s.scope);
	const backfill = s.startMs !== undefined && staticData.backfillFrom !== s.startFrom;
	if (backfill) {
		// Offer Again After goes on for what was emitted before: its second mark stays where it was.
		mark = { scope: s.scope, at: (s.startMs as number) - 1, keys: [] };
	} else if (mark === undefined) {
		staticData.mark = markAtNewest(s.scope, await newestPage(ctx, s, s.def.pageSize));
		delete staticData.again;
		return null;
	}

	// n8n starts the next scheduled poll even while this one still reads a long backlog at the rate limit; both
	// would start from the same mark and emit the same records.
	const running = staticData.pollStartedAt;
	if (typeof running === 'number' && Date.now() - running < STALE_POLL_MS) return null;
	staticData.pollStartedAt = Date.now();
	try {
		const again = s.againMs > 0 ? offerAgain(staticData, mark as Mark, s.againMs) : undefined;
		const records = await listBackTo(ctx, s, again ? again.from.at : (mark as Mark).at);
		const fresh = newAgainst(records, mark as Mark);
		const freshKeys = new Set(fresh.map((r) => r.key));
		const repeats = again
			? newAgainst(records, again.from, again.upTo).filter((r) => !freshKeys.has(r.key))
			: [];
		if (backfill) staticData.backfillFrom = s.startFrom;
		staticData.mark = advance(mark as Mark, fresh);
		if (s.againMs > 0)
			keepTrail(staticData, mark as Mark, staticData.mark as Mark, again, repeats, s.againMs);
		else delete staticData.again;
		const items = toItems(ctx, s.def, [...fresh, ...repeats]);
		return items.length > 0 ? [items] : null;
	} finally {
		delete staticData.pollStartedAt;
	}
}

/**
 * Offer Again: a second mark that follows the first `againMs` behind, in poll time. `again.trail` keeps when each
 * poll moved the first mark and to where; the records the first mark had passed `againMs` ago (and the second
 * mark not yet) are emitted once more, for Pass Once to pass again what no Mark Done followed (its execution
 * failed, or died with n8n). Returns undefined when nothing is due.
 */
interface Again extends IDataObject {
	mark: Mark;
	/** [poll time, where the first mark stood after it], oldest first. */
	trail: Array<[number, number]>;
}

function readAgain(staticData: IDataObject, first: Mark): Again {
	const again = staticData.again as Again | undefined;
	const mark = again && readMark(again, first.scope);
	if (!again || !mark || !Array.isArray(again.trail)) {
		// From now on: records the first mark already passed are not offered again.
		return { mark: { ...first, keys: [...first.keys] }, trail: [] };
	}
	return { mark, trail: again.trail };
}

function offerAgain(
	staticData: IDataObject,
	first: Mark,
	againMs: number,
): { from: Mark; upTo: number; dueBy: number } | undefined {
	const again = readAgain(staticData, first);
	const dueBy = Date.now() - againMs;
	const due = again.trail.filter(([at]) => at <= dueBy);
	if (due.length === 0) return undefined;
	const upTo = Math.max(...due.map(([, to]) => to));
	return upTo >= again.mark.at ? { from: again.mark, upTo, dueBy } : undefined;
}

function keepTrail(
	staticData: IDataObject,
	before: Mark,
	after: Mark,
	due: { from: Mark; upTo: number; dueBy: number } | undefined,
	repeats: Listed[],
	againMs: number,
): void {
	const again = readAgain(staticData, before);
	if (due) {
		const moved = advance(due.from, repeats);
		// Nothing listed up to where it is due: the second mark still moves there.
		again.mark = moved.at < due.upTo ? { scope: moved.scope, at: due.upTo, keys: [] } : moved;
		again.trail = again.trail.filter(([at]) => at > due.dueBy);
	}
	// Polls that moved nothing for longer than Offer Again After leave no trail behind (it stays small).
	again.trail = again.trail.filter(([at]) => at > Date.now() - 2 * againMs);
	if (after.at !== before.at || after.keys.length !== before.keys.length)
		again.trail.push([Date.now(), after.at]);
	staticData.again = again;
}
