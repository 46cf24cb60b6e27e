import { sleep } from 'n8n-workflow';

/**
 * Caps requests in flight and paces requests evenly at the allowed rate (one every 60/R seconds), so a large
 * batch runs at Mayar's limit instead of bouncing off 429s: in any minute at most R requests leave. One
 * instance per node run: parallel executions do not share it, though they share Mayar's limit.
 */
export class RequestThrottle {
	private inFlight = 0;

	private readonly waiting: Array<() => void> = [];

	private nextSlot = 0;

	constructor(
		private readonly perMinute: number,
		private readonly concurrency: number,
	) {}

	/** Resolves when a request may go out; call the returned function when its answer has arrived. */
	async acquire(): Promise<() => void> {
		if (this.inFlight >= Math.max(1, this.concurrency)) {
			await new Promise<void>((resolve) => this.waiting.push(resolve));
		} else {
			this.inFlight++;
		}
		if (this.perMinute > 0) {
			const interval = 60_000 / this.perMinute;
			const now = Date.now();
			const slot = Math.max(now, this.nextSlot);
			this.nextSlot = slot + interval;
			if (slot > now) await sleep(slot - now);
		}
		let released = false;
		return () => {
			if (released) return;
			released = true;
			const next = this.waiting.shift();
			if (next) next();
			else this.inFlight--;
		};
	}
}
