import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { isBlank } from '../../helpers/values';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import {
	member404,
	memberIdField,
	membershipCustomerOf,
	productIdField,
	readMemberId,
	readProductId,
} from './shared';

const STATUSES = ['active', 'finished', 'inactive', 'stopped'] as const;

export const description: INodeProperties[] = [
	productIdField,
	memberIdField,
	collection(
		'updateFields',
		[
			{
				displayName: 'Expires At',
				name: 'expiredAt',
				type: 'dateTime',
				default: '',
				description: 'When the membership ends; sent to Mayar in UTC',
			},
			{
				displayName: 'Monthly Period',
				name: 'membershipMonthlyPeriod',
				type: 'number',
				typeOptions: { minValue: 1 },
				default: 1,
				description: 'Length of one billing period in months',
			},
			{
				displayName: 'Next Payment',
				name: 'nextPayment',
				type: 'dateTime',
				default: '',
				description: 'When the next payment is due; sent to Mayar in UTC',
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: [
					{ name: 'Active', value: 'active' },
					{ name: 'Finished', value: 'finished' },
					{ name: 'Inactive', value: 'inactive' },
					{ name: 'Stopped', value: 'stopped' },
				],
				default: 'active',
			},
			{
				displayName: 'Tier ID',
				name: 'membershipTierId',
				type: 'string',
				default: '',
				placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
				description: 'Move the member to this tier (a UUID from Get Tiers)',
			},
		],
		{ description: 'At least one is required' },
	),
];

/**
 * POST /hl/v2/memberships/members/{memberId}/update. Mayar wants nextPayment and expiredAt as UTC ISO
 * strings: any date given (with an offset, or a Luxon date from an expression) is converted first.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const productId = readProductId(this, i);
	const memberId = readMemberId(this, i);
	const fields = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	const changes = v.compact({
		membershipTierId: isBlank(fields.membershipTierId)
			? undefined
			: v.uuid(this, i, 'membershipTierId', fields.membershipTierId),
		membershipMonthlyPeriod: isBlank(fields.membershipMonthlyPeriod)
			? undefined
			: v.integer(this, i, 'membershipMonthlyPeriod', fields.membershipMonthlyPeriod, 1, 120),
		status: isBlank(fields.status)
			? undefined
			: v.oneOf(this, i, 'status', fields.status, STATUSES),
		nextPayment: v.isoDate(this, i, 'nextPayment', fields.nextPayment, false),
		expiredAt: v.isoDate(this, i, 'expiredAt', fields.expiredAt, false),
	} as IDataObject);
	if (Object.keys(changes).length === 0) {
		v.fail(
			this,
			i,
			'updateFields',
			'must hold at least one field to change',
			'Add Tier ID, Monthly Period, Status, Next Payment or Expires At.',
		);
	}
	const body = { productId, ...changes };
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'POST',
			path: `/hl/v2/memberships/members/${memberId}/update`,
			body,
			itemIndex: i,
		}),
		{
			404: (message) =>
				/member/i.test(message)
					? member404(memberId)
					: 'No such tier on this membership product. Take Tier ID from Get Tiers of the same product.',
		},
	);
	return membershipCustomerOf(dataOf(envelope));
}
