'use strict';
/**
 * Fault injection, seeded and deterministic: with the same spec and the same sequence of requests the same
 * requests fail the same way. Spec: { seed, rate (0..1), modes: ['429','500','502','503','reset-before',
 * 'reset-after','non-json','latency'], methods?, paths? (RegExp), sequence? (modes, or null for "no fault",
 * used for the next matching requests before rate applies), max? (stop after this many faults),
 * latencyMs? (for the latency mode, default 3000), misrouteTo? (a path, for the misroute mode) }.
 *
 * 'misroute' is not Mayar's behaviour but something between the client and Mayar: a proxy that forwards the
 * request to another path, or a cache that answers it with another record, so the answer is Mayar's true
 * answer for `misrouteTo`, not for the path asked. It is never picked at random (it needs misrouteTo): name it
 * in modes or sequence.
 */
const { createRng } = require('./prng');

const MODES = ['429', '500', '502', '503', 'reset-before', 'reset-after', 'non-json', 'latency'];
const NAMED_ONLY = ['misroute'];

function createFaults() {
	let spec = null;
	let rng = null;
	let sequence = [];
	let injected = 0;
	const counts = {};

	function set(next) {
		if (!next) return clear();
		const modes = next.modes || MODES;
		for (const m of modes.concat((next.sequence || []).filter(Boolean))) {
			if (!MODES.includes(m) && !NAMED_ONLY.includes(m))
				throw new Error(
					`unknown fault mode ${m}; use one of ${MODES.concat(NAMED_ONLY).join(', ')}`,
				);
			if (m === 'misroute' && typeof next.misrouteTo !== 'string')
				throw new Error('the misroute fault needs misrouteTo (the path it answers for)');
		}
		spec = { rate: 0, ...next, modes };
		rng = createRng(next.seed === undefined ? 1 : next.seed);
		sequence = (next.sequence || []).slice();
		injected = 0;
		for (const k of Object.keys(counts)) delete counts[k];
	}

	function clear() {
		spec = null;
		sequence = [];
	}

	function applies(method, path) {
		if (spec.methods && !spec.methods.map((m) => m.toUpperCase()).includes(method)) return false;
		if (spec.paths && !spec.paths.test(path)) return false;
		return true;
	}

	/** The fault for this request, or null. Only matching requests consume randomness. */
	function pick(method, path) {
		if (!spec || !applies(method, path)) return null;
		if (spec.max !== undefined && injected >= spec.max) return null;
		let mode = null;
		if (sequence.length) mode = sequence.shift();
		else if (rng.next() < spec.rate) mode = spec.modes[Math.floor(rng.next() * spec.modes.length)];
		if (!mode) return null;
		injected += 1;
		counts[mode] = (counts[mode] || 0) + 1;
		return mode;
	}

	return {
		set,
		clear,
		pick,
		counts,
		get latencyMs() {
			return (spec && spec.latencyMs) || 3000;
		},
		get misrouteTo() {
			return spec && spec.misrouteTo;
		},
	};
}

module.exports = { createFaults, MODES };
