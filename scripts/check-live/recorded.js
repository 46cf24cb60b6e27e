'use strict';
/**
 * The recorded live behaviours (test/contract/live.js) that check:live can observe with reads: for each entry whose
 * `check` is not null, a verdict from what Mayar answered during the run:
 *   'as recorded'  live still does what was recorded: keep the workaround the entry's `node` names
 *   'as spec'      Mayar now does what the spec and docs say: the workaround can go
 *   'neither'      something else: look
 *   'not observed' the run could not tell (an empty list, a skipped read, an account without the case)
 * Where the record agrees with the docs (live: 'as the docs ...'), 'as recorded' means both, and there is no
 * workaround to remove; 'neither' still means look.
 *
 * And the drift the contract comparison found that a recorded behaviour accounts for (explain()): a difference live.js
 * records for that endpoint, seen as recorded in this run, is "recorded live" rather than drift; any other drift
 * stays drift. Reads the recorder's exchanges only; the probes that ask Mayar anything are in ./runner.js
 * (recordedProbes), both reads. Keeps names, counts and statuses, never a record value.
 */
const { LIVE, liveBehaviour } = require('../../test/contract/live');
const contract = require('../../test/contract');
const { readResponse, isRouteNotFound } = require('../../nodes/Mayar/transport/decisions.ts');

const VERDICTS = ['as recorded', 'as spec', 'neither', 'not observed'];
/** The step name of the one request this section adds (runner.recordedProbes). */
const DATE_PROBE = 'recorded paidTransactions.dateRangeIgnored';
/** The steps of the credit probe, asked only when no /hl/v2/credit answer is in the run already. */
const CREDIT_PROBE = 'recorded credit.hlPathNotFound';
/** Paths the credit probe asks when the run holds no credit answer (no parameters: a route answers 400). */
const CREDIT_PROBE_PATHS = ['/hl/v2/credit/customer/balance', '/credit/v2/credit/customer/balance'];
/** Fields a recorded behaviour takes away from the contract's record (listed beside "no record carried"). */
const RECORDED_MISSING = {
	'paidTransactions.noAliases': {
		endpoint: 'transaction.list',
		fields: ['transactionId', 'amount'],
	},
};
/** The fields product.createAnswerRicher records on a product create's answer (live.js, `live`). */
const CREATE_ANSWER_EXTRA = [
	'name',
	'amount',
	'description',
	'type',
	'status',
	'redirectUrl',
	'coverImage',
	'expiredAt',
	'limit',
	'notes',
	'tax',
	'createdAt',
];

const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const verdict = (v, detail) => ({ verdict: v, detail });
const recorded = (detail) => verdict('as recorded', detail);
const asSpec = (detail) => verdict('as spec', detail);
const neither = (detail) => verdict('neither', detail);
const notObserved = (detail) => verdict('not observed', detail);

/** An answer that shows the route exists: a success, or a refusal of the request (4xx but auth, 429 and route 404). */
function answered(answer) {
	if (!answer || isRouteNotFound(answer)) return false;
	return (
		answer.ok ||
		(answer.status >= 400 && answer.status < 500 && ![401, 403, 429].includes(answer.status))
	);
}

const messageOf = (x) => {
	const b = x.e.body;
	const m = isPlainObject(b) ? (b.messages ?? b.message) : x.e.text;
	return typeof m === 'string' ? m : '';
};
const rowsOf = (x) =>
	Array.isArray(x.e.body && x.e.body.data) ? x.e.body.data.filter(isPlainObject) : [];
const hasCursor = (q) => Boolean(q.startingAfter || q.starting_after);
const hasDates = (q) => q.startAt !== undefined || q.endAt !== undefined;
/** Rows of several answers, each once (by id when it has one). */
function distinctRows(xs) {
	const seen = new Map();
	xs.flatMap(rowsOf).forEach((r, k) => {
		const key = typeof r.id === 'string' || typeof r.id === 'number' ? `id:${r.id}` : `n:${k}`;
		if (!seen.has(key)) seen.set(key, r);
	});
	return [...seen.values()];
}
const timeOf = (v) => (typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : NaN);

/**
 * The run as the observations read it: each exchange with its contract endpoint and the answer as the node reads it;
 * why an operation was skipped; the options (pacing) and the rate-limit answers.
 */
function viewOf({ exchanges, operations = [], options = {}, rateLimits = [] }) {
	const all = exchanges.map((e) => {
		const m = contract.match(e.method, e.path);
		return {
			e,
			m,
			id: m ? m.endpoint.id : null,
			// The documented form that was asked ({customerId}, not the id: the report holds no record value).
			form: m
				? m.form === 'path'
					? m.endpoint.path
					: m.endpoint.altPaths[m.altIndex].path
				: e.path,
			answer: e.error ? null : readResponse(e.status, e.body ?? e.text),
		};
	});
	const on = (ids) => {
		const set = new Set([].concat(ids));
		return all.filter((x) => set.has(x.id) && x.answer);
	};
	return {
		all,
		on,
		ok: (ids) => on(ids).filter((x) => x.answer.ok),
		/** Why an operation did not read (skipped or failed), or null when it ran. */
		why(op) {
			const o = operations.find((r) => r.operation === op);
			return o && o.status !== 'ran' ? `${op} ${o.status}: ${o.reason}` : null;
		},
		options,
		rateLimits,
	};
}

/** First page of paid transactions (no cursor, no dates) at a limit `fits`, outside this section's own probe. */
const paidPage = (v, fits) =>
	v
		.ok('transaction.list')
		.find(
			(x) =>
				x.e.step !== DATE_PROBE &&
				!hasCursor(x.e.query || {}) &&
				!hasDates(x.e.query || {}) &&
				fits(Number((x.e.query || {}).limit)),
		);
const NO_PAID = 'no paid transaction in this account: an empty list shows neither';

/** The webhook deliveries in the history the run read, each once. */
const historyRows = (v) => distinctRows(v.ok(['webhook.history', 'webhook.newHistory']));
/** Their JSON payloads. */
const payloadsOf = (rows) =>
	rows
		.map((r) => {
			if (isPlainObject(r.payload)) return r.payload;
			try {
				return JSON.parse(r.payload);
			} catch {
				return null;
			}
		})
		.filter(isPlainObject);

/** One observation per behaviour id: (view) -> { verdict, detail }. */
const OBSERVE = {
	'paidTransactions.noAliases'(v) {
		const rows = distinctRows(v.ok('transaction.list'));
		if (!rows.length) return notObserved(v.why('transaction/getMany') || NO_PAID);
		let bare = 0;
		let aliased = 0;
		for (const r of rows) {
			const t = 'transactionId' in r;
			const a = 'amount' in r;
			if (!t && !a) bare++;
			else if (t && a && r.transactionId === r.paymentLinkTransactionId && r.amount === r.credit)
				aliased++;
		}
		const detail = `${rows.length} paid rows: ${bare} without transactionId and amount, ${aliased} with both (equal to paymentLinkTransactionId and credit), ${rows.length - bare - aliased} otherwise`;
		if (bare === rows.length) return recorded(detail);
		if (aliased === rows.length) return asSpec(detail);
		return neither(detail);
	},

	'paidTransactions.dateRangeIgnored'(v) {
		const probe = v.on('transaction.list').find((x) => x.e.step === DATE_PROBE);
		const base = paidPage(v, (limit) => !(limit >= 50));
		if (!base || !rowsOf(base).length) return notObserved(v.why('transaction/getMany') || NO_PAID);
		if (!probe) return notObserved('startAt = tomorrow was not asked');
		if (!probe.answer.ok)
			return neither(`startAt = tomorrow answered HTTP ${probe.e.status} "${messageOf(probe)}"`);
		const got = rowsOf(probe);
		if (!got.length) return asSpec('startAt = tomorrow answered no rows');
		const startAt = Number(probe.e.query.startAt);
		const known = new Set(
			v
				.ok('transaction.list')
				.filter((x) => x !== probe)
				.flatMap(rowsOf)
				.map((r) => r.id),
		);
		const before = got.filter((r) => known.has(r.id) || timeOf(r.createdAt) < startAt);
		const first = rowsOf(base)
			.slice(0, got.length)
			.every((r, k) => got[k] && r.id === got[k].id);
		if (before.length === got.length)
			return recorded(
				`startAt = tomorrow answered ${got.length} rows from before it` +
					(first ? ', the same first rows as without startAt' : ''),
			);
		return neither(
			`startAt = tomorrow answered ${got.length} rows, ${got.length - before.length} of them neither seen unfiltered nor dated before it`,
		);
	},

	'paidTransactions.page50Truncated'(v) {
		const p40 = paidPage(v, (limit) => limit < 50);
		const p50 = paidPage(v, (limit) => limit === 50);
		if (!p40 || !p50)
			return notObserved(
				v.why('transaction/getMany') || 'no first page of paid transactions at both 40 and 50',
			);
		const a = rowsOf(p40).map((r) => r.id);
		const b = rowsOf(p50).map((r) => r.id);
		if (!a.length) return notObserved(NO_PAID);
		const more = p50.e.body.hasMore;
		const asked = `the page of 50 served ${b.length} rows (hasMore ${more}), the page of ${p40.e.query.limit} served ${a.length}`;
		const j = b.indexOf(a[0]);
		if (j >= 0) {
			// Aligned on the newest row of the smaller page (a payment may have arrived in between).
			const same = a.every((id, k) => j + k >= b.length || b[j + k] === id);
			const full = b.length === 50 || b.length - j > a.length || !p40.e.body.hasMore;
			if (same && full) return asSpec(`${asked}: the same newest rows, none missing`);
			return neither(
				`${asked}: the same newest row, but ${same ? 'fewer rows' : 'other rows after it'}`,
			);
		}
		const k = a.indexOf(b[0]); // where the page of 50 starts in the smaller page
		const missing =
			k > 0
				? `its ${k} newest rows missing`
				: `the newest rows missing (${a.filter((id) => !b.includes(id)).length} of the ${a.length} not in it)`;
		if (more !== true) return recorded(`${asked}: ${missing}`);
		return neither(`${asked}: the newest row missing, yet hasMore true`);
	},

	'membership.membersDottedKeys'(v) {
		const xs = v.ok('membership.members');
		if (!xs.length)
			return notObserved(v.why('membership/getMembers') || 'membership members were not read');
		const rows = distinctRows(xs);
		if (!rows.length) return notObserved('the membership product has no members');
		const dotted = rows.filter((r) => Object.keys(r).some((k) => k.includes('.'))).length;
		const detail = `${dotted} of ${rows.length} members with dotted keys ("customer.email")`;
		return dotted === rows.length ? recorded(detail) : neither(detail);
	},

	'qrCode.staticNotConfigured'(v) {
		const xs = v.on('qrCode.getStatic');
		if (!xs.length) return notObserved(v.why('qrCode/getStatic') || 'the static QRIS was not read');
		const x = xs[xs.length - 1];
		if (x.e.status === 500 && /invalid data/i.test(messageOf(x)))
			return recorded('500 "Invalid data": the account has no static QRIS');
		if (x.answer.ok)
			return notObserved(
				'HTTP 200: the account has a static QRIS, so the answer without one cannot show',
			);
		return neither(`HTTP ${x.e.status} "${messageOf(x)}"`);
	},

	'review.statsServerError'(v) {
		const xs = v
			.on(['review.storeStats', 'review.productStats'])
			.filter((x) => !isRouteNotFound(x.answer));
		if (!xs.length)
			return notObserved(
				v.why('review/getStoreStats') || v.why('review/getProductStats') || 'not read',
			);
		const failing = xs.filter((x) => x.answer.status >= 500);
		const ids = (list) => [...new Set(list.map((x) => x.id))].join(', ');
		if (failing.length)
			return recorded(
				`${failing.length} of ${xs.length} answers HTTP 500 "${messageOf(failing[0])}" (${ids(failing)})`,
			);
		const shaped = (x) => {
			const d = x.e.body.data;
			return (
				isPlainObject(d) &&
				(Object.keys(d).length === 0 || ('total' in d && 'average' in d && Array.isArray(d.stats)))
			);
		};
		if (xs.every((x) => x.answer.ok && shaped(x)))
			return asSpec(`${xs.length} answers 200 with {total, average, stats} (${ids(xs)})`);
		return neither(
			`answers: ${[...new Set(xs.map((x) => `${x.id} HTTP ${x.e.status}`))].join(', ')}`,
		);
	},

	'credit.hlPathNotFound'(v) {
		const xs = v.on(liveBehaviour('credit.hlPathNotFound').endpoints);
		const hl = xs.filter((x) => x.e.path.startsWith('/hl/v2/credit/'));
		if (!hl.length)
			return notObserved(v.why('credit/getBalance') || 'no /hl/v2/credit path was asked');
		const spec = xs.filter((x) => x.m.form === 'path');
		const hlAnswered = hl.filter((x) => answered(x.answer));
		const show = (list) =>
			[...new Set(list.map((x) => `${x.form} ${x.e.status} "${messageOf(x)}"`))].join('; ');
		if (hlAnswered.length) return asSpec(`/hl/v2/credit answered: ${show(hlAnswered)}`);
		const specAnswered = spec.filter((x) => answered(x.answer));
		if (hl.every((x) => isRouteNotFound(x.answer)) && specAnswered.length)
			return recorded(
				`${show(hl)}; ${[...new Set(specAnswered.map((x) => x.form))].join(', ')} answered`,
			);
		return neither(`${show(hl)}; ${spec.length ? show(spec) : 'the /credit/v2 path not asked'}`);
	},

	rateLimitNotObserved(v) {
		const n = v.rateLimits.length;
		if (n) return asSpec(`${n} rate-limit answers (429)`);
		const pace = v.options.rateLimit;
		const requests = v.all.length;
		if (pace && pace <= 50)
			return notObserved(
				`paced at ${pace}/min, under the published limits: a 429 was not to be expected (--rate-limit 0 sends unpaced)`,
			);
		return recorded(`no 429 in ${requests} requests sent ${pace ? `at ${pace}/min` : 'unpaced'}`);
	},

	'webhook.payloadEvent'(v) {
		const rows = historyRows(v);
		const payloads = payloadsOf(rows);
		if (!payloads.length)
			return notObserved(
				v.why('webhook/getHistory') ||
					(rows.length ? 'no delivery payload is JSON' : 'no webhook delivery in the history'),
			);
		const top = payloads.filter((p) => typeof p.event === 'string').length;
		const spec = payloads.filter(
			(p) => 'event.received' in p || (isPlainObject(p.event) && 'received' in p.event),
		).length;
		const detail = `${payloads.length} payloads: ${top} with a top-level event string, ${spec} with event.received`;
		if (top === payloads.length) return recorded(detail);
		if (spec === payloads.length) return asSpec(detail);
		return neither(detail);
	},

	'webhook.paymentReceivedProduction'(v) {
		const words = new Map();
		for (const p of payloadsOf(historyRows(v)))
			if (p.event === 'payment.received' && isPlainObject(p.data)) {
				const word =
					typeof p.data.transactionStatus === 'string' ? p.data.transactionStatus : '(none)';
				words.set(word, (words.get(word) || 0) + 1);
			}
		const n = [...words.values()].reduce((a, b) => a + b, 0);
		if (!n)
			return notObserved(
				v.why('webhook/getHistory') || 'no payment.received delivery in the webhook history',
			);
		const detail = `${n} payment.received deliveries, transactionStatus: ${[...words]
			.map(([w, k]) => `${w} ${k}`)
			.join(', ')}`;
		if (words.size === 1 && words.has('created')) return recorded(detail);
		if (words.size === 1 && words.has('paid')) return asSpec(detail);
		return neither(detail);
	},

	'paymentChannels.captured'(v) {
		const xs = v.on('paymentChannel.list');
		if (!xs.length) return notObserved(v.why('paymentChannel/getMany') || 'not read');
		const x = xs[xs.length - 1];
		if (!x.answer.ok) return neither(`HTTP ${x.e.status} "${messageOf(x)}"`);
		const d = x.e.body.data;
		if (isPlainObject(d) && Array.isArray(d.config))
			return recorded(`one settings object, ${d.config.length} channels in config[]`);
		if (d === null || d === undefined)
			return neither('data null (as api.mayar.club answered the CLI test: sandboxHosts)');
		return neither(
			`data is ${Array.isArray(d) ? 'a list' : typeof d}, not one object with config[]`,
		);
	},
};

/**
 * Whether a behaviour seen as recorded accounts for a drift line: (drift, view) -> boolean. Only what live.js records
 * for that endpoint: the page of 50 cut short, the stats' 500 that failed a read, the credit forms' 404 while the
 * spec's /credit/v2 form answered, the product create's extra fields.
 */
const lastOfStep = (v, step) => {
	const xs = v.all.filter((x) => x.e.step === step);
	return xs[xs.length - 1];
};
const EXPLAIN = {
	'paidTransactions.page50Truncated': (d) =>
		d.endpoint === 'transaction.list' &&
		d.kind === 'paging' &&
		Boolean(d.page) &&
		d.page.asked === 50,
	'review.statsServerError': (d, v) => {
		if (d.kind !== 'failed') return false;
		const x = lastOfStep(v, d.endpoint);
		return Boolean(
			x &&
				['review.storeStats', 'review.productStats'].includes(x.id) &&
				x.answer &&
				x.answer.status >= 500,
		);
	},
	// Live, the /hl/v2/credit forms answered 404 (the /credit/v2 forms other than the spec's were not tried; the
	// sandbox's live profile serves the spec's form only): a form's 404 while the spec's form answered.
	'credit.hlPathNotFound': (d, v) =>
		d.kind === 'pathForm' &&
		liveBehaviour('credit.hlPathNotFound').endpoints.includes(d.endpoint) &&
		v.on(d.endpoint).some((x) => x.m.form === 'path' && answered(x.answer)),
	// check null (a write): the drift is the observation, field by field.
	'product.createAnswerRicher': (d) =>
		d.kind === 'unknownField' &&
		d.endpoint === 'paymentLink.create' &&
		CREATE_ANSWER_EXTRA.includes(d.field),
};

/** The verdict of each behaviour of live.js with a check (in live.js's order). */
function observe(view) {
	return LIVE.filter((b) => b.check !== null).map((b) => {
		const look = OBSERVE[b.id];
		const out = look
			? look(view)
			: notObserved('check:live has no observation for it yet (scripts/check-live/recorded.js)');
		return {
			id: b.id,
			endpoints: b.endpoints,
			check: b.check,
			verdict: out.verdict,
			detail: out.detail,
			...(out.verdict === 'as spec' ? { workaround: b.node } : {}),
		};
	});
}

/**
 * Splits the drift list: { drift, recordedLive } where each recordedLive entry is a drift line with the behaviour that
 * accounts for it. A behaviour with a verdict accounts for drift only when seen as recorded in this run.
 */
function explain(drift, verdicts, view) {
	const seen = new Map(verdicts.map((r) => [r.id, r.verdict]));
	const out = { drift: [], recordedLive: [] };
	for (const d of drift) {
		const by = Object.keys(EXPLAIN).find(
			(id) =>
				(!seen.has(id) || seen.get(id) === 'as recorded') &&
				liveBehaviour(id) &&
				EXPLAIN[id](d, view),
		);
		if (by) out.recordedLive.push({ ...d, behaviour: by });
		else out.drift.push(d);
	}
	return out;
}

/** Documented fields a behaviour seen as recorded takes away: { endpointId: { field: behaviourId } }. */
function recordedMissing(verdicts) {
	const out = {};
	for (const r of verdicts) {
		const m = RECORDED_MISSING[r.id];
		if (!m || r.verdict !== 'as recorded') continue;
		for (const f of m.fields) (out[m.endpoint] ||= {})[f] = r.id;
	}
	return out;
}

/** Verdicts and the drift they account for, from the run: { verdicts, drift, recordedLive, missing }. */
function judge({ exchanges, operations, options, rateLimits, drift }) {
	const view = viewOf({ exchanges, operations, options, rateLimits });
	const verdicts = observe(view);
	return { verdicts, ...explain(drift, verdicts, view), missing: recordedMissing(verdicts) };
}

module.exports = {
	VERDICTS,
	DATE_PROBE,
	CREDIT_PROBE,
	CREDIT_PROBE_PATHS,
	judge,
	answered,
};
