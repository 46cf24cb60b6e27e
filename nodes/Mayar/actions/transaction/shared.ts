import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { filtersCollection } from '../../helpers/fields';
import * as v from '../../helpers/validate';

/** Filters both transaction lists share. */
export const customerIdFilter: INodeProperties = {
	displayName: 'Customer ID',
	name: 'customerId',
	type: 'string',
	default: '',
	description: 'Only transactions of this customer (a UUID)',
};

export const paymentLinkIdFilter: INodeProperties = {
	displayName: 'Payment Link ID',
	name: 'paymentLinkId',
	type: 'string',
	default: '',
	description:
		"Transactions of this product, payment link or invoice: its ID, a UUID. A payment request's payment is listed under the payment request's own link, not a product's.",
};

export const dateFilters: INodeProperties[] = [
	{
		displayName: 'Created Before',
		name: 'endAt',
		type: 'dateTime',
		default: '',
		description: 'Transactions created up to this moment',
	},
	{
		displayName: 'Created After',
		name: 'startAt',
		type: 'dateTime',
		default: '',
		description: 'Transactions created from this moment on',
	},
];

/** startAt and endAt go to Mayar as epoch milliseconds in a string; an empty range is refused before sending. */
export function readDateRange(
	ctx: IExecuteFunctions,
	i: number,
	filters: IDataObject,
): IDataObject {
	return v.epochRange(ctx, i, filters);
}

export function readIds(ctx: IExecuteFunctions, i: number, filters: IDataObject): IDataObject {
	return v.compact({
		customerId: filters.customerId ? v.uuid(ctx, i, 'customerId', filters.customerId) : undefined,
		paymentLinkId: filters.paymentLinkId
			? v.uuid(ctx, i, 'paymentLinkId', filters.paymentLinkId)
			: undefined,
	} as IDataObject);
}

/** The Filters of both transaction lists: customer, dates and payment link, then the list's own (status, ...). */
export function transactionFilters(...own: INodeProperties[]): INodeProperties {
	return filtersCollection([
		customerIdFilter,
		dateFilters[0],
		paymentLinkIdFilter,
		dateFilters[1],
		...own,
	]);
}
