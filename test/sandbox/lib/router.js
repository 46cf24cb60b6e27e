'use strict';
/**
 * A small path router. Patterns use `:name` segments. When several patterns match a path, the one with a
 * static segment earliest wins (`/products/payment-link/create` beats `/products/:id/:action`), so route
 * files can be loaded in any order.
 */

function compile(pattern) {
	const segments = pattern.split('/').filter(Boolean);
	return segments.map((s) => (s.startsWith(':') ? { param: s.slice(1) } : { literal: s }));
}

/** Lower is more specific: a static segment scores 0, a parameter 1, read left to right. */
function rank(segments) {
	return segments.map((s) => (s.literal !== undefined ? '0' : '1')).join('');
}

function createRouter() {
	const routes = [];

	/** `opts.public`: served without an API key (files Mayar links to, such as QR images). */
	function add(method, pattern, handler, opts = {}) {
		const segments = compile(pattern);
		routes.push({
			method,
			pattern,
			segments,
			rank: rank(segments),
			handler,
			public: opts.public === true,
		});
	}

	/** Finds the handler for a method and path; `pathExists` tells a wrong method from an unknown path. */
	function match(method, path) {
		const parts = path
			.split('/')
			.filter((p, i, all) => !(p === '' && (i === 0 || i === all.length - 1)));
		let best = null;
		let pathExists = false;
		for (const route of routes) {
			if (route.segments.length !== parts.length) continue;
			const params = {};
			let ok = true;
			for (let i = 0; i < parts.length && ok; i++) {
				const seg = route.segments[i];
				let value;
				try {
					value = decodeURIComponent(parts[i]);
				} catch {
					value = parts[i];
				}
				if (value === '') ok = false;
				else if (seg.literal !== undefined) ok = seg.literal === parts[i];
				else params[seg.param] = value;
			}
			if (!ok) continue;
			pathExists = true;
			if (route.method !== method) continue;
			if (!best || route.rank < best.route.rank) best = { route, params };
		}
		return best
			? {
					handler: best.route.handler,
					params: best.params,
					pattern: best.route.pattern,
					public: best.route.public,
				}
			: { pathExists };
	}

	return {
		get: (pattern, handler, opts) => add('GET', pattern, handler, opts),
		post: (pattern, handler, opts) => add('POST', pattern, handler, opts),
		match,
		routes,
	};
}

module.exports = { createRouter };
