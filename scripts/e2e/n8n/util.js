'use strict';
/* Small helpers shared by the modules of the e2e n8n runner. */
const fs = require('fs');
const crypto = require('crypto');

const verbose = () => process.env.MAYAR_E2E_VERBOSE === '1';
/** A progress line on stderr, only with MAYAR_E2E_VERBOSE=1. */
function say(msg) {
	if (verbose()) process.stderr.write(`[e2e-n8n] ${msg}\n`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function tail(text, lines = 60) {
	const arr = String(text).split('\n');
	return arr.slice(Math.max(0, arr.length - lines)).join('\n');
}

function readText(file) {
	try {
		return fs.readFileSync(file, 'utf8');
	} catch {
		return '';
	}
}

function randomId(len = 16) {
	const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
	const bytes = crypto.randomBytes(len);
	let s = '';
	for (let i = 0; i < len; i++) s += abc[bytes[i] % abc.length];
	return s;
}

/**
 * One HTTP request with a JSON (or FormData) body, if any; the answer as { status, headers, text, json }.
 * Every request the e2e send to n8n goes through here.
 * Each on a connection of its own (`connection: close`): a request sent on an idle keep-alive connection races n8n
 * closing it, and loses as "other side closed" with nothing answered (a credential import in CI run 39).
 */
async function httpJson(method, url, { body, headers = {}, timeoutMs = 15000 } = {}) {
	const form = body instanceof FormData; // sent as a form (multipart), as a browser does
	const res = await fetch(url, {
		method,
		headers: {
			...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
			connection: 'close',
			...headers,
		},
		body: body === undefined || form || typeof body === 'string' ? body : JSON.stringify(body),
		signal: AbortSignal.timeout(timeoutMs),
	});
	const text = await res.text();
	let json;
	try {
		json = text ? JSON.parse(text) : undefined;
	} catch {
		json = undefined;
	}
	return { status: res.status, headers: res.headers, text, json };
}

module.exports = { say, sleep, tail, readText, randomId, httpJson };
