import type { IDataObject } from 'n8n-workflow';

import { isPlainObject } from './values';

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
 * transactionId, amount, customerName, customerEmail, customerMobile and transactionStatus are filled from a polled
 * balance row (credit, paymentLinkTransactionId, customer{}) where it has them under other names. README, "What a
 * payment item always has".
 */
export function paymentReceivedData(data: IDataObject): IDataObject {
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
	if (!present(out.transactionStatus)) out.transactionStatus = 'paid';
	return out;
}
