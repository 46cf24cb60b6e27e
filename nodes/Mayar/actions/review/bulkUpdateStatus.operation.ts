import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { isBlank, isPlainObject } from '../../helpers/values';
import { mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import { idList, REVIEW_STATUSES, statusOptions } from './shared';

const MAX_REVIEWS = 50;

export const description: INodeProperties[] = [
	{
		displayName: 'Input',
		name: 'inputMode',
		type: 'options',
		options: [
			{
				name: 'IDs and One Status',
				value: 'ids',
				description: 'A list of review IDs that all get the same status',
			},
			{
				name: 'JSON',
				value: 'json',
				description:
					'Map an array of {ID, status, paymentLinkId (optional)} from an earlier node, such as the reviews of Review > Get Many: one status per review',
			},
		],
		default: 'ids',
	},
	{
		displayName: 'Review IDs',
		name: 'reviewIds',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b, 7c1d…',
		description:
			'From 1 to 50 review IDs, separated by commas or new lines, or an expression giving an array of IDs',
		displayOptions: { show: { inputMode: ['ids'] } },
	},
	{
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: statusOptions,
		// Active, as Set Status elsewhere: a first Execute must not hide reviews; an active review stays as it is.
		default: 'ACTIVE',
		description:
			'The status every review listed gets. Active by default, which leaves an active review as it is.',
		displayOptions: { show: { inputMode: ['ids'] } },
	},
	{
		displayName: 'Reviews (JSON)',
		name: 'reviewsJson',
		type: 'json',
		default: '[\n  { "id": "", "status": "ARCHIVED" }\n]',
		description:
			"A JSON array of 1 to 50 {ID, status (ACTIVE, ARCHIVED or INACTIVE), paymentLinkId (optional)}: the review's ID (a UUID; the key may also be written in lower case, as Mayar's lists have it), its new status, and the product it belongs to, which Mayar then checks",
		displayOptions: { show: { inputMode: ['json'] } },
	},
];

function readEntries(ctx: IExecuteFunctions, i: number): IDataObject[] {
	const mode = v.choice(ctx, i, 'inputMode');
	if (mode === 'ids') {
		const ids = idList(ctx, i, 'reviewIds', ctx.getNodeParameter('reviewIds', i, ''));
		const status = v.oneOf(ctx, i, 'status', ctx.getNodeParameter('status', i), REVIEW_STATUSES);
		return ids.map((id) => ({ id, status }));
	}
	const raw = v.json(ctx, i, 'reviewsJson', ctx.getNodeParameter('reviewsJson', i, '[]')) ?? [];
	if (!Array.isArray(raw)) v.fail(ctx, i, 'reviewsJson', 'must be a JSON array of {id, status}');
	return (raw as unknown[]).map((row, n) => {
		const label = v.row(ctx, 'reviewsJson', n);
		if (!isPlainObject(row)) v.fail(ctx, i, label, 'must be an object {id, status}');
		const r = row as IDataObject;
		// The description must write the key ID (n8n's lint); Mayar's lists write it id: both are read.
		return v.compact({
			id: v.uuid(ctx, i, `${label}: id`, r.id ?? r.ID),
			status: v.oneOf(
				ctx,
				i,
				`${label}: status`,
				typeof r.status === 'string' ? r.status.toUpperCase() : r.status,
				REVIEW_STATUSES,
			),
			paymentLinkId: isBlank(r.paymentLinkId)
				? undefined
				: v.uuid(ctx, i, `${label}: paymentLinkId`, r.paymentLinkId),
		} as IDataObject);
	});
}

/**
 * POST /hl/v2/reviews/bulk-status/update {input: [{id, status, paymentLinkId?}]}, 1 to 50 entries. Mayar answers
 * status only; the node outputs one item per review sent: {id, status, paymentLinkId?, updated: true}.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const input = readEntries(this, i);
	const field = v.choice(this, i, 'inputMode') === 'json' ? 'reviewsJson' : 'reviewIds';
	if (input.length === 0) v.fail(this, i, field, 'holds no review', 'Give from 1 to 50 reviews.');
	if (input.length > MAX_REVIEWS) {
		v.fail(
			this,
			i,
			field,
			`holds ${input.length} reviews; Mayar takes at most ${MAX_REVIEWS} per request`,
			'Split the list, for example with a Loop Over Items node of batch size 50.',
		);
	}
	await withHints(
		mayarApiRequest(this, {
			method: 'POST',
			path: '/hl/v2/reviews/bulk-status/update',
			body: { input },
			itemIndex: i,
		}),
		{
			400: (message) =>
				/not valid/i.test(message)
					? 'At least one review ID does not exist in this Mayar account, or the review does not belong to the product (paymentLinkId) given with it. Mayar changed none of them: check the IDs with Review > Get Many.'
					: undefined,
		},
	);
	return input.map((entry) => ({ ...entry, updated: true }));
}
