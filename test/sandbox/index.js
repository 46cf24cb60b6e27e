'use strict';
/**
 * Local, in-memory stand-in for the Mayar Headless API V2 on 127.0.0.1, used by every test, benchmark and
 * demo. It follows the API contract (test/../shared spec), not what our client expects: strict validation,
 * cursor pagination, HTTP-200-with-error quirks, duplicate guard, rate limit, webhooks, and fault injection.
 *
 *   const { startSandbox } = require('./test/sandbox');
 *   const sb = await startSandbox({ seed: 1 });
 *   // sb.url, sb.keys.readWrite, sb.log, sb.store ... await sb.close();
 *
 * Routes live in ./routes, one file per resource, each exporting register(router, ctx); every file there is
 * loaded, so a new resource is a new file. A contract endpoint that no route serves is answered from its contract
 * entry alone (./lib/derived.js), so a route is written only where the answer depends on the sandbox's state.
 */
const fs = require('fs');
const http = require('http');
const path = require('path');

const { createRng } = require('./lib/prng');
const { createRouter } = require('./lib/router');
const { createClock } = require('./lib/clock');
const { createModel } = require('./lib/model');
const { createWebhooks } = require('./lib/webhooks');
const { serveDashboard } = require('./lib/dashboard');
const { createFaults } = require('./lib/faults');
const { createRateLimit } = require('./lib/ratelimit');
const { seedStore } = require('./lib/seed');
const { createHelpers } = require('./lib/helpers');
const { HttpError, errorResponse } = require('./lib/envelope');
const { createContractGate } = require('./lib/contract');
const { createDrift } = require('./lib/drift');
const { createLiveProfile } = require('./lib/live');
const { registerDerived } = require('./lib/derived');

const MAX_BODY = 1024 * 1024;
const DEFAULTS = {
	port: 0,
	host: '127.0.0.1',
	seed: 1,
	mode: 'sandbox',
	rateLimitPerMinute: 0,
	rateLimitWindowMs: 60000,
	profile: 'spec', // 'live': answer as Mayar was recorded answering live (test/contract/live.js)
	rateLimitBy: 'ip', // Mayar's rate-limit page: per IP address ('key': per API key, the later 50/min figure)
	latencyMs: 0,
	duplicateWindowMs: 60000,
	webhookRetryDelaysMs: [200, 500, 1000],
	webhookTimeoutMs: 5000,
	publicUrl: 'https://toko-sandbox.myr.id',
};

/** API keys shaped like Mayar's (JWTs), derived from the seed so a restarted CLI keeps the same keys. */
function makeKeys(rng) {
	const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
	const header = b64({ alg: 'HS256', typ: 'JWT' });
	const key = (scope, env) =>
		`${header}.${b64({ id: rng.uuid(), scope, env, iat: 1767225600 })}.${rng.b64(43)}`;
	return {
		readWrite: key('read_write', 'sandbox'),
		readOnly: key('read_only', 'sandbox'),
		otherEnv: key('read_write', 'production'),
	};
}

function queryObject(searchParams) {
	const q = {};
	for (const [k, v] of searchParams) {
		if (k in q) q[k] = [].concat(q[k], v);
		else q[k] = v;
	}
	return q;
}

function readBody(req) {
	return new Promise((resolve) => {
		const chunks = [];
		let size = 0;
		let tooBig = false;
		req.on('data', (c) => {
			size += c.length;
			if (size > MAX_BODY) tooBig = true;
			else chunks.push(c);
		});
		req.on('end', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), tooBig }));
		req.on('error', () => resolve({ text: '', tooBig, aborted: true }));
	});
}

function loadRoutes(router, ctx, dir = path.join(__dirname, 'routes')) {
	for (const file of fs
		.readdirSync(dir)
		.filter((f) => f.endsWith('.js'))
		.sort()) {
		const mod = require(path.join(dir, file));
		if (typeof mod.register === 'function') mod.register(router, ctx);
	}
}

async function startSandbox(options = {}) {
	const opts = { ...DEFAULTS, ...options, now: options.now || Date.now() };
	const seedRng = createRng(opts.seed);
	const keys = options.keys || makeKeys(createRng(opts.seed + 7919));
	const keyInfo = new Map([
		[keys.readWrite, { scope: 'read_write', env: 'sandbox' }],
		[keys.readOnly, { scope: 'read_only', env: 'sandbox' }],
		[keys.otherEnv, { scope: 'read_write', env: 'production' }],
	]);

	const store = {
		account: null,
		customers: [],
		products: [],
		paymentRequests: [],
		invoices: [],
		installments: [],
		transactions: [],
		balanceHistory: [],
		licenses: [],
		webhookHistory: [],
	};
	const config = {
		mode: opts.mode,
		latencyMs: opts.latencyMs,
		duplicateWindowMs: opts.duplicateWindowMs,
	};
	const ctx = {
		store,
		config,
		options: opts,
		clock: createClock(),
		rng: seedRng,
		publicUrl: opts.publicUrl.replace(/\/+$/, ''),
	};
	ctx.model = createModel(ctx);
	ctx.webhooks = createWebhooks(ctx, {
		retryDelaysMs: opts.webhookRetryDelaysMs,
		timeoutMs: opts.webhookTimeoutMs,
	});
	const counts = seedStore(ctx, opts);
	ctx.rng = createRng((opts.seed ^ 0x5bd1e995) >>> 0); // runtime ids: independent of what was seeded

	ctx.helpers = createHelpers(ctx);
	const router = createRouter();
	loadRoutes(router, ctx);
	registerDerived(router);
	const faults = createFaults();
	const rateLimit = createRateLimit({
		perMinute: opts.rateLimitPerMinute,
		windowMs: opts.rateLimitWindowMs,
		by: opts.rateLimitBy,
	});
	const gate = createContractGate();
	const live = createLiveProfile(ctx, opts.profile);
	ctx.live = live; // webhooks the sandbox sends are shaped by the profile too (lib/helpers.js payAndNotify)
	let servedForms = opts.servedForms || {};
	const applyServedForms = () => gate.setServedForms({ ...live.servedForms(), ...servedForms });
	applyServedForms();
	const drift = createDrift(); // test-only (npm run check:live's tests): off unless set
	drift.set(opts.drift);
	const log = [];
	const timers = new Set();
	let closed = false;

	const sleep = (ms) =>
		new Promise((resolve) => {
			if (!ms || ms <= 0) return resolve();
			const t = setTimeout(() => {
				timers.delete(t);
				resolve();
			}, ms);
			timers.add(t);
		});

	function send(res, entry, { status, body, headers = {} }) {
		entry.status = status;
		if (res.destroyed || res.writableEnded) return;
		if (Buffer.isBuffer(body)) {
			// A file (QR image): raw bytes with the route's own content type.
			res.writeHead(status, {
				'content-type': 'application/octet-stream',
				'content-length': body.length,
				...headers,
			});
			res.end(body);
			return;
		}
		const isText = typeof body === 'string';
		const text = isText ? body : JSON.stringify(body);
		res.writeHead(status, {
			'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
			'content-length': Buffer.byteLength(text),
			...headers,
		});
		res.end(text);
	}

	function reset(req, res, entry) {
		entry.status = 0;
		req.socket.destroy();
	}

	/** Auth, rate limit, key scope, routing and the handler: everything but transport faults. */
	function respond(method, pathname, query, body, req, entry) {
		const route = router.match(method, pathname);
		if (route.handler && route.public) {
			try {
				return route.handler({
					method,
					path: pathname,
					params: route.params,
					query,
					body: body.value,
					ctx,
				});
			} catch (err) {
				if (err instanceof HttpError) return errorResponse(err);
				throw err;
			}
		}
		const auth = req.headers.authorization;
		const m = typeof auth === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
		const info = m ? keyInfo.get(m[1]) : null;
		if (!info || info.env !== 'sandbox')
			return { status: 401, body: { statusCode: 401, messages: 'Unauthorized' } };
		const retryAfter = rateLimit.take({ ip: req.socket.remoteAddress, key: m[1] });
		if (retryAfter !== null) {
			return {
				status: 429,
				body: { statusCode: 429, messages: 'Too Many Requests' },
				headers: { 'retry-after': String(retryAfter) },
			};
		}
		if (method !== 'GET' && info.scope !== 'read_write') {
			return {
				status: 403,
				body: {
					statusCode: 403,
					messages: 'API key is Read Only: POST requests need a Read & Write key',
				},
			};
		}
		const found = router.match(method, pathname);
		if (!found.handler) return { status: 404, body: { statusCode: 404, messages: 'Not Found' } };
		if (body.error) return body.error;
		const refused = gate.check(method, pathname, query, body.value, entry);
		if (refused) return refused;
		// The live profile sees (and may change) copies: the log keeps what was sent.
		const call = {
			endpoint: entry.endpoint,
			method,
			path: pathname,
			params: found.params,
			query: { ...query },
			body: body.value && typeof body.value === 'object' ? structuredClone(body.value) : body.value,
		};
		const early = live.before(call);
		let result;
		if (early) result = early;
		else {
			try {
				result = drift.apply(
					entry.endpoint,
					call.query,
					gate.shape(
						entry.endpoint,
						found.handler({
							method,
							path: pathname,
							params: found.params,
							query: call.query,
							body: call.body,
							ctx,
						}),
						entry,
					),
				);
			} catch (err) {
				if (!(err instanceof HttpError))
					return {
						status: 500,
						body: { statusCode: 500, messages: 'Internal Server Error' },
						error: err,
					};
				result = errorResponse(err);
			}
		}
		result = live.after(call, result);
		if (call.liveApplied) entry.live = call.liveApplied;
		return result;
	}

	/** Parses a request body: JSON object, or an error response (invalid JSON, not an object, too large). */
	function parseBody(method, raw) {
		if (raw.tooBig)
			return { error: { status: 413, body: { statusCode: 413, messages: 'Payload Too Large' } } };
		if (raw.text.trim() === '')
			return { value: method === 'GET' ? undefined : {}, logged: undefined };
		let value;
		try {
			value = JSON.parse(raw.text);
		} catch {
			return {
				logged: raw.text,
				error:
					method === 'GET'
						? undefined
						: { status: 400, body: { statusCode: 400, messages: 'Invalid JSON body' } },
			};
		}
		if (method !== 'GET' && (value === null || typeof value !== 'object' || Array.isArray(value))) {
			return {
				value,
				logged: value,
				error: {
					status: 400,
					body: { statusCode: 400, messages: 'Request body must be a JSON object' },
				},
			};
		}
		return { value, logged: value };
	}

	async function handle(req, res) {
		const url = new URL(req.url, 'http://sandbox.local');
		const method = req.method.toUpperCase();
		if (url.pathname === '/dashboard' || url.pathname.startsWith('/dashboard/')) {
			const raw = await readBody(req);
			serveDashboard(ctx, method, url, raw.text, res);
			return;
		}
		const query = queryObject(url.searchParams);
		// The log never holds the Authorization header or the key.
		const entry = {
			method,
			path: url.pathname,
			query,
			body: undefined,
			status: 0,
			time: Date.now(),
		};
		log.push(entry);
		const raw = await readBody(req);
		const body = parseBody(method, raw);
		entry.body = body.logged;
		await sleep(config.latencyMs);
		if (closed) return;

		const fault = faults.pick(method, url.pathname);
		if (fault) entry.fault = fault;
		switch (fault) {
			case 'reset-before':
				return reset(req, res, entry);
			case '429':
				return send(res, entry, {
					status: 429,
					body: { statusCode: 429, messages: 'Too Many Requests' },
					headers: { 'retry-after': '1' },
				});
			case '500':
				return send(res, entry, {
					status: 500,
					body: { statusCode: 500, messages: 'Internal Server Error' },
				});
			case '502':
				return send(res, entry, {
					status: 502,
					body: { statusCode: 502, messages: 'Bad Gateway' },
				});
			case '503':
				return send(res, entry, {
					status: 503,
					body: { statusCode: 503, messages: 'Service Unavailable' },
				});
			case 'non-json':
				return send(res, entry, { status: 502, body: 'Bad Gateway' });
			case 'latency':
				await sleep(faults.latencyMs);
				if (closed) return;
				break;
			case 'misroute':
				entry.misroutedTo = faults.misrouteTo; // the log keeps the path asked
				break;
			default:
				break;
		}

		const pathname = fault === 'misroute' ? faults.misrouteTo : url.pathname;
		const result = respond(method, pathname, query, body, req, entry);
		if (result.error) entry.error = String(result.error.stack || result.error);
		if (fault === 'reset-after') {
			entry.answered = result.status; // what would have been sent
			return reset(req, res, entry);
		}
		send(res, entry, result);
	}

	const server = http.createServer((req, res) => {
		handle(req, res).catch((err) => {
			if (!res.headersSent && !res.destroyed) {
				res.writeHead(500, { 'content-type': 'application/json' });
				res.end(JSON.stringify({ statusCode: 500, messages: 'Internal Server Error' }));
			}
			process.emitWarning(`sandbox: ${err && err.stack ? err.stack : err}`);
		});
	});
	server.keepAliveTimeout = 5000;
	// TCP connections accepted: benchmarks compare clients that reuse connections with those that do not.
	let connections = 0;
	server.on('connection', () => {
		connections++;
	});

	await new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(opts.port, opts.host, () => {
			server.off('error', reject);
			resolve();
		});
	});
	const { port } = server.address();
	const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
	ctx.baseUrl = `http://${host}:${port}`; // files the sandbox links to (QR images) are served by itself

	const { helpers } = ctx;
	const sb = {
		url: `http://${host}:${port}`,
		port,
		keys: { ...keys },
		log,
		store,
		counts,
		deliveries: ctx.webhooks.deliveries,
		faultCounts: faults.counts,
		get mode() {
			return config.mode;
		},
		get connections() {
			return connections;
		},
		clearLog() {
			log.length = 0;
		},
		setMode(mode) {
			if (mode !== 'sandbox' && mode !== 'production')
				throw new Error("mode must be 'sandbox' or 'production'");
			config.mode = mode;
		},
		/** setRateLimit(n) or setRateLimit(n, {by: 'ip'|'key', windowMs}); 0 turns it off. Windows restart empty. */
		setRateLimit(perMinute, { by, windowMs } = {}) {
			rateLimit.set(perMinute, { by, windowMs });
		},
		/** The rate limit now: { perMinute, windowMs, by }. */
		get rateLimit() {
			return { perMinute: rateLimit.perMinute, windowMs: rateLimit.windowMs, by: rateLimit.by };
		},
		/** 429s the rate limit answered (not the fault injector's, not the duplicate guard's). */
		get rateLimited() {
			return rateLimit.rejected;
		},
		setLatency(ms) {
			config.latencyMs = Math.max(0, Number(ms) || 0);
		},
		setDuplicateWindow(ms) {
			config.duplicateWindowMs = Math.max(0, Number(ms) || 0);
		},
		/** Serve only one path form of the endpoints named: { 'license.verify': 1, 'credit.': 2 } (0 = the spec's). */
		setServedForms(map) {
			servedForms = map || {};
			applyServedForms();
		},
		/** 'spec' (the contract) or 'live' (as Mayar was recorded answering: test/contract/live.js). */
		setProfile(name) {
			live.set(name);
			applyServedForms();
		},
		get profile() {
			return live.name;
		},
		/**
		 * Test-only: answer as a Mayar that drifted from the contract (lib/drift.js): { renameField: {endpoint, from,
		 * to}, extraField: {endpoint, name, value}, pageCut: {endpoint, limit, serve} }; null or {} turns it off.
		 */
		setDrift(spec) {
			drift.set(spec);
		},
		setFaults(spec) {
			faults.set(spec);
		},
		clearFaults() {
			faults.clear();
		},
		deliverWebhook: helpers.deliverWebhook,
		waitForDeliveries: (n, timeoutMs) => ctx.webhooks.waitFor(n, timeoutMs),
		clearDeliveries() {
			ctx.webhooks.deliveries.length = 0;
		},
		addUnpaidTransactions: helpers.addUnpaidTransactions,
		addPaidTransactions: helpers.addPaidTransactions,
		settleBalances: helpers.settleBalances,
		payTransaction: helpers.payTransaction,
		seed: { value: opts.seed, counts },
		async close() {
			if (closed) return;
			closed = true;
			for (const t of timers) clearTimeout(t);
			timers.clear();
			ctx.webhooks.close();
			await new Promise((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			});
		},
	};
	Object.assign(sb.seed, {
		addUnpaidTransactions: helpers.addUnpaidTransactions,
		addPaidTransactions: helpers.addPaidTransactions,
	});
	return sb;
}

module.exports = { startSandbox, DEFAULTS };
