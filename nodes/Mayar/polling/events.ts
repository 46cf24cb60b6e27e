import type { IDataObject } from 'n8n-workflow';

import { idString, nestDottedKeys } from '../helpers/values';
import { PAID_TRANSACTIONS_PAGE_SIZE } from '../transport';

/** One event of the polling trigger: the V2 list it reads and how a row of it becomes an output item. */
export interface PollEvent {
	/** The event name items carry (Mayar's webhook name where Mayar has one, so dedupeKeys match). */
	event: string;
	path: string;
	/** Records asked per page. */
	pageSize: number;
	/** The list is per membership product (productId is required). */
	needsProduct?: boolean;
	/** The record's identity, kept at the high-water mark so that equal timestamps are told apart. */
	keyOf(row: IDataObject): string | undefined;
	/** The item's `data`. */
	shape(row: IDataObject): IDataObject;
	/** Why a row is not emitted, or undefined. A refused row still moves the mark: it was read, and is not one. */
	refuse?(row: IDataObject): string | undefined;
}

/**
 * Paid transactions are Mayar's balance history: the row `id` is the history row, the transaction is
 * `paymentLinkTransactionId` (V2 adds the alias `transactionId`); docs/api-notes.md, "Polling trigger".
 */
function paidTransactionIdOf(row: IDataObject): string | undefined {
	return idString(row.transactionId) ?? idString(row.paymentLinkTransactionId);
}

/** A balance row is paid when the money arrives and settled later; both are a payment (api-notes, "Polling trigger"). */
const PAID_STATUSES: readonly string[] = ['paid', 'settled'];

/** A payment.received item claims a paid transaction by its ID: a row that names none, or says it is not paid, is not one. */
function notAPayment(row: IDataObject): string | undefined {
	if (paidTransactionIdOf(row) === undefined)
		return 'it names no transaction (no transactionId or paymentLinkTransactionId)';
	// A row without a status is taken as the list says (paid): the spec's V2 rows name no status field.
	if (row.status === undefined || row.status === null || row.status === '') return undefined;
	const status = String(row.status).trim().toLowerCase();
	if (!PAID_STATUSES.includes(status)) return `its status is "${status}", not paid or settled`;
	return undefined;
}

export const POLL_EVENTS: Record<string, PollEvent> = {
	'payment.received': {
		event: 'payment.received',
		path: '/hl/v2/transactions',
		pageSize: PAID_TRANSACTIONS_PAGE_SIZE,
		keyOf: (row) => paidTransactionIdOf(row) ?? idString(row.id),
		// amount, transactionId and the customer's fields as the webhook delivery has them (trigger/item.ts).
		shape: (row) => ({ ...row }),
		refuse: notAPayment,
	},
	'transaction.unpaid': {
		event: 'transaction.unpaid',
		path: '/hl/v2/transactions/unpaid',
		pageSize: 50,
		keyOf: (row) => idString(row.id),
		shape: (row) => ({ ...row }),
	},
	'customer.created': {
		event: 'customer.created',
		path: '/hl/v2/customers',
		pageSize: 50,
		keyOf: (row) => idString(row.id),
		shape: (row) => ({ ...row }),
	},
	'membership.newMemberRegistered': {
		event: 'membership.newMemberRegistered',
		path: '/hl/v2/memberships/members',
		pageSize: 50,
		needsProduct: true,
		keyOf: (row) => idString(row.id) ?? idString(row.memberId),
		// The members list flattens its joins into dotted keys; nested as Get Member has them.
		shape: (row) => nestDottedKeys(row),
	},
};
