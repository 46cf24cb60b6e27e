'use strict';
/** What every part of the sandbox self-test shares: the registry of tests and the HTTP helpers. */
const assert = require('assert/strict');
const http = require('http');
const { startSandbox } = require('../index');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const tests = [];
const test = (name, fn) => tests.push({ name, fn });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A request to the sandbox: returns {status, headers, body (parsed when JSON), text}; {error} on reset. */
async function call(sb, method, path, { body, key = sb.keys.readWrite, auth, raw } = {}) {
	const headers = {};
	if (auth !== undefined) headers.authorization = auth;
	else if (key) headers.authorization = `Bearer ${key}`;
	if (body !== undefined || raw !== undefined) headers['content-type'] = 'application/json';
	try {
		const res = await fetch(sb.url + path, {
			method,
			headers,
			body: raw !== undefined ? raw : body !== undefined ? JSON.stringify(body) : undefined,
		});
		const text = await res.text();
		let parsed;
		try {
			parsed = JSON.parse(text);
		} catch {
			parsed = undefined;
		}
		return { status: res.status, headers: res.headers, body: parsed, text };
	} catch (error) {
		return { error };
	}
}
const get = (sb, path, opts) => call(sb, 'GET', path, opts);
const post = (sb, path, body, opts = {}) => call(sb, 'POST', path, { ...opts, body });

/** Pages through a list; returns {rows, requests}. */
async function all(sb, path, limit = 50) {
	const rows = [];
	let cursor = null;
	let requests = 0;
	for (;;) {
		const sep = path.includes('?') ? '&' : '?';
		const r = await get(
			sb,
			`${path}${sep}limit=${limit}${cursor ? `&startingAfter=${cursor}` : ''}`,
		);
		requests += 1;
		assert.equal(r.status, 200, `${path}: ${r.text}`);
		rows.push(...r.body.data);
		if (!r.body.hasMore) {
			assert.equal(r.body.nextStartingAfter, null);
			return { rows, requests };
		}
		assert.equal(typeof r.body.nextStartingAfter, 'string');
		cursor = r.body.nextStartingAfter;
	}
}

/** A local webhook receiver; `answers` is a list of status codes to give in turn (then 200). */
async function receiver(answers = []) {
	const got = [];
	const server = http.createServer((req, res) => {
		let text = '';
		req.on('data', (c) => (text += c));
		req.on('end', () => {
			got.push({ headers: req.headers, text, body: JSON.parse(text || 'null') });
			res.writeHead(answers.length ? answers.shift() : 200, { 'content-type': 'application/json' });
			res.end('{"ok":true}');
		});
	});
	await new Promise((r) => server.listen(0, '127.0.0.1', r));
	return {
		url: `http://127.0.0.1:${server.address().port}/hook`,
		got,
		close: () =>
			new Promise((r) => {
				server.close(r);
				server.closeAllConnections();
			}),
	};
}

module.exports = {
	assert,
	http,
	startSandbox,
	UUID,
	ISO,
	tests,
	test,
	sleep,
	call,
	get,
	post,
	all,
	receiver,
};
