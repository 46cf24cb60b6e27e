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
			displayName:
				'Create an API key in the Mayar dashboard under Integration > API Key: <b>web.mayar.id/api-keys</b> for Production, <b>web.mayar.club/api-keys</b> for Sandbox. A key only works in the environment it was made in. A <b>Read Only</b> key can only read (Get operations); creating or changing anything needs a <b>Read &amp; Write</b> key.',
			name: 'notice',
			type: 'notice',
			default: '',
		},
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			required: true,
			default: '',
		},
		{
			displayName: 'Environment',
			name: 'environment',
			type: 'options',
			options: [
				{ name: 'Production', value: 'production', description: 'https://api.mayar.id' },
				{ name: 'Sandbox', value: 'sandbox', description: 'https://api.mayar.club' },
				{ name: 'Custom', value: 'custom', description: 'A proxy or a local sandbox' },
			],
			default: 'production',
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
			displayName: 'Rate Limit (Requests per Minute)',
			name: 'rateLimit',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 20,
			description:
				"Mayar's limit for this account (published: 20 per minute). Every workflow of this n8n that uses this key shares it: requests wait for their turn instead of being refused. 0 turns the client-side limit off.",
		},
		{
			displayName: 'n8n Processes Using This Key',
			name: 'processes',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 1,
			description:
				'How many n8n processes run Mayar steps with this key: 1 in regular mode; in queue mode the main, every worker and every webhook process (for example 5 for a main, 3 workers and 1 webhook process). Each process keeps Rate Limit divided by this number; a 429 from Mayar still makes a process slow down and recover gradually.',
		},
		{
			displayName: 'Rate Window (Seconds)',
			name: 'rateWindowSeconds',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 60,
			description:
				'The window the Rate Limit counts in: 60 for Mayar. A proxy or the local sandbox may use a shorter one.',
			displayOptions: { show: { environment: ['custom'] } },
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
				'={{$credentials.environment === "custom" ? String($credentials.baseUrl).replace(/\\/+$/, "") : ($credentials.environment === "sandbox" ? "https://api.mayar.club" : "https://api.mayar.id")}}',
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
