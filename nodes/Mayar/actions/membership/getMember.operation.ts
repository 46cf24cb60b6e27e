import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { withHints } from '../../helpers/hints';
import { simplifyField, simplifyIfAsked } from '../../helpers/simplify';
import { nestDottedKeys } from '../../helpers/values';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import {
	member404,
	memberIdField,
	memberSimplify,
	productIdField,
	readMemberId,
	readProductId,
} from './shared';

export const simplify = memberSimplify;

export const description: INodeProperties[] = [productIdField, memberIdField, simplifyField()];

/** GET /hl/v2/memberships/members/{memberId}?productId=: the member with nested customer, membershipTier and paymentLink. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const productId = readProductId(this, i);
	const memberId = readMemberId(this, i);
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'GET',
			path: `/hl/v2/memberships/members/${memberId}`,
			qs: { productId },
			itemIndex: i,
		}),
		{ 404: member404(memberId) },
	);
	return simplifyIfAsked(this, i, simplify, nestDottedKeys(dataOf(envelope)));
}
