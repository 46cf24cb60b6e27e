'use strict';
/**
 * The JSON report (--report) and the summary a person reads in a minute. Both hold names, counts and types, the
 * ids of the check's own test objects, and never the API key (scrub() takes it out of anything written, to be sure).
 */
const contract = require('../../test/contract');
const { judge, VERDICTS } = require('./recorded');

/** Objects created by --writes that were not confirmed closed: loud, and drift. */
function cleanupDrift(c, label) {
	const out = [];
	for (const kind of ['product', 'invoice', 'paymentRequest']) {
		if (!c[kind]) continue;
		const status = (c.confirmed || {})[kind];
		if (status === 'closed') continue;
		out.push({
			endpoint: kind,
			kind: 'notClosed',
			detail: `test object ${c[kind]} ("${label}") is NOT closed (read back: ${status || 'not read'}): close it in the Mayar dashboard`,
		});
	}
	return out;
}

function buildReport({
	options,
	startedAt,
	finishedAt,
	operations,
	analysis,
	exchanges = [],
	requests,
	c,
	label,
}) {
	// The recorded live behaviours: a verdict for each, and the drift lines they account for (not drift).
	const judged = judge({
		exchanges,
		operations,
		options,
		rateLimits: analysis.rateLimits,
		drift: [
			...operations
				.filter((o) => o.status === 'failed')
				.map((o) => ({ endpoint: o.operation, kind: 'failed', detail: o.reason })),
			...analysis.drift,
			...(options.writes ? cleanupDrift(c, label) : []),
		],
	});
	const drift = judged.drift;
	const verdictCounts = Object.fromEntries(
		VERDICTS.map((v) => [v, judged.verdicts.filter((r) => r.verdict === v).length]),
	);
	const shapes = new Set();
	let records = 0;
	for (const e of Object.values(analysis.endpoints)) {
		if (!e.records.checked) continue;
		records += e.records.checked;
		shapes.add(e.records.record);
		for (const inner of Object.keys(e.records.nested)) shapes.add(inner);
	}
	const count = (s) => operations.filter((o) => o.status === s).length;
	return {
		baseUrl: options.baseUrl,
		mode: options.writes ? 'reads and writes' : 'reads',
		rateLimitPerMinute: options.rateLimit,
		startedAt: startedAt.toISOString(),
		finishedAt: finishedAt.toISOString(),
		operations,
		endpoints: analysis.endpoints,
		rateLimits: analysis.rateLimits,
		testObjects: options.writes
			? ['product', 'invoice', 'paymentRequest']
					.filter((k) => c[k])
					.map((k) => ({ kind: k, id: c[k], label, status: (c.confirmed || {})[k] || null }))
			: [],
		drift,
		recordedLive: {
			source: 'test/contract/live.js',
			verdicts: judged.verdicts,
			differences: judged.recordedLive,
			missingFields: judged.missing,
		},
		summary: {
			requests,
			seconds: Math.round((finishedAt - startedAt) / 1000),
			operations: { ran: count('ran'), failed: count('failed'), skipped: count('skipped') },
			endpointsSeen: Object.keys(analysis.endpoints).length,
			recordsCompared: records,
			recordShapes: shapes.size,
			fieldsCompared: [...shapes].reduce((n, s) => n + contract.recordFields(s).length, 0),
			rateLimited: analysis.rateLimits.length,
			drift: drift.length,
			recordedLive: { ...verdictCounts, differences: judged.recordedLive.length },
			exitCode: drift.length ? 1 : 0,
		},
	};
}

/** Operations the check never runs: writes outside the round trip, and the one that sends nothing to Mayar. */
const isNotRun = (o) => o.status === 'skipped' && /^(changes state|sends nothing)/.test(o.reason);

/** Fields of the contract's record that no record of the endpoint carried: reported, not drift. */
function notSeen(records) {
	const out = Object.entries(records.missing)
		.filter(([, c]) => c === records.checked)
		.map(([f]) => f);
	for (const [name, inner] of Object.entries(records.nested || {}))
		out.push(...notSeen(inner).map((f) => `${name}.${f}`));
	return out;
}

/** What each verdict asks of a maintainer (the summary's labels). */
const VERDICT_LABEL = {
	'as recorded': 'as recorded (keep the workaround)',
	'as spec':
		'as spec (the workaround can go: scripts/check-live/README.md, "From verdict to change")',
	neither: 'neither (look)',
	'not observed': 'not observed',
};

/** The summary's "recorded live behaviours" section: a line per verdict, the ids (with why, where it matters). */
function recordedLines(recordedLive) {
	const lines = [
		`recorded live behaviours (test/contract/live.js; information, not drift): ${recordedLive.verdicts.length} checked`,
	];
	for (const v of VERDICTS) {
		const rs = recordedLive.verdicts.filter((r) => r.verdict === v);
		if (!rs.length) continue;
		const why = v === 'neither' || v === 'not observed';
		lines.push(
			`  ${VERDICT_LABEL[v]}: ${rs.map((r) => (why ? `${r.id} (${r.detail})` : r.id)).join('; ')}`,
		);
	}
	const diffs = recordedLive.differences;
	if (diffs.length) {
		lines.push(`recorded live, not drift (${diffs.length}):`);
		for (const d of diffs) lines.push(`  ${d.endpoint}: ${d.kind}: ${d.detail} [${d.behaviour}]`);
	}
	return lines;
}

function summaryText(report, reportFile) {
	const s = report.summary;
	const notRun = report.operations.filter(isNotRun);
	const lines = [
		`check:live ${report.baseUrl} (${report.mode}), ${report.startedAt}`,
		`  ${s.requests} requests in ${s.seconds} s, ${report.rateLimitPerMinute ? `paced at ${report.rateLimitPerMinute}/min` : 'not paced (--rate-limit 0)'}; ${s.rateLimited} rate-limit answers (429)`,
		`  operations: ${s.operations.ran} ran, ${s.operations.failed} failed, ${s.operations.skipped - notRun.length} skipped; ${notRun.length} not run (${report.mode === 'reads' ? 'writes, and local ones; --writes runs a round trip' : 'other writes, and local ones'})`,
		`  endpoints answered: ${s.endpointsSeen}; records compared: ${s.recordsCompared} (${s.recordShapes} record shapes, ${s.fieldsCompared} documented fields)`,
	];
	for (const [id, e] of Object.entries(report.endpoints)) {
		const alt = e.forms.filter((f) => f.answered && f.form !== 'path');
		const spec = e.forms.some((f) => f.answered && f.form === 'path');
		if (alt.length && !spec)
			lines.push(
				`  path form: ${id} answered at ${alt.map((f) => `${f.path} (${f.form})`).join(', ')}`,
			);
	}
	for (const r of report.rateLimits)
		lines.push(`  429 on ${r.endpoint} at ${r.at}, Retry-After ${r.retryAfter ?? 'none'}`);
	for (const t of report.testObjects)
		lines.push(`  test object: ${t.kind} ${t.id}: ${t.status || 'not read back'}`);
	const unseen = Object.entries(report.endpoints)
		.map(([id, e]) => [id, e.records, notSeen(e.records)])
		.filter(([, , fields]) => fields.length);
	if (unseen.length) {
		lines.push(
			'documented fields no record carried (not drift: Mayar may send them only in some cases):',
		);
		const byBehaviour = report.recordedLive.missingFields;
		for (const [id, r, fields] of unseen) {
			const known = byBehaviour[id] || {};
			const parts = [fields.filter((f) => !known[f]).join(', ')].filter(Boolean);
			for (const b of new Set(fields.map((f) => known[f]).filter(Boolean)))
				parts.push(`recorded live (${b}): ${fields.filter((f) => known[f] === b).join(', ')}`);
			lines.push(
				`  ${id} (${r.record}, ${r.checked} record${r.checked === 1 ? '' : 's'}): ${parts.join('; ')}`,
			);
		}
	}
	const skipped = report.operations.filter((o) => o.status === 'skipped' && !isNotRun(o));
	if (skipped.length) {
		lines.push('skipped:');
		for (const o of skipped) lines.push(`  ${o.operation}: ${o.reason}`);
	}
	lines.push(...recordedLines(report.recordedLive));
	if (report.drift.length) {
		lines.push(`drift (${report.drift.length}):`);
		for (const d of report.drift) lines.push(`  ${d.endpoint}: ${d.kind}: ${d.detail}`);
	} else lines.push('drift: none');
	if (reportFile) lines.push(`report: ${reportFile}`);
	const recordedLive = report.recordedLive.differences.length;
	lines.push(
		report.drift.length
			? 'result: DRIFT (exit 1): see scripts/check-live/README.md, "From report to fix"'
			: recordedLive
				? `result: conforms, apart from ${recordedLive} difference${recordedLive === 1 ? '' : 's'} recorded live (exit 0)`
				: 'result: conforms (exit 0)',
	);
	return `${lines.join('\n')}\n`;
}

/** Any text with the key taken out (the report and the summary pass through here before they are written). */
function scrub(text, key) {
	return key && key.length >= 4 ? text.split(key).join('[API key]') : text;
}

module.exports = { buildReport, summaryText, scrub };
