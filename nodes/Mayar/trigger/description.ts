import type { INodeProperties } from 'n8n-workflow';

import { EVENT_OPTIONS } from './events';

export const properties: INodeProperties[] = [
	{
		displayName: 'Events',
		name: 'events',
		type: 'multiOptions',
		required: true,
		options: EVENT_OPTIONS,
		default: ['payment.received'],
		description:
			"Which deliveries start the workflow. Mayar sends its events to the account's one URL; the others are answered 200 and start nothing.",
	},
	{
		displayName: 'Registration',
		name: 'registration',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Automatic',
				value: 'automatic',
				description:
					"On publish, set the Mayar account's webhook URL to this workflow, with a secret token n8n generates (replaces the current URL; needs a Read & Write API key)",
			},
			{
				name: 'Manual',
				value: 'manual',
				description:
					'Save the URL in the Mayar dashboard yourself, with a Secret Token you choose (for example behind a proxy of yours). It replaces the URL the account had too: one Mayar Trigger receives per account.',
			},
		],
		default: 'automatic',
	},
	{
		displayName:
			'<b>Publishing replaces the webhook URL currently set on the Mayar account</b> (it has one): whatever had it, another workflow or n8n instance, receives nothing more. Execute step asks Mayar to send its test delivery to this node and leaves the URL as it is. Needs a Read &amp; Write API key.',
		name: 'automaticNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { registration: ['automatic'] } },
	},
	{
		displayName:
			"In the Mayar dashboard, open <b>Integration &gt; Webhook</b> and save this node's <b>Production URL</b> (under Webhook URLs above) followed by <code>?token=</code> and the Secret Token below, for example <code>https://n8n.example.com/webhook/…/webhook?token=YOUR-SECRET-TOKEN</code>. Then publish the workflow. <b>Execute step</b> asks Mayar to send its test delivery to this node (needs a Read &amp; Write API key).",
		name: 'manualNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { registration: ['manual'] } },
	},
	{
		displayName: 'Secret Token',
		name: 'secretToken',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		description:
			'A long random text (at least 16 characters) you also put in the URL saved in Mayar (?token=…). Deliveries without it are refused with 401. Mayar signs nothing, so this token is what tells its deliveries apart from forged ones.',
		displayOptions: { show: { registration: ['manual'] } },
	},
	{
		displayName:
			"Set a Secret Token: without one, publishing and Execute step fail and every delivery is refused (401), since nothing else tells Mayar's deliveries from forged ones. Only Options > Accept Deliveries Without Token (Unsafe) lets them in without it.",
		name: 'tokenRequiredNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { registration: ['manual'], secretToken: [''] } },
	},
	{
		displayName: 'Confirm with Mayar',
		name: 'confirmPayments',
		type: 'boolean',
		default: true,
		description:
			'Whether to check each payment event with Mayar before a published workflow starts: Payment Received only if the transaction is paid, Payment Reminder only if it is not yet. The transaction Mayar gave is added to the output. Membership and shipping events cannot be checked this way.',
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add option',
		default: {},
		options: [
			{
				displayName: 'Accept Deliveries Without Token (Unsafe)',
				name: 'acceptUnauthenticated',
				type: 'boolean',
				default: false,
				description:
					'Whether Manual registration without a Secret Token starts the workflow for any POST to its URL. Anyone who learns the URL can then start it with a forged membership or shipping event.',
				displayOptions: { show: { '/registration': ['manual'] } },
			},
			{
				displayName: 'Include Headers',
				name: 'includeHeaders',
				type: 'boolean',
				default: false,
				description: 'Whether to add the request headers to the output (field headers)',
			},
			{
				displayName: 'Include Raw Body',
				name: 'includeRawBody',
				type: 'boolean',
				default: false,
				description: 'Whether to add the body exactly as received, as text (field raw)',
			},
			{
				displayName: 'Include Test Event',
				name: 'includeTestEvent',
				type: 'boolean',
				default: false,
				description:
					"Whether Mayar's test delivery (the dashboard's Integration > Webhook > Test) starts the published workflow. It is answered 200 when it carries the right token. Execute step in the editor starts on whatever Mayar sends either way.",
			},
		],
	},
];
