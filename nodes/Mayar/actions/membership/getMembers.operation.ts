import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { filtersCollection, getList, listFields } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import { simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import { nestDottedKeys } from '../../helpers/values';
import type { OperationResult } from '../types';
import { memberSimplify, PRODUCT_404, productIdField, readProductId } from './shared';

export const simplify = memberSimplify;

export const description: INodeProperties[] = [
	productIdField,
	...listFields('members'),
	simplifyField(),
	filtersCollection([
		{
			displayName: 'Churned Members Only',
			name: 'isChurnedMember',
			type: 'boolean',
			default: true,
			description: 'Whether to list only churned members; turned off, members who have not churned',
		},
		{
			displayName: 'Created After',
			name: 'startDate',
			type: 'dateTime',
			default: '',
			description: 'Members who joined (their membership was created) from this moment on',
		},
		{
			displayName: 'Created Before',
			name: 'endDate',
			type: 'dateTime',
			default: '',
			description: 'Members who joined (their membership was created) up to this moment',
		},
		{
			displayName: 'Search Term',
			name: 'searchTerm',
			type: 'string',
			default: '',
			placeholder: 'e.g. budi@example.com',
			description: "Matches the member's name, email, mobile or member ID",
		},
	]),
];

/**
 * GET /hl/v2/memberships/members?productId=, one output item per member. Mayar flattens the customer and the
 * tier into dotted keys ("customer.name"); they are nested again so rows have the shape of Get Member.
 * startDate and endDate go as ISO 8601 UTC strings, isChurnedMember as "true" or "false".
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const productId = readProductId(this, i);
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const startDate = v.isoDate(this, i, 'startDate', filters.startDate, false);
	const endDate = v.isoDate(this, i, 'endDate', filters.endDate, false);
	if (
		startDate !== undefined &&
		endDate !== undefined &&
		Date.parse(startDate) > Date.parse(endDate)
	) {
		v.fail(
			this,
			i,
			'startDate',
			`(${startDate}) is after ${v.labelOf(this, 'endDate')} (${endDate})`,
		);
	}
	const churned = v.boolean(this, i, 'isChurnedMember', filters.isChurnedMember, false);
	const qs = v.compact({
		productId,
		searchTerm: v.text(this, i, 'searchTerm', filters.searchTerm, false, 200),
		startDate,
		endDate,
		isChurnedMember: churned === undefined ? undefined : String(churned),
	} as IDataObject);
	const rows = await withHints(
		getList(this, i, { method: 'GET', path: '/hl/v2/memberships/members', qs }),
		{ 404: PRODUCT_404 },
	);
	return simplifyIfAsked(this, i, simplify, rows.map(nestDottedKeys));
}
