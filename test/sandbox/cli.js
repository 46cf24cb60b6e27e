#!/usr/bin/env node
'use strict';
/**
 * `npm run sandbox`: the local Mayar V2 sandbox for people. Prints its URL and keys, serves until Ctrl-C
 * (or for --for <seconds>, so scripts can start it and forget it).
 *
 *   npm run sandbox -- --port 4010 --seed 1 --rate 20 --latency 50 --for 600
 *
 * --profile spec|live: answer as the spec and docs say (default), or as Mayar was recorded answering live
 * (test/contract/live.js; where the record is silent, as the spec).
 * --rate <n> requests per window (0 = no limit), --rate-by ip|key (what is counted, default ip: Mayar's
 * rate-limit page says 20/min per IP; a later Mayar skill says 50/min per API key), --rate-window <ms> (60000).
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
	const rateBy = (v) => {
		if (v === undefined) return 'ip';
		if (v !== 'ip' && v !== 'key') throw new Error('--rate-by must be ip or key');
		return v;
	};
	const sb = await startSandbox({
		port: number('port', 0),
		seed: number('seed', 1),
		mode: args.mode || 'sandbox',
		profile: args.profile || 'spec',
		rateLimitPerMinute: number('rate', 0),
		rateLimitWindowMs: number('rate-window', 60000) || 60000,
		rateLimitBy: rateBy(args['rate-by']),
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
		`Profile: ${sb.profile === 'live' ? 'live (answers as Mayar was recorded answering live)' : 'spec (answers as the spec and docs say)'}`,
		'',
		...(sb.rateLimit.perMinute
			? [
					`Rate limit: ${sb.rateLimit.perMinute} requests per ${sb.rateLimit.windowMs / 1000} s per ${sb.rateLimit.by === 'ip' ? 'IP address' : 'API key'} (429 + Retry-After)`,
					'',
				]
			: []),
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
