/**
 * test/integration/triggerDelivery.test.ts again, against the sandbox's recorded-live profile (test/contract/live.js).
 */
import { underProfile } from '../harness/profile';

// eslint-disable-next-line @typescript-eslint/no-require-imports
underProfile('live', () => require('./triggerDelivery.test'));
