import { sleep } from 'n8n-workflow';

export interface ThrottleOptions {
	/** Length of the rate window in ms (default RequestThrottle.defaultWindowMs, one minute). */
	windowMs?: number;
}

/**
 * Caps requests in flight and keeps a sliding-window rate limit: a request leaves at once while fewer than R
 * requests went out in the last window (one minute), and waits only when R did. So a few requests (a Get Many of
 * 3 pages at 20/min) never wait, and a large batch runs at Mayar's limit instead of bouncing off 429s.
 *
 * A request counts from the moment it leaves until one window after its answer arrived. It reached Mayar
 * somewhere in between, so Mayar's own window (counted on arrival) never sees more than R either, whatever
 * the latency. One instance per node run: parallel executions do not share it, though they share Mayar's limit.
 */
export class RequestThrottle {
	/** The window of instances made without `windowMs`. One minute; tests shorten it. */
	static defaultWindowMs = 60_000;

	private inFlight = 0;

	private readonly waiting: Array<() => void> = [];

	private readonly windowMs: number;

	/** Requests counted in the window whose answer has not arrived yet. */
	private rateHeld = 0;

	/** When each answered request of the window stops counting, oldest first. */
	private readonly expiries: number[] = [];

	/** Requests pass the rate check one at a time, in the order they asked. */
	private rateTurn: Promise<void> = Promise.resolve();

	private wakeOnAnswer?: () => void;

	constructor(
		private readonly perMinute: number,
		private readonly concurrency: number,
		options: ThrottleOptions = {},
	) {
		this.windowMs = Math.max(1, options.windowMs ?? RequestThrottle.defaultWindowMs);
	}

	/** Resolves when a request may go out; call the returned function when its answer has arrived. */
	async acquire(): Promise<() => void> {
		if (this.inFlight >= Math.max(1, this.concurrency)) {
			await new Promise<void>((resolve) => this.waiting.push(resolve));
		} else {
			this.inFlight++;
		}
		const rated = this.perMinute > 0;
		if (rated) {
			const turn = this.rateTurn.then(async () => await this.waitForRoom());
			this.rateTurn = turn;
			await turn;
		}
		let released = false;
		return () => {
			if (released) return;
			released = true;
			if (rated) {
				this.rateHeld--;
				this.expiries.push(Date.now() + this.windowMs);
				const wake = this.wakeOnAnswer;
				this.wakeOnAnswer = undefined;
				wake?.();
			}
			const next = this.waiting.shift();
			if (next) next();
			else this.inFlight--;
		};
	}

	/** Waits until fewer than R requests count in the window, then counts this one. */
	private async waitForRoom(): Promise<void> {
		for (;;) {
			const now = Date.now();
			while (this.expiries.length > 0 && this.expiries[0] <= now) this.expiries.shift();
			if (this.rateHeld + this.expiries.length < this.perMinute) {
				this.rateHeld++;
				return;
			}
			if (this.expiries.length > 0) {
				await sleep(Math.max(1, this.expiries[0] - now));
			} else {
				// All R are still waiting for their answers (R at most Requests in Flight): wait for one.
				await new Promise<void>((resolve) => (this.wakeOnAnswer = resolve));
			}
		}
	}
}
