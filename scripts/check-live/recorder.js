'use strict';
/**
 * A recording forward proxy on 127.0.0.1: the node is pointed at it (a Custom credential) and it passes every
 * request on to the real base URL unchanged, then records what Mayar answered: method, path, query, HTTP status,
 * Retry-After and the JSON body. It records no request header, so the API key (in Authorization) is never kept.
 * When the base URL cannot be reached it answers 502 and records the network error.
 */
const http = require('http');
const https = require('https');
const zlib = require('zlib');

const FORWARD_TIMEOUT_MS = 25_000;
const HOP_BY_HOP = new Set([
	'connection',
	'keep-alive',
	'proxy-connection',
	'transfer-encoding',
	'upgrade',
	'host',
]);

function queryOf(searchParams) {
	const q = {};
	for (const [k, v] of searchParams) q[k] = k in q ? [].concat(q[k], v) : v;
	return q;
}

/** The body as sent, for recording: the proxy asks for no compression, but reads a compressed answer too. */
function decoded(data, encoding) {
	try {
		if (encoding === 'gzip') return zlib.gunzipSync(data);
		if (encoding === 'deflate') return zlib.inflateSync(data);
		if (encoding === 'br') return zlib.brotliDecompressSync(data);
	} catch {
		// recorded as it came
	}
	return data;
}

function readAll(stream) {
	return new Promise((resolve, reject) => {
		const chunks = [];
		stream.on('data', (c) => chunks.push(c));
		stream.on('end', () => resolve(Buffer.concat(chunks)));
		stream.on('error', reject);
	});
}

async function startRecorder(target) {
	const base = new URL(target);
	const lib = base.protocol === 'https:' ? https : http;
	const agent = new lib.Agent({ keepAlive: true });
	const exchanges = [];
	const recorder = { exchanges, step: '', url: '' };

	function forward(req, body) {
		return new Promise((resolve, reject) => {
			const headers = {};
			for (const [k, v] of Object.entries(req.headers))
				if (!HOP_BY_HOP.has(k.toLowerCase())) headers[k] = v;
			headers.host = base.host;
			headers['accept-encoding'] = 'identity';
			if (body.length) headers['content-length'] = String(body.length);
			const out = lib.request(
				{
					protocol: base.protocol,
					hostname: base.hostname,
					port: base.port || undefined,
					method: req.method,
					path: req.url,
					headers,
					agent,
					timeout: FORWARD_TIMEOUT_MS,
				},
				(res) => readAll(res).then((data) => resolve({ res, data }), reject),
			);
			out.on('timeout', () =>
				out.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
			);
			out.on('error', reject);
			out.end(body);
		});
	}

	const server = http.createServer(async (req, res) => {
		const url = new URL(req.url, 'http://recorder.local');
		const entry = {
			step: recorder.step,
			method: req.method.toUpperCase(),
			path: url.pathname,
			query: queryOf(url.searchParams),
			status: 0,
			at: Date.now(),
		};
		exchanges.push(entry);
		try {
			const body = await readAll(req);
			const { res: answer, data } = await forward(req, body);
			entry.status = answer.statusCode;
			if (answer.headers['retry-after'] !== undefined)
				entry.retryAfter = String(answer.headers['retry-after']);
			const text = decoded(data, answer.headers['content-encoding']).toString('utf8');
			try {
				entry.body = JSON.parse(text);
			} catch {
				entry.text = text.slice(0, 200);
			}
			const headers = {};
			for (const [k, v] of Object.entries(answer.headers))
				if (!HOP_BY_HOP.has(k) && k !== 'content-length') headers[k] = v;
			res.writeHead(answer.statusCode, { ...headers, 'content-length': data.length });
			res.end(data);
		} catch (error) {
			entry.error = (error && (error.code || error.message)) || 'network error';
			const text = JSON.stringify({
				statusCode: 502,
				messages: `check:live could not reach ${base.origin}: ${entry.error}`,
			});
			if (!res.headersSent)
				res.writeHead(502, {
					'content-type': 'application/json',
					'content-length': Buffer.byteLength(text),
				});
			res.end(text);
		}
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	recorder.url = `http://127.0.0.1:${server.address().port}`;
	recorder.close = () =>
		new Promise((resolve) => {
			agent.destroy();
			server.close(() => resolve());
			server.closeAllConnections();
		});
	return recorder;
}

module.exports = { startRecorder };
