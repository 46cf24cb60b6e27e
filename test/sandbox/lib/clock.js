'use strict';
/**
 * Hands out createdAt timestamps that are unique across the whole store and strictly increasing for new
 * records. The list cursor is a createdAt (Unix ms as a string, per Mayar's docs), so uniqueness keeps it
 * unambiguous; the set of issued values lets the paginator refuse cursors it never gave out.
 */
function createClock() {
	const issued = new Set();
	let last = 0;
	return {
		issued,
		/** A timestamp for a record created now: never equal to or older than any earlier one. */
		now() {
			const t = Math.max(Date.now(), last + 1);
			last = t;
			issued.add(t);
			return t;
		},
		/** A timestamp at or just before `t` that no other record holds (seeding back-dated records). */
		claim(t) {
			let v = Math.floor(t);
			while (issued.has(v)) v -= 1;
			issued.add(v);
			if (v > last) last = v;
			return v;
		},
		isIssued(t) {
			return issued.has(t);
		},
	};
}

module.exports = { createClock };
