import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import type { Simplify } from '../../helpers/simplify';
import * as v from '../../helpers/validate';
import { isPlainObject } from '../../helpers/values';

/** The membership product: a UUID, the product of type membership that the tiers and members belong to. */
export const productIdField: INodeProperties = locator(
	'productId',
	'Membership Product',
	'searchMembershipProducts',
	'The membership product (type Membership): pick one, or give its ID (a UUID), as listed by Product > Get Many with type Membership',
);

/** The member: a public code such as MBR8X2QK, not a UUID. */
export const memberIdField: INodeProperties = {
	displayName: 'Member ID',
	name: 'memberId',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. MBR8X2QK',
	description:
		"The member's public code (such as MBR8X2QK), shown in the Mayar dashboard and by Get Members; not the record's UUID",
};

export function readProductId(ctx: IExecuteFunctions, i: number): string {
	return v.idParameter(ctx, i, 'productId');
}

export function readMemberId(ctx: IExecuteFunctions, i: number): string {
	return v.pathSegment(ctx, i, 'memberId', ctx.getNodeParameter('memberId', i));
}

export const PRODUCT_404 =
	'No membership product with this ID in this Mayar account. Membership Product must be a product of type Membership: pick it from the list, or give its ID (a UUID); Sandbox and Production have separate products.';

export function member404(memberId: string): string {
	return `No member ${memberId} on this membership product. Check Member ID (a code such as MBR8X2QK, from Get Members) and that Membership Product is the product the member joined.`;
}

/** The member record inside a membership write answer (data.membershipCustomer), or data itself. */
export function membershipCustomerOf(data: IDataObject): IDataObject {
	const inner = data.membershipCustomer;
	return isPlainObject(inner) ? inner : data;
}

/**
 * Simplify of Membership > Get Member and Get Members (rows nested again). Held to the detail record: list rows
 * (membershipMember) have no expiredAt.
 */
export const memberSimplify: Simplify = {
	record: 'membershipMemberDetail',
	keep: [
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
};
