import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	type ListOptions,
	MAX_PAGE_SIZE,
	mayarApiRequestAllItems,
	type MayarRequest,
} from '../transport';
import { integer } from './validate';
import { epochMs, UUID_PATTERN } from './values';

/** Return All and Limit, shared by every Get Many; `pageSize` is how many the operation asks Mayar for a page. */
export function listFields(noun: string, pageSize = MAX_PAGE_SIZE): INodeProperties[] {
	return [
		{
			displayName: 'Return All',
			name: 'returnAll',
			type: 'boolean',
			default: false,
			description: 'Whether to return all results or only up to a given limit',
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of results to return',
			displayOptions: { show: { returnAll: [false] } },
			hint: `Mayar sends ${noun} ${pageSize} per page; more than ${pageSize} takes several requests`,
		},
	];
}

const COLLECTIONS = {
	filters: { displayName: 'Filters', placeholder: 'Add Filter' },
	additionalFields: { displayName: 'Additional Fields', placeholder: 'Add Field' },
	updateFields: { displayName: 'Update Fields', placeholder: 'Add Field' },
	options: { displayName: 'Options', placeholder: 'Add option' },
} as const;

/** One of the node's collections of optional parameters, under its usual name; nothing is sent for what is left empty. */
export function collection(
	name: keyof typeof COLLECTIONS,
	options: INodeProperties[],
	extra: Partial<INodeProperties> = {},
): INodeProperties {
	return { ...COLLECTIONS[name], name, type: 'collection', default: {}, ...extra, options };
}

/** The Filters collection of a Get Many: optional query parameters, none sent when left empty. */
export function filtersCollection(options: INodeProperties[]): INodeProperties {
	return collection('filters', options);
}

/** An email address parameter (Mayar names it email, or customerEmail where a record has its own email). */
export function emailField(
	displayName: string,
	name: 'email' | 'customerEmail',
	required: boolean,
	description?: string,
): INodeProperties {
	return contactField(displayName, name, 'name@email.com', required, description);
}

/** An Indonesian mobile number parameter (Mayar's mobile). */
export function mobileField(
	displayName: string,
	required: boolean,
	description?: string,
): INodeProperties {
	return contactField(displayName, 'mobile', 'e.g. 081234567890', required, description);
}

function contactField(
	displayName: string,
	name: string,
	placeholder: string,
	required: boolean,
	description: string | undefined,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'string',
		placeholder,
		default: '',
		...(required ? { required } : {}),
		...(description === undefined ? {} : { description }),
	};
}

/** Reads Return All / Limit and follows the cursor (or, with paging 'page', the page numbers). */
export async function getList(
	ctx: IExecuteFunctions,
	i: number,
	req: Omit<MayarRequest, 'itemIndex'>,
	list: Pick<ListOptions, 'cursorParams' | 'paging' | 'pageSize' | 'keep' | 'stopAfterPage'> = {},
): Promise<IDataObject[]> {
	const returnAll = ctx.getNodeParameter('returnAll', i, false) as boolean;
	const limit = returnAll
		? undefined
		: integer(ctx, i, 'limit', ctx.getNodeParameter('limit', i, 50), 1, 1_000_000);
	return await mayarApiRequestAllItems(
		ctx,
		{ ...req, itemIndex: i },
		{ ...list, returnAll, limit },
	);
}

/**
 * A resource locator for a Mayar record: pick it From List (searchable) or give its ID.
 * `searchMethod` names a listSearch method of the node.
 */
export function locator(
	name: string,
	displayName: string,
	searchMethod: string,
	description: string,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: searchMethod, searchable: true },
			},
			{
				displayName: 'ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
				validation: [
					{
						type: 'regex',
						properties: {
							regex: `^\\s*${UUID_PATTERN}\\s*$`,
							errorMessage: 'Not a Mayar ID (a UUID)',
						},
					},
				],
			},
		],
	};
}

/**
 * A Get Many over a list that Mayar only serves one status at a time (its status query is required: invoices,
 * payment requests). With one status it is one list; with several ("Any") it reads each and merges them newest
 * first, so Limit N still returns the newest N.
 */
export async function getListOfStatuses(
	ctx: IExecuteFunctions,
	i: number,
	req: Omit<MayarRequest, 'itemIndex'>,
	statuses: readonly string[],
	statusQuery: (status: string) => IDataObject,
): Promise<IDataObject[]> {
	const lists: IDataObject[][] = [];
	for (const status of statuses)
		lists.push(await getList(ctx, i, { ...req, qs: { ...req.qs, ...statusQuery(status) } }));
	if (lists.length === 1) return lists[0];
	// Newest first; a record without a createdAt sorts last.
	const merged = lists
		.flat()
		.sort((a, b) => (epochMs(b.createdAt) ?? 0) - (epochMs(a.createdAt) ?? 0));
	const returnAll = ctx.getNodeParameter('returnAll', i, false) as boolean;
	return returnAll ? merged : merged.slice(0, Number(ctx.getNodeParameter('limit', i, 50)));
}
