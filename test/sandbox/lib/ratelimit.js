'use strict';
/**
 * Sliding-window rate limit (Mayar answers 429 with Retry-After; the threshold is the sandbox's setting).
 * Only accepted requests count, so a client that backs off is not punished further.
 * Mayar publishes two figures: "20 requests per minute per IP address" (docs.mayar.id api-reference-v2/rate-limit)
 * and "50 requests per minute for each API key" (Mayar's mayar-v2 skill, references/api-sources.md); `by`
 * picks what is counted: 'ip' (the client's remote address, the default) or 'key' (the API key).
 */
const BY = ['ip', 'key'];

function checkBy(by) {
	if (!BY.includes(by)) throw new Error(`rateLimitBy must be 'ip' or 'key', got ${by}`);
	return by;
}

/** '::ffff:127.0.0.1' (an IPv4 client on a dual-stack socket) counts as '127.0.0.1'. */
function normalizeIp(ip) {
	const s = String(ip || '');
	return s.startsWith('::ffff:') && s.includes('.') ? s.slice(7) : s;
}

function createRateLimit({ perMinute = 0, windowMs = 60000, by = 'ip' } = {}) {
	const hits = new Map(); // counted key -> accepted request times, oldest first
	const state = {
		perMinute: Math.max(0, Number(perMinute) || 0),
		windowMs: Math.max(1, Number(windowMs) || 60000),
		by: checkBy(by),
	};
	let rejected = 0; // 429s this limit answered

	/** What a request is counted under: `who` is {ip, key}, or a string (counted as is). */
	function keyOf(who) {
		if (typeof who === 'string') return who;
		return state.by === 'ip' ? `ip:${normalizeIp(who && who.ip)}` : `key:${who && who.key}`;
	}

	/** Returns null when the request may go on (and counts it), or the Retry-After in whole seconds. */
	function take(who, now = Date.now()) {
		if (!state.perMinute) return null;
		const key = keyOf(who);
		const list = (hits.get(key) || []).filter((t) => t > now - state.windowMs);
		hits.set(key, list);
		if (list.length >= state.perMinute) {
			rejected += 1;
			return Math.max(1, Math.ceil((list[0] + state.windowMs - now) / 1000));
		}
		list.push(now);
		return null;
	}

	return {
		take,
		keyOf,
		/** set(n) or set(n, {by, windowMs}): a new limit starts with empty windows. */
		set(n, { by: newBy, windowMs: newWindow } = {}) {
			if (newBy !== undefined) state.by = checkBy(newBy);
			if (newWindow !== undefined) state.windowMs = Math.max(1, Number(newWindow) || 60000);
			state.perMinute = Math.max(0, Number(n) || 0);
			hits.clear();
		},
		get perMinute() {
			return state.perMinute;
		},
		get windowMs() {
			return state.windowMs;
		},
		get by() {
			return state.by;
		},
		get rejected() {
			return rejected;
		},
	};
}

module.exports = { createRateLimit, normalizeIp };
