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
					? 'Mayar has no static QRIS for this account (it answers "Invalid data" then). Set up static QRIS in the Mayar dashboard (Payment Channel > Get Many with Output set to Account Settings shows whether it is approved: isQRISStaticApproved), or use Create Dynamic for a QR with a fixed amount.'
					: undefined,
		},
	);
	return await withImage(this, i, dataOf(envelope), 'qris-static.png');
}
