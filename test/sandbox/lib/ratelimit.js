'use strict';
/**
 * Sliding-window rate limit per API key (Mayar answers 429 with Retry-After; the threshold is the
 * sandbox's setting). Only accepted requests count, so a client that backs off is not punished further.
 */
function createRateLimit({ perMinute = 0, windowMs = 60000 } = {}) {
	const hits = new Map(); // key -> accepted request times, oldest first
	const state = { perMinute, windowMs };

	/** Returns null when the request may go on (and counts it), or the Retry-After in whole seconds. */
	function take(key, now = Date.now()) {
		if (!state.perMinute) return null;
		const list = (hits.get(key) || []).filter((t) => t > now - state.windowMs);
		hits.set(key, list);
		if (list.length >= state.perMinute) {
			return Math.max(1, Math.ceil((list[0] + state.windowMs - now) / 1000));
		}
		list.push(now);
		return null;
	}

	return {
		take,
		set(n) {
			state.perMinute = Math.max(0, Number(n) || 0);
			hits.clear();
		},
		get perMinute() {
			return state.perMinute;
		},
	};
}

module.exports = { createRateLimit };
