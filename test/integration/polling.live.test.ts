/**
 * test/integration/polling.test.ts again, against the sandbox's recorded-live profile (test/contract/live.js): what
 * the trigger emits must hold under Mayar as documented and as recorded live.
 */
import { underProfile } from '../harness/profile';

// eslint-disable-next-line @typescript-eslint/no-require-imports
underProfile('live', () => require('./polling.test'));
