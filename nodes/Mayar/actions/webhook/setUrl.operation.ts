import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../helpers/fields';
import { withHints } from '../../helpers/hints';
import * as v from '../../helpers/validate';
import { mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

export const description: INodeProperties[] = [
	{
		displayName:
			'A Mayar account has one webhook URL. Setting it replaces the URL the account has now: its events then go to the new address, not the old one. A Mayar Trigger in Automatic mode also sets this URL when its workflow is published.',
		name: 'setUrlNotice',
		type: 'notice',
		default: '',
	},
	{
		displayName: 'Webhook URL',
		name: 'urlHook',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. https://example.com/webhook/mayar',
		description:
			'Where Mayar sends its webhook events (an http or https address). The account has one webhook URL: this replaces it, so events stop going to the current address. A Mayar Trigger in Automatic mode manages this same URL and sets it again when its workflow is published.',
	},
	collection('options', [
		{
			displayName: 'Webhook Config (JSON)',
			name: 'webhookConfig',
			type: 'json',
			default: '{}',
			description:
				'Settings Mayar stores with the URL, as a JSON object. Mayar does not document what they may hold.',
		},
	]),
];

/** POST /hl/v2/webhooks/update {urlHook, webhookConfig?}. Mayar answers status only. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const urlHook = v.url(this, i, 'urlHook', this.getNodeParameter('urlHook', i), true) as string;
	const options = this.getNodeParameter('options', i, {}) as { webhookConfig?: unknown };
	const webhookConfig = v.jsonObject(this, i, 'webhookConfig', options.webhookConfig);
	const body = v.compact({
		urlHook,
		webhookConfig: webhookConfig && Object.keys(webhookConfig).length ? webhookConfig : undefined,
	});
	const envelope = await withHints(
		mayarApiRequest(this, { method: 'POST', path: '/hl/v2/webhooks/update', body, itemIndex: i }),
		{
			400: 'Mayar did not accept the URL. It must be a full http(s) address that Mayar can reach from the internet.',
		},
	);
	return { urlHook, success: true, message: envelope.messages ?? envelope.message ?? 'success' };
}
