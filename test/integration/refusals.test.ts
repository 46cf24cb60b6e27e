/**
 * Every refusal an operation's facts declare (`refusals` in nodes/Mayar/actions/<resource>/<operation>.facts.ts):
 * its sample's minimal parameters, changed by `with`, fail with Mayar's answer (a NodeApiError with its status and
 * message, the refused request sent once) and the hint the facts give.
 */
import { startCaseEnv, type CaseEnv } from '../conformance/run';
import { entriesOf, runChanged } from '../operations/run';

let env: CaseEnv;
beforeAll(async () => (env = await startCaseEnv()));
afterAll(async () => env.close());

test.each(entriesOf('refusals'))('%s', async (_, r) => {
	const run = await runChanged(env, r.of, r.with);
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
