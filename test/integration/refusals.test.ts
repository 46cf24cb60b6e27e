/**
 * Every refusal an operation's facts declare (`refusals` in nodes/Mayar/actions/<resource>/<operation>.facts.ts):
 * its sample's minimal parameters, prepared as the conformance suite prepares them, changed by `with`, run in
 * n8n-core against the sandbox, fail with Mayar's answer (a NodeApiError with its status and message, the refused
 * request sent once) and the hint the facts give.
 */
import { startCaseEnv, type CaseEnv } from '../conformance/run';
import { runAgainst } from '../harness/sandbox';
import { allFacts } from '../operations';

const refusals = allFacts().flatMap(({ op, resource, operation, file, facts }) =>
	(facts.refusals ?? []).map((r) => ({
		...r,
		op,
		resource,
		operation,
		file,
		sample: facts.sample,
	})),
);
// test.each refuses an empty table with a message that does not say why it is empty.
if (!refusals.length)
	throw new Error('No facts file declares a refusal (`refusals` in *.facts.ts)');

let env: CaseEnv;
beforeAll(async () => (env = await startCaseEnv()));
afterAll(async () => env.close());

test.each(refusals.map((r) => [`${r.op}: ${r.title}`, r] as const))('%s', async (_, r) => {
	if (!r.sample) throw new Error(`${r.file}: a refusal needs the sample it changes`);
	const c = (await r.sample.prepare?.(env, 'minimal')) ?? {};
	const params = r.with(r.sample.minimal(c));
	const items = r.sample.items?.(c, 'minimal');
	env.sb.clearLog();
	const run = await runAgainst(
		env.sb,
		{ resource: r.resource, operation: r.operation, ...params },
		items ? { items } : {},
	);
	expect(String(run.error?.description ?? run.error?.message ?? 'no error')).toMatch(r.hint);
	// Mayar refused it, not the node: its status and message are the error's, and a refusal is not sent again.
	expect(run.error?.name).toBe('NodeApiError');
	const refused = env.sb.log[env.sb.log.length - 1];
	expect(run.error?.httpCode).toBe(String(refused?.status));
	expect(run.error?.message).toMatch(/^Mayar: \S/);
	expect(
		env.sb.log.filter((e) => e.method === refused.method && e.path === refused.path),
	).toHaveLength(1);
});
