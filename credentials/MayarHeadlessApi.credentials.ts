import type {
	Icon,
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

/**
 * One API key per environment. The base URL is derived from the environment so that a key and its host
 * always travel together; "Custom" exists for proxies and the local sandbox used by the tests.
 */
export class MayarHeadlessApi implements ICredentialType {
	name = 'mayarHeadlessApi';

	displayName = 'Mayar Headless API';

	icon: Icon = { light: 'file:mayar.svg', dark: 'file:mayar.dark.svg' };

	documentationUrl = 'https://docs.mayar.id/api-reference-v2/introduction';

	properties: INodeProperties[] = [
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			required: true,
			default: '',
			description:
				"From the Mayar dashboard, Integration > API Key. A Read Only key runs only the operations that send GET (Mayar refuses it every POST, verifications and checks included); everything else needs a Read & Write key. The package's operation reference (docs/reference.md) gives each operation's key.",
		},
		{
			displayName:
				'Make the key under Integration &gt; API Key: <a href="https://web.mayar.club/api-keys" target="_blank">web.mayar.club/api-keys</a> for Sandbox (a test account: nothing is charged), <a href="https://web.mayar.id/api-keys" target="_blank">web.mayar.id/api-keys</a> for Production. A key only works in the environment it was made in.',
			name: 'notice',
			type: 'notice',
			default: '',
		},
		{
			displayName: 'Environment',
			name: 'environment',
			type: 'options',
			options: [
				{
					name: 'Sandbox',
					value: 'sandbox',
					description: "Mayar's test environment (api.mayar.club): nothing is charged",
				},
				{
					name: 'Production',
					value: 'production',
					description: 'Real payments (api.mayar.id)',
				},
				{ name: 'Custom', value: 'custom', description: 'A proxy or a local sandbox' },
			],
			default: 'sandbox',
		},
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			placeholder: 'e.g. http://127.0.0.1:4010',
			description: 'Address that stands in for https://api.mayar.id, without a path',
			displayOptions: { show: { environment: ['custom'] } },
		},
		{
			displayName: 'Customize Rate Limit',
			name: 'customizeRateLimit',
			type: 'boolean',
			default: false,
			description:
				"Whether to change the pace n8n keeps with this key (20 requests per minute, Mayar's published limit) or say how many n8n processes share the key (queue mode)",
		},
		{
			displayName: 'Rate Limit (Requests per Minute)',
			name: 'rateLimit',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 20,
			description:
				"Mayar's published limit is 20 per minute per IP address. The workflows of this n8n process that use this key share the budget: requests wait for their turn instead of being refused. 0 turns the limit in n8n off.",
			displayOptions: { show: { customizeRateLimit: [true] } },
		},
		{
			displayName: 'n8n Processes Using This Key',
			name: 'processes',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 1,
			description:
				'How many n8n processes run Mayar steps with this key: 1 in regular mode; in queue mode the main, every worker and every webhook process (for example 5 for a main, 3 workers and 1 webhook process). Each process keeps Rate Limit divided by this number; a 429 from Mayar still makes a process slow down and recover gradually.',
			displayOptions: { show: { customizeRateLimit: [true] } },
		},
		{
			displayName: 'Rate Window (Seconds)',
			name: 'rateWindowSeconds',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 60,
			description:
				'The window the Rate Limit counts in: 60 for Mayar. A proxy or the local sandbox may use a shorter one.',
			displayOptions: { show: { environment: ['custom'], customizeRateLimit: [true] } },
		},
	];

	/**
	 * Bearer key in the Authorization header, added to the request's own headers. A function rather than the
	 * generic `{ headers: { Authorization: '=Bearer {{$credentials.apiKey}}' } }`: n8n runs it as it is, where
	 * the generic form goes through the expression engine on every request. The request options are copied,
	 * never changed in place, so the key is not left on an object the caller keeps.
	 */
	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		return {
			...requestOptions,
			headers: {
				...requestOptions.headers,
				Authorization: `Bearer ${String(credentials.apiKey ?? '')}`,
			},
		};
	}

	test: ICredentialTestRequest = {
		request: {
			baseURL:
				'={{$credentials.environment === "custom" ? String($credentials.baseUrl).replace(/\\/+$/, "") : ($credentials.environment === "production" ? "https://api.mayar.id" : "https://api.mayar.club")}}',
			url: '/hl/v2/balances',
			method: 'GET',
		},
		rules: [
			{
				type: 'responseCode',
				properties: {
					value: 401,
					message:
						'Mayar refused this API key. Check the key, and that it belongs to the selected environment: a Sandbox key (web.mayar.club) does not work in Production (web.mayar.id), and the reverse.',
				},
			},
			{
				type: 'responseCode',
				properties: {
					value: 403,
					message: 'Mayar refused this API key (403). Check its scope in the Mayar dashboard.',
				},
			},
		],
	};
}
