'use strict';
/**
 * V2 cursor pagination, as the spec puts it: `limit` (default 10, 1 to 50) and `startingAfter` (the previous
 * page's nextStartingAfter, a Unix-ms createdAt as a string). Lists are newest first. There is no page,
 * pageSize or total. A bad limit or a cursor the sandbox never issued is a 400, never silently clamped,
 * so client bugs show up.
 */
const { fail } = require('./envelope');

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;

function limitError(message, type, extra) {
	return fail(400, `Invalid query: ${message}`, [
		{
			type,
			message: `The 'limit' field ${message.replace(/^limit /, '')}.`,
			field: 'limit',
			...extra,
		},
	]);
}

function parseLimit(raw) {
	if (raw === undefined) return DEFAULT_LIMIT;
	if (typeof raw !== 'string' || !/^-?\d+$/.test(raw.trim())) {
		throw limitError(`limit must be an integer from 1 to ${MAX_LIMIT}`, 'numberInteger', {
			actual: raw,
		});
	}
	const n = Number(raw);
	if (n < 1)
		throw limitError('limit must be greater than or equal to 1', 'numberMin', {
			expected: 1,
			actual: n,
		});
	if (n > MAX_LIMIT)
		throw limitError(`limit must be less than or equal to ${MAX_LIMIT}`, 'numberMax', {
			expected: MAX_LIMIT,
			actual: n,
		});
	return n;
}

function parseCursor(raw, clock) {
	if (raw === undefined || raw === '') return null; // an empty cursor reads as "first page"
	if (typeof raw !== 'string' || !/^\d{1,16}$/.test(raw) || !clock.isIssued(Number(raw))) {
		throw fail(
			400,
			'Invalid query: startingAfter is not a valid cursor; pass nextStartingAfter from the previous page unchanged',
			[
				{
					type: 'cursor',
					message: "The 'startingAfter' field must be a cursor returned as nextStartingAfter.",
					field: 'startingAfter',
					actual: raw,
				},
			],
		);
	}
	return Number(raw);
}

/** Keeps only the comma-listed `fields` of each row (the `fields` query some lists support). */
function project(row, fields) {
	if (!fields) return row;
	const out = {};
	for (const f of fields) if (f in row) out[f] = row[f];
	return out;
}

/**
 * The `limit` newest records older than `cursor` (null: no bound), newest first, equal createdAt in their list
 * order, as a stable sort would give; and whether more remain. One backward pass keeping the best limit + 1:
 * lists are mostly in creation order, so after the first page's worth nearly every record is dismissed with
 * one comparison. A page of a 10,000-record list then costs a scan, not a sort (the sandbox's time is part of
 * every variant's benchmark figure).
 */
function newestBelow(records, cursor, limit) {
	const best = [];
	let matched = 0;
	for (let i = records.length - 1; i >= 0; i--) {
		const r = records[i];
		if (cursor !== null && !(r.createdAt < cursor)) continue;
		matched++;
		// Scanning backward, r comes before every kept record with the same createdAt.
		if (best.length > limit && r.createdAt < best[limit].createdAt) continue;
		let at = best.length;
		while (at > 0 && best[at - 1].createdAt <= r.createdAt) at--;
		best.splice(at, 0, r);
		if (best.length > limit + 1) best.pop();
	}
	return { slice: best.slice(0, limit), hasMore: matched > limit };
}

/**
 * One page of `records` (already filtered; each holds createdAt in epoch ms), shaped by `view`.
 * Returns a handler result: {statusCode, messages, data, hasMore, nextStartingAfter}.
 */
function page(records, query, ctx, view = (r) => r, opts = {}) {
	const limit = parseLimit(query.limit);
	const cursor = parseCursor(query.startingAfter, ctx.clock);
	const { slice, hasMore } = newestBelow(records, cursor, limit);
	const fields =
		opts.fields && typeof query.fields === 'string' && query.fields.trim()
			? query.fields
					.split(',')
					.map((f) => f.trim())
					.filter(Boolean)
			: null;
	return {
		status: 200,
		body: {
			statusCode: 200,
			messages: 'success',
			hasMore,
			nextStartingAfter: hasMore ? String(slice[slice.length - 1].createdAt) : null,
			data: slice.map((r) => project(view(r), fields)),
		},
	};
}

module.exports = { page, parseLimit, parseCursor, DEFAULT_LIMIT, MAX_LIMIT };
