import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';

import { INVOICE_STATUSES, invoiceStatusQuery } from '../actions/invoice/getMany.operation';
import {
	PAYMENT_REQUEST_STATUSES,
	paymentRequestStatusQuery,
} from '../actions/paymentRequest/getMany.operation';
import { productTypeOptions } from '../actions/product/shared';
import { isBlank } from '../helpers/values';
import { configureTransport, MAX_PAGE_SIZE, mayarApiRequest } from '../transport';

function rupiah(amount: unknown): string {
	return typeof amount === 'number' ? `Rp ${amount.toLocaleString('id-ID')}` : '';
}

/**
 * Pages one call may read when the filter is matched here rather than by Mayar (lists without a keyword search):
 * it keeps reading until a page has a match, so a typed filter does not show an empty list while matches sit on a
 * later page. At most 5 pages (250 records) per call; the next call goes on from the cursor.
 */
const MAX_FILTER_PAGES = 5;

interface SearchOptions {
	/** The row's ID for the record's Get; the row's `id` when not given. */
	idOf?: (row: IDataObject) => unknown;
	/**
	 * 'server' (default): the filter goes to Mayar as `search`. 'client': the list has no keyword search, so
	 * the filter is matched (case-insensitively) against each result's label and ID, and is not sent.
	 */
	filterBy?: 'server' | 'client';
	/**
	 * For lists Mayar serves one status at a time (its status query is required): the query of each status, read
	 * one after the other. The pagination token then carries the status's index before the cursor ("1~<cursor>").
	 */
	variants?: IDataObject[];
}

/** "<variant>~<cursor>" -> its parts; a token of another shape is a cursor of the first variant. */
function parseToken(
	token: string | undefined,
	variants: number,
): { variant: number; cursor?: string } {
	const m = variants > 1 && token ? /^(\d+)~(.*)$/.exec(token) : null;
	if (!m || Number(m[1]) >= variants) return { variant: 0, cursor: token || undefined };
	return { variant: Number(m[1]), cursor: m[2] || undefined };
}

const SEARCH_MAX_WAIT_MS = 20_000;

/** One page of a V2 list, shaped for a resource locator; the cursor becomes the pagination token. */
async function search(
	ctx: ILoadOptionsFunctions,
	path: string,
	filter: string | undefined,
	token: string | undefined,
	label: (row: IDataObject) => string,
	options: SearchOptions = {},
): Promise<INodeListSearchResult> {
	const idOf = options.idOf ?? ((row: IDataObject) => row.id);
	const needle = options.filterBy === 'client' && filter ? filter.trim().toLowerCase() : '';
	const results: INodeListSearchItems[] = [];
	const variants = options.variants ?? [{}];
	let { variant, cursor } = parseToken(token, variants.length);
	// Someone is waiting in the editor: a short wait for a turn of the account's rate budget, then an error.
	configureTransport(ctx, { maxWaitMs: SEARCH_MAX_WAIT_MS });
	for (let page = 1; ; page++) {
		const qs: IDataObject = { ...variants[variant], limit: MAX_PAGE_SIZE };
		if (filter && options.filterBy !== 'client') qs.search = filter;
		if (cursor) qs.startingAfter = cursor;
		const envelope = await mayarApiRequest(ctx, { method: 'GET', path, qs });
		const rows = Array.isArray(envelope.data) ? envelope.data : [];
		for (const row of rows) {
			const id = idOf(row);
			if (typeof id !== 'string' || isBlank(id)) continue;
			const name = label(row);
			if (needle && !`${name} ${id}`.toLowerCase().includes(needle)) continue;
			results.push({
				name,
				value: id,
				url: typeof row.linkUrl === 'string' ? row.linkUrl : undefined,
			});
		}
		let next =
			envelope.hasMore && envelope.nextStartingAfter
				? String(envelope.nextStartingAfter)
				: undefined;
		if (next !== undefined && next === cursor) next = undefined;
		const nextVariant = next === undefined ? variant + 1 : variant;
		const more = nextVariant < variants.length;
		const paginationToken = !more
			? undefined
			: variants.length > 1
				? `${nextVariant}~${next ?? ''}`
				: next;
		if (!needle || results.length > 0 || !more || page >= MAX_FILTER_PAGES) {
			return { results, paginationToken };
		}
		variant = nextVariant;
		cursor = next;
	}
}

/** A label from the parts a row has: missing or empty parts are left out. */
const joinParts = (...parts: unknown[]) => parts.filter((part) => !isBlank(part)).join(' · ');

const describe = (row: IDataObject) =>
	joinParts(row.name ?? row.id, rupiah(row.amount), row.status);

const customerEmail = (row: IDataObject) => (row.customer as IDataObject | undefined)?.email;

/** A product type as the Type filter names it ("Payment Link", not generic_link); an unknown type as Mayar sends it. */
function productTypeName(type: unknown): string {
	const option = productTypeOptions.find((o) => o.value !== '' && o.value === type);
	return option ? option.name.replace(/ \(Generic Link\)$/, '') : String(type ?? 'product');
}

export async function searchProducts(this: ILoadOptionsFunctions, filter?: string, token?: string) {
	return await search(
		this,
		'/hl/v2/products',
		filter,
		token,
		(row) => `${describe(row)} (${productTypeName(row.type)})`,
	);
}

/** GET /hl/v2/invoices, which takes one status at a time: active, then paid, then closed invoices. */
export async function searchInvoices(this: ILoadOptionsFunctions, filter?: string, token?: string) {
	return await search(
		this,
		'/hl/v2/invoices',
		filter,
		token,
		(row) => joinParts(describe(row), customerEmail(row)),
		{
			variants: INVOICE_STATUSES.map(invoiceStatusQuery),
		},
	);
}

/** GET /hl/v2/payments (cursor, one status at a time). Mayar documents only a status filter here, so the filter is matched here. */
export async function searchPaymentRequests(
	this: ILoadOptionsFunctions,
	filter?: string,
	token?: string,
) {
	return await search(this, '/hl/v2/payments', filter, token, describe, {
		filterBy: 'client',
		variants: PAYMENT_REQUEST_STATUSES.map(paymentRequestStatusQuery),
	});
}

/** "10%" or "Rp 5.000": a discount's value by its type. */
function discountValue(row: IDataObject): string {
	if (typeof row.value !== 'number') return '';
	return row.discountType === 'percentage' ? `${row.value}%` : rupiah(row.value);
}

/** The code of a reusable discount, or how many one-time codes it holds. */
function discountCodes(row: IDataObject): string {
	const codes = Array.isArray(row.coupons) ? (row.coupons as IDataObject[]) : [];
	if (codes.length === 1 && typeof codes[0].code === 'string') return codes[0].code;
	return codes.length > 1 ? `${codes.length} codes` : '';
}

/**
 * GET /hl/v2/coupons (cursor). Mayar documents no keyword search for this list, so the filter is matched here
 * against the label (name, code, value, status) and the ID, page by page.
 */
export async function searchCoupons(this: ILoadOptionsFunctions, filter?: string, token?: string) {
	return await search(
		this,
		'/hl/v2/coupons',
		filter,
		token,
		(row) => joinParts(row.name ?? row.id, discountCodes(row), discountValue(row), row.status),
		{ filterBy: 'client' },
	);
}

/**
 * GET /hl/v2/installments (cursor). Its rows are payment-link shaped records of type installment: `id` is a
 * payment link's, the plan's ID (what Get takes) is installmentId, so a row without one is left out rather than
 * offered with an ID that Get would not find. No keyword search is documented (only status and customerId
 * filters), so the filter is matched here against the label and the ID.
 */
export async function searchInstallments(
	this: ILoadOptionsFunctions,
	filter?: string,
	token?: string,
) {
	return await search(
		this,
		'/hl/v2/installments',
		filter,
		token,
		(row) => joinParts(describe(row), customerEmail(row)),
		{
			idOf: (row) => row.installmentId,
			filterBy: 'client',
		},
	);
}

/**
 * GET /hl/v2/customers (cursor). No keyword search is documented (only paymentLinkId and a date range), so the
 * filter is matched here against name, email and ID. To find one customer by exact email, Get by Email is quicker.
 */
export async function searchCustomers(
	this: ILoadOptionsFunctions,
	filter?: string,
	token?: string,
) {
	return await search(
		this,
		'/hl/v2/customers',
		filter,
		token,
		(row) => joinParts(row.name ?? row.id, row.email),
		{
			filterBy: 'client',
		},
	);
}

/** "3 products": how many products a bundle holds, or how many tiers a membership product has. */
function countOf(row: IDataObject, key: string, noun: string): string {
	const rows = Array.isArray(row[key]) ? (row[key] as unknown[]) : [];
	return rows.length > 0 ? `${rows.length} ${noun}${rows.length === 1 ? '' : 's'}` : '';
}

/**
 * GET /hl/v2/products/types/membership (cursor, with Mayar's keyword `search`): only the products of type
 * membership, the ones the membership tiers and members belong to.
 */
export async function searchMembershipProducts(
	this: ILoadOptionsFunctions,
	filter?: string,
	token?: string,
) {
	return await search(this, '/hl/v2/products/types/membership', filter, token, (row) =>
		joinParts(describe(row), countOf(row, 'membershipTier', 'tier')),
	);
}

/**
 * GET /hl/v2/bundling (cursor). Mayar documents no keyword search for this list, only paging (docs/api-notes.md,
 * Bundle search), so the filter is matched here against the label (name, price, status) and the ID.
 */
export async function searchBundles(this: ILoadOptionsFunctions, filter?: string, token?: string) {
	return await search(
		this,
		'/hl/v2/bundling',
		filter,
		token,
		(row) => joinParts(describe(row), countOf(row, 'products', 'product')),
		{
			filterBy: 'client',
		},
	);
}
