'use strict';
/*
 * Real n8n 2.41.1: the Mayar node as a tool of n8n's AI Agent (@n8n/n8n-nodes-langchain, bundled in n8n).
 * The agent's OpenAI Chat Model points, through its credential's base URL, at a scripted OpenAI-compatible
 * server on loopback (scripted-model.js): no network, no real model. The Mayar tools (Invoice > Create with
 * $fromAI() fields, Transaction > Get Many Unpaid) run against the local sandbox. Runs by `n8n execute`.
 *  1. the tool definitions the model receives; one invoice created from the model's arguments; the answer
 *     carries the payment link; the API key never reaches the model;
 *  2. bad arguments (email `a@`, a rate of 10.5) reach Mayar with 0 requests and come back to the model as
 *     readable errors; the workflow does not crash;
 * 2b. Mayar refusing a create (its duplicate guard) comes back to the model as Mayar's message, not resent;
 *  3. the example examples/chat-assistant-invoice.json, its Chat Trigger and memory swapped for a manual start:
 *     its hand-written tool descriptions reach the model, and an order taken as JSON lines becomes one invoice.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const h = require('./helpers');
const {
	startScriptedModel,
	toolCalls,
	answer,
	toolsOf,
	toolResultsOf,
} = require('./scripted-model');

const TOOL = `${h.PKG}.mayarTool`;
const AGENT = '@n8n/n8n-nodes-langchain.agent';
const CHAT_MODEL = '@n8n/n8n-nodes-langchain.lmChatOpenAi';
const MODEL_CRED = { id: 'scriptedModelCrd', name: 'Scripted model (loopback)' };

let sb;
let n8n;
let model;
let wfId;
const timings = {};

const fromAI = (key, description, type, ...rest) =>
	`={{ $fromAI('${key}', '${description}', '${type}'${rest.map((r) => `, ${JSON.stringify(r)}`).join('')}) }}`;

/** The $fromAI() keys of each tool, with the type the model should see. */
const INVOICE_ARGS = {
	customerName: 'string',
	customerEmail: 'string',
	customerMobile: 'string',
	invoiceDescription: 'string',
	itemDescription: 'string',
	quantity: 'number',
	rate: 'number',
};

function agentWorkflow(id) {
	const tool = (name, parameters, position) => ({
		id: crypto.randomUUID(),
		name,
		type: TOOL,
		typeVersion: 1,
		position,
		parameters,
		credentials: h.credRef(),
	});
	return {
		id,
		name: 'Mayar e2e: AI Agent with Mayar tools',
		nodes: [
			{
				id: crypto.randomUUID(),
				name: 'Manual Trigger',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [-300, 0],
				parameters: {},
			},
			{
				id: crypto.randomUUID(),
				name: 'AI Agent',
				type: AGENT,
				typeVersion: 3.1,
				position: [0, 0],
				parameters: {
					promptType: 'define',
					text: 'Siti Rahma (siti@example.com, 081234567890) orders 2 x Kopi Gayo 250 g at Rp 85,000. Send her a payment link.',
					options: {
						systemMessage:
							'You are the order assistant of a coffee shop. Create Mayar invoices for orders and reply with the payment link.',
					},
				},
			},
			{
				id: crypto.randomUUID(),
				name: 'OpenAI Chat Model',
				type: CHAT_MODEL,
				typeVersion: 1.2,
				position: [-100, 250],
				parameters: {
					model: { __rl: true, mode: 'id', value: model.model },
					options: { maxRetries: 0 },
				},
				credentials: { openAiApi: MODEL_CRED },
			},
			tool(
				'Create Invoice',
				{
					resource: 'invoice',
					operation: 'create',
					name: fromAI('customerName', 'Full name of the customer', 'string'),
					email: fromAI('customerEmail', 'Email address of the customer', 'string'),
					mobile: fromAI(
						'customerMobile',
						'Mobile number of the customer, e.g. 081234567890',
						'string',
					),
					description: fromAI(
						'invoiceDescription',
						'What the invoice is for, e.g. the order',
						'string',
					),
					itemsInput: 'fields',
					items: {
						item: [
							{
								description: fromAI('itemDescription', 'The product ordered', 'string'),
								quantity: fromAI('quantity', 'How many units, a whole number', 'number'),
								rate: fromAI('rate', 'Price per unit in rupiah, a whole number', 'number'),
							},
						],
					},
					expiredAt: '={{ $now.plus({ days: 3 }).toISO() }}',
					redirectUrl: 'https://shop.example.com/thanks',
				},
				[100, 250],
			),
			tool(
				'Unpaid Transactions',
				{ resource: 'transaction', operation: 'getManyUnpaid', returnAll: false, limit: 5 },
				[300, 250],
			),
		],
		connections: {
			'Manual Trigger': { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
			'OpenAI Chat Model': {
				ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]],
			},
			'Create Invoice': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
			'Unpaid Transactions': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
		},
		settings: { executionOrder: 'v1' },
	};
}

const invoiceTool = (body) => toolsOf(body).find((t) => /invoice/i.test(t.name));
const unpaidTool = (body) => toolsOf(body).find((t) => /unpaid/i.test(t.name));

/** The tool result answering a given call id, from the next request's messages. */
function resultFor(body, callId) {
	const r = toolResultsOf(body).find((m) => m.id === callId);
	if (!r) throw new Error(`no tool result for ${callId} in ${JSON.stringify(body.messages)}`);
	return r.content;
}

function agentOutput(run, name = 'AI Agent') {
	const runs = run.data.resultData.runData[name];
	const last = runs[runs.length - 1];
	return last.data.main[0].map((i) => i.json);
}

/** Everything the model server received, as one string (bodies and headers). */
const allModelTraffic = () => JSON.stringify(model.requests);

beforeAll(async () => {
	let t = Date.now();
	sb = await h.startSandbox({ counts: { unpaidTransactions: 12 } });
	model = await startScriptedModel();
	n8n = await h.startN8n({ packageTarball: h.tarball(), mode: 'regular' });
	timings.start = Date.now() - t;
	t = Date.now();
	await n8n.importCredentials([
		h.sandboxCredential(sb),
		{
			...MODEL_CRED,
			type: 'openAiApi',
			data: { apiKey: 'sk-scripted-model-not-a-secret', url: model.url },
		},
	]);
	wfId = await n8n.importWorkflow(agentWorkflow('mayarAgentWorkflow1'));
	timings.import = Date.now() - t;
});

afterAll(async () => {
	if (n8n) await n8n.stop();
	if (model) await model.close();
	if (sb) await sb.close();
	process.stderr.write(`\n[e2e agent] timings (ms): ${JSON.stringify(timings)}\n`);
});

describe('n8n 2.41.1: the Mayar node as an AI Agent tool', () => {
	test('1. meaningful tool definitions; one invoice from the model arguments; the answer carries the payment link', async () => {
		const args = {
			customerName: 'Siti Rahma',
			customerEmail: 'siti@example.com',
			customerMobile: '081234567890',
			invoiceDescription: 'Order A-17: coffee',
			itemDescription: 'Kopi Gayo 250 g',
			quantity: 2,
			rate: 85000,
		};
		let seenLink;
		model.script([
			(body) =>
				toolCalls([
					{ id: 'call_invoice_1', name: invoiceTool(body).name, args },
					{ id: 'call_unpaid_1', name: unpaidTool(body).name, args: {} },
				]),
			(body) => {
				const inv = resultFor(body, 'call_invoice_1');
				const m = /https?:\/\/[^"\s\\]+\/invoices\/[^"\s\\]+/.exec(inv);
				seenLink = m ? m[0] : undefined;
				return answer(
					m
						? `Terima kasih, Siti! Please pay here: ${m[0]}`
						: `I could not create the invoice: ${inv}`,
				);
			},
		]);
		sb.clearLog();
		const t = Date.now();
		const run = await n8n.execute(wfId, { timeoutMs: 120000 });
		timings.happyRun = Date.now() - t;
		expect(run.data.resultData.error).toBeUndefined();
		expect(run.status).toBe('success');
		expect(model.remaining()).toBe(0);
		expect(model.calls).toHaveLength(2);

		// --- the tools the model is offered
		const tools = toolsOf(model.calls[0]);
		expect(tools).toHaveLength(2);
		const inv = invoiceTool(model.calls[0]);
		const unpaid = unpaidTool(model.calls[0]);
		expect(inv.name).toBe('Create_Invoice');
		expect(unpaid.name).toBe('Unpaid_Transactions');
		for (const [tool, words] of [
			[inv, /invoice/i],
			[unpaid, /unpaid/i],
		]) {
			expect(tool.description).toMatch(words);
			expect(tool.description).toMatch(/Mayar/);
			expect(tool.description.length).toBeGreaterThan(20);
			expect(tool.parameters.type).toBe('object');
		}
		expect(inv.description).toMatch(/payment link/i);
		// the parameters are the $fromAI() keys, typed and described as written in the workflow
		expect(Object.keys(inv.parameters.properties).sort()).toEqual(Object.keys(INVOICE_ARGS).sort());
		expect([...inv.parameters.required].sort()).toEqual(Object.keys(INVOICE_ARGS).sort());
		for (const [key, type] of Object.entries(INVOICE_ARGS)) {
			expect(inv.parameters.properties[key].type).toBe(type);
			expect(inv.parameters.properties[key].description).toMatch(/\w{3,} \w{3,}/);
		}
		expect(inv.parameters.properties.rate.description).toMatch(/rupiah/);
		// Get Many Unpaid takes no argument from the model: its settings are fixed in the workflow
		expect(unpaid.parameters.properties || {}).toEqual({});

		// --- exactly one invoice, carrying the model's arguments
		const creates = sb.log.filter(
			(e) => e.method === 'POST' && e.path === '/hl/v2/invoices/create',
		);
		expect(creates).toHaveLength(1);
		expect(creates[0].body).toMatchObject({
			name: 'Siti Rahma',
			email: 'siti@example.com',
			mobile: '081234567890',
			description: 'Order A-17: coffee',
			items: [{ description: 'Kopi Gayo 250 g', quantity: 2, rate: 85000 }],
			redirectUrl: 'https://shop.example.com/thanks',
		});
		expect(Date.parse(creates[0].body.expiredAt)).toBeGreaterThan(Date.now() + 2 * 86_400_000);
		const unpaidReqs = sb.log.filter(
			(e) => e.method === 'GET' && e.path === '/hl/v2/transactions/unpaid',
		);
		expect(unpaidReqs).toHaveLength(1);

		// --- the second call carries both tool results; the final answer carries the payment link
		const invoice = sb.store.invoices[sb.store.invoices.length - 1];
		expect(invoice.name).toBe('Siti Rahma');
		expect(seenLink).toContain(invoice.link);
		const unpaidResult = resultFor(model.calls[1], 'call_unpaid_1');
		const someUnpaid = sb.store.transactions.find((tx) => unpaidResult.includes(tx.id));
		expect(someUnpaid).toBeDefined();
		// Simplify (on by default) keeps the tool result short: 5 rows (the Limit) of a few fields, each with its payment URL
		const parsed = JSON.parse(unpaidResult);
		const rows = parsed.flatMap((p) => (p && Array.isArray(p.response) ? p.response : [p]));
		expect(rows).toHaveLength(5);
		for (const row of rows) {
			expect(row.paymentUrl).toMatch(/^https?:\/\//);
			expect(Object.keys(row).length).toBeLessThanOrEqual(12);
		}
		const out = agentOutput(run);
		expect(out).toHaveLength(1);
		expect(out[0].output).toContain(seenLink);

		// --- the API key never reaches the model
		const traffic = allModelTraffic();
		for (const key of Object.values(sb.keys)) expect(traffic).not.toContain(key);
		expect(traffic).not.toMatch(/authorization[^,]*Bearer (?!sk-scripted)/i);
	});

	test('2. bad arguments: no request to Mayar, readable errors back to the model, no crash', async () => {
		const good = {
			customerName: 'Siti Rahma',
			customerMobile: '081234567890',
			invoiceDescription: 'Order A-18',
			itemDescription: 'Kopi Gayo 250 g',
			quantity: 1,
		};
		const errors = [];
		model.script([
			(body) =>
				toolCalls([
					{
						id: 'call_bad_email',
						name: invoiceTool(body).name,
						args: { ...good, customerEmail: 'a@', rate: 85000 },
					},
				]),
			(body) => {
				errors.push(resultFor(body, 'call_bad_email'));
				return toolCalls([
					{
						id: 'call_bad_rate',
						name: invoiceTool(body).name,
						args: { ...good, customerEmail: 'siti@example.com', rate: 10.5 },
					},
				]);
			},
			(body) => {
				errors.push(resultFor(body, 'call_bad_rate'));
				return answer(`Sorry, Mayar refused the invoice: ${errors.join(' / ')}`);
			},
		]);
		sb.clearLog();
		const before = sb.store.invoices.length;
		const t = Date.now();
		const run = await n8n.execute(wfId, { timeoutMs: 120000 });
		timings.badRun = Date.now() - t;
		expect(run.data.resultData.error).toBeUndefined();
		expect(run.status).toBe('success');
		expect(model.remaining()).toBe(0);
		expect(model.calls).toHaveLength(3);

		// nothing reached Mayar
		expect(sb.log).toHaveLength(0);
		expect(sb.store.invoices).toHaveLength(before);

		// each refusal came back to the model as a readable message naming the field and the value
		expect(errors).toHaveLength(2);
		expect(errors[0]).toMatch(/Customer Email/);
		expect(errors[0]).toMatch(/a@/);
		expect(errors[1]).toMatch(/Items, row 1: Rate/);
		expect(errors[1]).toMatch(/10\.5/);
		expect(errors[1]).toMatch(/whole number/);
		for (const e of errors) {
			expect(e).not.toMatch(/\bat [\w.<>]+ \(|node_modules/); // no stack trace
			expect(e.length).toBeLessThan(1000);
		}
		const out = agentOutput(run);
		expect(out[0].output).toMatch(/Sorry, Mayar refused the invoice: .*Customer Email/);

		const traffic = allModelTraffic();
		for (const key of Object.values(sb.keys)) expect(traffic).not.toContain(key);
	});

	test('2b. a refusal by Mayar (its duplicate guard) comes back to the model readable, is not resent, no crash', async () => {
		// A customer of its own: Mayar's guard keys on the customer and the amount within about a minute.
		const args = {
			customerName: 'Budi Santoso',
			customerEmail: 'budi@example.com',
			customerMobile: '081298765432',
			invoiceDescription: 'Order B-2',
			itemDescription: 'Kopi Toraja 250 g',
			quantity: 1,
			rate: 120000,
		};
		let first;
		let refusal;
		model.script([
			(body) => toolCalls([{ id: 'call_first', name: invoiceTool(body).name, args }]),
			(body) => {
				first = resultFor(body, 'call_first');
				// the model asks again for the same order, as a confused model would
				return toolCalls([{ id: 'call_again', name: invoiceTool(body).name, args }]);
			},
			(body) => {
				refusal = resultFor(body, 'call_again');
				return answer(`The first link stands; Mayar said: ${refusal}`);
			},
		]);
		sb.clearLog();
		const before = sb.store.invoices.length;
		const run = await n8n.execute(wfId, { timeoutMs: 120000 });
		expect(run.data.resultData.error).toBeUndefined();
		expect(run.status).toBe('success');
		expect(model.remaining()).toBe(0);

		// two creates reached Mayar, one per tool call: the refused one was not resent, one invoice exists
		const creates = sb.log.filter(
			(e) => e.method === 'POST' && e.path === '/hl/v2/invoices/create',
		);
		expect(creates.map((e) => e.status)).toEqual([200, 429]);
		expect(sb.store.invoices).toHaveLength(before + 1);

		expect(first).toMatch(/\/invoices\//);
		// the model reads Mayar's own message, short, without a stack trace or the key
		expect(refusal).toMatch(/Duplicate request detected/);
		expect(refusal).not.toMatch(/\bat [\w.<>]+ \(|node_modules/);
		expect(refusal.length).toBeLessThan(1000);
		const traffic = allModelTraffic();
		for (const key of Object.values(sb.keys)) expect(traffic).not.toContain(key);
	});

	test('3. the chat assistant example: its tool descriptions reach the model; one invoice from JSON lines', async () => {
		const example = JSON.parse(
			fs.readFileSync(path.join(h.ROOT, 'examples', 'chat-assistant-invoice.json'), 'utf8'),
		);
		// `n8n execute` needs a manual start: the Chat Trigger becomes a manual trigger, the chat message a fixed
		// prompt, and the memory (keyed by the chat session) goes; the rest is the example as shipped.
		const byType = (t) => example.nodes.find((n) => n.type === t);
		const chat = byType('@n8n/n8n-nodes-langchain.chatTrigger');
		const agent = byType(AGENT);
		const memory = byType('@n8n/n8n-nodes-langchain.memoryBufferWindow');
		expect(chat && agent && memory).toBeTruthy();
		const nodes = example.nodes
			.filter((n) => n !== memory)
			.map((n) => {
				if (n === chat)
					return { ...n, type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, parameters: {} };
				if (n === agent)
					return {
						...n,
						parameters: {
							...n.parameters,
							promptType: 'define',
							text: 'Yes, that is all: 2 x Kopi Gayo 250 g and shipping. Budi Santoso, budi@example.com, 081298765432.',
						},
					};
				if (n.credentials && n.credentials.openAiApi)
					return { ...n, credentials: { openAiApi: MODEL_CRED } };
				if (n.credentials) return { ...n, credentials: h.credRef() };
				return n;
			});
		const connections = { ...example.connections };
		delete connections[memory.name];
		const id = await n8n.importWorkflow({
			...example,
			id: 'mayarAgentExample1',
			nodes,
			connections,
		});

		const tools = example.nodes.filter((n) => n.type === TOOL);
		const lines = [
			{ description: 'Kopi Gayo 250 g', quantity: 2, rate: 85000 },
			{ description: 'Shipping', quantity: 1, rate: 15000 },
		];
		let link;
		model.script([
			(body) => {
				const create = toolsOf(body).find((t) => t.name === 'Create_Invoice');
				return toolCalls([
					{
						id: 'call_example_1',
						name: create.name,
						args: {
							customerName: 'Budi Santoso',
							customerEmail: 'budi@example.com',
							customerMobile: '081298765432',
							orderSummary: '2 x Kopi Gayo 250 g + shipping',
							items: lines,
						},
					},
				]);
			},
			(body) => {
				const r = resultFor(body, 'call_example_1');
				link = (/https?:\/\/[^"\s\\]+\/invoices\/[^"\s\\]+/.exec(r) || [])[0];
				return answer(`Total Rp 185.000. Bayar di sini: ${link}`);
			},
		]);
		sb.clearLog();
		const t = Date.now();
		const run = await n8n.execute(id, { timeoutMs: 120000 });
		timings.exampleRun = Date.now() - t;
		expect(run.data.resultData.error).toBeUndefined();
		expect(run.status).toBe('success');
		expect(model.calls).toHaveLength(2);

		// the model sees each tool under its node name with the example's own description
		const offered = toolsOf(model.calls[0]);
		expect(offered.map((o) => o.name).sort()).toEqual(
			tools.map((n) => n.name.replace(/ /g, '_')).sort(),
		);
		for (const n of tools) {
			const o = offered.find((x) => x.name === n.name.replace(/ /g, '_'));
			expect(o.description).toBe(n.parameters.toolDescription);
		}
		const create = offered.find((x) => x.name === 'Create_Invoice');
		expect(Object.keys(create.parameters.properties).sort()).toEqual(
			['customerEmail', 'customerMobile', 'customerName', 'items', 'orderSummary'].sort(),
		);
		// the system message reached the model
		expect(JSON.stringify(model.calls[0].messages)).toContain('Kopi Nusantara');

		const creates = sb.log.filter(
			(e) => e.method === 'POST' && e.path === '/hl/v2/invoices/create',
		);
		expect(creates).toHaveLength(1);
		expect(creates[0].body).toMatchObject({
			name: 'Budi Santoso',
			email: 'budi@example.com',
			mobile: '081298765432',
			items: lines,
		});
		expect(link).toContain(sb.store.invoices[sb.store.invoices.length - 1].link);
		expect(agentOutput(run, agent.name)[0].output).toContain(link);
		const traffic = allModelTraffic();
		for (const key of Object.values(sb.keys)) expect(traffic).not.toContain(key);
	});
});
