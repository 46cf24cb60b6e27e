'use strict';
/**
 * The command line of `npm run check:live`, and what it refuses before any request: bad arguments, no key,
 * production without --production, writes on production. Sends nothing: returns { options } or { refused: reason }.
 */
const fs = require('fs');
const path = require('path');

require('../../test/harness/register-ts');
// The node's own figures: its base URLs and Mayar's published rate limit (requests per minute).
const { BASE_URLS, DEFAULT_RATE_LIMIT } = require('../../nodes/Mayar/transport/settings.ts');

const SANDBOX_URL = BASE_URLS.sandbox;
const PRODUCTION_URL = BASE_URLS.production;

const USAGE =
	'usage: MAYAR_API_KEY=... npm run check:live -- [--base-url <url>] [--report <file>] [--writes] [--production] [--rate-limit <n>]';

const FLAGS = new Set(['writes', 'production', 'help']);
const VALUES = new Set(['base-url', 'report', 'rate-limit']);

/** The origin of an http(s) URL without a path, or null. */
function originOf(raw) {
	try {
		const u = new URL(String(raw).trim());
		if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
		if (u.pathname.replace(/\/+$/, '') !== '' || u.search || u.hash || u.username) return null;
		return u.origin;
	} catch {
		return null;
	}
}

/**
 * `env.CHECK_LIVE_PRODUCTION_ALIAS` (tests only) names one more URL to treat as production: it can only make the
 * check refuse more, so a loopback server can prove that nothing is sent to a refused production URL.
 */
function productionOrigins(env) {
	const alias = originOf(env.CHECK_LIVE_PRODUCTION_ALIAS || '');
	return new Set([PRODUCTION_URL, ...(alias ? [alias] : [])]);
}

function parseArgs(argv, env = process.env) {
	const given = {};
	for (let k = 0; k < argv.length; k++) {
		const m = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[k]);
		if (!m) return { refused: `bad argument ${JSON.stringify(argv[k])}; ${USAGE}` };
		const [, name, inline] = m;
		if (FLAGS.has(name) && inline === undefined) given[name] = true;
		else if (VALUES.has(name)) {
			const value = inline !== undefined ? inline : argv[++k];
			if (value === undefined || value === '')
				return { refused: `--${name} needs a value; ${USAGE}` };
			given[name] = value;
		} else return { refused: `unknown option --${name}; ${USAGE}` };
	}
	if (given.help) return { help: USAGE };

	const baseUrl = originOf(given['base-url'] || SANDBOX_URL);
	if (!baseUrl)
		return {
			refused: `--base-url must be an http(s) address with no path, such as ${SANDBOX_URL} (got ${JSON.stringify(given['base-url'])})`,
		};
	const rateLimit =
		given['rate-limit'] === undefined ? DEFAULT_RATE_LIMIT : Number(given['rate-limit']);
	if (!Number.isInteger(rateLimit) || rateLimit < 0)
		return { refused: `--rate-limit must be a whole number of requests per minute, 0 for none` };

	const production = productionOrigins(env).has(baseUrl);
	if (production && !given.production)
		return {
			refused: `${baseUrl} is Mayar production: refused without --production (and then it only reads)`,
		};
	if (production && given.writes)
		return {
			refused: `--writes is refused on Mayar production (${baseUrl}): the check only reads there`,
		};

	// npm run starts scripts in the package's folder; a relative --report is meant from where npm was run.
	const report = given.report && path.resolve(env.INIT_CWD || process.cwd(), given.report);
	if (report && !fs.existsSync(path.dirname(report)))
		return { refused: `--report: the folder ${path.dirname(report)} does not exist` };

	const apiKey = String(env.MAYAR_API_KEY || '').trim();
	if (!apiKey)
		return {
			refused: `MAYAR_API_KEY is not set: export your Mayar sandbox API key first (it is never printed or written)`,
		};

	return {
		options: {
			baseUrl,
			apiKey,
			report,
			writes: Boolean(given.writes),
			production,
			rateLimit,
		},
	};
}

module.exports = { parseArgs };
