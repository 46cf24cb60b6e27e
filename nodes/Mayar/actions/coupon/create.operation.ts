import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { isBlank } from '../../helpers/values';
import { dataOf, mayarApiRequest } from '../../transport';
import { withHints } from '../../helpers/hints';
import type { OperationResult } from '../types';
import { couponCode } from './shared';

const MAX_ONETIME_CODES = 50;
const MAX_PRODUCTS = 2;

export const description: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. Promo Ramadan',
		description: 'Name of the discount, at least 5 characters',
	},
	{
		displayName: 'Coupon Type',
		name: 'couponType',
		type: 'options',
		options: [
			{
				name: 'One-Time Codes',
				value: 'onetime',
				description: 'Mayar generates Total Coupons codes (at most 50), each usable once',
			},
			{
				name: 'Reusable Code',
				value: 'reusable',
				description: 'One code that can be used Total Coupons times',
			},
		],
		default: 'reusable',
	},
	{
		displayName: 'Code',
		name: 'code',
		type: 'string',
		default: '',
		placeholder: 'e.g. RAMADAN25',
		description:
			'The code customers type: letters, digits, - and _, at most 50 characters. Leave empty to let Mayar generate one.',
		displayOptions: { show: { couponType: ['reusable'] } },
	},
	{
		displayName: 'Discount Type',
		name: 'discountType',
		type: 'options',
		options: [
			{ name: 'Fixed Amount (Rupiah)', value: 'monetary' },
			{ name: 'Percentage', value: 'percentage' },
		],
		default: 'percentage',
	},
	{
		displayName: 'Value',
		name: 'value',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 10,
		required: true,
		description:
			'The discount: a percentage from 1 to 99, or an amount in rupiah for a fixed discount',
	},
	{
		displayName: 'Total Coupons',
		name: 'totalCoupons',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 1,
		required: true,
		description:
			'How many times the reusable code may be used, or how many one-time codes to generate (at most 50)',
	},
	{
		displayName: 'Eligible Customers',
		name: 'eligibleCustomerType',
		type: 'options',
		options: [
			{ name: 'All Customers', value: 'all' },
			{ name: 'New Customers', value: 'new', description: 'Customers who have not bought before' },
			{
				name: 'Returning Customers',
				value: 'old',
				description: 'Customers who have bought before',
			},
		],
		default: 'all',
	},
	collection('additionalFields', [
		{
			displayName: 'Expires At',
			name: 'expiredAt',
			type: 'dateTime',
			default: '',
			description:
				'After this moment the coupon no longer works. Leave empty for a coupon that never expires.',
		},
		{
			displayName: 'Minimum Purchase',
			name: 'minimumPurchase',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 0,
			description: 'The smallest purchase amount in rupiah the coupon applies to',
		},
		{
			displayName: 'Product IDs',
			name: 'productIds',
			type: 'string',
			default: '',
			placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
			description:
				'At most 2 product IDs, comma-separated, that the coupon is limited to. Leave empty for all products.',
		},
	]),
];

function readProducts(ctx: IExecuteFunctions, i: number, raw: unknown): IDataObject[] | undefined {
	if (isBlank(raw)) return undefined;
	const list = Array.isArray(raw) ? raw : String(raw).split(',');
	const ids: string[] = [];
	for (const entry of list) {
		const value = typeof entry === 'object' && entry !== null ? (entry as IDataObject).id : entry;
		if (typeof value === 'string' && isBlank(value)) continue;
		const id = v.uuid(ctx, i, 'productIds', typeof value === 'string' ? value.trim() : value);
		if (!ids.includes(id)) ids.push(id);
	}
	if (ids.length > MAX_PRODUCTS)
		v.fail(
			ctx,
			i,
			'productIds',
			`holds ${ids.length} products; a coupon can be limited to at most ${MAX_PRODUCTS}`,
			'Leave it empty for a coupon valid on all products.',
		);
	return ids.length ? ids.map((id) => ({ id })) : undefined;
}

/**
 * POST /hl/v2/coupons/create. Everything Mayar documents is checked first: name of 5 characters or more, a
 * percentage of 1 to 99, a value and a count above 0, at most 50 one-time codes, a code only on a reusable
 * coupon, at most 2 products.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const extra = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const name = v.text(this, i, 'name', this.getNodeParameter('name', i), true, 200) as string;
	if (name.length < 5)
		v.fail(this, i, 'name', `must be at least 5 characters long, not ${JSON.stringify(name)}`);
	const type = v.oneOf(this, i, 'couponType', this.getNodeParameter('couponType', i), [
		'reusable',
		'onetime',
	]);
	const rawCode = type === 'reusable' ? this.getNodeParameter('code', i, '') : '';
	const code = isBlank(rawCode) ? undefined : couponCode(this, i, 'code', rawCode);
	const discountType = v.oneOf(this, i, 'discountType', this.getNodeParameter('discountType', i), [
		'monetary',
		'percentage',
	]);
	const rawValue = this.getNodeParameter('value', i);
	const value =
		discountType === 'percentage'
			? v.integer(this, i, 'value', rawValue, 1, 99)
			: v.positiveInteger(this, i, 'value', rawValue);
	const totalCoupons =
		type === 'onetime'
			? v.integer(
					this,
					i,
					'totalCoupons',
					this.getNodeParameter('totalCoupons', i),
					1,
					MAX_ONETIME_CODES,
				)
			: v.integer(
					this,
					i,
					'totalCoupons',
					this.getNodeParameter('totalCoupons', i),
					1,
					1_000_000_000,
				);
	const minimumPurchase = isBlank(extra.minimumPurchase)
		? undefined
		: v.integer(this, i, 'minimumPurchase', extra.minimumPurchase, 0, 1_000_000_000_000);
	const body = v.compact({
		name,
		expiredAt: v.isoDate(this, i, 'expiredAt', extra.expiredAt, false, true),
		discount: v.compact({
			discountType,
			eligibleCustomerType: v.oneOf(
				this,
				i,
				'eligibleCustomerType',
				this.getNodeParameter('eligibleCustomerType', i),
				['all', 'new', 'old'],
			),
			minimumPurchase,
			value,
			totalCoupons,
		} as IDataObject),
		coupon: v.compact({ code, type } as IDataObject),
		products: readProducts(this, i, extra.productIds),
	} as IDataObject);
	const envelope = await withHints(
		mayarApiRequest(this, { method: 'POST', path: '/hl/v2/coupons/create', body, itemIndex: i }),
		{
			404: 'A product the coupon is limited to does not exist in this Mayar account (Sandbox and Production have separate products). Check Product IDs.',
			409: code
				? `The code ${code} is already used by another coupon of this account. Choose another code, or leave Code empty to let Mayar generate one.`
				: 'Mayar reports a coupon code already in use, though the node sent none (Mayar generates the codes). Run it again; if it repeats, contact Mayar support.',
		},
	);
	return dataOf(envelope);
}
