'use strict';
/**
 * Runs the plan's steps through n8n's engine (test/harness runMayar: n8n-core's WorkflowExecute with the node's own
 * transport, rate budget and path-form fallbacks), pointed at the recorder, and then probes of its own, all reads
 * through the node's transport:
 *   - the paging walk: each cursor list that served rows at limit 50, read again in pages of 10;
 *   - the path forms: the other documented paths of each GET endpoint that has several (a read, so safe to ask);
 *   - the recorded live behaviours' reads (recordedProbes): at most one request, or three without a SaaS product.
 */
const { runMayar } = require('../../test/harness/index.ts');
const { Mayar } = require('../../nodes/Mayar/Mayar.node.ts');
const transport = require('../../nodes/Mayar/transport/index.ts');
const contract = require('../../test/contract');

const rowsOf = (items) =>
	items.map((it) => it.json).filter((j) => j && typeof j === 'object' && j.error === undefined);

/** A Mayar node whose execute runs `task(ctx)` with the node's transport (the paging walk, the path forms). */
function probeNode(task) {
	const node = new Mayar();
	node.execute = async function () {
		return [[{ json: await task(this) }]];
	};
	return node;
}

function createRunner(options, recorder) {
	const credentials = {
		apiKey: options.apiKey,
		environment: 'custom',
		baseUrl: recorder.url,
		customizeRateLimit: true, // the rate fields count only with it on, as in n8n
		rateLimit: options.rateLimit,
	};
	const operations = [];

	async function runStep(step, c) {
		const [resource, operation] = step.op.split('/');
		const params = step.params ? step.params(c) : {};
		if (params.skip)
			return operations.push({ operation: step.op, status: 'skipped', reason: params.skip });
		recorder.step = step.op;
		// Simplify off on every read, so that the records compared are Mayar's whole ones (an operation without the
		// switch never reads it).
		const parameters = { resource, operation, simplify: false, ...params };
		const r = await runMayar({ credentials, parameters }).catch((error) => ({
			items: [],
			error: { message: error.message },
		}));
		const rows = rowsOf(r.items);
		if (r.error) {
			const reason =
				`${r.error.message}${r.error.description ? ` (${r.error.description})` : ''}` +
				(step.failHint ? `; ${step.failHint}` : '');
			const known = step.skipOn && step.skipOn[0].test(reason);
			operations.push({
				operation: step.op,
				status: known ? 'skipped' : 'failed',
				reason: known ? step.skipOn[1] : reason,
			});
			return;
		}
		operations.push({ operation: step.op, status: 'ran', reason: `${rows.length} item(s)` });
		if (step.then) step.then(rows, c);
		if (step.confirms)
			c.confirmed = { ...c.confirmed, [step.confirms]: String(rows[0]?.status ?? '') };
	}

	async function probe(step, task) {
		recorder.step = step;
		// The parameters of an operation without required ones: the probe's execute replaces the node's anyway.
		const r = await runMayar({
			credentials,
			parameters: { resource: 'balance', operation: 'get' },
			nodeType: probeNode(task),
		}).catch((error) => ({ items: [], error: { message: error.message } }));
		return r.items[0]?.json ?? { error: r.error?.message };
	}

	return { runStep, probe, operations };
}

/** The first page at limit 50 of each cursor list (no cursor, rows served): the start of a paging walk. */
/** The first page (no cursor) each cursor list answered with rows, at `limit` (any limit when not given). */
function firstPages(exchanges, limit) {
	const seen = new Map();
	for (const e of exchanges) {
		const m = contract.match(e.method, e.path);
		if (!m || m.endpoint.response !== 'cursorList' || seen.has(m.endpoint.id)) continue;
		const q = e.query || {};
		if ((limit && q.limit !== limit) || q.startingAfter || q.starting_after) continue;
		if (e.status !== 200 || !Array.isArray(e.body?.data) || !e.body.data.length) continue;
		seen.set(m.endpoint.id, e);
	}
	return seen;
}
const firstPagesAt50 = (exchanges) => firstPages(exchanges, '50');
const withoutCursor = (query) => {
	const qs = { ...query };
	for (const k of ['limit', 'startingAfter', 'starting_after']) delete qs[k];
	return qs;
};

/**
 * A list the node reads in smaller pages (paid transactions, 40) is asked once at 50 as well: whether Mayar serves
 * a full page of 50 is what the walk below compares.
 */
async function pagesAt50(runner, exchanges) {
	const at50 = firstPagesAt50(exchanges);
	for (const [id, e] of firstPages(exchanges)) {
		if (at50.has(id)) continue;
		await runner.probe(`page of 50 ${id}`, async (ctx) => {
			try {
				const rows = await transport.mayarApiRequestAllItems(
					ctx,
					{ method: e.method, path: e.path, qs: withoutCursor(e.query) },
					{ returnAll: false, limit: 50, pageSize: 50 },
				);
				return { rows: rows.length };
			} catch (error) {
				return { error: error.message };
			}
		});
	}
}

/**
 * Walks each list in pages of 10 through the node's transport: as far as it takes to see more rows than the page of
 * 50 served when that page was short (the truncation of public facts 1.7), otherwise two pages (the cursor works).
 */
async function pagingWalks(runner, exchanges) {
	await pagesAt50(runner, exchanges);
	for (const [id, e] of firstPagesAt50(exchanges)) {
		const served = e.body.data.length;
		const wanted = served < 50 ? Math.min(60, Math.ceil((served + 1) / 10) * 10) : 20;
		const qs = withoutCursor(e.query);
		const cursorParams =
			'starting_after' in (e.query || {}) || id === 'paymentLink.sort'
				? ['startingAfter', 'starting_after']
				: ['startingAfter'];
		await runner.probe(`paging ${id}`, async (ctx) => {
			try {
				const rows = await transport.mayarApiRequestAllItems(
					ctx,
					{ method: e.method, path: e.path, qs },
					{ returnAll: false, limit: wanted, pageSize: 10, cursorParams },
				);
				return { rows: rows.length };
			} catch (error) {
				return { error: error.message };
			}
		});
	}
}

const fill = (template, params) =>
	template.replace(/\{([^/{}]+)\}/g, (_, k) => encodeURIComponent(params[k] ?? ''));

/** Asks each path form of a GET endpoint that several forms document and that answered in one of them. */
async function pathFormProbes(runner, exchanges) {
	const byEndpoint = new Map();
	for (const e of exchanges) {
		const m = contract.match(e.method, e.path);
		if (!m || m.endpoint.method !== 'GET' || !(m.endpoint.altPaths || []).length) continue;
		const tried = byEndpoint.get(m.endpoint.id) || {
			endpoint: m.endpoint,
			forms: new Set(),
			sample: null,
		};
		tried.forms.add(m.form === 'path' ? -1 : m.altIndex);
		if (e.status === 200 && !tried.sample) tried.sample = { params: m.params, query: e.query };
		byEndpoint.set(m.endpoint.id, tried);
	}
	for (const [id, t] of byEndpoint) {
		if (!t.sample) continue;
		const forms = [t.endpoint.path, ...t.endpoint.altPaths.map((a) => a.path)];
		for (let k = 0; k < forms.length; k++) {
			if (t.forms.has(k - 1)) continue;
			await runner.probe(`forms ${id}`, async (ctx) => {
				try {
					await transport.mayarApiRequest(ctx, {
						method: 'GET',
						path: fill(forms[k], t.sample.params),
						qs: t.sample.query,
					});
					return { ok: true };
				} catch (error) {
					return { error: error.message };
				}
			});
		}
	}
}

/**
 * The reads the recorded live behaviours need beyond the run's own (./recorded.js judges them), each asked only when
 * it can tell something the run does not already show:
 *   - paid transactions with startAt = tomorrow, once the account showed paid rows (paidTransactions.dateRangeIgnored);
 *   - the credit balance's /hl/v2 and /credit/v2 paths without parameters (a route answers 400, a missing one 404),
 *     when no /hl/v2/credit path was asked (no SaaS product to read credit with: credit.hlPathNotFound).
 */
async function recordedProbes(runner, exchanges) {
	const { DATE_PROBE, CREDIT_PROBE, CREDIT_PROBE_PATHS } = require('./recorded');
	const ask = (step, req) =>
		runner.probe(step, async (ctx) => {
			try {
				await transport.mayarApiRequest(ctx, { method: 'GET', ...req });
				return { ok: true };
			} catch (error) {
				return { error: error.message };
			}
		});
	const paidRows = exchanges.some((e) => {
		const m = contract.match(e.method, e.path);
		const q = e.query || {};
		return (
			m &&
			m.endpoint.id === 'transaction.list' &&
			e.status === 200 &&
			!q.startAt &&
			!q.startingAfter &&
			Array.isArray(e.body?.data) &&
			e.body.data.length > 0
		);
	});
	if (paidRows)
		await ask(DATE_PROBE, {
			path: '/hl/v2/transactions',
			qs: { limit: 10, startAt: String(Date.now() + 86_400_000) },
		});
	if (!exchanges.some((e) => e.path.startsWith('/hl/v2/credit/')))
		for (const path of CREDIT_PROBE_PATHS) await ask(CREDIT_PROBE, { path });
}

module.exports = { createRunner, pagingWalks, pathFormProbes, recordedProbes };
