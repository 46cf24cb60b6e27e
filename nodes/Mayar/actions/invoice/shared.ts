import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { Simplify } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import { isBlank } from '../../helpers/values';

/** Items entered as fields, or mapped as a JSON array from an earlier node (an order's line items). */
export const itemsFields: INodeProperties[] = [
	{
		displayName: 'Items Input',
		name: 'itemsInput',
		type: 'options',
		options: [
			{ name: 'Fields', value: 'fields', description: 'Enter each line below' },
			{
				name: 'JSON',
				value: 'json',
				description: 'Map an array of {quantity, rate, description} from an earlier node',
			},
		],
		default: 'fields',
	},
	{
		displayName: 'Items',
		name: 'items',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Item',
		default: {},
		displayOptions: { show: { itemsInput: ['fields'] } },
		description:
			"Invoice lines, 1 to 100, each with a rate above 0. Mayar refuses a negative rate (a discount line) although its docs allow one: give a discount by lowering the lines' rates.",
		options: [
			{
				displayName: 'Item',
				name: 'item',
				values: [
					{
						displayName: 'Description',
						name: 'description',
						type: 'string',
						default: '',
						required: true,
					},
					{
						displayName: 'Quantity',
						name: 'quantity',
						type: 'number',
						typeOptions: { minValue: 1 },
						default: 1,
						required: true,
					},
					{
						displayName: 'Rate',
						name: 'rate',
						type: 'number',
						typeOptions: { minValue: 1 },
						default: 0,
						required: true,
						description:
							"Price per unit in whole rupiah, above 0. Mayar refuses 0 and negative rates: give a discount by lowering the lines' rates.",
					},
				],
			},
		],
	},
	{
		displayName: 'Items (JSON)',
		name: 'itemsJson',
		type: 'json',
		default: '[\n  { "description": "Item", "quantity": 1, "rate": 10000 }\n]',
		displayOptions: { show: { itemsInput: ['json'] } },
		description:
			"A JSON array of 1 to 100 {description, quantity, rate}, for example an expression that maps an order's line items",
	},
];

export interface InvoiceItem extends IDataObject {
	quantity: number;
	rate: number;
	description: string;
}

/**
 * Reads and checks the lines: whole quantities and rates above 0. The spec allows a negative rate (a discount line)
 * while the total stays above 0, but live Mayar refuses it (docs/api-notes.md, "Spec vs live"), so it is refused here,
 * before sending, under both.
 */
export function readItems(ctx: IExecuteFunctions, i: number): InvoiceItem[] {
	const mode = v.choice(ctx, i, 'itemsInput');
	const field = mode === 'json' ? 'itemsJson' : 'items';
	let raw: unknown;
	if (mode === 'json') {
		raw = v.json(ctx, i, 'itemsJson', ctx.getNodeParameter('itemsJson', i, '[]'));
		if (!Array.isArray(raw))
			v.fail(ctx, i, 'itemsJson', 'must be a JSON array of {description, quantity, rate}');
	} else {
		raw =
			((ctx.getNodeParameter('items', i, {}) as IDataObject).item as IDataObject[] | undefined) ??
			[];
	}
	const rows = raw as unknown[];
	if (rows.length === 0) v.fail(ctx, i, field, 'must hold at least one line');
	if (rows.length > 100) v.fail(ctx, i, field, `has ${rows.length} lines; at most 100`);
	// A line's field as the editor shows it: the key typed in the JSON, or the field's label in the Items rows.
	const key = (name: string) => (mode === 'json' ? name : v.labelOf(ctx, `items.${name}`));
	const items = rows.map((row, n) => {
		const label = v.row(ctx, field, n);
		if (typeof row !== 'object' || row === null)
			v.fail(ctx, i, label, 'must be an object {description, quantity, rate}');
		const r = row as IDataObject;
		const given =
			typeof r.rate === 'number' || (typeof r.rate === 'string' && !isBlank(r.rate))
				? Number(r.rate)
				: NaN;
		if (given <= 0)
			v.fail(
				ctx,
				i,
				`${label}: ${key('rate')}`,
				`is ${String(r.rate)}; Mayar takes only rates above 0 (a discount cannot be its own line: lower the other lines' rates)`,
			);
		const rate = v.integer(ctx, i, `${label}: ${key('rate')}`, r.rate, 1, 1_000_000_000_000);
		return {
			description: v.text(
				ctx,
				i,
				`${label}: ${key('description')}`,
				r.description,
				true,
				500,
			) as string,
			quantity: v.integer(ctx, i, `${label}: ${key('quantity')}`, r.quantity, 1, 1_000_000),
			rate,
		};
	});
	return items;
}

/**
 * Simplify of Invoice > Get Many and Get Many by Customer Email: list items have no transactionId, paymentUrl or
 * expiredAt.
 */
export const invoiceListSimplify: Simplify = {
	record: 'invoiceListItem',
	keep: [
		'id',
		'status',
		'amount',
		'description',
		'link',
		'customerId',
		'customer.name',
		'customer.email',
		'customer.mobile',
		'createdAt',
	],
};
