'use strict';
/*
 * HTTP against a running instance: the owner's session (/rest/login), the internal REST API, the public
 * API with an API key the owner creates, and production webhook registration checks.
 */
const { sleep, randomId, httpJson } = require('./util');
const { failure } = require('./processes');
const { OWNER } = require('./env');

/** ctx: the instance (see index.js): major, baseUrl, groups (for "main exited" while waiting). */
function restClient(ctx) {
	const { major, baseUrl } = ctx;
	let cookie = null;
	let apiKeyValue = null;
	const browserId = `e2e-${randomId(12)}`;

	async function login() {
		if (cookie) return cookie;
		const tryLogin = async (body) =>
			httpJson('POST', `${baseUrl}/rest/login`, { body, headers: { 'browser-id': browserId } });
		let r = await tryLogin({ emailOrLdapLoginId: OWNER.email, password: OWNER.password });
		// n8n 1.x answers /healthz/readiness before its REST routes are mounted: 404 for a few seconds
		const routesUntil = Date.now() + 60000;
		while (r.status === 404 && Date.now() < routesUntil) {
			await sleep(500);
			r = await tryLogin({ emailOrLdapLoginId: OWNER.email, password: OWNER.password });
		}
		if (r.status === 400 || r.status === 401) {
			const r2 = await tryLogin({ email: OWNER.email, password: OWNER.password });
			if (r2.status === 200) r = r2;
		}
		if (r.status === 401 && major === 1) {
			// n8n 1.x without env-managed owner: set the owner up through the setup endpoint once
			const s = await httpJson('POST', `${baseUrl}/rest/owner/setup`, {
				body: {
					email: OWNER.email,
					password: OWNER.password,
					firstName: OWNER.firstName,
					lastName: OWNER.lastName,
				},
				headers: { 'browser-id': browserId },
			});
			if (s.status !== 200)
				throw new Error(`owner setup failed: ${s.status} ${s.text.slice(0, 500)}`);
			r = await tryLogin({ emailOrLdapLoginId: OWNER.email, password: OWNER.password });
		}
		if (r.status !== 200) throw new Error(`login failed: ${r.status} ${r.text.slice(0, 500)}`);
		const setCookies = r.headers.getSetCookie
			? r.headers.getSetCookie()
			: [r.headers.get('set-cookie') || ''];
		const auth = setCookies.map((c) => c.split(';')[0]).find((c) => c.startsWith('n8n-auth='));
		if (!auth) throw new Error(`login returned no n8n-auth cookie (${setCookies.join(' | ')})`);
		cookie = auth;
		return cookie;
	}

	/** Calls the internal REST API (/rest/...) as the owner; `timeoutMs` for calls n8n answers late (default 15 s). */
	async function rest(method, p, body, { timeoutMs } = {}) {
		const c = await login();
		return httpJson(method, `${baseUrl}/rest${p}`, {
			body,
			headers: { cookie: c, 'browser-id': browserId },
			timeoutMs,
		});
	}

	async function apiKey() {
		if (apiKeyValue) return apiKeyValue;
		let scopes;
		const sc = await rest('GET', '/api-keys/scopes');
		if (sc.status === 200 && sc.json && Array.isArray(sc.json.data)) scopes = sc.json.data;
		const body = { label: `e2e-${randomId(6)}`, expiresAt: null };
		if (scopes) body.scopes = scopes;
		const r = await rest('POST', '/api-keys', body);
		const data = r.json && r.json.data;
		const key = data && (data.rawApiKey || data.apiKey);
		if (r.status !== 200 || !key)
			throw new Error(`creating an API key failed: ${r.status} ${r.text.slice(0, 500)}`);
		apiKeyValue = key;
		return key;
	}

	/** Calls the public API (/api/v1/...) with the owner's API key. */
	async function api(method, p, body, { timeoutMs } = {}) {
		const key = await apiKey();
		return httpJson(method, `${baseUrl}/api/v1${p}`, {
			body,
			headers: { 'X-N8N-API-KEY': key },
			timeoutMs,
		});
	}

	/**
	 * Whether a production webhook URL is registered for `method`, asked without starting an execution:
	 * a CORS preflight (OPTIONS + Origin) answers 204 for any path, but its Access-Control-Allow-Methods
	 * lists only the methods registered in the DB for that path (just "OPTIONS" when none is).
	 */
	async function webhookRegistered(url, method = 'POST') {
		// no Access-Control-Request-Method: with it, n8n logs a 404 stack trace per probe while unregistered
		const r = await httpJson('OPTIONS', url, { headers: { origin: baseUrl }, timeoutMs: 5000 });
		const allowed = (r.headers.get('access-control-allow-methods') || '')
			.split(',')
			.map((m) => m.trim().toUpperCase());
		return r.status >= 200 && r.status < 300 && allowed.includes(method.toUpperCase());
	}

	return {
		/** Forgets the session (the server restarted). */
		resetSession() {
			cookie = null;
		},
		apiKey,
		api,
		rest,
		/** Calls any path of the server (e.g. /types/nodes.json) with the owner's session cookie. */
		async authedFetch(p, { method = 'GET', body } = {}) {
			const c = await login();
			return httpJson(method, `${baseUrl}${p}`, {
				body,
				headers: { cookie: c, 'browser-id': browserId },
			});
		},
		/** The owner's session: { cookie: 'n8n-auth=...', browserId } (a browser must send the same browser-id). */
		async session() {
			return { cookie: await login(), browserId };
		},
		webhookRegistered,
		/**
		 * Waits until a production webhook URL is registered (activation is asynchronous). Without
		 * `request` it probes with webhookRegistered() (no execution is started); with
		 * `request: {method, body, headers}` it sends that request until the answer is not 404 and
		 * returns that answer ({status, headers, text, json}).
		 */
		async waitForWebhook(url, timeoutMs = 30000, { request, method = 'POST' } = {}) {
			const until = Date.now() + timeoutMs;
			let last;
			for (;;) {
				try {
					if (request) {
						last = await httpJson(request.method || 'POST', url, {
							body: request.body,
							headers: request.headers,
						});
						if (last.status !== 404) return last;
					} else {
						if (await webhookRegistered(url, method)) return true;
						last = { status: 'not registered', text: '' };
					}
				} catch (e) {
					last = { status: 0, text: String(e) };
				}
				const main = ctx.groups.procs.main;
				if (main && main.exitInfo)
					throw failure('n8n main exited while waiting for a webhook', main);
				if (Date.now() > until) {
					throw new Error(
						`webhook ${url} not registered after ${timeoutMs} ms (last: ${last.status} ${String(last.text).slice(0, 300)})`,
					);
				}
				await sleep(250);
			}
		},
		/** Waits until a production webhook URL is no longer registered (e.g. after unpublish). */
		async waitForWebhookGone(url, timeoutMs = 30000, { method = 'POST' } = {}) {
			const until = Date.now() + timeoutMs;
			while (await webhookRegistered(url, method)) {
				if (Date.now() > until)
					throw new Error(`webhook ${url} still registered after ${timeoutMs} ms`);
				await sleep(250);
			}
			return true;
		},
	};
}

module.exports = { restClient };
