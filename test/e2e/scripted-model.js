'use strict';
/*
 * A scripted stand-in for an OpenAI-compatible chat model, for the AI Agent e2e test (agent.test.js).
 * Loopback only, no network, no real model: every POST /v1/chat/completions is recorded and answered by the
 * next step of the script the test set (a function of the request body), as a plain JSON completion or as a
 * server-sent event stream when the client asks for `stream: true`. GET /v1/models lists one model, for
 * clients that look models up. A request with no script step left gets a 500 naming the problem, so a test
 * that expected fewer model calls fails instead of hanging.
 */
const http = require('http');

const MODEL = 'scripted-model-1';

/** An assistant turn that calls tools: calls = [{ name, args }]. */
function toolCalls(calls) {
	return {
		content: null,
		tool_calls: calls.map((c, n) => ({
			id: c.id || `call_${Date.now().toString(36)}_${n}`,
			type: 'function',
			function: { name: c.name, arguments: JSON.stringify(c.args) },
		})),
	};
}

/** An assistant turn with a final answer. */
function answer(text) {
	return { content: text };
}

function completion(turn) {
	const finish = turn.tool_calls ? 'tool_calls' : 'stop';
	return {
		id: `chatcmpl-${Date.now().toString(36)}`,
		object: 'chat.completion',
		created: Math.floor(Date.now() / 1000),
		model: MODEL,
		choices: [
			{
				index: 0,
				message: { role: 'assistant', content: turn.content ?? null, ...pickCalls(turn) },
				logprobs: null,
				finish_reason: finish,
			},
		],
		usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
	};
}

function pickCalls(turn) {
	return turn.tool_calls ? { tool_calls: turn.tool_calls } : {};
}

/** The same turn as the chunks OpenAI streams: role, content or tool calls, finish, usage, [DONE]. */
function chunks(turn, includeUsage) {
	const base = {
		id: `chatcmpl-${Date.now().toString(36)}`,
		object: 'chat.completion.chunk',
		created: Math.floor(Date.now() / 1000),
		model: MODEL,
	};
	const out = [];
	const delta = (d, finish = null) => ({
		...base,
		choices: [{ index: 0, delta: d, logprobs: null, finish_reason: finish }],
	});
	out.push(delta({ role: 'assistant', content: turn.tool_calls ? null : '' }));
	if (turn.tool_calls) {
		turn.tool_calls.forEach((c, index) =>
			out.push(
				delta({
					tool_calls: [
						{
							index,
							id: c.id,
							type: 'function',
							function: { name: c.function.name, arguments: '' },
						},
					],
				}),
				delta({ tool_calls: [{ index, function: { arguments: c.function.arguments } }] }),
			),
		);
	} else {
		out.push(delta({ content: turn.content }));
	}
	out.push(delta({}, turn.tool_calls ? 'tool_calls' : 'stop'));
	if (includeUsage)
		out.push({
			...base,
			choices: [],
			usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
		});
	return out;
}

/**
 * Starts the server on 127.0.0.1 (a free port). Returns { url (the base URL ending in /v1, for the OpenAI
 * credential), requests (every request: { method, path, headers, body }), calls (the chat completion bodies),
 * script(steps) (replaces the script: an array of functions body => turn), remaining(), close() }.
 */
async function startScriptedModel() {
	const requests = [];
	const calls = [];
	let steps = [];
	const server = http.createServer((req, res) => {
		let raw = '';
		req.setEncoding('utf8');
		req.on('data', (c) => (raw += c));
		req.on('end', () => {
			let body;
			try {
				body = raw ? JSON.parse(raw) : undefined;
			} catch {
				body = raw;
			}
			const path = req.url.split('?')[0];
			requests.push({ method: req.method, path, headers: req.headers, body });
			const send = (status, json) => {
				res.writeHead(status, { 'content-type': 'application/json' });
				res.end(JSON.stringify(json));
			};
			if (req.method === 'GET' && /\/models$/.test(path))
				return send(200, {
					object: 'list',
					data: [{ id: MODEL, object: 'model', created: 0, owned_by: 'scripted' }],
				});
			if (req.method !== 'POST' || !/\/chat\/completions$/.test(path))
				return send(404, {
					error: {
						message: `scripted model: no route ${req.method} ${path}`,
						type: 'invalid_request_error',
					},
				});
			calls.push(body);
			const step = steps.shift();
			if (!step)
				return send(500, {
					error: {
						message: `scripted model: no script step left for call ${calls.length}`,
						type: 'server_error',
					},
				});
			let turn;
			try {
				turn = step(body, calls.length);
			} catch (e) {
				return send(500, {
					error: { message: `scripted model step failed: ${e.message}`, type: 'server_error' },
				});
			}
			if (body && body.stream) {
				res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
				const usage = !!(body.stream_options && body.stream_options.include_usage);
				for (const c of chunks(turn, usage)) res.write(`data: ${JSON.stringify(c)}\n\n`);
				res.end('data: [DONE]\n\n');
				return;
			}
			send(200, completion(turn));
		});
	});
	await new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(0, '127.0.0.1', resolve);
	});
	server.unref();
	const { port } = server.address();
	return {
		model: MODEL,
		url: `http://127.0.0.1:${port}/v1`,
		requests,
		calls,
		script(list) {
			steps = [...list];
			calls.length = 0;
			requests.length = 0;
		},
		remaining: () => steps.length,
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections?.();
				server.close(() => resolve());
			}),
	};
}

/** The tool definitions a chat completion request offered: [{ name, description, parameters }]. */
function toolsOf(body) {
	return ((body && body.tools) || []).map((t) => t.function);
}

/** The tool results (role 'tool' messages) a request carried, by tool call id: [{ id, content }]. */
function toolResultsOf(body) {
	return ((body && body.messages) || [])
		.filter((m) => m.role === 'tool')
		.map((m) => ({
			id: m.tool_call_id,
			content: typeof m.content === 'string' ? m.content : JSON.stringify(m.content),
		}));
}

module.exports = { startScriptedModel, toolCalls, answer, toolsOf, toolResultsOf, MODEL };
