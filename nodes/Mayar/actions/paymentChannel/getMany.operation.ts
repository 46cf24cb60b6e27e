import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

const CHANNEL_TYPES = [
	'card',
	'ewallet',
	'paylater',
	'qris',
	'qris_static',
	'retail',
	'va',
] as const;

export const description: INodeProperties[] = [
	{
		displayName: 'Output',
		name: 'output',
		type: 'options',
		options: [
			{
				name: 'One Item per Channel',
				value: 'channels',
				description:
					'Each payment channel as its own item: name, status, img (its image URL), type and code',
			},
			{
				name: 'Account Settings',
				value: 'settings',
				description:
					"One item: the account's payment settings (approvals, who bears the fees), the channels listed in its config",
			},
		],
		default: 'channels',
	},
	collection(
		'filters',
		[
			{
				displayName: 'Active Only',
				name: 'activeOnly',
				type: 'boolean',
				default: true,
				description: 'Whether to keep only the channels that are active',
			},
			{
				displayName: 'Types',
				name: 'types',
				type: 'multiOptions',
				options: [
					{ name: 'Card', value: 'card' },
					{ name: 'E-Wallet', value: 'ewallet' },
					{ name: 'Pay Later', value: 'paylater' },
					{ name: 'QRIS', value: 'qris' },
					{ name: 'QRIS Static', value: 'qris_static' },
					{ name: 'Retail Outlet', value: 'retail' },
					{ name: 'Virtual Account', value: 'va' },
				],
				default: [],
				description: 'Only channels of these types; none means all',
			},
		],
		{ displayOptions: { show: { output: ['channels'] } } },
	),
];

/**
 * GET /hl/v2/payment-channels. Mayar answers ONE object (the account's payment settings) whose config[] lists
 * the channels. By default each channel becomes an item, so a workflow can filter or loop over them; the
 * Account Settings output keeps Mayar's object as is.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const output = v.oneOf(this, i, 'output', this.getNodeParameter('output', i, 'channels'), [
		'channels',
		'settings',
	]);
	const filters =
		output === 'channels' ? (this.getNodeParameter('filters', i, {}) as IDataObject) : {};
	let rawTypes = filters.types ?? [];
	if (typeof rawTypes === 'string')
		rawTypes = rawTypes
			.split(',')
			.map((t) => t.trim())
			.filter(Boolean);
	if (!Array.isArray(rawTypes))
		v.fail(this, i, 'types', `must be a list of ${CHANNEL_TYPES.join(', ')}`);
	const types = (rawTypes as unknown[]).map((t) => v.oneOf(this, i, 'types', t, CHANNEL_TYPES));
	const activeOnly = filters.activeOnly === true;

	const settings = dataOf(
		await mayarApiRequest(this, { method: 'GET', path: '/hl/v2/payment-channels', itemIndex: i }),
	);
	if (output === 'settings') return settings;
	const config = Array.isArray(settings.config) ? (settings.config as IDataObject[]) : [];
	return config.filter(
		(c) =>
			typeof c === 'object' &&
			c !== null &&
			(!activeOnly || c.status === true) &&
			(types.length === 0 || types.includes(c.type as (typeof CHANNEL_TYPES)[number])),
	);
}
