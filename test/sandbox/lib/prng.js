'use strict';
/**
 * Seeded randomness. Everything the sandbox invents (ids, names, amounts, fault picks) comes from here so
 * that the same seed gives the same data and the same fault sequence on every run.
 */

/** mulberry32: a tiny 32-bit PRNG, plenty for test data. Returns floats in [0, 1). */
function mulberry32(seed) {
	let a = seed >>> 0;
	return function next() {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** A random source with the helpers the seeders need. */
function createRng(seed) {
	const next = mulberry32(seed);
	const rng = {
		next,
		/** Integer in [min, max], both ends included. */
		int(min, max) {
			return min + Math.floor(next() * (max - min + 1));
		},
		pick(list) {
			return list[Math.floor(next() * list.length)];
		},
		chance(p) {
			return next() < p;
		},
		hex(len) {
			let s = '';
			while (s.length < len) s += Math.floor(next() * 16).toString(16);
			return s;
		},
		/** A UUID v4-shaped id (version nibble 4, variant 8-b), so clients that check the shape accept it. */
		uuid() {
			const h = rng.hex(32).split('');
			h[12] = '4';
			h[16] = '89ab'[Math.floor(next() * 4)];
			const s = h.join('');
			return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
		},
		/** Base64url text of the given length (used for JWT-shaped API keys). */
		b64(len) {
			const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
			let s = '';
			for (let i = 0; i < len; i++) s += abc[Math.floor(next() * 64)];
			return s;
		},
		shuffle(list) {
			const a = list.slice();
			for (let i = a.length - 1; i > 0; i--) {
				const j = Math.floor(next() * (i + 1));
				[a[i], a[j]] = [a[j], a[i]];
			}
			return a;
		},
	};
	return rng;
}

module.exports = { createRng, mulberry32 };
