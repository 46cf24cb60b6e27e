/**
 * Every refusal an operation's facts declare (`refusals` in nodes/Mayar/actions/<resource>/<operation>.facts.ts):
 * its sample's minimal parameters, prepared as the conformance suite prepares them, changed by `with`, run in
 * n8n-core against the sandbox, fail with the hint the facts give.
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

let env: CaseEnv;
beforeAll(async () => (env = await startCaseEnv()));
afterAll(async () => env.close());

// Until a facts file declares one the table is empty, and test.each refuses an empty table.
if (!refusals.length)
	test('no operation declares a refusal yet', () => expect(refusals).toEqual([]));
else
	test.each(refusals.map((r) => [`${r.op}: ${r.title}`, r] as const))('%s', async (_, r) => {
		if (!r.sample) throw new Error(`${r.file}: a refusal needs the sample it changes`);
		const c = (await r.sample.prepare?.(env, 'minimal')) ?? {};
		const params = r.with(r.sample.minimal(c));
		const run = await runAgainst(env.sb, {
			resource: r.resource,
			operation: r.operation,
			...params,
		});
		expect(String(run.error?.description ?? run.error?.message ?? 'no error')).toMatch(r.hint);
	});
