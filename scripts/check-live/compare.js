'use strict';
/**
 * What Mayar answered (the recorder's exchanges), held to the contract (test/contract): per endpoint, the path
 * forms that answered, each record's fields and types, the pages as served, the rate-limit answers; and the
 * drift list, each entry { endpoint, kind, detail } (plus field, path or page where the kind has one, for
 * ./recorded.js to tell which drift a recorded live behaviour accounts for). Only names, counts and types are kept:
 * no record value.
 */
const contract = require('../../test/contract');
const { readResponse, isRouteNotFound } = require('../../nodes/Mayar/transport/decisions.ts');

const { jsonType, typeFits } = contract;

const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

function rowsOf(endpoint, body) {
	const data = body && body.data;
	if (endpoint.response === 'cursorList') return Array.isArray(data) ? data : [];
	if (Array.isArray(data)) return data;
	return isPlainObject(data) ? [data] : [];
}

function emptyEndpoint() {
	return {
		requests: 0,
		forms: [],
		records: { record: null, checked: 0, missing: {}, unknown: {}, types: {}, nested: {} },
		paging: [],
		rateLimited: 0,
	};
}

function compareRecord(name, row, into) {
	const fields = contract.recordFields(name);
	const types = contract.recordTypes(name);
	into.checked++;
	for (const f of fields) if (!(f in row)) into.missing[f] = (into.missing[f] || 0) + 1;
	for (const [k, v] of Object.entries(row)) {
		if (!fields.includes(k)) {
			into.unknown[k] = (into.unknown[k] || 0) + 1;
			continue;
		}
		if (types[k] && !typeFits(types[k], jsonType(v))) {
			const t = (into.types[k] ||= { expected: types[k], seen: [] });
			if (!t.seen.includes(jsonType(v))) t.seen.push(jsonType(v));
		}
	}
	// Objects and array items the contract documents as records of their own (customer, images, invoice lines...).
	for (const [field, nestedName] of Object.entries(contract.recordNested(name))) {
		for (const inner of [].concat(row[field] || []).filter(isPlainObject)) {
			into.nested[nestedName] ||= { checked: 0, missing: {}, unknown: {}, types: {}, nested: {} };
			compareRecord(nestedName, inner, into.nested[nestedName]);
		}
	}
}

function formOf(m) {
	return m.form === 'path'
		? { form: 'path', path: m.endpoint.path }
		: { form: `alt${m.altIndex + 1}`, path: m.endpoint.altPaths[m.altIndex].path };
}

/** One page of a cursor list as served: sizes asked and served, hasMore, the cursor's type. */
function pageOf(e, rows) {
	const q = e.query || {};
	const next = e.body.nextStartingAfter;
	return {
		step: e.step,
		asked: q.limit === undefined ? null : Number(q.limit),
		served: rows.length,
		cursorSent: Boolean(q.startingAfter || q.starting_after),
		hasMore: e.body.hasMore === undefined ? 'absent' : e.body.hasMore,
		nextStartingAfter: next === undefined ? 'absent' : jsonType(next),
	};
}

function pageDrift(id, p, drift) {
	const add = (detail) => drift.push({ endpoint: id, kind: 'paging', detail });
	if (p.asked !== null && p.served > p.asked)
		add(`a page asked for ${p.asked} rows served ${p.served}`);
	if (typeof p.hasMore !== 'boolean') add(`hasMore is ${p.hasMore} beside data (not a boolean)`);
	if (p.hasMore === true && p.nextStartingAfter !== 'string')
		add(`hasMore true came with nextStartingAfter ${p.nextStartingAfter}, not a string cursor`);
	if (p.hasMore === true && p.served === 0) add('an empty page said hasMore true');
	if (!['string', 'null', 'absent'].includes(p.nextStartingAfter))
		add(
			`nextStartingAfter is a${p.nextStartingAfter === 'integer' ? 'n' : ''} ${p.nextStartingAfter}, not a string`,
		);
}

/** The page of 50 against the walk in pages of 10 over the same list (plan.pagingWalks). */
function truncation(id, entry, drift) {
	const first = entry.paging.find(
		(p) => p.asked === 50 && !p.cursorSent && !p.step.startsWith('paging '),
	);
	const walk = entry.paging.filter((p) => p.step === `paging ${id}`);
	if (!first || !walk.length) return;
	const walked = walk.reduce((n, p) => n + p.served, 0);
	entry.walk = { pageOf50: first.served, pagesOf10: walk.length, rowsOf10: walked };
	if (first.served < 50 && walked > first.served)
		drift.push({
			endpoint: id,
			kind: 'paging',
			page: { asked: 50, served: first.served, walked },
			detail: `a page of 50 served ${first.served} rows (hasMore ${first.hasMore}) where pages of 10 read ${walked}: the page of 50 is cut short`,
		});
}

/**
 * Unknown fields and differing types are drift. A documented field that no record carried is reported (records.missing)
 * but is not drift by itself, since Mayar's docs show fields it sends only in some cases; when a few are absent from
 * every record that carries an unknown one, the drift line names them (a rename looks like that).
 */
function recordDrift(id, name, rec, drift) {
	const n = rec.checked;
	const absent = Object.keys(rec.missing).filter((f) => rec.missing[f] === n);
	for (const [f, c] of Object.entries(rec.unknown))
		drift.push({
			endpoint: id,
			kind: 'unknownField',
			field: f,
			detail:
				`"${f}" (in ${c} of ${n} ${name} records) is not in the contract` +
				(c === n && absent.length && absent.length <= 3
					? `; the contract's ${absent.map((x) => `"${x}"`).join(', ')} is in none of them (renamed?)`
					: ''),
		});
	for (const [f, t] of Object.entries(rec.types))
		drift.push({
			endpoint: id,
			kind: 'type',
			field: f,
			detail: `"${f}" of ${name} is ${t.seen.join(' or ')} (contract: ${t.expected})`,
		});
	for (const [inner, r] of Object.entries(rec.nested || {})) recordDrift(id, inner, r, drift);
}

/** Path forms: the spec's form must answer; a documented form that is not served can be dropped. */
function formDrift(id, entry, drift) {
	const answered = entry.forms.filter((f) => f.answered).map((f) => f.path);
	for (const f of entry.forms.filter((x) => x.routeNotFound)) {
		if (answered.includes(f.path)) continue;
		drift.push({
			endpoint: id,
			kind: 'pathForm',
			path: f.path,
			detail: answered.length
				? `${f.form} ${f.path} answered 404 Not Found; ${[...new Set(answered)].join(', ')} answered`
				: `${f.form} ${f.path} answered 404 Not Found and no form answered`,
		});
	}
}

function analyse(exchanges) {
	const endpoints = {};
	const drift = [];
	const rateLimits = [];
	for (const e of exchanges) {
		const m = contract.match(e.method, e.path);
		if (!m) {
			drift.push({
				endpoint: `${e.method} ${e.path}`,
				kind: 'route',
				detail: 'not an endpoint of the contract',
			});
			continue;
		}
		const id = m.endpoint.id;
		const entry = (endpoints[id] ||= emptyEndpoint());
		entry.requests++;
		const answer = e.error ? null : readResponse(e.status, e.body ?? e.text);
		const f = formOf(m);
		const statusCode = isPlainObject(e.body) ? e.body.statusCode : undefined;
		const status = e.error ? `network error ${e.error}` : e.status;
		let form = entry.forms.find(
			(x) => x.path === f.path && x.status === status && x.statusCode === statusCode,
		);
		if (!form) {
			form = { ...f, status, statusCode, count: 0 };
			if (answer && isRouteNotFound(answer)) form.routeNotFound = true;
			else if (
				answer &&
				(answer.ok ||
					(answer.status >= 400 && answer.status < 500 && ![401, 403, 429].includes(answer.status)))
			)
				form.answered = true;
			entry.forms.push(form);
		}
		form.count++;
		if (e.status === 429) {
			entry.rateLimited++;
			rateLimits.push({
				endpoint: id,
				at: new Date(e.at).toISOString(),
				retryAfter: e.retryAfter ?? null,
			});
		}
		if (!answer || !answer.ok) continue;
		const rows = rowsOf(m.endpoint, e.body).filter(isPlainObject);
		if (m.endpoint.record) {
			entry.records.record = m.endpoint.record;
			for (const row of rows) compareRecord(m.endpoint.record, row, entry.records);
		}
		if (m.endpoint.response === 'cursorList') entry.paging.push(pageOf(e, rows));
	}
	for (const [id, entry] of Object.entries(endpoints)) {
		formDrift(id, entry, drift);
		if (entry.records.checked) recordDrift(id, entry.records.record, entry.records, drift);
		for (const p of entry.paging) pageDrift(id, p, drift);
		truncation(id, entry, drift);
	}
	return { endpoints, drift, rateLimits };
}

module.exports = { analyse };
