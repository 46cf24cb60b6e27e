import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	{
		displayName: 'Webhook URL',
		name: 'urlHook',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. https://example.com/webhook/mayar',
		description:
			'Where Mayar sends one test event. This does not change the URL set on the account.',
	},
];

/** POST /hl/v2/webhooks/test {urlHook}: Mayar posts a test event to the URL and answers status only. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const urlHook = v.url(this, i, 'urlHook', this.getNodeParameter('urlHook', i), true) as string;
	const envelope = await withHints(
		mayarApiRequest(this, {
			method: 'POST',
			path: '/hl/v2/webhooks/test',
			body: { urlHook },
			itemIndex: i,
		}),
		{
			400: 'Mayar refused the URL. Give a full http(s) address that Mayar can reach from the internet.',
		},
	);
	return { urlHook, sent: true, message: envelope.messages ?? envelope.message ?? 'success' };
}
