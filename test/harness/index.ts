/**
 * Runs our nodes inside n8n's own execution engine (n8n-core's WorkflowExecute, its real
 * httpRequestWithAuthentication over axios) against the local sandbox. n8n-core lacks the CLI's handling of
 * `generic` credential authentication, so the credentials helper below supplies it, mirroring the CLI.
 */
import axios from 'axios';
import {
	ErrorReporter,
	ExecutionLifecycleHooks,
	LoadOptionsContext,
	WorkflowExecute,
} from 'n8n-core';
import type {
	IConnections,
	ICredentialDataDecryptedObject,
	ICredentialType,
	IDataObject,
	IHttpRequestOptions,
	INode,
	INodeExecutionData,
	INodeListSearchResult,
	INodeParameters,
	INodeType,
	IRun,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import { ICredentialsHelper, isExpression, NodeHelpers, Workflow } from 'n8n-workflow';

import { MayarHeadlessApi } from '../../credentials/MayarHeadlessApi.credentials';
import { assertNoSecret, logs } from './logs';
import { Container } from './node';
import { Mayar } from '../../nodes/Mayar/Mayar.node';

Container.set(ErrorReporter, { error() {}, warn() {}, info() {} } as unknown as ErrorReporter);

const START_TYPE = 'test.start';
export const MAYAR_TYPE = 'n8n-nodes-mayar.mayar';

/** A workflow node of ours (typeVersion 1) that uses the test credential, as the editor would save it. */
export function nodeWithCredential(
	node: Pick<INode, 'id' | 'name' | 'type' | 'position' | 'parameters'> & Partial<INode>,
): INode {
	return {
		typeVersion: 1,
		credentials: { mayarHeadlessApi: { id: 'cred-1', name: 'Mayar test' } },
		...node,
	};
}

class Start implements INodeType {
	description = {
		displayName: 'Start',
		name: 'start',
		group: ['trigger'],
		version: 1,
		description: '',
		defaults: { name: 'Start' },
		inputs: [],
		outputs: ['main'],
		properties: [],
	} as unknown as INodeType['description'];

	async execute(this: import('n8n-workflow').IExecuteFunctions) {
		return [this.getInputData()];
	}
}

export class NodeTypes {
	constructor(private readonly map: Record<string, INodeType>) {}
	getByName(type: string) {
		return this.get(type);
	}
	getByNameAndVersion(type: string) {
		return this.get(type);
	}
	get(type: string): INodeType {
		const node = this.map[type];
		if (!node) throw new Error(`Unknown node type ${type}`);
		return node;
	}
	getKnownTypes() {
		return {};
	}
}

const credentialTypes: Record<string, ICredentialType> = {
	mayarHeadlessApi: new MayarHeadlessApi(),
};

function resolveCredentialExpression(
	workflow: Workflow,
	node: INode,
	value: unknown,
	credentials: ICredentialDataDecryptedObject,
): unknown {
	if (typeof value !== 'string' || !isExpression(value)) return value;
	return workflow.expression.getSimpleParameterValue(
		node,
		value,
		'internal',
		{ $credentials: credentials } as never,
		undefined,
		'',
	);
}

export class TestCredentialsHelper extends ICredentialsHelper {
	/** Every authenticated request the nodes sent, for tests that look at headers. */
	readonly sentHeaders: IDataObject[] = [];

	constructor(private readonly data: ICredentialDataDecryptedObject) {
		super();
	}
	getParentTypes() {
		return [];
	}
	isCredentialUsableByNode() {
		return true;
	}
	/**
	 * As n8n's CLI CredentialsHelper.applyDefaultsAndOverwrites: the stored data through getNodeParameters with the
	 * credential type's properties, so defaults are filled in and a field its displayOptions hide is dropped (a
	 * Rate Limit stored without Customize Rate Limit on counts for nothing, as in n8n).
	 */
	async getDecrypted() {
		const type = credentialTypes.mayarHeadlessApi;
		const resolved = NodeHelpers.getNodeParameters(
			type.properties,
			this.data as INodeParameters,
			true,
			false,
			null,
			null,
		);
		return { ...(resolved as ICredentialDataDecryptedObject) };
	}
	async preAuthentication() {
		return undefined;
	}
	async runPreAuthentication() {
		return undefined;
	}
	/**
	 * As n8n's CLI CredentialsHelper.authenticate (packages/cli credentials-helper): a function-form
	 * `authenticate` is called as a method of the credential type and its result is sent; the generic form has
	 * its keys and values resolved as expressions against $credentials, set on the request options in place.
	 */
	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		incoming: IHttpRequestOptions,
		workflow: Workflow,
		node: INode,
	) {
		let requestOptions = incoming;
		const type = credentialTypes[typeName];
		const auth = type?.authenticate;
		if (typeof auth === 'function') {
			requestOptions = await auth.call(type, credentials, requestOptions);
		} else if (auth && typeof auth === 'object' && auth.type === 'generic') {
			requestOptions.headers ??= {};
			for (const [outer, values] of Object.entries(auth.properties)) {
				const target = ((requestOptions as unknown as IDataObject)[outer] ??= {}) as IDataObject;
				for (const [k, v] of Object.entries(values as IDataObject)) {
					target[String(resolveCredentialExpression(workflow, node, k, credentials))] = String(
						resolveCredentialExpression(workflow, node, v, credentials) ?? '',
					);
				}
			}
		}
		this.sentHeaders.push({ ...(requestOptions.headers as IDataObject) });
		return requestOptions;
	}
	getCredentialsProperties(type: string) {
		return credentialTypes[type]?.properties ?? [];
	}
	async getCredentials(): Promise<never> {
		throw new Error('not supported in tests');
	}
	async updateCredentials() {}
	async updateCredentialsOauthTokenData() {}
	getOAuth2Options() {
		return undefined;
	}
}

export interface RunOptions {
	/** Credential data: { apiKey, environment, baseUrl }. */
	credentials: ICredentialDataDecryptedObject;
	parameters: IDataObject;
	items?: IDataObject[];
	/** 'stopWorkflow' (default), 'continueRegularOutput' or 'continueErrorOutput'. */
	onError?: 'stopWorkflow' | 'continueRegularOutput' | 'continueErrorOutput';
	nodeType?: INodeType;
	/** Type name of `nodeType`: n8n lets only 'n8n-nodes-base.httpRequest' use any predefined credential. */
	nodeTypeName?: string;
	typeVersion?: number;
	/** The workflow's ID ('test' unless given): what n8n's processed-data store and Pass Once keep apart. */
	workflowId?: string;
	/** Parameters of a second Mayar node run after this one ('After'), e.g. Trigger Event > Mark Done. */
	after?: IDataObject;
	/** Benchmarks turn the leak scan off: serializing 10,000 items is the harness's cost, not the node's. */
	leakCheck?: boolean;
}

export interface RunResult {
	run: IRun;
	/** The node's first output. */
	items: INodeExecutionData[];
	/** The error output (continueErrorOutput). */
	errorItems: INodeExecutionData[];
	/** The output of the node run after it (`after`). */
	afterItems: INodeExecutionData[];
	/** The serialized error when the node failed the run. */
	error?: IDataObject;
	credentialsHelper: TestCredentialsHelper;
}

export async function runMayar(options: RunOptions): Promise<RunResult> {
	const typeName = options.nodeTypeName ?? MAYAR_TYPE;
	const nodeTypes = new NodeTypes({
		[START_TYPE]: new Start(),
		[typeName]: options.nodeType ?? new Mayar(),
	});
	const credentialsHelper = new TestCredentialsHelper(options.credentials);
	const nodes: INode[] = [
		{ id: '1', name: 'Start', type: START_TYPE, typeVersion: 1, position: [0, 0], parameters: {} },
		nodeWithCredential({
			id: '2',
			name: 'Mayar',
			type: typeName,
			typeVersion: options.typeVersion ?? 1,
			position: [200, 0],
			parameters: options.parameters as INode['parameters'],
			onError: options.onError,
		}),
	];
	const connections: IConnections = {
		Start: { main: [[{ node: 'Mayar', type: 'main' as const, index: 0 }]] },
	};
	if (options.after) {
		nodes.push(
			nodeWithCredential({
				id: '3',
				name: 'After',
				type: typeName,
				typeVersion: options.typeVersion ?? 1,
				position: [400, 0],
				parameters: options.after as INode['parameters'],
			}),
		);
		connections.Mayar = { main: [[{ node: 'After', type: 'main' as const, index: 0 }]] };
	}
	const workflow = new Workflow({
		id: options.workflowId ?? 'test',
		nodes,
		connections,
		nodeTypes: nodeTypes as never,
		active: false,
		settings: {},
	});
	const hooks = new ExecutionLifecycleHooks('manual', '1', {
		id: 'test',
		name: 'test',
		nodes,
		connections,
		active: false,
		settings: {},
	} as never);
	const done = new Promise<IRun>((resolve) =>
		hooks.addHandler('workflowExecuteAfter', (run: IRun) => resolve(run)),
	);
	const additionalData = { hooks, credentialsHelper } as unknown as IWorkflowExecuteAdditionalData;
	const input = (options.items ?? [{}]).map((json) => ({ json }));
	const runExecutionData = {
		version: 1,
		resultData: { runData: {} },
		executionData: {
			contextData: {},
			metadata: {},
			waitingExecution: {},
			waitingExecutionSource: null,
			nodeExecutionStack: [
				{ node: workflow.getNode('Start') as INode, data: { main: [input] }, source: null },
			],
		},
	};
	const logsBefore = logs.length;
	const run = await new WorkflowExecute(
		additionalData,
		'manual',
		runExecutionData as never,
	).processRunExecutionData(workflow);
	await done;
	const nodeRun = run.data.resultData.runData.Mayar?.[0];
	const afterRun = run.data.resultData.runData.After?.[0];
	const result = {
		afterItems: (afterRun?.data?.main?.[0] ?? []) as INodeExecutionData[],
		run,
		items: (nodeRun?.data?.main?.[0] ?? []) as INodeExecutionData[],
		errorItems: (nodeRun?.data?.main?.[1] ?? []) as INodeExecutionData[],
		error: (nodeRun?.error ?? run.data.resultData.error) as IDataObject | undefined,
		credentialsHelper,
	};
	// Every test doubles as a leak test: the API key must appear in no output item, error or log line.
	if (options.leakCheck !== false)
		assertNoSecret(String(options.credentials.apiKey ?? ''), {
			items: result.items,
			errorItems: result.errorItems,
			error: result.error,
			logs: logs.slice(logsBefore),
		});
	return result;
}

export { assertNoSecret, logs } from './logs';

/**
 * Runs the credential's test request the way n8n's credential tester does: resolve the request's
 * expressions against the credential data, authenticate, send, then apply the responseCode rules.
 */
export async function testCredential(
	data: ICredentialDataDecryptedObject,
): Promise<{ status: 'OK' | 'Error'; message: string }> {
	const type = credentialTypes.mayarHeadlessApi;
	const test = type.test!;
	const node: INode = {
		id: 'c',
		name: 'cred',
		type: MAYAR_TYPE,
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
	const workflow = new Workflow({
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes: new NodeTypes({ [MAYAR_TYPE]: new Mayar() }) as never,
	});
	const baseURL = String(resolveCredentialExpression(workflow, node, test.request.baseURL, data));
	const helper = new TestCredentialsHelper(data);
	const options = (await helper.authenticate(
		data,
		'mayarHeadlessApi',
		{ url: test.request.url!, headers: {} } as IHttpRequestOptions,
		workflow,
		node,
	)) as IHttpRequestOptions;
	const response = await axios.request({
		baseURL,
		url: options.url,
		method: test.request.method ?? 'GET',
		headers: options.headers as Record<string, string>,
		validateStatus: () => true,
	});
	for (const rule of test.rules ?? []) {
		if (rule.type === 'responseCode' && response.status === rule.properties.value) {
			return { status: 'Error', message: rule.properties.message };
		}
	}
	if (response.status >= 400)
		return {
			status: 'Error',
			message: `Authorization failed - please check your credentials (HTTP ${response.status})`,
		};
	return { status: 'OK', message: 'Connection tested successfully' };
}

export interface ListSearchOptions {
	/** Credential data: { apiKey, environment, baseUrl }. */
	credentials: ICredentialDataDecryptedObject;
	/** A key of the node's methods.listSearch. */
	methodName: string;
	filter?: string;
	paginationToken?: string;
	/** The node's current parameters, as the editor sends them (currentNodeParameters). */
	parameters?: IDataObject;
	/** Path of the parameter being filled, as the editor sends it. */
	path?: string;
	nodeType?: INodeType;
}

export interface ListSearchRun {
	result: INodeListSearchResult;
	credentialsHelper: TestCredentialsHelper;
}

/**
 * Calls a listSearch method the way n8n's editor backend does (DynamicNodeParametersService): a one-node
 * workflow holding the node with its parameters and credential, and n8n-core's real LoadOptionsContext, whose
 * helpers.httpRequestWithAuthentication is the one used in executions. A thrown error is passed on, after the
 * same leak check as runMayar.
 */
export async function listSearch(options: ListSearchOptions): Promise<ListSearchRun> {
	const nodeType = options.nodeType ?? new Mayar();
	const methods = nodeType.methods?.listSearch as
		| Record<
				string,
				(
					this: LoadOptionsContext,
					filter?: string,
					token?: string,
				) => Promise<INodeListSearchResult>
		  >
		| undefined;
	const method = methods?.[options.methodName];
	if (!method) throw new Error(`The node has no listSearch method ${options.methodName}`);
	const parameters = (options.parameters ?? {}) as INodeParameters;
	const node = nodeWithCredential({
		id: '2',
		name: 'Mayar',
		type: MAYAR_TYPE,
		position: [0, 0],
		parameters,
	});
	const workflow = new Workflow({
		id: 'test',
		nodes: [node],
		connections: {},
		nodeTypes: new NodeTypes({ [MAYAR_TYPE]: nodeType }) as never,
		active: false,
		settings: {},
	});
	const credentialsHelper = new TestCredentialsHelper(options.credentials);
	const additionalData = {
		credentialsHelper,
		currentNodeParameters: parameters,
	} as unknown as IWorkflowExecuteAdditionalData;
	const context = new LoadOptionsContext(
		workflow,
		workflow.getNode('Mayar') as INode,
		additionalData,
		options.path ?? 'parameters.id',
	);
	const secret = String(options.credentials.apiKey ?? '');
	const logsBefore = logs.length;
	const result = await method
		.call(context, options.filter, options.paginationToken)
		.catch((error: unknown) => {
			assertNoSecret(secret, { error, logs: logs.slice(logsBefore) });
			throw error;
		});
	assertNoSecret(secret, { result, logs: logs.slice(logsBefore) });
	return { result, credentialsHelper };
}
