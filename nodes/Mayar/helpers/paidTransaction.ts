import type { IDataObject } from 'n8n-workflow';

import { epochMs, isPlainObject } from './values';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A paid-transactions row (GET /hl/v2/transactions, Mayar's balance history) with `amount` and `transactionId`
 * whichever fields Mayar sent. The spec's V2 rows carry both as aliases; the rows recorded live carry only `credit`
 * (the money) and `paymentLinkTransactionId` (the id Transaction > Get takes): docs/api-notes.md, "Spec vs live".
 * Mayar's own fields stay as they are.
 */
export function withPaidAliases(row: IDataObject): IDataObject {
	if (!isPlainObject(row)) return row;
	const out: IDataObject = { ...row };
	if (!present(out.transactionId) && present(row.paymentLinkTransactionId))
		out.transactionId = row.paymentLinkTransactionId;
	if (!present(out.amount) && typeof row.credit === 'number') out.amount = row.credit;
	return out;
}

/**
 * The `data` of a payment.received item, the same fields whichever trigger saw the payment: the webhook delivery's
 * transactionId, amount, customerName, customerEmail, customerMobile are filled from a polled balance row (credit,
 * paymentLinkTransactionId, customer{}) where it has them under other names. transactionStatus is the node's word:
 * `paid` once the payment is confirmed (Transaction > Get said paid, or a paid-transactions row), `unconfirmed`
 * otherwise, because production deliveries of paid payments say `created` (docs/api-notes.md, "Payment items").
 * Dates become ISO 8601 UTC strings; paidAt is the delivery's updatedAt (a balance row, which has none, is made
 * when the money arrives: its createdAt). Mayar's own values of the fields changed stay in mayarOriginal.
 * README, "What a payment item always has".
 */
export function paymentReceivedData(data: IDataObject, confirmed: boolean): IDataObject {
	const out = withPaidAliases(data);
	if (!present(out.transactionId) && present(out.id)) out.transactionId = out.id;
	const customer = isPlainObject(out.customer) ? (out.customer as IDataObject) : undefined;
	if (customer) {
		for (const [field, from] of [
			['customerName', 'name'],
			['customerEmail', 'email'],
			['customerMobile', 'mobile'],
		] as const)
			if (!present(out[field]) && present(customer[from])) out[field] = customer[from];
		if (!present(out.customerId) && present(customer.id)) out.customerId = customer.id;
	}
	const original: IDataObject = { transactionStatus: data.transactionStatus ?? null };
	out.transactionStatus = confirmed ? 'paid' : 'unconfirmed';
	for (const field of DATE_FIELDS) {
		original[field] = data[field] ?? null;
		// createdAt is promised on every payment item; updatedAt only where Mayar sends one (deliveries).
		if (field === 'createdAt' || field in out) out[field] = isoDate(out[field]);
	}
	out.paidAt = isoDate(present(data.updatedAt) ? data.updatedAt : data.createdAt);
	out.mayarOriginal = original;
	return out;
}

/** The dates of a payment item, each an ISO 8601 UTC string: README, "What a payment item always has". */
const DATE_FIELDS = ['createdAt', 'updatedAt'] as const;

/**
 * A Mayar timestamp (epochMs reads each form Mayar sends) as ISO 8601 UTC. Anything else is not a date the node can
 * vouch for: null, and Mayar's value stays in mayarOriginal.
 */
function isoDate(value: unknown): string | null {
	const ms = epochMs(value);
	const date = ms === undefined ? undefined : new Date(ms);
	return date === undefined || Number.isNaN(date.getTime()) ? null : date.toISOString();
}
