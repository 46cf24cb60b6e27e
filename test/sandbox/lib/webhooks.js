'use strict';
/**
 * Webhook deliveries: a JSON POST of `{event, data}` to a URL over real HTTP. A non-2xx answer or a network
 * error is retried after each of `retryDelaysMs` (Mayar documents no policy; the sandbox's is an option).
 * Every attempt becomes a webhook-history row; `deliveries` keeps one entry per delivery with its attempts.
 */
const http = require('http');
const https = require('https');

const RESPONSE_KEEP = 2000; // characters of the receiver's answer kept in responsePayload

function createWebhooks(ctx, { retryDelaysMs = [200, 500, 1000], timeoutMs = 5000 } = {}) {
	const deliveries = [];
	const timers = new Set();
	const requests = new Set();
	const waiters = new Set();
	let closed = false;

	function later(ms, fn) {
		const t = setTimeout(() => {
			timers.delete(t);
			if (!closed) fn();
		}, ms);
		timers.add(t);
	}

	/** One HTTP POST; resolves {status, response, error}, never rejects. status is 0 on network errors. */
	function post(url, text, headers = {}) {
		return new Promise((resolve) => {
			let u;
			try {
				u = new URL(url);
			} catch {
				resolve({ status: 0, response: '', error: 'invalid URL' });
				return;
			}
			const lib = u.protocol === 'https:' ? https : http;
			const req = lib.request(u, {
				method: 'POST',
				agent: false,
				timeout: timeoutMs,
				headers: {
					'content-type': 'application/json',
					'user-agent': 'mayar-sandbox-webhook/1.0',
					'content-length': Buffer.byteLength(text),
					...headers,
				},
			});
			requests.add(req);
			const finish = (result) => {
				requests.delete(req);
				resolve(result);
			};
			req.on('response', (res) => {
				const chunks = [];
				res.on('data', (c) => chunks.push(c));
				res.on('end', () =>
					finish({
						status: res.statusCode,
						response: Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_KEEP),
					}),
				);
				res.on('error', (e) => finish({ status: res.statusCode, response: '', error: e.message }));
			});
			req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
			req.on('error', (e) => finish({ status: 0, response: '', error: e.message }));
			req.end(text);
		});
	}

	function notify() {
		for (const w of waiters) w();
	}

	function historyRow(d, result, nextDelivery) {
		const t = ctx.clock.now();
		ctx.store.webhookHistory.push({
			id: ctx.rng.uuid(),
			createdAt: t,
			updatedAt: t,
			nextDelivery,
			paymentLinkId: d.paymentLinkId,
			payload: JSON.stringify(d.body),
			status: result.status >= 200 && result.status < 300 ? 'SUCCESS' : 'FAILED',
			type: d.event,
			userId: ctx.store.account.id,
			paymentLinkTransactionId: d.paymentLinkTransactionId,
			urlDestination: d.url,
			responsePayload: result.error ? `Error: ${result.error}` : result.response,
			source: d.source,
		});
	}

	async function attempt(d) {
		const n = d.attempts.length;
		const started = Date.now();
		const result = await post(d.url, d.text, d.headers);
		if (closed) return;
		const okay = result.status >= 200 && result.status < 300;
		d.attempts.push({
			n: n + 1,
			at: started,
			status: result.status,
			error: result.error,
			response: result.response,
			durationMs: Date.now() - started,
		});
		const retry = !okay && d.retries && n < retryDelaysMs.length;
		if (d.history) historyRow(d, result, retry ? Date.now() + retryDelaysMs[n] : null);
		if (okay) d.status = 'delivered';
		else if (retry) later(retryDelaysMs[n], () => attempt(d));
		else d.status = 'failed';
		if (d.status !== 'pending') {
			d.settledAt = Date.now();
			d.resolve(result.status);
			notify();
		}
	}

	/**
	 * Queues a delivery. `body` is what is POSTed ({event, data}); options: url (default the account's
	 * urlHook), source (AUTOMATIC | MANUAL), retries (default true), history (record attempts, default true).
	 * Returns the delivery entry; `entry.done` resolves with the last HTTP status.
	 */
	function deliver(body, opts = {}) {
		const url = opts.url || ctx.store.account.urlHook;
		if (!url || closed) return null;
		let resolve;
		const done = new Promise((r) => (resolve = r));
		const d = {
			id: ctx.rng.uuid(),
			event: body && typeof body === 'object' ? body.event : undefined,
			url,
			body,
			text: opts.raw !== undefined ? String(opts.raw) : JSON.stringify(body),
			headers: opts.headers,
			source: opts.source || 'AUTOMATIC',
			paymentLinkId: opts.paymentLinkId || null,
			paymentLinkTransactionId: opts.paymentLinkTransactionId || null,
			retries: opts.retries !== false,
			history: opts.history !== false,
			forged: Boolean(opts.forged),
			status: 'pending',
			attempts: [],
			createdAt: Date.now(),
			done,
			resolve,
		};
		Object.defineProperty(d, 'resolve', { enumerable: false });
		Object.defineProperty(d, 'done', { enumerable: false });
		deliveries.push(d);
		attempt(d);
		return d;
	}

	/** Resolves with the settled deliveries once at least n have succeeded or finally failed. */
	function waitFor(n, timeoutMs = 5000) {
		return new Promise((resolve, reject) => {
			const settled = () => deliveries.filter((d) => d.status !== 'pending');
			const check = () => {
				const s = settled();
				if (s.length >= n) {
					cleanup();
					resolve(s);
				}
			};
			const timer = setTimeout(() => {
				cleanup();
				const s = settled();
				reject(
					new Error(
						`waitForDeliveries: ${s.length} of ${n} deliveries settled after ${timeoutMs} ms (${deliveries.length} started)`,
					),
				);
			}, timeoutMs);
			timers.add(timer);
			function cleanup() {
				clearTimeout(timer);
				timers.delete(timer);
				waiters.delete(check);
			}
			waiters.add(check);
			check();
		});
	}

	function close() {
		closed = true;
		for (const t of timers) clearTimeout(t);
		timers.clear();
		for (const r of requests) r.destroy();
		requests.clear();
		for (const d of deliveries) if (d.status === 'pending') d.resolve(0);
		waiters.clear();
	}

	return { deliver, waitFor, post, close, deliveries };
}

module.exports = { createWebhooks };
