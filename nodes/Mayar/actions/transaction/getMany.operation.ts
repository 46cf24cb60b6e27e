import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { getList, listFields } from '../../helpers/fields';
import { withPaidAliases } from '../../helpers/paidTransaction';
import { type Simplify, simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import { epochMs } from '../../helpers/values';
import { PAID_TRANSACTIONS_PAGE_SIZE } from '../../transport';
import type { OperationResult } from '../types';
import { readDateRange, readIds, transactionFilters } from './shared';

/** Simplify: paid transactions are balance rows: transactionId is the one Get takes, amount the alias of credit. */
export const simplify: Simplify = {
	record: 'paidTransaction',
	keep: [
		'id',
		'transactionId',
		'status',
		'amount',
		'paymentMethod',
		'customer.name',
		'customer.email',
		'customer.mobile',
		'paymentLink.name',
		'createdAt',
	],
};

export const description: INodeProperties[] = [
	...listFields('transactions', PAID_TRANSACTIONS_PAGE_SIZE),
	simplifyField(),
	transactionFilters(
		{
			displayName: 'Status',
			name: 'status',
			type: 'string',
			default: '',
			placeholder: 'e.g. settled',
			description:
				"Only rows in this status, for example paid or settled (both mean paid). The node checks each row's own status: Mayar's own filter was recorded leaving out membership payments.",
		},
		{
			displayName: 'Type',
			name: 'type',
			type: 'string',
			default: '',
			placeholder: 'e.g. digital_product',
			description: 'Product type, for example digital_product, event or membership',
		},
	),
];

/**
 * GET /hl/v2/transactions: paid transactions (balance history rows), one output item each, with amount and
 * transactionId (the id Transaction > Get takes) whichever fields Mayar sent. Live Mayar was recorded ignoring
 * startAt/endAt and dropping membership rows from status=paid (docs/api-notes.md, "Spec vs live"): the dates are
 * sent and also checked here, the walk stopping at the first page older than the range; the status is checked
 * here only.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const status = filters.status ? v.pathSegment(this, i, 'status', filters.status) : undefined;
	const range = readDateRange(this, i, filters);
	const qs = v.compact({
		type: filters.type ? v.pathSegment(this, i, 'type', filters.type) : undefined,
		...readIds(this, i, filters),
		...range,
	} as IDataObject);
	const from = range.startAt === undefined ? -Infinity : Number(range.startAt);
	const to = range.endAt === undefined ? Infinity : Number(range.endAt);
	const inRange = (row: IDataObject) => {
		const at = epochMs(row.createdAt);
		return at === undefined ? from === -Infinity && to === Infinity : at >= from && at <= to;
	};
	const rows = await getList(
		this,
		i,
		{ method: 'GET', path: '/hl/v2/transactions', qs },
		{
			pageSize: PAID_TRANSACTIONS_PAGE_SIZE,
			keep: (row) => inRange(row) && (status === undefined || row.status === status),
			// Newest first: once a page reaches rows older than Created After, later pages are older still.
			stopAfterPage:
				from === -Infinity
					? undefined
					: (page) => page.some((row) => (epochMs(row.createdAt) ?? 0) < from),
		},
	);
	return simplifyIfAsked(this, i, simplify, rows.map(withPaidAliases));
}
