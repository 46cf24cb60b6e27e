/**
 * Parameters an operation refuses before sending anything, as its facts declare (`rejects` in
 * nodes/Mayar/actions/<resource>/<operation>.facts.ts): its sample's minimal parameters, changed by `with`, fail with
 * a NodeOperationError whose message begins with the field's label (and matches `message` where given), and no
 * request reaches Mayar.
 */
import { startCaseEnv, type CaseEnv } from '../conformance/run';
import { entriesOf, runChanged } from '../operations/run';

let env: CaseEnv;
beforeAll(async () => (env = await startCaseEnv()));
afterAll(async () => env.close());

test.each(entriesOf('rejects'))('%s', async (_, r) => {
	const run = await runChanged(env, r.of, r.with);
	expect(run.error?.name).toBe('NodeOperationError');
	expect(String(run.error?.message)).toMatch(
		new RegExp(`^${r.field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
	);
	if (r.message) expect(String(run.error?.message)).toMatch(r.message);
	expect(run.error?.context).toMatchObject({ itemIndex: 0 });
	expect(env.sb.log).toEqual([]);
});
