'use strict';
/**
 * What differs between the outputs of the sandbox's two profiles ('spec', the contract; 'live', as Mayar was recorded
 * answering, test/contract/live.js), field by field, for the output schemas (./build.js): a field one profile's
 * outputs lack is not required, and its description says when it is present.
 *
 * A difference counts only where a recorded live behaviour answered the live runs concerned (the sandbox names the
 * behaviours it applied to each request: ./observe.js `behaviours`), so the note names the behaviour that removes or
 * adds the field, from the record, not from a list kept here. A field that varies for another reason (what the store
 * held) is simply not required, as before.
 */

const { liveBehaviour } = require('../contract/live');

/**
 * Every path present in a value: 'name', 'customer.email', 'invoices[].dueDate' (array members under `[]`).
 * @returns {Set<string>}
 */
function pathsOf(value, at = '', out = new Set()) {
	if (Array.isArray(value)) {
		for (const v of value) pathsOf(v, `${at}[]`, out);
	} else if (value && typeof value === 'object') {
		for (const [k, v] of Object.entries(value)) {
			const here = at ? `${at}.${k}` : k;
			out.add(here);
			pathsOf(v, here, out);
		}
	}
	return out;
}

const union = (sets) => {
	const out = new Set();
	for (const s of sets) for (const x of s) out.add(x);
	return out;
};

/** The paths above a path: 'a[].b.c' -> ['a', 'a[].b']. */
function ancestorsOf(path) {
	const out = [];
	const re = /\.|\[\]\./g;
	let m;
	while ((m = re.exec(path))) out.push(path.slice(0, m.index));
	return out;
}

/**
 * @param {Array<{ profile: string, items: object[], behaviours: string[] }>} runs one operation's runs (one output
 *   of it: the default or the Simplify-off one) under both profiles
 * @returns {Map<string, { kind: 'specOnly'|'liveOnly'|'notAlwaysLive', behaviours: string[] }>} path -> difference:
 *   specOnly, the spec's outputs have the field and no live output has it; liveOnly, the reverse; notAlwaysLive, a
 *   top-level field every spec item has and some live item lacks. A path under a field with the same difference is
 *   left out (the field's note covers it).
 */
function profileDifferences(runs) {
	const out = new Map();
	const spec = runs.filter((r) => r.profile === 'spec' && r.items.length);
	const live = runs.filter((r) => r.profile === 'live' && r.items.length);
	if (!spec.length || !live.length) return out;
	const paths = new Map(runs.map((r) => [r, pathsOf(r.items)]));
	// pathsOf(items) puts the items' members under '[]': strip it.
	const strip = (set) => new Set([...set].map((p) => p.replace(/^\[\]\.?/, '')).filter(Boolean));
	for (const r of runs) paths.set(r, strip(paths.get(r)));
	const inSpec = union(spec.map((r) => paths.get(r)));
	const inLive = union(live.map((r) => paths.get(r)));
	const has = (item, path) =>
		!path.includes('.') && !path.includes('[]') && Object.hasOwn(item, path);
	const behavioursOf = (rs) => [...union(rs.map((r) => r.behaviours))].sort();

	for (const path of union([inSpec, inLive])) {
		let found;
		if (inSpec.has(path) && !inLive.has(path))
			found = { kind: 'specOnly', behaviours: behavioursOf(live) };
		else if (!inSpec.has(path) && inLive.has(path))
			found = {
				kind: 'liveOnly',
				behaviours: behavioursOf(live.filter((r) => paths.get(r).has(path))),
			};
		else if (
			!path.includes('.') &&
			!path.includes('[]') &&
			spec.every((r) => r.items.every((i) => has(i, path)))
		) {
			const lacking = live.filter((r) => r.items.some((i) => !has(i, path)));
			if (lacking.length) found = { kind: 'notAlwaysLive', behaviours: behavioursOf(lacking) };
		}
		if (!found || !found.behaviours.length) continue;
		out.set(path, found);
	}
	for (const [path, d] of [...out]) {
		if (ancestorsOf(path).some((a) => out.get(a)?.kind === d.kind)) out.delete(path);
	}
	return out;
}

/**
 * The sentence a field's description gets for a difference, and its `$comment` (the behaviours, by their ids in
 * test/contract/live.js).
 * @param {{ kind: string, behaviours: string[] }} difference
 * @param {{ documented: boolean }} field whether the contract names the field
 */
function presenceNote({ kind, behaviours }, { documented }) {
	for (const id of behaviours)
		if (!liveBehaviour(id)) throw new Error(`presence: ${id} is not in test/contract/live.js`);
	const description = {
		specOnly: documented
			? 'Present when Mayar sends it (documented in the spec; not seen in recorded live answers)'
			: "Present when Mayar sends it (in the spec's answers; not seen in recorded live answers)",
		liveOnly: documented
			? 'Only in recorded live answers'
			: 'Only in recorded live answers (not in the spec)',
		notAlwaysLive:
			"Present when Mayar sends it (in every answer of the spec's; not in every recorded live answer)",
	}[kind];
	return {
		description,
		comment: `Differs as recorded live: ${behaviours.join(', ')} (test/contract/live.js)`,
	};
}

module.exports = { profileDifferences, presenceNote, pathsOf };
