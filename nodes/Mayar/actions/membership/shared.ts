import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
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
		'The public member code (memberId) shown in the Mayar dashboard and returned by Get Members, not the record UUID',
};

export function readProductId(ctx: IExecuteFunctions, i: number): string {
	return v.idParameter(ctx, i, 'productId', 'Membership Product ID');
}

export function readMemberId(ctx: IExecuteFunctions, i: number): string {
	return v.pathSegment(ctx, i, 'Member ID', ctx.getNodeParameter('memberId', i));
}

export const PRODUCT_404 =
	'No membership product with this ID in this Mayar account. Membership Product ID must be the UUID of a product of type Membership (Sandbox and Production have separate products).';

export function member404(memberId: string): string {
	return `No member ${memberId} on this membership product. Check the Member ID (a code such as MBR8X2QK, from Get Members) and that Membership Product ID is the product the member joined.`;
}

/**
 * Mayar's members list flattens its joins into dotted keys ("customer.name", "membershipTier.name"). This
 * turns them back into nested objects (customer: {name, email, mobile}, membershipTier: {name,
 * gracePeriodInDays}), the shape Get Member has. A dotted key whose first part already holds something that
 * is not an object is left as it is rather than overwrite data.
 */
export function nestDottedKeys(row: IDataObject): IDataObject {
	const out: IDataObject = {};
	const dotted: Array<[string[], unknown]> = [];
	for (const [key, value] of Object.entries(row)) {
		const parts = key.split('.');
		if (parts.length > 1 && parts.every((p) => p !== '')) dotted.push([parts, value]);
		else out[key] = value;
	}
	for (const [parts, value] of dotted) {
		let target: IDataObject = out;
		let ok = true;
		for (const part of parts.slice(0, -1)) {
			const current = target[part];
			if (current === undefined || current === null) {
				target[part] = {};
			} else if (!isPlainObject(current)) {
				ok = false;
				break;
			}
			target = target[part] as IDataObject;
		}
		const last = parts[parts.length - 1];
		if (ok && !(last in target)) target[last] = value as IDataObject[keyof IDataObject];
		else out[parts.join('.')] = value as IDataObject[keyof IDataObject];
	}
	return out;
}

/** The member record inside a membership write answer (data.membershipCustomer), or data itself. */
export function membershipCustomerOf(data: IDataObject): IDataObject {
	const inner = data.membershipCustomer;
	return isPlainObject(inner) ? inner : data;
}
