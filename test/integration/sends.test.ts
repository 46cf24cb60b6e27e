/**
 * What an operation sends for given parameters, as its facts declare (`sends` in
 * nodes/Mayar/actions/<resource>/<operation>.facts.ts): its sample's minimal parameters, changed by `with`, run
 * without error, and the last request holds the path, query and body given (each as a part of what was sent; a key
 * given as undefined is one not sent); the first output item holds `outputs` where given. Each runs under both of the
 * sandbox's profiles, Mayar as documented and as recorded live (test/contract/live.js), so an output that must hold
 * whichever shape Mayar answers with is declared once; an operation that live Mayar fails (`live.fails`) runs under
 * the spec's only.
 */
import { PROFILES, startCaseEnv, type CaseEnv } from '../conformance/run';
import { entriesOf, runChanged } from '../operations/run';

let env: CaseEnv;
beforeAll(async () => (env = await startCaseEnv()));
afterAll(async () => env.close());
afterEach(() => env.sb.setProfile('spec'));

const cases = entriesOf('sends').flatMap(([title, s]) =>
	PROFILES.filter((p) => p === 'spec' || !s.of.facts.live?.fails).map(
		(profile) => [`${title} (${profile})`, profile, s] as const,
	),
);

test.each(cases)('%s', async (_, profile, s) => {
	env.sb.setProfile(profile);
	const run = await runChanged(env, s.of, s.with);
	expect(run.error).toBeUndefined();
	const sent = env.sb.log[env.sb.log.length - 1];
	if (s.sends.path !== undefined) expect(sent.path).toMatch(s.sends.path);
	if (s.sends.query) expect(sent.query).toMatchObject(s.sends.query);
	if (s.sends.body) expect(sent.body).toMatchObject(s.sends.body);
	if (s.outputs) expect(run.items[0]?.json).toMatchObject(s.outputs);
});
