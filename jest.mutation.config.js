/** The fast, pure tests that `npm run mutation` (Stryker) runs against each mutant of the transport's decisions. */
const base = require('./jest.config');

module.exports = { ...base, setupFiles: [], testMatch: ['**/test/integration/decisions.test.ts'] };
