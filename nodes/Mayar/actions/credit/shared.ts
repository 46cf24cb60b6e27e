import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection, locator } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { isBlank } from '../../helpers/values';
import { dataOf, mayarApiRequest, type MayarRequest } from '../../transport';

/**
 * Mayar's sources give three prefixes for the credit API (docs/api-notes.md, "Endpoints with more than one path"):
 * the V2 reference's V1-to-V2 credit rule applied to V1's credit paths (/credit/v2/credit/...); the V2 doc pages and the
 * CLI's /hl/v2/credit/...; the docs repository's base /credit/v2. Tried in that order after a route-level 404.
 */
const CREDIT_PREFIXES = ['/credit/v2/credit', '/hl/v2/credit', '/credit/v2'] as const;

/** Where a credit endpoint lives: `rest` after the prefix, e.g. /customer/balance; `endpoint` names it for the run. */
export function creditPath(
	rest: string,
	endpoint: string,
): Pick<MayarRequest, 'path' | 'fallbacks' | 'endpoint'> {
	const [first, ...others] = CREDIT_PREFIXES.map((prefix) => `${prefix}${rest}`);
	return {
		path: first,
		fallbacks: others.map((path) => ({ path })),
		endpoint: `credit ${endpoint}`,
	};
}

export const customerIdField: INodeProperties = locator(
	'customerId',
	'Customer',
	'searchCustomers',
	'The customer whose credit this is: pick one, or give the ID (a UUID) listed by Customer > Get Many',
);

/**
 * The credit product. Picked from all products: the docs say credit is enabled on a SaaS or membership
 * product, but not which product type a credit product carries, so a narrower list could hide the right one.
 */
export const productIdField: INodeProperties = locator(
	'productId',
	'Credit Product',
	'searchProducts',
	'The credit-based product (a SaaS or membership product with credit enabled): pick one, or give its ID (a UUID)',
);

export const amountField: INodeProperties = {
	displayName: 'Amount',
	name: 'amount',
	type: 'number',
	typeOptions: { minValue: 1 },
	default: 1,
	required: true,
	description: 'Number of credits, a whole number above 0',
};

const tierIdOption: INodeProperties = {
	displayName: 'Membership Tier ID',
	name: 'membershipTierId',
	type: 'string',
	default: '',
	placeholder: 'e.g. 3f2b9c1e-8a7d-4e2f-9b1a-0c5d6e7f8a9b',
	description:
		'For a membership product with several tiers: the tier (a UUID from Membership > Get Tiers) whose credit this is',
};

const additionalBodyOption: INodeProperties = {
	displayName: 'Additional Body (JSON)',
	name: 'additionalBody',
	type: 'json',
	default: '{}',
	description:
		'Extra fields merged into the request body as they are, for fields Mayar accepts that the node does not list',
};

/** The optional fields of Get Customer Balance. */
export const balanceOptions: INodeProperties = collection('additionalFields', [tierIdOption]);

/** The optional fields of Credit > Add and Credit > Spend. */
export const writeOptions: INodeProperties = collection('additionalFields', [
	additionalBodyOption,
	tierIdOption,
]);

export { additionalBodyOption };

export function readCustomerId(ctx: IExecuteFunctions, i: number): string {
	return v.idParameter(ctx, i, 'customerId');
}

export function readProductId(ctx: IExecuteFunctions, i: number): string {
	return v.idParameter(ctx, i, 'productId');
}

export function readAmount(
	ctx: IExecuteFunctions,
	i: number,
	field = 'amount',
	value: unknown = ctx.getNodeParameter('amount', i),
): number {
	return v.integer(ctx, i, field, value, 1, Number.MAX_SAFE_INTEGER);
}

export function readTierId(
	ctx: IExecuteFunctions,
	i: number,
	fields: IDataObject,
): string | undefined {
	const raw = fields.membershipTierId;
	return isBlank(raw) ? undefined : v.uuid(ctx, i, 'membershipTierId', raw);
}

/** Additional Body (JSON): an object merged last, so it may also override a field the node set. */
export function readAdditionalBody(
	ctx: IExecuteFunctions,
	i: number,
	fields: IDataObject,
): IDataObject {
	return v.jsonObject(ctx, i, 'additionalBody', fields.additionalBody) ?? {};
}

/**
 * The 404 hint of the credit operations that take a Customer. Mayar's credit routes were seen answering 404
 * "Not Found" on every path in 2026-08 (docs/api-notes.md, Credit), so a 404 may mean the route as well as the record.
 */
export const CREDIT_404 = credit404(true);

/** The 404 hint, naming the fields as the editor shows them; Generate Checkout Link has no Customer field. */
export function credit404(withCustomer: boolean): string {
	const customer = withCustomer ? ', that Customer is a customer of this account' : '';
	return `Mayar found no credit for this request. Check that Credit Product is a credit-based product (a SaaS or membership product with credit enabled in the Mayar dashboard)${customer}, and that the credential points at the environment (Sandbox or Production) the product lives in. A 2026-08 report also saw Mayar's /hl/v2/credit paths answer 404 Not Found, in Sandbox and Production; if the above is right, contact Mayar support.`;
}

/** A 400 on spend that is about the balance (Mayar: insufficient balance). */
export const INSUFFICIENT =
	/insufficient|not enough|tidak (cukup|mencukupi)|kurang|exceed|melebihi/i;

/**
 * Credit > Add and Credit > Spend: {customerId, productId, amount[, membershipTierId]} plus the Additional Body, to
 * customer/add-credit or customer/spend. Mayar answers only {customerNewBalance}, so the output repeats what was sent.
 */
export async function changeBalance(
	ctx: IExecuteFunctions,
	i: number,
	action: 'add-credit' | 'spend',
	hints: Record<number, string | ((message: string) => string | undefined)> = {},
): Promise<IDataObject> {
	const customerId = readCustomerId(ctx, i);
	const productId = readProductId(ctx, i);
	const amount = readAmount(ctx, i);
	const fields = ctx.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const membershipTierId = readTierId(ctx, i, fields);
	const sent = v.compact({ customerId, productId, amount, membershipTierId } as IDataObject);
	const body = { ...sent, ...readAdditionalBody(ctx, i, fields) };
	const envelope = await withHints(
		mayarApiRequest(ctx, {
			method: 'POST',
			...creditPath(`/customer/${action}`, action),
			body,
			itemIndex: i,
		}),
		{
			404: CREDIT_404,
			...hints,
		},
	);
	return { ...sent, ...dataOf(envelope) };
}
