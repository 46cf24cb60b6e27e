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
			'Which deliveries start the workflow. Mayar sends every event to the one URL of the account; the others are answered 200 and start nothing.',
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
					"On activation, set the Mayar account's webhook URL to this workflow (replaces the current URL)",
			},
			{
				name: 'Manual',
				value: 'manual',
				description: 'Paste the URL into the Mayar dashboard yourself',
			},
		],
		default: 'manual',
	},
	{
		displayName:
			"In the Mayar dashboard, open <b>Integration &gt; Webhook</b> and save this node's <b>Production URL</b> (under Webhook URLs above) followed by <code>?token=</code> and the Secret Token below, for example <code>https://n8n.example.com/webhook/…/webhook?token=YOUR-SECRET-TOKEN</code>. Then activate the workflow.",
		name: 'manualNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { registration: ['manual'] } },
	},
	{
		displayName:
			"<b>This replaces the webhook URL currently set on the Mayar account.</b> A Mayar account has one webhook URL: when this workflow is activated, Mayar sends every event of the account (of the credential's environment) to this workflow, with a secret token n8n generates; whatever had the URL before (another workflow or n8n instance) receives nothing more. One Automatic Mayar Trigger per Mayar account. Listening for a test event is refused while the account's URL points anywhere else, so that testing never cuts off a published workflow. Mayar cannot remove a URL, so deactivating leaves it set.",
		name: 'automaticNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { registration: ['automatic'] } },
	},
	{
		displayName: 'Secret Token',
		name: 'secretToken',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		description:
			'A long random text you also put in the URL saved in Mayar (?token=…). Deliveries without it are refused with 401. Mayar signs nothing, so this token is what tells its deliveries apart from forged ones.',
		displayOptions: { show: { registration: ['manual'] } },
	},
	{
		displayName:
			'Without a Secret Token anyone who learns the URL can start this workflow. Set one, or keep Confirm with Mayar on so that at least payment events are checked.',
		name: 'noTokenNotice',
		type: 'notice',
		default: '',
		displayOptions: {
			show: { registration: ['manual'], secretToken: [''], '@version': [1] },
		},
	},
	{
		displayName:
			"Set a Secret Token: without one, activation fails and every delivery is refused (401), since nothing else tells Mayar's deliveries from forged ones. Only Options > Accept Deliveries Without Token (Unsafe) lets them in without it.",
		name: 'tokenRequiredNotice',
		type: 'notice',
		default: '',
		displayOptions: {
			show: { registration: ['manual'], secretToken: [''], '@version': [{ _cnd: { gte: 1.1 } }] },
		},
	},
	{
		displayName: 'Confirm with Mayar',
		name: 'confirmPayments',
		type: 'boolean',
		default: true,
		description:
			'Whether to check each payment event with Mayar (GET /hl/v2/transactions/{ID}) before the workflow starts: payment.received only if the transaction is paid, payment.reminder only if it is unpaid. The checked transaction is added to the output. Membership and shipping events cannot be confirmed (a membership delivery names its member but not the membership product that Get Member needs), so only the Secret Token keeps forged ones out.',
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
				displayOptions: {
					show: { '/registration': ['manual'], '@version': [{ _cnd: { gte: 1.1 } }] },
				},
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
					'Whether the test delivery of the Mayar dashboard (event "testing") starts the workflow. It is always answered 200.',
			},
		],
	},
];
