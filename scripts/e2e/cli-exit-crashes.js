#!/usr/bin/env node
'use strict';
/*
 * How often n8n's CLI crashes at exit (issue 41): runs the CLI calls the e2e make (execute of a Mayar node
 * against the sandbox, publish:workflow and unpublish:workflow of a Mayar Trigger workflow, export:nodes; on n8n
 * 2.x the e2e import credentials and new workflows through n8n's APIs, not the CLI) N rounds against one running
 * n8n, as the e2e do, and counts the calls that died of SIGSEGV after their work was done (cli.js verifies it) and
 * those that died before.
 *
 *   npm run build && node scripts/e2e/cli-exit-crashes.js [--rounds=10] [--mode=regular|queue]
 *   (queue mode needs redis-server: node scripts/e2e/prepare.js installs it)
 *
 * Prints one line a round and the summary; exits 1 when a call failed other than by a crash at exit.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const crypto = require('crypto');
const { startN8n, packPackage, withManualTrigger } = require('./n8n-instance');
const { summarize, describe } = require('./n8n/exitReport');
const h = require('../../test/e2e/helpers');

const arg = (name, dflt) =>
	(process.argv.find((a) => a.startsWith(`--${name}=`)) || `=${dflt}`).split('=')[1];

async function main() {
	const rounds = Number(arg('rounds', 10));
	const mode = arg('mode', 'regular');
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-cli-crashes-'));
	process.env.MAYAR_E2E_CLI_REPORT = path.join(dir, 'cli-calls.jsonl');
	const sb = await h.startSandbox();
	let n8n;
	try {
		n8n = await startN8n({
			packageTarball: packPackage(path.resolve(__dirname, '..', '..'), dir),
			mode,
		});
		for (let i = 1; i <= rounds; i++) {
			const credId = `crashCred${String(i).padStart(7, '0')}`;
			await n8n.importCredentials([h.sandboxCredential(sb, credId)]);
			const read = await n8n.importWorkflow(
				withManualTrigger({
					name: `balance ${i}`,
					nodes: [h.node('Balance', { resource: 'balance', operation: 'get' }, [0, 0], credId)],
					connections: {},
				}),
			);
			const run = await n8n.execute(read);
			if (run.exitCode !== 0) throw new Error(`execute ${read} exited ${run.exitCode}`);
			const trigger = h.triggerWorkflow({
				id: `crashTrig${String(i).padStart(7, '0')}`,
				webhookId: crypto.randomUUID(),
				credId,
			});
			await n8n.importWorkflow(trigger);
			await n8n.publish(trigger.id);
			await n8n.unpublish(trigger.id);
			const nodes = await n8n.exportNodes();
			if (nodes.code !== 0) throw new Error(`export:nodes exited ${nodes.code}`);
			process.stderr.write(
				`round ${i}: ${describe(summarize(process.env.MAYAR_E2E_CLI_REPORT))}\n`,
			);
		}
	} finally {
		const sum = summarize(process.env.MAYAR_E2E_CLI_REPORT);
		console.log(describe(sum));
		if (n8n) await n8n.stop();
		await sb.close();
		fs.rmSync(dir, { recursive: true, force: true });
		process.exitCode = sum.failed > 0 || sum.calls === 0 ? 1 : 0;
	}
}

main().catch((e) => {
	console.error(e);
	process.exitCode = 1;
});
