#!/usr/bin/env node
'use strict';
/**
 * `npm run sandbox`: the local Mayar V2 sandbox for people. Prints its URL and keys, serves until Ctrl-C
 * (or for --for <seconds>, so scripts can start it and forget it).
 *
 *   npm run sandbox -- --port 4010 --seed 1 --rate 20 --latency 50 --for 600
 */
const { startSandbox } = require('./index');

function parseArgs(argv) {
	const out = {};
	for (let i = 0; i < argv.length; i++) {
		const m = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
		if (!m) throw new Error(`unknown argument: ${argv[i]}`);
		const value = m[2] !== undefined ? m[2] : argv[++i];
		if (value === undefined) throw new Error(`--${m[1]} needs a value`);
		out[m[1]] = value;
	}
	return out;
}

async function main() {
	const args = parseArgs(process.argv.slice(2));
	const number = (name, fallback) => {
		if (args[name] === undefined) return fallback;
		const n = Number(args[name]);
		if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number >= 0`);
		return n;
	};
	const sb = await startSandbox({
		port: number('port', 0),
		seed: number('seed', 1),
		mode: args.mode || 'sandbox',
		rateLimitPerMinute: number('rate', 0),
		latencyMs: number('latency', 0),
	});
	const lines = [
		`Mayar V2 sandbox listening on ${sb.url}`,
		'',
		'In n8n, create a "Mayar Headless API" credential with Environment = Custom and',
		`  Base URL: ${sb.url}`,
		`  API Key (Read & Write): ${sb.keys.readWrite}`,
		`  API Key (Read Only):    ${sb.keys.readOnly}`,
		`  API Key (production, refused here): ${sb.keys.otherEnv}`,
		'',
		`Try: curl -H "Authorization: Bearer ${sb.keys.readWrite}" ${sb.url}/hl/v2/balances`,
	];
	process.stdout.write(`${lines.join('\n')}\n`);
	const stop = async () => {
		await sb.close();
		process.exit(0);
	};
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
	const seconds = number('for', 0);
	if (seconds > 0) setTimeout(stop, seconds * 1000);
}

main().catch((err) => {
	process.stderr.write(`sandbox: ${err.message}\n`);
	process.exit(1);
});
