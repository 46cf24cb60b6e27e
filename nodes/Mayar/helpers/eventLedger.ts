import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import { exclusive } from './exclusive';

/**
 * Which trigger events a workflow has finished with, kept by Pass Once and Mark Done in n8n's own store (the one
 * Remove Duplicates uses), shared by the workflow's steps ('workflow' scope). Per event key, two entries:
 *  - `pending:<key>`, recorded at each pass, removed by Mark Done once the fulfilment finished;
 *  - `seen:<key>`, recorded with the first pass (in the same write), never removed.
 * Seen and not pending: done. Seen and pending: passed, never marked done, because its execution failed, still
 * runs, or died with n8n (SIGKILL, OOM). Which, only this process knows (`inFlight`, which a crash empties).
 * Every write leaves a crash on the safe side: the worst a crash between two writes does is pass an event again.
 */
const PENDING = 'pending:';
const SEEN = 'seen:';

/**
 * Module state, per n8n process, by workflow and event key: the events an execution here passed and has not marked
 * done (-> when), and the events known done (so that the many repeats of a done payment, webhook, poll and second
 * offer, cost no write to n8n's store; done is for good, so this can only drop what the store would drop too).
 */
const inFlight = new Map<string, number>();
const knownDone = new Map<string, true>();
const KNOWN_DONE_MAX = 10000;

function rememberDone(id: string): void {
	knownDone.delete(id);
	knownDone.set(id, true);
	if (knownDone.size > KNOWN_DONE_MAX) knownDone.delete(knownDone.keys().next().value as string);
}

/**
 * n8n's store refused a write and recorded nothing: two n8n processes made the workflow's first record at the same
 * moment (the second insert meets the row's unique key), or SQLite was busy. The step is simply made again.
 */
const STORE_CONFLICT = /unique constraint|duplicate key|SQLITE_BUSY|database is locked/i;
// 0.1 s doubling, about 13 s in all: a busy database is waited out rather than failing the payment's execution.
const STORE_ATTEMPTS = 8;

export type PassVerdict = 'new' | 'again' | 'inFlight' | 'done';

interface Step {
	ctx: IExecuteFunctions;
	itemIndex: number;
	key: string;
}

async function withStore<T>({ ctx, itemIndex }: Step, write: () => Promise<T>): Promise<T> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await write();
		} catch (error) {
			const message = String((error as Error).message);
			if (attempt >= STORE_ATTEMPTS || !STORE_CONFLICT.test(message)) {
				throw new NodeOperationError(ctx.getNode(), error as Error, {
					itemIndex,
					description:
						"n8n's record of the events already passed on could not be read or written, so nothing was decided for this item. Run the execution again once n8n's database answers.",
				});
			}
			await sleep(50 * 2 ** attempt);
		}
	}
}

/** Claims of executions that failed without Mark Done are dropped once they no longer count. */
function forgetOlderThan(limitMs: number): void {
	if (inFlight.size < 1000) return;
	const now = Date.now();
	for (const [id, since] of inFlight) if (now - since >= limitMs) inFlight.delete(id);
}

const ledgerId = (ctx: IExecuteFunctions) => `ledger:${ctx.getWorkflow().id ?? ''}`;

/**
 * Pass Once's decision for one event, made one at a time per workflow in this process: 'new' (never passed),
 * 'again' (passed before and never marked done, and not running here: its execution failed or n8n died while it
 * ran), 'inFlight' (an execution here is fulfilling it, for less than `limitMs`) or 'done' (marked done).
 */
export async function pass(
	step: Step,
	options: { historySize: number; limitMs: number },
): Promise<PassVerdict> {
	const { ctx, key } = step;
	const ledger = ledgerId(ctx);
	const id = `${ledger}|${key}`;
	return await exclusive(ledger, async () => {
		if (knownDone.has(id)) return 'done';
		const since = inFlight.get(id);
		if (since !== undefined && Date.now() - since < options.limitMs) return 'inFlight';
		const store = { mode: 'entries' as const, maxEntries: options.historySize * 2 };
		// One write records both: a crash cannot leave an event seen and not pending before its fulfilment ran.
		const checked = await withStore(step, async () => {
			return await ctx.helpers.checkProcessedAndRecord(
				[SEEN + key, PENDING + key],
				'workflow',
				store,
			);
		});
		const wasPending = checked.processed.includes(PENDING + key);
		const wasSeen = checked.processed.includes(SEEN + key);
		if (wasSeen && !wasPending) {
			// Done: take back the pending entry just written. A crash before this leaves it, and the event is
			// passed again later: a repeat, never a loss.
			await withStore(step, async () => {
				await ctx.helpers.removeProcessed([PENDING + key], 'workflow', store);
			});
			rememberDone(id);
			return 'done';
		}
		if (wasPending && !wasSeen) {
			// History Size forgot the seen entry of an event still pending: the one just written would stand after
			// the older pending one, and forgetting that first would make the event read as done. The pending entry
			// alone keeps it passing again.
			await withStore(step, async () => {
				await ctx.helpers.removeProcessed([SEEN + key], 'workflow', store);
			});
		}
		forgetOlderThan(options.limitMs);
		inFlight.set(id, Date.now());
		return wasPending ? 'again' : 'new';
	});
}

/** Mark Done: the event's fulfilment finished; later deliveries and polls of it are dropped. */
export async function markDone(step: Step): Promise<void> {
	const { ctx, key } = step;
	const ledger = ledgerId(ctx);
	await exclusive(ledger, async () => {
		await withStore(step, async () => {
			await ctx.helpers.removeProcessed([PENDING + key], 'workflow', { mode: 'entries' });
		});
		inFlight.delete(`${ledger}|${key}`);
		rememberDone(`${ledger}|${key}`);
	});
}

/** The node's type name, as n8n spells it in a workflow (any package prefix). */
const isMayarStep = (type: string) => /(^|\.)mayar$/.test(type);

/** Names of the Mayar steps with `operation` after (direction 'child') or before ('parent') this node. */
export function stepsAround(
	ctx: IExecuteFunctions,
	direction: 'child' | 'parent',
	operation: string,
): string[] {
	const name = ctx.getNode().name;
	const nodes =
		direction === 'child'
			? ctx.getChildNodes(name, { includeNodeParameters: true })
			: ctx.getParentNodes(name, { includeNodeParameters: true });
	return nodes
		.filter(
			(n) =>
				!n.disabled &&
				isMayarStep(n.type) &&
				n.parameters?.resource === 'triggerEvent' &&
				n.parameters?.operation === operation,
		)
		.map((n) => n.name);
}

/** The Mayar Polling Triggers before this node that offer records again, with their Offer Again After (minutes). */
export function offersAgainBefore(
	ctx: IExecuteFunctions,
): Array<{ name: string; minutes: number }> {
	return ctx
		.getParentNodes(ctx.getNode().name, { includeNodeParameters: true })
		.filter((n) => !n.disabled && /(^|\.)mayarPollingTrigger$/.test(n.type))
		.map((n) => ({
			name: n.name,
			minutes: Number(
				(n.parameters?.options as { offerAgainMinutes?: unknown })?.offerAgainMinutes ?? 0,
			),
		}))
		.filter((n) => n.minutes > 0);
}
