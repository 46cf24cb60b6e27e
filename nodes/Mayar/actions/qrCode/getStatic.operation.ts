import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { dataOf, mayarApiRequest } from '../../transport';
import { withHints } from '../../helpers/hints';
import type { OperationResult } from '../types';
import { downloadFields, withImage } from './shared';

export const description: INodeProperties[] = downloadFields('getStatic');

/** GET /hl/v2/qr-codes/static: the account's static QRIS ({url}). Mayar answers 500 "Invalid data" when there is none. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const envelope = await withHints(
		mayarApiRequest(this, { method: 'GET', path: '/hl/v2/qr-codes/static', itemIndex: i }),
		{
			500: (message) =>
				/invalid data/i.test(message)
					? 'Mayar has no static QRIS for this account (it answers "Invalid data" then). Activate static QRIS in the Mayar dashboard (Payment Channel settings; check isQRISStaticApproved with Payment Channel > Get Many, Output: Account Settings), or use Create Dynamic for a QR with a fixed amount.'
					: undefined,
		},
	);
	return await withImage(this, i, dataOf(envelope), 'qris-static.png');
}
