/**
 * test/integration/triggerRefusals.test.ts again, against the sandbox's recorded-live profile (test/contract/live.js):
 * every refusal must hold under Mayar as documented and as recorded live.
 */
import { underProfile } from '../harness/profile';

// eslint-disable-next-line @typescript-eslint/no-require-imports
underProfile('live', () => require('./triggerRefusals.test'));
