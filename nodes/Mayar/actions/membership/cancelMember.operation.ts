import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { withHints } from '../../helpers/hints';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import {
	member404,
	memberIdField,
	membershipCustomerOf,
	productIdField,
	readMemberId,
	readProductId,
} from './shared';

export const description: INodeProperties[] = [productIdField, memberIdField];

/** POST /hl/v2/memberships/members/{memberId}/cancel {productId}: the member record, now with status stopped. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const productId = readProductId(this, i);
	const memberId = readMemberId(this, i);
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'POST',
			path: `/hl/v2/memberships/members/${memberId}/cancel`,
			body: { productId },
			itemIndex: i,
		}),
		{
			400: (message) =>
				/tidak aktif/i.test(message)
					? `Member ${memberId} is already not active, so there is nothing to cancel. Get Member shows its status; Update Member can set it active again.`
					: undefined,
			404: member404(memberId),
		},
	);
	return membershipCustomerOf(dataOf(envelope));
}
