import { createHash } from 'node:crypto';
import { sleep } from 'n8n-workflow';

/** Called when the answer is in: from then, the request counts in the window for one more window. */
export type Release = () => void;

interface Waiter {
	deadline: number;
	grant: (release: Release | undefined) => void;
}

const noop: Release = () => {};

/**
 * Mayar's rate limit for one account, shared by everything in this n8n process that calls it: every execution
 * and item, the Mayar Trigger's confirmation, every poll and list search. Requests take turns in arrival order.
 *
 * Sliding window: a request leaves at once while fewer than `limit` requests count in the window, and counts
 * from the moment it leaves until one window after its answer arrived. It reached Mayar somewhere in between, so
 * Mayar's own window (counted on arrival) never sees more than `limit` from this process, whatever the latency.
 * A Retry-After from Mayar pauses the whole budget. A request that cannot get a turn before its deadline is
 * told so (undefined), without being sent: at once when the next free turn is later, at its deadline when every
 * turn is held by requests still waiting for their answers.
 *
 * Several n8n processes (queue mode: main, workers, webhook processes) each keep a budget of their own and cannot
 * see each other's: the credential says how many use the key, and each keeps its share of Mayar's limit. A 429 from
 * Mayar all the same means the shares overlap (more processes than said, another app on the key or the IP): the
 * budget then halves what it sends per window and wins it back a fifth of its share per quiet window, on top of
 * the Retry-After pause.
 */
export class RateBudget {
	/** What this process may send per window now: its share, or less after a 429. */
	private limit = 0;

	/** This process's share of Mayar's limit (the credential's limit divided by its processes). */
	private share = 0;

	/** When a 429 last halved the limit. */
	private slowedAt = -Infinity;

	/** Recovery counts whole quiet windows from here. */
	private recoveredAt = 0;

	private windowMs = 60_000;

	/** Requests that left and whose answer has not arrived. */
	private held = 0;

	/** When each answered request stops counting, oldest first. */
	private readonly expiries: number[] = [];

	private pausedUntil = 0;

	private readonly queue: Waiter[] = [];

	private pumping = false;

	private wake?: () => void;

	constructor(limit: number, windowMs: number, processes = 1) {
		this.configure(limit, windowMs, processes);
	}

	/**
	 * The credential's figures: Mayar's limit per window and how many n8n processes use the key (this one keeps
	 * limit / processes, at least 1); limit 0 turns the window off (pauses from Mayar still apply).
	 */
	configure(limit: number, windowMs: number, processes = 1): void {
		const total = Number.isFinite(limit) && limit > 0 ? Math.floor(limit) : 0;
		const count = Number.isFinite(processes) && processes >= 1 ? Math.floor(processes) : 1;
		const share = total === 0 ? 0 : Math.max(1, Math.floor(total / count));
		this.windowMs = Number.isFinite(windowMs) && windowMs > 0 ? windowMs : 60_000;
		if (share !== this.share) {
			this.share = share;
			this.limit = share;
			this.recoveredAt = Date.now();
		}
	}

	get figures(): { limit: number; windowMs: number; share: number } {
		return { limit: this.limit, windowMs: this.windowMs, share: this.share };
	}

	/**
	 * Mayar refused a request for its rate limit although this process kept its share: send half as much per window
	 * (at least 1) until quiet windows win it back. Several 429s of one burst halve it once per window.
	 */
	slowDown(now = Date.now()): void {
		if (this.share === 0) return;
		this.recover(now);
		if (now - this.slowedAt < this.windowMs) return;
		this.limit = Math.max(1, Math.floor(this.limit / 2));
		this.slowedAt = now;
		// Quiet windows count from the end of Mayar's pause, not while it holds everyone back.
		this.recoveredAt = Math.max(now, this.pausedUntil);
	}

	/** A fifth of the share back per whole window without a 429 (after Mayar's pause), up to the share. */
	private recover(now: number): void {
		if (this.limit >= this.share) return;
		const windows = Math.floor((now - this.recoveredAt) / this.windowMs);
		if (windows < 1) return;
		const step = Math.max(1, Math.round(this.share / 5));
		this.limit = Math.min(this.share, this.limit + windows * step);
		this.recoveredAt += windows * this.windowMs;
	}

	/** Resolves with a release when the request may leave, or undefined when it cannot before `deadline`. */
	async acquire(deadline: number): Promise<Release | undefined> {
		const now = Date.now();
		const at = this.readyAt(now);
		if (this.queue.length === 0 && at <= now) return this.take();
		// Turns go in order: nobody behind the queue leaves before `at`.
		if (at !== Infinity && deadline < at) return undefined;
		return await new Promise<Release | undefined>((grant) => {
			this.queue.push({ deadline, grant });
			void this.pump();
		});
	}

	/** Mayar said 429 with Retry-After: nobody leaves before `until`. */
	pauseUntil(until: number): void {
		if (until <= this.pausedUntil) return;
		this.pausedUntil = until;
		this.wake?.();
	}

	/** When the next request may leave: now, a later time, or Infinity (when an answer arrives). */
	private readyAt(now: number): number {
		this.recover(now);
		while (this.expiries.length > 0 && this.expiries[0] <= now) this.expiries.shift();
		const at = Math.max(now, this.pausedUntil);
		if (this.limit === 0) return at;
		const excess = this.held + this.expiries.length - this.limit;
		if (excess < 0) return at;
		// Room comes back when excess + 1 of the answered requests stop counting; if too few have answered, later.
		return excess < this.expiries.length ? Math.max(at, this.expiries[excess]) : Infinity;
	}

	private take(): Release {
		if (this.limit === 0) return noop;
		this.held++;
		let released = false;
		return () => {
			if (released) return;
			released = true;
			this.held--;
			this.expiries.push(Date.now() + this.windowMs);
			this.wake?.();
		};
	}

	/** One loop per budget hands out turns while anyone waits; it sleeps at most one window at a time. */
	private async pump(): Promise<void> {
		if (this.pumping) return;
		this.pumping = true;
		try {
			while (this.queue.length > 0) {
				const now = Date.now();
				const at = this.readyAt(now);
				if (at <= now) {
					(this.queue.shift() as Waiter).grant(this.take());
					continue;
				}
				const bound = at === Infinity ? now : at;
				for (let i = this.queue.length - 1; i >= 0; i--) {
					if (this.queue[i].deadline < bound) this.queue.splice(i, 1)[0].grant(undefined);
				}
				if (this.queue.length === 0) break;
				let until = Math.min(at, now + this.windowMs);
				for (const w of this.queue) until = Math.min(until, w.deadline + 1);
				await new Promise<void>((resolve) => {
					this.wake = resolve;
					void sleep(Math.max(1, until - now)).then(resolve);
				});
				this.wake = undefined;
			}
		} finally {
			this.pumping = false;
		}
	}
}

// Module state: n8n loads the node's code once per process, so this map is shared by every execution, trigger
// and poll of that process (README, "Limits and performance"). Keyed by a digest, so the key itself is not kept.
const budgets = new Map<string, RateBudget>();

/** The budget of one Mayar account (base URL + API key) in this process, set to the credential's figures. */
export function budgetFor(
	baseUrl: string,
	apiKey: string,
	limit: number,
	windowMs: number,
	processes = 1,
): RateBudget {
	const id = createHash('sha256').update(`${baseUrl}\n${apiKey}`).digest('hex');
	let budget = budgets.get(id);
	if (budget) budget.configure(limit, windowMs, processes);
	else {
		budget = new RateBudget(limit, windowMs, processes);
		budgets.set(id, budget);
	}
	return budget;
}
