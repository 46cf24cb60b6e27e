/**
 * Runs the Mayar Polling Trigger's poll() inside n8n-core's own PollContext, with the credentials helper of
 * ./index. n8n's CLI normally builds the context and keeps the workflow's static data; here the harness does,
 * the way n8n 2.41 does it (active-workflow-manager, poll-trigger-executor, trigger-execution-context.factory):
 * - activation runs one poll in mode 'trigger', emits what it returns, then saves the static data;
 * - a scheduled poll saves the static data only when it emits (a poll that returns null saves nothing);
 * - a failed poll emits an error and saves nothing;
 * - a restart builds a new Workflow from the static data as saved, not from memory.
 */
import { PollContext } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	INode,
	INodeExecutionData,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import { NodeHelpers, Workflow } from 'n8n-workflow';

import { MayarPollingTrigger } from '../../nodes/Mayar/MayarPollingTrigger.node';
import { nodeWithCredential, NodeTypes, TestCredentialsHelper } from './index';
import { assertNoSecret, logs } from './logs';

export const POLL_TYPE = 'n8n-nodes-mayar.mayarPollingTrigger';

export { logs } from './logs';

export interface PollOptions {
	parameters: IDataObject;
	credentials: ICredentialDataDecryptedObject;
	/** Static data as saved with the workflow. */
	staticData?: IDataObject;
}

export interface PollRun {
	/** The items the poll handed to n8n (an execution starts), or null (nothing started). */
	items: IDataObject[] | null;
	/** Whether n8n would have saved the static data after this poll. */
	saved: boolean;
}

function clone<T>(value: T): T {
	return JSON.parse(JSON.stringify(value ?? {})) as T;
}

export class PollHarness {
	readonly nodeType = new MayarPollingTrigger();
	readonly node: INode;
	workflow: Workflow;
	/** The workflow's static data as n8n last saved it to its database. */
	saved: IDataObject;
	private readonly nodeTypes: NodeTypes;
	private readonly credentialsHelper: TestCredentialsHelper;
	private readonly secret: string;

	constructor(options: PollOptions) {
		this.secret = String(options.credentials.apiKey ?? '');
		this.nodeTypes = new NodeTypes({ [POLL_TYPE]: this.nodeType });
		const base = nodeWithCredential({
			id: 'poll-1',
			name: 'Mayar Polling Trigger',
			type: POLL_TYPE,
			position: [0, 0],
			parameters: {},
		});
		// As the editor saves them: every parameter with its default filled in (pollTimes included).
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
		this.saved = clone(options.staticData ?? {});
		this.credentialsHelper = new TestCredentialsHelper(options.credentials);
		this.workflow = this.load();
	}

	/** A Workflow as n8n builds it when it activates: from the saved static data. */
	private load(): Workflow {
		return new Workflow({
			id: 'wf-poll',
			nodes: [this.node],
			connections: {},
			nodeTypes: this.nodeTypes as never,
			active: true,
			settings: {},
			staticData: clone(this.saved),
		});
	}

	/** The node's static data in memory (what the next poll of this activation sees). */
	get staticData(): IDataObject {
		return this.workflow.getStaticData('node', this.node);
	}

	/** n8n's WorkflowStaticDataService.saveStaticData: writes only when something changed. */
	private save(): boolean {
		const data = this.workflow.staticData as IDataObject & { __dataChanged?: boolean };
		if (data.__dataChanged !== true) return false;
		data.__dataChanged = false;
		const copy = clone(data);
		delete copy.__dataChanged;
		this.saved = copy;
		return true;
	}

	private async run(mode: 'trigger' | 'manual', activation: 'activate' | 'init' | 'manual') {
		const additionalData = {
			credentialsHelper: this.credentialsHelper,
		} as unknown as IWorkflowExecuteAdditionalData;
		const emitted: INodeExecutionData[][][] = [];
		const context = new PollContext(
			this.workflow,
			this.node,
			additionalData,
			mode,
			activation,
			(data: INodeExecutionData[][]) => emitted.push(data),
			(error: Error) => {
				throw error;
			},
		);
		const logsBefore = logs.length;
		const result = await this.nodeType.poll.call(context).catch((error: unknown) => {
			assertNoSecret(this.secret, { error, logs: logs.slice(logsBefore) });
			throw error;
		});
		assertNoSecret(this.secret, { result, logs: logs.slice(logsBefore) });
		return result;
	}

	private static itemsOf(result: INodeExecutionData[][] | null): IDataObject[] | null {
		return result === null ? null : (result[0] ?? []).map((i) => i.json);
	}

	/** Activation (first publish, or n8n starting with the workflow active): one poll, then a save. */
	async activate(activation: 'activate' | 'init' = 'activate'): Promise<PollRun> {
		const result = await this.run('trigger', activation);
		const saved = this.save();
		return { items: PollHarness.itemsOf(result), saved };
	}

	/** A scheduled poll: saved only when it emitted. A failure rejects and saves nothing. */
	async poll(): Promise<PollRun> {
		const result = await this.run('trigger', 'activate');
		const saved = result !== null ? this.save() : false;
		return { items: PollHarness.itemsOf(result), saved };
	}

	/** "Fetch Test Event" in the editor: mode manual, nothing saved. */
	async manual(): Promise<IDataObject[] | null> {
		return PollHarness.itemsOf(await this.run('manual', 'manual'));
	}

	/** n8n stops and starts again: memory is gone, the saved static data is loaded, activation polls once. */
	async restart(): Promise<PollRun> {
		this.workflow = this.load();
		return await this.activate('init');
	}
}
