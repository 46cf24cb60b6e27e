/**
 * One sandbox for a test file, under the suite's profile (./profile.ts), with a clean slate before each test: its
 * request log, faults and drift cleared and the captured log lines emptied.
 */
import { suiteProfile } from './profile';
import { logs } from './logs';
import { startSandbox, type Sandbox } from './sandbox';
import type { TriggerHarness } from './trigger';

/** Registers the suite's hooks; `started` receives the sandbox once it runs. */
export function sandboxPerSuite(started: (sb: Sandbox) => void): void {
	let sb: Sandbox;
	beforeAll(async () => {
		sb = await startSandbox({ webhookRetryDelaysMs: [], profile: suiteProfile() });
		started(sb);
	});
	afterAll(async () => {
		await sb.close();
	});
	beforeEach(() => {
		logs.length = 0;
		sb.clearLog();
		sb.clearFaults();
		sb.setDrift(null);
	});
}

/** Activates an Automatic-mode trigger; the sandbox's log and the log lines start empty after it. */
export async function activeAutomaticTrigger(
	t: TriggerHarness,
	sb: Sandbox,
): Promise<{ t: TriggerHarness; token: string }> {
	expect(await t.activate()).toBe(true);
	sb.clearLog();
	logs.length = 0;
	return { t, token: String(t.staticData.token) };
}
