'use strict';
/*
 * n8n CLI runs against an instance's user folder and env: import credentials and workflows, execute a
 * workflow (`n8n execute --rawOutput`), publish/unpublish. Each run is a process group of its own with its
 * own task-broker port; its output is appended to logs/cli.log.
 */
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const { spawn } = require('child_process');
const { say, tail, randomId } = require('./util');
const { freePorts, killGroupSync, groupAlive } = require('./processes');

/** Parses the IRun JSON that `n8n execute --rawOutput` prints after some log lines. */
function parseRawOutput(stdout) {
	const lines = String(stdout).split('\n');
	const start = lines.findIndex((l) => l.startsWith('{'));
	if (start < 0) return undefined;
	// The pretty-printed object ends at the first line that is exactly "}" (nested ones are indented).
	for (let end = start; end < lines.length; end++) {
		if (
			lines[end].replace(/\r$/, '') !== '}' &&
			!(end === start && lines[end].trim().endsWith('}'))
		)
			continue;
		try {
			return JSON.parse(lines.slice(start, end + 1).join('\n'));
		} catch {
			/* keep looking */
		}
	}
	try {
		return JSON.parse(lines.slice(start).join('\n'));
	} catch {
		return undefined;
	}
}

const MANUAL_TRIGGER_NAME = 'Manual Trigger';
/**
 * `n8n execute` only starts at a manualTrigger (or executeWorkflowTrigger) node: it fails with
 * "Missing node to start execution" otherwise. This returns a copy of the workflow with a manual
 * trigger in front of every node that has no incoming connection (unless it already has one).
 */
function withManualTrigger(wf) {
	const nodes = wf.nodes || [];
	const starts = ['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.executeWorkflowTrigger'];
	if (nodes.some((n) => starts.includes(n.type))) return wf;
	const connections = JSON.parse(JSON.stringify(wf.connections || {}));
	const targets = new Set();
	for (const byType of Object.values(connections)) {
		for (const outputs of Object.values(byType)) {
			for (const list of outputs || []) for (const c of list || []) targets.add(c.node);
		}
	}
	const roots = nodes.filter((n) => !targets.has(n.name));
	connections[MANUAL_TRIGGER_NAME] = {
		main: [roots.map((n) => ({ node: n.name, type: 'main', index: 0 }))],
	};
	const trigger = {
		id: crypto.randomUUID(),
		name: MANUAL_TRIGGER_NAME,
		type: 'n8n-nodes-base.manualTrigger',
		typeVersion: 1,
		position: [-250, 0],
		parameters: {},
	};
	return { ...wf, nodes: [trigger, ...nodes], connections };
}

/**
 * The CLI methods of a handle. ctx: the instance (see index.js); `api` calls the public API, for
 * publish/unpublish with {via: 'api'}.
 */
function cliCommands(ctx, api) {
	const { rt, major, workDir, logDir, groups } = ctx;

	/** Runs `n8n <args>` against the same user folder and env, with its own task-broker port. */
	async function cli(args, { env = {}, timeoutMs = 120000 } = {}) {
		if (ctx.stopped) throw new Error('n8n handle already stopped');
		const [cliBroker] = await freePorts(1);
		const cEnv = { ...ctx.env, N8N_RUNNERS_BROKER_PORT: String(cliBroker), ...env };
		const t0 = Date.now();
		return new Promise((resolve, reject) => {
			const child = spawn(rt.nodeBin, [rt.n8nBin, ...args], {
				cwd: workDir,
				env: cEnv,
				detached: true,
				stdio: ['ignore', 'pipe', 'pipe'],
			});
			const pgid = child.pid;
			groups.track(pgid, `cli ${args[0]}`);
			let stdout = '';
			let stderr = '';
			child.stdout.on('data', (d) => (stdout += d));
			child.stderr.on('data', (d) => (stderr += d));
			const timer = setTimeout(() => {
				killGroupSync(pgid, 'SIGKILL');
				stderr += `\n[e2e] killed after ${timeoutMs} ms`;
			}, timeoutMs);
			child.on('error', (e) => {
				clearTimeout(timer);
				reject(e);
			});
			child.on('close', (code, signal) => {
				clearTimeout(timer);
				// the CLI's task runner child may linger for a moment
				if (groupAlive(pgid)) killGroupSync(pgid, 'SIGKILL');
				groups.untrack(pgid);
				const ms = Date.now() - t0;
				fs.appendFileSync(
					path.join(logDir, 'cli.log'),
					`===== n8n ${args.join(' ')}  (exit ${code}${signal ? `, ${signal}` : ''}, ${ms} ms)\n--- stdout\n${stdout}\n--- stderr\n${stderr}\n`,
				);
				say(`cli n8n ${args.join(' ')} -> ${code} in ${ms} ms`);
				resolve({ code: code === null ? -1 : code, signal, stdout, stderr, ms });
			});
		});
	}

	async function cliOk(args, opts2) {
		const r = await cli(args, opts2);
		if (r.code !== 0) {
			throw new Error(
				`n8n ${args.join(' ')} exited ${r.code}\n--- stdout\n${tail(r.stdout)}\n--- stderr\n${tail(r.stderr)}`,
			);
		}
		return r;
	}

	function writeInput(prefix, data) {
		const file = path.join(workDir, `${prefix}-${Date.now()}-${randomId(6)}.json`);
		fs.writeFileSync(file, JSON.stringify(data, null, 2));
		return file;
	}

	/** publish (active) or unpublish through the public API, or the CLI command of this n8n major. */
	async function setActive(id, active, via) {
		const how = via || (major === 2 ? 'cli' : 'api');
		if (how === 'api') {
			const action = active ? 'activate' : 'deactivate';
			const r = await api('POST', `/workflows/${id}/${action}`);
			if (r.status !== 200)
				throw new Error(`${action} ${id} failed: ${r.status} ${r.text.slice(0, 500)}`);
			return r.json;
		}
		if (major !== 2) return cliOk(['update:workflow', `--id=${id}`, `--active=${active}`]);
		return cliOk([`${active ? '' : 'un'}publish:workflow`, `--id=${id}`]);
	}

	return {
		cli,
		/** Imports credentials: an array of {id, name, type, data: {...plain}}. */
		async importCredentials(arr) {
			const list = [].concat(arr);
			await cliOk(['import:credentials', `--input=${writeInput('credentials', list)}`]);
			return list.map((c) => c.id);
		},
		/** Imports a workflow (or an array); gives each an id if it has none; returns the id(s). */
		async importWorkflow(wf) {
			const list = [].concat(wf).map((w) => ({
				active: false,
				connections: {},
				settings: {},
				...w,
				id: w.id || randomId(16),
			}));
			await cliOk(['import:workflow', `--input=${writeInput('workflow', list)}`]);
			return Array.isArray(wf) ? list.map((w) => w.id) : list[0].id;
		},
		/**
		 * Runs a saved workflow through `n8n execute --id=X --rawOutput` and returns the parsed IRun
		 * ({ data: { resultData: { runData, error?, lastNodeExecuted } }, status, finished, mode, ... }).
		 * A failed execution still returns its IRun (status 'error'); `exitCode` tells the CLI's exit code.
		 */
		async execute(workflowId, { env = {}, timeoutMs } = {}) {
			const r = await cli(['execute', `--id=${workflowId}`, '--rawOutput'], {
				env: { ...env, N8N_LOG_LEVEL: 'info' },
				timeoutMs,
			});
			const run = parseRawOutput(r.stdout);
			if (!run) {
				const hint = /Missing node to start execution/.test(r.stdout)
					? '\n(hint: `n8n execute` needs a manualTrigger node; import the workflow through withManualTrigger())'
					: '';
				throw new Error(
					`n8n execute --id=${workflowId} printed no IRun JSON (exit ${r.code})${hint}\n--- stdout\n${tail(r.stdout)}\n--- stderr\n${tail(r.stderr)}`,
				);
			}
			Object.defineProperty(run, 'exitCode', { value: r.code, enumerable: false });
			Object.defineProperty(run, 'cliOutput', { value: r, enumerable: false });
			return run;
		},
		/**
		 * Activates (2.x: publishes) a workflow. via 'cli' (default on 2.x; a running 2.x server picks it up
		 * within a few seconds) or 'api' (public API activate; default on 1.x, whose server ignores CLI changes).
		 */
		async publish(id, { via } = {}) {
			return setActive(id, true, via);
		},
		async unpublish(id, { via } = {}) {
			return setActive(id, false, via);
		},
	};
}

module.exports = { cliCommands, parseRawOutput, withManualTrigger };
