import { tryRequest } from '../../helpers/hints';
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { isBlank, isPlainObject } from '../../helpers/values';
import type { MayarEnvelope } from '../../transport';

export const REVIEW_STATUSES = ['ACTIVE', 'ARCHIVED', 'INACTIVE'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const MAX_CONTENT = 10;

export const statusOptions = [
	{ name: 'Active', value: 'ACTIVE', description: 'Shown on the product page' },
	{ name: 'Archived', value: 'ARCHIVED' },
	{ name: 'Inactive', value: 'INACTIVE', description: 'Hidden' },
];

export const ratingOptions = [
	{ name: '1 Star', value: 1 },
	{ name: '2 Stars', value: 2 },
	{ name: '3 Stars', value: 3 },
	{ name: '4 Stars', value: 4 },
	{ name: '5 Stars', value: 5 },
];

export const productLocator = (description: string): INodeProperties =>
	locator('paymentLinkId', 'Product', 'searchProducts', description);

export const reviewIdField: INodeProperties = {
	displayName: 'Review ID',
	name: 'reviewId',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
	description:
		'The review to change (a UUID, the ID field of Review > Get Many or Get Product Reviews)',
};

export const contentReviewField = (
	displayName: string,
	name: string,
	description: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'json',
	default: '[]',
	description,
});

/** The rating 1 to 5; `required` false lets an empty value through as undefined. */
export function rating(
	ctx: IExecuteFunctions,
	i: number,
	field: string,
	value: unknown,
	required: boolean,
): number | undefined {
	if (!required && isBlank(value)) return undefined;
	return v.integer(ctx, i, field, value, 1, 5);
}

/** contentReview: a JSON array of {id?, type: image|video, multipleFileId}, at most 10; empty means not sent. */
export function contentReview(
	ctx: IExecuteFunctions,
	i: number,
	field: string,
	value: unknown,
): IDataObject[] | undefined {
	const parsed = v.json(ctx, i, field, value);
	if (parsed === undefined || parsed === null) return undefined;
	if (!Array.isArray(parsed))
		v.fail(ctx, i, field, 'must be a JSON array of {type, multipleFileId}');
	const rows = parsed as unknown[];
	if (rows.length === 0) return undefined;
	if (rows.length > MAX_CONTENT)
		v.fail(ctx, i, field, `holds ${rows.length} entries; at most ${MAX_CONTENT}`);
	return rows.map((row, n) => {
		const label = v.row(ctx, field, n);
		if (!isPlainObject(row)) v.fail(ctx, i, label, 'must be an object {type, multipleFileId}');
		const r = row as IDataObject;
		v.oneOf(ctx, i, `${label}: type`, r.type, ['image', 'video']);
		v.text(ctx, i, `${label}: multipleFileId`, r.multipleFileId, true, 200);
		return r;
	});
}

/** A list of IDs as text (comma- or newline-separated) or as an array mapped from an earlier node. */
export function idList(ctx: IExecuteFunctions, i: number, field: string, value: unknown): string[] {
	let raw: unknown[];
	if (Array.isArray(value)) raw = value;
	else if (typeof value === 'string') {
		const s = value.trim();
		raw = s.startsWith('[') ? (v.json(ctx, i, field, s) as unknown[]) : s.split(/[\s,;]+/);
		if (!Array.isArray(raw)) v.fail(ctx, i, field, 'must be a list of review IDs');
	} else if (value === undefined || value === null) raw = [];
	else raw = [value];
	const ids: string[] = [];
	for (const entry of raw) {
		const id = typeof entry === 'object' && entry !== null ? (entry as IDataObject).id : entry;
		if (typeof id === 'string' && isBlank(id)) continue;
		const checked = v.uuid(ctx, i, v.row(ctx, field, ids.length), id);
		if (!ids.includes(checked)) ids.push(checked);
	}
	return ids;
}

/** Mayar's stats answer: {total, average, stats[]}, or {} when there is no review yet. */
export function statsOf(envelope: MayarEnvelope): IDataObject {
	const data = envelope.data;
	if (data && typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length > 0)
		return data;
	return { total: 0, average: null, stats: [] };
}

/**
 * The stats Mayar's stats endpoints give, computed from the reviews themselves: those endpoints were recorded
 * answering HTTP 500 ("gtFetch(...).then is not a function", docs/api-notes.md "Spec vs live"). Active reviews
 * only, ratings 5 to 1, percentages and the average to two decimals, as Mayar's own answer has them.
 */
export function statsFromReviews(reviews: IDataObject[]): IDataObject {
	const active = reviews.filter(
		(r) => (r.status === undefined || r.status === 'ACTIVE') && typeof r.rating === 'number',
	);
	const round = (x: number) => Math.round(x * 100) / 100;
	const total = active.length;
	if (total === 0) return { total: 0, average: null, stats: [], statsComputed: true };
	return {
		total,
		average: round(active.reduce((sum, r) => sum + (r.rating as number), 0) / total),
		stats: [5, 4, 3, 2, 1].map((rating) => {
			const count = active.filter((r) => r.rating === rating).length;
			return { rating, percentage: round((count / total) * 100), totalRating: count };
		}),
		statsComputed: true,
	};
}

/**
 * Mayar's stats answer (statsComputed false), or on its HTTP 500 the stats computed from the reviews that
 * `readReviews` reads (statsComputed true).
 */
export async function statsOrComputed(
	request: Promise<MayarEnvelope>,
	readReviews: () => Promise<IDataObject[]>,
): Promise<IDataObject> {
	const attempt = await tryRequest(request);
	if (attempt.ok) return { ...statsOf(attempt.envelope), statsComputed: false };
	if (attempt.failure.status !== 500) throw attempt.error;
	return statsFromReviews(await readReviews());
}
