/**
 * test/integration/pollingRefusals.test.ts again, against the sandbox's recorded-live profile (test/contract/live.js):
 * paid rows as recorded live carry no transactionId alias and no amount, and the refusals must hold there too.
 */
import { underProfile } from '../harness/profile';

// eslint-disable-next-line @typescript-eslint/no-require-imports
underProfile('live', () => require('./pollingRefusals.test'));
