import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { labelOf, shownParameter } from './labels';
import { compact, isBlank, isPlainObject, isUuid } from './values';

export { labelOf, parameterAt, row, useLabels } from './labels';
export { compact } from './values';

/*
 * Checks run before any request. Each takes the parameter's name (`amount`, or `additionalFields.tax`) and names
 * it in the error by its editor label (labels.ts), the item in the error's itemIndex (Continue On Fail pairs by it).
 */

type Ctx = IExecuteFunctions;

// Deliberately plain: one @, a dot in the domain, no spaces. Mayar does the real check.
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/;
export const MAX_TEXT = 5000;

export function fail(
	ctx: Ctx,
	itemIndex: number,
	field: string,
	problem: string,
	description?: string,
): never {
	throw new NodeOperationError(ctx.getNode(), `${labelOf(ctx, field)} ${problem}`, {
		itemIndex,
		description,
	});
}

function show(value: unknown): string {
	const s = typeof value === 'string' ? value : JSON.stringify(value);
	return s === undefined ? 'nothing' : s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

export function positiveInteger(ctx: Ctx, i: number, field: string, value: unknown): number {
	const n = typeof value === 'string' && !isBlank(value) ? Number(value) : value;
	if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0 || !Number.isSafeInteger(n)) {
		fail(ctx, i, field, `must be a whole number of rupiah above 0, not ${show(value)}`);
	}
	return n;
}

export function integer(
	ctx: Ctx,
	i: number,
	field: string,
	value: unknown,
	min: number,
	max: number,
): number {
	const n = typeof value === 'string' && !isBlank(value) ? Number(value) : value;
	if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
		fail(ctx, i, field, `must be a whole number from ${min} to ${max}, not ${show(value)}`);
	}
	return n;
}

export function number(
	ctx: Ctx,
	i: number,
	field: string,
	value: unknown,
	min: number,
	max: number,
): number {
	const n = typeof value === 'string' && !isBlank(value) ? Number(value) : value;
	if (typeof n !== 'number' || !Number.isFinite(n) || n < min || n > max) {
		fail(ctx, i, field, `must be a number from ${min} to ${max}, not ${show(value)}`);
	}
	return n;
}

export function text(
	ctx: Ctx,
	i: number,
	field: string,
	value: unknown,
	required: boolean,
	max = MAX_TEXT,
): string | undefined {
	if (isBlank(value)) {
		if (required) fail(ctx, i, field, 'is required');
		return undefined;
	}
	if (typeof value !== 'string' && typeof value !== 'number')
		fail(ctx, i, field, `must be text, not ${show(value)}`);
	const s = String(value).trim();
	if (s.length > max) fail(ctx, i, field, `is too long (${s.length} characters; at most ${max})`);
	return s;
}

export function email(
	ctx: Ctx,
	i: number,
	field: string,
	value: unknown,
	required: boolean,
): string | undefined {
	const s = text(ctx, i, field, value, required, 254);
	if (s !== undefined && !EMAIL.test(s))
		fail(ctx, i, field, `is not a valid email address: ${show(s)}`);
	return s;
}

export function mobile(
	ctx: Ctx,
	i: number,
	field: string,
	value: unknown,
	required: boolean,
): string | undefined {
	const s = text(ctx, i, field, value, required, 20);
	if (s !== undefined && !/^\+?[0-9][0-9 -]{5,18}$/.test(s)) {
		fail(
			ctx,
			i,
			field,
			`is not a phone number: ${show(s)}`,
			'Use digits, for example 081234567890 or +6281234567890.',
		);
	}
	return s?.replace(/[ -]/g, '');
}

export function uuid(ctx: Ctx, i: number, field: string, value: unknown): string {
	const s = text(ctx, i, field, value, true, 100) as string;
	if (!isUuid(s))
		fail(ctx, i, field, `must be a Mayar ID (a UUID such as 3f2b…-…), not ${show(s)}`);
	return s.toLowerCase();
}

export function url(
	ctx: Ctx,
	i: number,
	field: string,
	value: unknown,
	required: boolean,
): string | undefined {
	const s = text(ctx, i, field, value, required, 2000);
	if (s === undefined) return undefined;
	try {
		const u = new URL(s);
		if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
	} catch {
		fail(ctx, i, field, `is not a valid http(s) URL: ${show(s)}`);
	}
	return s;
}

/** ISO 8601 in UTC, as Mayar expects. `future` refuses dates already past (an expiry in the past is a mistake). */
export function isoDate(
	ctx: Ctx,
	i: number,
	field: string,
	value: unknown,
	required: boolean,
	future = false,
): string | undefined {
	if (isBlank(value)) {
		if (required) fail(ctx, i, field, 'is required');
		return undefined;
	}
	const raw =
		value instanceof Date
			? value.toISOString()
			: typeof value === 'object' && 'toISO' in (value as object)
				? String((value as { toISO: () => string }).toISO())
				: String(value);
	const ms = /^\d{4}-\d{2}-\d{2}/.test(raw) ? Date.parse(raw) : NaN;
	if (Number.isNaN(ms))
		fail(
			ctx,
			i,
			field,
			`is not a date: ${show(value)}`,
			'Use ISO 8601, for example 2026-12-31T23:59:00Z.',
		);
	if (future && ms <= Date.now())
		fail(ctx, i, field, `is in the past: ${new Date(ms).toISOString()}`);
	return new Date(ms).toISOString();
}

/** A boolean parameter, also as the text true or false an expression may give; blank is undefined unless required. */
export function boolean(
	ctx: Ctx,
	i: number,
	field: string,
	value: unknown,
	required: boolean,
): boolean | undefined {
	if (isBlank(value)) {
		if (required) fail(ctx, i, field, 'is required');
		return undefined;
	}
	if (value === true || value === 'true') return true;
	if (value === false || value === 'false') return false;
	return fail(ctx, i, field, `must be true or false, not ${show(value)}`);
}

export function oneOf<T extends string>(
	ctx: Ctx,
	i: number,
	field: string,
	value: unknown,
	allowed: readonly T[],
): T {
	if (typeof value !== 'string' || !allowed.includes(value as T)) {
		fail(ctx, i, field, `must be one of ${allowed.join(', ')}, not ${show(value)}`);
	}
	return value as T;
}

/**
 * An options parameter's value, one of the values of its options: read off the parameter, never typed twice. An
 * expression (mapped data) can give any value, and n8n checks none.
 */
export function choice(
	ctx: Ctx,
	i: number,
	field: string,
	value: unknown = ctx.getNodeParameter(field, i),
): string {
	const options = (shownParameter(ctx, field)?.options ?? []) as Array<{
		value?: unknown;
	}>;
	return oneOf(
		ctx,
		i,
		field,
		value,
		options.map((o) => String(o.value)),
	);
}

/** A JSON parameter that may arrive as text or as an already-parsed value from an expression. */
export function json(ctx: Ctx, i: number, field: string, value: unknown): unknown {
	if (typeof value !== 'string') return value;
	if (isBlank(value)) return undefined;
	try {
		return JSON.parse(value);
	} catch {
		fail(ctx, i, field, 'is not valid JSON');
	}
}

export function jsonObject(
	ctx: Ctx,
	i: number,
	field: string,
	value: unknown,
): IDataObject | undefined {
	const parsed = json(ctx, i, field, value);
	if (parsed === undefined || parsed === null) return undefined;
	if (!isPlainObject(parsed)) fail(ctx, i, field, 'must be a JSON object');
	return parsed as IDataObject;
}

/** A Mayar ID from a resource locator (From List or ID mode) or a plain string. */
export function idParameter(ctx: Ctx, i: number, name: string): string {
	const value = ctx.getNodeParameter(name, i, undefined, { extractValue: true });
	return uuid(ctx, i, name, value);
}

/** For a path segment: refuses anything that could change the path. */
export function pathSegment(ctx: Ctx, i: number, field: string, value: unknown): string {
	const s = text(ctx, i, field, value, true, 100) as string;
	if (!/^[A-Za-z0-9_-]+$/.test(s))
		fail(ctx, i, field, `may only hold letters, digits, - and _, not ${show(s)}`);
	return s;
}

/**
 * A startAt/endAt filter pair, sent to Mayar as epoch milliseconds in a string (transactions, customers, webhook
 * history). A start after the end is refused before sending.
 */
export function epochRange(ctx: Ctx, i: number, filters: IDataObject): IDataObject {
	const start = isoDate(ctx, i, 'startAt', filters.startAt, false);
	const end = isoDate(ctx, i, 'endAt', filters.endAt, false);
	const startMs = start === undefined ? undefined : Date.parse(start);
	const endMs = end === undefined ? undefined : Date.parse(end);
	if (startMs !== undefined && endMs !== undefined && startMs > endMs) {
		fail(
			ctx,
			i,
			'startAt',
			`(${start}) is after ${labelOf(ctx, 'endAt')} (${end})`,
			'Swap the two dates, or leave one of them empty.',
		);
	}
	return compact({
		startAt: startMs === undefined ? undefined : String(startMs),
		endAt: endMs === undefined ? undefined : String(endMs),
	} as IDataObject);
}
