'use strict';
/*
 * n8n CLI runs against an instance's user folder and env: import credentials and workflows, execute a
 * workflow (`n8n execute --rawOutput`), publish/unpublish, export the node types. Each run is a process group of
 * its own with its own task-broker port; its output is appended to logs/cli.log.
 *
 * Exit-time crashes. n8n 2.41.1 on Node 24 sometimes dies with SIGSEGV while it exits, after it printed its
 * complete result and did its work (issue 41; scripts/e2e/cli-exit-crashes.js measures how often). A call that
 * crashed that way counts as what it did only once its work is verified: `done(r)` reads the effect back (the IRun
 * of a finished, successful execution; the imported rows and the published state from the server's REST API; the
 * exported file). A crash before that stays a failure. No call is ever run again to hide a crash. Every call is
 * recorded (exitReport.js), and the e2e run reports how many crashed at exit.
 */
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const { spawn } = require('child_process');
const { say, tail, randomId } = require('./util');
const { freePorts, killGroupSync, groupAlive } = require('./processes');
const { recordCall } = require('./exitReport');

/** The signal n8n 2.41.1 on Node 24 dies of at exit (issue 41); no other signal is forgiven. */
const EXIT_CRASH = 'SIGSEGV';

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
 * The CLI methods of a handle. ctx: the instance (see index.js); `http`: its REST client (rest.js): `api` for
 * publish/unpublish with {via: 'api'}, `rest` to read back what a call that crashed at exit did.
 */
function cliCommands(ctx, { api, rest }) {
	const { rt, major, workDir, logDir, groups } = ctx;

	/**
	 * Runs `n8n <args>` against the same user folder and env, with its own task-broker port. `done(r)` (async)
	 * tells whether the call's work is verifiably done; it is asked only when the CLI died of SIGSEGV, and a yes
	 * makes the result exit 0 with `crashedAtExit: true` (see the header).
	 */
	async function cli(args, { env = {}, timeoutMs = 120000, done } = {}) {
		if (ctx.stopped) throw new Error('n8n handle already stopped');
		const [cliBroker] = await freePorts(1);
		const cEnv = { ...ctx.env, N8N_RUNNERS_BROKER_PORT: String(cliBroker), ...env };
		const t0 = Date.now();
		const run = new Promise((resolve, reject) => {
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
				resolve({ code: code === null ? -1 : code, signal, stdout, stderr, ms: Date.now() - t0 });
			});
		});
		const r = await run;
		let verdict = '';
		if (r.signal === EXIT_CRASH && done) {
			const verified = await Promise.resolve()
				.then(() => done(r))
				.catch(() => false);
			if (verified) Object.assign(r, { code: 0, crashedAtExit: true });
			verdict = verified
				? ', its work verified done: counted as exit 0 (n8n crashed at exit)'
				: ', its work not verified: a failure';
		}
		fs.appendFileSync(
			path.join(logDir, 'cli.log'),
			`===== n8n ${args.join(' ')}  (exit ${r.code}${r.signal ? `, ${r.signal}` : ''}${verdict}, ${r.ms} ms)\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}\n`,
		);
		recordCall({
			command: args[0],
			signal: r.signal,
			code: r.code,
			crashedAtExit: !!r.crashedAtExit,
			// a crash a test made on purpose (test/e2e/fixtures/crash-at-exit.js) is not n8n's
			injected: !!env.MAYAR_E2E_CRASH,
		});
		say(`cli n8n ${args.join(' ')} -> ${r.code}${r.signal ? ` (${r.signal})` : ''} in ${r.ms} ms`);
		return r;
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
	async function setActive(id, active, via, env) {
		const how = via || (major === 2 ? 'cli' : 'api');
		if (how === 'api') {
			const action = active ? 'activate' : 'deactivate';
			// activation runs the Polling Trigger's first poll, which waits its turn under a busy rate limit; under a
			// burst n8n may answer 503 "Database is not ready!" (its pool is busy, docs/performance.md): asked again
			let r;
			for (let attempt = 1; ; attempt++) {
				r = await api('POST', `/workflows/${id}/${action}`, undefined, { timeoutMs: 120_000 });
				if (r.status !== 503 || attempt >= 12) break;
				await new Promise((resolve) => setTimeout(resolve, 5000));
			}
			if (r.status !== 200)
				throw new Error(`${action} ${id} failed: ${r.status} ${r.text.slice(0, 500)}`);
			return r.json;
		}
		// done: the saved workflow reads back in the state asked for (what the server loads on its next check)
		const done = async () => (await savedWorkflow(id))?.active === active;
		if (major !== 2)
			return cliOk(['update:workflow', `--id=${id}`, `--active=${active}`], { done, env });
		return cliOk([`${active ? '' : 'un'}publish:workflow`, `--id=${id}`], { done, env });
	}

	/** A saved workflow as the server's REST API reads it from the database, or undefined. */
	async function savedWorkflow(id) {
		const r = await rest('GET', `/workflows/${id}`);
		return r.status === 200 ? r.json.data : undefined;
	}

	/** The node names of a workflow, sorted: what an import must have saved. */
	const nodeNames = (wf) => (wf.nodes || []).map((n) => n.name).sort();

	/** `n8n import:workflow` of the given workflows (ids set). */
	async function importByCli(list, env) {
		await cliOk(['import:workflow', `--input=${writeInput('workflow', list)}`], {
			env,
			done: async () => {
				for (const w of list) {
					const saved = await savedWorkflow(w.id);
					if (!saved || JSON.stringify(nodeNames(saved)) !== JSON.stringify(nodeNames(w)))
						return false;
				}
				return true;
			},
		});
	}

	return {
		cli,
		/**
		 * Imports credentials: an array of {id, name, type, data: {...plain}}. On n8n 2.x through the public API
		 * (POST /api/v1/credentials keeps the id), sparing a CLI boot per instance; through `n8n import:credentials`
		 * on n8n 1.x and for an id that exists (the CLI overwrites it).
		 */
		async importCredentials(arr) {
			const list = [].concat(arr);
			const byCli = [];
			for (const c of list) {
				if (major !== 2) {
					byCli.push(c);
					continue;
				}
				const r = await api('POST', '/credentials', {
					id: c.id,
					name: c.name,
					type: c.type,
					data: c.data,
				});
				if (r.status === 200) continue;
				if (r.status === 409) byCli.push(c);
				else
					throw new Error(
						`POST /api/v1/credentials (${c.id}) answered ${r.status}: ${r.text.slice(0, 500)}`,
					);
			}
			if (byCli.length > 0)
				await cliOk(['import:credentials', `--input=${writeInput('credentials', byCli)}`], {
					done: async () => {
						for (const c of byCli) {
							const r = await rest('GET', `/credentials/${c.id}`);
							if (r.status !== 200 || r.json.data.name !== c.name) return false;
						}
						return true;
					},
				});
			return list.map((c) => c.id);
		},
		/**
		 * Imports a workflow (or an array); gives each an id if it has none; returns the id(s). On n8n 2.x through
		 * the REST API (POST /rest/workflows keeps the id), as the editor's import does: each CLI call boots a whole
		 * n8n (about 6 s of CPU), which the e2e made 31 times. The CLI (`import:workflow`) when asked (`via: 'cli'`,
		 * or an `env` for the CLI), on n8n 1.x, for a workflow saved active, and for an id that exists (the CLI
		 * overwrites it).
		 */
		async importWorkflow(wf, { env, via } = {}) {
			const list = [].concat(wf).map((w) => ({
				active: false,
				connections: {},
				settings: {},
				...w,
				id: w.id || randomId(16),
			}));
			const byCli = [];
			for (const w of list) {
				if (via === 'cli' || env || major !== 2 || w.active) {
					byCli.push(w);
					continue;
				}
				const { id, name, nodes, connections, settings, pinData, meta } = w;
				const r = await rest('POST', '/workflows', {
					id,
					name,
					nodes,
					connections,
					settings,
					pinData,
					meta,
				});
				if (r.status === 200) continue;
				if (r.status === 400 && /exists already/.test(r.text)) byCli.push(w);
				else
					throw new Error(
						`POST /rest/workflows (${id}) answered ${r.status}: ${r.text.slice(0, 500)}`,
					);
			}
			if (byCli.length > 0) await importByCli(byCli, env);
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
				// a failed execution that crashed at exit stays a failure (its exit code is then -1, not 1)
				done: (res) => {
					const run = parseRawOutput(res.stdout);
					return run?.finished === true && run.status === 'success';
				},
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
		async publish(id, { via, env } = {}) {
			return setActive(id, true, via, env);
		},
		async unpublish(id, { via, env } = {}) {
			return setActive(id, false, via, env);
		},
		/** `n8n export:nodes`: the node types this instance loads (the file it wrote, parsed) and the call's result. */
		async exportNodes() {
			const out = path.join(workDir, `nodes-${randomId(6)}.json`);
			const read = () => JSON.parse(fs.readFileSync(out, 'utf8'));
			const r = await cli(['export:nodes', `--output=${out}`], {
				env: { N8N_LOG_LEVEL: 'info' },
				done: () => Array.isArray(read()),
			});
			return { ...r, types: r.code === 0 ? read() : undefined };
		},
	};
}

module.exports = { cliCommands, parseRawOutput, withManualTrigger };
