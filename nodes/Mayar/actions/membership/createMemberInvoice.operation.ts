import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { withHints } from '../../helpers/hints';
import { dataOf, mayarApiRequest } from '../../transport';
import { withFields } from '../../helpers/values';
import type { OperationResult } from '../types';
import { member404, memberIdField, productIdField, readMemberId, readProductId } from './shared';

export const description: INodeProperties[] = [productIdField, memberIdField];

/**
 * POST /hl/v2/memberships/members/{memberId}/invoice/create {productId}: a bill for the member's current term,
 * with membershipBillUrl to send to the member. Mayar may return the invoice already open for the term. The docs add
 * transactionId, customerId and expiredAt; the live answer was recorded with name and term instead (docs/api-notes.md,
 * "Spec vs live"): all five are always output, null where Mayar sent none.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const productId = readProductId(this, i);
	const memberId = readMemberId(this, i);
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'POST',
			path: `/hl/v2/memberships/members/${memberId}/invoice/create`,
			body: { productId },
			itemIndex: i,
		}),
		{ 404: member404(memberId) },
	);
	return withFields(dataOf(envelope), ['transactionId', 'customerId', 'expiredAt', 'name', 'term']);
}
