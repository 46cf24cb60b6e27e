import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { isPlainObject } from './values';

/**
 * The fields Simplify keeps, per record type, most useful first for a merchant's workflow: ids, status, amount,
 * the customer, the payment or product URL, dates. At most 10 each (n8n's UX guideline). Every name is a field
 * the API documents for that record (spec "Resources and their fields" and "V2 response changes", Mayar's public V2
 * docs; test/conformance/simplify.test.ts holds each list to the contract), never one only the sandbox returns. A new
 * type takes the name of the contract record it simplifies.
 *
 * A dotted name flattens one level of a nested object: `customer.email` becomes `customerEmail`, with the value
 * of the nested field (null when the object is null). A field the record lacks is left out, not invented.
 */
export const SIMPLE_FIELDS = {
	/** Invoice > Get: the detail carries the transaction, the payment page and the expiry (and no description). */
	invoice: [
		'id',
		'transactionId',
		'status',
		'amount',
		'customerId',
		'customer.name',
		'customer.email',
		'customer.mobile',
		'paymentUrl',
		'expiredAt',
	],
	/** Invoice > Get Many (and by customer email): list items have no transactionId, paymentUrl or expiredAt. */
	invoiceListItem: [
		'id',
		'status',
		'amount',
		'description',
		'link',
		'customerId',
		'customer.name',
		'customer.email',
		'customer.mobile',
		'createdAt',
	],
	/** Product > Get and Get Many: the public product page and payment link, and the cover image. */
	product: [
		'id',
		'name',
		'type',
		'status',
		'amount',
		'description',
		'linkUrl',
		'linkPayment',
		'coverImage.url',
		'createdAt',
	],
	/** Payment Request > Get: `name` is the customer's name given at create; the detail has the product-detail shape. */
	paymentRequest: [
		'id',
		'status',
		'amount',
		'name',
		'description',
		'type',
		'link',
		'linkUrl',
		'linkPayment',
		'createdAt',
	],
	/** Payment Request > Get Many: list items carry no customer and no public URL. */
	paymentRequestListItem: ['id', 'status', 'amount', 'name', 'description', 'link', 'createdAt'],
	/** Transaction > Get: the authoritative state of one transaction. */
	transaction: [
		'id',
		'status',
		'amount',
		'paymentMethod',
		'customer.name',
		'customer.email',
		'customer.mobile',
		'paymentLink.name',
		'extraData',
		'createdAt',
	],
	/** Transaction > Get Many (paid: balance rows): transactionId is the one Get takes, amount the alias of credit. */
	paidTransaction: [
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
	/** Transaction > Get Many Unpaid: each with the URL at which it is paid. */
	unpaidTransaction: [
		'id',
		'status',
		'amount',
		'type',
		'customer.name',
		'customer.email',
		'customer.mobile',
		'paymentLink.name',
		'paymentUrl',
		'createdAt',
	],
	/** Membership > Get Member and Get Members (rows nested again); list rows have no expiredAt. */
	member: [
		'id',
		'memberId',
		'status',
		'customer.name',
		'customer.email',
		'customer.mobile',
		'membershipTier.name',
		'nextPayment',
		'expiredAt',
		'createdAt',
	],
} satisfies Record<string, readonly string[]>;

export type SimplifiedRecord = keyof typeof SIMPLE_FIELDS;

/** The Simplify switch of a read operation whose records have more than 10 fields. */
export function simplifyField(): INodeProperties {
	return {
		displayName: 'Simplify',
		name: 'simplify',
		type: 'boolean',
		default: true,
		description: 'Whether to return a simplified version of the response instead of the raw data',
	};
}

/** The simplified record: the fields of `type` the record has, in the order listed, nested ones flattened. */
export function simplifyRecord(record: IDataObject, type: SimplifiedRecord): IDataObject {
	const out: IDataObject = {};
	for (const name of SIMPLE_FIELDS[type]) {
		const [field, nested] = name.split('.');
		if (!(field in record)) continue;
		if (nested === undefined) {
			out[field] = record[field];
		} else {
			const parent = record[field];
			out[field + nested[0].toUpperCase() + nested.slice(1)] =
				isPlainObject(parent) && nested in parent ? parent[nested] : null;
		}
	}
	return out;
}

/** Applies Simplify (on unless the user turned it off) to one record or to each record of a list. */
export function simplifyIfAsked<T extends IDataObject | IDataObject[]>(
	ctx: IExecuteFunctions,
	i: number,
	type: SimplifiedRecord,
	result: T,
): T {
	const simplify = ctx.getNodeParameter('simplify', i, true) as unknown;
	if (simplify === false || simplify === 'false') return result;
	return (
		Array.isArray(result)
			? result.map((row) => simplifyRecord(row, type))
			: simplifyRecord(result, type)
	) as T;
}
