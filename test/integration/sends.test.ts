/**
 * What an operation sends for given parameters, as its facts declare (`sends` in
 * nodes/Mayar/actions/<resource>/<operation>.facts.ts): its sample's minimal parameters, changed by `with`, run
 * without error, and the last request holds the path, query and body given (each as a part of what was sent; a key
 * given as undefined is one not sent); the first output item holds `outputs` where given. Each runs under both of the
 * sandbox's profiles, Mayar as documented and as recorded live (test/contract/live.js), so an output that must hold
 * whichever shape Mayar answers with is declared once; an operation that live Mayar fails (`live.fails`) runs under
 * the spec's only.
 */
import type { IDataObject } from 'n8n-workflow';

import { PROFILES, startCaseEnv, type CaseEnv } from '../conformance/run';
import { entriesOf, runChanged } from '../operations/run';

let env: CaseEnv;
beforeAll(async () => (env = await startCaseEnv()));
afterAll(async () => env.close());
afterEach(() => env.sb.setProfile('spec'));

/** Expected values with the keys given as undefined taken out, and the paths of those keys (each one not sent). */
function split(expected: IDataObject, at: string[] = []): [IDataObject, string[][]] {
	const present: IDataObject = {};
	const absent: string[][] = [];
	for (const [key, value] of Object.entries(expected)) {
		if (value === undefined) absent.push([...at, key]);
		else if (
			value &&
			typeof value === 'object' &&
			!Array.isArray(value) &&
			!(value instanceof RegExp)
		) {
			const [inner, gone] = split(value as IDataObject, [...at, key]);
			present[key] = inner;
			absent.push(...gone);
		} else present[key] = value;
	}
	return [present, absent];
}
/** `actual` holds `expected` (a part of it), and has none of the keys `expected` gives as undefined. */
function holds(actual: unknown, expected: IDataObject) {
	const [present, absent] = split(expected);
	expect(actual).toMatchObject(present);
	for (const keys of absent)
		expect({
			[keys.join('.')]: keys.reduce<unknown>((o, k) => (o as IDataObject)?.[k], actual),
		}).toEqual({
			[keys.join('.')]: undefined,
		});
}

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
	if (s.sends.query) holds(sent.query, s.sends.query);
	if (s.sends.body) holds(sent.body, s.sends.body);
	if (s.outputs) holds(run.items[0]?.json, s.outputs);
});
