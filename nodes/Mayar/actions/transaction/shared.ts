import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

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
	description: 'Only transactions of this product, payment link or invoice: its ID (paymentLinkId), a UUID',
};

export const dateFilters: INodeProperties[] = [
	{ displayName: 'End Date', name: 'endAt', type: 'dateTime', default: '', description: 'Only transactions created up to this moment' },
	{ displayName: 'Start Date', name: 'startAt', type: 'dateTime', default: '', description: 'Only transactions created from this moment on' },
];

/** startAt and endAt go to Mayar as epoch milliseconds in a string; an empty range is refused before sending. */
export function readDateRange(ctx: IExecuteFunctions, i: number, filters: IDataObject): IDataObject {
	const start = v.isoDate(ctx, i, 'Start Date', filters.startAt, false);
	const end = v.isoDate(ctx, i, 'End Date', filters.endAt, false);
	const startMs = start === undefined ? undefined : Date.parse(start);
	const endMs = end === undefined ? undefined : Date.parse(end);
	if (startMs !== undefined && endMs !== undefined && startMs > endMs) {
		v.fail(ctx, i, 'Start Date', `(${start}) is after End Date (${end})`);
	}
	return v.compact({
		startAt: startMs === undefined ? undefined : String(startMs),
		endAt: endMs === undefined ? undefined : String(endMs),
	} as IDataObject);
}

export function readIds(ctx: IExecuteFunctions, i: number, filters: IDataObject): IDataObject {
	return v.compact({
		customerId: filters.customerId ? v.uuid(ctx, i, 'Customer ID', filters.customerId) : undefined,
		paymentLinkId: filters.paymentLinkId ? v.uuid(ctx, i, 'Payment Link ID', filters.paymentLinkId) : undefined,
	} as IDataObject);
}
