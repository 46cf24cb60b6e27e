/**
 * The sandbox profile a suite runs under: 'spec' (Mayar as documented, the default) or 'live' (as recorded
 * answering live, test/contract/live.js). A suite that must hold under both reads it when it starts its sandbox,
 * and a `<name>.live.test.ts` beside it sets 'live' and loads it, so the same tests run against both.
 */
export type Profile = 'spec' | 'live';

import { globalObject } from './node';

const KEY = '__mayarSandboxProfile';

export function suiteProfile(): Profile {
	return (globalObject as unknown as Record<string, unknown>)[KEY] === 'live' ? 'live' : 'spec';
}

/** Runs `load` (a require of a suite) with the profile set for it. */
export function underProfile(profile: Profile, load: () => void): void {
	(globalObject as unknown as Record<string, unknown>)[KEY] = profile;
	load();
}
