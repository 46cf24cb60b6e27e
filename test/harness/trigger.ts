/**
 * Runs the Mayar Trigger's webhook lifecycle (checkExists / create / delete) and its webhook() inside n8n-core,
 * with n8n-core's own HookContext and WebhookContext and the credentials helper of ./index. The pieces n8n's CLI
 * normally supplies are built here by hand: the IWebhookData, express-like req/res objects, and the HTTP answer
 * the CLI derives from webhook()'s result (mirroring webhook-helpers.ts of n8n 2.41: noWebhookResponse → what the
 * node wrote; no workflowData → webhookResponse with the webhook's responseCode; otherwise the onReceived answer).
 */

import { HookContext, WebhookContext } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	INode,
	INodeType,
	IWebhookData,
	IWebhookDescription,
	IWebhookResponseData,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import { NodeHelpers, Workflow } from 'n8n-workflow';

import { MayarTrigger } from '../../nodes/Mayar/MayarTrigger.node';
import { nodeWithCredential, NodeTypes, TestCredentialsHelper } from './index';
import { assertNoSecret, logs } from './logs';
import { http } from './node';

export const TRIGGER_TYPE = 'n8n-nodes-mayar.mayarTrigger';
export const WEBHOOK_BASE_URL = 'https://n8n.example.test/webhook';
export const WEBHOOK_TEST_BASE_URL = 'https://n8n.example.test/webhook-test';

export { logs, type LogLine } from './logs';

export interface FakeRequest {
	body?: unknown;
	rawBody?: Buffer;
	query?: IDataObject;
	headers?: IDataObject;
	method?: string;
	/** A delivery to the editor's test listen (n8n runs webhook() in mode 'manual'), not the published workflow. */
	isTest?: boolean;
}

/** What the sender of a delivery got back, as n8n's CLI would have answered. */
export interface WebhookCall {
	result: IWebhookResponseData;
	status: number;
	body: unknown;
	/** True when webhook() handed data to the workflow, i.e. an execution would start. */
	started: boolean;
	items: IDataObject[];
}

/** The subset of express.Response the node may use to answer by itself. */
class FakeResponse {
	statusCode = 200;
	body: unknown = undefined;
	headersSent = false;
	headers: Record<string, string> = {};
	status(code: number) {
		this.statusCode = code;
		return this;
	}
	json(body: unknown) {
		this.body = body;
		this.headersSent = true;
		return this;
	}
	send(body?: unknown) {
		this.body = body;
		this.headersSent = true;
		return this;
	}
	end(body?: unknown) {
		if (body !== undefined) this.body = body;
		this.headersSent = true;
		return this;
	}
	setHeader(name: string, value: string) {
		this.headers[name.toLowerCase()] = value;
		return this;
	}
}

/** n8n 2.41's extractWebhookOnReceivedResponse. */
function onReceivedBody(responseData: string | undefined, result: IWebhookResponseData): unknown {
	if (responseData === 'noData') return undefined;
	if (responseData) return responseData;
	if (result.webhookResponse !== undefined) return result.webhookResponse;
	return { message: 'Workflow was started' };
}

export interface TriggerOptions {
	parameters: IDataObject;
	credentials: ICredentialDataDecryptedObject;
	/** Static data to start from (as saved with the workflow). */
	staticData?: IDataObject;
	webhookId?: string;
	nodeType?: INodeType;
	/** The node's typeVersion (1 unless a test says otherwise: the version saved workflows have). */
	typeVersion?: number;
}

/**
 * One trigger node in one workflow. The Workflow instance is reused across calls, so the node's static data
 * persists between create, webhook and delete as it does in n8n.
 */
export class TriggerHarness {
	readonly nodeType: INodeType;
	readonly node: INode;
	readonly workflow: Workflow;
	readonly credentialsHelper: TestCredentialsHelper;
	/** n8n's WEBHOOK_URL + /webhook: where production webhooks are served. A test may point it at a receiver. */
	webhookBaseUrl = WEBHOOK_BASE_URL;
	/** n8n's test webhook base (N8N_ENDPOINT_WEBHOOK_TEST): where the editor's test listen is served. */
	webhookTestBaseUrl = WEBHOOK_TEST_BASE_URL;
	private readonly description: IWebhookDescription;
	/** The API key: no hook result, delivery answer or log line may carry it. */
	private readonly secret: string;

	constructor(options: TriggerOptions) {
		this.secret = String(options.credentials.apiKey ?? '');
		this.nodeType = options.nodeType ?? new MayarTrigger();
		const nodeTypes = new NodeTypes({ [TRIGGER_TYPE]: this.nodeType });
		const base = nodeWithCredential({
			id: 'trigger-1',
			name: 'Mayar Trigger',
			type: TRIGGER_TYPE,
			position: [0, 0],
			webhookId: options.webhookId ?? '7b0c6f0e-4a7e-4d8b-9a43-2f4b8e1d5c01',
			parameters: {},
			typeVersion: options.typeVersion ?? 1,
		});
		// As the editor saves them: every parameter with its default filled in.
		base.parameters =
			NodeHelpers.getNodeParameters(
				this.nodeType.description.properties,
				options.parameters as INode['parameters'],
				true,
				false,
				base,
				this.nodeType.description,
			) ?? {};
		this.node = base;
		this.workflow = new Workflow({
			id: 'wf-trigger',
			nodes: [base],
			connections: {},
			nodeTypes: nodeTypes as never,
			active: true,
			settings: {},
			staticData: options.staticData ?? {},
		});
		this.credentialsHelper = new TestCredentialsHelper(options.credentials);
		this.description = this.nodeType.description.webhooks![0];
	}

	private additionalData(extra: IDataObject = {}): IWorkflowExecuteAdditionalData {
		return {
			credentialsHelper: this.credentialsHelper,
			webhookBaseUrl: this.webhookBaseUrl,
			webhookTestBaseUrl: this.webhookTestBaseUrl,
			...extra,
		} as unknown as IWorkflowExecuteAdditionalData;
	}

	private webhookData(
		additionalData: IWorkflowExecuteAdditionalData,
		isTest: boolean,
	): IWebhookData {
		return {
			httpMethod: this.description.httpMethod as IWebhookData['httpMethod'],
			node: this.node.name,
			path: String(this.description.path),
			webhookDescription: this.description,
			workflowId: this.workflow.id,
			workflowExecuteAdditionalData: additionalData,
			webhookId: this.node.webhookId,
			isTest,
		};
	}

	/** The production URL n8n would show for this node (without the token). */
	get productionUrl(): string {
		return `${this.webhookBaseUrl}/${this.node.webhookId}/${this.description.path}`;
	}

	/** The node's static data, as n8n would save it with the workflow. */
	get staticData(): IDataObject {
		return this.workflow.getStaticData('node', this.node);
	}

	/** Runs one webhook lifecycle method the way n8n does on activation ('trigger') or test listening ('manual'). */
	async hook(
		method: 'checkExists' | 'create' | 'delete',
		options: { isTest?: boolean } = {},
	): Promise<boolean> {
		const isTest = options.isTest === true;
		const additionalData = this.additionalData();
		const context = new HookContext(
			this.workflow,
			this.node,
			additionalData,
			isTest ? 'manual' : 'trigger',
			isTest ? 'manual' : 'activate',
			this.webhookData(additionalData, isTest),
		);
		const fn = this.nodeType.webhookMethods!.default![method];
		const logsBefore = logs.length;
		const result = (await fn.call(context).catch((error: unknown) => {
			assertNoSecret(this.secret, { error, logs: logs.slice(logsBefore) });
			throw error;
		})) as boolean;
		assertNoSecret(this.secret, {
			result,
			staticData: this.staticData,
			logs: logs.slice(logsBefore),
		});
		return result;
	}

	/** What n8n does on activation: checkExists, then create when it answered false. Returns whether create ran. */
	async activate(options: { isTest?: boolean } = {}): Promise<boolean> {
		if (await this.hook('checkExists', options)) return false;
		await this.hook('create', options);
		return true;
	}

	/**
	 * Calls webhook() with express-like req/res objects and derives the HTTP answer as n8n's CLI does. The answer,
	 * the items started and the log lines are checked for the API key.
	 */
	async deliver(request: FakeRequest): Promise<WebhookCall> {
		const logsBefore = logs.length;
		const call = await this.answer(request).catch((error: unknown) => {
			assertNoSecret(this.secret, { error, logs: logs.slice(logsBefore) });
			throw error;
		});
		assertNoSecret(this.secret, { call, logs: logs.slice(logsBefore) });
		return call;
	}

	private async answer(request: FakeRequest): Promise<WebhookCall> {
		const res = new FakeResponse();
		const req = {
			method: request.method ?? 'POST',
			body: request.body,
			rawBody:
				request.rawBody ??
				(request.body === undefined ? undefined : Buffer.from(JSON.stringify(request.body))),
			query: request.query ?? {},
			headers: { 'content-type': 'application/json', ...(request.headers ?? {}) },
			params: {},
		};
		const additionalData = this.additionalData({ httpRequest: req, httpResponse: res });
		const isTest = request.isTest === true;
		const context = new WebhookContext(
			this.workflow,
			this.node,
			additionalData,
			isTest ? 'manual' : 'webhook',
			this.webhookData(additionalData, isTest),
			[],
			null,
		);
		const result = (await this.nodeType.webhook!.call(context as never)) as IWebhookResponseData;
		const responseCode =
			this.description.responseCode === undefined ? 200 : Number(this.description.responseCode);
		const items = ((result.workflowData?.[0] ?? []) as Array<{ json: IDataObject }>).map(
			(i) => i.json,
		);
		const started = result.workflowData !== undefined;
		if (result.noWebhookResponse === true) {
			return { result, status: res.statusCode, body: res.body, started, items };
		}
		if (!started) {
			return {
				result,
				status: responseCode,
				body: result.webhookResponse ?? { message: 'Webhook call received' },
				started,
				items,
			};
		}
		return {
			result,
			status: responseCode,
			body: onReceivedBody(this.description.responseData as string | undefined, result),
			started,
			items,
		};
	}
}

export interface Receiver {
	/** http://127.0.0.1:<port>/webhook: use as the harness's webhookBaseUrl. */
	baseUrl: string;
	/** http://127.0.0.1:<port>/webhook/<webhookId>/webhook: the path n8n serves this node's production webhook on. */
	url: string;
	calls: WebhookCall[];
	close(): Promise<void>;
}

/**
 * A tiny real HTTP server standing in for n8n's webhook endpoint: it parses the JSON body (keeping the raw
 * bytes, as n8n does), passes the request to webhook() and writes the answer n8n would write.
 */
export async function startReceiver(harness: TriggerHarness): Promise<Receiver> {
	const calls: WebhookCall[] = [];
	const path = `/webhook/${harness.node.webhookId}/webhook`;
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			void (async () => {
				const url = new URL(req.url ?? '/', 'http://receiver.local');
				if (url.pathname !== path || req.method !== 'POST') {
					res.writeHead(404, { 'content-type': 'application/json' });
					res.end(JSON.stringify({ message: 'webhook is not registered' }));
					return;
				}
				const rawBody = Buffer.concat(chunks);
				let body: unknown = {};
				if (/json/i.test(String(req.headers['content-type'] ?? '')) && rawBody.length > 0) {
					try {
						body = JSON.parse(rawBody.toString('utf8'));
					} catch {
						body = {};
					}
				}
				const query: IDataObject = {};
				for (const [k, v] of url.searchParams)
					query[k] = k in query ? ([] as unknown[]).concat(query[k], v) : v;
				try {
					const call = await harness.deliver({
						body,
						rawBody,
						query,
						headers: req.headers as IDataObject,
					});
					calls.push(call);
					const text =
						call.body === undefined
							? ''
							: typeof call.body === 'string'
								? call.body
								: JSON.stringify(call.body);
					res.writeHead(call.status, { 'content-type': 'application/json' });
					res.end(text);
				} catch (error) {
					res.writeHead(500, { 'content-type': 'application/json' });
					res.end(JSON.stringify({ message: (error as Error).message }));
				}
			})();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
	const { port } = server.address() as { port: number };
	return {
		baseUrl: `http://127.0.0.1:${port}/webhook`,
		url: `http://127.0.0.1:${port}${path}`,
		calls,
		close: async () =>
			await new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}
