import { sleep } from 'n8n-workflow';

/**
 * Caps requests in flight and requests per rolling minute, so a large batch runs at the allowed rate instead of
 * bouncing off 429s. One instance per node run: parallel executions do not share it (Mayar's limit is per
 * account or IP, so they do share the server's budget).
 */
export class RequestThrottle {
	private inFlight = 0;

	private readonly waiting: Array<() => void> = [];

	private readonly sent: number[] = [];

	constructor(
		private readonly perMinute: number,
		private readonly concurrency: number,
		private readonly windowMs = 60_000,
	) {}

	/** Resolves when a request may go out; call the returned function when its answer has arrived. */
	async acquire(): Promise<() => void> {
		if (this.inFlight >= Math.max(1, this.concurrency)) {
			await new Promise<void>((resolve) => this.waiting.push(resolve));
		} else {
			this.inFlight++;
		}
		if (this.perMinute > 0) {
			for (;;) {
				const now = Date.now();
				while (this.sent.length > 0 && now - this.sent[0] >= this.windowMs) this.sent.shift();
				if (this.sent.length < this.perMinute) break;
				await sleep(this.windowMs - (now - this.sent[0]) + 1);
			}
			this.sent.push(Date.now());
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
